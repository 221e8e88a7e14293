// The scenario's choices in words, as the report's assumptions print them: the file's names
// for them ("straight_line", "office_hours", "on_demand", "triangular") never reach a reader
// (DESIGN.md, Conventions: people read words, not JSON paths).
#pragma once

#include <QString>

#include "model/scenario/scenario.h"

namespace gputco::ui::report {

QString depreciationWords(scenario::DepreciationMethod method);
QString commitmentsWords(scenario::CommitmentsAtHorizon commitments);
QString financingWords(scenario::FinancingKind kind);
QString tariffKindWords(scenario::TariffKind kind);
QString profileWords(const scenario::Demand& demand);
QString distributionWords(scenario::Distribution dist);

// An uncertain input's distribution and its parameters, each in the unit of the input it
// moves: "triangular: low 16, most likely 24, high 40", "uniform: low 0 %, high 40 %".
QString uncertainInputWords(const scenario::Scenario& scenario, const scenario::UncertainInput& input);

}  // namespace gputco::ui::report
