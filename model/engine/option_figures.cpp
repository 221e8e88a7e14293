#include "model/engine/option_figures.h"

#include <array>
#include <cmath>
#include <variant>

#include "model/engine/cloud_costs.h"
#include "model/engine/owned_costs.h"
#include "model/finance/cash_flows.h"

namespace gputco::engine {

std::vector<double> unleveredIncrement(const OptionResult& option, const OptionResult& baseline) {
    std::vector<double> u(option.unleveredFlows.size());
    for (std::size_t t = 0; t < u.size(); ++t) {
        u[t] = baseline.unleveredFlows[t] - option.unleveredFlows[t];
        if (!(std::fabs(u[t]) > finance::kZeroFlow)) u[t] = 0.0;  // MODEL.md section 9
    }
    return u;
}

double npvProfileRate(int i) {
    return i / 50.0;
}

std::vector<NpvPoint> npvProfile(const OptionResult& option, const OptionResult& baseline) {
    const std::size_t n = std::min(option.discountRateFlows.size(), baseline.discountRateFlows.size());
    std::vector<double> d(n);
    for (std::size_t t = 0; t < n; ++t) d[t] = baseline.discountRateFlows[t] - option.discountRateFlows[t];
    const double held = baseline.debtValuedPv - option.debtValuedPv;
    // DF(t) = v^t with v = (1 + r)^(-1/12): Horner from the last month, the 16 rates side by
    // side so that their independent sums overlap instead of waiting on one another.
    constexpr auto points = static_cast<std::size_t>(kNpvProfilePoints);
    std::array<double, points> v{};
    std::array<double, points> pv{};
    for (std::size_t i = 0; i < points; ++i)
        v[i] = std::pow(1.0 + npvProfileRate(static_cast<int>(i)), -1.0 / 12.0);
    for (std::size_t t = n; t-- > 0;)
        for (std::size_t i = 0; i < points; ++i) pv[i] = pv[i] * v[i] + d[t];
    std::vector<NpvPoint> profile;
    profile.reserve(points);
    for (std::size_t i = 0; i < points; ++i)
        profile.push_back({npvProfileRate(static_cast<int>(i)), pv[i] + held});
    return profile;
}

LevelisedCost levelisedCost(const OptionLedger& built, std::span<const double> discount) {
    LevelisedCost l;
    l.pvCost = built.pvPreTax;
    l.pvHours = built.totals.discountedDeliveredHours;
    // The unserved delay cost is paid at month ends (t = m + 1).
    for (int m = 0; m < built.ledger.months(); ++m)
        l.pvUnserved += built.ledger.at(Category::Unserved, m, Timing::EndOfMonth) *
                        discount[static_cast<std::size_t>(m) + 1];
    if (l.pvHours > 0) l.value = (l.pvCost - l.pvUnserved) / l.pvHours;
    return l;
}

double commitmentAfterHorizon(const ProjectionContext& context, const scenario::Option& option) {
    double after = 0;
    for (const scenario::Source& source : option.sources) {
        if (const auto* reserved = std::get_if<scenario::ReservedSource>(&source))
            after += reservedAfterHorizon(context, *reserved);
        else if (const auto* owned = std::get_if<scenario::OwnedSource>(&source))
            after += leaseAfterHorizon(*owned, context.months);
    }
    return after;
}

}  // namespace gputco::engine
