// Discounting, IRR and payback on a monthly grid t = 0..n (MODEL.md sections 1 and 9;
// docs/methodology.md "Comparing options").
#pragma once

#include <optional>
#include <span>
#include <vector>

namespace gputco::finance {

// DF(t) = (1 + r)^(-t/12), r annual, t in months.
double discountFactor(double annualRate, double tMonths);

// Sum of flows[t] * DF(t) for t = 0..flows.size()-1.
double presentValue(std::span<const double> flows, double annualRate);

// The monthly rate at which debt is valued (MODEL.md section 9, "Financing NPV"): the annual
// rate as a bank quotes it, compounded monthly like the loan's own payments, after tax:
// (annual / 12) x (1 - taxRate); taxRate 0 before tax or without tax.
double debtMonthlyRate(double annualRate, double taxRate);

// Sum of flows[t] / (1 + monthlyRate)^t for t = 0..flows.size()-1.
double presentValueAtMonthlyRate(std::span<const double> flows, double monthlyRate);

// A per-period rate i with sum flows[t] (1 + i)^-t = 0, found by bracketing then bisection
// polished by Newton; nullopt when no sign change of the NPV is found in (-0.99, 10) per period
// (or all flows are zero). With several roots, the one nearest zero (in ln(1 + i)).
std::optional<double> internalRate(std::span<const double> flows);

// MODEL.md section 9: the annualised IRR of monthly flows, given only when the non-zero
// flows (|x| > tolerance) change sign exactly once, from negative to positive.
std::optional<double> investmentIrrAnnual(std::span<const double> monthlyFlows, double tolerance = 1e-6);

// MODEL.md section 9: a flow of at most this size counts as zero in the rules of IRR, MIRR,
// profitability index and payback.
inline constexpr double kZeroFlow = 1e-9;

// The flows' returns and outlays, each discounted to t = 0 at the annual rate, flows of at
// most kZeroFlow counting as zero: the parts of MIRR and the profitability index.
struct OutlaysAndReturns {
    double pvReturns = 0;  // sum max(U_t, 0) DF(t)
    double pvOutlays = 0;  // sum max(-U_t, 0) DF(t)
    bool anyReturn = false;
    bool anyOutlay = false;
    bool outlayFirst = false;  // the first non-zero flow is an outlay
};
OutlaysAndReturns outlaysAndReturns(std::span<const double> flows, double annualRate);
// The same with the discount factors DF(t) given (t = 0 .. flows.size() - 1): what the engine
// passes, having worked them out once per evaluation.
OutlaysAndReturns outlaysAndReturns(std::span<const double> flows, std::span<const double> discountFactors);

// MODEL.md section 9, "MIRR": spreadsheet MIRR of monthly flows t = 0..M with the finance and
// reinvestment rate both the monthly discount rate j = (1 + r)^(1/12) - 1, annualised:
// (sum max(U_t, 0) (1 + j)^(M - t) / sum max(-U_t, 0) (1 + j)^-t)^(1/M) - 1, then (1 + m)^12 - 1.
// nullopt when the flows have no outlay or no return, or when the first non-zero flow is
// positive (savings come first: there is no outlay to earn a return on).
std::optional<double> mirrAnnual(std::span<const double> monthlyFlows, double annualRate);
std::optional<double> mirrAnnual(std::span<const double> monthlyFlows,
                                 std::span<const double> discountFactors);

// MODEL.md section 9, "Profitability index": sum max(U_t, 0) DF(t) / sum max(-U_t, 0) DF(t);
// nullopt when the flows have no outlay or their first non-zero flow is positive.
std::optional<double> profitabilityIndex(std::span<const double> monthlyFlows, double annualRate);
std::optional<double> profitabilityIndex(std::span<const double> monthlyFlows,
                                         std::span<const double> discountFactors);

// First t from which the cumulative sum of flows stays >= 0 (within -tolerance); nullopt
// when the cumulative sum ends below zero.
std::optional<int> paybackPeriod(std::span<const double> flows, double tolerance = 1e-6);

// The same on flows discounted with DF(t).
std::optional<int> discountedPaybackPeriod(std::span<const double> flows, double annualRate,
                                           double tolerance = 1e-6);
std::optional<int> discountedPaybackPeriod(std::span<const double> flows,
                                           std::span<const double> discountFactors, double tolerance = 1e-6);

// DF(t) for t = 0 .. n - 1.
std::vector<double> discountFactors(double annualRate, std::size_t n);

}  // namespace gputco::finance
