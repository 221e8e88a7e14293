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
    // Adjusted present values (MODEL.md section 9): the flows with every loan paid in cash at
    // the discount rate (lease flows at the cost of debt when one is given), less the
    // financing NPV.
    double pvPreTax = 0;
    double pvAfterTax = 0;
    double demandPv = 0;  // of the demand-dependent part, as the comparisons count it
    // With every loan paid in cash (MODEL.md section 9); none when the option has no loan.
    // The unlevered PVs are the adjusted ones plus the financing NPV.
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
