#include "probe_assessment.h"

#include <string_view>

namespace gputco::probe {

std::optional<double> efficiencyRatio(const std::optional<Measurement>& measured, double datasheetFigure) {
    if (!measured || datasheetFigure <= 0) return std::nullopt;
    const auto stats = summarize(*measured);
    if (!stats) return std::nullopt;
    return stats->median / datasheetFigure;
}

namespace {

// The SM clock during a metric's run: its kernel's own clock64 reading, else NVML's.
std::optional<double> clockDuring(const Measurement& m) {
    if (m.smClockMhz) return m.smClockMhz;
    if (m.conditions && m.conditions->samples > 0) return m.conditions->minSmClockMhz;
    return std::nullopt;
}

std::optional<double> ratioAtClock(const std::optional<Measurement>& measured, double figure,
                                   double figureMhz) {
    const std::optional<double> plain = efficiencyRatio(measured, figure);
    const std::optional<double> mhz = plain ? clockDuring(*measured) : std::nullopt;
    if (!plain || !mhz || *mhz <= 0 || figureMhz <= 0) return std::nullopt;
    return *plain * figureMhz / *mhz;
}

}  // namespace

Efficiency computeEfficiency(const ProbeReport& report, const Datasheet& sheet) {
    Efficiency e{efficiencyRatio(report.hbmBandwidth, sheet.hbmBandwidthGbs),
                 efficiencyRatio(report.fp32, sheet.fp32Tflops),
                 efficiencyRatio(report.tensorFp16, sheet.tensorFp16Tflops), std::nullopt, std::nullopt};
    e.fp32AtDatasheetClock = ratioAtClock(report.fp32, sheet.fp32Tflops, sheet.fp32ClockMhz);
    e.tensorFp16AtDatasheetClock =
        ratioAtClock(report.tensorFp16, sheet.tensorFp16Tflops, sheet.tensorClockMhz);
    return e;
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
        // Compute figures at the datasheet's own clock where both clocks are known: a GPU that
        // boosts above it is fast, not wrong.
        const auto& e = *efficiency;
        for (const auto& ratio : {e.hbmBandwidth, e.fp32AtDatasheetClock ? e.fp32AtDatasheetClock : e.fp32,
                                  e.tensorFp16AtDatasheetClock ? e.tensorFp16AtDatasheetClock : e.tensorFp16})
            if (ratio && *ratio > kImplausibleRatio) flags.implausible = true;
    }
    return flags;
}

}  // namespace gputco::probe
