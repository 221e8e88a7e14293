// Structural edits keep every path that names an option or a source pointing at the same
// element (issue #5: reorder options without breaking uncertainty inputs or unknown members).
#include <catch2/catch.hpp>

#include <set>

#include "model/scenario/option_edits.h"
#include "model/scenario/validation.h"
#include "tests/scenario/valid_scenario.h"

using namespace gputco::scenario;
using namespace gputco::scenario::test;

namespace {

// validScenario() with a path-keyed reference to each option and to two sources of option 1.
Scenario withReferences() {
    Scenario s = validScenario();
    s.uncertainty.emplace();
    for (const char* path : {"options[2].sources[0].facility.pue", "options[1].sources[2].price_per_hour",
                             "options[0].staff.fte", "demand.gpus"}) {
        UncertainInput in;
        in.path = path;
        in.low = 1;  // inside every named field's range (PUE >= 1)
        in.high = 2;
        s.uncertainty->inputs.push_back(in);
    }
    s.unknownFields["options[1].sources[1]"] = R"({"future":1})";
    s.unknownFields["options[2]"] = R"({"note":"x"})";
    s.unknownFields[""] = R"({"top":true})";
    return s;
}

std::vector<std::string> inputPaths(const Scenario& s) {
    std::vector<std::string> paths;
    for (const auto& in : s.uncertainty->inputs) paths.push_back(in.path);
    return paths;
}

}  // namespace

TEST_CASE("option edits: moving an option renumbers the paths that name options", "[scenario]") {
    Scenario s = withReferences();
    REQUIRE(s.options.size() == 3);
    const std::string owned = s.options[2].name;
    REQUIRE(moveOption(s, 2, 0));  // [0 1 2] -> [2 0 1]
    CHECK(s.options[0].name == owned);
    CHECK(inputPaths(s) == std::vector<std::string>{"options[0].sources[0].facility.pue",
                                                    "options[2].sources[2].price_per_hour",
                                                    "options[1].staff.fte", "demand.gpus"});
    CHECK(s.unknownFields.count("options[2].sources[1]") == 1);
    CHECK(s.unknownFields.count("options[0]") == 1);
    CHECK(s.unknownFields.count("") == 1);
    // And back: everything as it was.
    REQUIRE(moveOption(s, 0, 2));
    CHECK(s == withReferences());
    CHECK_FALSE(moveOption(s, 3, 0));
}

TEST_CASE("option edits: removing an option drops what named it and renumbers the rest", "[scenario]") {
    Scenario s = withReferences();
    s.finance.baseline = s.options[1].name;
    REQUIRE(removeOption(s, 1));
    CHECK(s.options.size() == 2);
    CHECK(s.finance.baseline.empty());  // back to the first option
    CHECK(inputPaths(s) == std::vector<std::string>{"options[1].sources[0].facility.pue",
                                                    "options[0].staff.fte", "demand.gpus"});
    CHECK(s.unknownFields.count("options[1]") == 1);
    CHECK(s.unknownFields.count("options[1].sources[1]") == 0);
    CHECK(listing(validate(s)) == "0 problems:\n");
}

TEST_CASE("option edits: duplicating inserts a uniquely named copy after the original", "[scenario]") {
    Scenario s = withReferences();
    const std::string name = s.options[2].name;
    REQUIRE(duplicateOption(s, 2));
    REQUIRE(duplicateOption(s, 2));
    REQUIRE(s.options.size() == 5);
    // The second copy goes in right after the original, before the first copy.
    CHECK(s.options[3].name == name + " (copy) (2)");
    CHECK(s.options[4].name == name + " (copy)");
    CHECK(s.unknownFields.count("options[3]") == 1);
    CHECK(inputPaths(s).front() == "options[2].sources[0].facility.pue");
    CHECK(listing(validate(s)) == "0 problems:\n");
}

