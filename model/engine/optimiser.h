// The capacity-mix optimiser (issue #21): how many owned nodes, reserved or subscribed
// instances and spot instances an option should hold for the least PV of cost, under a
// month-0 capex limit, an unserved-share limit and a risk limit (a percentile of PV over the
// scenario's uncertain inputs at most a budget). Exact over the integer grid: a best-first
// branch and bound whose bound (MixModel::bound) is never above the PV of any mix in a box,
// so no box it skips can hold a better mix (docs/methodology.md "The capacity-mix optimiser").
#pragma once

#include <atomic>
#include <cmath>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/engine/mix_model.h"
#include "model/scenario/scenario.h"

namespace gputco::engine {

struct OptimiseConstraints {
    std::optional<double> maxCapex;          // month-0 capex of the owned clusters
    std::optional<double> maxUnservedShare;  // of the demand's reference GPU-hours, 0..1
    // Risk limit: the `percentile` (1..99) of the mix's PV over `trials` Monte Carlo trials
    // of the scenario's uncertain inputs is at most `budget`.
    std::optional<int> percentile;
    std::optional<double> budget;
    int trials = 2000;
    std::optional<std::uint64_t> seed;  // the scenario's when none
    int threads = 1;
    // Per source index of the option, the most units searched (none: enough for the busiest
    // hour of the horizon).
    std::vector<std::optional<int>> maxCounts;
    int runnersUp = 5;
};

struct RiskFigures {
    double mean = 0;
    double percentile = 0;  // the constraint's percentile of PV
};

struct OptimisedMix {
    MixPoint point;
    std::optional<RiskFigures> risk;  // with a risk limit
};

struct OptimiseResult {
    std::vector<MixVariable> variables;
    std::optional<OptimisedMix> best;
    scenario::Option option;              // the best mix as an option, named "Optimised: …"
    std::vector<OptimisedMix> runnersUp;  // the next best feasible mixes, best first
    // With a risk limit: of the mixes whose trials were run, those no other beats on both the
    // mean and the percentile of PV, by mean.
    std::vector<OptimisedMix> frontier;
    std::vector<OptimisedMix> tried;  // every mix whose trials were run, in the order run
    // When no mix meets the constraints: which cannot be met, in words, and the cheapest mix
    // meeting the others.
    std::string infeasible;
    std::optional<OptimisedMix> nearest;
    // With a risk limit no mix meets: of the mixes whose trials were run (the nearest among
    // them), the one whose percentile of PV is the lowest (how close the budget can be come to).
    std::optional<OptimisedMix> lowestRisk;
    // The option's mix as the file has it, evaluated as the best is: what the best saves
    // against it is current->point.pv - best->point.pv (issue #34 item 6).
    std::optional<OptimisedMix> current;
    double gridSize = 0;
    std::size_t evaluations = 0;      // mixes evaluated exactly
    std::size_t boxesBounded = 0;     // boxes of the grid bounded
    std::size_t riskEvaluations = 0;  // mixes whose trials were run
    bool cancelled = false;

    // A runner-up whose PV is the best's to the cent: it differs only in a limit the load
    // never reaches (a spot cap above the spot instances ever started), the same plan in
    // effect; the app and the CLI say so beside it.
    bool tiesBest(const OptimisedMix& m) const {
        return best && std::abs(m.point.pv - best->point.pv) < 0.005;
    }
};

using OptimiseProgress = std::function<void(std::size_t evaluations)>;

// `scenario` must have passed scenario::validate(); `option` indexes its options.
OptimiseResult optimise(const scenario::Scenario& scenario, std::size_t option,
                        const OptimiseConstraints& constraints, const OptimiseProgress& progress = {},
                        const std::atomic<bool>* cancel = nullptr);

// The record an optimised option keeps of its search (scenario::OptimisedFrom), and back: the
// constraints to run that search again on the option `searched` (its source count). A seed
// is recorded only with a risk limit: the one the trials used.
scenario::OptimisedFrom optimisedFrom(const scenario::Scenario& scenario, std::size_t option,
                                      const OptimiseConstraints& constraints);
OptimiseConstraints constraintsOf(const scenario::OptimisedFrom& from, std::size_t sourceCount);
// The option an optimised option was searched from: by id, else by name; none when it is gone.
std::optional<std::size_t> searchedOption(const scenario::Scenario& scenario,
                                          const scenario::OptimisedFrom& from);

// Every mix of the grid evaluated (the tests' reference): the same answer, slowly.
OptimiseResult optimiseByExhaustiveSearch(const scenario::Scenario& scenario, std::size_t option,
                                          const OptimiseConstraints& constraints);

// The scenario reduced to `mix` in place of option `option`, alone, with the uncertain inputs
// that reach it (the scenario-wide ones and its own, renumbered; none that draws a count).
scenario::Scenario riskScenario(const scenario::Scenario& scenario, std::size_t option,
                                const scenario::Option& mix);

// The mix's risk figures: its PV over the trials of riskScenario() with the scenario's seed
// (common random numbers: every mix of an option gets the same draws). `mix` keeps every
// source of the option in its place (MixModel::riskOption).
RiskFigures mixRisk(const scenario::Scenario& scenario, std::size_t option, const scenario::Option& mix,
                    const OptimiseConstraints& constraints);

}  // namespace gputco::engine
