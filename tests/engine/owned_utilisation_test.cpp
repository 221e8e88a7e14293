// Owned utilisation by hour of week (the heat map), against hand calculations and against
// the engine's own mean owned utilisation.
#include <catch2/catch.hpp>

#include <cmath>
#include <numeric>

#include "model/engine/owned_utilisation.h"
#include "tests/engine/random_scenarios.h"
#include "tests/engine/scenario_builders.h"

using namespace gputco;
using namespace gputco::test;

TEST_CASE("owned utilisation by hour: flat demand of 8 on 16 owned GPUs is 50 % everywhere",
          "[engine][utilisation]") {
    Scenario s = tinyScenario();
    s.options = {option("own", {plainOwned()})};
    const auto u = engine::ownedUtilisationByHour(s, 0);
    REQUIRE(u.has_value());
    for (const double v : *u) CHECK(v == Approx(0.5));
}

TEST_CASE("owned utilisation by hour: office hours clip at the cluster's capacity", "[engine][utilisation]") {
    Scenario s = tinyScenario();
    s.demand.gpus = 12;
    s.demand.preset = ProfilePreset::OfficeHours;
    s.options = {option("own", {plainOwned()})};
    const auto u = engine::ownedUtilisationByHour(s, 0);
    REQUIRE(u.has_value());
    // Monday 10:00 (slot 10): load 12 x 2.0 = 24 on 16 GPUs -> full, 100 %.
    CHECK((*u)[10] == Approx(1.0));
    // Monday 03:00 (slot 3): load 12 x 48/108 = 5.333 -> 5.333 / 16 = 33.3 %.
    CHECK((*u)[3] == Approx(12.0 * 48 / 108 / 16));
    // Saturday 10:00 (slot 5 x 24 + 10 = 130): off-peak too.
    CHECK((*u)[130] == Approx(12.0 * 48 / 108 / 16));
}

TEST_CASE("owned utilisation by hour: growth averages the months, and nothing owned gives none",
          "[engine][utilisation]") {
    Scenario s = tinyScenario(2);
    s.demand.growthPerYear = 0.21;  // g_m = 8 x 1.21^(m/12): 8 in month 0, 8.8 at m = 6, ...
    s.options = {option("own", {plainOwned()}), option("cloud", {onDemand(10.0)})};
    const auto u = engine::ownedUtilisationByHour(s, 0);
    REQUIRE(u.has_value());
    double sum = 0;
    for (int m = 0; m < 24; ++m) sum += 8 * std::pow(1.21, m / 12.0) / 16;
    CHECK((*u)[0] == Approx(sum / 24));
    CHECK_FALSE(engine::ownedUtilisationByHour(s, 1).has_value());
    CHECK_FALSE(engine::ownedUtilisationByHour(s, 7).has_value());
}

TEST_CASE("owned utilisation by hour: its mean is the result's mean owned utilisation",
          "[engine][utilisation]") {
    ScenarioGenerator generator(20261203);
    int checked = 0;
    for (int i = 0; i < 200; ++i) {
        const Scenario s = generator.next();
        const engine::Result r = engine::evaluate(s);
        for (std::size_t o = 0; o < s.options.size(); ++o) {
            const auto u = engine::ownedUtilisationByHour(s, o);
            INFO("scenario " << i << " option " << o);
            REQUIRE(u.has_value() == r.options[o].meanOwnedUtilisation.has_value());
            if (!u) continue;
            const double mean = std::accumulate(u->begin(), u->end(), 0.0) / static_cast<double>(u->size());
            CHECK(mean == Approx(*r.options[o].meanOwnedUtilisation).epsilon(1e-12));
            ++checked;
        }
    }
    CHECK(checked > 50);
}
