// What a user sets once in Edit > Preferences, kept in QSettings: how often the recovery copy
// is written, who the report names as its preparer, and the language. Read by the autosaver,
// the report (the GUI's and the CLI's) and the language switch; the dialog that edits them is
// ui/dialogs/preferences_dialog.h.
#pragma once

#include <QString>

#include "ui/document/language.h"

class QSettings;

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

}  // namespace gputco::ui
