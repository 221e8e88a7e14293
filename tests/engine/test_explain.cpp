// explain() agrees with evaluate() (DESIGN.md: "A test checks that they agree"): for random
// valid scenarios, every explained figure equals the figure the result holds, and the steps
// of a PV add up to it.
#include <catch2/catch.hpp>

#include "model/engine/evaluate.h"
#include "model/engine/explain.h"
#include "model/scenario/validation.h"
#include "tests/engine/random_scenarios.h"

using namespace gputco;
using engine::Figure;

namespace {

// Equal to the cent, relative for large sums: the same additions in the same order give
// the same double, but a figure assembled from parts may differ in the last bits.
void checkSame(double explained, double figure) {
    CHECK(explained == Approx(figure).epsilon(1e-12).margin(1e-6));
}

}  // namespace

TEST_CASE("explain: every figure of random scenarios equals the engine's", "[engine][explain]") {
    test::ScenarioGenerator generator(20261203);
    int explained = 0;
    for (int n = 0; n < 40; ++n) {
        const scenario::Scenario s = generator.next();
        REQUIRE(scenario::validate(s).empty());
        const engine::Result r = engine::evaluate(s);
        for (std::size_t i = 0; i < r.options.size(); ++i) {
            const engine::OptionResult& o = r.options[i];
            INFO("scenario " << n << ", option " << i);
            const auto figure = [&](Figure f) { return engine::explain(s, {i, f, {}, 1}); };

            checkSame(*figure(Figure::TotalCost).result, o.totalCost);
            const engine::Explanation pv = figure(Figure::PvCost);
            checkSame(*pv.result, o.pvCost);
            // The last step sums the discounted years; it is the PV.
            checkSame(pv.steps.back().value, o.pvCost);
            if (s.tax.enabled)
                checkSame(*figure(Figure::PvCostAfterTax).result, *o.pvCostAfterTax);
            else
                CHECK_FALSE(figure(Figure::PvCostAfterTax).result.has_value());
            if (o.costPerReferenceGpuHour)
                checkSame(*figure(Figure::CostPerReferenceGpuHour).result, *o.costPerReferenceGpuHour);
            if (o.vsBaseline) {
                checkSame(*figure(Figure::NpvSavings).result, o.vsBaseline->npvSavings);
                const auto breakEven = figure(Figure::BreakEvenMonth).result;
                CHECK(breakEven.has_value() == o.vsBaseline->breakEvenMonth.has_value());
                if (breakEven) CHECK(*breakEven == *o.vsBaseline->breakEvenMonth + 1);
                const auto irr = figure(Figure::Irr).result;
                CHECK(irr.has_value() == o.vsBaseline->irr.has_value());
                if (irr) CHECK(*irr == *o.vsBaseline->irr);
                const auto payback = figure(Figure::Payback).result;
                CHECK(payback.has_value() == o.vsBaseline->paybackMonths.has_value());
            } else {
                CHECK_FALSE(figure(Figure::NpvSavings).result.has_value());
            }
            for (const engine::YearTotals& year : o.yearly)
                for (std::size_t c = 0; c < engine::kCategoryCount; ++c) {
                    const auto category = static_cast<engine::Category>(c);
                    if (category == engine::Category::TaxShield && !s.tax.enabled) continue;
                    const engine::Explanation e =
                        engine::explain(s, {i, Figure::CategoryYear, category, year.year});
                    REQUIRE(e.result.has_value());
                    checkSame(*e.result, year.categories[c]);
                    ++explained;
                }
            // Chart points: the first, a middle and the last month of the cumulative curve, and
            // t = 0, 1, the middle and M of the cash flow. The steps rebuild the point from the
            // ledger category by category; their sum (the last step) is the engine's figure.
            const int months = r.months;
            for (const int m : {0, months / 2, months - 1}) {
                const engine::Explanation e = engine::explain(s, {i, Figure::CumulativeCost, {}, 1, m});
                REQUIRE(e.result.has_value());
                checkSame(*e.result, o.cumulativeCost[static_cast<std::size_t>(m)]);
                checkSame(e.steps.back().value, o.cumulativeCost[static_cast<std::size_t>(m)]);
                ++explained;
            }
            for (const int t : {0, 1, months / 2, months}) {
                const engine::Explanation e = engine::explain(s, {i, Figure::CashFlow, {}, 1, t});
                REQUIRE(e.result.has_value());
                checkSame(*e.result, o.flows[static_cast<std::size_t>(t)]);
                checkSame(e.steps.back().value, o.flows[static_cast<std::size_t>(t)]);
                ++explained;
            }
        }
    }
    CHECK(explained > 1000);
}

TEST_CASE("explain: a chart point outside the horizon says so", "[engine][explain]") {
    scenario::Scenario s = test::ScenarioGenerator(7).next();
    const int months = s.months();
    CHECK_FALSE(engine::explain(s, {0, Figure::CumulativeCost, {}, 1, months}).result.has_value());
    CHECK(engine::explain(s, {0, Figure::CumulativeCost, {}, 1, months}).note.english() ==
          "the month is outside the horizon");
    CHECK(
        engine::explain(s, {0, Figure::CashFlow, {}, 1, months}).result.has_value());  // t = M is on the grid
    CHECK_FALSE(engine::explain(s, {0, Figure::CashFlow, {}, 1, months + 1}).result.has_value());
}

TEST_CASE("explain: a category's inputs carry their source and date", "[engine][explain]") {
    scenario::Scenario s = test::tinyScenario(2);
    scenario::OwnedSource owned = test::plainOwned();
    owned.provenance = {"NVIDIA launch price (test)", "2020-05-14"};
    s.options.push_back(test::option("Buy", {owned}));
    REQUIRE(scenario::validate(s).empty());
    const engine::Explanation e =
        engine::explain(s, {0, Figure::CategoryYear, engine::Category::Hardware, 1});
    bool found = false;
    for (const engine::ExplainedInput& in : e.inputs)
        if (in.path == "options[0].sources[0].server_price") {
            found = true;
            CHECK(in.value == owned.serverPrice);
            CHECK(in.source == "NVIDIA launch price (test)");
            CHECK(in.asOf == "2020-05-14");
        }
    CHECK(found);
    // Month 1 holds the purchase: nodes x (1 + spares) x (server + network + storage) (MODEL.md
    // section 9, "Hardware"), the sum of the year is that alone when nothing else is bought.
    const double hardware = owned.nodes * (1 + owned.spareFraction) *
                            (owned.serverPrice + owned.networkPerNode + owned.storagePerNode);
    CHECK(e.steps.front().value == Approx(hardware));
    CHECK(*e.result == Approx(hardware));
    CHECK_FALSE(engine::explain(s, {5, Figure::PvCost, {}, 1}).result.has_value());
}
