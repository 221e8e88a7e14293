// Correlated inputs in the Monte Carlo (MODEL.md section 8; issue #36): the Iman-Conover
// reordering reaches its targets and keeps every input's draws, the run stays a function of
// the seed alone, and each input's contribution to the variance is what @RISK reports.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <random>

#include "model/engine/monte_carlo.h"
#include "model/engine/optimiser.h"
#include "model/engine/rank_correlation.h"
#include "model/scenario/validation.h"
#include "tests/risk/risk_scenarios.h"

using namespace gputco;
using engine::monteCarlo;
using engine::MonteCarloResult;
using engine::MonteCarloSettings;
using scenario::SymmetricMatrix;

namespace {

// `k` columns of `n` independent draws: uniform, exponential, normal, ... in turn, so that the
// reordering is seen to work whatever the marginal.
std::vector<std::vector<double>> independentColumns(std::size_t k, std::size_t n, unsigned seed) {
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> uniform(0, 1);
    std::exponential_distribution<double> exponential(2.0);
    std::normal_distribution<double> normal(5, 2);
    std::vector<std::vector<double>> columns(k, std::vector<double>(n));
    for (std::size_t j = 0; j < k; ++j)
        for (double& v : columns[j])
            v = j % 3 == 0 ? uniform(rng) : j % 3 == 1 ? exponential(rng) : normal(rng);
    return columns;
}

SymmetricMatrix matrixOf(std::size_t n, std::vector<double> cells) {
    SymmetricMatrix m(n);
    m.cells = std::move(cells);
    return m;
}

// Reorders, then checks every achieved Spearman correlation and every column's values.
void checkReordering(const SymmetricMatrix& target) {
    auto columns = independentColumns(target.n, 10000, 7);
    const auto before = columns;
    std::vector<std::span<double>> spans(columns.begin(), columns.end());
    engine::imanConover(target, spans);
    for (std::size_t a = 0; a < target.n; ++a) {
        // The marginal is untouched: the same values, only in another order.
        auto x = columns[a], y = before[a];
        std::sort(x.begin(), x.end());
        std::sort(y.begin(), y.end());
        CHECK(x == y);
        for (std::size_t b = a + 1; b < target.n; ++b) {
            INFO("pair " << a << ", " << b << ": target " << target.at(a, b));
            CHECK(std::fabs(engine::spearman(columns[a], columns[b]) - target.at(a, b)) < 0.03);
        }
    }
}

MonteCarloResult run(const scenario::Scenario& s, int trials, int threads) {
    MonteCarloSettings settings;
    settings.trials = trials;
    settings.seed = 20261206;
    settings.threads = threads;
    return monteCarlo(s, settings);
}

}  // namespace

TEST_CASE("rank correlation: Spearman's coefficient against hand-ranked series", "[risk][correlation]") {
    // Ranks of (10, 20, 20, 40) are 1, 2.5, 2.5, 4 (the tie shares 2 and 3).
    const std::vector<double> tied{10, 20, 20, 40};
    CHECK(engine::averageRanks(tied) == std::vector<double>{1, 2.5, 2.5, 4});
    // x = 1..5, y = 2, 1, 4, 3, 5: d = -1, 1, -1, 1, 0, sum d^2 = 4; rho = 1 - 6 * 4 / (5 * 24) = 0.8.
    CHECK(engine::spearman(std::vector<double>{1, 2, 3, 4, 5}, std::vector<double>{2, 1, 4, 3, 5}) ==
          Approx(0.8));
    // A monotone transform keeps the rank correlation at 1, reversed -1.
    CHECK(engine::spearman(std::vector<double>{1, 2, 3}, std::vector<double>{1, 8, 27}) == Approx(1));
    CHECK(engine::spearman(std::vector<double>{1, 2, 3}, std::vector<double>{9, 4, 1}) == Approx(-1));
}

TEST_CASE("rank correlation: the worked example of docs/methodology.md", "[risk][correlation]") {
    // Five trials, target 0.8; the steps computed by hand (with Python's statistics.NormalDist
    // for the scores, docs/methodology.md "Correlated inputs"): scores -0.9674, -0.4307, 0,
    // 0.4307, 0.9674; their correlation in the draws' ranks -0.5574; T = S E^-1/2 C^1/2 ranks the
    // trials 2, 1, 3, 4, 5 for a and 2, 3, 1, 4, 5 for b.
    std::vector<double> a{3, 1, 4, 1.5, 9};
    std::vector<double> b{2, 7, 1, 8, 2.8};
    CHECK(engine::spearman(a, b) == Approx(-0.6));
    const std::vector<std::span<double>> columns{a, b};
    engine::imanConover(matrixOf(2, {1, 0.8, 0.8, 1}), columns);
    CHECK(a == std::vector<double>{1.5, 1, 3, 4, 9});
    CHECK(b == std::vector<double>{2, 2.8, 1, 7, 8});
    CHECK(engine::spearman(a, b) == Approx(0.6));
}

