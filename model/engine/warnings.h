// Plain-language warnings attached to an option's result, so that options which deliver
// different service are never silently compared (MODEL.md section 3).
#pragma once

#include <string>
#include <vector>

#include "model/engine/result.h"
#include "model/scenario/scenario.h"

namespace gputco::engine {

std::vector<std::string> optionWarnings(const scenario::Scenario& s, const scenario::Option& option,
                                        const OptionResult& result);

// 594813.2 -> "594,813": whole units with thousands separators, locale-free.
std::string groupedWhole(double value);

}  // namespace gputco::engine
