// After-tax figures: deductions, depreciation shield and the tax on a sale (MODEL.md
// sections 5 and 9).
#include <catch2/catch.hpp>

#include "tests/engine/scenario_builders.h"

using namespace gputco;
using namespace gputco::test;
using engine::Category;

namespace {

Scenario taxedOwned(DepreciationMethod method, int years) {
    Scenario s = tinyScenario(years);
    s.tax = {true, 0.25};
    s.accounting.depreciation = method;
    s.accounting.lifeYears = 5;
    OwnedSource o = plainOwned();  // hardware 2 x 100,000 = 200,000, no power
    o.resaleDeclinePerYear = 0.5;
    Option opt = option("own", {o});
    opt.staff = {0.1, 120000, 0};  // 1,000 a month, deductible
    s.options = {opt};
    return s;
}

}  // namespace

TEST_CASE("straight-line depreciation shield, deductible staff, loss on the sale", "[engine][tax]") {
    const auto& r = only(engine::evaluate(taxedOwned(DepreciationMethod::StraightLine, 1)));
    // depreciation 200,000 / 5 = 40,000 a year = 3,333.33 a month; shield 25 % = 833.33;
    // staff 1,000 a month: shield 250.
    CHECK(month(r, Category::TaxShield, 0) == Approx(-833.3333333 - 250.0));
    // sold for 2 x 100,000 x 0.5 = 100,000 against a book value of 160,000:
    // a loss of 60,000, worth 15,000 of tax
    CHECK(month(r, Category::TaxShield, 11) == Approx(-833.3333333 - 250.0 - 15000.0));
    // no discounting: PV = 200,000 + 12,000 - 100,000; after tax 13,000 + 15,000 less
    CHECK(r.pvCost == Approx(112000.0));
    CHECK(r.pvCostAfterTax.value() == Approx(84000.0));
    // the tax line is not part of total_cost
    CHECK(r.totalCost == Approx(112000.0));
}

TEST_CASE("MACRS 5-year: 20 % then 32 % of the base (IRS Publication 946, Table A-1)", "[engine][tax]") {
    const auto& r = only(engine::evaluate(taxedOwned(DepreciationMethod::Macrs5, 2)));
    // year 1: 20 % x 200,000 / 12 = 3,333.33 a month; year 2: 32 % x 200,000 / 12 = 5,333.33
    CHECK(month(r, Category::TaxShield, 0) == Approx(-0.25 * 3333.333333 - 250.0));
    CHECK(month(r, Category::TaxShield, 12) == Approx(-0.25 * 5333.333333 - 250.0));
    // sale after 2 years: 200,000 x 0.25 = 50,000 against book 200,000 - 40,000 - 64,000 = 96,000
    CHECK(month(r, Category::TaxShield, 23) ==
          Approx(-0.25 * 5333.333333 - 250.0 + 0.25 * (50000.0 - 96000.0)));
}

TEST_CASE("a gain on the sale is taxed", "[engine][tax]") {
    Scenario s = taxedOwned(DepreciationMethod::StraightLine, 1);
    std::get<OwnedSource>(s.options[0].sources[0]).resaleDeclinePerYear = 0.05;
    const auto& r = only(engine::evaluate(s));
    // resale 190,000 above book 160,000: 30,000 gain x 25 % = 7,500 of tax
    CHECK(month(r, Category::TaxShield, 11) == Approx(-833.3333333 - 250.0 + 7500.0));
}

TEST_CASE("loan interest and lease payments are deductible, principal is not", "[engine][tax]") {
    Scenario s = taxedOwned(DepreciationMethod::None, 1);
    auto& o = std::get<OwnedSource>(s.options[0].sources[0]);
    o.financing = {FinancingKind::Loan, 0.12, 12, 0.0, 0};
    s.options[0].staff = {};
    const auto& r = only(engine::evaluate(s));
    // month 0 interest 200,000 x 1 % = 2,000 -> shield 500; no depreciation ("none"); the sale
    // for 100,000 against the full base of 200,000 gives a loss shield of 25,000 at the end.
    CHECK(month(r, Category::TaxShield, 0) == Approx(-500.0));
    CHECK(month(r, Category::TaxShield, 11) ==
          Approx(-0.25 * month(r, Category::FinancingInterest, 11) - 25000.0));

    o.financing = {FinancingKind::Lease, 0, 12, 0, 5000};
    const auto& leased = only(engine::evaluate(s));
    CHECK(month(leased, Category::TaxShield, 0) == Approx(-1250.0));  // 25 % of 5,000
    CHECK(leased.categoryTotal(Category::Resale) == 0.0);
}

TEST_CASE("without tax there is no after-tax PV and no tax line", "[engine][tax]") {
    Scenario s = taxedOwned(DepreciationMethod::StraightLine, 1);
    s.tax.enabled = false;
    const auto& r = only(engine::evaluate(s));
    CHECK_FALSE(r.pvCostAfterTax.has_value());
    CHECK(r.monthly[engine::index(Category::TaxShield)].empty());
}
