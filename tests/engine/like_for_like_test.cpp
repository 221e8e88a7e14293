// The comparability check (issue #34): pairs of options that differ by one cost line each,
// with the PV of the missing line worked out by hand. tinyScenario: one year, no discounting
// unless a test sets it, demand 8 reference GPUs, flat.
#include <catch2/catch.hpp>

#include "model/engine/like_for_like.h"
#include "tests/engine/scenario_builders.h"

using namespace gputco;
using namespace gputco::test;
using engine::CostLine;

namespace {

// The baseline first (finance.baseline empty: the first option), the option second.
engine::Result pair(Scenario s, Option baseline, Option other) {
    baseline.name = "baseline";
    other.name = "other";
    s.options = {baseline, other};
    return engine::evaluate(s);
}

// 730 instance-hours a month of one on-demand instance of 8 reference GPUs at 10 an hour,
// every hour useful (scheduling efficiency 1): 7,300 a month.
Option cloudOption() {
    return option("cloud", {onDemand(10.0)});
}

Option ownedOption() {
    OwnedSource o = plainOwned();
    o.maxKw = 5;
    return option("owned", {o});
}

const engine::LikeForLike& checkOf(const engine::Result& r) {
    REQUIRE(r.options[1].likeForLike.has_value());
    return *r.options[1].likeForLike;
}

}  // namespace

TEST_CASE("like for like: two equal options are alike, and the baseline has no check", "[engine][like]") {
    const engine::Result r = pair(tinyScenario(), cloudOption(), cloudOption());
    CHECK_FALSE(r.options[0].likeForLike.has_value());
    CHECK(checkOf(r).alike());
    CHECK(r.options[1].warnings.empty());
}

TEST_CASE("like for like: staff only", "[engine][like]") {
    Option baseline = cloudOption();
    baseline.staff = {0.5, 120000, 0};
    const engine::Result r = pair(tinyScenario(), baseline, cloudOption());
    const auto& check = checkOf(r);
    REQUIRE(check.gaps.size() == 1);
    CHECK(check.gaps[0].line == CostLine::Staff);
    CHECK(check.gaps[0].baselineHasIt);
    // 0.5 FTE x 120,000 a year = 60,000 over the one year, undiscounted.
    CHECK(check.gaps[0].pv.value() == Approx(60000.0));
    CHECK(check.gaps[0].quantity.value() == Approx(0.5));
    CHECK(check.missingPv() == Approx(60000.0));
    REQUIRE(r.options[1].warnings.size() == 1);
    CHECK(r.options[1].warnings[0].message ==
          "not like for like: no staff, which the baseline has (0.5 FTE: PV 60,000 USD over 1 year)");
}

TEST_CASE("like for like: storage only", "[engine][like]") {
    Option baseline = cloudOption();
    baseline.cloudExtras.storageTb = 10;
    baseline.cloudExtras.pricePerTbMonth = 20;
    const engine::Result r = pair(tinyScenario(), baseline, cloudOption());
    const auto& check = checkOf(r);
    REQUIRE(check.gaps.size() == 1);
    CHECK(check.gaps[0].line == CostLine::Storage);
    // 10 TB x 20 a month x 12 months = 2,400.
    CHECK(check.gaps[0].pv.value() == Approx(2400.0));
    CHECK(check.gaps[0].quantity.value() == Approx(10.0));
}

TEST_CASE("like for like: egress only", "[engine][like]") {
    Option baseline = cloudOption();
    baseline.cloudExtras.egressTbPerMonth = 2;
    baseline.cloudExtras.pricePerTbEgress = 50;
    const engine::Result r = pair(tinyScenario(), baseline, cloudOption());
    const auto& check = checkOf(r);
    REQUIRE(check.gaps.size() == 1);
    CHECK(check.gaps[0].line == CostLine::Egress);
    // 2 TB a month x 50 x 12 months = 1,200.
    CHECK(check.gaps[0].pv.value() == Approx(1200.0));
}

