// The tornado (docs/methodology.md "Risk"): each input at its P5 and P95, the others at their
// file values; the swing is |difference at high - difference at low| of the PV difference
// between the compared option and the baseline. Expected numbers come from evaluate() run on
// the scenario with the input set by hand, an independent path through the engine.
#include <catch2/catch.hpp>

#include <cmath>

#include "model/engine/evaluate.h"
#include "model/engine/sensitivity.h"
#include "model/scenario/field_paths.h"
#include "model/scenario/validation.h"
#include "tests/risk/risk_scenarios.h"

using namespace gputco::scenario;
using gputco::engine::evaluate;
using gputco::engine::sensitivity;
using gputco::test::exampleScenario;

namespace {

std::vector<double> evaluatedPvs(Scenario s, const std::string& path, double value) {
    findField(s, path).field->set(value);
    const auto result = evaluate(s, {false});
    std::vector<double> pvs;
    for (const auto& o : result.options) pvs.push_back(o.comparablePv());
    return pvs;
}

bool close(double a, double b) {
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::max(std::abs(a), std::abs(b)));
}

}  // namespace

TEST_CASE("tornado: low and high are P5 and P95, PVs as evaluate() gives them", "[risk][sensitivity]") {
    const Scenario s = exampleScenario();
    const auto r = sensitivity(s);
    REQUIRE(r.inputs.size() == 5);
    CHECK(r.baseline == 0);  // finance.baseline "AWS p4d on-demand"
    CHECK(r.compared == 3);  // the hybrid is the cheapest at the file's values
    const auto base = evaluate(s, {false});
    for (std::size_t i = 0; i < base.options.size(); ++i)
        CHECK(close(r.basePvs[i], base.options[i].comparablePv()));
    for (const auto& in : r.inputs) {
        INFO(in.path);
        const auto low = evaluatedPvs(s, in.path, in.low);
        const auto high = evaluatedPvs(s, in.path, in.high);
        for (std::size_t i = 0; i < low.size(); ++i) {
            CHECK(close(in.pvLow[i], low[i]));
            CHECK(close(in.pvHigh[i], high[i]));
            CHECK(close(in.savingLow[i], i == 0 ? 0.0 : low[0] - low[i]));
        }
        CHECK(close(in.swing, std::abs((high[3] - high[0]) - (low[3] - low[0]))));
    }
    // The resale decline is uniform(0.2, 0.5): P5 = 0.2 + 0.05 x 0.3 = 0.215, P95 = 0.485.
    const auto resale = std::find_if(r.inputs.begin(), r.inputs.end(), [](const auto& in) {
        return in.path == "options[2].sources[0].resale_decline_per_year";
    });
    REQUIRE(resale != r.inputs.end());
    CHECK(resale->low == Approx(0.215));
    CHECK(resale->high == Approx(0.485));
    CHECK(resale->base == 0.35);
    // It moves only the bought option, not the hybrid or the baseline: no swing of the
    // ranked difference, but a swing of that option's saving.
    CHECK(resale->swing == 0);
    CHECK(resale->savingLow[2] != resale->savingHigh[2]);
}

TEST_CASE("tornado: the input that dominates ranks first, ties keep the file's order",
          "[risk][sensitivity]") {
    Scenario s = exampleScenario();
    auto& inputs = s.uncertainty->inputs;
    inputs.clear();
    // The baseline's staff from P5 0.241 to P95 0.259 FTE moves the difference by about
    // 0.018 x 180,000 a year x 0.79 after tax x 4.4 discounted years = 11,000; demand from
    // P5 13.2 to P95 34.8 GPUs moves every cloud bill, by some 590,000. The bought cluster's
    // PUE and resale do not touch the hybrid or the baseline.
    inputs.push_back({"options[2].sources[0].facility.pue", Distribution::Uniform, 1.2, 0, 1.8, 0, 0});
    inputs.push_back({"options[0].staff.fte", Distribution::Uniform, 0.24, 0, 0.26, 0, 0});
    inputs.push_back({"demand.gpus", Distribution::Uniform, 12, 0, 36, 0, 0});
    inputs.push_back(
        {"options[2].sources[0].resale_decline_per_year", Distribution::Uniform, 0.2, 0, 0.5, 0, 0});
    REQUIRE(validate(s).empty());
    const auto r = sensitivity(s);
    REQUIRE(r.inputs.size() == 4);
    CHECK(r.inputs[0].path == "demand.gpus");
    CHECK(r.inputs[1].path == "options[0].staff.fte");
    CHECK(r.inputs[0].swing > 10 * r.inputs[1].swing);
    CHECK(r.inputs[1].swing == Approx(11000).epsilon(0.1));
    CHECK(r.inputs[1].swing > 0);
    CHECK(r.inputs[2].path == "options[2].sources[0].facility.pue");  // swing 0, first in the file
    CHECK(r.inputs[3].path == "options[2].sources[0].resale_decline_per_year");
    CHECK(r.inputs[2].swing == 0);
    CHECK(r.inputs[3].swing == 0);
}

