#include "probe_assessment.h"

#include <string_view>

namespace gputco::probe {

std::optional<double> efficiencyRatio(const std::optional<Measurement>& measured, double datasheetFigure) {
    if (!measured || datasheetFigure <= 0) return std::nullopt;
    const auto stats = summarize(*measured);
    if (!stats) return std::nullopt;
    return stats->median / datasheetFigure;
}

Efficiency computeEfficiency(const ProbeReport& report, const Datasheet& sheet) {
    return {efficiencyRatio(report.hbmBandwidth, sheet.hbmBandwidthGbs),
            efficiencyRatio(report.fp32, sheet.fp32Tflops),
            efficiencyRatio(report.tensorFp16, sheet.tensorFp16Tflops)};
}

bool looksLikeMigSlice(const DeviceInfo& device, const std::optional<Datasheet>& sheet) {
    const std::string_view name = device.name;
    if (name.find(" MIG ") != std::string_view::npos || name.ends_with(" MIG")) return true;
    return sheet && sheet->smCount > 0 && device.smCount > 0 && device.smCount < sheet->smCount;
}

std::optional<bool> looksThrottled(std::optional<double> measuredMhz, std::optional<int> peakKhz) {
    if (!measuredMhz || !peakKhz || *peakKhz <= 0 || *measuredMhz <= 0) return std::nullopt;
    return *measuredMhz < kThrottledClockFraction * (*peakKhz / 1000.0);
}

ProbeFlags computeFlags(const ProbeReport& report, const std::optional<Datasheet>& sheet,
                        const std::optional<Efficiency>& efficiency) {
    ProbeFlags flags;
    if (report.device) {
        flags.migSlice = looksLikeMigSlice(*report.device, sheet);
        flags.throttled = looksThrottled(report.smClockMeasuredMhz, report.device->smClockMaxKhz);
        // Throttled during any metric whose kernel read the clock: the tensor run, at full
        // power, is where a power-limited GPU slows first.
        for (const auto* m : {&report.fp32, &report.tensorFp16}) {
            if (!*m) continue;
            const std::optional<bool> slow = looksThrottled((*m)->smClockMhz, report.device->smClockMaxKhz);
            if (slow) flags.throttled = flags.throttled.value_or(false) || *slow;
        }
    }
    for (const auto* m : {&report.hbmBandwidth, &report.fp32, &report.tensorFp16}) {
        if (const auto stats = *m ? summarize(**m) : std::nullopt; stats && stats->unstable())
            flags.unstable = true;
        // NVML's clock-event reasons (power cap, thermal slowdown) during the metric's run.
        if (*m && (*m)->conditions && (*m)->conditions->samples > 0)
            flags.throttled = flags.throttled.value_or(false) || (*m)->conditions->throttled();
    }
    flags.otherProcesses = report.otherProcesses;
    if (report.otherProcesses.value_or(0) > 0) flags.unstable = true;
    if (efficiency) {
        for (const auto& ratio : {efficiency->hbmBandwidth, efficiency->fp32, efficiency->tensorFp16})
            if (ratio && *ratio > kImplausibleRatio) flags.implausible = true;
    }
    return flags;
}

}  // namespace gputco::probe
