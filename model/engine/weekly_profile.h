// The hour-of-week load shape and tariff periods (MODEL.md section 9, "Slots", "Profile
// presets", "Tariffs"). Slot h = day * 24 + hour, day 0 = Monday.
#pragma once

#include <array>
#include <optional>

#include "model/scenario/scenario.h"

namespace gputco::engine {

using WeeklyShape = std::array<double, scenario::kSlotsPerWeek>;

// The 168 multipliers of the demand profile, scaled to mean exactly 1 (presets are defined
// with mean 1; a custom list is scaled). nullopt for a custom list that is not 168 finite,
// non-negative numbers with a positive sum.
std::optional<WeeklyShape> weeklyProfile(const scenario::Demand& demand);

// Preset shapes as MODEL.md defines them.
WeeklyShape presetProfile(scenario::ProfilePreset preset);

// 1 in time-of-use peak slots (Monday to Friday 08:00-22:00), 0 elsewhere.
WeeklyShape peakSlots();

}  // namespace gputco::engine
