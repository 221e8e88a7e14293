// Every string of the app has its Simplified Chinese (the app ships in both languages): no
// message left unfinished or empty, and every placeholder (%1, %2, ...) of the English is in
// the Chinese too, so that no figure goes missing from a translated sentence.
#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>

#include "tests/support/ui_test_support.h"

namespace {

QStringList placeholders(const QString& text) {
    static const QRegularExpression pattern(QStringLiteral("%[1-9]"));
    QStringList found;
    for (auto it = pattern.globalMatch(text); it.hasNext();) found << it.next().captured();
    found.sort();
    found.removeDuplicates();
    return found;
}

}  // namespace

TEST_CASE("translations: every string has its Chinese, with every placeholder", "[ui][i18n]") {
    QFile file(QStringLiteral(GPUTCO_SOURCE_DIR "/resources/translations/gputco_zh_CN.ts"));
    REQUIRE(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    int messages = 0;
    QString context, source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        if (xml.name() == QLatin1String("name")) context = xml.readElementText();
        if (xml.name() == QLatin1String("source")) source = xml.readElementText();
        if (xml.name() == QLatin1String("translation")) {
            const bool unfinished =
                xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
            // A plural (numerus) message holds its forms as child elements.
            const QString translation = xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
            INFO(context.toStdString() << ": " << source.toStdString());
            CHECK_FALSE(unfinished);
            CHECK_FALSE(translation.isEmpty());
            CHECK(placeholders(translation) == placeholders(source));
            ++messages;
        }
    }
    REQUIRE_FALSE(xml.hasError());
    CHECK(messages > 700);
}

TEST_CASE("translations: Qt's own dialogs speak Chinese too (qt6-translations-l10n)", "[ui][i18n]") {
    // The file dialogs of Save As and Export PDF are Qt's: without qtbase_zh_CN they said
    // "Look in:" and "File name:" in the Chinese app (found by a walkthrough in Chinese).
    const gputco::test::Language chinese(gputco::ui::UiLanguage::SimplifiedChinese);
    CHECK(QCoreApplication::translate("QFileDialog", "Look in:") == QStringLiteral("查找范围："));
    CHECK(QCoreApplication::translate("QFileDialog", "File &name:") != QStringLiteral("File &name:"));
}
