// Where an index path's field is (field_path_parts.h): the option, the source, the uncertain
// input and its member, read by hand; anything malformed names none of them.
#include <catch2/catch.hpp>

#include "ui/document/field_path_parts.h"

using gputco::ui::fieldPathParts;

TEST_CASE("field path parts: the option, its source and the length of the option's prefix", "[ui][fields]") {
    const auto parts = fieldPathParts(QStringLiteral("options[12].sources[3].facility.pue"));
    CHECK(parts.option == std::optional<std::size_t>(12));
    CHECK(parts.source == std::optional<std::size_t>(3));
    CHECK(parts.optionPrefixLength == 11);  // "options[12]"
    CHECK_FALSE(parts.uncertainInput);

    const auto staff = fieldPathParts(QStringLiteral("options[0].staff.fte"));
    CHECK(staff.option == std::optional<std::size_t>(0));
    CHECK_FALSE(staff.source);
    CHECK(staff.optionPrefixLength == 10);
}

TEST_CASE("field path parts: an uncertain input's member is one word", "[ui][fields]") {
    const auto low = fieldPathParts(QStringLiteral("uncertainty.inputs[4].low"));
    CHECK(low.uncertainInput == std::optional<std::size_t>(4));
    CHECK(low.uncertainMember == QStringLiteral("low"));
    CHECK_FALSE(low.option);
    // Two words, none, or no dot: not an input's member.
    for (const char* path : {"uncertainty.inputs[4].low.x", "uncertainty.inputs[4].",
                             "uncertainty.inputs[4]low", "uncertainty.inputs[4]", "uncertainty.trials"})
        CHECK_FALSE(fieldPathParts(QString::fromLatin1(path)).uncertainInput);
}

TEST_CASE("field path parts: a malformed index names nothing", "[ui][fields]") {
    for (const char* path : {"options[x].name", "options[].name", "options[3", "options3].name",
                             "demand.gpus", "options[1234567890123456789012].name", ""}) {
        INFO(path);
        const auto parts = fieldPathParts(QString::fromLatin1(path));
        CHECK_FALSE(parts.option);
        CHECK_FALSE(parts.source);
        CHECK(parts.optionPrefixLength == 0);
    }
    // A source index that is not one: the option still counts, the source does not.
    const auto bad = fieldPathParts(QStringLiteral("options[2].sources[y].price_per_hour"));
    CHECK(bad.option == std::optional<std::size_t>(2));
    CHECK_FALSE(bad.source);
    // Digits of another script are not an index.
    CHECK_FALSE(fieldPathParts(QStringLiteral("options[\u0663].name")).option);
}
