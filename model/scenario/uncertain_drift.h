// An uncertain input whose distribution has moved away from the scenario's own value: the
// value was edited after its distribution was set (demand raised from 24 to 30, the
// distribution still 16 / 24 / 40). The Monte Carlo draws from the distribution, so its
// expected figures do not follow the edit; the app and `gputco-cli validate` say so rather
// than show two figures that rest on different assumptions side by side.
#pragma once

#include <optional>
#include <vector>

#include "model/scenario/scenario.h"

namespace gputco::scenario {

struct UncertainDrift {
    std::size_t input = 0;  // index in uncertainty.inputs
    double value = 0;       // the scenario's value of the field
    // The distribution's centre, when it has one: the most likely value (triangular, PERT) or
    // the mean (normal, lognormal); none for uniform, which has no favoured value.
    std::optional<double> centre;
    // The range the draws stay in, when the distribution has one: [low, high] (uniform,
    // triangular, PERT; normal and lognormal when truncated).
    std::optional<std::pair<double, double>> range;
    bool outside = false;  // the value lies outside that range
};

// Every uncertain input whose value is outside its distribution's range or differs from its
// centre by more than 1e-9 relative, in the inputs' order. Inputs whose path names no field
// are left to validation.
std::vector<UncertainDrift> uncertainDrift(const Scenario& s);

}  // namespace gputco::scenario
