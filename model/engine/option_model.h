// One option's projection, split in two so that demand can be varied cheaply (break-even
// utilisation, sensitivity, Monte Carlo): costs that do not depend on the demand level are
// computed once; the demand-dependent ones (electricity, elastic cloud compute, cloud
// support, unserved demand and their tax) are recomputed for each demand scale.
#pragma once

#include <vector>

#include "model/engine/capacity_stack.h"
#include "model/engine/debt_value.h"
#include "model/engine/ledger.h"
#include "model/engine/projection_context.h"

namespace gputco::engine {

struct ServiceTotals {
    double deliveredHours = 0;  // reference GPU-hours served by any source
    double unservedHours = 0;
    double ownedServedHours = 0;
    double ownedCapacityHours = 0;
    double energyKwh = 0;  // owned facilities: IT x PUE
    double co2Kg = 0;
    // Each month's delivered hours discounted at t = m + 1: the denominator of the levelised
    // cost (MODEL.md section 9).
    double discountedDeliveredHours = 0;

    std::optional<double> meanOwnedUtilisation() const {
        if (!(ownedCapacityHours > 0)) return std::nullopt;
        return ownedServedHours / ownedCapacityHours;
    }
};

class OptionModel {
public:
    OptionModel(const ProjectionContext& context, const scenario::Option& option);

    const ProjectionContext& context() const { return context_; }
    const Ledger& fixedCosts() const { return fixed_; }
    // The fixed costs with every loan replaced by paying cash (MODEL.md section 9, "Unlevered
    // flows"); null when the option has no loan, its unlevered flows then being its own.
    const Ledger* unleveredFixedCosts() const { return fixedUnlevered_ ? &*fixedUnlevered_ : nullptr; }
    const Ledger* unleveredFixedCostsOrOwn() const { return fixedUnlevered_ ? &*fixedUnlevered_ : &fixed_; }
    bool hasLoan() const { return fixedUnlevered_.has_value(); }
    // What the option's loans are worth against paying cash, valued at the cost of debt
    // (debt_value.h); none without a loan.
    const LoanValue& loanValue() const { return loan_; }
    // The fixed costs' adjusted present value (MODEL.md section 9): the PV with every loan
    // paid in cash (lease flows at the cost of debt when one is given) less the financing
    // NPV; as the comparisons use it (after tax when tax is on), and before tax.
    double fixedPv() const { return fixedPv_; }
    double fixedPvBeforeTax() const { return fixedPvPreTax_; }
    // The comparable PV under the other commitments rule minus the PV under the scenario's;
    // none when no source of the option runs past the horizon.
    std::optional<double> otherRuleDelta() const { return otherRuleDelta_; }
    const CapacityStack& stack() const { return stack_; }
    bool hasCloud() const { return hasCloud_; }
    bool ownsCapacity() const { return stack_.ownedCapacity() > 0; }

    // Fills `out` (reset to the horizon) with the demand-dependent costs at demand
    // `scale` x the scenario's demand, and `totals` with the service and energy figures.
    void demandCosts(double scale, Ledger& out, ServiceTotals& totals) const;

    // PV of the totals categories (+ the tax flows when afterTax) of a ledger.
    double presentValue(const Ledger& ledger, bool afterTax) const;
    struct PresentValues {
        double beforeTax = 0;
        double afterTax = 0;
    };
    PresentValues presentValues(const Ledger& ledger) const;  // both in one pass
    // An upper bound on |d comparablePvAt(k) / dk|: every extra reference GPU-hour of load
    // is served by some layer (or left unserved), so it costs at most the dearest marginal
    // price among them. comparablePvAt is non-decreasing in k, with slope in [0, bound].
    // Worked out on first use: only the break-even search needs it, not a risk trial.
    double pvSlopeBound() const;

