// Every input of a scenario, in words, with the value as the inputs panel shows it, where it
// came from and its as-of date: the audit trail a reader checks the figures against. Grouped
// as a reader looks for them: each option and its sources first, then the general inputs,
// demand, tariffs, GPU models and the risk inputs. Names and units come from the field
// registry (ui/document/field_registry.h); the file's path of each input is kept only in a
// last, small column, for an auditor (DESIGN.md, Conventions).
#pragma once

#include "ui/report/report_data.h"

namespace gputco::ui::report {

ReportTable assumptionTable(const scenario::Scenario& scenario);
// The catalog prices more than 12 months old at the scenario's date (or today), with their
// age (issue #19); no rows when none is.
ReportTable stalePriceTable(const scenario::Scenario& scenario);

// The column of the assumptions that holds each input's path in the scenario file.
inline constexpr int kAssumptionPathColumn = 4;

// The number of decimals (at most `maxDecimals`) that shows `value` exactly.
int shortestDecimals(double value, int maxDecimals);

}  // namespace gputco::ui::report
