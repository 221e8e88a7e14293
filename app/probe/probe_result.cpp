#include "probe_result.h"

#include <algorithm>

namespace gputco::probe {

const char* statusName(ProbeStatus status) {
    switch (status) {
        case ProbeStatus::Ok:
            return "ok";
        case ProbeStatus::NoDevice:
            return "no_device";
        case ProbeStatus::DriverMissing:
            return "driver_missing";
        case ProbeStatus::DriverTooOld:
            return "driver_too_old";
        case ProbeStatus::NotCompiled:
            return "not_compiled";
        case ProbeStatus::Error:
            return "error";
    }
    return "error";
}

std::optional<MeasurementStats> summarize(const Measurement& measurement) {
    if (measurement.samples.empty()) return std::nullopt;
    std::vector<double> sorted = measurement.samples;
    std::sort(sorted.begin(), sorted.end());
    const std::size_t n = sorted.size();
    MeasurementStats stats;
    stats.median = n % 2 == 1 ? sorted[n / 2] : 0.5 * (sorted[n / 2 - 1] + sorted[n / 2]);
    stats.min = sorted.front();
    stats.max = sorted.back();
    stats.reps = static_cast<int>(n);
    stats.spread = stats.median > 0 ? (stats.max - stats.min) / stats.median : 0;
    return stats;
}

}  // namespace gputco::probe
