// Model revision 2 (MODEL.md section 11), each change on a scenario small enough to work out
// by hand: returns on unlevered flows and the financing NPV, MIRR and the profitability index,
// commitments at the horizon, the facility as an asset of its own, expense and bonus
// depreciation, the delay cost after tax, and the levelised cost.
#include <catch2/catch.hpp>

#include <cmath>

#include "model/engine/evaluate.h"
#include "tests/engine/scenario_builders.h"

using namespace gputco;
using namespace gputco::test;
using engine::Category;

namespace {

// Three years at 8 %, no tax; the baseline rents one 8-GPU instance around the clock at
// 20.00 an hour (14,600 a month) for the demand of 8 reference GPUs. The others own two
// 8-GPU nodes bought for 200,000, worthless at the end: in cash, and on a loan of 80 % at
// 5 % a year over 36 months.
Scenario buyOrBorrow() {
    Scenario s = tinyScenario(3);
    s.finance.discountRate = 0.08;
    OwnedSource cash = plainOwned();
    OwnedSource loan = cash;
    loan.financing = {FinancingKind::Loan, 0.05, 36, 0.2, 0};
    s.options = {option("rent", {onDemand(20.0)}), option("cash", {cash}), option("loan", {loan})};
    return s;
}

}  // namespace

TEST_CASE(
    "revision 2: a loan option's returns are the cash option's, and the loan's worth is its financing NPV",
    "[engine][revision2]") {
    const engine::Result r = engine::evaluate(buyOrBorrow());
    const engine::OptionResult& cash = r.options[1];
    const engine::OptionResult& loan = r.options[2];
    REQUIRE(cash.vsBaseline);
    REQUIRE(loan.vsBaseline);
    // The unlevered flows of the loan option are the cash option's, so are its returns.
    CHECK(loan.unleveredFlows == cash.flows);
    REQUIRE(cash.vsBaseline->irr);
    CHECK(loan.vsBaseline->irr == cash.vsBaseline->irr);
    CHECK(loan.vsBaseline->mirr == cash.vsBaseline->mirr);
    CHECK(loan.vsBaseline->profitabilityIndex == cash.vsBaseline->profitabilityIndex);
    CHECK(loan.vsBaseline->paybackMonths == cash.vsBaseline->paybackMonths);
    CHECK(loan.vsBaseline->npvSavingsUnlevered == Approx(cash.vsBaseline->npvSavings).epsilon(1e-12));
    // Cash: 200,000 at t = 0, then 14,600 saved at each month end for 36 months.
    // IRR: the monthly i with 200,000 = 14,600 x (1 - (1 + i)^-36) / i: i = 6.5584 %, (1 + i)^12
    // - 1 = 114.3 % a year (LibreOffice 7.4: =(1+RATE(36;14600;-200000))^12-1 = 1.14315067747535).
    CHECK(*cash.vsBaseline->irr == Approx(1.14315067747535).epsilon(1e-9));
    CHECK_FALSE(cash.financingNpv.has_value());
    // The loan: 160,000 repaid by PMT(0.05/12, 36, 160,000) = 4,795.34 a month. Revision 2
    // valued it at the 8 % discount rate (worth 6,341.22); revision 3 values a loan at the cost
    // of debt, here the loan's own 5 %: worth 0 (tests/engine/revision3_test.cpp).
    REQUIRE(loan.financingNpv);
    CHECK(std::abs(*loan.financingNpv) < 1e-6);
    // Adjusted present value: the saving as financed is the unlevered one plus the financing
    // NPVs (the baseline has no loan).
    CHECK(loan.vsBaseline->npvSavings ==
          Approx(loan.vsBaseline->npvSavingsUnlevered + *loan.financingNpv).epsilon(1e-12));
    // As financed the outlay at t = 0 is the 40,000 down payment: its IRR would be far higher,
    // which is why returns are computed unlevered.
    CHECK(loan.flows[0] == Approx(40000));
}

