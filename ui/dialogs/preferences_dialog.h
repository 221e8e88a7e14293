// Edit > Preferences: the dialog that edits the preferences (ui/document/preferences.h).
#pragma once

#include <QDialog>

#include "ui/document/preferences.h"

class QComboBox;
class QLineEdit;
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

private:
    QSpinBox* autosave_;
    QLineEdit* preparedBy_;
    QComboBox* language_;
};

}  // namespace gputco::ui
