// Budget (DESIGN.md): evaluate the default scenario (4 options, 5 years, weekly profile) in
// under 1 ms on the 2-core machine. Run with `make bench`.
#include <benchmark/benchmark.h>

#include <QString>

#include "model/engine/evaluate.h"
#include "model/engine/option_model.h"
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

// The whole result document, break-even utilisation included.
void evaluateExample(benchmark::State& state) {
    const auto& s = example();
    for (auto _ : state) benchmark::DoNotOptimize(gputco::engine::evaluate(s));
}
BENCHMARK(evaluateExample)->Unit(benchmark::kMicrosecond);

// What the risk analysis needs per trial: every figure but the break-even search.
void evaluateExampleWithoutBreakEvenSearch(benchmark::State& state) {
    const auto& s = example();
    for (auto _ : state) benchmark::DoNotOptimize(gputco::engine::evaluate(s, {false}));
}
BENCHMARK(evaluateExampleWithoutBreakEvenSearch)->Unit(benchmark::kMicrosecond);

// The example with its demand as one inference service of a hosted API's price: the API
// break-even search on top (~50 re-projections per option), what an edit costs when a scenario
// has API prices. Without them evaluate() does no such search (evaluateExample above).
void evaluateExampleWithApiPrice(benchmark::State& state) {
    gputco::scenario::Scenario s = example();
    gputco::scenario::Jobs jobs;
    // 140,000 tokens/s of a 7B model at mfu 0.3: 24.07 reference GPUs, about the example's demand.
    gputco::scenario::InferenceJob chat = gputco::scenario::inferenceJob("chat", 140000, 7e9, 0.3);
    chat.apiInputPrice = 0.20;
    chat.apiOutputPrice = 0.60;
    jobs.inference.push_back(chat);
    s.demand.jobs = jobs;
    for (auto _ : state) benchmark::DoNotOptimize(gputco::engine::evaluate(s));
}
BENCHMARK(evaluateExampleWithApiPrice)->Unit(benchmark::kMicrosecond);

// One demand-dependent re-projection of the hybrid option, the break-even search's step.
void hybridPvAtScale(benchmark::State& state) {
    const auto& s = example();
    const gputco::engine::ProjectionContext context(s);
    const gputco::engine::OptionModel model(context, s.options[3]);
    double k = 1.0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(model.comparablePvAt(k));
        k = k > 2 ? 0.5 : k * 1.01;
    }
}
BENCHMARK(hybridPvAtScale)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