TEST_CASE("revision 2: MIRR and the profitability index of a purchase, by hand", "[engine][revision2]") {
    Scenario s = buyOrBorrow();
    s.finance.discountRate = 0;  // every DF is 1
    const engine::Result r = engine::evaluate(s);
    const engine::VsBaseline& vs = *r.options[1].vsBaseline;
    // U: -200,000 at t = 0, +14,600 at t = 1 .. 36. PI = 36 x 14,600 / 200,000 = 2.628.
    REQUIRE(vs.profitabilityIndex);
    CHECK(*vs.profitabilityIndex == Approx(2.628));
    // MIRR at 0 %: (525,600 / 200,000)^(1/36) - 1 a month, annualised: 2.628^(12/36) - 1 = 38.00 %.
    REQUIRE(vs.mirr);
    CHECK(*vs.mirr == Approx(std::pow(2.628, 1.0 / 3.0) - 1));
    CHECK(*vs.mirr == Approx(0.3799874).epsilon(1e-6));
}

TEST_CASE("revision 2: a reserved term past the horizon, prorated or settled", "[engine][revision2]") {
    // One year; one instance reserved for 24 months at 10.00 an hour, half upfront. Term total
    // 1 x 10 x 730 x 24 = 175,200: upfront 87,600, monthly parts 87,600 / 24 = 3,650.
    Scenario s = tinyScenario(1);
    ReservedSource reserved;
    reserved.gpu = kReferenceGpu;
    reserved.gpusPerInstance = 8;
    reserved.pricePerHour = 10;
    reserved.instances = 1;
    reserved.termMonths = 24;
    reserved.upfrontFraction = 0.5;
    s.options = {option("reserve", {reserved})};

    const engine::OptionResult prorated = only(engine::evaluate(s));
    // Prorated: the upfront pro rata (87,600 x 12 / 24 = 43,800) and 12 monthly parts.
    CHECK(month(prorated, Category::CloudCompute, 0) == Approx(43800 + 3650));
    CHECK(month(prorated, Category::CloudCompute, 11) == Approx(3650));
    CHECK(prorated.totalCost == Approx(87600));
    CHECK(prorated.commitmentAfterHorizon == Approx(87600));
    REQUIRE(prorated.warnings.size() == 1);
    CHECK(prorated.warnings[0].message ==
          "commitment past the horizon: 87,600 USD of reserved terms and leases falls after month 12; not "
          "counted (commitments_at_horizon: prorate)");

    s.finance.commitmentsAtHorizon = CommitmentsAtHorizon::Settle;
    const engine::OptionResult settled = only(engine::evaluate(s));
    // Settled: the whole upfront at the start, and the 12 monthly parts past the horizon
    // (43,800) at t = M, in month 12.
    CHECK(month(settled, Category::CloudCompute, 0) == Approx(87600 + 3650));
    CHECK(month(settled, Category::CloudCompute, 11) == Approx(3650 + 43800));
    CHECK(settled.totalCost == Approx(175200));
    CHECK(settled.commitmentAfterHorizon == Approx(87600));
    CHECK(settled.flows.back() == Approx(3650 + 43800));  // paid at t = M
    CHECK(settled.warnings[0].message.find("paid at the horizon (commitments_at_horizon: settle)") !=
          std::string::npos);
}

TEST_CASE("revision 2: a lease past the horizon, prorated or settled, deductible", "[engine][revision2]") {
    // One year, 25 % tax; a 24-month lease of 5,000 a month.
    Scenario s = tinyScenario(1);
    s.tax = {true, 0.25};
    s.accounting.depreciation = DepreciationMethod::None;
    OwnedSource leased = plainOwned();
    leased.financing = {FinancingKind::Lease, 0, 24, 0, 5000};
    s.options = {option("lease", {leased})};

    const engine::OptionResult prorated = only(engine::evaluate(s));
    CHECK(prorated.categoryTotal(Category::Financing) == Approx(60000));
    CHECK(prorated.commitmentAfterHorizon == Approx(60000));
    CHECK(month(prorated, Category::TaxShield, 11) == Approx(-1250));

    s.finance.commitmentsAtHorizon = CommitmentsAtHorizon::Settle;
    const engine::OptionResult settled = only(engine::evaluate(s));
    // The 12 payments after the horizon (60,000) at t = M, deductible: 15,000 more shield.
    CHECK(month(settled, Category::Financing, 11) == Approx(5000 + 60000));
    CHECK(settled.categoryTotal(Category::Financing) == Approx(120000));
    CHECK(month(settled, Category::TaxShield, 11) == Approx(-1250 - 15000));
}

