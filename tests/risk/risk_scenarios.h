// Scenarios for the risk tests: the shipped example, read as a user's file is, and small
// ones built in code.
#pragma once

#include <catch2/catch.hpp>

#include <QString>

#include "model/io/scenario_reader.h"
#include "model/scenario/scenario.h"

namespace gputco::test {

inline scenario::Scenario exampleScenario() {
    auto read =
        io::readScenarioFile(QStringLiteral(GPUTCO_SOURCE_DIR "/resources/examples/a100-buy-vs-rent.gputco"));
    REQUIRE(read.ok());
    return *read.scenario;
}

}  // namespace gputco::test
