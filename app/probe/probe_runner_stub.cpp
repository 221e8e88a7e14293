// The runner of a build without CUDA (no nvcc, a sanitizer build, or gputco-probe-nocuda):
// it still prints a valid document, so gputco can tell "not measured" from "failed".
#ifndef GPUTCO_PROBE_NO_CUDA
#error "probe_runner_stub.cpp belongs to a build with GPUTCO_PROBE_NO_CUDA defined"
#endif

#include "probe_runner.h"

namespace gputco::probe {

ProbeReport runProbe(const ProbeOptions& options) {
    ProbeReport report;
    report.status = ProbeStatus::NotCompiled;
    report.message = "this probe was built without CUDA; nothing was measured";
    report.quick = options.quick;
    report.requestedDevice = options.device;
    return report;
}

}  // namespace gputco::probe
