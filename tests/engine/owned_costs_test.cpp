// Every owned-cluster cost category against a hand calculation (MODEL.md sections 4 and 9).
#include <catch2/catch.hpp>

#include "tests/engine/scenario_builders.h"

using namespace gputco;
using namespace gputco::test;
using engine::Category;

namespace {

// 2 nodes x 8 GPUs, spares 50 %, server 100,000 + network 10,000 + storage 5,000.
OwnedSource pricedOwned() {
    OwnedSource o = plainOwned();
    o.networkPerNode = 10000;
    o.storagePerNode = 5000;
    o.spareFraction = 0.5;
    o.installationFraction = 0.02;
    o.idleKw = 1.0;
    o.maxKw = 5.0;
    o.facility.pue = 1.5;
    o.facility.coloPerKwMonth = 100;
    o.facility.rackFeePerMonth = 50;
    o.facility.capex = 20000;
    o.facility.gridKgCo2PerKwh = 0.5;
    o.licencePerGpuYear = 120;
    o.warrantyYears = 0.5;
    o.supportRatePerYear = 0.12;
    o.resaleDeclinePerYear = 0.3;
    return o;
}

}  // namespace

TEST_CASE("owned capex: hardware with spares, installation and facility at month 0", "[engine][owned]") {
    Scenario s = tinyScenario();
    s.options = {option("own", {pricedOwned()})};
    const auto& r = only(engine::evaluate(s));
    // hardware = 2 nodes x 1.5 x (100,000 + 10,000 + 5,000) = 345,000
    CHECK(month(r, Category::Hardware, 0) == Approx(345000.0));
    CHECK(month(r, Category::Hardware, 1) == 0.0);
    // installation = 2 % of 345,000 = 6,900
    CHECK(month(r, Category::Installation, 0) == Approx(6900.0));
    CHECK(month(r, Category::Facility, 0) == Approx(20000.0));
}

TEST_CASE("owned electricity: idle plus load-proportional power, cooling at PUE - 1", "[engine][owned]") {
    Scenario s = tinyScenario();
    s.options = {option("own", {pricedOwned()})};
    const auto& r = only(engine::evaluate(s));
    // demand 8 on capacity 16: u = 0.5 in every slot; node power 1 + (5 - 1) x 0.5 = 3 kW,
    // 2 nodes x 3 kW x 730 h = 4,380 kWh x 0.10 = 438.00 a month; cooling 438 x 0.5 = 219.
    for (int m = 0; m < 12; ++m) {
        CHECK(month(r, Category::ElectricityIt, m) == Approx(438.0));
        CHECK(month(r, Category::ElectricityCooling, m) == Approx(219.0));
    }
    // energy 4,380 x 1.5 x 12 = 78,840 kWh = 78.84 MWh; CO2 x 0.5 kg = 39.42 t
    CHECK(r.energyMwh == Approx(78.84));
    CHECK(r.co2T == Approx(39.42));
    CHECK(r.meanOwnedUtilisation.value() == Approx(0.5));
}

TEST_CASE("owned running costs: colocation, software, maintenance after warranty", "[engine][owned]") {
    Scenario s = tinyScenario();
    s.options = {option("own", {pricedOwned()})};
    const auto& r = only(engine::evaluate(s));
    // colocation 100 x 2 nodes x 5 kW + rack fee 50 = 1,050 a month
    CHECK(month(r, Category::Colocation, 3) == Approx(1050.0));
    // software 120 x 16 GPUs / 12 = 160 a month
    CHECK(month(r, Category::Software, 3) == Approx(160.0));
    // maintenance from month 6 (0.5-year warranty): 12 % x 345,000 / 12 = 3,450
    CHECK(month(r, Category::Maintenance, 5) == 0.0);
    CHECK(month(r, Category::Maintenance, 6) == Approx(3450.0));
    CHECK(month(r, Category::Maintenance, 11) == Approx(3450.0));
}