TEST_CASE("revision 2: the facility is an asset of its own with a residual value", "[engine][revision2]") {
    // 25 % tax; a facility capex of 120,000 over 10 years: 1,000 a month of depreciation
    // (250 of shield), whatever the servers do.
    auto withCapex = [](int years, double refreshYears, double capex) {
        Scenario s = tinyScenario(years);
        s.tax = {true, 0.25};
        OwnedSource o = plainOwned();
        o.refreshYears = refreshYears;
        o.facility.capex = capex;
        o.facility.capexLifeYears = 10;
        // Revision 3: only residual_fraction of the book value comes back; all of it here.
        o.facility.residualFraction = 1.0;
        s.options = {option("own", {o})};
        return only(engine::evaluate(s));
    };
    for (const auto& [years, refresh] : {std::pair{5, 0.0}, std::pair{4, 2.0}}) {
        INFO(years << " years, refresh every " << refresh);
        const engine::OptionResult with = withCapex(years, refresh, 120000);
        const engine::OptionResult without = withCapex(years, refresh, 0);
        const int months = 12 * years;
        CHECK(month(with, Category::Facility, 0) == Approx(120000));
        // Every month of the horizon, through the refresh: 250 more shield.
        for (int m = 0; m < months; ++m)
            CHECK(month(with, Category::TaxShield, m) - month(without, Category::TaxShield, m) ==
                  Approx(-250));
        // At t = M the book value left comes back: 120,000 x (1 - M / 120).
        const double residual = 120000 * (1 - months / 120.0);
        CHECK(month(with, Category::Resale, months - 1) - month(without, Category::Resale, months - 1) ==
              Approx(-residual));
        CHECK(with.categoryTotal(Category::Resale) - without.categoryTotal(Category::Resale) ==
              Approx(-residual));
    }
    // A horizon longer than the facility's life: nothing left, and no shield after the life.
    Scenario s = tinyScenario(6);
    OwnedSource o = plainOwned();
    o.facility.capex = 60000;
    o.facility.capexLifeYears = 5;
    s.tax = {true, 0.25};
    s.options = {option("own", {o})};
    const engine::OptionResult r = only(engine::evaluate(s));
    CHECK(r.categoryTotal(Category::Resale) == Approx(0));  // the servers are worthless too
    // 60,000 / 60 months = 1,000 a month: 250 of shield in month 60, none in month 61.
    o.facility.capex = 0;
    s.options = {option("own", {o})};
    const engine::OptionResult none = only(engine::evaluate(s));
    CHECK(month(r, Category::TaxShield, 59) - month(none, Category::TaxShield, 59) == Approx(-250));
    CHECK(month(r, Category::TaxShield, 60) - month(none, Category::TaxShield, 60) == Approx(0).margin(1e-9));
}

