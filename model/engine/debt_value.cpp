#include "model/engine/debt_value.h"

#include <variant>

#include "model/engine/option_ledger.h"
#include "model/engine/owned_costs.h"
#include "model/finance/cash_flows.h"

namespace gputco::engine {

namespace {

std::optional<double> taxRateOf(const scenario::Scenario& s) {
    return s.tax.enabled ? std::optional<double>(s.tax.rate) : std::nullopt;
}

// cash - financed on the grid (after tax when `withTax`).
std::vector<double> difference(const Ledger& cash, const Ledger& financed, bool withTax) {
    std::vector<double> f = flowGrid(cash, withTax);
    const std::vector<double> asFinanced = flowGrid(financed, withTax);
    for (std::size_t t = 0; t < f.size(); ++t) f[t] -= asFinanced[t];
    return f;
}

}  // namespace

std::vector<LoanFlows> loanFlows(const ProjectionContext& context, const scenario::Option& option) {
    const scenario::Scenario& s = context.scenario;
    const auto taxRate = taxRateOf(s);
    const auto rule = s.finance.commitmentsAtHorizon;
    std::vector<LoanFlows> loans;
    for (std::size_t i = 0; i < option.sources.size(); ++i) {
        const auto* owned = std::get_if<scenario::OwnedSource>(&option.sources[i]);
        if (!owned || owned->financing.kind != scenario::FinancingKind::Loan) continue;
        // Both ledgers hold the whole source; every cost but the loan's cancels in F.
        Ledger financed(context.months), cash(context.months);
        addOwnedFixedCosts(context, *owned, taxRate, financed, Leverage::AsFinanced, rule);
        addOwnedFixedCosts(context, *owned, taxRate, cash, Leverage::Unlevered, rule);
        LoanFlows loan;
        loan.source = i;
        loan.atCostOfDebt = s.finance.costOfDebt.has_value();
        loan.annualRate = s.finance.costOfDebt.value_or(owned->financing.rate);
        loan.taxRate = taxRate.value_or(0.0);
        loan.beforeTax = difference(cash, financed, false);
        loan.afterTax = taxRate ? difference(cash, financed, true) : loan.beforeTax;
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
