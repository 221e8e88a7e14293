// The one CSV cell writer (csv_field.h): RFC 4180 quoting, and formulas written as text
// (issue #32, item 9; OWASP "CSV Injection").
#include <catch2/catch.hpp>

#include "model/io/csv_field.h"

using gputco::io::CsvCell;
using gputco::io::csvField;
using gputco::io::csvRecord;
using gputco::io::csvTextValue;

TEST_CASE("csv: a text cell that a spreadsheet would run as a formula gets a leading '",
          "[io][csv][hardening]") {
    // = + - @ start a formula in Excel and LibreOffice; a tab or CR before one is skipped by some.
    CHECK(csvField(QStringLiteral("=HYPERLINK(\"http://x\",\"click\")")) ==
          QStringLiteral("\"'=HYPERLINK(\"\"http://x\"\",\"\"click\"\")\""));
    CHECK(csvField(QStringLiteral("@SUM(1)")) == QStringLiteral("'@SUM(1)"));
    CHECK(csvField(QStringLiteral("+cmd|' /C calc'!A0")) == QStringLiteral("'+cmd|' /C calc'!A0"));
    CHECK(csvField(QStringLiteral("-2+3")) == QStringLiteral("'-2+3"));
    CHECK(csvField(QStringLiteral("\t=1")) == QStringLiteral("'\t=1"));
    CHECK(csvField(QStringLiteral("\r=1")) == QStringLiteral("\"'\r=1\""));
    // Anywhere but the start, or a plain text: as it is.
    CHECK(csvField(QStringLiteral("a=b")) == QStringLiteral("a=b"));
    CHECK(csvField(QStringLiteral("'quoted")) == QStringLiteral("'quoted"));
    // Numbers are not text: a negative amount stays a number.
    CHECK(csvField(QStringLiteral("-52680.5"), CsvCell::Number) == QStringLiteral("-52680.5"));
    CHECK(csvRecord({"-1", "-1"}, {CsvCell::Number, CsvCell::Text}) == "-1,'-1\r\n");
}

TEST_CASE("csv: a guarded text reads back exactly as it was", "[io][csv][hardening]") {
    // A text that already starts with ' before a formula gets one more, so that taking one off
    // on import gives back every text, whatever it starts with.
    for (const QString& text :
         {QStringLiteral("=x"), QStringLiteral("'=x"), QStringLiteral("''@x"), QStringLiteral("'plain"),
          QStringLiteral("plain"), QStringLiteral("-"), QStringLiteral("'"), QString()}) {
        INFO(text.toStdString());
        QString field = csvField(text);
        if (field.startsWith(u'"'))
            field = field.mid(1, field.size() - 2).replace(QStringLiteral("\"\""), QStringLiteral("\""));
        CHECK(csvTextValue(field) == text);
    }
    // A ' that a person typed before a formula in a spreadsheet's CSV is taken off the same way.
    CHECK(csvTextValue(QStringLiteral("'=SUM(1)")) == QStringLiteral("=SUM(1)"));
    CHECK(csvTextValue(QStringLiteral("'apostrophe")) == QStringLiteral("'apostrophe"));
}
