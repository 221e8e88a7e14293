// Files that cannot be read at all: each gives one clear error, never a crash.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <catch2/catch.hpp>
#include <random>
#include <regex>

#include "tests/io/reader_support.h"

using namespace gputco;
using namespace gputco::io;
using namespace gputco::io::test;

namespace {

std::string errorOf(const std::string& text) {
    return readText(text).error;
}

// A failed read has an error and nothing else.
void checkRefused(const ReadResult& result) {
    INFO(listing(result));
    CHECK_FALSE(result.error.empty());
    CHECK_FALSE(result.scenario.has_value());
    CHECK(result.problems.empty());
    CHECK_FALSE(result.ok());
}

}  // namespace

TEST_CASE("io reader: a syntax error gives its line and column", "[io]") {
    const std::string missingComma = "{\n  \"format\": \"gputco.scenario\"\n  \"version\": 1\n}\n";
    CHECK(errorOf(missingComma) ==
          "line 3, column 3: not valid JSON: the file may be damaged (unterminated object)");
    const std::string badValue =
        "{\n  \"format\": \"gputco.scenario\",\n  \"version\": 1,\n  \"name\": nope\n}";
    CHECK(errorOf(badValue) == "line 4, column 12: not valid JSON: the file may be damaged (illegal value)");
    // Columns count characters, not bytes: the name holds four 3-byte characters.
    const std::string wide = "{\"name\": \"液冷方案\" \"x\"}";
    CHECK(errorOf(wide) ==
          "line 1, column 17: not valid JSON: the file may be damaged (unterminated object)");
    checkRefused(readText(missingComma));
    // Cut short inside a string (a copy that stopped half way): said as such.
    CHECK(errorOf("{\n  \"format\": \"gputco.scen") ==
          "line 2, column 25: the file ends before its JSON does: it may have been cut short (unterminated "
          "string)");
}

TEST_CASE("io reader: format and version are checked first", "[io]") {
    CHECK(errorOf(R"({"format": "gputco.probe", "version": 1})") ==
          "not a gputco scenario: format is \"gputco.probe\", expected \"gputco.scenario\"");
    CHECK(errorOf(R"({"format": 1, "version": 1})") ==
          "not a gputco scenario: format is number, expected \"gputco.scenario\"");
    CHECK(errorOf(R"({"version": 1, "options": []})") == "not a gputco scenario: it has no \"format\" field");
    CHECK(errorOf(R"({"format": "gputco.scenario"})") == "the scenario has no \"version\" field");
    CHECK(errorOf(R"({"format": "gputco.scenario", "version": 3})") ==
          "version 3 is newer than this build's version 1");
    CHECK(errorOf(R"({"format": "gputco.scenario", "version": "1"})") ==
          "version must be a whole number >= 0, got string");
    CHECK(errorOf(R"({"format": "gputco.scenario", "version": 0.5})") ==
          "version must be a whole number >= 0, got 0.5");
    CHECK(errorOf(R"({"format": "gputco.scenario", "version": -1})") ==
          "version must be a whole number >= 0, got -1");
    CHECK(errorOf("[1, 2]") == "not a gputco scenario: the document is not a JSON object");
    checkRefused(readText(R"({"format": "gputco.scenario", "version": 2})"));
}

TEST_CASE("io reader: files over 16 MiB are refused before parsing", "[io]") {
    // Valid JSON, so only the size can refuse it.
    QByteArray big = QByteArray::fromStdString(minimalDocument());
    big.append(QByteArray(17 * 1024 * 1024, ' '));
    const ReadResult result = readScenarioJson(big);
    checkRefused(result);
    CHECK(result.error == "the file is 17.0 MiB, over the 16 MiB limit for scenario files");

    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath("big.gputco");
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    REQUIRE(file.write(big) == big.size());
    file.close();
    CHECK(readScenarioFile(path).error == result.error);

    // Exactly at the limit is allowed through to the parser.
    QByteArray limit = QByteArray::fromStdString(minimalDocument());
    limit.append(QByteArray(kMaxScenarioBytes - limit.size(), ' '));
    CHECK(readScenarioJson(limit).ok());
}

