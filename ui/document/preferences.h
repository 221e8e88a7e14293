// What a user sets once in Edit > Preferences, kept in QSettings: how often the recovery copy
// is written, who the report names as its preparer, the language, and which library the app
// uses (this computer's, or a team library on PostgreSQL: where, and as whom; never a password). Read by the
// autosaver, the report (the GUI's and the CLI's) and the language switch; the dialog that edits them is
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
inline constexpr const char* kTeamLibraryKey = "library/team";  // the address, as TeamAddress::text()
inline constexpr const char* kUseTeamLibraryKey = "library/useTeam";

// Which library the app uses (issue #37): this computer's (the default, no set-up, works
// offline), or a team library on PostgreSQL. The address holds no password: the app asks for
// it once a session where libpq finds none (PGPASSWORD, ~/.pgpass).
struct LibraryChoice {
    bool team = false;
    QString host;
    int port = 5432;
    QString database = QStringLiteral("gputco");
    QString user;
    QString sslMode = QStringLiteral("require");  // "require" or "verify-full"

    QString address() const;  // postgresql://user@host:port/database?sslmode=...
    // From an address as address() writes it (`team` left false); the defaults where it names
    // nothing.
    static LibraryChoice fromAddress(const QString& text);
};

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
    LibraryChoice library;

    static Preferences load();  // from QSettings, with the defaults
    void save() const;
};

}  // namespace gputco::ui
