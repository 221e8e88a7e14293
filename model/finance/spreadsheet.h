// Spreadsheet-compatible finance functions with LibreOffice Calc's argument order, signs and
// edge cases, so that a finance analyst can reproduce any figure in a sheet. The engine
// uses the domain wrappers in annuity.h, cash_flows.h and depreciation.h; these are the
// reference those are tested against and what "explain" quotes.
//
// Arguments Calc rejects (Err:502, #NUM!, #DIV/0!) give NaN here: a period outside 1..nper
// for IPMT / PPMT, outside 1..life for DDB, a VDB range outside 0..life, nper or life 0, a
// salvage above cost for DDB / VDB. A `type` other than 0 means payments in advance. Periods
// may be fractional where Calc allows it; a partial VDB period gets its share of that
// period's amount. Tested against LibreOffice 7.4 in tests/finance.
#pragma once

#include <optional>
#include <span>

namespace gputco::finance::sheet {

// PMT(rate; nper; pv; fv; type): payment per period, negative for a positive pv.
double pmt(double rate, double nper, double pv, double fv = 0, int type = 0);
// IPMT / PPMT: interest and principal parts of payment `per` (1-based).
double ipmt(double rate, double per, double nper, double pv, double fv = 0, int type = 0);
double ppmt(double rate, double per, double nper, double pv, double fv = 0, int type = 0);
// NPV(rate; v1; v2; ...): the first value is discounted one full period.
double npv(double rate, std::span<const double> values);
// IRR(values; guess): per-period rate, the first value at time 0. Newton's method from
// `guess` as in Calc (20 steps, a last step below 1e-7); nullopt when that does not
// converge (Calc's Err:523), which on long monthly series happens from the default guess.
std::optional<double> irr(std::span<const double> values, double guess = 0.1);
double sln(double cost, double salvage, double life);
double syd(double cost, double salvage, double life, double per);
double ddb(double cost, double salvage, double life, double period, double factor = 2);
// VDB(cost; salvage; life; start; end; factor; no_switch)
double vdb(double cost, double salvage, double life, double start, double end, double factor = 2,
           bool noSwitch = false);

}  // namespace gputco::finance::sheet
