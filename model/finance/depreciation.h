// Depreciation schedules (MODEL.md sections 5 and 9; docs/methodology.md "Depreciation").
#pragma once

#include <vector>

namespace gputco::finance {

enum class DepreciationMethod {
    StraightLine,
    DecliningBalance,  // with switch to straight line, as spreadsheet VDB does
    SumOfYearsDigits,
    Macrs5,          // IRS Publication 946 Table A-1, 5-year property, half-year convention
    CnStraightLine,  // PRC practice: straight line over max(3, life) years to a 5 % residual
    None,
    Expense  // the whole base deducted in the purchase month (US 100 % bonus, PRC one-off deduction)
};

// Annual depreciation amounts, year 0 first, for an asset of cost `base`. `lifeYears` >= 1;
// `salvageFraction` of base is never depreciated (ignored by Macrs5 and CnStraightLine);
// `factor` is the declining-balance factor (2 = double declining). Macrs5 gives 6 years,
// None an empty schedule. The amounts sum to base - salvage (base for Macrs5). A life below
// 1 is taken as 1.
std::vector<double> depreciationSchedule(DepreciationMethod method, double base, int lifeYears,
                                         double salvageFraction, double factor = 2.0);

// What is deducted in the purchase month itself, and the yearly schedule of the rest (MODEL.md
// sections 5 and 9): `expense` deducts the whole base at purchase; otherwise the bonus share
// `bonusFraction` of the base is deducted at purchase and the method depreciates the rest
// (its salvage a fraction of that rest); with `None` the bonus is ignored and nothing is
// deducted.
struct DepreciationPlan {
    double atPurchase = 0;
    std::vector<double> yearly;  // year 0 first, each spread evenly over its 12 months
};
DepreciationPlan depreciationPlan(DepreciationMethod method, double base, int lifeYears,
                                  double salvageFraction, double factor, double bonusFraction);

}  // namespace gputco::finance
