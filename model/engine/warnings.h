// Plain-language warnings attached to an option's result, so that options which deliver
// different service are never silently compared (MODEL.md section 3). Each is a code and its
// named arguments (result.h, Warning); the functions below make one, with the result
// document's English sentence, so that the sentence and the arguments never disagree.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "model/engine/result.h"
#include "model/scenario/scenario.h"

namespace gputco::engine {

std::vector<Warning> optionWarnings(const scenario::Scenario& s, const scenario::Option& option,
                                    const OptionResult& result);

// "unserved demand: 14,016 reference GPU-hours".
Warning unservedDemandWarning(double referenceGpuHours);
// "commitment past the horizon: 1,234,568 USD of reserved terms and leases falls after month
// 36; not counted (commitments_at_horizon: prorate)" (or "; paid at the horizon (... settle)").
Warning commitmentPastHorizonWarning(double amount, const std::string& currency, int horizonMonths,
                                     bool settled);
// "not like for like: " + differences (like_for_like.h, likeForLikeWarning's words).
Warning notLikeForLikeWarning(std::string differences);
// "sources[0]: the MIG slice 2g.10gb of A100-40GB-SXM4 holds 10.0 GB, less than the 16.1 GB the
// inference job \"Llama 3 8B\" needs: it cannot serve that job".
Warning sliceTooSmallWarning(std::size_t source, std::string profile, std::string gpu, double sliceGb,
                             double needGb, std::string job);

// 594813.2 -> "594,813": whole units with thousands separators, locale-free.
std::string groupedWhole(double value);

}  // namespace gputco::engine
