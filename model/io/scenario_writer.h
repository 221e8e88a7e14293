// Writing scenario files (DESIGN.md, Files; issue #4): the current format version in
// canonical form. Every field this build knows is written explicitly, in the order of the
// reference example, and the members a newer build added (Scenario::unknownFields) are
// written back where they were found. readScenarioJson(writeScenarioJson(s)) == s for every
// scenario that validates.
#pragma once

#include <QByteArray>

#include "model/scenario/scenario.h"

namespace gputco::io {

QByteArray writeScenarioJson(const scenario::Scenario& scenario);

}  // namespace gputco::io
