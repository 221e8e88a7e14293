// The calibration the figures rest on: each GPU model's datasheet rates, the efficiencies
// applied to them, and the speed in reference GPU-hours that follows (docs/methodology.md,
// "Reference GPU-hours").
#pragma once

#include "ui/report/report_data.h"

namespace gputco::ui::report {

ReportTable calibrationTable(const scenario::Scenario& scenario);
ReportTable speedTable(const scenario::Scenario& scenario);
// The probe results attached to the scenario (MODEL.md section 7): for each calibrated GPU
// model, the run (device, time, file) and each metric's datasheet, measured rate and the
// efficiency before and after. No rows when none is attached; the caption then says so.
ReportTable probeTable(const scenario::Scenario& scenario);

}  // namespace gputco::ui::report
