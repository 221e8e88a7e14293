// Annual depreciation schedules (MODEL.md section 5 and section 9, "Depreciation schedules").
#include "model/finance/depreciation.h"

#include <algorithm>
#include <array>

namespace gputco::finance {
namespace {

// IRS Publication 946, Table A-1: 5-year property, half-year convention, in percent.
constexpr std::array<double, 6> kMacrs5Percent{20.00, 32.00, 19.20, 11.52, 11.52, 5.76};

// PRC practice (MODEL.md section 5): at least 3 years, 5 % residual.
constexpr int kCnMinimumLifeYears = 3;
constexpr double kCnResidualFraction = 0.05;

std::vector<double> straightLine(double base, int life, double salvage) {
    return std::vector<double>(static_cast<std::size_t>(life), (base - salvage) / life);
}

// MODEL.md section 9: each year max(book * factor / L, (book - S) / years_left), never below S.
//
// This is spreadsheet VDB(B; S; L; i; i + 1; factor) with switching, year by year (checked
// in tests/finance against sheet::vdb): VDB takes the declining-balance amount of the book
// value until straight line over the remaining life gives more, then keeps that straight-line
// amount, which stays the larger one because the book value only falls; its declining amount
// is cut so that the book value does not fall below S, which is the cap here; and a factor
// rate factor / L >= 1 writes everything off in year 0 in both.
std::vector<double> decliningBalance(double base, int life, double salvage, double factor) {
    std::vector<double> amounts;
    amounts.reserve(static_cast<std::size_t>(life));
    double book = base;
    for (int year = 0; year < life; ++year) {
        const double yearsLeft = life - year;
        const double declining = book * factor / life;
        const double straight = (book - salvage) / yearsLeft;
        const double amount = std::clamp(std::max(declining, straight), 0.0, std::max(0.0, book - salvage));
        amounts.push_back(amount);
        book -= amount;
    }
    return amounts;
}

std::vector<double> sumOfYearsDigits(double base, int life, double salvage) {
    // Year i gets (L - i) digits out of 1 + 2 + ... + L = L (L + 1) / 2.
    const double digits = life * (life + 1.0) / 2.0;
    std::vector<double> amounts;
    amounts.reserve(static_cast<std::size_t>(life));
    for (int year = 0; year < life; ++year) {
        amounts.push_back((base - salvage) * (life - year) / digits);
    }
    return amounts;
}

}  // namespace

std::vector<double> depreciationSchedule(DepreciationMethod method, double base, int lifeYears,
                                         double salvageFraction, double factor) {
    // A life below one year is written off within the first year.
    const int life = std::max(lifeYears, 1);
    const double salvage = salvageFraction * base;
    switch (method) {
        case DepreciationMethod::StraightLine:
            return straightLine(base, life, salvage);
        case DepreciationMethod::DecliningBalance:
            return decliningBalance(base, life, salvage, factor);
        case DepreciationMethod::SumOfYearsDigits:
            return sumOfYearsDigits(base, life, salvage);
        case DepreciationMethod::Macrs5: {
            std::vector<double> amounts;
            for (double percent : kMacrs5Percent) amounts.push_back(base * percent / 100.0);
            return amounts;
        }
        case DepreciationMethod::CnStraightLine:
            return straightLine(base, std::max(life, kCnMinimumLifeYears), kCnResidualFraction * base);
        case DepreciationMethod::None:
            return {};
        case DepreciationMethod::Expense:
            return {base};
    }
    return {};
}

DepreciationPlan depreciationPlan(DepreciationMethod method, double base, int lifeYears,
                                  double salvageFraction, double factor, double bonusFraction) {
    if (method == DepreciationMethod::None) return {};
    if (method == DepreciationMethod::Expense) return {base, {}};
    const double bonus = bonusFraction * base;
    return {bonus, depreciationSchedule(method, base - bonus, lifeYears, salvageFraction, factor)};
}

}  // namespace gputco::finance
