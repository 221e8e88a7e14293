#include "model/engine/cloud_costs.h"

#include <algorithm>

namespace gputco::engine {

namespace {

// The term total of the term starting at `start`, at the escalated price of that year.
double termTotal(const scenario::ReservedSource& r, int term, int start) {
    const double hourly = ProjectionContext::escalated(r.pricePerHour, r.escalationPerYear, start);
    return r.instances * hourly * scenario::kHoursPerMonth * term;
}

}  // namespace

void addReservedCosts(const ProjectionContext& context, const scenario::ReservedSource& r,
                      scenario::CommitmentsAtHorizon rule, Ledger& ledger) {
    const int months = context.months;
    const int term = std::max(1, r.termMonths);
    const bool settle = rule == scenario::CommitmentsAtHorizon::Settle;
    for (int start = 0; start < months; start += term) {
        const double total = termTotal(r, term, start);
        const int inside = std::min(term, months - start);
        const double upfront = r.upfrontFraction * total;
        // A whole term pays its whole upfront in either mode (no pro rata rounding).
        const bool cut = inside < term;
        ledger.add(Category::CloudCompute, start, Timing::StartOfMonth,
                   settle || !cut ? upfront : upfront * inside / term);
        const double monthly = (1.0 - r.upfrontFraction) * total / term;
        for (int m = start; m < start + inside; ++m)
            ledger.add(Category::CloudCompute, m, Timing::EndOfMonth, monthly);
        if (settle && cut)
            ledger.add(Category::CloudCompute, months - 1, Timing::EndOfMonth, monthly * (term - inside));
    }
}

double reservedAfterHorizon(const ProjectionContext& context, const scenario::ReservedSource& r) {
    const int months = context.months;
    const int term = std::max(1, r.termMonths);
    const int lastStart = (months - 1) / term * term;
    const int inside = months - lastStart;
    if (inside >= term) return 0.0;
    return termTotal(r, term, lastStart) * (term - inside) / term;
}

bool runsPastHorizon(const scenario::ReservedSource& r, int months) {
    return !r.subscription && months % std::max(1, r.termMonths) != 0;
}

double billedInstanceHours(double servedGpuHours, double usefulPerInstance) {
    return usefulPerInstance > 0 ? servedGpuHours / usefulPerInstance : 0.0;
}

double elasticComputeCost(double billedHours, double hourlyPriceOfYear) {
    return billedHours * hourlyPriceOfYear;
}

void addCloudExtrasFixed(const ProjectionContext& context, const scenario::CloudExtras& extras,
                         Ledger& ledger) {
    // Storage and egress have no escalation of their own: they follow inflation.
    for (int m = 0; m < context.months; ++m) {
        const double inflation = context.inflation(m);
        ledger.add(Category::CloudStorage, m, Timing::EndOfMonth,
                   extras.storageTb * extras.pricePerTbMonth * inflation);
        ledger.add(Category::CloudEgress, m, Timing::EndOfMonth,
                   extras.egressTbPerMonth * extras.pricePerTbEgress * inflation);
    }
}

}  // namespace gputco::engine
