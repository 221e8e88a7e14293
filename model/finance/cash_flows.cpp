// Discounting, IRR and payback on the monthly grid t = 0..n (MODEL.md sections 1 and 9,
// "Incremental flows, IRR, payback").
#include "model/finance/cash_flows.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace gputco::finance {
namespace {

// The per-period rate is searched as u = ln(1 + i), on a grid of this step from u = 0 outwards,
// so that the root nearest zero is found first and every part of (-0.99, 10) is looked at.
constexpr double kGridStep = 0.01;
const double kLowestU = std::log(0.01);   // i = -0.99
const double kHighestU = std::log(11.0);  // i = 10

// The NPV at u, scaled by a positive factor so that neither (1+i)^t nor (1+i)^-t overflows
// on long grids: for i < 0 it is multiplied by (1+i)^T, T the last index. The scale does not
// change the sign or the roots, which is all the search needs.
double scaledNpv(std::span<const double> flows, double u) {
    // Horner's scheme in a base <= 1 either way: e^-u for i >= 0, e^u for i < 0.
    double sum = 0.0;
    if (u >= 0.0) {
        const double x = std::exp(-u);
        for (std::size_t t = flows.size(); t-- > 0;) sum = sum * x + flows[t];
    } else {
        const double y = std::exp(u);
        for (double f : flows) sum = sum * y + f;
    }
    return sum;
}

// The root of the scaled NPV inside [a, b], where it changes sign, to the resolution of a
// double: Illinois false position (a secant step inside the bracket that halves the value kept
// at an end that stays twice in a row), which converges superlinearly: about ten evaluations
// where bisection needs sixty. A step that would leave the bracket falls back to its midpoint.
double bisect(std::span<const double> flows, double a, double fa, double b, double fb) {
    int keptSide = 0;  // -1: a stayed last time, +1: b stayed, 0: neither yet
    double best = 0.5 * (a + b);
    double bestAbs = std::numeric_limits<double>::infinity();
    for (int n = 0; n < 200; ++n) {
        double mid = (a * fb - b * fa) / (fb - fa);
        if (!(mid > a && mid < b)) mid = 0.5 * (a + b);
        if (mid <= a || mid >= b) break;
        const double fm = scaledNpv(flows, mid);
        if (fm == 0.0) return mid;
        if (std::fabs(fm) < bestAbs) {
            best = mid;
            bestAbs = std::fabs(fm);
        }
        if ((fm < 0.0) == (fa < 0.0)) {
            a = mid;
            fa = fm;
            if (keptSide == 1) fb *= 0.5;
            keptSide = 1;
        } else {
            b = mid;
            fb = fm;
            if (keptSide == -1) fa *= 0.5;
            keptSide = -1;
        }
        if (b - a <= 4.0 * std::numeric_limits<double>::epsilon() * std::max(std::fabs(a), std::fabs(b))) {
            break;
        }
    }
    return best;
}

// Newton steps on the unscaled NPV in i, kept only while they improve |NPV|: they recover the
// last bits that the scaled function's rounding can hide.
double polish(std::span<const double> flows, double i) {
    // NPV and its slope in one Horner pass over v = 1 / (1 + i): f = sum F_t v^t and
    // df/di = -v^2 sum t F_t v^(t-1), with no pow() per month.
    auto npvAndSlope = [&](double rate) {
        const double v = 1.0 / (1.0 + rate);
        double f = 0.0;
        double dfdv = 0.0;
        for (std::size_t t = flows.size(); t-- > 0;) {
            dfdv = dfdv * v + f;
            f = f * v + flows[t];
        }
        return std::pair{f, -v * v * dfdv};
    };
    for (int n = 0; n < 3; ++n) {
        const auto [f, df] = npvAndSlope(i);
        if (f == 0.0 || df == 0.0 || !std::isfinite(f) || !std::isfinite(df)) break;
        const double next = i - f / df;
        if (!std::isfinite(next) || next <= -1.0) break;
        if (std::fabs(npvAndSlope(next).first) >= std::fabs(f)) break;
        i = next;
    }
    return i;
}

// The root in [a, b], whose scaled NPVs fa and fb differ in sign or are zero.
std::optional<double> rootIn(std::span<const double> flows, double a, double fa, double b, double fb) {
    if (fa == 0.0) return std::expm1(a);
    if (fb == 0.0) return std::expm1(b);
    if ((fa < 0.0) == (fb < 0.0)) return std::nullopt;
    return polish(flows, std::expm1(bisect(flows, a, fa, b, fb)));
}

}  // namespace

double discountFactor(double annualRate, double tMonths) {
    return std::pow(1.0 + annualRate, -tMonths / 12.0);  // MODEL.md section 1, "discounting"
}

double debtMonthlyRate(double annualRate, double taxRate) {
    return annualRate / 12.0 * (1.0 - taxRate);
}

double presentValueAtMonthlyRate(std::span<const double> flows, double monthlyRate) {
    // Horner from the last flow: one division per month, no pow().
    const double v = 1.0 / (1.0 + monthlyRate);
    double pv = 0;
    for (std::size_t t = flows.size(); t-- > 0;) pv = pv * v + flows[t];
    return pv;
}

double presentValue(std::span<const double> flows, double annualRate) {
    double sum = 0.0;
    for (std::size_t t = 0; t < flows.size(); ++t) {
        sum += flows[t] * discountFactor(annualRate, static_cast<double>(t));
    }
    return sum;
}

