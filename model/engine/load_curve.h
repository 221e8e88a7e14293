// The month's load over the 168 hour-of-week slots, sorted once per scenario so that the
// capacity stack is served with a binary search and prefix sums instead of slot by slot
// (docs/methodology.md "Serving the load"). Every source's share of the load is a clipped
// sum  S(X) = sum_h min(g * p_h, X)  for some threshold X; the same sum weighted by the
// tariff's peak slots prices electricity.
#pragma once

#include <algorithm>
#include <array>
#include <span>
#include <vector>

#include "model/engine/weekly_profile.h"

namespace gputco::engine {

// Slot sums in reference GPUs x slots (multiply by the hours per slot to get GPU-hours).
struct SlotSums {
    double all = 0;
    double peak = 0;  // the part in time-of-use peak slots

    SlotSums operator-(const SlotSums& o) const { return {all - o.all, peak - o.peak}; }
    SlotSums operator+(const SlotSums& o) const { return {all + o.all, peak + o.peak}; }
    SlotSums operator*(double k) const { return {all * k, peak * k}; }
};

// An inference service inside the load (MODEL.md section 3): its share of the shaped demand
// and the reference GPUs that hold one replica of its model, held in every slot.
struct ServiceLoad {
    double share = 0;  // its compute over the whole compute demand
    double floor = 0;  // reference GPUs
};

class LoadCurve {
public:
    LoadCurve(const WeeklyShape& profile, const WeeklyShape& peakMask);

    // The services whose floors the load keeps (none: the load is scale x p_h alone).
    void setServices(std::vector<ServiceLoad> services);
    bool hasFloors() const { return !services_.empty(); }

    // sum_h min(L_h, x) and its peak part; x may be +infinity (the whole load). The load in
    // slot h is scale x p_h, or with services
    //   L_h = scale p_h (1 - sum_s share_s) + sum_s max(scale p_h share_s, floorScale floor_s):
    // each service holds at least its replica in every hour (docs/methodology.md, "Sizing").
    SlotSums clippedSum(double scale, double x, double floorScale = 1.0) const;
    // The busiest slot's load.
    double highestLoad(double scale, double floorScale = 1.0) const;
    // For every year y of the months given, sum over its months m of
    //   weight[m] x clippedSum(scale x demand[m], x)
    // added to byYear[y] (months 12y .. 12y + 11). The risk trial's whole demand path in one
    // loop, with no call per month (option_model.h, "the demand form").
    void addDiscountedSums(double x, double scale, std::span<const double> demand,
                           std::span<const double> weight, std::span<SlotSums> byYear) const;

    double peakSlotCount() const { return peakCount_[levelCount_]; }
    // The highest level of the profile: the busiest slot's load is scale x this.
    double highestLevel() const { return levelCount_ > 0 ? levels_[levelCount_ - 1] : 0.0; }

private:
    double loadAt(double level, double scale, double floorScale) const;
    SlotSums shapedClippedSum(double scale, double x) const;  // no floors
    // How many levels are at most `threshold`: a scan of a preset's few, a binary search past 8.
    std::size_t levelsAtMost(double threshold) const {
        const std::size_t n = levelCount_;
        std::size_t j = 0;
        if (n <= 8) {
            while (j < n && levels_[j] <= threshold) ++j;
            return j;
        }
        return static_cast<std::size_t>(
            std::upper_bound(levels_.begin(), levels_.begin() + static_cast<std::ptrdiff_t>(n), threshold) -
            levels_.begin());
    }
    SlotSums clippedSumWithFloors(double scale, double x, double floorScale) const;

    std::vector<ServiceLoad> services_;
    double shapedShare_ = 1;  // 1 - the services' shares
    // The sorted profile folded into its distinct levels (a preset has one or two), so a
    // lookup scans a handful of levels instead of 168 slots. Level i holds value levels_[i];
    // the prefix arrays sum over the levels below i (index 0 = nothing).
    static constexpr std::size_t kSlots = scenario::kSlotsPerWeek;
    std::size_t levelCount_ = 0;
    std::array<double, kSlots> levels_{};
    std::array<double, kSlots + 1> prefix_{};      // sum of p over slots below level i
    std::array<double, kSlots + 1> peakPrefix_{};  // the same over peak slots only
    std::array<double, kSlots + 1> slotCount_{};   // slots below level i
    std::array<double, kSlots + 1> peakCount_{};   // peak slots below level i
};

}  // namespace gputco::engine
