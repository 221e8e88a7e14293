// The UI language (DESIGN.md: en and zh_CN ship). Switching installs or removes the
// application's QTranslator; Qt then sends QEvent::LanguageChange to every widget, which is
// where each widget retranslates itself.
#pragma once

#include <QDateTime>
#include <QFont>
#include <QLocale>
#include <QString>

namespace gputco::ui {

enum class UiLanguage { English, SimplifiedChinese };

// What the system locale asks for: Chinese for any zh locale, English otherwise.
UiLanguage systemLanguage();
UiLanguage currentLanguage();
// Installs the translator (or removes it for English), the font and the default locale.
void applyLanguage(UiLanguage language);

// The locale numbers are written in; the same grouping as the CLI for both languages.
QLocale uiLocale();
// A time in local time to the second, as the app writes dates: a probe's "2026-12-04T20:01:20Z"
// reads "2026-12-04 20:01:20" in London, "2026-12-05 04:01:20" in Beijing; revisions and
// recovered copies are dated the same way. Text that is not ISO 8601 is shown as it is.
QString shownDateTime(const QDateTime& time);
QString shownDateTime(const QString& iso);
// "en" / "zh_CN", as stored in the settings.
QString languageCode(UiLanguage language);
UiLanguage languageFromCode(const QString& code, UiLanguage fallback);

}  // namespace gputco::ui