TEST_CASE("io reader: text that is not UTF-8, empty or binary is refused", "[io]") {
    const ReadResult latin1 = readText("{\"name\": \"caf\xE9\"}");
    checkRefused(latin1);
    CHECK(latin1.error ==
          "line 1, column 14: not valid UTF-8 text (byte 0xE9); scenario files are UTF-8 JSON");
    // Overlong encodings and surrogates are not UTF-8 either.
    CHECK(errorOf("{\"a\": \"\xC0\xAF\"}").find("not valid UTF-8") != std::string::npos);
    CHECK(errorOf("{\"a\": \"\xED\xA0\x80\"}").find("not valid UTF-8") != std::string::npos);
    CHECK(errorOf("{\"a\": \"\xE6\xB6\"}").find("not valid UTF-8") != std::string::npos);

    CHECK(errorOf("") == "the file is empty");
    CHECK(errorOf(" \n\t\r\n") == "the file is empty");
    CHECK(errorOf("\xEF\xBB\xBF") == "the file is empty");

    std::mt19937 random(20261202);
    for (int round = 0; round < 50; ++round) {
        std::string garbage(static_cast<std::size_t>(1 + random() % 4096), '\0');
        for (char& c : garbage) c = static_cast<char>(random() & 0xFF);
        checkRefused(readText(garbage));
    }
    checkRefused(readText(std::string("\x01\x02\x03\0\x7F", 5)));
}

TEST_CASE("io reader: a byte order mark is accepted", "[io]") {
    const ReadResult result = readText("\xEF\xBB\xBF" + minimalDocument());
    INFO(listing(result));
    CHECK(result.ok());
    // Positions still count from the start of the file.
    CHECK(errorOf("\xEF\xBB\xBF{\n  \"a\" 1}") ==
          "line 2, column 7: not valid JSON: the file may be damaged (missing name separator)");
}

TEST_CASE("io reader: truncated files and missing files are refused", "[io]") {
    const QByteArray reference = exampleBytes("a100-buy-vs-rent.gputco");
    for (qsizetype length = 0; length < reference.size() - 2; length += 37) {
        const ReadResult result = readScenarioJson(reference.left(length));
        INFO("truncated at " << length);
        checkRefused(result);
    }
    const ReadResult half = readScenarioJson(reference.left(reference.size() / 2));
    CHECK(half.error.rfind("line ", 0) == 0);

    const ReadResult missing = readScenarioFile(QStringLiteral("/nonexistent/none.gputco"));
    checkRefused(missing);
    CHECK(missing.error == "cannot open \"/nonexistent/none.gputco\": no such file");
    QTemporaryDir dir;
    CHECK(readScenarioFile(dir.path()).error.find("it is a folder") != std::string::npos);
}

TEST_CASE("io reader: deep nesting and odd values never crash", "[io]") {
    checkRefused(readText(std::string(100000, '[')));
    std::string nested = "{\"format\": \"gputco.scenario\", \"version\": 1, \"demand\": ";
    for (int i = 0; i < 5000; ++i) nested += "{\"a\": ";
    nested += "1" + std::string(5000, '}') + "}";
    const ReadResult deep = readText(nested);
    CHECK((!deep.error.empty() || !deep.problems.empty()));

    // Every number of the reference replaced in turn by values of every other type.
    const std::string text = exampleBytes("a100-buy-vs-rent.gputco").toStdString();
    const std::regex number(R"(: (-?[0-9][0-9.eE+-]*))");
    int edits = 0;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), number); it != std::sregex_iterator();
         ++it) {
        const auto at = static_cast<std::size_t>(it->position(1));
        const auto length = static_cast<std::size_t>(it->length(1));
        for (const char* value : {"\"x\"", "null", "[]", "{}", "true", "-1e308", "1e308", "1e999"}) {
            std::string edited = text;
            edited.replace(at, length, value);
            const ReadResult result = readText(edited);
            // The version field turns into an error; anything else into problems or nothing.
            CHECK((result.scenario.has_value() || !result.error.empty()));
            ++edits;
        }
    }
    CHECK(edits > 400);
}

