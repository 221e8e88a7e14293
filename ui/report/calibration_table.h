// The calibration the figures rest on: each GPU model's datasheet rates, the efficiencies
// applied to them, and the speed in reference GPU-hours that follows (docs/methodology.md,
// "Reference GPU-hours").
#pragma once

#include "ui/report/report_data.h"

namespace gputco::ui::report {

ReportTable calibrationTable(const scenario::Scenario& scenario);
ReportTable speedTable(const scenario::Scenario& scenario);

}  // namespace gputco::ui::report
