// Loan annuities (MODEL.md section 9, "Loan"; docs/methodology.md "Financing").
#pragma once

namespace gputco::finance {

// Equal payment per period that repays `principal` over `periods` at `ratePerPeriod`
// (payments at period ends). Positive for a positive principal; principal / periods at rate 0.
double annuityPayment(double ratePerPeriod, int periods, double principal);

// Interest part of payment `period` (1-based) of that annuity.
double annuityInterest(double ratePerPeriod, int period, int periods, double principal);

// Principal still owed after `paymentsMade` payments.
double annuityBalance(double ratePerPeriod, int paymentsMade, int periods, double principal);

}  // namespace gputco::finance
