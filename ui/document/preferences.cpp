#include "ui/document/preferences.h"

#include <QSettings>

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

Preferences Preferences::load() {
    QSettings settings;
    Preferences p;
    p.autosaveSeconds = settings.value(QLatin1String(kAutosaveIntervalKey), p.autosaveSeconds).toInt();
    p.preparedBy = preparerFrom(settings, systemUserName());
    p.language =
        languageFromCode(settings.value(QLatin1String(kLanguageSettingKey)).toString(), currentLanguage());
    return p;
}

void Preferences::save() const {
    QSettings settings;
    settings.setValue(QLatin1String(kAutosaveIntervalKey), autosaveSeconds);
    settings.setValue(QLatin1String(kPreparedByKey), preparedBy);
    settings.setValue(QLatin1String(kLanguageSettingKey), languageCode(language));
}

}  // namespace gputco::ui
