// How old a price is (issue #19, model/scenario/price_age.h): dates as the files write them,
// whole months by hand, and the example's prices judged at a fixed day.
#include <catch2/catch.hpp>

#include <QJsonDocument>
#include <QJsonObject>

#include "model/io/scenario_reader.h"
#include "model/io/scenario_writer.h"
#include "model/scenario/price_age.h"
#include "model/scenario/provenance_lookup.h"
#include "model/scenario/validation.h"

using namespace gputco;
using namespace gputco::scenario;

namespace {

// The reference example as it was before the 2025-2026 price refresh: its prices span 2020
// to 2026.
const char* kExample = GPUTCO_SOURCE_DIR "/tests/fixtures/scenarios/dated-prices.gputco";

Scenario example() {
    const io::ReadResult read = io::readScenarioFile(QString::fromUtf8(kExample));
    REQUIRE(read.ok());
    return *read.scenario;
}

std::vector<std::string> paths(const std::vector<PriceAge>& ages) {
    std::vector<std::string> out;
    for (const PriceAge& a : ages) out.push_back(a.path + " " + std::to_string(a.months));
    return out;
}

}  // namespace

TEST_CASE("price age: a year or a month stands for its first day, anything else is no date",
          "[scenario][price-age]") {
    CHECK(parseAsOf("2025-03-06") == CalendarDate{2025, 3, 6});
    CHECK(parseAsOf("2026-11") == CalendarDate{2026, 11, 1});
    CHECK(parseAsOf("2023") == CalendarDate{2023, 1, 1});
    for (const char* bad : {"", "about 2023", "2025-13", "2025-02-30", "2025-3-6", "25-03-06", "2025/03/06"})
        CHECK_FALSE(parseAsOf(bad).has_value());
    // The scenario's own date must be a whole day.
    CHECK(parseDay("2026-06-30") == CalendarDate{2026, 6, 30});
    CHECK_FALSE(parseDay("2026-06").has_value());
}

TEST_CASE("price age: whole months, counted when the day of the month comes round again",
          "[scenario][price-age]") {
    // 2025-09-15 -> 2026-11-14: 14 months by the calendar less the last, unfinished one = 13.
    CHECK(monthsBetween({2025, 9, 15}, {2026, 11, 14}) == 13);
    CHECK(monthsBetween({2025, 9, 15}, {2026, 11, 15}) == 14);
    // 2020-05-01 -> 2026-12-04: 6 x 12 + 7 = 79 months.
    CHECK(monthsBetween({2020, 5, 1}, {2026, 12, 4}) == 79);
    CHECK(monthsBetween({2026, 12, 4}, {2026, 12, 31}) == 0);
    CHECK(monthsBetween({2027, 3, 1}, {2026, 12, 4}) == -2);  // dated after the day: not aged
    // Stale is more than 12 whole months: 2025-12-04 is 12 months before 2026-12-04 (fresh),
    // 2025-12-03 is 12 months and a day... still 12 whole months; 2025-11-04 is 13 (stale).
    CHECK_FALSE((PriceAge{"", "", "", monthsBetween({2025, 12, 3}, {2026, 12, 4})}.stale()));
    CHECK((PriceAge{"", "", "", monthsBetween({2025, 11, 4}, {2026, 12, 4})}.stale()));
}

TEST_CASE("price age: the example's prices judged on 2026-12-04, and at its own as_of",
          "[scenario][price-age]") {
    Scenario s = example();
    // The fixture's dated prices:
    //   p4d on-demand 2026-11 -> 2026-11-01: 1 month; GCP 3-year and on-demand 2025-03-06: 20 months
    //   (2025-03-06 -> 2026-11-06 is 20, the 7th month not reached); DGX A100 2020-05: 79;
    //   AWS spot "2025" -> 2025-01-01: 23; the tariff "2023" -> 2023-01-01: 47.
    const CalendarDate day{2026, 12, 4};
    const std::vector<PriceAge> all = datedPrices(s, day);
    CHECK(paths(all) == std::vector<std::string>{
                            "tariffs.us-industrial.price_per_kwh 47",
                            "options[0].sources[0].price_per_hour 1",
                            "options[1].sources[0].price_per_hour 20",
                            "options[1].sources[1].price_per_hour 20",
                            "options[2].sources[0].server_price 79",
                            "options[3].sources[0].server_price 79",
                            "options[3].sources[1].price_per_hour 23",
                            "options[3].sources[2].price_per_hour 1",
                        });
    CHECK(stalePrices(s, day).size() == 6);  // all but the two p4d on-demand prices
    // Judged at the scenario's own date instead: on 2025-06-30 the GCP prices are 3 months old
    // and the p4d price of 2026-11 is dated after it (-16, not stale).
    s.asOf = "2025-06-30";
    const CalendarDate own = referenceDate(s, day);
    CHECK(own == CalendarDate{2025, 6, 30});
    CHECK(priceAge(s, "options[1].sources[0].price_per_hour", own)->months == 3);
    CHECK(priceAge(s, "options[0].sources[0].price_per_hour", own)->months == -16);
    // Stale then: the DGX price twice (2020-05-01: 61 months) and the tariff (2023-01-01: 29);
    // the spot price of 2025 (2025-01-01) is 5 months old.
    CHECK(stalePrices(s, own).size() == 3);
}

TEST_CASE(
    "price age: a price typed over the catalog value is the user's own and has no age, and specs are no "
    "prices",
    "[scenario][price-age]") {
    Scenario s = example();
    const CalendarDate day{2026, 12, 4};
    const std::string price = "options[2].sources[0].server_price";
    REQUIRE(priceAge(s, price, day).has_value());
    noteOverride(s, price, 199000, 150000);
    CHECK_FALSE(priceAge(s, price, day).has_value());
    // A datasheet figure and a PUE are not prices: never stale.
    CHECK_FALSE(isCatalogPrice("gpus.A100-40GB-SXM4.datasheet.fp32"));
    CHECK_FALSE(isCatalogPrice("options[2].sources[0].facility.pue"));
    CHECK_FALSE(isCatalogPrice("options[2].staff.cost_per_fte_year"));
    CHECK(isCatalogPrice("options[1].sources[0].price_per_month"));
    CHECK(isCatalogPrice("tariffs.cn-tou.peak_price_per_kwh"));
}

TEST_CASE("price age: the scenario's as_of is written, read back and must be a day",
          "[scenario][price-age]") {
    Scenario s = example();
    CHECK(s.asOf.empty());
    // Empty (today) is not written: a file without it reads as before.
    CHECK_FALSE(QJsonDocument::fromJson(io::writeScenarioJson(s)).object().contains(QStringLiteral("as_of")));
    s.asOf = "2026-06-30";
    const io::ReadResult read = io::readScenarioJson(io::writeScenarioJson(s));
    REQUIRE(read.ok());
    CHECK(read.scenario->asOf == "2026-06-30");
    s.asOf = "2026-06";
    const std::vector<Problem> problems = validate(s);
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].path == "as_of");
    CHECK(problems[0].rule == Rule::Day);
    CHECK(problems[0].message == "must be a date written yyyy-MM-dd, such as 2026-12-01, got \"2026-06\"");
}

TEST_CASE("price age: GPUTCO_TODAY fixes today for reproducible reports", "[scenario][price-age]") {
    // ctest sets it (cmake/GputcoCompiler.cmake) to 2026-12-04.
    CHECK(today() == CalendarDate{2026, 12, 4});
}
