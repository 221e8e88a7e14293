// RFC 4180 reading and writing (csv_text.h).
#include <catch2/catch.hpp>

#include "model/io/csv_field.h"
#include "model/io/library/csv_text.h"

namespace gputco::io::library {

TEST_CASE("library: CSV quoted commas, doubled quotes, line breaks, BOM and CRLF", "[library][csv]") {
    const QByteArray bytes =
        "\xEF\xBB\xBF"
        "key,source\r\n"
        "\"a, b\",\"say \"\"hi\"\"\"\r\n"
        "\r\n"
        "\"two\r\nlines\",z\r\n"
        "last,\"\"";
    const CsvText csv = parseCsv(bytes);
    REQUIRE(csv.error.empty());
    REQUIRE(csv.records.size() == 4);
    // The BOM is not part of the first column's name.
    CHECK(csv.records[0].fields == QStringList{"key", "source"});
    CHECK(csv.records[1].fields == QStringList{"a, b", "say \"hi\""});
    // The blank line 3 is skipped; the record on line 4 holds a line break and ends on line 5.
    CHECK(csv.records[2].line == 4);
    CHECK(csv.records[2].fields == QStringList{"two\r\nlines", "z"});
    CHECK(csv.records[3].line == 6);
    CHECK(csv.records[3].fields == QStringList{"last", ""});
}

TEST_CASE("library: text that is not CSV is refused with its line", "[library][csv]") {
    CHECK(parseCsv("a,b\n\"open,b\nc,d\n").error == "line 2: a quoted field is not closed");
    CHECK(parseCsv("a,b\nc,\"d\"x\n").error ==
          "line 2: text after a closing quote (write a quote inside quotes as \"\")");
    CHECK(parseCsv("a,b\nc,d\ne,f\"g\n").error ==
          "line 3: a quote inside an unquoted field (quote the whole field)");
    CHECK(parseCsv("a,b\n\xFF,c\n").error == "line 2: not UTF-8 text");
}

TEST_CASE("library: CSV writer quotes only what needs it and reads back the same", "[library][csv]") {
    const QStringList fields{"plain", "a, b", "say \"hi\"", "two\nlines", ""};
    const QByteArray line = csvRecord(fields);
    CHECK(line == "plain,\"a, b\",\"say \"\"hi\"\"\",\"two\nlines\",\r\n");
    const CsvText back = parseCsv(line);
    REQUIRE(back.records.size() == 1);
    CHECK(back.records[0].fields == fields);
}

}  // namespace gputco::io::library
