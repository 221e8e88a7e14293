// Edit > Preferences: what a user sets once, kept in QSettings: how often the recovery copy
// is written, who the report names as its preparer, and the language.
#pragma once

#include <QDialog>
#include <QString>

#include "ui/language.h"

class QComboBox;
class QLineEdit;
class QSettings;
class QSpinBox;

namespace gputco::ui {

// The settings keys, read where each preference is used (Autosaver, report writer, language).
inline constexpr const char* kAutosaveIntervalKey = "autosave/intervalSeconds";
inline constexpr const char* kPreparedByKey = "report/preparedBy";
inline constexpr const char* kLanguageSettingKey = "ui/language";

// The person a login names (issue #34: "Prepared by" was blank until a user set it): the first
// part of the account's full name (the GECOS field, "Ada Lovelace,Room 1,,"), else the login.
QString userNameFrom(const QString& gecos, const QString& login);
// That name for the account this program runs as; empty when the system has none.
QString systemUserName();
// The report's preparer: the one saved in the preferences when one was saved (an empty one
// too: the user cleared it to leave the line out), else `systemName`.
QString preparerFrom(const QSettings& settings, const QString& systemName);

struct Preferences {
    int autosaveSeconds = 30;
    QString preparedBy;  // the report's "Prepared by" (the system's name for the user until one is
                         // saved); empty leaves it out
    UiLanguage language = UiLanguage::English;

    static Preferences load();  // from QSettings, with the defaults
    void save() const;
};

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