TEST_CASE("owned resale at the end of the horizon", "[engine][owned]") {
    Scenario s = tinyScenario();
    s.options = {option("own", {pricedOwned()})};
    const auto& r = only(engine::evaluate(s));
    // 1.5 x 2 nodes x server 100,000 x (1 - 0.3)^(12/12) = 210,000, in the last month. The
    // facility capex's book value left (20,000 x (1 - 12 / 120) = 18,000 after one of its ten
    // years) comes back only as facility.residual_fraction of it: 0 by default (MODEL.md
    // section 12, item 3), 50 % = 9,000 below.
    REQUIRE(std::get<scenario::OwnedSource>(s.options[0].sources[0]).facility.capex == 20000);
    CHECK(month(r, Category::Resale, 11) == Approx(-210000.0));
    CHECK(r.categoryTotal(Category::Resale) == Approx(-210000.0));
    std::get<scenario::OwnedSource>(s.options[0].sources[0]).facility.residualFraction = 0.5;
    const auto& half = only(engine::evaluate(s));
    CHECK(month(half, Category::Resale, 11) == Approx(-210000.0 - 9000.0));
}

TEST_CASE("staff escalates stepwise per year, and so does the tariff", "[engine][owned]") {
    Scenario s = tinyScenario(2);
    s.tariffs["grid"].escalationPerYear = 0.10;
    Option o = option("own", {pricedOwned()});
    o.staff = {1.0, 120000, 0.05};
    s.options = {o};
    const auto& r = only(engine::evaluate(s));
    CHECK(month(r, Category::Staff, 11) == Approx(10000.0));  // 120,000 / 12
    CHECK(month(r, Category::Staff, 12) == Approx(10500.0));  // x 1.05 in year 2
    CHECK(month(r, Category::ElectricityIt, 11) == Approx(438.0));
    CHECK(month(r, Category::ElectricityIt, 12) == Approx(481.8));  // 438 x 1.10
}

TEST_CASE("time-of-use tariff prices peak and off-peak slots", "[engine][owned]") {
    Scenario s = tinyScenario();
    Tariff tou;
    tou.kind = TariffKind::TimeOfUse;
    tou.peakPricePerKwh = 0.20;
    tou.offpeakPricePerKwh = 0.05;
    s.tariffs["tou"] = tou;
    OwnedSource o = pricedOwned();
    o.facility.tariff = "tou";
    s.options = {option("own", {o})};
    const auto& r = only(engine::evaluate(s));
    // constant 6 kW; 70 of 168 slots are peak (Mon-Fri 08-22):
    // 6 kW x 730 h x (70 x 0.20 + 98 x 0.05) / 168 = 4,380 x 18.9 / 168 = 492.75
    CHECK(month(r, Category::ElectricityIt, 0) == Approx(492.75));
}

TEST_CASE("office-hours profile: load above capacity in busy slots", "[engine][owned]") {
    Scenario s = tinyScenario();
    s.demand.preset = ProfilePreset::OfficeHours;
    s.demand.interruptibleShare = 0;
    OwnedSource o = plainOwned();
    o.availability = 0.625;  // capacity 2 x 8 x 0.625 = 10 reference GPUs
    s.options = {option("hybrid", {o, onDemand(10.0)})};
    const auto& r = only(engine::evaluate(s));
    // load 16 in 60 busy slots, 8 x 48/108 = 3.556 in 108 others. Owned serves
    // 60 x 10 + 108 x 3.556 = 984 GPU-slots = 984 x 730/168 = 4,275.71 GPU-hours a month;
    // on-demand the 60 x 6 = 360 GPU-slots = 1,564.29 GPU-hours, 195.54 instance-hours x 10.
    CHECK(r.deliveredReferenceGpuHours == Approx(12 * 8 * 730.0));
    CHECK(r.meanOwnedUtilisation.value() == Approx(4275.714285714 / (10 * 730.0)));
    CHECK(month(r, Category::CloudCompute, 0) == Approx(360.0 * 730.0 / 168.0 / 8.0 * 10.0));
}

