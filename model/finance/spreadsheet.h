// Spreadsheet-compatible finance functions with LibreOffice Calc's argument order, signs and
// edge cases, so that a finance analyst can reproduce any figure in a sheet. The engine
// uses the domain wrappers in annuity.h, cash_flows.h and depreciation.h; these are the
// reference those are tested against and what "explain" quotes.
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
// IRR(values; guess): per-period rate; nullopt when it does not converge.
std::optional<double> irr(std::span<const double> values, double guess = 0.1);
double sln(double cost, double salvage, double life);
double syd(double cost, double salvage, double life, double per);
double ddb(double cost, double salvage, double life, double period, double factor = 2);
// VDB(cost; salvage; life; start; end; factor; no_switch)
double vdb(double cost, double salvage, double life, double start, double end,
           double factor = 2, bool noSwitch = false);

}  // namespace gputco::finance::sheet
