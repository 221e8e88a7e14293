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

// Without floors: levels whose load is at most x contribute their load; the rest contribute x.
SlotSums LoadCurve::shapedClippedSum(double scale, double x) const {
    const std::size_t n = levelCount_;
    if (!(scale > 0) || !(x > 0)) return {};
    if (std::isinf(x)) return {scale * prefix_[n], scale * peakPrefix_[n]};
    const std::size_t j = levelsAtMost(x / scale);
    const double above = slotCount_[n] - slotCount_[j];
    const double peakAbove = peakCount_[n] - peakCount_[j];
    return {scale * prefix_[j] + x * above, scale * peakPrefix_[j] + x * peakAbove};
}

SlotSums LoadCurve::clippedSum(double scale, double x, double floorScale) const {
    if (hasFloors()) return clippedSumWithFloors(scale, x, floorScale);
    return shapedClippedSum(scale, x);
}

void LoadCurve::addDiscountedSums(double x, double scale, std::span<const double> demand,
                                  std::span<const double> weight, std::span<SlotSums> byYear) const {
    const std::size_t months = std::min(demand.size(), weight.size());
    const std::size_t n = levelCount_;
    for (std::size_t y = 0; y < byYear.size() && 12 * y < months; ++y) {
        const std::size_t first = 12 * y, last = std::min(months, first + 12);
        double all = 0, peak = 0;
        if (hasFloors()) {
            for (std::size_t m = first; m < last; ++m) {
                const SlotSums v = clippedSumWithFloors(scale * demand[m], x, 1.0);
                all += weight[m] * v.all;
                peak += weight[m] * v.peak;
            }
        } else if (!(x > 0)) {
            continue;
        } else if (std::isinf(x)) {
            // The whole load is linear in the demand: the profile's sums times the year's
            // discounted demand.
            double load = 0;
            for (std::size_t m = first; m < last; ++m)
                if (scale * demand[m] > 0) load += weight[m] * (scale * demand[m]);
            all = prefix_[n] * load;
            peak = peakPrefix_[n] * load;
        } else {
            // shapedClippedSum() in the loop itself, so that the months run with no call.
            for (std::size_t m = first; m < last; ++m) {
                const double load = scale * demand[m];
                if (!(load > 0)) continue;
                const std::size_t j = levelsAtMost(x / load);
                all += weight[m] * (load * prefix_[j] + x * (slotCount_[n] - slotCount_[j]));
                peak += weight[m] * (load * peakPrefix_[j] + x * (peakCount_[n] - peakCount_[j]));
            }
        }
        byYear[y].all += all;
        byYear[y].peak += peak;
    }
}

}  // namespace gputco::engine
