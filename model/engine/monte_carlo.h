// Monte Carlo (MODEL.md section 8, docs/methodology.md "Risk"): `trials` draws of every
// uncertain input at once, the same draws for every option (common random numbers), giving
// per option the distribution of its comparable PV, the probability that it is the cheapest
// and that it beats the baseline. Rank-correlated inputs have their draws reordered by the
// Iman-Conover method (rank_correlation.h) before any trial is evaluated. A function of the
// seed alone: trial i's draws depend only on (seed, i), the reordering only on all the draws,
// and every statistic is taken over the trials in their order after all threads are done, so
// any thread count gives the same numbers to the last bit.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/scenario/scenario.h"

namespace gputco::engine {

struct MonteCarloSettings {
    int trials = 10000;
    std::uint64_t seed = 1;
    int threads = 1;  // < 1: one per hardware thread
    // Keep every trial's PVs in the result (the audit workbook's Risk sheet lists them).
    bool keepTrials = false;
    // Each input's contribution to the variance of each option's figures (OptionRisk): a sort
    // per input and per option, which the optimiser's risk limit does not read.
    bool contributions = true;
};

struct PvStatistics {
    double mean = 0;
    double standardError = 0;  // of the mean: sample standard deviation / sqrt(trials)
    double p5 = 0, p10 = 0, p50 = 0, p90 = 0, p95 = 0;
};

// A target rank correlation (scenario uncertainty.correlations[correlation]) and the Spearman
// correlation the trials achieved.
struct AchievedCorrelation {
    std::size_t correlation = 0;
    double target = 0;
    double achieved = 0;
};

struct OptionRisk {
    std::string name;
    bool isBaseline = false;
    PvStatistics pv;
    // Of the saving against the baseline, PV(baseline) - PV(option), trial by trial (the
    // distribution of npv_savings); none for the baseline itself.
    std::optional<PvStatistics> saving;
    double pCheapest = 0;                  // ties split evenly: the options' values sum to 1
    std::optional<double> pBeatsBaseline;  // strictly cheaper; none for the baseline itself
    std::vector<double> percentiles;       // the CDF: PV at 0, 1, ..., 100 %
    std::vector<int> histogram;            // trials per bin of MonteCarloResult's bins
    // Per uncertain input (in the scenario's order), as @RISK reports it: the Spearman
    // correlation of the input's draws with the option's saving (its PV for the baseline), and
    // its share of their sum of squares, the input's contribution to the variance (the shares
    // sum to 1; all 0 when nothing varies). Empty when not asked for.
    std::vector<double> rankCorrelations;
    std::vector<double> contributions;
};

struct MonteCarloResult {
    int trials = 0;  // completed (all of them unless cancelled)
    std::uint64_t seed = 0;
    int threads = 1;
    bool cancelled = false;  // no statistics then
    std::size_t baseline = 0;
    std::vector<OptionRisk> options;
    // Histogram bins, shared by all options so that they can be drawn on one axis:
    // bin b covers [histogramLow + b w, histogramLow + (b + 1) w), the last one closed.
    double histogramLow = 0;
    double histogramBinWidth = 0;
    // Trial-major, trial t's PVs at [t * options, (t + 1) * options): only with keepTrials.
    std::vector<double> trialPvs;
    // One per rank correlation of the scenario that names two of its inputs, in file order.
    std::vector<AchievedCorrelation> correlations;
};

inline constexpr int kHistogramBins = 40;

// Called on the calling thread with the trials done so far and the total.
using MonteCarloProgress = std::function<void(int done, int total)>;

// `scenario` must have passed scenario::validate() and have an uncertainty section.
// `cancel` (may be null) stops the run soon after it is set; the result is then cancelled.
MonteCarloResult monteCarlo(const scenario::Scenario& scenario, const MonteCarloSettings& settings,
                            const MonteCarloProgress& progress = {},
                            const std::atomic<bool>* cancel = nullptr);

// The p-quantile (p in [0, 1]) of sorted values by linear interpolation between order
// statistics, as the spreadsheet's PERCENTILE.INC.
double percentileOfSorted(const std::vector<double>& sorted, double p);

}  // namespace gputco::engine
