#include "model/engine/tax_rules.h"

namespace gputco::engine {

void addDeductionShield(double taxRate, Ledger& ledger) {
    for (std::size_t c = 0; c < kCategoryCount; ++c) {
        const auto category = static_cast<Category>(c);
        if (!deductibleWhenPaid(category) || !ledger.uses(category)) continue;
        ledger.addScaled(category, Category::TaxShield, -taxRate);
    }
}

}  // namespace gputco::engine
