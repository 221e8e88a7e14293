// Seam for the risk pages (sensitivity and Monte Carlo), written on another branch: the
// report takes an optional risk result and gives it its own section after the charts.
// Nothing is drawn while the pointer is null, which is all this branch ever passes.
#pragma once

#include <QString>

namespace gputco::ui::report {

class ReportCharts;

// Filled in by the risk pages (the tornado's swings, the Monte Carlo percentiles).
struct ReportRisk {};

// The risk section's HTML (its charts placed through `charts`); empty when `risk` is null.
QString riskSectionHtml(const ReportRisk* risk, ReportCharts& charts);

}  // namespace gputco::ui::report
