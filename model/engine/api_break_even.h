// API break-even (issue #17; docs/methodology.md "Sizing"): for each option and each inference
// service with a hosted API's price, the lowest steady token rate at which serving it on the
// option costs at most that price per million tokens. The engine is re-run at trial rates of
// that service (the other jobs unchanged): a log-scale scan over nine decades, four points a
// decade, then bisection of the first interval where the option gets there, to 0.1 %.
#pragma once

#include <memory>
#include <vector>

#include "model/engine/option_model.h"
#include "model/engine/result.h"
#include "model/engine/sizing.h"
#include "model/scenario/scenario.h"

namespace gputco::engine {

// The scan's range, as multiples of the entered rate (tokens_per_second; the peak rate when
// that is 0; 1,000 tokens per second when both are).
inline constexpr double kApiBreakEvenLowest = 1e-6;
inline constexpr double kApiBreakEvenHighest = 1e3;
inline constexpr int kApiBreakEvenPointsPerDecade = 4;
inline constexpr double kApiBreakEvenTolerance = 1e-3;  // relative

// Fills each option's apiBreakEven from `models` (one per option of `context`'s scenario, as
// evaluate() builds them) and `sized` (its sizing). Costs nothing when no job has an API price.
void addApiBreakEven(const ProjectionContext& context,
                     const std::vector<std::unique_ptr<OptionModel>>& models, const SizingResult& sized,
                     Result& result);

// The same for a scenario and its result, building what it needs: for callers that evaluated
// with EvaluateOptions::apiBreakEven off (the app, in the background). `s` must have passed
// scenario::validate().
void addApiBreakEven(const scenario::Scenario& s, Result& result);

}  // namespace gputco::engine
