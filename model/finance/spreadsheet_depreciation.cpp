// SLN, SYD, DDB and VDB with LibreOffice Calc's semantics (MODEL.md sections 5 and 9,
// "Depreciation schedules"). Arguments Calc rejects give NaN.
#include "model/finance/spreadsheet.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gputco::finance::sheet {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// Calc rounds a period to an integer before floor/ceil when it is within rounding noise of
// one, so that VDB(...; 0,1*30; 3) counts whole periods.
double nearInteger(double x) {
    const double r = std::round(x);
    return std::fabs(x - r) <= 1e-12 * std::max(1.0, std::fabs(x)) ? r : x;
}
double periodFloor(double x) {
    return std::floor(nearInteger(x));
}
double periodCeil(double x) {
    return std::ceil(nearInteger(x));
}
bool isWholePeriod(double x) {
    return nearInteger(x) == std::round(x);
}

// Declining balance of `period` (may be fractional): the book value falls by the factor
// rate each period on the pure declining-balance curve, but never below salvage.
double decliningBalance(double cost, double salvage, double life, double period, double factor) {
    double rate = factor / life;
    double before = 0.0;
    if (rate >= 1.0) {
        // Everything goes in the first period.
        rate = 1.0;
        before = period == 1.0 ? cost : 0.0;
    } else {
        before = cost * std::pow(1.0 - rate, period - 1.0);
    }
    const double after = cost * std::pow(1.0 - rate, period);
    return std::max(0.0, before - std::max(after, salvage));
}

// Depreciation of the first `periods` periods (the last one may be partial) of an asset with
// book value `cost` and `lifeLeft` years to go: declining balance until straight line over
// the remaining life gives more, then straight line to the end. The factor rate is
// factor / life of the whole asset.
double switchingDepreciation(double cost, double salvage, double life, double lifeLeft, double periods,
                             double factor) {
    const double last = periodCeil(periods);
    double depreciable = cost - salvage;
    double straightLine = 0.0;
    bool straight = false;
    double total = 0.0;
    for (double i = 1.0; i <= last; i += 1.0) {
        double amount = 0.0;
        if (straight) {
            amount = straightLine;
        } else {
            const double declining = decliningBalance(cost, salvage, life, i, factor);
            straightLine = depreciable / (lifeLeft - (i - 1.0));
            if (straightLine > declining) {
                amount = straightLine;
                straight = true;
            } else {
                amount = declining;
                depreciable -= declining;
            }
        }
        if (i == last) amount *= periods + 1.0 - last;  // share of a partial last period
        total += amount;
    }
    return total;
}

// Depreciation of whole period `period` + 1 (0-based `period`), computed from the book value
// left after the first `period` periods, as Calc does for the partial ends of a VDB range.
double wholePeriodAfter(double cost, double salvage, double life, double period, double factor) {
    const double book = cost - switchingDepreciation(cost, salvage, life, life, period, factor);
    return switchingDepreciation(book, salvage, life, life - period, 1.0, factor);
}

}  // namespace

double sln(double cost, double salvage, double life) {
    if (life == 0.0) return kNaN;
    return (cost - salvage) / life;
}

double syd(double cost, double salvage, double life, double per) {
    if (life == 0.0 || life == -1.0) return kNaN;
    // The digits of `per` out of 1 + 2 + ... + life, counted from the top.
    return (cost - salvage) * (life - per + 1.0) * 2.0 / (life * (life + 1.0));
}

double ddb(double cost, double salvage, double life, double period, double factor) {
    if (cost < 0.0 || salvage < 0.0 || factor <= 0.0 || salvage > cost || period < 1.0 || period > life) {
        return kNaN;
    }
    return decliningBalance(cost, salvage, life, period, factor);
}

double vdb(double cost, double salvage, double life, double start, double end, double factor, bool noSwitch) {
    if (start < 0.0 || end < start || end > life || cost < 0.0 || salvage > cost || factor <= 0.0) {
        return kNaN;
    }
    const double firstWhole = periodFloor(start);
    const double lastWhole = periodCeil(end);

    if (noSwitch) {
        // Pure declining balance; a partial first or last period gets its share of that
        // period's amount.
        double total = 0.0;
        for (double i = firstWhole + 1.0; i <= lastWhole; i += 1.0) {
            double amount = decliningBalance(cost, salvage, life, i, factor);
            if (i == firstWhole + 1.0) {
                amount *= std::min(end, firstWhole + 1.0) - start;
            } else if (i == lastWhole) {
                amount *= end + 1.0 - lastWhole;
            }
            total += amount;
        }
        return total;
    }

    // With switching: depreciate the whole periods covering [start, end], then take off the
    // shares of the partial first and last periods (each priced from the book value at its
    // own start).
    double partial = 0.0;
    if (!isWholePeriod(start)) {
        partial += (start - firstWhole) * wholePeriodAfter(cost, salvage, life, firstWhole, factor);
    }
    if (!isWholePeriod(end)) {
        partial += (lastWhole - end) * wholePeriodAfter(cost, salvage, life, lastWhole - 1.0, factor);
    }
    const double book = cost - switchingDepreciation(cost, salvage, life, life, firstWhole, factor);
    return switchingDepreciation(book, salvage, life, life - firstWhole, lastWhole - firstWhole, factor) -
           partial;
}

}  // namespace gputco::finance::sheet
