// Every input of a scenario with its unit, source and as-of date: the audit trail a reader
// checks the figures against. Walks the canonical file form (io::writeScenarioJson), so an
// input added to the format appears here without a change.
#pragma once

#include "ui/report/report_data.h"

namespace gputco::ui::report {

ReportTable assumptionTable(const scenario::Scenario& scenario);

// The number of decimals (at most `maxDecimals`) that shows `value` exactly.
int shortestDecimals(double value, int maxDecimals);

}  // namespace gputco::ui::report
