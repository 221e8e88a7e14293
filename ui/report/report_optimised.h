// The optimised options' pages (issue #21): for each option the capacity-mix optimiser found
// (scenario::OptimisedFrom), the limits it was searched under, the search run again on the
// scenario's current inputs (the best mix, the runners-up, and with a risk limit the frontier
// chart), and whether the option still holds the best mix.
#pragma once

#include <QString>
#include <vector>

#include "model/engine/analyses.h"
#include "model/scenario/scenario.h"

namespace gputco::ui::report {

class ReportCharts;

// One optimised option and its search run again (computed by the app's controller or the CLI,
// engine/analyses.h).
using ReportOptimisation = engine::ReOptimisation;

// The pages' HTML (the frontier charts placed through `charts`); empty without an entry.
QString optimisedSectionHtml(const std::vector<ReportOptimisation>& optimisations,
                             const scenario::Scenario& scenario, ReportCharts& charts);

}  // namespace gputco::ui::report
