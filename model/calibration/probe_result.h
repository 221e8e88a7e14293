// A gputco.probe document as the model sees it (MODEL.md section 7; docs/probe.md): what
// one run measured on one GPU, and what it compared that with. io::readProbeDocument()
// makes one from the JSON text; the calibration never sees the text itself.
#pragma once

#include <map>
#include <string>

#include "model/scenario/scenario.h"

namespace gputco::calibration {

struct ProbeResult {
    std::string status;   // ok, no_device, driver_missing, driver_too_old, not_compiled, error
    std::string message;  // the probe's own line, shown when the run did not measure
    std::string deviceName;
    std::string uuid;
    std::string measuredAt;  // ISO 8601 UTC; empty when the document did not say
    std::string probeVersion;
    std::string datasheetModel;  // the catalog row the probe matched; empty when unknown
    // Metrics with a figure, in the scenario's units: TFLOPS for compute, GB/s for bandwidth.
    scenario::MetricMap measured;
    scenario::MetricMap datasheet;
    bool migSlice = false;
    bool throttled = false;
    bool implausible = false;
    // Stability (docs/probe.md, "Stability"): each metric's spread of its repeats,
    // (max - min) / median, where the document states it. Probe format 1 stated none: its
    // stability is unknown, which does not refuse.
    scenario::MetricMap spread;
    std::map<std::string, bool> unstableMetrics;  // the document's own per-metric verdict
    bool unstable = false;                        // flags.unstable
    // flags.other_processes (probe format 3): compute processes besides the probe on the GPU,
    // as NVML saw them; absent when the probe could not tell.
    std::optional<int> otherProcesses;
    // What measured each metric ("triad", "fma_loop", "mma_sync_peak_kernel", ...). A format 1
    // document measured tensor_fp16 with the peak kernel, and says so through the reader.
    std::map<std::string, std::string> method;
};

}  // namespace gputco::calibration
