// The sorted-profile capacity stack against a slot-by-slot reading of MODEL.md section 4:
// each slot's load served by owned, reserved, spot (at most the interruptible share of what
// is left), then on-demand, each source taking what it can.
#include <catch2/catch.hpp>

#include "model/engine/capacity_stack.h"
#include "model/engine/gpu_speed.h"
#include "tests/engine/random_scenarios.h"

using namespace gputco;
using namespace gputco::test;

namespace {

struct SlotByslot {
    std::vector<double> served;
    double unserved = 0;
};

SlotByslot serveSlotBySlot(const engine::CapacityStack& stack, const engine::WeeklyShape& profile,
                           double scale, double share, std::size_t sources) {
    SlotByslot out;
    out.served.assign(sources, 0.0);
    for (double p : profile) {
        double left = scale * p;
        double spotBudget = -1;
        for (const auto& layer : stack.layers()) {
            double take = 0;
            if (layer.kind == engine::SourceKind::Spot) {
                if (spotBudget < 0) spotBudget = share * left;
                take = std::min(layer.capacity, spotBudget);
                spotBudget -= take;
            } else {
                take = std::min(layer.capacity, left);
            }
            out.served[layer.source] += take;
            left -= take;
        }
        out.unserved += left;
    }
    return out;
}

}  // namespace

TEST_CASE("prefix-sum serving equals slot-by-slot serving", "[engine][stack]") {
    ScenarioGenerator gen(11);
    int compared = 0;
    for (int i = 0; i < 400; ++i) {
        Scenario s = gen.next();
        const auto speeds = engine::speedsByGpu(s);
        const auto profile = engine::weeklyProfile(s.demand).value();
        const engine::LoadCurve curve(profile, engine::peakSlots());
        for (const auto& option : s.options) {
            const engine::CapacityStack stack(option, speeds, s.demand.interruptibleShare);
            for (double scale : {0.0, 0.5, s.demand.gpus, 3 * s.demand.gpus, 50.0 * s.demand.gpus}) {
                engine::MonthService fast;
                stack.serve(curve, scale, fast);
                const auto slow = serveSlotBySlot(stack, profile, scale, s.demand.interruptibleShare,
                                                  option.sources.size());
                const double tol = 1e-9 * std::max(1.0, scale * 168);
                for (std::size_t k = 0; k < option.sources.size(); ++k)
                    REQUIRE(fast.served[k].all == Approx(slow.served[k]).margin(tol));
                REQUIRE(fast.unserved.all == Approx(slow.unserved).margin(tol));
                ++compared;
            }
        }
    }
    CHECK(compared > 1000);
}

TEST_CASE("peak-slot sums agree with a slot-by-slot count", "[engine][stack]") {
    const auto profile = engine::presetProfile(ProfilePreset::OfficeHours);
    const auto peak = engine::peakSlots();
    const engine::LoadCurve curve(profile, peak);
    for (double x : {0.5, 1.0, 1.5, 2.0, 3.0}) {
        double all = 0, inPeak = 0;
        for (std::size_t h = 0; h < profile.size(); ++h) {
            const double v = std::min(3.0 * profile[h], x);
            all += v;
            inPeak += v * peak[h];
        }
        const auto sums = curve.clippedSum(3.0, x);
        CHECK(sums.all == Approx(all));
        CHECK(sums.peak == Approx(inPeak));
    }
    CHECK(curve.peakSlotCount() == 70.0);  // Monday to Friday, 08:00-22:00
}
