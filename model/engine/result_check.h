// No inf or NaN leaves the engine (issue #14): validation bounds every input so that the
// arithmetic stays finite, and every output checks the result once more before it is shown
// or written. A figure that is not finite is named, never printed as "inf".
#pragma once

#include <string>
#include <vector>

#include "model/engine/result.h"

namespace gputco::engine {

// The figures of `result` that are not finite numbers, by their name in the result document
// ("options[1].pv_cost", "options[0].monthly.electricity_it[12]"); empty when all are. At most
// `limit` are listed.
std::vector<std::string> nonFiniteFigures(const Result& result, std::size_t limit = 5);

}  // namespace gputco::engine