TEST_CASE("io reader: collections past their limits are refused before any is read", "[io]") {
    // 65 options, one more than ScenarioLimits::kOptions (64); each a copy of a valid option.
    const auto option = [](int i) {
        return "{ \"name\": \"Rent " + std::to_string(i) +
               R"(", "sources": [ { "kind": "on_demand", "gpu": "A100-40GB-SXM4", "price_per_hour": 2 } ] })";
    };
    std::string options;
    for (int i = 0; i < 65; ++i) options += (i ? ", " : "") + option(i);
    const std::string base = minimalDocument();
    const auto from = base.find("\"options\": [");
    const auto to = base.rfind(']');
    const auto withOptions = [&](const std::string& list) {
        return base.substr(0, from) + "\"options\": [" + list + base.substr(to);
    };
    const ReadResult many = readText(withOptions(options));
    checkRefused(many);
    CHECK(many.error == "refused: options: 65 entries, at most 64 allowed (docs/file-format.md, Limits)");
    // 64 options are within the limit and read without problems.
    options.clear();
    for (int i = 0; i < 64; ++i) options += (i ? ", " : "") + option(i);
    const ReadResult within = readText(withOptions(options));
    INFO(listing(within));
    CHECK(within.ok());

    // 33 sources in options[1] (limit 32).
    std::string sources;
    for (int i = 0; i < 33; ++i)
        sources += std::string(i ? ", " : "") +
                   R"({ "kind": "on_demand", "gpu": "A100-40GB-SXM4", "price_per_hour": 2 })";
    const ReadResult manySources = readText(replaced(
        base, R"({ "kind": "on_demand", "gpu": "A100-40GB-SXM4", "price_per_hour": 21.957642 })", sources));
    checkRefused(manySources);
    CHECK(manySources.error ==
          "refused: options[1].sources: 33 entries, at most 32 allowed (docs/file-format.md, Limits)");

    // A weekly profile of a million hours (limit 1000), refused before 8 MB of doubles are made.
    std::string hours = "1";
    for (int i = 1; i < 1000000; ++i) hours += ",1";
    const ReadResult longProfile =
        readText(replaced(base, R"("demand": { "gpus": 10 })",
                          R"("demand": { "gpus": 10, "weekly_profile": [)" + hours + "] }"));
    checkRefused(longProfile);
    CHECK(longProfile.error ==
          "refused: demand.weekly_profile: 1000000 entries, at most 1000 allowed (docs/file-format.md, "
          "Limits)");

    // A name of 2^20 + 1 characters (limit 2^20 = 1048576).
    const ReadResult longName = readText(
        replaced(base, R"("name": "minimal")", "\"name\": \"" + std::string((1 << 20) + 1, 'x') + "\""));
    checkRefused(longName);
    CHECK(longName.error ==
          "refused: name: a text of 1048577 characters, at most 1048576 allowed "
          "(docs/file-format.md, Limits)");
}

TEST_CASE("io reader: a key given twice is refused, naming its path and where", "[io][hardening]") {
    // Issue #14: Qt's parser keeps the last of two equal keys without a word.
    const std::string head = "{\n  \"format\": \"gputco.scenario\",\n  \"version\": 1,\n";
    CHECK(errorOf(head + "  \"name\": \"a\",\n  \"name\": \"b\"\n}") ==
          "line 5, column 3: name is given twice; a key may appear only once in an object");
    // Inside an array of objects, by index; "\u0070rice_per_hour" is the same key spelled otherwise.
    CHECK(errorOf(head + "  \"options\": [{\"name\": \"x\"}, {\"sources\": [{\"kind\": \"on_demand\"}, "
                         "{\"price_per_hour\": 1, \"\\u0070rice_per_hour\": 2}]}]\n}") ==
          "line 4, column 88: options[1].sources[1].price_per_hour is given twice; a key may appear only "
          "once in "
          "an object");
    // The same key in two objects is no duplicate.
    const ReadResult fine = readText(head + "  \"options\": [{\"name\": \"x\"}, {\"name\": \"y\"}]\n}");
    CHECK(fine.error.empty());
    checkRefused(readText(head + "  \"demand\": {\"gpus\": 1, \"gpus\": 2}\n}"));
}
