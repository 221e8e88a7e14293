#include "model/engine/tax_rules.h"

namespace gputco::engine {

void addDeductionShield(double taxRate, Ledger& ledger) {
    for (std::size_t c = 0; c < kCategoryCount; ++c) {
        const auto category = static_cast<Category>(c);
        if (!deductibleWhenPaid(category) || !ledger.uses(category)) continue;
        for (int m = 0; m < ledger.months(); ++m)
            for (Timing when : {Timing::StartOfMonth, Timing::EndOfMonth}) {
                const double amount = ledger.at(category, m, when);
                if (amount != 0) ledger.add(Category::TaxShield, m, when, -taxRate * amount);
            }
    }
}

}  // namespace gputco::engine
