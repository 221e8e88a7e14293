// Texts to the length a person writes (issue #32; scenario.h: kMaxNameChars, kMaxNoteChars):
// a name of a megabyte took the app minutes and gigabytes to lay out, and the report 161 s.
// Each limit is checked on both sides, in characters (code points), not bytes.
#include <catch2/catch.hpp>

#include <functional>

#include "model/scenario/option_edits.h"
#include "model/scenario/text_length.h"
#include "tests/scenario/valid_scenario.h"

using namespace gputco::scenario;
using namespace gputco::scenario::test;

namespace {

std::string chars(std::size_t count, const std::string& one = "N") {
    std::string text;
    for (std::size_t i = 0; i < count; ++i) text += one;
    return text;
}

// The one problem of `s`, which must be a text too long.
Problem onlyProblem(const Scenario& s) {
    const std::vector<Problem> problems = validate(s);
    INFO(listing(problems));
    REQUIRE(problems.size() == 1);
    return problems.front();
}

}  // namespace

TEST_CASE("text length: a name of 200 characters is valid, one of 201 is refused, naming the field",
          "[validation]") {
    Scenario s = validScenario();
    s.name = chars(200);
    CHECK_VALID(s);  // 200 is the limit itself
    s.name = chars(201);
    const Problem p = onlyProblem(s);
    CHECK(p.path == "name");
    CHECK(p.rule == Rule::NameTooLong);
    CHECK(p.numbers == std::vector<double>{200, 201});  // {limit, length}
    // The text's first 32 characters, then "…": enough to tell which, never the whole.
    CHECK(p.name == chars(32) + "\u2026");
    CHECK(p.text() == "name: \"" + chars(32) + "\u2026\" is 201 characters long, more than the 200 allowed");
}

TEST_CASE("text length: characters are counted, not bytes", "[validation]") {
    Scenario s = validScenario();
    // 200 Chinese characters are 600 bytes of UTF-8, and a name a person can write.
    s.options[0].name = chars(200, "方");
    s.finance.baseline = s.options[0].name;
    CHECK_VALID(s);
    s.options[0].name = chars(201, "方");
    s.finance.baseline.clear();
    const Problem p = onlyProblem(s);
    CHECK(p.path == "options[0].name");
    CHECK(p.numbers == std::vector<double>{200, 201});
    CHECK(p.name == chars(32, "方") + "\u2026");  // cut between characters, never inside one
}

TEST_CASE("text length: every kind of name is held to 200 characters", "[validation]") {
    const std::string longName = chars(201);
    const std::vector<std::pair<std::string, std::function<void(Scenario&)>>> cases = {
        {"options[2].name", [&](Scenario& s) { s.options[2].name = longName; }},
        {"options[1].sources[2].offer", [&](Scenario& s) { onDemand(s).offer = longName; }},
        {"options[2].sources[0].server", [&](Scenario& s) { owned(s).server = longName; }},
        {"options[2].sources[0].as_of", [&](Scenario& s) { owned(s).provenance.asOf = longName; }},
        {"demand.jobs.training[0].name",
         [&](Scenario& s) {
             s.demand.jobs = Jobs{{trainingJob(longName, 1, 8e9, 1e12, 0.4)}, {}};
         }},
        {"demand.jobs.inference[0].name",
         [&](Scenario& s) {
             s.demand.jobs = Jobs{{}, {inferenceJob(longName, 100, 8e9, 0.3)}};
         }},
        {"finance.baseline", [&](Scenario& s) { s.finance.baseline = longName; }},
        {"currency", [&](Scenario& s) { s.currency = longName; }},
        {"uncertainty.inputs[0].path", [&](Scenario& s) { s.uncertainty->inputs[0].path = longName; }},
        // A map keyed by names is named at the map: a path holding the name would be as long.
        {"gpus", [&](Scenario& s) { s.gpus[longName] = s.gpus.at(kReferenceGpu); }},
        {"tariffs", [&](Scenario& s) { s.tariffs[longName] = s.tariffs.at("us-industrial"); }},
        {"fx", [&](Scenario& s) { s.fx[longName] = 1; }},
    };
    for (const auto& [path, change] : cases) {
        Scenario s = validScenario();
        change(s);
        INFO(path);
        const Problem p = onlyProblem(s);
        CHECK(p.path == path);
        CHECK(p.rule == Rule::NameTooLong);
        CHECK(p.numbers == std::vector<double>{200, 201});
    }
}

