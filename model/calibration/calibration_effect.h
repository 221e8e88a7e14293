// What a calibration changed (issue #7, the Calibration page and `gputco-cli calibrate`):
// each GPU model's speed in reference GPU-hours per hour, and each option's cost per
// reference GPU-hour and PV, before and after.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/engine/result.h"
#include "model/scenario/scenario.h"

namespace gputco::calibration {

struct SpeedChange {
    std::string gpu;
    double before = 0;
    double after = 0;
};

struct OptionChange {
    std::string option;
    std::optional<double> costPerReferenceGpuHourBefore;
    std::optional<double> costPerReferenceGpuHourAfter;
    double pvBefore = 0;  // after tax when tax is on, as the comparisons use it
    double pvAfter = 0;
};

struct CalibrationEffect {
    std::vector<SpeedChange> speeds;  // every GPU model of either scenario, and the reference
    std::vector<OptionChange> options;
};

// Both scenarios must pass scenario::validate() and have the same options.
CalibrationEffect calibrationEffect(const scenario::Scenario& before, const scenario::Scenario& after);
// The same with the result of `after` already at hand (the app's evaluation): only `before`
// is evaluated, and nothing when the two scenarios are equal.
CalibrationEffect calibrationEffect(const scenario::Scenario& before, const scenario::Scenario& after,
                                    const engine::Result& afterResult);

// The scenario as it was before its probes: every calibrated GPU model detached.
scenario::Scenario withoutCalibration(const scenario::Scenario& s);

}  // namespace gputco::calibration
