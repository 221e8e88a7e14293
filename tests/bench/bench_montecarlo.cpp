// Budgets (DESIGN.md): Monte Carlo, 100,000 trials of the default scenario, under 2 s on both
// cores (and at least 1.7x faster on 2 threads than on 1); a tornado over 20 inputs under
// 100 ms. Run with `make bench`.
#include <benchmark/benchmark.h>

#include <QString>

#include "model/engine/monte_carlo.h"
#include "model/engine/risk_model.h"
#include "model/engine/sensitivity.h"
#include "model/io/scenario_reader.h"

namespace {

const gputco::scenario::Scenario& example() {
    static const gputco::scenario::Scenario s = [] {
        auto read = gputco::io::readScenarioFile(
            QStringLiteral(GPUTCO_SOURCE_DIR "/resources/examples/a100-buy-vs-rent.gputco"));
        if (!read.ok()) std::abort();
        return *read.scenario;
    }();
    return s;
}

// 100,000 trials of the example's five inputs on state.range(0) threads; items are trials.
void monteCarloExample(benchmark::State& state) {
    gputco::engine::MonteCarloSettings settings;
    settings.trials = 100'000;
    settings.seed = 20261202;
    settings.threads = static_cast<int>(state.range(0));
    for (auto _ : state) benchmark::DoNotOptimize(gputco::engine::monteCarlo(example(), settings));
    state.SetItemsProcessed(state.iterations() * settings.trials);
}
BENCHMARK(monteCarloExample)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);

// The same with two rank correlations (issue #36: correlation included in the goal): the
// electricity price with demand growth, the PUE against the resale decline.
void monteCarloCorrelated(benchmark::State& state) {
    gputco::scenario::Scenario s = example();
    s.uncertainty->correlations = {
        {"tariffs.us-industrial.price_per_kwh", "demand.growth_per_year", 0.8},
        {"options[2].sources[0].facility.pue", "options[2].sources[0].resale_decline_per_year", -0.6}};
    gputco::engine::MonteCarloSettings settings;
    settings.trials = 100'000;
    settings.seed = 20261202;
    settings.threads = static_cast<int>(state.range(0));
    for (auto _ : state) benchmark::DoNotOptimize(gputco::engine::monteCarlo(s, settings));
    state.SetItemsProcessed(state.iterations() * settings.trials);
}
BENCHMARK(monteCarloCorrelated)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);

// One trial: draw the inputs and price every option.
void oneTrial(benchmark::State& state) {
    gputco::engine::RiskModel model(example());
    std::vector<double> values(model.inputCount()), pvs(model.optionCount());
    std::uint64_t t = 0;
    for (auto _ : state) {
        model.draw(1, t++, values);
        model.pvs(values, pvs);
        benchmark::DoNotOptimize(pvs.data());
    }
}
BENCHMARK(oneTrial)->Unit(benchmark::kMicrosecond);

// The tornado over 20 inputs: the example's five, and fifteen more across every option.
gputco::scenario::Scenario twentyInputs() {
    gputco::scenario::Scenario s = example();
    using gputco::scenario::Distribution;
    const auto add = [&s](std::string path, double low, double mode, double high) {
        s.uncertainty->inputs.push_back({std::move(path), Distribution::Triangular, low, mode, high, 0, 0});
    };
    add("finance.discount_rate", 0.05, 0.08, 0.12);
    add("tax.rate", 0.15, 0.21, 0.28);
    add("demand.interruptible_share", 0.3, 0.5, 0.7);
    add("demand.unserved_cost_per_hour", 2, 4, 8);
    add("tariffs.us-industrial.escalation_per_year", 0, 0.02, 0.05);
    add("options[0].sources[0].price_per_hour", 18, 21.957642, 24);
    add("options[0].staff.fte", 0.1, 0.25, 0.5);
    add("options[1].sources[0].price_per_hour", 9, 10.2857, 12);
    add("options[1].sources[1].price_per_hour", 25, 29.38708, 32);
    add("options[2].sources[0].server_price", 170000, 199000, 230000);
    add("options[2].sources[0].availability", 0.9, 0.97, 1.0);
    add("options[2].staff.fte", 0.5, 1.0, 1.5);
    add("options[3].sources[0].server_price", 170000, 199000, 230000);
    add("options[3].sources[1].price_per_hour", 5, 7, 12);
    add("options[3].sources[0].financing.rate", 0.04, 0.065, 0.09);
    return s;
}

void tornadoTwentyInputs(benchmark::State& state) {
    const gputco::scenario::Scenario s = twentyInputs();
    if (s.uncertainty->inputs.size() != 20) std::abort();
    for (auto _ : state) benchmark::DoNotOptimize(gputco::engine::sensitivity(s));
}
BENCHMARK(tornadoTwentyInputs)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