TEST_CASE("like for like: support only", "[engine][like]") {
    Option baseline = cloudOption();
    baseline.cloudExtras.supportFraction = 0.05;
    const engine::Result r = pair(tinyScenario(), baseline, cloudOption());
    const auto& check = checkOf(r);
    REQUIRE(check.gaps.size() == 1);
    CHECK(check.gaps[0].line == CostLine::Support);
    // 5 % of the 7,300 monthly bill = 365 a month x 12 = 4,380.
    CHECK(check.gaps[0].pv.value() == Approx(4380.0));
    CHECK(check.gaps[0].quantity.value() == Approx(0.05));
}

TEST_CASE("like for like: colocation only", "[engine][like]") {
    Option baseline = ownedOption();
    std::get<OwnedSource>(baseline.sources[0]).facility.coloPerKwMonth = 100;
    const engine::Result r = pair(tinyScenario(), baseline, ownedOption());
    const auto& check = checkOf(r);
    REQUIRE(check.gaps.size() == 1);
    CHECK(check.gaps[0].line == CostLine::Colocation);
    // 100 a kW-month x 2 nodes x 5 kW = 1,000 a month x 12 = 12,000.
    CHECK(check.gaps[0].pv.value() == Approx(12000.0));
    CHECK_FALSE(check.gaps[0].quantity.has_value());
}

TEST_CASE("like for like: maintenance only", "[engine][like]") {
    Option baseline = ownedOption();
    std::get<OwnedSource>(baseline.sources[0]).supportRatePerYear = 0.12;  // no warranty
    const engine::Result r = pair(tinyScenario(), baseline, ownedOption());
    const auto& check = checkOf(r);
    REQUIRE(check.gaps.size() == 1);
    CHECK(check.gaps[0].line == CostLine::Maintenance);
    // 0.12 x 200,000 of hardware / 12 = 2,000 a month x 12 = 24,000.
    CHECK(check.gaps[0].pv.value() == Approx(24000.0));
}

TEST_CASE("like for like: licences only", "[engine][like]") {
    Option baseline = ownedOption();
    std::get<OwnedSource>(baseline.sources[0]).licencePerGpuYear = 1200;
    const engine::Result r = pair(tinyScenario(), baseline, ownedOption());
    const auto& check = checkOf(r);
    REQUIRE(check.gaps.size() == 1);
    CHECK(check.gaps[0].line == CostLine::Licences);
    // 1,200 a GPU-year x 16 GPUs = 19,200 over the year.
    CHECK(check.gaps[0].pv.value() == Approx(19200.0));
}

TEST_CASE("like for like: a line the baseline lacks is the option's, at the option's PV", "[engine][like]") {
    Option other = cloudOption();
    other.staff = {1.0, 60000, 0};
    const engine::Result r = pair(tinyScenario(), cloudOption(), other);
    const auto& check = checkOf(r);
    REQUIRE(check.gaps.size() == 1);
    CHECK_FALSE(check.gaps[0].baselineHasIt);
    CHECK(check.gaps[0].pv.value() == Approx(60000.0));  // 1 FTE x 60,000
    CHECK(check.missingPv() == 0.0);
    CHECK(r.options[1].warnings.at(0).message ==
          "not like for like: staff, which the baseline lacks (1 FTE: PV 60,000 USD over 1 year)");
}

TEST_CASE("like for like: the PV is discounted at month ends and after tax when tax is on",
          "[engine][like]") {
    Scenario s = tinyScenario();
    s.finance.discountRate = 0.12;
    s.tax.enabled = true;
    s.tax.rate = 0.25;
    Option baseline = cloudOption();
    baseline.staff = {1.0, 120000, 0};
    const engine::Result r = pair(s, baseline, cloudOption());
    const auto& check = checkOf(r);
    REQUIRE(check.gaps.size() == 1);
    // 10,000 a month at t = 1..12, v = 1.12^(-1/12): 10,000 x v (1 - v^12) / (1 - v) = 112,915.16;
    // x (1 - 0.25) = 84,686.37.
    CHECK(check.gaps[0].pv.value() == Approx(84686.37).epsilon(1e-8));
}

