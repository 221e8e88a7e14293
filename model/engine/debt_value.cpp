#include "model/engine/debt_value.h"

#include <variant>

#include "model/engine/option_ledger.h"
#include "model/engine/owned_costs.h"
#include "model/finance/annuity.h"
#include "model/finance/cash_flows.h"

namespace gputco::engine {

namespace {

std::optional<double> taxRateOf(const scenario::Scenario& s) {
    return s.tax.enabled ? std::optional<double>(s.tax.rate) : std::nullopt;
}

}  // namespace

std::vector<LoanFlows> loanFlows(const ProjectionContext& context, const scenario::Option& option) {
    const scenario::Scenario& s = context.scenario;
    const auto taxRate = taxRateOf(s);
    const int months = context.months;
    std::vector<LoanFlows> loans;
    for (std::size_t i = 0; i < option.sources.size(); ++i) {
        const auto* owned = std::get_if<scenario::OwnedSource>(&option.sources[i]);
        if (!owned || owned->financing.kind != scenario::FinancingKind::Loan) continue;
        // F_t = (flows with the loan paid in cash) - (flows as financed), as owned_costs.cpp
        // books the loan: the financed part of the first generation at t = 0, each payment and
        // its interest deduction at t = k + 1, the balance of a loan still running at t = M.
        // Every other cost of the source is the same either way and cancels.
        const scenario::Financing& f = owned->financing;
        const Generation first = generations(*owned, months).front();
        const double principal = (1.0 - f.downPaymentFraction) * (first.hardware + first.installation);
        const double monthlyRate = f.rate / 12.0;
        const double payment = finance::annuityPayment(monthlyRate, f.termMonths, principal);
        LoanFlows loan;
        loan.source = i;
        loan.atCostOfDebt = s.finance.costOfDebt.has_value();
        loan.annualRate = s.finance.costOfDebt.value_or(f.rate);
        loan.taxRate = taxRate.value_or(0.0);
        loan.beforeTax.assign(static_cast<std::size_t>(months) + 1, 0.0);
        loan.beforeTax[0] = principal;
        std::vector<double> shield(loan.beforeTax.size(), 0.0);
        for (int k = 0; k < std::min(f.termMonths, months); ++k) {
            loan.beforeTax[static_cast<std::size_t>(k) + 1] = -payment;
            if (taxRate)
                shield[static_cast<std::size_t>(k) + 1] =
                    *taxRate * finance::annuityInterest(monthlyRate, k + 1, f.termMonths, principal);
        }
        if (f.termMonths > months)
            loan.beforeTax[static_cast<std::size_t>(months)] -=
                finance::annuityBalance(monthlyRate, months, f.termMonths, principal);
        loan.afterTax = loan.beforeTax;
        for (std::size_t t = 0; t < shield.size(); ++t) loan.afterTax[t] += shield[t];
        loans.push_back(std::move(loan));
    }
    return loans;
}

LoanValue loanValue(const ProjectionContext& context, const scenario::Option& option) {
    LoanValue value;
    for (const LoanFlows& loan : loanFlows(context, option)) {
        const double before = finance::presentValueAtMonthlyRate(
            loan.beforeTax, finance::debtMonthlyRate(loan.annualRate, 0.0));
        const double after = finance::presentValueAtMonthlyRate(
            loan.afterTax, finance::debtMonthlyRate(loan.annualRate, loan.taxRate));
        value.beforeTax = value.beforeTax.value_or(0.0) + before;
        value.afterTax = value.afterTax.value_or(0.0) + after;
    }
    return value;
}

std::optional<LeaseDebt> leaseDebt(const ProjectionContext& context, const scenario::Option& option,
                                   scenario::CommitmentsAtHorizon rule) {
    const scenario::Scenario& s = context.scenario;
    if (!s.finance.costOfDebt) return std::nullopt;
    const auto taxRate = taxRateOf(s);
    std::optional<LeaseDebt> debt;
    for (const scenario::Source& source : option.sources) {
        const auto* owned = std::get_if<scenario::OwnedSource>(&source);
        if (!owned || owned->financing.kind != scenario::FinancingKind::Lease) continue;
        if (!debt) debt.emplace(LeaseDebt{Ledger(context.months), 0, 0});
        addLeaseFlows(context, *owned, rule, taxRate, debt->flows);
    }
    if (!debt) return debt;
    const double c = *s.finance.costOfDebt;
    debt->pvBeforeTax =
        finance::presentValueAtMonthlyRate(flowGrid(debt->flows, false), finance::debtMonthlyRate(c, 0.0));
    debt->pvAfterTax = taxRate ? finance::presentValueAtMonthlyRate(flowGrid(debt->flows, true),
                                                                    finance::debtMonthlyRate(c, *taxRate))
                               : debt->pvBeforeTax;
    return debt;
}

}  // namespace gputco::engine
