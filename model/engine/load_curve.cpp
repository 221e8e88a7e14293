#include "model/engine/load_curve.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <utility>

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

void LoadCurve::setServices(std::vector<ServiceLoad> services) {
    services_ = std::move(services);
    shapedShare_ = 1;
    for (const ServiceLoad& service : services_) shapedShare_ -= service.share;
}

double LoadCurve::loadAt(double level, double scale, double floorScale) const {
    const double shaped = scale * level;
    double load = shaped * shapedShare_;
    for (const ServiceLoad& service : services_)
        load += std::max(shaped * service.share, floorScale * service.floor);
    return load;
}

double LoadCurve::highestLoad(double scale, double floorScale) const {
    if (!hasFloors()) return scale * highestLevel();
    return levelCount_ > 0 ? loadAt(levels_[levelCount_ - 1], scale, floorScale) : 0.0;
}

// With floors the load is still non-decreasing in the level (each term is), so the slots stay
// in the profile's order; each level's load is worked out, which is a handful of levels for a
// preset and at most 168 for a profile of the user's.
SlotSums LoadCurve::clippedSumWithFloors(double scale, double x, double floorScale) const {
    SlotSums sum;
    if (!(x > 0)) return sum;
    for (std::size_t j = 0; j < levelCount_; ++j) {
        const double slotLoad = std::min(loadAt(levels_[j], scale, floorScale), x);
        sum.all += slotLoad * (slotCount_[j + 1] - slotCount_[j]);
        sum.peak += slotLoad * (peakCount_[j + 1] - peakCount_[j]);
    }
    return sum;
}

SlotSums LoadCurve::clippedSum(double scale, double x, double floorScale) const {
    if (hasFloors()) return clippedSumWithFloors(scale, x, floorScale);
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
