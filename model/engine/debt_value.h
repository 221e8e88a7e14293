// Loans and leases valued as debt (MODEL.md section 9, "Financing NPV and adjusted present
// value"; docs/methodology.md "Loans and leases at the cost of debt"). A loan's flows are safe
// and contractual, so they are worth what they are at the rate the company borrows at, not at
// the discount rate: a loan at the market rate is worth 0, a subsidised one its subsidy.
#pragma once

#include <optional>
#include <vector>

#include "model/engine/ledger.h"
#include "model/engine/projection_context.h"

namespace gputco::engine {

// What an option's loans are worth against paying cash: the sum over its loans of the NPV of
// F_t = (flows with that loan paid in cash) - (flows as financed), at each loan's monthly rate
// j = (c / 12)(1 - T), c the cost of debt or the loan's own rate. None without a loan.
struct LoanValue {
    std::optional<double> afterTax;   // with T = tax rate; equal to beforeTax when tax is off
    std::optional<double> beforeTax;  // with T = 0 on the before-tax flows
};
LoanValue loanValue(const ProjectionContext& context, const scenario::Option& option);

// One loan's F_t on the grid t = 0 .. M, and the rate it is valued at: what loanValue() sums
// and explain() shows.
struct LoanFlows {
    std::size_t source = 0;     // index in the option's sources
    double annualRate = 0;      // c: the cost of debt, or the loan's own rate
    bool atCostOfDebt = false;  // c is finance.cost_of_debt
    double taxRate = 0;         // T: tax.rate when tax is on, else 0
    std::vector<double> beforeTax;
    std::vector<double> afterTax;  // equal to beforeTax when tax is off
};
std::vector<LoanFlows> loanFlows(const ProjectionContext& context, const scenario::Option& option);

// With finance.cost_of_debt, a lease's payments and their deductions are valued at it
// (lease or buy): the flows in question and their PVs at the cost of debt (before tax at
// c / 12, after tax at (c / 12)(1 - T)). None without a cost of debt or a lease.
struct LeaseDebt {
    Ledger flows;  // category financing of the leased sources, and their tax shields
    double pvBeforeTax = 0;
    double pvAfterTax = 0;
};
std::optional<LeaseDebt> leaseDebt(const ProjectionContext& context, const scenario::Option& option,
                                   scenario::CommitmentsAtHorizon rule);

}  // namespace gputco::engine
