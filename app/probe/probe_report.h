#pragma once
// The probe's one output: the `gputco.probe` JSON document (docs/probe.md lists the fields).

#include "probe_result.h"

#include <string>

namespace gputco::probe {

// The whole document: datasheet, efficiency and flags are derived here from the report,
// so the stub build and the CUDA build print the same shape.
std::string renderProbeJson(const ProbeReport& report);

}  // namespace gputco::probe