TEST_CASE("revision 2: expense and MACRS with 60 % bonus", "[engine][revision2]") {
    // Hardware 2 x 100,000 = 200,000 at month 0; 25 % tax; no other cost.
    auto shield = [](DepreciationMethod method, double bonus) {
        Scenario s = tinyScenario(2);
        s.tax = {true, 0.25};
        s.accounting.depreciation = method;
        s.accounting.bonusFraction = bonus;
        s.options = {option("own", {plainOwned()})};
        return only(engine::evaluate(s));
    };
    // Expense: the whole base deducted in the purchase month, shield at t = 1.
    const engine::OptionResult expensed = shield(DepreciationMethod::Expense, 0);
    CHECK(month(expensed, Category::TaxShield, 0) == Approx(-50000));
    CHECK(month(expensed, Category::TaxShield, 1) == Approx(0).margin(1e-9));
    CHECK(expensed.flows[1] == Approx(-50000));
    // MACRS 5-year with 60 % bonus (IRS Publication 946: the special allowance first, then
    // Table A-1 on the rest): 120,000 at purchase, then 20 % and 32 % of 80,000 spread over
    // the months of years 1 and 2: 1,333.33 and 2,133.33 a month.
    const engine::OptionResult bonus = shield(DepreciationMethod::Macrs5, 0.6);
    CHECK(month(bonus, Category::TaxShield, 0) == Approx(-0.25 * (120000 + 16000 / 12.0)));
    CHECK(month(bonus, Category::TaxShield, 5) == Approx(-0.25 * 16000 / 12.0));
    // Month 24 is the sale (the servers are worthless): a loss of the book value left,
    // 200,000 - 120,000 - 16,000 - 25,600 = 38,400, worth 9,600 of tax.
    CHECK(month(bonus, Category::TaxShield, 23) == Approx(-0.25 * 25600 / 12.0 - 9600));
    // With `none` the bonus is ignored: nothing is deducted, and the loss at the sale is the
    // whole 200,000.
    const engine::OptionResult none = shield(DepreciationMethod::None, 0.6);
    CHECK(month(none, Category::TaxShield, 0) == Approx(0).margin(1e-9));
    CHECK(month(none, Category::TaxShield, 23) == Approx(-50000));
}

TEST_CASE("revision 2: the delay cost of unserved demand is deductible", "[engine][revision2]") {
    // Nothing serves the 8 reference GPUs; each unserved GPU-hour costs 5: 8 x 730 x 5 =
    // 29,200 a month, deductible at 25 %: 7,300 of shield a month.
    Scenario s = tinyScenario(1);
    s.tax = {true, 0.25};
    s.demand.unservedCostPerHour = 5;
    s.options = {option("none", {onDemand(20.0, 1.0, 0)})};
    const engine::OptionResult r = only(engine::evaluate(s));
    CHECK(month(r, Category::Unserved, 0) == Approx(29200));
    CHECK(month(r, Category::TaxShield, 0) == Approx(-7300));
    CHECK(*r.pvCostAfterTax == Approx(0.75 * r.pvCost));
    // Nothing delivered: no levelised cost.
    CHECK_FALSE(r.levelisedCostPerReferenceGpuHour.has_value());
}

TEST_CASE("revision 2: the levelised cost weighs later hours less", "[engine][revision2]") {
    // Two years at 10 %, 8 reference GPUs on demand at 20.00 an instance-hour: 2.50 a
    // reference GPU-hour in every month, so the levelised cost is 2.50 too; with a purchase
    // at t = 0 it is above the nominal cost per hour, which spreads it evenly.
    Scenario s = tinyScenario(2);
    s.finance.discountRate = 0.1;
    s.options = {option("rent", {onDemand(20.0)}), option("own", {plainOwned()})};
    const engine::Result r = engine::evaluate(s);
    CHECK(*r.options[0].levelisedCostPerReferenceGpuHour == Approx(2.5));
    CHECK(*r.options[0].costPerReferenceGpuHour == Approx(2.5));
    // Owned: 200,000 at t = 0 over the hours discounted at t = m + 1:
    // 200,000 / sum_{m=0}^{23} 5,840 x 1.1^(-(m+1)/12).
    double hours = 0;
    for (int m = 0; m < 24; ++m) hours += 8 * 730.0 * std::pow(1.1, -(m + 1) / 12.0);
    CHECK(*r.options[1].levelisedCostPerReferenceGpuHour == Approx(200000 / hours));
    CHECK(*r.options[1].costPerReferenceGpuHour == Approx(200000 / (24 * 5840.0)));
}
