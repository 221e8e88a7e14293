// The analyses beyond one evaluation that a report prints (issue #35): the risk analysis of a
// scenario with uncertain inputs (the tornado and the Monte Carlo, MODEL.md section 8) and each
// optimised option's search run again on the scenario's current inputs (issue #21). One
// function computes them for the app's controller and for the CLI, so that the report itself
// consumes plain values and calls no analysis.
#pragma once

#include <atomic>
#include <functional>
#include <optional>
#include <vector>

#include "model/engine/monte_carlo.h"
#include "model/engine/optimiser.h"
#include "model/engine/sensitivity.h"
#include "model/scenario/scenario.h"

namespace gputco::engine {

struct RiskAnalysis {
    SensitivityResult sensitivity;
    MonteCarloResult monteCarlo;
    // The spider (sensitivity.h) of each option tornadoOptions() names, in that order: the
    // report draws a tornado for each (rankedFor, from `sensitivity`) and its spider beside it.
    std::vector<SpiderResult> spiders;
};

// The options the report draws a tornado for against the baseline (issue #36): each other
// option that has uncertain inputs of its own (a path in options[i]), in option order; with
// none, the one optionOfInputs() picks (MODEL.md's compared option). Empty when the scenario
// has no option but the baseline.
std::vector<std::size_t> tornadoOptions(const scenario::Scenario& scenario,
                                        const SensitivityResult& sensitivity);

// One optimised option (scenario::OptimisedFrom) and its search run again.
struct ReOptimisation {
    std::size_t option = 0;               // the optimised option
    std::optional<std::size_t> searched;  // the option it was searched from, while the scenario has it
    OptimiseConstraints constraints;
    std::optional<OptimiseResult> result;  // the search run again; none without `searched`
    bool holdsBest = false;                // the option's sources are those of the best mix found again
    bool riskDropped = false;  // a risk limit, left out: the scenario lists no uncertain input now
};

struct Analyses {
    std::optional<RiskAnalysis> risk;  // none when the scenario lists no uncertain input
    std::vector<ReOptimisation> optimisations;
};

// Percent done, 0..100, from the worker's thread.
using PercentProgress = std::function<void(int percent)>;

// The tornado and the Monte Carlo of a valid scenario with its own trials and seed; nullopt
// without uncertain inputs. `done`, when given, is a finished run of this very scenario with
// those trials and seed (the app's Risk page ran it): it is taken as it is, not run again.
// Deterministic: the seed alone decides the numbers, on any number of threads.
std::optional<RiskAnalysis> riskAnalysis(const scenario::Scenario& scenario,
                                         const MonteCarloResult* done = nullptr,
                                         const PercentProgress& progress = {},
                                         const std::atomic<bool>* cancel = nullptr);

// One entry per optimised option, in option order (empty when none); a cancelled search says
// so in its result. `threads`: 0 for every core (the answer is the same on any count).
std::vector<ReOptimisation> reOptimisations(const scenario::Scenario& scenario,
                                            const PercentProgress& progress = {},
                                            const std::atomic<bool>* cancel = nullptr, int threads = 0);

// Both, with one progress from 0 to 100 (the trials weigh most).
Analyses analyses(const scenario::Scenario& scenario, const MonteCarloResult* done = nullptr,
                  const PercentProgress& progress = {}, const std::atomic<bool>* cancel = nullptr);

}  // namespace gputco::engine
