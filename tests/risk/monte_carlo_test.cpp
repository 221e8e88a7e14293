// Monte Carlo (docs/methodology.md "Risk"): a function of the seed alone, with common random
// numbers across options, and statistics that are what their names say.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <numeric>

#include "model/engine/evaluate.h"
#include "model/engine/monte_carlo.h"
#include "model/engine/risk_model.h"
#include "model/scenario/field_paths.h"
#include "tests/risk/risk_scenarios.h"

using namespace gputco::scenario;
using gputco::engine::monteCarlo;
using gputco::engine::MonteCarloResult;
using gputco::engine::MonteCarloSettings;
using gputco::test::exampleScenario;

namespace {

MonteCarloResult run(const Scenario& s, int trials, std::uint64_t seed, int threads) {
    MonteCarloSettings settings;
    settings.trials = trials;
    settings.seed = seed;
    settings.threads = threads;
    return monteCarlo(s, settings);
}

void requireIdentical(const MonteCarloResult& a, const MonteCarloResult& b) {
    REQUIRE(a.options.size() == b.options.size());
    CHECK(a.trials == b.trials);
    CHECK(a.histogramLow == b.histogramLow);
    CHECK(a.histogramBinWidth == b.histogramBinWidth);
    for (std::size_t i = 0; i < a.options.size(); ++i) {
        const auto& x = a.options[i];
        const auto& y = b.options[i];
        CHECK(x.pv.mean == y.pv.mean);
        CHECK(x.pv.standardError == y.pv.standardError);
        CHECK(x.pv.p5 == y.pv.p5);
        CHECK(x.pv.p50 == y.pv.p50);
        CHECK(x.pv.p95 == y.pv.p95);
        CHECK(x.pCheapest == y.pCheapest);
        CHECK(x.pBeatsBaseline == y.pBeatsBaseline);
        REQUIRE(x.saving.has_value() == y.saving.has_value());
        if (x.saving) {
            CHECK(x.saving->mean == y.saving->mean);
            CHECK(x.saving->p5 == y.saving->p5);
            CHECK(x.saving->p95 == y.saving->p95);
        }
        CHECK(x.percentiles == y.percentiles);
        CHECK(x.histogram == y.histogram);
    }
}

}  // namespace

TEST_CASE("monte carlo: one seed gives the same numbers on 1, 2 and 3 threads", "[risk][montecarlo]") {
    const Scenario s = exampleScenario();
    // 2,000 trials are 8 chunks, so three threads interleave them differently from two.
    const auto one = run(s, 2000, 42, 1);
    const auto two = run(s, 2000, 42, 2);
    const auto three = run(s, 2000, 42, 3);
    CHECK(one.threads == 1);
    CHECK(two.threads == 2);
    requireIdentical(one, two);
    requireIdentical(one, three);
    const auto other = run(s, 2000, 43, 2);
    CHECK(other.options[0].pv.mean != one.options[0].pv.mean);
}

TEST_CASE("monte carlo: probabilities and percentiles are consistent", "[risk][montecarlo]") {
    const Scenario s = exampleScenario();
    const auto r = run(s, 3000, 20261202, 2);
    REQUIRE(r.options.size() == 4);
    double cheapest = 0;
    for (const auto& o : r.options) {
        INFO(o.name);
        cheapest += o.pCheapest;
        CHECK(o.pv.p5 <= o.pv.p50);
        CHECK(o.pv.p50 <= o.pv.p95);
        CHECK(o.pv.standardError > 0);
        REQUIRE(o.percentiles.size() == 101);
        CHECK(std::is_sorted(o.percentiles.begin(), o.percentiles.end()));
        CHECK(o.percentiles[5] == o.pv.p5);
        CHECK(o.percentiles[50] == o.pv.p50);
        CHECK(o.percentiles[95] == o.pv.p95);
        CHECK(std::accumulate(o.histogram.begin(), o.histogram.end(), 0) == 3000);
        CHECK(o.pv.mean >= o.percentiles.front());
        CHECK(o.pv.mean <= o.percentiles.back());
        CHECK(o.isBaseline == !o.pBeatsBaseline.has_value());
        CHECK(o.isBaseline == !o.saving.has_value());
        if (o.saving) {
            // A mean is linear: the mean saving is the baseline's mean PV less this one's.
            CHECK(o.saving->mean == Approx(r.options[0].pv.mean - o.pv.mean).epsilon(1e-12));
            CHECK(o.saving->p5 <= o.saving->p50);
            CHECK(o.saving->p50 <= o.saving->p95);
        }
    }
    CHECK(cheapest == Approx(1.0).epsilon(1e-12));
    CHECK(r.options[0].isBaseline);
}

