// An option's whole ledger and its flows on the grid t = 0 .. M, as evaluate() builds them:
// shared with explain() so that an explanation can never disagree with the figure it
// explains (DESIGN.md, "Every figure must be explainable").
#pragma once

#include <vector>

#include "model/engine/ledger.h"
#include "model/engine/option_model.h"

namespace gputco::engine {

struct OptionLedger {
    Ledger ledger;  // fixed + demand costs at the scenario's demand
    ServiceTotals totals;
    double pvPreTax = 0;
    double pvAfterTax = 0;
    // With every loan paid in cash (MODEL.md section 9); none when the option has no loan,
    // its unlevered figures then being the ones above.
    std::optional<Ledger> unlevered;
    double pvUnleveredPreTax = 0;
    double pvUnleveredAfterTax = 0;

    const Ledger& unleveredLedger() const { return unlevered ? *unlevered : ledger; }
};

OptionLedger optionLedger(const OptionModel& model, int months);

// Start-of-month items of month m at t = m, end-of-month items at t = m + 1; the totals
// categories, plus the tax flows when `withTax` (docs/methodology.md "Comparing options").
std::vector<double> flowGrid(const Ledger& ledger, bool withTax);

}  // namespace gputco::engine