TEST_CASE("refresh: sell the old generation at its age, buy the new at the declined price",
          "[engine][owned]") {
    Scenario s = tinyScenario(2);
    OwnedSource o = plainOwned();
    o.refreshYears = 1;
    o.priceDeclinePerYear = 0.2;
    o.resaleDeclinePerYear = 0.5;
    o.installationFraction = 0.1;
    o.warrantyYears = 0.5;
    o.supportRatePerYear = 0.12;
    s.options = {option("own", {o})};
    const auto& r = only(engine::evaluate(s));
    // generation 1: 2 x 100,000 = 200,000 at month 0; generation 2: 200,000 x 0.8 = 160,000 at 12
    CHECK(month(r, Category::Hardware, 0) == Approx(200000.0));
    CHECK(month(r, Category::Hardware, 12) == Approx(160000.0));
    CHECK(month(r, Category::Installation, 12) == Approx(16000.0));
    // generation 1 sold at the start of month 12 at 200,000 x 0.5; generation 2 at the end at 160,000 x 0.5
    CHECK(month(r, Category::Resale, 12) == Approx(-100000.0));
    CHECK(month(r, Category::Resale, 23) == Approx(-80000.0));
    // warranty restarts: 2,000 a month in months 6..11, none in 12..17, 1,600 in 18..23
    CHECK(month(r, Category::Maintenance, 11) == Approx(2000.0));
    CHECK(month(r, Category::Maintenance, 12) == 0.0);
    CHECK(month(r, Category::Maintenance, 18) == Approx(1600.0));
}

TEST_CASE("loan: down payment, annuity payments, interest memo, balance at the horizon", "[engine][owned]") {
    Scenario s = tinyScenario();
    OwnedSource o = plainOwned();
    o.serverPrice = 125000;
    o.installationFraction = 0.104;  // hardware 250,000 + installation 26,000 = 276,000
    o.financing.kind = FinancingKind::Loan;
    o.financing.rate = 0.06;
    o.financing.termMonths = 36;
    o.financing.downPaymentFraction = 0.2;
    s.options = {option("loan", {o})};
    const auto& r = only(engine::evaluate(s));
    CHECK(month(r, Category::Hardware, 0) == Approx(50000.0));     // 20 % of 250,000
    CHECK(month(r, Category::Installation, 0) == Approx(5200.0));  // 20 % of 26,000
    // principal 220,800; PMT(0.005, 36, 220,800) = 6,717.1637893 (annuity formula
    // P r / (1 - (1 + r)^-n)); first interest 220,800 x 0.005 = 1,104.
    CHECK(month(r, Category::Financing, 0) == Approx(6717.1637893035));
    CHECK(month(r, Category::FinancingInterest, 0) == Approx(1104.0));
    // the loan runs past the 12-month horizon: the balance after 12 payments,
    // P (1 + r)^12 - PMT ((1 + r)^12 - 1) / r = 151,558.4679677, is paid at t = M.
    CHECK(month(r, Category::Financing, 11) == Approx(6717.1637893035 + 151558.4679677449));
    // the memo line is not added to the total: 55,200 + 12 x 6,717.16 + 151,558.47
    CHECK(r.totalCost == Approx(55200.0 + 12 * 6717.1637893035 + 151558.4679677449));
}

TEST_CASE("lease: payments instead of hardware, installation in cash, no resale", "[engine][owned]") {
    Scenario s = tinyScenario();
    OwnedSource o = plainOwned();
    o.installationFraction = 0.05;
    o.resaleDeclinePerYear = 0.1;
    o.financing.kind = FinancingKind::Lease;
    o.financing.monthlyPayment = 5000;
    o.financing.termMonths = 36;
    s.options = {option("lease", {o})};
    const auto& r = only(engine::evaluate(s));
    CHECK(r.categoryTotal(Category::Hardware) == 0.0);
    CHECK(month(r, Category::Installation, 0) == Approx(10000.0));  // 5 % of 200,000
    CHECK(month(r, Category::Financing, 0) == Approx(5000.0));
    CHECK(r.categoryTotal(Category::Financing) == Approx(60000.0));  // cut at the horizon
    CHECK(r.categoryTotal(Category::Resale) == 0.0);
}
