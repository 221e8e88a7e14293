#include "model/engine/option_ledger.h"

namespace gputco::engine {

OptionLedger optionLedger(const OptionModel& model, int months) {
    OptionLedger out{Ledger(months), {}, 0, 0, 0, std::nullopt, 0, 0};
    model.demandCosts(1.0, out.ledger, out.totals);
    // PVs summed as the comparisons sum them: fixed and demand parts apart. The fixed part is
    // the adjusted present value (MODEL.md section 9): loans valued at the cost of debt.
    const OptionModel::PresentValues demand = model.presentValues(out.ledger);
    const double demandPreTax = demand.beforeTax;
    const double demandAfterTax = demand.afterTax;
    const bool taxed = model.context().scenario.tax.enabled;
    out.pvPreTax = demandPreTax + model.fixedPvBeforeTax();
    out.pvAfterTax = taxed ? demandAfterTax + model.fixedPv() : out.pvPreTax;
    const LoanValue& loan = model.loanValue();
    out.pvUnleveredPreTax = out.pvPreTax + loan.beforeTax.value_or(0.0);
    out.pvUnleveredAfterTax = out.pvAfterTax + loan.afterTax.value_or(0.0);
    out.demandPv = taxed ? demandAfterTax : demandPreTax;
    if (const Ledger* cash = model.unleveredFixedCosts()) {
        out.unlevered = out.ledger;
        out.unlevered->merge(*cash);
    }
    out.ledger.merge(model.fixedCosts());
    return out;
}

std::vector<double> flowGrid(const Ledger& ledger, bool withTax) {
    const int months = ledger.months();
    std::vector<double> flows(static_cast<std::size_t>(months) + 1, 0.0);
    for (std::size_t c = 0; c < kCategoryCount; ++c) {
        const auto category = static_cast<Category>(c);
        if (!countsInTotal(category) && !(withTax && category == Category::TaxShield)) continue;
        if (!ledger.uses(category)) continue;  // every cell 0
        // t = m takes month m-1's end, then month m's start, as month by month would add them,
        // but each t once: added through memory, each month waited for the last one's store.
        for (int t = 0; t <= months; ++t) {
            double flow = flows[static_cast<std::size_t>(t)];
            if (t > 0) flow += ledger.at(category, t - 1, Timing::EndOfMonth);
            if (t < months) flow += ledger.at(category, t, Timing::StartOfMonth);
            flows[static_cast<std::size_t>(t)] = flow;
        }
    }
    return flows;
}

}  // namespace gputco::engine
