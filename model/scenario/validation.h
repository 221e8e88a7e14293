// Validation of a Scenario (MODEL.md; DESIGN.md, Conventions): every problem at once, each
// with the field path in the file's snake_case names, so the GUI can show it at the field and
// the CLI can print it as `path: message`.
#pragma once

#include <string>
#include <vector>

#include "model/scenario/scenario.h"

namespace gputco::scenario {

struct Problem {
    std::string path;     // e.g. "options[2].sources[0].facility.pue"; empty for the whole file
    std::string message;  // the rule and the value, e.g. "must be >= 1.0, got 0.8"

    std::string text() const;  // path + ": " + message
};

// Every rule the engine relies on. An empty result means the engine may evaluate the
// scenario without further checks; nothing here throws.
std::vector<Problem> validate(const Scenario& scenario);

}  // namespace gputco::scenario