TEST_CASE("like for like: lines the other kind cannot carry are not compared", "[engine][like]") {
    // An owned baseline pays colocation and maintenance; a cloud price includes both.
    Option baseline = ownedOption();
    auto& owned = std::get<OwnedSource>(baseline.sources[0]);
    owned.facility.coloPerKwMonth = 100;
    owned.supportRatePerYear = 0.12;
    owned.licencePerGpuYear = 1200;
    Option other = cloudOption();
    other.cloudExtras.egressTbPerMonth = 2;  // and owned servers have no egress line
    other.cloudExtras.pricePerTbEgress = 50;
    other.cloudExtras.supportFraction = 0.05;
    const engine::Result r = pair(tinyScenario(), baseline, other);
    CHECK(checkOf(r).gaps.empty());
}

TEST_CASE("like for like: storage bought with owned servers counts as storage, its PV inside hardware",
          "[engine][like]") {
    Option baseline = ownedOption();
    std::get<OwnedSource>(baseline.sources[0]).storagePerNode = 5000;
    const engine::Result r = pair(tinyScenario(), baseline, cloudOption());
    const auto& check = checkOf(r);
    REQUIRE(check.gaps.size() == 1);
    CHECK(check.gaps[0].line == CostLine::Storage);
    CHECK(check.gaps[0].baselineHasIt);
    CHECK_FALSE(check.gaps[0].pv.has_value());
    CHECK(r.options[1].warnings.at(0).message ==
          "not like for like: no storage, which the baseline has (storage bought with the servers)");
}

TEST_CASE("like for like: the unserved shares of both", "[engine][like]") {
    // One instance at scheduling efficiency 0.8 serves 6.4 of the 8 GPUs: 20 % unserved.
    const engine::Result r = pair(tinyScenario(), option("uncapped", {onDemand(10.0, 0.8)}),
                                  option("capped", {onDemand(10.0, 0.8, 1)}));
    const auto& check = checkOf(r);
    CHECK(check.gaps.empty());
    CHECK(check.unservedShare == Approx(0.2));
    CHECK(check.baselineUnservedShare == 0.0);
    CHECK(check.servesDifferently());
    // The share alone is the "unserved demand" warning's: no second warning for it.
    REQUIRE(r.options[1].warnings.size() == 1);
    CHECK(r.options[1].warnings[0].message.rfind("unserved demand", 0) == 0);

    // Beside a missing line it is said in the same warning.
    Option staffed = option("uncapped", {onDemand(10.0, 0.8)});
    staffed.staff = {0.5, 120000, 0};
    const engine::Result both = pair(tinyScenario(), staffed, option("capped", {onDemand(10.0, 0.8, 1)}));
    CHECK(both.options[1].warnings.back().message ==
          "not like for like: no staff, which the baseline has (0.5 FTE: PV 60,000 USD over 1 year); serves "
          "80.0 % of the demand, the baseline 100.0 %");
}

TEST_CASE("like for like: an option that only lacks lines saves exactly their PV", "[engine][like]") {
    // The same on-demand source twice, at 8 % over 3 years with tax at 25 %: the NPV saving of
    // the bare option is the PV of what it lacks, so the check and the engine's saving agree.
    Scenario s = tinyScenario(3);
    s.finance.discountRate = 0.08;
    s.tax.enabled = true;
    s.tax.rate = 0.25;
    Option baseline = cloudOption();
    baseline.staff = {0.25, 180000, 0.03};
    baseline.cloudExtras = {50, 23, 5, 90, 0.03};
    const engine::Result r = pair(s, baseline, cloudOption());
    const auto& check = checkOf(r);
    CHECK(check.gaps.size() == 4);  // staff, storage, egress, support
    CHECK(check.missingPv() == Approx(r.options[1].vsBaseline->npvSavings).epsilon(1e-12));
}
