#include "model/engine/cloud_costs.h"

#include <algorithm>

namespace gputco::engine {

void addReservedCosts(const ProjectionContext& context, const scenario::ReservedSource& r, Ledger& ledger) {
    const int months = context.months;
    const int term = std::max(1, r.termMonths);
    for (int start = 0; start < months; start += term) {
        const double hourly = ProjectionContext::escalated(r.pricePerHour, r.escalationPerYear, start);
        const double termTotal = r.instances * hourly * scenario::kHoursPerMonth * term;
        const int inside = std::min(term, months - start);
        ledger.add(Category::CloudCompute, start, Timing::StartOfMonth,
                   r.upfrontFraction * termTotal * inside / term);
        const double monthly = (1.0 - r.upfrontFraction) * termTotal / term;
        for (int m = start; m < start + inside; ++m)
            ledger.add(Category::CloudCompute, m, Timing::EndOfMonth, monthly);
    }
}

double billedInstanceHours(double servedGpuHours, double usefulPerInstance) {
    return usefulPerInstance > 0 ? servedGpuHours / usefulPerInstance : 0.0;
}

double elasticComputeCost(double billedHours, double hourlyPriceOfYear) {
    return billedHours * hourlyPriceOfYear;
}

void addCloudExtrasFixed(const ProjectionContext& context, const scenario::CloudExtras& extras,
                         Ledger& ledger) {
    for (int m = 0; m < context.months; ++m) {
        ledger.add(Category::CloudStorage, m, Timing::EndOfMonth, extras.storageTb * extras.pricePerTbMonth);
        ledger.add(Category::CloudEgress, m, Timing::EndOfMonth,
                   extras.egressTbPerMonth * extras.pricePerTbEgress);
    }
}

}  // namespace gputco::engine
