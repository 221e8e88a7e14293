// explain() agrees with evaluate() (DESIGN.md: "A test checks that they agree"), and each
// explanation adds up on its own (issue #14): its steps sum to its result, which explain()
// computes itself from the ledgers, and that result equals the engine's figure; an IRR is a
// root of the incremental flows, a payback the first t from which their running sum stays >= 0.
#include <catch2/catch.hpp>

#include <cmath>
#include <numeric>

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

// The parts (every step but the last) add up to the last step, which is the result.
void checkStepsAddUp(const engine::Explanation& e) {
    REQUIRE(e.result.has_value());
    REQUIRE(e.steps.size() >= 1);
    double parts = 0;
    for (std::size_t k = 0; k + 1 < e.steps.size(); ++k) parts += e.steps[k].value;
    checkSame(parts, e.steps.back().value);
    checkSame(e.steps.back().value, *e.result);
}

// NPV at a monthly rate of the incremental flows baseline - option, from the result's grids.
double npvAt(const std::vector<double>& base, const std::vector<double>& option, double annual) {
    const double monthly = std::pow(1 + annual, 1.0 / 12) - 1;
    double npv = 0;
    for (std::size_t t = 0; t < base.size(); ++t)
        npv += (base[t] - option[t]) / std::pow(1 + monthly, double(t));
    return npv;
}

}  // namespace

