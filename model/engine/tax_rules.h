// Which costs are deductible when paid (MODEL.md section 9, "Tax"; docs/methodology.md
// "Tax"). Loan interest and lease payments are handled where the financing is, since the
// financing category mixes principal and interest.
#pragma once

#include <optional>

#include "model/engine/ledger.h"

namespace gputco::engine {

constexpr bool deductibleWhenPaid(Category c) {
    switch (c) {
        case Category::ElectricityIt:
        case Category::ElectricityCooling:
        case Category::Colocation:
        case Category::Maintenance:
        case Category::Staff:
        case Category::Software:
        case Category::CloudCompute:
        case Category::CloudStorage:
        case Category::CloudEgress:
        case Category::CloudSupport:
        // The delay cost is lost pre-tax business value, as benefits are taxed income
        // (MODEL.md section 11, item 2).
        case Category::Unserved:
            return true;
        default:
            return false;
    }
}

// Adds -rate x amount to TaxShield, at the same time as the amount, for every deductible
// category of the ledger.
void addDeductionShield(double taxRate, Ledger& ledger);

}  // namespace gputco::engine
