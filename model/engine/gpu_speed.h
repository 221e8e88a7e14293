// Relative speed of a GPU model in reference GPU-hours per hour (MODEL.md section 2;
// docs/methodology.md "Reference GPU-hours").
#pragma once

#include <map>
#include <string>

#include "model/scenario/scenario.h"

namespace gputco::engine {

// The reference GPU's catalog figures, used when the scenario has no entry for it
// (MODEL.md section 9, "Reference GPU"; NVIDIA A100 datasheet, BabelStream/MAMF efficiencies).
scenario::GpuModel catalogReferenceGpu();

// The reference GPU as this scenario defines it (its own entry, or the catalog's).
const scenario::GpuModel& referenceGpu(const scenario::Scenario& s);

// The GPU model a source names: the scenario's entry, the catalog reference, or null.
const scenario::GpuModel* findGpu(const scenario::Scenario& s, const std::string& name);

// Calibrated rate of one metric: datasheet x efficiency (efficiency 1 when not given).
double calibratedRate(const scenario::GpuModel& gpu, const std::string& metric);

// speed(k) = 1 / sum_j share_j * rate_j(ref) / rate_j(k); 0 when a bound metric is missing.
double speed(const scenario::Scenario& s, const scenario::GpuModel& gpu);

// speed() of every GPU the options name, computed once per evaluation.
std::map<std::string, double> speedsByGpu(const scenario::Scenario& s);

}  // namespace gputco::engine
