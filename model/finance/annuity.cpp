// Loan annuities in the engine's positive sign convention (MODEL.md section 9, "Loan"): the
// same numbers as the sheet functions with the sign of money paid flipped, so that a loan
// payment is a positive cost.
#include "model/finance/annuity.h"

#include "model/finance/spreadsheet.h"

#include <algorithm>
#include <cmath>

namespace gputco::finance {
namespace {

// A term shorter than one period is repaid at once, at the end of the first period.
int termOf(int periods) {
    return std::max(periods, 1);
}

}  // namespace

double annuityPayment(double ratePerPeriod, int periods, double principal) {
    return -sheet::pmt(ratePerPeriod, termOf(periods), principal);
}

double annuityInterest(double ratePerPeriod, int period, int periods, double principal) {
    const int term = termOf(periods);
    if (period < 1 || period > term) return 0.0;  // no payment, so no interest in it
    return -sheet::ipmt(ratePerPeriod, period, term, principal);
}

double annuityBalance(double ratePerPeriod, int paymentsMade, int periods, double principal) {
    const int term = termOf(periods);
    if (paymentsMade <= 0) return principal;
    if (paymentsMade >= term) return 0.0;  // exactly repaid, without rounding dust
    const double payment = annuityPayment(ratePerPeriod, term, principal);
    const double k = paymentsMade;
    if (ratePerPeriod == 0.0) return principal - payment * k;
    // B_k = P (1+r)^k - A ((1+r)^k - 1) / r: the principal grown by interest less the
    // payments grown by interest since each was made.
    const double growthMinusOne = std::expm1(k * std::log1p(ratePerPeriod));
    return principal * (growthMinusOne + 1.0) - payment * growthMinusOne / ratePerPeriod;
}

}  // namespace gputco::finance
