// Loan annuities (MODEL.md section 9, "Loan"; docs/methodology.md "Financing").
#pragma once

namespace gputco::finance {

// Equal payment per period that repays `principal` over `periods` at `ratePerPeriod`
// (payments at period ends). Positive for a positive principal; principal / periods at rate 0.
// A term `periods` < 1 is taken as 1 (repaid by a single payment).
double annuityPayment(double ratePerPeriod, int periods, double principal);

// Interest part of payment `period` (1-based) of that annuity; 0 outside 1..periods.
double annuityInterest(double ratePerPeriod, int period, int periods, double principal);

// Principal still owed after `paymentsMade` payments: principal before the first, exactly 0
// from the last one on.
double annuityBalance(double ratePerPeriod, int paymentsMade, int periods, double principal);

}  // namespace gputco::finance
