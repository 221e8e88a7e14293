#include "model/engine/monte_carlo.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <mutex>
#include <span>
#include <system_error>
#include <thread>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "model/engine/call_audit.h"
#include "model/engine/evaluate.h"
#include "model/engine/parallel_for.h"
#include "model/engine/radix_sort.h"
#include "model/engine/rank_correlation.h"
#include "model/engine/risk_model.h"
#include "model/scenario/correlation_matrix.h"

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

// The draws kept for a whole run (inputs x trials doubles): past this, only the correlated
// inputs' columns are kept (Iman-Conover needs them whole) and contributions to variance are
// not computed; 1 GiB, far beyond 100,000 trials of a thousand inputs.
constexpr std::size_t kMaxKeptDraws = std::size_t{1} << 27;

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

// A run allocates tens of megabytes (the draws, the PVs, the sorts' buffers) and frees them at
// its end. glibc hands blocks this large back to the kernel at once (mmap), or trims the heap
// above 128 KiB free, so every run, and every sort within one, touched fresh pages again: on a
// virtual machine that costs about 14 us a 4 KiB page, 3.5 ms a megabyte, which was a third of
// a correlated run. Kept in the heap (up to 256 MiB free), the next block reuses them.
void keepFreedMemoryForReuse() {
#if defined(__GLIBC__)
    static std::once_flag once;
    std::call_once(once, [] {
        mallopt(M_MMAP_THRESHOLD, 64 << 20);
        mallopt(M_TRIM_THRESHOLD, 256 << 20);
    });
#endif
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
    keepFreedMemoryForReuse();
    MonteCarloResult result;
    result.seed = settings.seed;
    result.baseline = baselineIndex(scenario);
    const int trials = std::max(1, settings.trials);
    RiskModel prototype(scenario);
    const std::size_t options = prototype.optionCount();
    if (options == 0) return result;
    const auto count = static_cast<std::size_t>(trials);
    const std::size_t inputs = prototype.inputCount();
    const std::size_t chunks = (count + kChunkTrials - 1) / kChunkTrials;
    result.threads = threadCount(settings.threads, trials);
    const auto cancelled = [cancel] { return cancel && cancel->load(std::memory_order_relaxed); };

    // The draws, one contiguous column of trials per input: every input's when the run is of a
    // sensible size, else only those Iman-Conover reorders.
    const scenario::CorrelationTargets targets = scenario.uncertainty
                                                     ? scenario::correlationTargets(*scenario.uncertainty)
                                                     : scenario::CorrelationTargets{};
    const bool correlate = targets.inputs.size() >= 2 && scenario::isValidCorrelation(targets.matrix);
    const bool keepAll = inputs * count <= kMaxKeptDraws;
    constexpr std::size_t kNotKept = static_cast<std::size_t>(-1);
    std::vector<std::size_t> columnOf(inputs, kNotKept);
    std::size_t kept = 0;
    for (std::size_t i = 0; i < inputs; ++i)
        if (keepAll || (correlate && std::binary_search(targets.inputs.begin(), targets.inputs.end(), i)))
            columnOf[i] = kept++;
    // Uninitialised (every cell is drawn before it is read): zeroing it on the one thread cost
    // as much as drawing it on both.
    const auto draws = std::make_unique_for_overwrite<double[]>(kept * count);
    const auto column = [&](std::size_t input) {
        return std::span<double>(draws.get() + columnOf[input] * count, count);
    };
    if (kept > 0)
        forEachOnThreads(result.threads, chunks, [&](int, std::size_t chunk) {
            if (cancelled()) return;  // a huge run's draws take a while too
            std::vector<double> values(inputs);
            for (std::size_t t = chunk * kChunkTrials; t < std::min(count, (chunk + 1) * kChunkTrials); ++t) {
                prototype.draw(settings.seed, t, values);
                for (std::size_t i = 0; i < inputs; ++i)
                    if (columnOf[i] != kNotKept) draws[columnOf[i] * count + t] = values[i];
            }
        });
    if (cancelled()) {
        result.cancelled = true;
        result.trials = 0;
        return result;
    }
    if (correlate) {
        std::vector<std::span<double>> columns;
        for (std::size_t i : targets.inputs) columns.push_back(column(i));
        imanConover(targets.matrix, columns, result.threads);
    }

    // Trial-major: trial t's PVs are pvs[t * options .. + options). Each trial writes only
    // its own cells, so threads share nothing but the chunk counter.
    const auto pvs = std::make_unique_for_overwrite<double[]>(count * options);
    std::vector<std::unique_ptr<RiskModel>> copies;
    for (int i = 1; i < result.threads; ++i) copies.push_back(std::make_unique<RiskModel>(prototype));
    std::atomic<int> done{0};
    std::atomic<bool> stopped{false};
    result.threads = forEachOnThreads(result.threads, chunks, [&](int worker, std::size_t chunk) {
        if (stopped.load(std::memory_order_relaxed) || cancelled()) {
            stopped = true;
            return;
        }
        RiskModel& model = worker == 0 ? prototype : *copies[static_cast<std::size_t>(worker - 1)];
        std::vector<double> values(inputs);
        const std::size_t begin = chunk * kChunkTrials, end = std::min(count, begin + kChunkTrials);
        for (std::size_t t = begin; t < end; ++t) {
            if (!keepAll) model.draw(settings.seed, t, values);
            for (std::size_t i = 0; i < inputs; ++i)
                if (columnOf[i] != kNotKept) values[i] = draws[columnOf[i] * count + t];
            model.pvs(values, std::span<double>(pvs.get() + t * options, options));
        }
        const int total = done.fetch_add(static_cast<int>(end - begin)) + static_cast<int>(end - begin);
        if (worker == 0 && progress) progress(total, trials);
    });
    if (stopped) {
        result.cancelled = true;
        result.trials = done.load();
        return result;
    }
    result.trials = trials;
    if (progress) progress(trials, trials);

    // Each kept input's ranks, for what the correlation achieved and what each input
    // contributes to each option's variance.
    const bool contributions = settings.contributions && keepAll;
    std::vector<std::vector<double>> inputRanks(inputs);
    forEachOnThreads(result.threads, inputs, [&](int, std::size_t i) {
        const bool correlated =
            correlate && std::binary_search(targets.inputs.begin(), targets.inputs.end(), i);
        if (columnOf[i] != kNotKept && (contributions || correlated)) inputRanks[i] = averageRanks(column(i));
    });
    if (correlate)
        for (std::size_t k = 0; k < targets.cells.size(); ++k) {
            if (!targets.cells[k].used) continue;
            const std::size_t a = targets.inputs[targets.cells[k].row],
                              b = targets.inputs[targets.cells[k].column];
            result.correlations.push_back({k,
                                           targets.matrix.at(targets.cells[k].row, targets.cells[k].column),
                                           pearson(inputRanks[a], inputRanks[b])});
        }

    // Being cheapest and beating the baseline, trial by trial; the range of every PV for the
    // shared histogram bins.
    std::vector<double> cheapest(options, 0.0);
    std::vector<int> beats(options, 0);
    double lowest = pvs[0], highest = pvs[0];
    for (std::size_t t = 0; t < count; ++t) {
        const double* row = pvs.get() + t * options;
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
    // thread count changes nothing): its column of PVs in trial order for the moments and the
    // contributions to variance, then sorted for the percentiles and the histogram.
    result.options.resize(options);
    std::vector<std::vector<double>> columns(static_cast<std::size_t>(result.threads),
                                             std::vector<double>(count));
    forEachOnThreads(result.threads, options, [&](int worker, std::size_t i) {
        std::vector<double>& values = columns[static_cast<std::size_t>(worker)];
        const auto summary = [&values] {  // of `values`, which it sorts
            PvStatistics s = moments(values);
            sortAscending(values);
            s.p5 = percentileOfSorted(values, 0.05);
            s.p10 = percentileOfSorted(values, 0.10);
            s.p50 = percentileOfSorted(values, 0.50);
            s.p90 = percentileOfSorted(values, 0.90);
            s.p95 = percentileOfSorted(values, 0.95);
            return s;
        };
        OptionRisk& o = result.options[i];
        o.name = scenario.options[i].name;
        o.isBaseline = i == result.baseline;
        // The figure whose variance the inputs share: the saving, or the baseline's own PV.
        const auto contribute = [&] {
            if (!contributions) return;
            const std::vector<double> ranks = averageRanks(values);
            double sum = 0;
            for (std::size_t k = 0; k < inputs; ++k) {
                const double r = pearson(inputRanks[k], ranks);
                o.rankCorrelations.push_back(r);
                sum += r * r;
            }
            for (double r : o.rankCorrelations) o.contributions.push_back(sum > 0 ? r * r / sum : 0.0);
        };
        if (!o.isBaseline) {
            for (std::size_t t = 0; t < count; ++t)
                values[t] = pvs[t * options + result.baseline] - pvs[t * options + i];
            contribute();
            o.saving = summary();
        }
        for (std::size_t t = 0; t < count; ++t) values[t] = pvs[t * options + i];
        if (o.isBaseline) contribute();
        o.pv = summary();
        o.pCheapest = cheapest[i] / trials;
        if (!o.isBaseline) o.pBeatsBaseline = static_cast<double>(beats[i]) / trials;
        for (int p = 0; p <= 100; ++p) o.percentiles.push_back(percentileOfSorted(values, p / 100.0));
        o.histogram.assign(kHistogramBins, 0);
        for (double v : values) {
            const int bin =
                result.histogramBinWidth > 0 ? static_cast<int>((v - lowest) / result.histogramBinWidth) : 0;
            ++o.histogram[static_cast<std::size_t>(std::clamp(bin, 0, kHistogramBins - 1))];
        }
    });
    if (settings.keepTrials) result.trialPvs.assign(pvs.get(), pvs.get() + count * options);
    return result;
}

}  // namespace gputco::engine