TEST_CASE("monte carlo: identical options tie in every trial and split being cheapest",
          "[risk][montecarlo]") {
    // Common random numbers: both options see the same draws, so their PVs are equal in each
    // trial; each is the cheapest in half of every trial, and neither beats the other.
    Scenario s = exampleScenario();
    s.options.resize(1);
    s.options.push_back(s.options[0]);
    s.options[1].name = "the same again";
    s.uncertainty->inputs.resize(2);  // demand.gpus and demand.growth_per_year
    const auto r = run(s, 1000, 5, 2);
    CHECK(r.options[0].pCheapest == 0.5);
    CHECK(r.options[1].pCheapest == 0.5);
    CHECK(r.options[1].pBeatsBaseline == 0.0);
    CHECK(r.options[0].pv.mean == r.options[1].pv.mean);
}

TEST_CASE("monte carlo: a trial's PV is the comparable PV evaluate() gives at its draws",
          "[risk][montecarlo]") {
    const Scenario s = exampleScenario();
    gputco::engine::RiskModel model(s);
    std::vector<double> values(model.inputCount()), pvs(model.optionCount());
    for (std::uint64_t t : {0u, 1u, 977u}) {
        model.draw(20261202, t, values);
        model.pvs(values, pvs);
        Scenario drawn = s;
        for (std::size_t k = 0; k < values.size(); ++k)
            findField(drawn, s.uncertainty->inputs[k].path).field->set(values[k]);
        const auto result = gputco::engine::evaluate(drawn, {false});
        for (std::size_t i = 0; i < pvs.size(); ++i)
            CHECK(pvs[i] == Approx(result.options[i].comparablePv()).epsilon(1e-12));
        // Each draw lies inside its input's range: demand triangular(16, 24, 40).
        CHECK(values[0] >= 16);
        CHECK(values[0] <= 40);
    }
}

TEST_CASE("monte carlo: the mean PV converges to the PV at the mean of a linear input",
          "[risk][montecarlo]") {
    // Only the baseline's staff is uncertain, uniform(0, 0.5) FTE: its PV is linear in the
    // FTE, so the mean of the PVs is the PV at the mean 0.25 FTE (the file's value), within a
    // few standard errors; the other options do not move at all.
    Scenario s = exampleScenario();
    s.uncertainty->inputs = {{"options[0].staff.fte", Distribution::Uniform, 0, 0, 0.5, 0, 0}};
    const auto base = gputco::engine::evaluate(s, {false});
    const auto r = run(s, 20000, 11, 2);
    CHECK(std::abs(r.options[0].pv.mean - base.options[0].comparablePv()) <
          4 * r.options[0].pv.standardError);
    CHECK(r.options[2].pv.p5 == Approx(base.options[2].comparablePv()).epsilon(1e-12));
    CHECK(r.options[2].pv.p95 == Approx(base.options[2].comparablePv()).epsilon(1e-12));
}

TEST_CASE("monte carlo: progress reaches the total and a cancel stops the run", "[risk][montecarlo]") {
    const Scenario s = exampleScenario();
    MonteCarloSettings settings;
    settings.trials = 1500;
    settings.threads = 2;
    int last = 0;
    bool monotone = true;
    monteCarlo(s, settings, [&](int done, int total) {
        monotone = monotone && done >= last && total == 1500;
        last = done;
    });
    CHECK(monotone);
    CHECK(last == 1500);

    // Cancelled before it starts: it stops at the draws, no trial priced.
    std::atomic<bool> cancel{true};
    const auto cancelled = monteCarlo(s, settings, {}, &cancel);
    CHECK(cancelled.cancelled);
    CHECK(cancelled.trials == 0);
    CHECK(cancelled.options.empty());
}

TEST_CASE("monte carlo: percentiles interpolate like the spreadsheet's PERCENTILE.INC",
          "[risk][montecarlo]") {
    using gputco::engine::percentileOfSorted;
    // PERCENTILE.INC({1, 2, 3, 4}; 0.25) = 1.75 (rank 0.75 between 1 and 2); 0.5 -> 2.5.
    const std::vector<double> v{1, 2, 3, 4};
    CHECK(percentileOfSorted(v, 0.25) == 1.75);
    CHECK(percentileOfSorted(v, 0.5) == 2.5);
    CHECK(percentileOfSorted(v, 0.0) == 1);
    CHECK(percentileOfSorted(v, 1.0) == 4);
}

