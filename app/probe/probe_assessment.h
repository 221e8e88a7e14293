#pragma once
// How a measurement reads against the datasheet: efficiency ratios and the flags that tell
// a reader (and gputco's calibration) whether to trust them.

#include "datasheet_table.h"
#include "probe_result.h"

#include <optional>

namespace gputco::probe {

// A measurement this far above the vendor's peak is a measuring error (wrong table row,
// array inside L2, a kernel the compiler shortened), not a fast GPU.
inline constexpr double kImplausibleRatio = 1.02;
// SM clock under this fraction of the peak clock during the FMA run counts as throttled.
inline constexpr double kThrottledClockFraction = 0.90;

struct Efficiency {
    std::optional<double> hbmBandwidth;
    std::optional<double> fp32;
    std::optional<double> tensorFp16;
    // The same at the clock the datasheet figure implies: measured / (figure x the metric's
    // clock / the datasheet's clock). A GPU boosting above the datasheet's clock reads above 1
    // on the plain ratio without measuring wrong; this one says whether it did. Absent without
    // either clock.
    std::optional<double> fp32AtDatasheetClock;
    std::optional<double> tensorFp16AtDatasheetClock;
};

struct ProbeFlags {
    bool migSlice = false;
    std::optional<bool> throttled;  // unknown when the clock could not be measured
    bool implausible = false;
    // Some throughput metric (hbm_bandwidth, fp32, tensor_fp16) spread more than
    // kMaxStableSpread over its batches. Host copies carry their own `unstable` only: no cost
    // figure comes from them.
    bool unstable = false;
    // Other processes held the GPU (NVML): the run is unstable whatever its spread, because
    // its figures are shares of a GPU someone else was using.
    std::optional<int> otherProcesses;
};

// measured / datasheet, absent where either is missing or the datasheet figure is 0.
std::optional<double> efficiencyRatio(const std::optional<Measurement>& measured, double datasheetFigure);

Efficiency computeEfficiency(const ProbeReport& report, const Datasheet& sheet);

// A MIG instance shows fewer SMs than the full chip, and CUDA names it "... MIG 1g.5gb".
bool looksLikeMigSlice(const DeviceInfo& device, const std::optional<Datasheet>& sheet);

std::optional<bool> looksThrottled(std::optional<double> measuredMhz, std::optional<int> peakKhz);

ProbeFlags computeFlags(const ProbeReport& report, const std::optional<Datasheet>& sheet,
                        const std::optional<Efficiency>& efficiency);

}  // namespace gputco::probe
