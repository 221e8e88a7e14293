#include "model/engine/comparison.h"

#include <algorithm>
#include <cmath>

namespace gputco::engine {

std::optional<int> breakEvenMonth(std::span<const double> optionCumulative,
                                  std::span<const double> baselineCumulative) {
    std::optional<int> from;
    const std::size_t n = std::min(optionCumulative.size(), baselineCumulative.size());
    for (std::size_t m = 0; m < n; ++m) {
        // A hair's tolerance so identical streams summed in another order still tie.
        const double tolerance = 1e-9 * std::max(1.0, std::abs(baselineCumulative[m]));
        if (optionCumulative[m] <= baselineCumulative[m] + tolerance) {
            if (!from) from = static_cast<int>(m);
        } else {
            from.reset();
        }
    }
    return from;
}

double breakEvenGridPoint(int i) {
    return 0.01 * std::pow(2000.0, i / 199.0);
}

double BaselinePvCache::atGridPoint(int i) {
    auto& cell = grid_[static_cast<std::size_t>(i)];
    if (!cell) cell = baseline_.comparablePvAt(breakEvenGridPoint(i));
    return *cell;
}

namespace {

// The root of f inside [lo, hi], where f(lo) and f(hi) differ in sign, to 1e-9 relative.
// The PV difference is piecewise linear in the demand scale, so the Illinois variant of
// regula falsi lands on it in a few steps where plain bisection needs ~25; it keeps the
// bracket, and falls back to the midpoint whenever an interpolation step would leave it.
template <class F>
double rootInside(const F& f, double lo, double hi, double fLo, double fHi) {
    int side = 0;
    for (int iteration = 0; iteration < 200 && hi - lo > 1e-9 * hi; ++iteration) {
        double x = (lo * fHi - hi * fLo) / (fHi - fLo);
        if (!(x > lo && x < hi)) x = 0.5 * (lo + hi);
        const double fx = f(x);
        if (fx == 0) return x;
        if ((fx < 0) == (fLo < 0)) {
            lo = x;
            fLo = fx;
            if (side == -1) fHi *= 0.5;
            side = -1;
        } else {
            hi = x;
            fHi = fx;
            if (side == 1) fLo *= 0.5;
            side = 1;
        }
        // Both ends within a hair of the root: one PV unit in 1e12 cannot move k further.
        if (std::abs(fx) <= 1e-12 * std::max(std::abs(fLo), std::abs(fHi))) return x;
    }
    return 0.5 * (lo + hi);
}

}  // namespace

std::optional<double> breakEvenUtilisation(const OptionModel& option, BaselinePvCache& baseline) {
    if (!option.ownsCapacity()) return std::nullopt;
    const auto difference = [&](double k) { return option.comparablePvAt(k) - baseline.at(k); };
    const auto utilisationAt = [&](double k) {
        ServiceTotals totals;
        option.comparablePvAt(k, &totals);
        return totals.meanOwnedUtilisation();
    };

    double previousK = breakEvenGridPoint(0);
    double previous = option.comparablePvAt(previousK) - baseline.atGridPoint(0);
    if (previous == 0) return utilisationAt(previousK);
    for (int i = 1; i < kBreakEvenGridPoints; ++i) {
        const double k = breakEvenGridPoint(i);
        const double current = option.comparablePvAt(k) - baseline.atGridPoint(i);
        if (current == 0) return utilisationAt(k);
        if ((previous < 0) != (current < 0))
            return utilisationAt(rootInside(difference, previousK, k, previous, current));
        previousK = k;
        previous = current;
    }
    return std::nullopt;
}

}  // namespace gputco::engine
