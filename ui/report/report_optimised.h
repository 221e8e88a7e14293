// The optimised options' pages (issue #21): for each option the capacity-mix optimiser found
// (scenario::OptimisedFrom), the limits it was searched under, the search run again on the
// scenario's current inputs (the best mix, the runners-up, and with a risk limit the frontier
// chart), and whether the option still holds the best mix.
#pragma once

#include <QString>
#include <atomic>
#include <functional>
#include <optional>
#include <vector>

#include "model/engine/optimiser.h"
#include "model/scenario/scenario.h"

namespace gputco::ui::report {

class ReportCharts;

struct ReportOptimisation {
    std::size_t option = 0;               // the optimised option
    std::optional<std::size_t> searched;  // the option it was searched from, while the scenario has it
    engine::OptimiseConstraints constraints;
    std::optional<engine::OptimiseResult> result;  // the search run again; none without `searched`
    bool holdsBest = false;    // the option's sources are those of the best mix found again
    bool riskDropped = false;  // a risk limit, left out: the scenario lists no uncertain input now
};

// One entry per optimised option of a valid scenario, in option order (empty when none).
// `progress` gets the percent done; `cancel` stops the searches (an entry's result then says
// it was cancelled). Deterministic: the recorded limits and seed decide the numbers.
std::vector<ReportOptimisation> computeReportOptimisations(
    const scenario::Scenario& scenario, const std::function<void(int percent)>& progress = {},
    const std::atomic<bool>* cancel = nullptr);

// The pages' HTML (the frontier charts placed through `charts`); empty without an entry.
QString optimisedSectionHtml(const std::vector<ReportOptimisation>& optimisations,
                             const scenario::Scenario& scenario, ReportCharts& charts);

}  // namespace gputco::ui::report