TEST_CASE("rank correlation: Iman-Conover reaches 2-, 3- and 5-input targets within 0.03 on 10,000 trials",
          "[risk][correlation]") {
    checkReordering(matrixOf(2, {1, -0.9, -0.9, 1}));
    checkReordering(matrixOf(3, {1, 0.7, -0.4, 0.7, 1, -0.2, -0.4, -0.2, 1}));
    checkReordering(matrixOf(5, {1,    0.5,  0.3, 0,    -0.6,  //
                                 0.5,  1,    0.4, 0.2,  -0.3,  //
                                 0.3,  0.4,  1,   0.1,  0,     //
                                 0,    0.2,  0.1, 1,    0.25,  //
                                 -0.6, -0.3, 0,   0.25, 1}));
    // A singular target (rank correlation 1) is factored through its eigenvalues, not refused.
    checkReordering(matrixOf(2, {1, 1, 1, 1}));
}

TEST_CASE("monte carlo: correlated inputs reach their targets in the example, on any thread count",
          "[risk][correlation][montecarlo]") {
    scenario::Scenario s = test::exampleScenario();
    // Electricity price with demand growth, and PUE against resale decline, as a user would.
    s.uncertainty->correlations = {
        {"tariffs.us-industrial.price_per_kwh", "demand.growth_per_year", 0.8},
        {"options[2].sources[0].facility.pue", "options[2].sources[0].resale_decline_per_year", -0.6}};
    REQUIRE(scenario::validate(s).empty());
    const MonteCarloResult one = run(s, 10000, 1);
    const MonteCarloResult two = run(s, 10000, 2);
    REQUIRE(one.correlations.size() == 2);
    CHECK(one.correlations[0].target == 0.8);
    CHECK(std::fabs(one.correlations[0].achieved - 0.8) < 0.03);
    CHECK(std::fabs(one.correlations[1].achieved + 0.6) < 0.03);
    // The same seed, the same numbers on one thread and two, correlated or not.
    for (std::size_t i = 0; i < one.options.size(); ++i) {
        CHECK(one.options[i].pv.mean == two.options[i].pv.mean);
        CHECK(one.options[i].pv.p90 == two.options[i].pv.p90);
        CHECK(one.options[i].percentiles == two.options[i].percentiles);
        CHECK(one.options[i].contributions == two.options[i].contributions);
    }
    CHECK(one.correlations[0].achieved == two.correlations[0].achieved);
    // Correlation moves the tails: with electricity dearer when demand grows faster, the owned
    // option's P95 differs from the independent run's (the draws are the same values).
    scenario::Scenario independent = s;
    independent.uncertainty->correlations.clear();
    const MonteCarloResult apart = run(independent, 10000, 2);
    CHECK(apart.correlations.empty());
    CHECK(apart.options[2].pv.p95 != one.options[2].pv.p95);
    CHECK(apart.options[2].pv.mean == Approx(one.options[2].pv.mean).epsilon(0.05));
}

TEST_CASE("monte carlo: the contributions to variance sum to 1 and rank the dominating input first",
          "[risk][correlation][montecarlo]") {
    scenario::Scenario s = test::exampleScenario();
    // Demand level from 8 to 80 GPUs dwarfs every other input, each narrowed to a sliver around
    // its file value, for every option.
    using scenario::Distribution;
    s.uncertainty->inputs = {
        {"demand.gpus", Distribution::Uniform, 8, 0, 80},
        {"demand.growth_per_year", Distribution::Uniform, 0.14, 0, 0.16},
        {"tariffs.us-industrial.price_per_kwh", Distribution::Uniform, 0.092, 0, 0.094},
        {"options[2].sources[0].facility.pue", Distribution::Uniform, 1.49, 0, 1.51},
        {"options[2].sources[0].resale_decline_per_year", Distribution::Uniform, 0.34, 0, 0.36}};
    REQUIRE(scenario::validate(s).empty());
    const MonteCarloResult r = run(s, 4000, 2);
    for (const engine::OptionRisk& o : r.options) {
        INFO(o.name);
        std::string shares;
        for (std::size_t k = 0; k < o.contributions.size(); ++k)
            shares += std::to_string(o.contributions[k]) + "/" + std::to_string(o.rankCorrelations[k]) + " ";
        INFO(shares);
        REQUIRE(o.contributions.size() == 5);
        double sum = 0;
        for (double c : o.contributions) sum += c;
        CHECK(sum == Approx(1.0).epsilon(1e-12));
        CHECK(std::max_element(o.contributions.begin(), o.contributions.end()) == o.contributions.begin());
    }
    // The baseline's own PV rises with demand: a positive rank correlation near 1.
    CHECK(r.options[r.baseline].rankCorrelations[0] > 0.9);
}

