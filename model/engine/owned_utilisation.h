// How busy an option's owned cluster is in each hour of the week (issue #5, the heat map;
// docs/methodology.md "Owned utilisation by hour of week"). Owned capacity serves first
// (MODEL.md section 4), so in slot h of month m it carries min(g_m x p_h, C) of the load,
// where g_m is the month's demand in reference GPUs, p_h the weekly profile (mean 1) and C
// the owned capacity in reference GPUs.
#pragma once

#include <array>
#include <cstddef>
#include <optional>

#include "model/scenario/scenario.h"

namespace gputco::engine {

using HourOfWeekValues = std::array<double, scenario::kSlotsPerWeek>;  // slot = day x 24 + hour, Monday first

// u_h = (1 / M) sum_m min(g_m p_h, C) / C over the horizon's M months; their mean is the
// result's meanOwnedUtilisation. `s` must have passed scenario::validate(), as for evaluate();
// nullopt when the option owns no capacity.
std::optional<HourOfWeekValues> ownedUtilisationByHour(const scenario::Scenario& s, std::size_t option);

}  // namespace gputco::engine
