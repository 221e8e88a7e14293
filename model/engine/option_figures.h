// Figures of an option that evaluate() and explain() both compute, one function each, so that
// an explanation can never disagree with its figure (DESIGN.md, "Every figure must be
// explainable"; MODEL.md section 9).
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "model/engine/option_ledger.h"
#include "model/engine/result.h"

namespace gputco::engine {

// U_t = baseline_t - option_t on the unlevered flows, a value of at most 1e-9 set to zero.
std::vector<double> unleveredIncrement(const OptionResult& option, const OptionResult& baseline);

// The NPV saving at discount rates 0, 0.02, ..., 0.30 (MODEL.md section 9, "NPV profile"):
// only the discounting at the discount rate changes; debt valued at the cost of debt and the
// financing NPVs are held.
inline constexpr int kNpvProfilePoints = 16;
double npvProfileRate(int i);
std::vector<NpvPoint> npvProfile(const OptionResult& option, const OptionResult& baseline);

// The levelised cost per reference GPU-hour: the PV before tax of the total-cost flows (as
// financed; resale and residual values included) less the PV of unserved, over the PV of the
// delivered hours (each month's at t = m + 1); none when nothing is delivered.
struct LevelisedCost {
    double pvCost = 0;      // before tax, as financed
    double pvUnserved = 0;  // the delay cost, paid at month ends
    double pvHours = 0;     // delivered reference GPU-hours, discounted
    std::optional<double> value;
};
// `discount` holds DF(t) for t = 0 .. M (ProjectionContext::discount).
LevelisedCost levelisedCost(const OptionLedger& built, std::span<const double> discount);

// The nominal amount of the option's reserved terms and leases that falls after the horizon.
double commitmentAfterHorizon(const ProjectionContext& context, const scenario::Option& option);

}  // namespace gputco::engine
