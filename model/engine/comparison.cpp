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

double breakEvenGridPoint(int i) { return 0.01 * std::pow(2000.0, i / 199.0); }

double BaselinePvCache::atGridPoint(int i) {
    auto& cell = grid_[static_cast<std::size_t>(i)];
    if (!cell) cell = baseline_.comparablePvAt(breakEvenGridPoint(i));
    return *cell;
}

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
        if ((previous < 0) != (current < 0)) {
            double lo = previousK, hi = k, fLo = previous;
            while (hi - lo > 1e-9 * hi) {
                const double mid = 0.5 * (lo + hi);
                const double fMid = difference(mid);
                if (fMid == 0) return utilisationAt(mid);
                if ((fMid < 0) == (fLo < 0)) {
                    lo = mid;
                    fLo = fMid;
                } else {
                    hi = mid;
                }
            }
            return utilisationAt(0.5 * (lo + hi));
        }
        previousK = k;
        previous = current;
    }
    return std::nullopt;
}

}  // namespace gputco::engine
