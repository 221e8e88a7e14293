// Discounting, IRR and payback on the monthly grid (MODEL.md sections 1 and 9), against hand
// arithmetic and against the sheet's IRR.
#include "model/finance/cash_flows.h"
#include "model/finance/spreadsheet.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

using namespace gputco::finance;
using Flows = std::vector<double>;

TEST_CASE("finance: discountFactor is (1 + r)^(-t/12)", "[finance][cash_flows]") {
    CHECK(discountFactor(0.1, 0) == 1.0);
    CHECK(discountFactor(0.1, 12) == Approx(1 / 1.1).epsilon(1e-15));
    CHECK(discountFactor(0.1, 24) == Approx(1 / 1.21).epsilon(1e-15));
    CHECK(discountFactor(0.21, 6) == Approx(1 / 1.1).epsilon(1e-15));  // sqrt(1.21) = 1.1
    CHECK(discountFactor(0.0, 37) == 1.0);
    CHECK(discountFactor(-0.19, 6) == Approx(1 / 0.9).epsilon(1e-15));  // sqrt(0.81) = 0.9
}

TEST_CASE("finance: presentValue discounts each month from t = 0", "[finance][cash_flows]") {
    // -1000 now, 1210 in two years at 10 %: 1210 / 1.21 = 1000.
    Flows flows(25, 0.0);
    flows[0] = -1000;
    flows[24] = 1210;
    CHECK(presentValue(flows, 0.1) == Approx(0).margin(1e-9));
    // At 21 % a flow of 110 at t = 6 is worth 100 and one of 121 at t = 12 also 100.
    Flows two(13, 0.0);
    two[6] = 110;
    two[12] = 121;
    CHECK(presentValue(two, 0.21) == Approx(200).epsilon(1e-14));
    const Flows flat{5, 5, 5};
    CHECK(presentValue(flat, 0.0) == 15.0);
    CHECK(presentValue(Flows{}, 0.1) == 0.0);
}

TEST_CASE("finance: internalRate finds the per-period root", "[finance][cash_flows]") {
    CHECK(internalRate(Flows{-100, 110}).value() == Approx(0.1).epsilon(1e-14));
    CHECK(internalRate(Flows{-100, 0, 121}).value() == Approx(0.1).epsilon(1e-14));
    CHECK(internalRate(Flows{-100, 100}).value() == Approx(0).margin(1e-15));
    // Near the ends of the searched range (-0.99, 10).
    CHECK(internalRate(Flows{-100, 2}).value() == Approx(-0.98).epsilon(1e-13));
    CHECK(internalRate(Flows{-100, 1000}).value() == Approx(9).epsilon(1e-13));
    // Roots 0.1 and 0.2: the one nearer zero.
    CHECK(internalRate(Flows{-100, 230, -132}).value() == Approx(0.1).epsilon(1e-12));
    // Outside the searched range, or no sign change at all.
    CHECK_FALSE(internalRate(Flows{-100, 1200}).has_value());
    CHECK_FALSE(internalRate(Flows{1, 2, 3}).has_value());
    CHECK_FALSE(internalRate(Flows{}).has_value());
    CHECK_FALSE(internalRate(Flows{0, 0}).has_value());
}

TEST_CASE("finance: internalRate agrees with IRR on a long monthly grid", "[finance][cash_flows]") {
    // Ten years of months: (1 + i)^240 would overflow a naive search near i = -0.99.
    Flows flows(241, 2000.0);
    flows[0] = -150000;
    // Calc's Newton iteration needs a monthly guess here (Err:523 from the default 0.1, as
    // in LibreOffice); the bracketing search needs none.
    CHECK_FALSE(gputco::finance::sheet::irr(flows).has_value());
    const double calcStyle = gputco::finance::sheet::irr(flows, 0.01).value();
    CHECK(internalRate(flows).value() == Approx(calcStyle).epsilon(1e-12));
    Flows losing(241, 100.0);
    losing[0] = -1e6;  // never pays back: the root is negative
    CHECK(internalRate(losing).value() ==
          Approx(gputco::finance::sheet::irr(losing, -0.05).value()).epsilon(1e-10));
}

