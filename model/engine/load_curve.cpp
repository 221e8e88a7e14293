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
        sorted_[j] = profile[h];
        prefix_[j + 1] = prefix_[j] + profile[h];
        peakPrefix_[j + 1] = peakPrefix_[j] + profile[h] * peakMask[h];
        peakCount_[j + 1] = peakCount_[j] + peakMask[h];
    }
}

SlotSums LoadCurve::clippedSum(double scale, double x) const {
    if (!(scale > 0) || !(x > 0)) return {};
    if (std::isinf(x)) return {scale * prefix_[kSlots], scale * peakPrefix_[kSlots]};
    // Slots whose load is at most x contribute their load; the rest contribute x.
    const double threshold = x / scale;
    const auto j = static_cast<std::size_t>(
        std::upper_bound(sorted_.begin(), sorted_.end(), threshold) - sorted_.begin());
    const double above = static_cast<double>(kSlots - j);
    const double peakAbove = peakCount_[kSlots] - peakCount_[j];
    return {scale * prefix_[j] + x * above, scale * peakPrefix_[j] + x * peakAbove};
}

}  // namespace gputco::engine