TEST_CASE("explain: every figure of random scenarios adds up on its own and equals the engine's",
          "[engine][explain]") {
    test::ScenarioGenerator generator(20261203);
    int explained = 0;
    for (int n = 0; n < 40; ++n) {
        const scenario::Scenario s = generator.next();
        REQUIRE(scenario::validate(s).empty());
        const engine::Result r = engine::evaluate(s);
        const engine::OptionResult& base = r.options[r.baseline];
        for (std::size_t i = 0; i < r.options.size(); ++i) {
            const engine::OptionResult& o = r.options[i];
            INFO("scenario " << n << ", option " << i);
            const auto figure = [&](Figure f) { return engine::explain(s, {i, f, {}, 1}); };

            const engine::Explanation total = figure(Figure::TotalCost);
            checkStepsAddUp(total);
            checkSame(*total.result, o.totalCost);
            const engine::Explanation pv = figure(Figure::PvCost);
            // The yearly discounted sums add up to the PV.
            checkStepsAddUp(pv);
            checkSame(*pv.result, o.pvCost);
            if (s.tax.enabled) {
                const engine::Explanation taxed = figure(Figure::PvCostAfterTax);
                checkStepsAddUp(taxed);
                checkSame(*taxed.result, *o.pvCostAfterTax);
            } else {
                CHECK_FALSE(figure(Figure::PvCostAfterTax).result.has_value());
            }
            // The financing NPV: principal and discounted payments add up to it.
            const engine::Explanation loan = figure(Figure::FinancingNpv);
            CHECK(loan.result.has_value() == o.financingNpv.has_value());
            if (loan.result) {
                checkStepsAddUp(loan);
                checkSame(*loan.result, *o.financingNpv);
            }
            if (o.costPerReferenceGpuHour) {
                // (total - unserved) / hours, from its three steps.
                const engine::Explanation perHour = figure(Figure::CostPerReferenceGpuHour);
                REQUIRE(perHour.steps.size() == 3);
                checkSame((perHour.steps[0].value - perHour.steps[1].value) / perHour.steps[2].value,
                          *perHour.result);
                checkSame(*perHour.result, *o.costPerReferenceGpuHour);
            }
            if (o.vsBaseline) {
                // PV(baseline) - PV(option), from its two steps.
                const engine::Explanation npv = figure(Figure::NpvSavings);
                REQUIRE(npv.steps.size() == 2);
                checkSame(npv.steps[0].value - npv.steps[1].value, *npv.result);
                checkSame(*npv.result, o.vsBaseline->npvSavings);
                // Revision 3: the cash NPV, the other rule and a point of the profile, each
                // rebuilt from its parts.
                const engine::Explanation cash = figure(Figure::NpvSavingsCash);
                checkSame(*cash.result, o.vsBaseline->npvSavingsCash);
                const engine::Explanation other = figure(Figure::NpvSavingsOtherRule);
                CHECK(other.result.has_value() == o.vsBaseline->npvSavingsOtherRule.has_value());
                if (other.result) checkSame(*other.result, *o.vsBaseline->npvSavingsOtherRule);
                for (const int point : {0, 4, 15}) {
                    engine::FigureRef ref{i, Figure::NpvProfilePoint, {}, 1};
                    ref.profilePoint = point;
                    const engine::Explanation e = engine::explain(s, ref);
                    checkStepsAddUp(e);
                    CHECK(*e.result == Approx(o.vsBaseline->npvProfile[std::size_t(point)].npvSavings)
                                           .epsilon(1e-10)
                                           .margin(1e-6));
                }
                const auto breakEven = figure(Figure::BreakEvenMonth).result;
                CHECK(breakEven.has_value() == o.vsBaseline->breakEvenMonth.has_value());
                if (breakEven) {
                    CHECK(*breakEven == *o.vsBaseline->breakEvenMonth + 1);
                    // From that month on the option's cumulative cost stays at or below.
                    for (int m = static_cast<int>(*breakEven) - 1; m < r.months; ++m)
                        CHECK(o.cumulativeCost[std::size_t(m)] <= base.cumulativeCost[std::size_t(m)]);
                }
                const auto irr = figure(Figure::Irr).result;
                CHECK(irr.has_value() == o.vsBaseline->irr.has_value());
                if (irr) {
                    CHECK(*irr == Approx(*o.vsBaseline->irr).epsilon(1e-9));
                    // A root: the NPV of the unlevered incremental flows at the IRR is (nearly)
                    // zero against the flows' own size.
                    double size = 0;
                    for (std::size_t t = 0; t < o.flows.size(); ++t)
                        size += std::abs(base.unleveredFlows[t] - o.unleveredFlows[t]);
                    // Below -99 % a year the annual figure cannot carry the monthly rate back to
                    // full precision ((1 + i)^12 is then a tiny number added to -1).
                    INFO("IRR " << *irr);
                    if (*irr > -0.99)
                        CHECK(std::abs(npvAt(base.unleveredFlows, o.unleveredFlows, *irr)) <= 1e-6 * size);
                }
                const auto payback = figure(Figure::Payback).result;
                CHECK(payback.has_value() == o.vsBaseline->paybackMonths.has_value());
                if (payback) {
                    double running = 0;
                    for (std::size_t t = 0; t < o.flows.size(); ++t) {
                        running += base.unleveredFlows[t] - o.unleveredFlows[t];
                        if (double(t) >= *payback) CHECK(running >= -1e-6);
                    }
                }
            } else {
                CHECK_FALSE(figure(Figure::NpvSavings).result.has_value());
            }
            for (const engine::YearTotals& year : o.yearly)
                for (std::size_t c = 0; c < engine::kCategoryCount; ++c) {
                    const auto category = static_cast<engine::Category>(c);
                    if (category == engine::Category::TaxShield && !s.tax.enabled) continue;
                    const engine::Explanation e =
                        engine::explain(s, {i, Figure::CategoryYear, category, year.year});
                    // Twelve months and the year: the months add up to it.
                    REQUIRE(e.steps.size() == 13);
                    checkStepsAddUp(e);
                    checkSame(*e.result, year.categories[c]);
                    ++explained;
                }
            // Chart points: the first, a middle and the last month of the cumulative curve, and
            // t = 0, 1, the middle and M of the cash flow, each rebuilt category by category.
            const int months = r.months;
            for (const int m : {0, months / 2, months - 1}) {
                const engine::Explanation e = engine::explain(s, {i, Figure::CumulativeCost, {}, 1, m});
                checkStepsAddUp(e);
                checkSame(*e.result, o.cumulativeCost[static_cast<std::size_t>(m)]);
                ++explained;
            }
            for (const int t : {0, 1, months / 2, months}) {
                const engine::Explanation e = engine::explain(s, {i, Figure::CashFlow, {}, 1, t});
                checkStepsAddUp(e);
                checkSame(*e.result, o.flows[static_cast<std::size_t>(t)]);
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
    owned.provenance.source = "NVIDIA launch price (test)";
    owned.provenance.asOf = "2020-05-14";
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

TEST_CASE("explain: every computed figure in an explanation opens its own, down to the inputs (issue #34)",
          "[engine][explain]") {
    test::ScenarioGenerator generator(20261205);
    for (int n = 0; n < 25; ++n) {
        const scenario::Scenario s = generator.next();
        REQUIRE(scenario::validate(s).empty());
        const engine::Result r = engine::evaluate(s);
        const Figure pvFigure = s.tax.enabled ? Figure::PvCostAfterTax : Figure::PvCost;
        for (std::size_t i = 0; i < r.options.size(); ++i) {
            const engine::OptionResult& o = r.options[i];
            INFO("scenario " << n << ", option " << i);
            // The NPV saving's two PVs open the PVs they are: the baseline's and the option's.
            const engine::Explanation npv = engine::explain(s, {i, Figure::NpvSavings, {}, 1});
            REQUIRE(npv.steps.size() == 2);
            REQUIRE(npv.steps[0].opens.has_value());
            REQUIRE(npv.steps[1].opens.has_value());
            CHECK(npv.steps[0].opens->option == r.baseline);
            CHECK(npv.steps[1].opens->option == i);
            CHECK(npv.steps[1].opens->figure == pvFigure);
            const engine::Explanation pv = engine::explain(s, *npv.steps[1].opens);
            checkSame(*pv.result, npv.steps[1].value);
            // It lists the option's inputs, not only the discount rate, horizon and tax rate.
            CHECK(npv.inputs.size() > 3);
            CHECK(pv.inputs.size() > 3);

            // The PV's parts are its cost categories, discounted; each opens its explanation,
            // whose result is the part. Without a lease they add up to the discounted years.
            REQUIRE_FALSE(pv.parts.empty());
            double parts = 0;
            for (const engine::ExplainedStep& part : pv.parts) {
                REQUIRE(part.opens.has_value());
                CHECK(part.opens->figure == Figure::CategoryPv);
                const engine::Explanation category = engine::explain(s, *part.opens);
                checkStepsAddUp(category);
                checkSame(*category.result, part.value);
                parts += part.value;
            }
            double years = 0;
            bool lease = false;
            for (const engine::ExplainedStep& step : pv.steps) {
                if (step.what.pattern.rfind("t = ", 0) == 0) years += step.value;
                if (step.what.pattern.rfind("lease payments", 0) == 0) lease = true;
            }
            if (!lease) checkSame(parts, years);

            // The total cost's categories open their totals over the horizon, whose years open
            // the year's explanation (the annual chart's segment).
            const engine::Explanation total = engine::explain(s, {i, Figure::TotalCost, {}, 1});
            CHECK_FALSE(total.inputs.empty());
            for (std::size_t k = 0; k + 1 < total.steps.size(); ++k) {
                REQUIRE(total.steps[k].opens.has_value());
                const engine::Explanation category = engine::explain(s, *total.steps[k].opens);
                checkStepsAddUp(category);
                checkSame(*category.result, total.steps[k].value);
                const engine::ExplainedStep& year1 = category.steps.front();
                REQUIRE(year1.opens.has_value());
                CHECK(year1.opens->figure == Figure::CategoryYear);
                checkSame(*engine::explain(s, *year1.opens).result, year1.value);
            }
            // The unserved hours are their own figure: demand less served.
            const engine::Explanation unserved = engine::explain(s, {i, Figure::UnservedHours, {}, 1});
            checkStepsAddUp(unserved);
            checkSame(*unserved.result, o.unservedReferenceGpuHours);
            // Each input opens its own explanation: its value, where it came from.
            for (const engine::ExplainedInput& in : pv.inputs) {
                engine::FigureRef ref{i, Figure::Input, {}, 1};
                ref.input = in.path;
                const engine::Explanation leaf = engine::explain(s, ref);
                INFO(in.path);
                REQUIRE(leaf.result.has_value());
                CHECK(*leaf.result == in.value);
                REQUIRE(leaf.inputs.size() == 1);
                CHECK(leaf.inputs[0].source == in.source);
                CHECK(leaf.inputs[0].asOf == in.asOf);
            }
        }
    }
}

TEST_CASE("explain: an unbounded input (no cap on instances) is explained, not a crash",
          "[engine][explain]") {
    // An on-demand source's max_instances is infinite when no cap is set (scenario.h
    // kUnbounded); its explanation wrote it as money, whose digits it could not find.
    test::ScenarioGenerator generator(20261206);
    int found = 0;
    for (int n = 0; n < 40 && found == 0; ++n) {
        scenario::Scenario s = generator.next();
        for (std::size_t o = 0; o < s.options.size() && found == 0; ++o)
            for (std::size_t k = 0; k < s.options[o].sources.size(); ++k)
                if (auto* od = std::get_if<scenario::OnDemandSource>(&s.options[o].sources[k])) {
                    od->maxInstances = scenario::kUnbounded;
                    engine::FigureRef ref{o, Figure::Input, {}, 1};
                    ref.input =
                        "options[" + std::to_string(o) + "].sources[" + std::to_string(k) + "].max_instances";
                    const engine::Explanation e = engine::explain(s, ref);
                    REQUIRE(e.result.has_value());
                    CHECK(std::isinf(*e.result));
                    ++found;
                    break;
                }
    }
    CHECK(found == 1);
}
