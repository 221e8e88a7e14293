#include "model/engine/weekly_profile.h"

#include <cmath>

namespace gputco::engine {

namespace {

constexpr int kDays = 7;
constexpr int kHours = 24;

bool isWeekday(int day) {
    return day < 5;
}

}  // namespace

WeeklyShape presetProfile(scenario::ProfilePreset preset) {
    WeeklyShape shape{};
    for (int day = 0; day < kDays; ++day) {
        for (int hour = 0; hour < kHours; ++hour) {
            double& v = shape[static_cast<std::size_t>(day * kHours + hour)];
            switch (preset) {
                case scenario::ProfilePreset::OfficeHours:
                    // 60 busy slots at 2.0 and 108 others sharing the rest: mean exactly 1.
                    v = (isWeekday(day) && hour >= 8 && hour < 20) ? 2.0 : 48.0 / 108.0;
                    break;
                case scenario::ProfilePreset::NightlyBatch:
                    v = (hour >= 20 || hour < 8) ? 1.6 : 0.4;
                    break;
                case scenario::ProfilePreset::Flat:
                case scenario::ProfilePreset::Custom:
                    v = 1.0;
                    break;
            }
        }
    }
    return shape;
}

std::optional<WeeklyShape> weeklyProfile(const scenario::Demand& demand) {
    if (demand.preset != scenario::ProfilePreset::Custom) return presetProfile(demand.preset);
    if (demand.customProfile.size() != static_cast<std::size_t>(scenario::kSlotsPerWeek)) return std::nullopt;
    double sum = 0;
    for (double v : demand.customProfile) {
        if (!std::isfinite(v) || v < 0) return std::nullopt;
        sum += v;
    }
    if (!(sum > 0)) return std::nullopt;
    WeeklyShape shape{};
    const double mean = sum / scenario::kSlotsPerWeek;
    for (std::size_t h = 0; h < shape.size(); ++h) shape[h] = demand.customProfile[h] / mean;
    return shape;
}

WeeklyShape peakSlots() {
    WeeklyShape peak{};
    for (int day = 0; day < 5; ++day)
        for (int hour = 8; hour < 22; ++hour) peak[static_cast<std::size_t>(day * kHours + hour)] = 1.0;
    return peak;
}

}  // namespace gputco::engine