TEST_CASE("option edits: sources move and go within their option, and the last one stays", "[scenario]") {
    Scenario s = withReferences();
    REQUIRE(s.options[1].sources.size() == 3);
    REQUIRE(moveSource(s, 1, 2, 0));  // on-demand first
    CHECK(std::holds_alternative<OnDemandSource>(s.options[1].sources[0]));
    CHECK(inputPaths(s)[1] == "options[1].sources[0].price_per_hour");
    CHECK(s.unknownFields.count("options[1].sources[2]") == 1);  // the spot source moved to 2
    REQUIRE(removeSource(s, 1, 0));
    CHECK(inputPaths(s).size() == 3);  // the input on the removed source is gone
    CHECK(s.options[1].sources.size() == 2);
    CHECK(s.unknownFields.count("options[1].sources[1]") == 1);
    CHECK_FALSE(removeSource(s, 2, 0));  // options[2] has one source: an option needs one
    CHECK(listing(validate(s)) == "0 problems:\n");
}

TEST_CASE("option edits: ensureIds gives each option and source a stable id that edits keep", "[scenario]") {
    Scenario s = validScenario();
    REQUIRE(s.options.size() == 3);
    // One id already there (from a file): kept, and never given again.
    s.options[1].id = "option-1";
    ensureIds(s);
    // Options in order, skipping the taken "option-1": option-2, option-1 (kept), option-3.
    CHECK(s.options[0].id == "option-2");
    CHECK(s.options[1].id == "option-1");
    CHECK(s.options[2].id == "option-3");
    std::set<std::string> sources;
    std::size_t count = 0;
    for (const Option& o : s.options)
        for (const Source& x : o.sources) {
            CHECK(isValidId(sourceId(x)));
            sources.insert(sourceId(x));
            ++count;
        }
    CHECK(sources.size() == count);  // no source id twice
    // Idempotent: a second call changes nothing.
    const Scenario once = s;
    ensureIds(s);
    CHECK(s == once);

    // A move keeps ids with their options; optionIndex follows.
    const std::string owned = s.options[2].id;
    REQUIRE(moveOption(s, 2, 0));
    CHECK(s.options[0].id == owned);
    CHECK(optionIndex(s, owned) == std::optional<std::size_t>(0));
    CHECK_FALSE(optionIndex(s, "option-99").has_value());
    // A copy gets new ids (option and every source), the original keeps its own.
    const std::string originalSource = sourceId(s.options[1].sources[0]);
    REQUIRE(duplicateOption(s, 1));
    CHECK(s.options[1].id == "option-2");
    CHECK(s.options[2].id == "option-4");  // the first unused number
    CHECK(sourceId(s.options[1].sources[0]) == originalSource);
    CHECK(sourceId(s.options[2].sources[0]) != originalSource);
    // An added option and an added source get fresh ids even when they came with some.
    Option added = s.options[0];
    REQUIRE(addOption(s, added));
    CHECK(s.options.back().id == "option-5");
    CHECK(sourceId(s.options.back().sources[0]) != sourceId(s.options[0].sources[0]));
    Source extra = s.options[0].sources[0];
    REQUIRE(addSource(s, 0, extra));
    CHECK(sourceId(s.options[0].sources.back()) != sourceId(extra));
}

TEST_CASE("option edits: sameSources compares sources with their ids aside", "[scenario]") {
    Scenario s = validScenario();
    ensureIds(s);
    const std::vector<Source> original = s.options[1].sources;
    REQUIRE(duplicateOption(s, 1));  // the copy's sources get ids of their own
    const std::vector<Source>& copy = s.options[2].sources;
    REQUIRE(sourceId(copy[0]) != sourceId(original[0]));
    CHECK(sameSources(original, copy));
    CHECK_FALSE(original == copy);  // what the report compared, and so said "another mix"
    // Any other difference still counts: a price, a source fewer.
    std::vector<Source> priced = copy;
    std::visit([](auto& x) { x.provenance.source += " (edited)"; }, priced[0]);
    CHECK_FALSE(sameSources(original, priced));
    std::vector<Source> fewer = copy;
    fewer.pop_back();
    CHECK_FALSE(sameSources(original, fewer));
}

TEST_CASE("option edits: an id is 1 to 64 letters, digits, '_', '.' or '-'", "[scenario]") {
    CHECK(isValidId("option-1"));
    CHECK(isValidId("a.b_C-9"));
    CHECK(isValidId(std::string(64, 'x')));
    CHECK_FALSE(isValidId(std::string(65, 'x')));
    CHECK_FALSE(isValidId(""));
    CHECK_FALSE(isValidId("has space"));
    CHECK_FALSE(isValidId("选项"));
    CHECK_FALSE(isValidId("a/b"));
}
