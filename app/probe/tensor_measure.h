#pragma once
// Tensor FP16 throughput as a GEMM reaches it (issue #18): through cuBLASLt where the machine has
// it, else the probe's own GEMM kernel (checked against a host reference), else the peak
// kernel, which then does not calibrate by default (docs/probe.md, "Method per metric").

#include "measure_support.h"
#include "run_plan.h"

#include <optional>
#include <string>

namespace gputco::probe::measure {

// `forcedOwnGemm` is ProbeOptions::ownGemm ("" unless --own-gemm).
Failure measureTensorFp16(const DeviceInfo& device, int driverVersion, const RunPlan& plan,
                          const std::string& forcedOwnGemm, std::optional<Measurement>* out);

}  // namespace gputco::probe::measure
