#include "model/engine/option_ledger.h"

namespace gputco::engine {

OptionLedger optionLedger(const OptionModel& model, int months) {
    OptionLedger out{Ledger(months), {}, 0, 0, std::nullopt, 0, 0};
    model.demandCosts(1.0, out.ledger, out.totals);
    // PVs summed as the comparisons sum them: fixed and demand parts apart.
    const double demandPreTax = model.presentValue(out.ledger, false);
    const double demandAfterTax = model.presentValue(out.ledger, true);
    out.pvPreTax = demandPreTax + model.presentValue(model.fixedCosts(), false);
    out.pvAfterTax = demandAfterTax + model.presentValue(model.fixedCosts(), true);
    if (const Ledger* cash = model.unleveredFixedCosts()) {
        out.pvUnleveredPreTax = demandPreTax + model.presentValue(*cash, false);
        out.pvUnleveredAfterTax = demandAfterTax + model.presentValue(*cash, true);
        out.unlevered = out.ledger;
        out.unlevered->merge(*cash);
    } else {
        out.pvUnleveredPreTax = out.pvPreTax;
        out.pvUnleveredAfterTax = out.pvAfterTax;
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
        for (int m = 0; m < months; ++m) {
            flows[static_cast<std::size_t>(m)] += ledger.at(category, m, Timing::StartOfMonth);
            flows[static_cast<std::size_t>(m) + 1] += ledger.at(category, m, Timing::EndOfMonth);
        }
    }
    return flows;
}

}  // namespace gputco::engine
