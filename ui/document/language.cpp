#include "ui/document/language.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace gputco::ui {

namespace {

struct LanguageState {
    UiLanguage language = UiLanguage::English;
    QTranslator* app = nullptr;
    QTranslator* qt = nullptr;  // Qt's own strings (standard dialogs), when installed
    QFont latinFont;
    bool fontSaved = false;
};

LanguageState& state() {
    static LanguageState s;
    return s;
}

}  // namespace

UiLanguage systemLanguage() {
    return QLocale::system().language() == QLocale::Chinese ? UiLanguage::SimplifiedChinese
                                                            : UiLanguage::English;
}

UiLanguage currentLanguage() {
    return state().language;
}

QString languageCode(UiLanguage language) {
    return language == UiLanguage::SimplifiedChinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
}

UiLanguage languageFromCode(const QString& code, UiLanguage fallback) {
    if (code == QLatin1String("zh_CN")) return UiLanguage::SimplifiedChinese;
    if (code == QLatin1String("en")) return UiLanguage::English;
    return fallback;
}

QLocale uiLocale() {
    return currentLanguage() == UiLanguage::SimplifiedChinese
               ? QLocale(QLocale::Chinese, QLocale::China)
               : QLocale(QLocale::English, QLocale::UnitedStates);
}

QString shownDateTime(const QDateTime& time) {
    // To the second, as the app writes dates (yyyy-MM-dd), in either language: the locale's
    // short form ("12/5/26 4:59 AM") could not tell two saves of one minute apart, and the
    // revisions list wrote the same time in a long form of its own.
    return time.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
}

QString shownDateTime(const QString& iso) {
    const QDateTime time = QDateTime::fromString(iso, Qt::ISODate);
    return time.isValid() ? shownDateTime(time) : iso;
}

void applyLanguage(UiLanguage language) {
    LanguageState& s = state();
    // A command without a GUI application (gputco-cli workbook) needs the words, not fonts.
    const bool gui = qobject_cast<QGuiApplication*>(QCoreApplication::instance()) != nullptr;
    if (gui && !s.fontSaved) {
        s.latinFont = QApplication::font();
        s.fontSaved = true;
    }
    if (s.app) {
        QCoreApplication::removeTranslator(s.app);
        delete s.app;
        s.app = nullptr;
    }
    if (s.qt) {
        QCoreApplication::removeTranslator(s.qt);
        delete s.qt;
        s.qt = nullptr;
    }
    s.language = language;
    QLocale::setDefault(uiLocale());

    if (language == UiLanguage::SimplifiedChinese) {
        // Without an explicit family Qt draws Han characters with Noto Sans CJK JP, whose
        // glyph forms differ from the ones Chinese readers expect (DESIGN.md, pitfalls).
        if (gui) {
            QFont font = s.latinFont;
            font.setFamilies({QStringLiteral("Noto Sans CJK SC"), s.latinFont.family()});
            QApplication::setFont(font);
        }

        s.qt = new QTranslator(qApp);
        if (s.qt->load(QStringLiteral("qtbase_zh_CN"), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QCoreApplication::installTranslator(s.qt);
        } else {
            delete s.qt;
            s.qt = nullptr;
        }
        s.app = new QTranslator(qApp);
        if (s.app->load(QStringLiteral(":/i18n/gputco_zh_CN.qm"))) {
            QCoreApplication::installTranslator(s.app);
        } else {
            delete s.app;
            s.app = nullptr;
        }
    } else {
        if (gui) QApplication::setFont(s.latinFont);
    }
}

}  // namespace gputco::ui
