#include "model/engine/owned_utilisation.h"

#include <algorithm>

#include "model/engine/call_audit.h"
#include "model/engine/capacity_stack.h"
#include "model/engine/projection_context.h"
#include "model/engine/weekly_profile.h"

namespace gputco::engine {

std::optional<HourOfWeekValues> ownedUtilisationByHour(const scenario::Scenario& s, std::size_t option) {
    const EngineCall audited(EntryPoint::Utilisation);  // call_audit.h
    if (option >= s.options.size()) return std::nullopt;
    const std::optional<WeeklyShape> profile = weeklyProfile(s.demand);
    if (!profile) return std::nullopt;
    const ProjectionContext context(s);
    const CapacityStack stack(s.options[option], context.speeds, s.demand.interruptibleShare);
    const double capacity = stack.ownedCapacity();
    if (!(capacity > 0) || context.months == 0) return std::nullopt;
    HourOfWeekValues out{};
    for (std::size_t h = 0; h < out.size(); ++h) {
        double sum = 0;
        for (const double g : context.demandByMonth) sum += std::min(g * (*profile)[h], capacity);
        out[h] = sum / (capacity * context.months);
    }
    return out;
}

}  // namespace gputco::engine
