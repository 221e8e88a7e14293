// uncertainDrift(): an uncertain input whose distribution no longer matches the scenario's
// value (the Monte Carlo then rests on other assumptions than the deterministic figures).
#include <catch2/catch.hpp>

#include "model/scenario/uncertain_drift.h"
#include "tests/risk/risk_scenarios.h"

using namespace gputco;

TEST_CASE("uncertain drift: the example's distributions centre on its values", "[risk][drift]") {
    // demand.gpus 24 = mode 24; price_per_kwh 0.0929 = mode 0.0929; PUE 1.5 = mode 1.5; the two
    // uniform inputs (growth 0.1 in [0, 0.4], resale decline in [0.2, 0.5]) have no centre.
    CHECK(scenario::uncertainDrift(test::exampleScenario()).empty());
}

TEST_CASE("uncertain drift: an edited value is named with the centre and range it left", "[risk][drift]") {
    scenario::Scenario s = test::exampleScenario();
    s.demand.gpus = 30;  // inside 16..40, but not the most likely 24
    std::vector<scenario::UncertainDrift> d = scenario::uncertainDrift(s);
    REQUIRE(d.size() == 1);
    CHECK(d[0].input == 0);
    CHECK(d[0].value == 30);
    CHECK(d[0].centre == 24);
    CHECK(d[0].range == std::pair{16.0, 40.0});
    CHECK_FALSE(d[0].outside);

    // Growth 0.5 leaves the uniform range [0, 0.4]: outside, and no centre to compare with.
    s.demand.growthPerYear = 0.5;
    d = scenario::uncertainDrift(s);
    REQUIRE(d.size() == 2);
    CHECK(d[1].input == 1);
    CHECK(d[1].outside);
    CHECK_FALSE(d[1].centre.has_value());

    // A normal distribution: its mean is the centre; without low < high it has no range.
    s = test::exampleScenario();
    s.uncertainty->inputs[0].dist = scenario::Distribution::Normal;
    s.uncertainty->inputs[0].mean = 24;
    s.uncertainty->inputs[0].stddev = 4;
    s.uncertainty->inputs[0].low = 0;
    s.uncertainty->inputs[0].high = 0;
    CHECK(scenario::uncertainDrift(s).empty());
    s.demand.gpus = 24 * (1 + 1e-12);  // a rounding difference is no drift
    CHECK(scenario::uncertainDrift(s).empty());
    s.demand.gpus = 100;
    d = scenario::uncertainDrift(s);
    REQUIRE(d.size() == 1);
    CHECK_FALSE(d[0].range.has_value());
    CHECK_FALSE(d[0].outside);
    CHECK(d[0].centre == 24);
}
