#include "model/engine/load_curve.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace gputco::engine {

LoadCurve::LoadCurve(const WeeklyShape& profile, const WeeklyShape& peakMask) {
    std::array<std::size_t, kSlots> order{};
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return profile[a] < profile[b]; });
    for (std::size_t j = 0; j < kSlots; ++j) {
        const std::size_t h = order[j];
        if (levelCount_ == 0 || profile[h] != levels_[levelCount_ - 1]) {
            levels_[levelCount_] = profile[h];
            ++levelCount_;
            prefix_[levelCount_] = prefix_[levelCount_ - 1];
            peakPrefix_[levelCount_] = peakPrefix_[levelCount_ - 1];
            slotCount_[levelCount_] = slotCount_[levelCount_ - 1];
            peakCount_[levelCount_] = peakCount_[levelCount_ - 1];
        }
        prefix_[levelCount_] += profile[h];
        peakPrefix_[levelCount_] += profile[h] * peakMask[h];
        slotCount_[levelCount_] += 1;
        peakCount_[levelCount_] += peakMask[h];
    }
}

SlotSums LoadCurve::clippedSum(double scale, double x) const {
    const std::size_t n = levelCount_;
    if (!(scale > 0) || !(x > 0)) return {};
    if (std::isinf(x)) return {scale * prefix_[n], scale * peakPrefix_[n]};
    // Levels whose load is at most x contribute their load; the rest contribute x.
    const double threshold = x / scale;
    std::size_t j = 0;
    if (n <= 8) {
        while (j < n && levels_[j] <= threshold) ++j;
    } else {
        j = static_cast<std::size_t>(
            std::upper_bound(levels_.begin(), levels_.begin() + static_cast<std::ptrdiff_t>(n), threshold) -
            levels_.begin());
    }
    const double above = slotCount_[n] - slotCount_[j];
    const double peakAbove = peakCount_[n] - peakCount_[j];
    return {scale * prefix_[j] + x * above, scale * peakPrefix_[j] + x * peakAbove};
}

}  // namespace gputco::engine