TEST_CASE("tornado: when the baseline is cheapest, its closest challenger is compared",
          "[risk][sensitivity]") {
    using gputco::engine::comparedOption;
    CHECK(comparedOption({5, 3, 4}, 0) == 1);
    CHECK(comparedOption({1, 3, 2}, 0) == 2);
    CHECK(comparedOption({3, 1, 2}, 1) == 2);
    CHECK(comparedOption({3}, 0) == 0);
}

TEST_CASE("tornado: a low or high value that breaks a rule of the scenario is reported",
          "[risk][sensitivity]") {
    // Idle power uniform(4, 8) kW against a maximum of 6.5 kW: P95 = 7.8 breaks "idle_kw <=
    // max_kw" (validation_options.cpp); P5 = 4.2 does not.
    Scenario s = exampleScenario();
    s.uncertainty->inputs = {{"options[2].sources[0].idle_kw", Distribution::Uniform, 4, 0, 8, 0, 0}};
    REQUIRE(validate(s).empty());
    const auto r = sensitivity(s);
    REQUIRE(r.inputs.size() == 1);
    REQUIRE(r.inputs[0].problems.size() == 1);
    CHECK(r.inputs[0].problems[0] ==
          "at high (P95 = 7.8): options[2].sources[0].idle_kw: must be <= max_kw (6.5), got 7.8");
    CHECK(sensitivity(exampleScenario()).inputs[0].problems.empty());
}

TEST_CASE("tornado: the same bars on 1 and 2 threads, each input's rule checks its own",
          "[risk][sensitivity]") {
    // The inputs are shared out between threads, each with its own model and scenario copy;
    // every swing starts from the file's values, so the result is the same to the last bit.
    // Idle power P95 = 7.8 kW breaks "idle_kw <= max_kw" (6.5 kW) as above, whichever thread
    // checks it, and no other input reports it.
    Scenario s = exampleScenario();
    s.uncertainty->inputs.push_back({"options[2].sources[0].idle_kw", Distribution::Uniform, 4, 0, 8, 0, 0});
    s.uncertainty->inputs.push_back({"finance.discount_rate", Distribution::Uniform, 0.05, 0, 0.11, 0, 0});
    s.uncertainty->inputs.push_back({"options[0].staff.fte", Distribution::Uniform, 0, 0, 1, 0, 0});
    REQUIRE(validate(s).empty());
    const auto one = sensitivity(s, 1);
    const auto two = sensitivity(s, 2);
    REQUIRE(one.inputs.size() == 8);
    REQUIRE(two.inputs.size() == one.inputs.size());
    CHECK(one.basePvs == two.basePvs);
    for (std::size_t k = 0; k < one.inputs.size(); ++k) {
        INFO(one.inputs[k].path);
        CHECK(two.inputs[k].path == one.inputs[k].path);
        CHECK(two.inputs[k].pvLow == one.inputs[k].pvLow);
        CHECK(two.inputs[k].pvHigh == one.inputs[k].pvHigh);
        CHECK(two.inputs[k].problems == one.inputs[k].problems);
        CHECK(one.inputs[k].problems.size() ==
              (one.inputs[k].path == "options[2].sources[0].idle_kw" ? 1u : 0u));
    }
}
