// PMT, IPMT and PPMT with LibreOffice Calc's signs and argument checks (MODEL.md section 9,
// "Loan"). Money paid out is negative, as in a sheet: a loan of +pv gives payments < 0.
#include "model/finance/spreadsheet.h"

#include <cmath>
#include <limits>

namespace gputco::finance::sheet {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// Calc treats any non-zero type as "payments at the start of each period".
bool paysInAdvance(int type) {
    return type != 0;
}

// FV(rate; nper; pmt; pv; type): the balance after `nper` periods, with Calc's sign (the
// negative of what is still owed on a loan of +pv).
double futureValue(double rate, double nper, double payment, double pv, bool inAdvance) {
    if (rate == 0.0) return -(pv + payment * nper);
    // growth - 1 via expm1 keeps precision for the small monthly rates of a loan.
    const double growthMinusOne = std::expm1(nper * std::log1p(rate));
    const double growth = growthMinusOne + 1.0;
    const double annuityFactor = growthMinusOne / rate * (inAdvance ? 1.0 + rate : 1.0);
    return -(pv * growth + payment * annuityFactor);
}

}  // namespace

double pmt(double rate, double nper, double pv, double fv, int type) {
    if (nper == 0.0) return kNaN;  // Calc: #DIV/0!
    if (rate == 0.0) return -(pv + fv) / nper;
    const double growthMinusOne = std::expm1(nper * std::log1p(rate));
    const double growth = growthMinusOne + 1.0;
    // Solve pv (1+r)^n + pmt (1 + r type) ((1+r)^n - 1) / r + fv = 0 for pmt.
    const double timing = paysInAdvance(type) ? 1.0 + rate : 1.0;
    return -(pv * growth + fv) * rate / (growthMinusOne * timing);
}

double ipmt(double rate, double per, double nper, double pv, double fv, int type) {
    // Calc rejects a period outside 1..nper (Err:502).
    if (per < 1.0 || per > nper) return kNaN;
    const bool inAdvance = paysInAdvance(type);
    const double payment = pmt(rate, nper, pv, fv, type);
    if (per == 1.0) {
        // The first payment in advance falls before any interest has accrued.
        return inAdvance ? 0.0 : -pv * rate;
    }
    // Interest of payment `per` is the rate times the balance it accrued on: after per - 1
    // payments in arrears, or, in advance, after payment per - 1 was made at the start of
    // period per - 1.
    const double balance = inAdvance ? futureValue(rate, per - 2.0, payment, pv, true) - payment
                                     : futureValue(rate, per - 1.0, payment, pv, false);
    return balance * rate;
}

double ppmt(double rate, double per, double nper, double pv, double fv, int type) {
    if (per < 1.0 || per > nper) return kNaN;
    return pmt(rate, nper, pv, fv, type) - ipmt(rate, per, nper, pv, fv, type);
}

}  // namespace gputco::finance::sheet
