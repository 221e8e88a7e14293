#include "model/engine/monte_carlo.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <span>
#include <system_error>
#include <thread>

#include "model/engine/call_audit.h"
#include "model/engine/evaluate.h"
#include "model/engine/risk_model.h"

namespace gputco::engine {

namespace {

// Trials are handed out in chunks: small enough to balance two cores and to answer a cancel
// quickly, large enough that taking one costs nothing.
constexpr int kChunkTrials = 256;
constexpr int kMaxThreads = 64;

int threadCount(int requested, int trials) {
    int n = requested >= 1 ? requested : static_cast<int>(std::thread::hardware_concurrency());
    const int chunks = (trials + kChunkTrials - 1) / kChunkTrials;
    return std::clamp(std::min(n, chunks), 1, kMaxThreads);
}

// The mean and its standard error, summed over the trials in trial order.
PvStatistics moments(const std::vector<double>& values) {
    PvStatistics s;
    const double n = static_cast<double>(values.size());
    double sum = 0;
    for (double v : values) sum += v;
    s.mean = sum / n;
    double squares = 0;
    for (double v : values) squares += (v - s.mean) * (v - s.mean);
    s.standardError = values.size() > 1 ? std::sqrt(squares / (n - 1) / n) : 0.0;
    return s;
}

}  // namespace

double percentileOfSorted(const std::vector<double>& sorted, double p) {
    if (sorted.empty()) return 0;
    const double rank = std::clamp(p, 0.0, 1.0) * static_cast<double>(sorted.size() - 1);
    const auto below = static_cast<std::size_t>(std::floor(rank));
    const std::size_t above = std::min(below + 1, sorted.size() - 1);
    return sorted[below] + (rank - static_cast<double>(below)) * (sorted[above] - sorted[below]);
}

MonteCarloResult monteCarlo(const scenario::Scenario& scenario, const MonteCarloSettings& settings,
                            const MonteCarloProgress& progress, const std::atomic<bool>* cancel) {
    const EngineCall audited(EntryPoint::MonteCarlo);  // call_audit.h
    MonteCarloResult result;
    result.seed = settings.seed;
    result.baseline = baselineIndex(scenario);
    const int trials = std::max(1, settings.trials);
    RiskModel prototype(scenario);
    const std::size_t options = prototype.optionCount();
    if (options == 0) return result;

    // Trial-major: trial t's PVs are pvs[t * options .. + options). Each trial writes only
    // its own cells, so threads share nothing but the chunk counter.
    std::vector<double> pvs(static_cast<std::size_t>(trials) * options);
    std::atomic<int> nextChunk{0};
    std::atomic<int> done{0};
    std::atomic<bool> stopped{false};
    const auto work = [&](RiskModel& model, bool reports) {
        std::vector<double> values(model.inputCount());
        for (;;) {
            if (cancel && cancel->load(std::memory_order_relaxed)) {
                stopped = true;
                return;
            }
            const int begin = nextChunk.fetch_add(1) * kChunkTrials;
            if (begin >= trials) return;
            const int end = std::min(trials, begin + kChunkTrials);
            for (int t = begin; t < end; ++t) {
                model.draw(settings.seed, static_cast<std::uint64_t>(t), values);
                model.pvs(values,
                          std::span<double>(pvs.data() + static_cast<std::size_t>(t) * options, options));
            }
            const int total = done.fetch_add(end - begin) + (end - begin);
            if (reports && progress) progress(total, trials);
        }
    };

    result.threads = threadCount(settings.threads, trials);
    std::vector<std::unique_ptr<RiskModel>> models;
    std::vector<std::thread> helpers;
    for (int i = 1; i < result.threads; ++i) {
        models.push_back(std::make_unique<RiskModel>(prototype));
        try {
            helpers.emplace_back(work, std::ref(*models.back()), false);
        } catch (const std::system_error&) {
            break;  // fewer threads: the same numbers, later
        }
    }
    result.threads = static_cast<int>(helpers.size()) + 1;
    work(prototype, true);  // the calling thread works too, and reports progress
    for (auto& t : helpers) t.join();
    if (stopped) {
        result.cancelled = true;
        result.trials = done.load();
        return result;
    }
    result.trials = trials;
    if (progress) progress(trials, trials);

    // Being cheapest and beating the baseline, trial by trial; the range of every PV for the
    // shared histogram bins.
    const auto count = static_cast<std::size_t>(trials);
    std::vector<double> cheapest(options, 0.0);
    std::vector<int> beats(options, 0);
    double lowest = pvs[0], highest = pvs[0];
    for (std::size_t t = 0; t < count; ++t) {
        const double* row = pvs.data() + t * options;
        const auto [minimum, maximum] = std::minmax_element(row, row + options);
        lowest = std::min(lowest, *minimum);
        highest = std::max(highest, *maximum);
        const auto ties = static_cast<double>(std::count(row, row + options, *minimum));
        for (std::size_t i = 0; i < options; ++i) {
            if (row[i] == *minimum) cheapest[i] += 1.0 / ties;
            if (row[i] < row[result.baseline]) ++beats[i];
        }
    }
    result.histogramLow = lowest;
    result.histogramBinWidth = (highest - lowest) / kHistogramBins;

    // Option by option, on the same threads (each option's figures are its own, so the
    // thread count changes nothing): its column of PVs in trial order for the moments, then
    // sorted for the percentiles and the histogram.
    result.options.resize(options);
    std::atomic<std::size_t> nextOption{0};
    const auto describe = [&] {
        std::vector<double> column(count);
        const auto summary = [&column] {  // of `column`, which it sorts
            PvStatistics s = moments(column);
            std::sort(column.begin(), column.end());
            s.p5 = percentileOfSorted(column, 0.05);
            s.p50 = percentileOfSorted(column, 0.50);
            s.p95 = percentileOfSorted(column, 0.95);
            return s;
        };
        for (std::size_t i = nextOption.fetch_add(1); i < options; i = nextOption.fetch_add(1)) {
            OptionRisk& o = result.options[i];
            o.name = scenario.options[i].name;
            o.isBaseline = i == result.baseline;
            if (!o.isBaseline) {
                for (std::size_t t = 0; t < count; ++t)
                    column[t] = pvs[t * options + result.baseline] - pvs[t * options + i];
                o.saving = summary();
            }
            for (std::size_t t = 0; t < count; ++t) column[t] = pvs[t * options + i];
            o.pv = summary();
            o.pCheapest = cheapest[i] / trials;
            if (!o.isBaseline) o.pBeatsBaseline = static_cast<double>(beats[i]) / trials;
            for (int p = 0; p <= 100; ++p) o.percentiles.push_back(percentileOfSorted(column, p / 100.0));
            o.histogram.assign(kHistogramBins, 0);
            for (double v : column) {
                const int bin = result.histogramBinWidth > 0
                                    ? static_cast<int>((v - lowest) / result.histogramBinWidth)
                                    : 0;
                ++o.histogram[static_cast<std::size_t>(std::clamp(bin, 0, kHistogramBins - 1))];
            }
        }
    };
    std::vector<std::thread> describers;
    for (int i = 1; i < result.threads && static_cast<std::size_t>(i) < options; ++i) {
        try {
            describers.emplace_back(describe);
        } catch (const std::system_error&) {
            break;
        }
    }
    describe();
    for (auto& t : describers) t.join();
    if (settings.keepTrials) result.trialPvs = std::move(pvs);
    return result;
}

}  // namespace gputco::engine