TEST_CASE("monte carlo: a model kept between trials gives the digits of a fresh one", "[risk][montecarlo]") {
    // RiskModel rebuilds only what a trial's inputs reach; a model built afresh for each
    // trial must agree to the last bit, for every kind of reach: demand, a tariff price, one
    // option's field, and an input that reaches everything (the discount rate); the example's
    // PUE only its option's demand form, its resale decline and the fields added last only
    // their option's fixed costs (a server's price, a loan's rate, staff, a cloud bill's
    // storage, which the cloud support in the demand form reads too).
    Scenario s = exampleScenario();
    s.uncertainty->inputs.push_back({"finance.discount_rate", Distribution::Uniform, 0.05, 0, 0.11, 0, 0});
    s.uncertainty->inputs.push_back({"demand.unserved_cost_per_hour", Distribution::Uniform, 2, 0, 8, 0, 0});
    s.uncertainty->inputs.push_back(
        {"options[3].sources[1].price_per_hour", Distribution::Normal, 0, 0, 0, 7, 1});
    s.uncertainty->inputs.push_back(
        {"options[1].sources[0].instances", Distribution::Uniform, 1, 0, 3, 0, 0});
    s.uncertainty->inputs.push_back(
        {"options[3].sources[0].server_price", Distribution::Uniform, 150000, 0, 250000, 0, 0});
    s.uncertainty->inputs.push_back(
        {"options[3].sources[0].financing.rate", Distribution::Uniform, 0.03, 0, 0.1, 0, 0});
    s.uncertainty->inputs.push_back({"options[0].staff.fte", Distribution::Uniform, 0, 0, 1, 0, 0});
    s.uncertainty->inputs.push_back(
        {"options[1].cloud_extras.storage_tb", Distribution::Uniform, 10, 0, 90, 0, 0});
    gputco::engine::RiskModel kept(s);
    std::vector<double> values(kept.inputCount()), a(kept.optionCount()), b(kept.optionCount());
    for (std::uint64_t t = 0; t < 50; ++t) {
        kept.draw(3, t, values);
        // From trial 25 on the discount rate holds still, so only the other parts are rebuilt.
        if (t >= 25) values[5] = 0.08;
        kept.pvs(values, a);
        gputco::engine::RiskModel fresh(s);
        fresh.pvs(values, b);
        CHECK(a == b);
    }
}

TEST_CASE("monte carlo: a whole field is drawn rounded to the nearest whole number", "[risk][montecarlo]") {
    // nodes uniform(3, 5): [3, 3.5) rounds to 3, [3.5, 4.5) to 4, [4.5, 5] to 5, so 3 and 5
    // come a quarter of the time each and 4 half of it (docs/methodology.md "Risk").
    Scenario s = exampleScenario();
    s.uncertainty->inputs = {{"options[2].sources[0].nodes", Distribution::Uniform, 3, 0, 5, 0, 0}};
    gputco::engine::RiskModel model(s);
    std::vector<double> value(1);
    int counts[6] = {};
    bool whole = true;
    constexpr int kTrials = 100'000;
    for (int t = 0; t < kTrials; ++t) {
        model.draw(9, static_cast<std::uint64_t>(t), value);
        whole = whole && value[0] == std::round(value[0]) && value[0] >= 3 && value[0] <= 5;
        ++counts[std::clamp(static_cast<int>(value[0]), 0, 5)];
    }
    CHECK(whole);
    CHECK(counts[3] / double(kTrials) == Approx(0.25).margin(0.005));
    CHECK(counts[4] / double(kTrials) == Approx(0.50).margin(0.005));
    CHECK(counts[5] / double(kTrials) == Approx(0.25).margin(0.005));
}

TEST_CASE("monte carlo: trial i is the same trial whatever the number of trials", "[risk][montecarlo]") {
    // Draws depend on (seed, trial, input) alone, so the first 256 trials of a longer run are
    // the trials of a short one: with one trial each, the P50 is that trial's PV.
    const Scenario s = exampleScenario();
    gputco::engine::RiskModel model(s);
    std::vector<double> values(model.inputCount()), pvs(model.optionCount());
    model.draw(77, 0, values);
    model.pvs(values, pvs);
    const auto one = run(s, 1, 77, 1);
    for (std::size_t i = 0; i < pvs.size(); ++i) CHECK(one.options[i].pv.p50 == pvs[i]);
}
