#include "ui/document/preferences.h"

#include <QSettings>

#include "model/io/library/team_library.h"

#ifdef Q_OS_UNIX
#include <pwd.h>
#include <unistd.h>
#endif

namespace gputco::ui {

QString userNameFrom(const QString& gecos, const QString& login) {
    const QString full = gecos.section(QLatin1Char(','), 0, 0).trimmed();
    return full.isEmpty() ? login.trimmed() : full;
}

QString systemUserName() {
#ifdef Q_OS_UNIX
    if (const passwd* account = getpwuid(getuid()))
        return userNameFrom(QString::fromLocal8Bit(account->pw_gecos ? account->pw_gecos : ""),
                            QString::fromLocal8Bit(account->pw_name ? account->pw_name : ""));
#endif
    return userNameFrom(QString(), qEnvironmentVariable("USERNAME", qEnvironmentVariable("USER")));
}

QString preparerFrom(const QSettings& settings, const QString& systemName) {
    const QLatin1String key(kPreparedByKey);
    return settings.contains(key) ? settings.value(key).toString() : systemName;
}

QString LibraryChoice::address() const {
    io::library::TeamAddress a;
    a.host = host.trimmed();
    a.port = port;
    a.database = database.trimmed();
    a.user = user.trimmed();
    a.sslMode = sslMode;
    return a.text();
}

LibraryChoice LibraryChoice::fromAddress(const QString& text) {
    LibraryChoice c;
    if (const std::optional<io::library::TeamAddress> a = io::library::TeamAddress::parse(text, nullptr)) {
        c.host = a->host;
        c.port = a->port;
        c.database = a->database;
        c.user = a->user;
        if (!a->sslMode.isEmpty()) c.sslMode = a->sslMode;
    }
    return c;
}

Preferences Preferences::load() {
    QSettings settings;
    Preferences p;
    p.autosaveSeconds = settings.value(QLatin1String(kAutosaveIntervalKey), p.autosaveSeconds).toInt();
    p.preparedBy = preparerFrom(settings, systemUserName());
    p.language =
        languageFromCode(settings.value(QLatin1String(kLanguageSettingKey)).toString(), currentLanguage());
    p.library = LibraryChoice::fromAddress(settings.value(QLatin1String(kTeamLibraryKey)).toString());
    p.library.team =
        settings.value(QLatin1String(kUseTeamLibraryKey), false).toBool() && !p.library.user.isEmpty();
    return p;
}

void Preferences::save() const {
    QSettings settings;
    settings.setValue(QLatin1String(kAutosaveIntervalKey), autosaveSeconds);
    settings.setValue(QLatin1String(kPreparedByKey), preparedBy);
    settings.setValue(QLatin1String(kLanguageSettingKey), languageCode(language));
    // The team library's address is kept while this computer's library is chosen, for the day
    // it is chosen again.
    settings.setValue(QLatin1String(kUseTeamLibraryKey), library.team);
    if (!library.user.trimmed().isEmpty())
        settings.setValue(QLatin1String(kTeamLibraryKey), library.address());
}

}  // namespace gputco::ui
