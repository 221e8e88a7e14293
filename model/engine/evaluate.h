// The one engine call: evaluate(scenario) -> Result (DESIGN.md, Data flow). The scenario must
// have passed scenario::validate(); evaluate() never throws.
#pragma once

#include "model/engine/result.h"
#include "model/engine/sizing.h"
#include "model/scenario/scenario.h"

namespace gputco::engine {

struct EvaluateOptions {
    // Break-even utilisation costs ~200 re-evaluations per owning option; callers that
    // only need PVs (risk analysis) switch it off.
    bool breakEvenUtilisation = true;
    // The API break-even of each inference job with an API price (api_break_even.h): ~50
    // re-projections per option and priced job; nothing at all without a price.
    bool apiBreakEven = true;
    // The scenario's sizing (sizing.h) when the caller has it already: the app's controller
    // computes it once per evaluation and shows it too (issue #35), so it is not done twice.
    const SizingResult* sizing = nullptr;
};

Result evaluate(const scenario::Scenario& scenario, const EvaluateOptions& options = {});

// Index of finance.baseline among the options (the first option when unnamed or unknown).
std::size_t baselineIndex(const scenario::Scenario& scenario);

}  // namespace gputco::engine
