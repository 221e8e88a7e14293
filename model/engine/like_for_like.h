// The comparability check (issue #34): for every option against the baseline, the cost lines
// one carries and the other lacks, and the share of the demand each leaves unserved. An option
// without staff or storage looks cheaper than the baseline by what those lines cost; this
// says so, with the PV of each missing line, and never changes a figure (docs/methodology.md
// "Like for like").
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "model/engine/result.h"
#include "model/scenario/scenario.h"

namespace gputco::engine {

// Fills OptionResult::likeForLike of every option but the baseline, and adds a warning
// (WarningCode::NotLikeForLike, "not like for like: ...") to each option that differs from
// it. `result` is the scenario's evaluated result, before anything else reads it. `discount`: DF(t), t = 0 ..
// the horizon's months, at the scenario's rate (ProjectionContext::discount).
void addLikeForLike(const scenario::Scenario& s, Result& result, std::span<const double> discount);

// The check for one option against the baseline, on their results and inputs.
LikeForLike likeForLike(const scenario::Scenario& s, const scenario::Option& option,
                        const OptionResult& result, const scenario::Option& baseline,
                        const OptionResult& baselineResult, std::span<const double> discount);

// What differs, in the result document's English, for the warning (warnings.h,
// notLikeForLikeWarning) after its "not like for like: "; empty when the two are like for like.
std::string likeForLikeDifferences(const LikeForLike& check, const std::string& currency, int months);

}  // namespace gputco::engine
