// Where the value at a field path came from: the source and as-of date that the catalog row
// copied into the scenario carried (the source, tariff or GPU model the path is inside).
#pragma once

#include <string>

#include "model/scenario/scenario.h"

namespace gputco::scenario {

// Null when the path is not inside a source, tariff or GPU model, or names none that exists.
const Provenance* provenanceAt(const Scenario& s, const std::string& path);

}  // namespace gputco::scenario
