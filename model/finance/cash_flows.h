// Discounting, IRR and payback on a monthly grid t = 0..n (MODEL.md sections 1 and 9;
// docs/methodology.md "Comparing options").
#pragma once

#include <optional>
#include <span>

namespace gputco::finance {

// DF(t) = (1 + r)^(-t/12), r annual, t in months.
double discountFactor(double annualRate, double tMonths);

// Sum of flows[t] * DF(t) for t = 0..flows.size()-1.
double presentValue(std::span<const double> flows, double annualRate);

// A per-period rate i with sum flows[t] (1 + i)^-t = 0, found by bracketing then bisection
// polished by Newton; nullopt when no sign change of the NPV is found in (-0.99, 10) per period
// (or all flows are zero). With several roots, the one nearest zero (in ln(1 + i)).
std::optional<double> internalRate(std::span<const double> flows);

// MODEL.md section 9: the annualised IRR of monthly flows, given only when the non-zero
// flows (|x| > tolerance) change sign exactly once, from negative to positive.
std::optional<double> investmentIrrAnnual(std::span<const double> monthlyFlows, double tolerance = 1e-6);

// First t from which the cumulative sum of flows stays >= 0 (within -tolerance); nullopt
// when the cumulative sum ends below zero.
std::optional<int> paybackPeriod(std::span<const double> flows, double tolerance = 1e-6);

// The same on flows discounted with DF(t).
std::optional<int> discountedPaybackPeriod(std::span<const double> flows, double annualRate,
                                           double tolerance = 1e-6);

}  // namespace gputco::finance