TEST_CASE("finance: investmentIrrAnnual only answers for an investment that pays back",
          "[finance][cash_flows]") {
    CHECK_FALSE(investmentIrrAnnual(Flows{10, 20, 30}).has_value());       // all positive
    CHECK_FALSE(investmentIrrAnnual(Flows{-10, -20, -30}).has_value());    // all negative
    CHECK_FALSE(investmentIrrAnnual(Flows{-100, 230, -132}).has_value());  // two changes
    CHECK_FALSE(investmentIrrAnnual(Flows{100, -50, -60}).has_value());    // + then -
    CHECK_FALSE(investmentIrrAnnual(Flows{}).has_value());
    CHECK_FALSE(investmentIrrAnnual(Flows{0, 0, 0}).has_value());
    CHECK_FALSE(investmentIrrAnnual(Flows{-100, 1200}).has_value());  // root outside the range

    // A plain investment: the monthly root i, annualised as (1 + i)^12 - 1.
    Flows flows(13, 90.0);
    flows[0] = -1000;
    const double monthly = internalRate(flows).value();
    CHECK(investmentIrrAnnual(flows).value() == Approx(std::pow(1 + monthly, 12) - 1).epsilon(1e-13));
    // -1000 now and 1210 after 24 months: 10 % a year.
    Flows twoYears(25, 0.0);
    twoYears[0] = -1000;
    twoYears[24] = 1210;
    CHECK(investmentIrrAnnual(twoYears).value() == Approx(0.1).epsilon(1e-12));

    // Zeros and rounding dust (|x| <= tolerance) do not count as sign changes.
    const Flows dusty{0, -1000, 1e-9, -1e-9, 0, 600, 600};
    CHECK(investmentIrrAnnual(dusty).has_value());
    CHECK_FALSE(investmentIrrAnnual(dusty, 1e-12).has_value());
}

TEST_CASE("finance: paybackPeriod is the first t from which the cumulative sum stays >= 0",
          "[finance][cash_flows]") {
    CHECK_FALSE(paybackPeriod(Flows{-100, 10, 10}).has_value());     // never pays back
    CHECK_FALSE(paybackPeriod(Flows{-100, 200, -150}).has_value());  // ends below zero
    CHECK_FALSE(paybackPeriod(Flows{}).has_value());
    CHECK(paybackPeriod(Flows{0, 5, 5}).value() == 0);   // always >= 0
    CHECK(paybackPeriod(Flows{5, -5, 5}).value() == 0);  // touches zero
    CHECK(paybackPeriod(Flows{-100, 30, 30, 30, 30, 30}).value() == 4);
    CHECK(paybackPeriod(Flows{-100, 100}).value() == 1);         // exactly zero
    CHECK(paybackPeriod(Flows{-100, 100 - 1e-9}).value() == 1);  // within tolerance
    CHECK_FALSE(paybackPeriod(Flows{-100, 100 - 1e-9}, 1e-12).has_value());
    // Cumulative -100, -40, 20, -30, 10, 30: pays back at 2, falls below at 3, for good at 4.
    CHECK(paybackPeriod(Flows{-100, 60, 60, -50, 40, 20}).value() == 4);
}

TEST_CASE("finance: discountedPaybackPeriod works on discounted flows", "[finance][cash_flows]") {
    const Flows flows{-100, 30, 30, 30, 30, 30};
    // At 300 % a year DF(t) = 4^(-t/12): the cumulative sum of discounted flows is -73.27,
    // -49.46, -28.25, -9.35, 7.49 at t = 1..5 (hand arithmetic).
    CHECK(discountedPaybackPeriod(flows, 3.0).value() == 5);
    CHECK(discountedPaybackPeriod(flows, 0.0).value() == 4);
    // 110 at t = 12 at 10 % is worth exactly 100.
    Flows year(13, 0.0);
    year[0] = -100;
    year[12] = 110;
    CHECK(discountedPaybackPeriod(year, 0.1).value() == 12);
    CHECK_FALSE(discountedPaybackPeriod(year, 0.2).has_value());
}
