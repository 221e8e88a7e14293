// The Sizing section of the report (issue #17): for each job of demand.jobs, a table with the
// arithmetic from its FLOPs to the reference GPUs it adds to the demand, its memory against
// every GPU model, the MIG slices that hold an inference service, and what a run or a million
// tokens costs on each option (with where self-hosting beats an API price) — the same words
// as the app's Sizing page. No tables without jobs.
#pragma once

#include <vector>

#include "ui/report/report_data.h"

namespace gputco::ui::report {

// `sizing`: the scenario's (ReportInput::sizing); no tables without it.
std::vector<ReportTable> sizingTables(const scenario::Scenario& scenario, const engine::SizingResult* sizing,
                                      const engine::Result& result);

}  // namespace gputco::ui::report
