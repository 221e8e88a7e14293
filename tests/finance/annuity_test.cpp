// The engine's loan annuities (MODEL.md section 9, "Loan") against the sheet functions
// they mirror and against the balance recursion B_k = B_{k-1} (1 + r) - A.
#include "model/finance/annuity.h"
#include "model/finance/spreadsheet.h"

#include <catch2/catch.hpp>

using namespace gputco::finance;

namespace {

struct Loan {
    double rate;
    int periods;
    double principal;
};

constexpr Loan kLoans[] = {
    {0.065 / 12, 36, 350000}, {0.04 / 12, 60, 1200000}, {0.005, 36, 100000},        {0.0, 24, 12000},
    {0.12, 1, 5000},          {-0.001, 48, 80000},      {0.2 / 12, 120, 2500000.5},
};

}  // namespace

TEST_CASE("finance: annuityPayment is PMT with the sign of a cost", "[finance][annuity]") {
    for (const Loan& l : kLoans) {
        INFO("rate " << l.rate << ", periods " << l.periods);
        CHECK(annuityPayment(l.rate, l.periods, l.principal) ==
              Approx(-sheet::pmt(l.rate, l.periods, l.principal)).epsilon(1e-14));
        CHECK(annuityPayment(l.rate, l.periods, l.principal) > 0.0);
    }
    CHECK(annuityPayment(0.0, 24, 12000) == Approx(500).epsilon(1e-15));
    // A payment of principal * (1 + r) repays a one-period loan.
    CHECK(annuityPayment(0.12, 1, 5000) == Approx(5600).epsilon(1e-14));
}

TEST_CASE("finance: annuityInterest is IPMT with the sign of a cost", "[finance][annuity]") {
    for (const Loan& l : kLoans) {
        for (int k = 1; k <= l.periods; ++k) {
            INFO("rate " << l.rate << ", period " << k << " of " << l.periods);
            CHECK(annuityInterest(l.rate, k, l.periods, l.principal) ==
                  Approx(-sheet::ipmt(l.rate, k, l.periods, l.principal)).epsilon(1e-12).margin(1e-9));
        }
    }
    CHECK(annuityInterest(0.0, 3, 24, 12000) == 0.0);
    // Outside the term there is no payment and so no interest in it.
    CHECK(annuityInterest(0.01, 0, 12, 1000) == 0.0);
    CHECK(annuityInterest(0.01, 13, 12, 1000) == 0.0);
}

TEST_CASE("finance: annuityBalance follows the balance recursion", "[finance][annuity]") {
    for (const Loan& l : kLoans) {
        const double payment = annuityPayment(l.rate, l.periods, l.principal);
        double balance = l.principal;
        CHECK(annuityBalance(l.rate, 0, l.periods, l.principal) == l.principal);
        for (int k = 1; k <= l.periods; ++k) {
            INFO("rate " << l.rate << ", after payment " << k << " of " << l.periods);
            // Interest of payment k is the rate times what was owed before it.
            CHECK(annuityInterest(l.rate, k, l.periods, l.principal) ==
                  Approx(balance * l.rate).epsilon(1e-10).margin(1e-7));
            balance = balance * (1.0 + l.rate) - payment;
            CHECK(annuityBalance(l.rate, k, l.periods, l.principal) ==
                  Approx(balance).epsilon(1e-10).margin(1e-6));
        }
        CHECK(annuityBalance(l.rate, l.periods, l.periods, l.principal) == 0.0);
        CHECK(annuityBalance(l.rate, l.periods + 5, l.periods, l.principal) == 0.0);
    }
    CHECK(annuityBalance(0.0, 6, 24, 12000) == Approx(9000).epsilon(1e-15));
}

TEST_CASE("finance: A term shorter than one period is repaid at once", "[finance][annuity]") {
    CHECK(annuityPayment(0.01, 0, 1000) == Approx(1010).epsilon(1e-14));
    CHECK(annuityInterest(0.01, 1, 0, 1000) == Approx(10).epsilon(1e-14));
    CHECK(annuityBalance(0.01, 1, 0, 1000) == 0.0);
}
