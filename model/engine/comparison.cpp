#include "model/engine/comparison.h"

#include <algorithm>
#include <cmath>
#include <limits>

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

std::optional<double> breakEvenUtilisation(const OptionModel& option, BaselinePvCache& baseline,
                                           const OptionModel& baselineModel, bool skipProvenSigns) {
    if (!option.ownsCapacity()) return std::nullopt;
    const auto difference = [&](double k) { return option.comparablePvAt(k) - baseline.at(k); };
    const auto atGrid = [&](int i) {
        return option.comparablePvAt(breakEvenGridPoint(i)) - baseline.atGridPoint(i);
    };
    const auto utilisationAt = [&](double k) {
        ServiceTotals totals;
        option.comparablePvAt(k, &totals);
        return totals.meanOwnedUtilisation();
    };
    // f = PV(option) - PV(baseline) falls at most at the baseline's slope bound and rises at
    // most at the option's, so from f(k_i) its sign cannot change before k_i + |f| / slope.
    // A 1e-6 relative margin keeps rounding on the safe side.
    const auto signHoldsUntil = [&](double k, double f) {
        const double slope = f > 0 ? baselineModel.pvSlopeBound() : option.pvSlopeBound();
        if (!skipProvenSigns) return k;
        if (!(slope > 0)) return std::numeric_limits<double>::infinity();
        return k + std::abs(f) / slope * (1.0 - 1e-6);
    };

    int previousIndex = 0;
    double previous = atGrid(0);
    if (previous == 0) return utilisationAt(breakEvenGridPoint(0));
    double provenUntil = signHoldsUntil(breakEvenGridPoint(0), previous);
    for (int i = 1; i < kBreakEvenGridPoints; ++i) {
        const double k = breakEvenGridPoint(i);
        if (k < provenUntil) continue;  // same sign as `previous`, no evaluation needed
        const double current = atGrid(i);
        if (current == 0) return utilisationAt(k);
        if ((previous < 0) != (current < 0)) {
            // The first interval whose ends differ in sign is [k_(i-1), k_i]; its left end may
            // have been skipped, with the same sign as `previous`.
            const double leftK = breakEvenGridPoint(i - 1);
            const double left = previousIndex == i - 1 ? previous : atGrid(i - 1);
            return utilisationAt(rootInside(difference, leftK, k, left, current));
        }
        previousIndex = i;
        previous = current;
        provenUntil = signHoldsUntil(k, current);
    }
    return std::nullopt;
}

}  // namespace gputco::engine
