// The demand form (option_model.h, option_demand_form.cpp) prices the demand-dependent costs
// by threshold and year instead of month by month. It must give the month-by-month PV, which
// the hand calculations of the other engine tests check, on every kind of scenario: owned
// sources on flat and time-of-use tariffs, reserved, spot and on-demand layers, unserved load,
// tax on and off, inflation, falling demand, profiles of up to 168 levels, service floors.
#include <catch2/catch.hpp>
#include <cmath>

#include "model/engine/option_model.h"
#include "model/engine/projection_context.h"
#include "tests/engine/random_scenarios.h"

using namespace gputco;
using namespace gputco::test;

namespace {

// The PV at `scale` both ways, for every option of `s`.
void checkFormAgainstMonths(const Scenario& s, const std::string& what) {
    const engine::ProjectionContext context(s);
    for (const Option& option : s.options) {
        const engine::OptionModel model(context, option);
        for (const double scale : {0.0, 0.37, 1.0, 2.5}) {
            engine::ServiceTotals totals;
            const double byMonth = model.comparablePvAt(scale, &totals);
            const double byForm = model.comparablePvAt(scale);
            INFO(what << ", " << option.name << ", demand x " << scale);
            // The same sums added in another order: equal to rounding, 1e-12 of the PV (a cent
            // on ten billion), or a millionth of a unit of money on a PV near zero.
            CHECK(byForm == Approx(byMonth).epsilon(1e-12).margin(1e-6));
        }
    }
}

}  // namespace

TEST_CASE("demand form: the PV by threshold and year is the month-by-month PV on random scenarios",
          "[engine][property][risk]") {
    ScenarioGenerator gen(36);
    for (int i = 0; i < 300; ++i) checkFormAgainstMonths(gen.next(), "scenario " + std::to_string(i));
}

TEST_CASE("demand form: a 168-level profile, falling demand and a bounded stack leaving load unserved",
          "[engine][risk]") {
    ScenarioGenerator gen(5);
    Scenario s = gen.next();
    s.demand.preset = ProfilePreset::Custom;
    s.demand.customProfile.clear();
    // 168 distinct levels: past 8 the lookup is a binary search.
    for (int h = 0; h < kSlotsPerWeek; ++h) s.demand.customProfile.push_back(0.2 + 0.01 * h);
    s.demand.growthPerYear = -0.08;
    s.demand.unservedCostPerHour = 5;
    s.options.clear();
    s.options.push_back(option("reserved only", {gen.randomReserved()}));
    s.options.push_back(gen.randomOption("mixed"));
    checkFormAgainstMonths(s, "custom profile");
}