std::optional<double> internalRate(std::span<const double> flows) {
    // All zeros: every rate is a root, so none is meaningful.
    if (std::all_of(flows.begin(), flows.end(), [](double x) { return x == 0.0; })) {
        return std::nullopt;
    }
    // Walk outwards from u = 0, upwards and downwards in turn, each grid point evaluated once.
    double up = 0.0;
    double fUp = scaledNpv(flows, 0.0);
    if (fUp == 0.0) return 0.0;
    double down = 0.0;
    double fDown = fUp;
    while (up < kHighestU || down > kLowestU) {
        if (up < kHighestU) {
            const double next = std::min(up + kGridStep, kHighestU);
            const double fNext = scaledNpv(flows, next);
            if (auto r = rootIn(flows, up, fUp, next, fNext)) return r;
            up = next;
            fUp = fNext;
        }
        if (down > kLowestU) {
            const double next = std::max(down - kGridStep, kLowestU);
            const double fNext = scaledNpv(flows, next);
            if (auto r = rootIn(flows, next, fNext, down, fDown)) return r;
            down = next;
            fDown = fNext;
        }
    }
    return std::nullopt;
}

std::optional<double> investmentIrrAnnual(std::span<const double> monthlyFlows, double tolerance) {
    // MODEL.md section 9: only an investment that pays back has a meaningful, unique IRR;
    // one sign change from - to + makes the root unique (Descartes' rule of signs).
    int signChanges = 0;
    int firstSign = 0;
    int lastSign = 0;
    for (double x : monthlyFlows) {
        if (!(std::fabs(x) > tolerance)) continue;
        const int sign = x < 0.0 ? -1 : 1;
        if (firstSign == 0) firstSign = sign;
        if (lastSign != 0 && sign != lastSign) ++signChanges;
        lastSign = sign;
    }
    if (firstSign != -1 || signChanges != 1) return std::nullopt;
    const auto monthly = internalRate(monthlyFlows);
    if (!monthly) return std::nullopt;
    return std::expm1(12.0 * std::log1p(*monthly));
}

std::vector<double> discountFactors(double annualRate, std::size_t n) {
    std::vector<double> df(n);
    for (std::size_t t = 0; t < n; ++t) df[t] = discountFactor(annualRate, static_cast<double>(t));
    return df;
}

OutlaysAndReturns outlaysAndReturns(std::span<const double> flows, std::span<const double> df) {
    OutlaysAndReturns s;
    bool seen = false;
    for (std::size_t t = 0; t < flows.size(); ++t) {
        const double x = flows[t];
        if (!(std::fabs(x) > kZeroFlow)) continue;
        if (!seen) s.outlayFirst = x < 0;
        seen = true;
        if (x > 0) {
            s.pvReturns += x * df[t];
            s.anyReturn = true;
        } else {
            s.pvOutlays -= x * df[t];
            s.anyOutlay = true;
        }
    }
    return s;
}

OutlaysAndReturns outlaysAndReturns(std::span<const double> flows, double annualRate) {
    return outlaysAndReturns(flows, discountFactors(annualRate, flows.size()));
}

std::optional<double> mirrAnnual(std::span<const double> monthlyFlows, std::span<const double> df) {
    const OutlaysAndReturns s = outlaysAndReturns(monthlyFlows, df);
    if (!s.anyOutlay || !s.anyReturn || !s.outlayFirst || monthlyFlows.size() < 2) return std::nullopt;
    // The returns carried forward to t = M at (1 + j): their PV divided by DF(M).
    const std::size_t last = monthlyFlows.size() - 1;
    const double futureReturns = s.pvReturns / df[last];
    const double monthly = std::pow(futureReturns / s.pvOutlays, 1.0 / static_cast<double>(last)) - 1.0;
    return std::pow(1.0 + monthly, 12.0) - 1.0;
}

std::optional<double> mirrAnnual(std::span<const double> monthlyFlows, double annualRate) {
    return mirrAnnual(monthlyFlows, discountFactors(annualRate, monthlyFlows.size()));
}

std::optional<double> profitabilityIndex(std::span<const double> monthlyFlows, std::span<const double> df) {
    const OutlaysAndReturns s = outlaysAndReturns(monthlyFlows, df);
    if (!s.anyOutlay || !s.outlayFirst) return std::nullopt;
    return s.pvReturns / s.pvOutlays;
}

std::optional<double> profitabilityIndex(std::span<const double> monthlyFlows, double annualRate) {
    return profitabilityIndex(monthlyFlows, discountFactors(annualRate, monthlyFlows.size()));
}

std::optional<int> paybackPeriod(std::span<const double> flows, double tolerance) {
    // The answer is one past the last t at which the cumulative sum is below zero.
    double cumulative = 0.0;
    int lastBelow = -1;
    for (std::size_t t = 0; t < flows.size(); ++t) {
        cumulative += flows[t];
        if (cumulative < -tolerance) lastBelow = static_cast<int>(t);
    }
    if (flows.empty() || lastBelow == static_cast<int>(flows.size()) - 1) return std::nullopt;
    return lastBelow + 1;
}

std::optional<int> discountedPaybackPeriod(std::span<const double> flows, std::span<const double> df,
                                           double tolerance) {
    std::vector<double> discounted(flows.size());
    for (std::size_t t = 0; t < flows.size(); ++t) discounted[t] = flows[t] * df[t];
    return paybackPeriod(discounted, tolerance);
}

std::optional<int> discountedPaybackPeriod(std::span<const double> flows, double annualRate,
                                           double tolerance) {
    return discountedPaybackPeriod(flows, discountFactors(annualRate, flows.size()), tolerance);
}

}  // namespace gputco::finance