TEST_CASE("monte carlo: percentiles of a PV linear in one uniform input against the closed form",
          "[risk][correlation][montecarlo]") {
    scenario::Scenario s = test::exampleScenario();
    // Only the electricity price is uncertain, uniform on [0.06, 0.14]: every PV is linear in it
    // (energy cost = kWh x price, nothing else reads it), so PV at quantile p is
    // PV(0.06) + p (PV(0.14) - PV(0.06)), read here from two runs with the price fixed.
    s.uncertainty->inputs = {
        {"tariffs.us-industrial.price_per_kwh", scenario::Distribution::Uniform, 0.06, 0, 0.14}};
    s.uncertainty->correlations.clear();
    REQUIRE(scenario::validate(s).empty());
    const MonteCarloResult r = run(s, 20000, 2);
    scenario::Scenario low = s, high = s;
    low.uncertainty->inputs[0].high = 0.06;
    high.uncertainty->inputs[0].low = 0.14;
    const double pvLow = run(low, 1, 1).options[2].pv.mean;
    const double pvHigh = run(high, 1, 1).options[2].pv.mean;
    REQUIRE(pvHigh > pvLow);
    // Linear indeed: the price halfway gives the PV halfway.
    scenario::Scenario mid = s;
    mid.uncertainty->inputs[0].low = mid.uncertainty->inputs[0].high = 0.10;
    CHECK(run(mid, 1, 1).options[2].pv.mean - pvLow == Approx((pvHigh - pvLow) / 2).epsilon(1e-9));
    const engine::PvStatistics& pv = r.options[2].pv;
    INFO("PV at 0.06 " << pvLow << ", at 0.14 " << pvHigh << "; P10 " << pv.p10 << ", P50 " << pv.p50
                       << ", P90 " << pv.p90);
    // The sample quantile of 20,000 uniform draws is within 0.02 of p (its standard error is at
    // most sqrt(0.25 / 20000) = 0.0035: 0.02 is more than five of them), so within 2 % of the
    // range here.
    const double range = pvHigh - pvLow;
    CHECK(std::fabs(pv.p10 - (pvLow + 0.10 * range)) < 0.02 * range);
    CHECK(std::fabs(pv.p50 - (pvLow + 0.50 * range)) < 0.02 * range);
    CHECK(std::fabs(pv.p90 - (pvLow + 0.90 * range)) < 0.02 * range);
    CHECK(std::fabs(pv.mean - (pvLow + 0.50 * range)) < 0.02 * range);
    // One input: it has the whole variance.
    CHECK(r.options[2].contributions == std::vector<double>{1.0});
}

TEST_CASE("monte carlo: the optimiser's risk limit keeps an option's rank correlations",
          "[risk][correlation]") {
    // "Buy 4x" (options[2]) with a P90 limit no mix can miss: the best mix is the cheapest by
    // PV, the same with or without correlation, and its risk figures are computed. Its PUE and
    // resale decline both raise its PV; correlated at 0.9 they move together, which widens the
    // PV's spread and raises its P90 above the independent run's with the same draws.
    scenario::Scenario s = test::exampleScenario();
    engine::OptimiseConstraints c;
    c.percentile = 90;
    c.budget = 1e12;
    c.trials = 4000;
    c.maxCounts = {6};
    const auto p90 = [&](const scenario::Scenario& x) {
        const engine::OptimiseResult r = engine::optimise(x, 2, c);
        REQUIRE(r.best.has_value());
        REQUIRE(r.best->risk.has_value());
        return std::pair{r.best->point.pv, r.best->risk->percentile};
    };
    const auto independent = p90(s);
    s.uncertainty->correlations = {
        {"options[2].sources[0].facility.pue", "options[2].sources[0].resale_decline_per_year", 0.9}};
    REQUIRE(scenario::validate(s).empty());
    const auto correlated = p90(s);
    CHECK(correlated.first == independent.first);  // the same mix
    CHECK(correlated.second > independent.second);
}