TEST_CASE("text length: notes of 10,000 characters are valid, 10,001 are refused", "[validation]") {
    Scenario s = validScenario();
    s.notes = chars(10'000, "n");
    owned(s).provenance.source = chars(10'000, "s");  // a catalog figure's source is a note too
    CHECK_VALID(s);
    s.notes = chars(10'001, "n");
    const Problem p = onlyProblem(s);
    CHECK(p.path == "notes");
    CHECK(p.rule == Rule::NoteTooLong);
    CHECK(p.numbers == std::vector<double>{10'000, 10'001});
    CHECK(p.text() ==
          "notes: \"" + chars(32, "n") + "\u2026\" is 10,001 characters long, more than the 10,000 allowed");

    s.notes.clear();
    owned(s).provenance.source = chars(10'001, "s");
    CHECK(onlyProblem(s).path == "options[2].sources[0].source");
}

TEST_CASE("text length: a name of a megabyte is reported alone, in a message of a line", "[validation]") {
    Scenario s = validScenario();
    s.name = "Q4 plan " + chars(1 << 20);
    // Broken as well: the other rules wait until every text is within its limit, since their
    // messages quote names and their paths hold the names of GPU models and tariffs.
    owned(s).facility.pue = 0.8;
    s.gpus["G" + chars(1 << 20)] = s.gpus.at(kReferenceGpu);
    const std::vector<Problem> problems = validate(s);
    INFO(listing(problems).substr(0, 2000));
    REQUIRE(problems.size() == 2);
    CHECK(problems[0].text() == "name: \"Q4 plan " + chars(24) +
                                    "\u2026\" is 1,048,584 characters long, more than the 200 allowed");
    CHECK(problems[1].text() ==
          "gpus: \"G" + chars(31) + "\u2026\" is 1,048,577 characters long, more than the 200 allowed");
    for (const Problem& p : problems) {
        CHECK(p.text().size() < 120);  // a line, however long the text
        CHECK(isTextTooLong(p));
    }
    // Within the limits again, the rest is reported as before.
    s.name = "Q4 plan";
    s.gpus.erase("G" + chars(1 << 20));
    CHECK_REPORTS(s, "options[2].sources[0].facility.pue: must be >= 1.0, got 0.8");
}

TEST_CASE("text length: the names the app makes from a name of 200 characters stay within 200",
          "[validation]") {
    Scenario s = validScenario();
    s.options[2].name = chars(200, "名");
    REQUIRE(duplicateOption(s, 2));
    REQUIRE(duplicateOption(s, 2));
    // "X (copy)" and "X (copy) (2)", X cut to make room: 193 + 7 and 189 + 7 + 4 characters.
    CHECK(s.options[4].name == chars(193, "名") + " (copy)");
    CHECK(s.options[3].name == chars(189, "名") + " (copy) (2)");
    CHECK(uniqueOptionName(s, s.options[2].name) == chars(196, "名") + " (2)");
    CHECK_VALID(s);
}

TEST_CASE("text length: characters of UTF-8 are counted and cut whole", "[validation]") {
    CHECK(charCount("") == 0);
    CHECK(charCount("abc") == 3);
    CHECK(charCount("方案 A") == 4);      // two of three bytes each, a space, a letter
    CHECK(charCount("\U0001F600") == 1);  // four bytes, one character
    CHECK(firstChars("方案 A", 2) == "方案");
    CHECK(firstChars("ab", 5) == "ab");
    CHECK(shortened("方案 A", 1) == "方\u2026");
    CHECK(shortened("ab", 2) == "ab");
    CHECK(nameWith(chars(300), " (2)") == chars(196) + " (2)");
}
