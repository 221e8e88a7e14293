// A field's key names its option and source by id (issue #35), so that it still names the same
// field after the option or the source moved, and names none once it is removed.
#include <catch2/catch.hpp>

#include "model/scenario/field_key.h"
#include "model/scenario/option_edits.h"
#include "tests/scenario/valid_scenario.h"

using namespace gputco::scenario;
using namespace gputco::scenario::test;

namespace {

// validScenario() with the ids the document gives every option and source.
Scenario withIds() {
    Scenario s = validScenario();
    ensureIds(s);
    return s;
}

}  // namespace

TEST_CASE("a field's key names its option, its source and the member under them") {
    const Scenario s = withIds();
    const FieldKey pue = fieldKey(s, "options[2].sources[0].facility.pue");
    CHECK(pue.optionId == s.options[2].id);
    CHECK(pue.sourceId == sourceId(s.options[2].sources[0]));
    CHECK(pue.member == "facility.pue");
    const FieldKey staff = fieldKey(s, "options[1].staff.fte");
    CHECK(staff.optionId == s.options[1].id);
    CHECK_FALSE(staff.ofSource());
    CHECK(staff.member == "staff.fte");
    // Not an option's field: the path is the member, whole.
    CHECK(fieldKey(s, "demand.gpus") == FieldKey{{}, {}, "demand.gpus"});
    CHECK(fieldKey(s, "tariffs.us-industrial.price_per_kwh").member == "tariffs.us-industrial.price_per_kwh");
    // Its path is the one it was made from.
    for (const char* path : {"options[2].sources[0].facility.pue", "options[1].sources[2].price_per_hour",
                             "options[1].staff.fte", "demand.gpus"})
        CHECK(fieldPath(s, fieldKey(s, path)) == path);
}

TEST_CASE("a path naming no option or source of the scenario is kept whole") {
    const Scenario s = withIds();  // 3 options; options[1] has 3 sources
    for (const char* path : {"options[3].staff.fte", "options[1].sources[3].price_per_hour", "options[1]",
                             "options[1].", "options[x].staff.fte", "options[0].sources[0]"}) {
        const FieldKey key = fieldKey(s, path);
        CHECK_FALSE(key.ofOption());
        CHECK(key.member == path);
    }
}

TEST_CASE("a key follows its field through moves and names nothing once it is removed") {
    Scenario s = withIds();
    const FieldKey spotPrice = fieldKey(s, "options[1].sources[1].price_per_hour");
    const FieldKey ownedPue = fieldKey(s, "options[2].sources[0].facility.pue");
    REQUIRE(moveSource(s, 1, 1, 0));
    CHECK(fieldPath(s, spotPrice) == "options[1].sources[0].price_per_hour");
    REQUIRE(moveOption(s, 2, 0));  // [owned, cloud, mixed]
    CHECK(fieldPath(s, ownedPue) == "options[0].sources[0].facility.pue");
    CHECK(fieldPath(s, spotPrice) == "options[2].sources[0].price_per_hour");
    REQUIRE(removeSource(s, 2, 0));
    CHECK(fieldPath(s, spotPrice).empty());
    REQUIRE(removeOption(s, 0));
    CHECK(fieldPath(s, ownedPue).empty());
    // Two keys of one field are equal, whatever path they were read from.
    CHECK(fieldKey(s, "options[1].staff.fte").text() == s.options[1].id + "//staff.fte");
}
