// Properties that hold for every valid scenario (issue 3), over many random ones.
#include <catch2/catch.hpp>
#include <cmath>

#include "model/scenario/validation.h"
#include "tests/engine/random_scenarios.h"

using namespace gputco;
using namespace gputco::test;
using engine::Category;

namespace {

constexpr int kScenarios = 300;

void scalePrices(Scenario& s, double k) {
    for (auto& [name, t] : s.tariffs) {
        t.pricePerKwh *= k;
        t.peakPricePerKwh *= k;
        t.offpeakPricePerKwh *= k;
    }
    s.demand.unservedCostPerHour *= k;
    for (auto& o : s.options) {
        o.staff.costPerFteYear *= k;
        o.cloudExtras.pricePerTbMonth *= k;
        o.cloudExtras.pricePerTbEgress *= k;
        for (auto& source : o.sources) {
            if (auto* owned = std::get_if<OwnedSource>(&source)) {
                owned->serverPrice *= k;
                owned->networkPerNode *= k;
                owned->storagePerNode *= k;
                owned->licencePerGpuYear *= k;
                owned->financing.monthlyPayment *= k;
                owned->facility.capex *= k;
                owned->facility.coloPerKwMonth *= k;
                owned->facility.rackFeePerMonth *= k;
            } else {
                std::visit(
                    [&](auto& cloud) {
                        if constexpr (!std::is_same_v<std::decay_t<decltype(cloud)>, OwnedSource>)
                            cloud.pricePerHour *= k;
                    },
                    source);
            }
        }
    }
}

bool close(double a, double b) {
    return std::abs(a - b) <= 1e-9 * std::max({1.0, std::abs(a), std::abs(b)});
}

}  // namespace

TEST_CASE("random scenarios are valid: the generator stays inside the rules", "[engine][property]") {
    ScenarioGenerator gen(1);
    for (int i = 0; i < kScenarios; ++i) {
        const Scenario s = gen.next();
        const auto problems = validate(s);
        INFO(i << ": " << (problems.empty() ? std::string() : problems.front().text()));
        CHECK(problems.empty());
    }
}

TEST_CASE("totals are the sum of categories, and costs are non-negative but resale and tax",
          "[engine][property]") {
    ScenarioGenerator gen(2);
    for (int i = 0; i < kScenarios; ++i) {
        const auto r = engine::evaluate(gen.next());
        for (const auto& o : r.options) {
            double sum = 0;
            for (std::size_t c = 0; c < engine::kCategoryCount; ++c) {
                const auto category = static_cast<Category>(c);
                for (double v : o.monthly[c]) {
                    if (category != Category::Resale && category != Category::TaxShield) REQUIRE(v >= -1e-9);
                    if (engine::countsInTotal(category)) sum += v;
                }
            }
            REQUIRE(close(sum, o.totalCost));
            double yearly = 0;
            for (const auto& y : o.yearly) yearly += y.total;
            REQUIRE(close(yearly, o.totalCost));
            REQUIRE(o.isBaseline == !o.vsBaseline.has_value());
        }
        REQUIRE(r.options[r.baseline].isBaseline);
    }
}

TEST_CASE("PV is at most the nominal total when every flow is a cost", "[engine][property]") {
    // Resale is an inflow at the end: discounting it shrinks a credit, so this holds only
    // without resale (resale decline 100 %) and with tax off (the shield is not in pv_cost).
    ScenarioGenerator gen(3);
    for (int i = 0; i < kScenarios; ++i) {
        Scenario s = gen.next();
        for (auto& o : s.options)
            for (auto& source : o.sources)
                if (auto* owned = std::get_if<OwnedSource>(&source)) owned->resaleDeclinePerYear = 1.0;
        for (const auto& o : engine::evaluate(s).options)
            REQUIRE(o.pvCost <= o.totalCost * (1 + 1e-12) + 1e-9);
    }
}

TEST_CASE("doubling every price doubles every cost", "[engine][property]") {
    ScenarioGenerator gen(4);
    for (int i = 0; i < kScenarios / 3; ++i) {
        Scenario s = gen.next();
        const auto once = engine::evaluate(s);
        scalePrices(s, 2.0);
        const auto twice = engine::evaluate(s);
        for (std::size_t o = 0; o < once.options.size(); ++o) {
            const auto& a = once.options[o];
            const auto& b = twice.options[o];
            for (std::size_t c = 0; c < engine::kCategoryCount; ++c)
                for (std::size_t m = 0; m < a.monthly[c].size(); ++m)
                    REQUIRE(close(2 * a.monthly[c][m], b.monthly[c][m]));
            REQUIRE(close(2 * a.pvCost, b.pvCost));
            REQUIRE(close(a.unservedReferenceGpuHours, b.unservedReferenceGpuHours));
            if (a.vsBaseline) REQUIRE(a.vsBaseline->paybackMonths == b.vsBaseline->paybackMonths);
        }
    }
}

TEST_CASE("adding owned capacity never increases unserved hours", "[engine][property]") {
    ScenarioGenerator gen(5);
    for (int i = 0; i < kScenarios; ++i) {
        Scenario s = gen.next();
        const auto before = engine::evaluate(s, {false});
        for (auto& o : s.options) o.sources.push_back(gen.randomOwned());
        const auto after = engine::evaluate(s, {false});
        for (std::size_t o = 0; o < before.options.size(); ++o)
            REQUIRE(after.options[o].unservedReferenceGpuHours <=
                    before.options[o].unservedReferenceGpuHours * (1 + 1e-12) + 1e-6);
    }
}

TEST_CASE("served plus unserved is the whole demand", "[engine][property]") {
    ScenarioGenerator gen(6);
    for (int i = 0; i < kScenarios; ++i) {
        const Scenario s = gen.next();
        const auto r = engine::evaluate(s, {false});
        double demandHours = 0;
        for (int m = 0; m < s.months(); ++m)
            demandHours += s.demand.gpus * std::pow(1 + s.demand.growthPerYear, m / 12.0) * kHoursPerMonth;
        for (const auto& o : r.options)
            REQUIRE(close(o.deliveredReferenceGpuHours + o.unservedReferenceGpuHours, demandHours));
    }
}
