#pragma once
// Runs the probe. Two implementations: probe_runner_cuda.cpp (the measurements) and
// probe_runner_stub.cpp (a build without nvcc, which reports `not_compiled`).
// Never throws on a CUDA failure and never exits: the failure is in the report.

#include "probe_options.h"
#include "probe_result.h"

namespace gputco::probe {

ProbeReport runProbe(const ProbeOptions& options);

}  // namespace gputco::probe
