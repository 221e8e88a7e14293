// Edit > Preferences: the dialog that edits the preferences (ui/document/preferences.h).
#pragma once

#include <QDialog>

#include "ui/document/preferences.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace gputco::ui {

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    static constexpr int kMinAutosaveSeconds = 5;
    static constexpr int kMaxAutosaveSeconds = 3600;

    explicit PreferencesDialog(const Preferences& current, QWidget* parent = nullptr);
    Preferences preferences() const;

    QSpinBox* autosaveBox() const { return autosave_; }
    QLineEdit* preparedByEdit() const { return preparedBy_; }
    QComboBox* languageBox() const { return language_; }
    QRadioButton* teamLibraryButton() const { return team_; }
    QLineEdit* teamHostEdit() const { return host_; }
    QLineEdit* teamUserEdit() const { return user_; }
    QLineEdit* teamDatabaseEdit() const { return database_; }
    QLabel* problemLabel() const { return problem_; }

    // OK keeps the dialog open while a team library lacks its server, database or user, and
    // says which.
    void accept() override;

private:
    void enableTeamFields();

    QSpinBox* autosave_;
    QLineEdit* preparedBy_;
    QComboBox* language_;
    QRadioButton* local_;
    QRadioButton* team_;
    QLineEdit* host_;
    QSpinBox* port_;
    QLineEdit* database_;
    QLineEdit* user_;
    QComboBox* sslMode_;
    QLabel* problem_;
};

}  // namespace gputco::ui