    // To be called when a price the demand costs read in place has changed (a tariff's price,
    // the delay cost, a facility's PUE): what was worked out from them is worked out again.
    // To be called when a field only the fixed costs read has changed (fixedCostsOnly() in
    // risk_model.cpp: a server's price, a loan, staff, a reserved term's price...): they are
    // built again, the capacity stack and the prices of the load kept.
    void fixedCostsChanged();

    // Whether those prices reach the demand costs at all: an owned source on a tariff, a
    // stack that can leave load unserved.
    bool paysElectricity() const {
        for (const LayerPricing& p : pricing_)
            if (p.owned && p.tariff) return true;
        return false;
    }
    bool canLeaveUnserved() const { return !stack_.unservedForm().terms.empty(); }
    void pricesChanged() {
        formBuilt_ = false;
        slopeBound_.reset();
    }

    // PV of fixed + demand costs at `scale`; afterTax as the comparisons use it. Without
    // `totals` it is priced by the demand form (below): the same sum, added up in another order.
    double comparablePvAt(double scale, ServiceTotals* totals = nullptr) const;

    // The levelised cost per reference GPU-hour at demand `scale` (option_figures.h,
    // levelisedCost: the PV before tax of the total-cost flows less unserved, over the PV of
    // the delivered hours) without building a ledger; none when nothing is delivered. The
    // API break-even search's step.
    std::optional<double> levelisedCostAt(double scale) const;

private:
    // What serving a layer costs, resolved once: the tariff and its yearly escalation for an
    // owned cluster, the hourly price of each year for elastic cloud capacity.
    struct LayerPricing {
        const scenario::OwnedSource* owned = nullptr;
        const scenario::Tariff* tariff = nullptr;
        bool elastic = false;
        std::vector<double> byYear;  // tariff factor (owned) or hourly price (elastic)
    };

    void buildFixedCosts();
    double marginalCostBound(int month) const;  // per reference GPU-hour, that month's prices

    struct FixedApv {
        double comparable = 0;
        double beforeTax = 0;
    };
    FixedApv fixedApv(const Ledger& unlevered, const std::optional<LeaseDebt>& lease) const;

    template <class Sink>
    void projectDemand(double scale, Sink& sink, ServiceTotals& totals) const;

    // The demand form (option_demand_form.cpp). Every demand-dependent cost of a month is
    // affine in what each source serves, and each source's share is a fixed combination of
    // clipped sums of the load (CapacityStack::servedForm). Prices change only by year, so
    // the after-tax PV of the demand costs is
    //   constant + sum over thresholds x, years y of  w_xy . sum_{m in y} DF(m+1) S_x(g_m)
    // with w a pair of weights (all slots, peak slots). A risk trial that moves the demand
    // then needs one tight loop per threshold instead of the month-by-month projection.
    struct DemandForm {
        struct Term {
            double threshold = 0;
            std::vector<SlotSums> byYear;  // weights on the discounted all-slot and peak sums
        };
        double constant = 0;
        std::vector<Term> terms;
    };
    const DemandForm& demandForm() const;
    double demandPv(double scale) const;

    const ProjectionContext& context_;
    const scenario::Option& option_;
    CapacityStack stack_;
    bool hasCloud_ = false;
    std::vector<LayerPricing> pricing_;  // in serving order, like stack_.layers()
    Ledger fixed_;
    std::optional<Ledger> fixedUnlevered_;
    LoanValue loan_;
    std::optional<double> otherRuleDelta_;
    double fixedPv_ = 0;
    double fixedPvPreTax_ = 0;
    std::vector<double> fixedCloudBill_;
    mutable std::optional<double> slopeBound_;
    mutable DemandForm form_;  // built on first use, again after a price changes
    mutable bool formBuilt_ = false;
    mutable std::vector<SlotSums> formWeights_;  // scratch of demandForm()
    mutable std::vector<double> formFixed_;
    mutable std::vector<SlotSums> yearSums_;
    mutable MonthService service_;
};

}  // namespace gputco::engine
