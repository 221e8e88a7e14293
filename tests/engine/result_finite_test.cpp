// No inf or NaN leaves the engine (issue #14): with every number of a scenario at the edge of
// what validation allows, every figure of the result is still finite; and the guard that
// outputs use names a figure that is not.
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>

#include "model/engine/evaluate.h"
#include "model/engine/result_check.h"
#include "model/scenario/field_paths.h"
#include "model/scenario/validation.h"
#include "tests/engine/random_scenarios.h"

using namespace gputco;

namespace {

// Every numeric field set to the largest (or smallest) value its range allows.
scenario::Scenario atTheEdge(scenario::Scenario s, bool largest) {
    for (const std::string& path : scenario::numericFieldPaths(s)) {
        const scenario::FieldLookup f = scenario::findField(s, path);
        if (!f.field || path == "horizon_years" || path.find("life_years") != std::string::npos) continue;
        // Whole-month years and terms stay as they are: their size is not what overflows.
        if (f.field->kind() == scenario::FieldKind::WholeMonths) continue;
        f.field->set(largest ? f.field->range().max : f.field->range().min);
    }
    return s;
}

}  // namespace

TEST_CASE("result finite: every number at the edge of its range still gives a finite result",
          "[engine][hardening]") {
    test::ScenarioGenerator generator(14);
    int evaluated = 0;
    for (int n = 0; n < 30; ++n) {
        for (const bool largest : {true, false}) {
            const scenario::Scenario s = atTheEdge(generator.next(), largest);
            if (!scenario::validate(s).empty()) continue;  // some edges together break a rule (idle > max kW)
            const engine::Result r = engine::evaluate(s);
            const std::vector<std::string> bad = engine::nonFiniteFigures(r, 40);
            std::string names;
            for (const std::string& b : bad) names += b + " ";
            INFO("scenario " << n << (largest ? " at its largest" : " at its smallest") << ": " << names);
            CHECK(bad.empty());
            ++evaluated;
        }
    }
    CHECK(evaluated >= 20);
}

TEST_CASE("result finite: the guard names the first figures that are not finite", "[engine][hardening]") {
    engine::Result r = engine::evaluate(test::ScenarioGenerator(3).next());
    REQUIRE(engine::nonFiniteFigures(r).empty());
    r.options[0].pvCost = std::numeric_limits<double>::infinity();
    r.options[0].flows[4] = std::numeric_limits<double>::quiet_NaN();
    const std::vector<std::string> bad = engine::nonFiniteFigures(r);
    REQUIRE(bad.size() == 2);
    CHECK(bad[0] == "options[0].pv_cost");
    CHECK(bad[1] == "options[0].flows[4]");
}
