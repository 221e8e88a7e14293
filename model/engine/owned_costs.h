// Costs of an owned cluster (MODEL.md section 4 "Owned source costs" and section 9;
// docs/methodology.md "Owned clusters"): hardware generations, installation, facility,
// financing, maintenance, colocation, software, resale, depreciation and its tax, and the
// per-month electricity that depends on how much of the cluster the load uses.
#pragma once

#include <vector>

#include "model/engine/ledger.h"
#include "model/engine/load_curve.h"
#include "model/engine/projection_context.h"

namespace gputco::engine {

// One hardware generation: bought at `purchaseMonth`, in service until `endMonth`
// (the next refresh, or the horizon).
struct Generation {
    int purchaseMonth = 0;
    int endMonth = 0;
    double hardware = 0;  // nodes x (1 + spares) x (server + network + storage), declined
    double installation = 0;
    double serverPrice = 0;  // that generation's server price, for resale
    bool soldAtRefresh = false;
};

std::vector<Generation> generations(const scenario::OwnedSource& o, int months);

// Resale value of a generation after `ageMonths`: (1 + spares) x nodes x server price x
// (1 - resale decline)^(age / 12).
double resaleValue(const scenario::OwnedSource& o, const Generation& g, int ageMonths);

// How a loan is treated: as financed, or replaced by paying cash (the unlevered flows of
// MODEL.md section 9, on which IRR, MIRR, profitability index and paybacks are computed).
enum class Leverage { AsFinanced, Unlevered };

// Every cost of the source that does not depend on the load, with its tax effects when
// `taxRate` is not null.
// `rule` is the commitments rule at the horizon (the scenario's, or the other one for
// npv_savings_other_rule).
void addOwnedFixedCosts(const ProjectionContext& context, const scenario::OwnedSource& o,
                        const std::optional<double>& taxRate, Ledger& ledger, Leverage leverage,
                        scenario::CommitmentsAtHorizon rule);

// A lease renews until the horizon; the months of its last term that fall after it (0 when the
// term divides the horizon, or for a source that is not leased).
int leaseMonthsAfterHorizon(const scenario::Financing& f, int months);
// The nominal payments of those months.
double leaseAfterHorizon(const scenario::OwnedSource& o, int months);

// Only the lease's payments (category financing) and their tax deductions, as
// addOwnedFixedCosts() books them: the flows valued at the cost of debt when one is given.
void addLeaseFlows(const ProjectionContext& context, const scenario::OwnedSource& o,
                   scenario::CommitmentsAtHorizon rule, const std::optional<double>& taxRate, Ledger& ledger);

struct OwnedEnergy {
    double itKwh = 0;
    double itCost = 0;
    double coolingCost = 0;
};

// Node power idle + (max - idle) u with u = served / capacity in each slot, priced at the
// tariff of the slot times `tariffYearFactor` (its escalation for the month's year);
// cooling = IT x (PUE - 1). `peakSlots` is the number of time-of-use peak slots a week.
OwnedEnergy ownedElectricity(const scenario::OwnedSource& o, const scenario::Tariff& tariff,
                             double tariffYearFactor, double peakSlots, double capacity,
                             const SlotSums& served);

// The same IT cost as an affine function of what is served:
//   itCost = idle + perSlot x served.all + perPeakSlot x served.peak
// (cooling is IT x (PUE - 1) as above). The risk trial's demand form prices a year's served
// sums with it in one step (option_model.h).
struct OwnedEnergyRates {
    double idle = 0;
    double perSlot = 0;
    double perPeakSlot = 0;
};
OwnedEnergyRates ownedElectricityRates(const scenario::OwnedSource& o, const scenario::Tariff& tariff,
                                       double tariffYearFactor, double peakSlots, double capacity);

}  // namespace gputco::engine
