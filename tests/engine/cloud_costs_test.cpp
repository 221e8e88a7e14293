// Every cloud cost category and the serving order against hand calculations (MODEL.md
// sections 4 and 9).
#include <catch2/catch.hpp>

#include "tests/engine/scenario_builders.h"

using namespace gputco;
using namespace gputco::test;
using engine::Category;

TEST_CASE("on-demand: billed hours from useful work per instance, escalated per year", "[engine][cloud]") {
    Scenario s = tinyScenario(2);
    OnDemandSource od = onDemand(10.0, 0.8);
    od.escalationPerYear = -0.1;
    s.options = {option("cloud", {od})};
    const auto& r = only(engine::evaluate(s));
    // useful per instance 8 x 0.8 = 6.4; 8 GPUs x 730 h / 6.4 = 912.5 instance-hours x 10
    CHECK(month(r, Category::CloudCompute, 0) == Approx(9125.0));
    CHECK(month(r, Category::CloudCompute, 12) == Approx(8212.5));  // x 0.9 in year 2
    CHECK(r.unservedReferenceGpuHours == 0.0);
    CHECK(r.costPerReferenceGpuHour.value() == Approx((12 * 9125.0 + 12 * 8212.5) / (24 * 8 * 730.0)));
}

TEST_CASE("cloud extras: storage, egress and support on the month's cloud bill", "[engine][cloud]") {
    Scenario s = tinyScenario();
    Option o = option("cloud", {onDemand(10.0, 0.8)});
    o.cloudExtras = {10, 20.0, 2, 50.0, 0.05};
    s.options = {o};
    const auto& r = only(engine::evaluate(s));
    CHECK(month(r, Category::CloudStorage, 0) == Approx(200.0));  // 10 TB x 20
    CHECK(month(r, Category::CloudEgress, 0) == Approx(100.0));   // 2 TB x 50
    // 5 % of (9,125 + 200 + 100) = 471.25
    CHECK(month(r, Category::CloudSupport, 0) == Approx(471.25));
}

TEST_CASE("capped on-demand leaves demand unserved, priced and flagged", "[engine][cloud]") {
    Scenario s = tinyScenario();
    s.demand.unservedCostPerHour = 3.0;
    s.options = {option("capped", {onDemand(10.0, 0.8, 1)})};
    const auto& r = only(engine::evaluate(s));
    // capacity 1 x 6.4; unserved (8 - 6.4) x 730 = 1,168 GPU-hours a month x 3 = 3,504
    CHECK(month(r, Category::CloudCompute, 0) == Approx(7300.0));  // 730 instance-hours x 10
    CHECK(month(r, Category::Unserved, 0) == Approx(3504.0));
    CHECK(r.unservedReferenceGpuHours == Approx(12 * 1168.0));
    REQUIRE(r.warnings.size() == 1);
    CHECK(r.warnings[0].message == "unserved demand: 14,016 reference GPU-hours");
    // cost per delivered hour leaves the unserved category out: 7,300 / (6.4 x 730)
    CHECK(r.costPerReferenceGpuHour.value() == Approx(7300.0 / (6.4 * 730.0)));
}

TEST_CASE("reserved: upfront at term start, the rest monthly, renewed at the escalated price",
          "[engine][cloud]") {
    Scenario s = tinyScenario(2);
    ReservedSource rs;
    rs.gpu = kReferenceGpu;
    rs.gpusPerInstance = 8;
    rs.instances = 1;
    rs.pricePerHour = 5.0;
    rs.termMonths = 18;
    rs.upfrontFraction = 0.25;
    rs.escalationPerYear = 0.10;
    s.options = {option("reserved", {rs})};
    const auto& r = only(engine::evaluate(s));
    // term 1, months 0..17: 1 x 5 x 730 x 18 = 65,700; upfront 16,425; monthly 0.75 x 65,700 / 18
    CHECK(month(r, Category::CloudCompute, 0) == Approx(16425.0 + 2737.5));
    CHECK(month(r, Category::CloudCompute, 17) == Approx(2737.5));
    // term 2 starts at month 18, in year 2: price 5.5, total 72,270; cut to 6 months inside:
    // upfront 0.25 x 72,270 x 6/18 = 6,022.5; monthly 0.75 x 72,270 / 18 = 3,011.25
    CHECK(month(r, Category::CloudCompute, 18) == Approx(6022.5 + 3011.25));
    CHECK(month(r, Category::CloudCompute, 23) == Approx(3011.25));
    // reserved capacity 8 covers the demand of 8: nothing unserved
    CHECK(r.unservedReferenceGpuHours == Approx(0.0).margin(1e-6));
}

TEST_CASE("spot serves at most the interruptible share of what is left", "[engine][cloud]") {
    Scenario s = tinyScenario();
    s.demand.interruptibleShare = 0.5;
    s.options = {option("spot", {spot(), onDemand(10.0)})};
    const auto& r = only(engine::evaluate(s));
    // spot serves 4 of 8: useful per instance 8 / 1.25 = 6.4 -> 4 x 730 / 6.4 = 456.25 h x 2 = 912.5;
    // on-demand the other 4: 4 x 730 / 8 = 365 h x 10 = 3,650
    CHECK(month(r, Category::CloudCompute, 0) == Approx(912.5 + 3650.0));
}

TEST_CASE("spot capacity cap: max_instances bounds what spot serves", "[engine][cloud]") {
    Scenario s = tinyScenario();
    s.demand.gpus = 20;
    s.demand.interruptibleShare = 0.5;
    s.options = {option("spot", {spot(1), onDemand(10.0)})};
    const auto& r = only(engine::evaluate(s));
    // half of 20 is 10 but one instance does 6.4: spot 730 h x 2 = 1,460;
    // on-demand 13.6 x 730 / 8 = 1,241 h x 10 = 12,410
    CHECK(month(r, Category::CloudCompute, 0) == Approx(1460.0 + 12410.0));
}

TEST_CASE("monthly subscription: paid at the start of each month, whether used or not", "[engine][cloud]") {
    Scenario s = tinyScenario();
    s.demand.gpus = 4;
    ReservedSource sub;
    sub.subscription = true;
    sub.gpu = kReferenceGpu;
    sub.gpusPerInstance = 8;
    sub.instances = 2;
    sub.pricePerHour = 7300.0 / 730.0;  // 7,300 a month per instance
    sub.termMonths = 1;
    sub.upfrontFraction = 1.0;
    s.options = {option("sub", {sub})};
    const auto& r = only(engine::evaluate(s));
    CHECK(month(r, Category::CloudCompute, 0) == Approx(14600.0));
    CHECK(r.flows[0] == Approx(14600.0));            // at t = 0, the start of month 0
    CHECK(r.flows[12] == Approx(0.0).margin(1e-9));  // nothing at the end of the last month
}
