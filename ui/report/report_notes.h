// What the report's pages say about their own words (issue #34): the values a user typed over
// their sources, named on the title page under notes that may describe the sources' values,
// and the legend of the marks the key figures use in place of a figure.
#pragma once

#include <QStringList>
#include <vector>

#include "model/scenario/scenario.h"
#include "ui/report/report_data.h"

namespace gputco::ui::report {

// One line per value typed over its catalog source: "‹field›: ‹value›, user override (was X
// from SOURCE, as of DATE)"; empty when every sourced value is the source's.
QStringList overriddenValues(const scenario::Scenario& scenario);

// One line per mark the tables use ("—", "n/a", "0 months"), saying what it means; only the
// marks that appear in one of `tables`.
QStringList figureLegend(const std::vector<ReportTable>& tables);

}  // namespace gputco::ui::report
