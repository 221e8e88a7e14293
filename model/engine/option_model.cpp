#include "model/engine/option_model.h"

#include <algorithm>
#include <variant>

#include "model/engine/cloud_costs.h"
#include "model/engine/debt_value.h"
#include "model/engine/owned_costs.h"
#include "model/engine/tax_rules.h"
#include "model/scenario/mig_profiles.h"

namespace gputco::engine {

namespace {

std::optional<double> taxRateOf(const scenario::Scenario& s) {
    return s.tax.enabled ? std::optional<double>(s.tax.rate) : std::nullopt;
}

void addStaff(const ProjectionContext& context, const scenario::Staff& staff, Ledger& ledger) {
    // ProjectionContext::escalated() month by month, with each year's factor worked out once.
    const double monthly = staff.fte * staff.costPerFteYear / 12.0;
    double factor = 1.0;
    for (int m = 0; m < context.months; ++m) {
        if (m % 12 == 0) factor = ProjectionContext::yearFactor(staff.escalationPerYear, m / 12);
        ledger.add(Category::Staff, m, Timing::EndOfMonth, monthly * factor);
    }
}

// Per source, the share of its GPUs' compute its MIG slices put to work (1 without a profile).
std::vector<double> gpuShares(const ProjectionContext& context, const scenario::Option& option) {
    std::vector<double> shares;
    for (const scenario::Source& source : option.sources)
        shares.push_back(scenario::migGpuShare(context.scenario, source));
    return shares;
}

}  // namespace

void OptionModel::fixedCostsChanged() {
    fixed_.reset(context_.months);
    fixedUnlevered_.reset();
    loan_ = {};
    otherRuleDelta_.reset();
    fixedCloudBill_.clear();
    buildFixedCosts();
    // The support on the fixed cloud bill is the demand form's constant (and its share the
    // form's weights).
    if (hasCloud_) formBuilt_ = false;
}

// Every cost that does not depend on the load, with their present values; reads the option's
// sources but not the capacity stack.
void OptionModel::buildFixedCosts() {
    const ProjectionContext& context = context_;
    const scenario::Option& option = option_;
    const auto taxRate = taxRateOf(context.scenario);
    const auto rule = context.scenario.finance.commitmentsAtHorizon;
    bool loan = false;
    bool runsPast = false;
    // Only the financing differs between the two: the same costs, built once more with every
    // loan paid in cash; the capacity stack is never run twice.
    auto build = [&](Ledger& ledger, Leverage leverage, scenario::CommitmentsAtHorizon ruleAtHorizon) {
        for (const auto& source : option.sources) {
            if (const auto* owned = std::get_if<scenario::OwnedSource>(&source)) {
                addOwnedFixedCosts(context, *owned, taxRate, ledger, leverage, ruleAtHorizon);
                loan = loan || owned->financing.kind == scenario::FinancingKind::Loan;
                runsPast = runsPast || leaseMonthsAfterHorizon(owned->financing, context.months) > 0;
            } else {
                hasCloud_ = true;
                if (const auto* reserved = std::get_if<scenario::ReservedSource>(&source)) {
                    addReservedCosts(context, *reserved, ruleAtHorizon, ledger);
                    runsPast = runsPast || runsPastHorizon(*reserved, context.months);
                }
            }
        }
        if (hasCloud_) addCloudExtrasFixed(context, option.cloudExtras, ledger);
        addStaff(context, option.staff, ledger);
        if (taxRate) addDeductionShield(*taxRate, ledger);
    };
    build(fixed_, Leverage::AsFinanced, rule);
    if (loan) build(fixedUnlevered_.emplace(context.months), Leverage::Unlevered, rule);
    loan_ = engine::loanValue(context, option);
    const FixedApv apv = fixedApv(*unleveredFixedCostsOrOwn(), leaseDebt(context, option, rule));
    fixedPv_ = apv.comparable;
    fixedPvPreTax_ = apv.beforeTax;
    const auto cloudBill = [&](const Ledger& ledger, int m) {
        return ledger.monthTotal(Category::CloudCompute, m) + ledger.monthTotal(Category::CloudStorage, m) +
               ledger.monthTotal(Category::CloudEgress, m);
    };
    if (runsPast) {
        // npv_savings_other_rule: the same option with the commitments rule switched. Only the
        // reserved terms and leases that run past the horizon change, with their deductions,
        // the cloud support on them and the leases' value at the cost of debt; the capacity
        // stack does not. Those sources alone are built under both rules.
        const auto other = rule == scenario::CommitmentsAtHorizon::Settle
                               ? scenario::CommitmentsAtHorizon::Prorate
                               : scenario::CommitmentsAtHorizon::Settle;
        Ledger here(context.months), there(context.months);
        for (const auto& source : option.sources) {
            if (const auto* reserved = std::get_if<scenario::ReservedSource>(&source);
                reserved && runsPastHorizon(*reserved, context.months)) {
                addReservedCosts(context, *reserved, rule, here);
                addReservedCosts(context, *reserved, other, there);
            } else if (const auto* owned = std::get_if<scenario::OwnedSource>(&source);
                       owned && leaseMonthsAfterHorizon(owned->financing, context.months) > 0) {
                addLeaseFlows(context, *owned, rule, taxRate, here);
                addLeaseFlows(context, *owned, other, taxRate, there);
            }
        }
        const bool taxed = taxRate.has_value();
        if (taxRate) addDeductionShield(*taxRate, here), addDeductionShield(*taxRate, there);
        double delta = presentValue(there, taxed) - presentValue(here, taxed);
        // Leases valued at the cost of debt: their value under each rule, instead of the PV above.
        if (const auto leaseHere = leaseDebt(context, option, rule)) {
            const auto leaseThere = leaseDebt(context, option, other);
            delta += (taxed ? leaseThere->pvAfterTax - leaseHere->pvAfterTax
                            : leaseThere->pvBeforeTax - leaseHere->pvBeforeTax) -
                     (presentValue(leaseThere->flows, taxed) - presentValue(leaseHere->flows, taxed));
        }
        // Support is a share of each month's cloud bill (an upfront's month included), paid at
        // the month's end and deductible.
        const double keep = taxRate ? 1.0 - *taxRate : 1.0;
        double support = 0;
        for (int m = 0; m < context.months; ++m)
            support += (cloudBill(there, m) - cloudBill(here, m)) *
                       context.discount[static_cast<std::size_t>(m) + 1];
        otherRuleDelta_ = delta + option.cloudExtras.supportFraction * keep * support;
    }
    for (int m = 0; m < context.months; ++m) fixedCloudBill_.push_back(cloudBill(fixed_, m));
}

OptionModel::OptionModel(const ProjectionContext& context, const scenario::Option& option)
    : context_(context),
      option_(option),
      stack_(option, context.speeds, context.scenario.demand.interruptibleShare, gpuShares(context, option)),
      fixed_(context.months) {
    buildFixedCosts();
    const int years = context.scenario.horizonYears;
    for (const StackLayer& layer : stack_.layers()) {
        LayerPricing p;
        const auto& source = option.sources[layer.source];
        if (const auto* owned = std::get_if<scenario::OwnedSource>(&source)) {
            p.owned = owned;
            const auto it = context.scenario.tariffs.find(owned->facility.tariff);
            if (it != context.scenario.tariffs.end()) p.tariff = &it->second;
            for (int y = 0; y < years; ++y)
                p.byYear.push_back(p.tariff ? ProjectionContext::yearFactor(p.tariff->escalationPerYear, y)
                                            : 0.0);
        } else if (layer.kind == SourceKind::Spot || layer.kind == SourceKind::OnDemand) {
            const scenario::CloudOffer& offer = *cloudOffer(source);
            p.elastic = true;
            for (int y = 0; y < years; ++y)
                p.byYear.push_back(
                    ProjectionContext::escalated(offer.pricePerHour, offer.escalationPerYear, 12 * y));
        }
        pricing_.push_back(std::move(p));
    }
}

OptionModel::FixedApv OptionModel::fixedApv(const Ledger& unlevered,
                                            const std::optional<LeaseDebt>& lease) const {
    const bool taxed = context_.scenario.tax.enabled;
    FixedApv apv;
    const PresentValues pv = presentValues(unlevered);
    apv.beforeTax = pv.beforeTax - loan_.beforeTax.value_or(0.0);
    apv.comparable = taxed ? pv.afterTax - loan_.afterTax.value_or(0.0) : apv.beforeTax;
    if (lease) {
        // The lease's flows at the cost of debt instead of the discount rate.
        const PresentValues flows = presentValues(lease->flows);
        apv.beforeTax += lease->pvBeforeTax - flows.beforeTax;
        apv.comparable += taxed ? lease->pvAfterTax - flows.afterTax : lease->pvBeforeTax - flows.beforeTax;
    }
    return apv;
}

double OptionModel::pvSlopeBound() const {
    if (!slopeBound_) {
        double bound = 0;
        for (int m = 0; m < context_.months; ++m)
            bound += context_.discount[static_cast<std::size_t>(m) + 1] *
                     context_.demandByMonth[static_cast<std::size_t>(m)] * scenario::kHoursPerMonth *
                     marginalCostBound(m);
        slopeBound_ = bound;
    }
    return *slopeBound_;
}

double OptionModel::marginalCostBound(int month) const {
    const auto& tax = context_.scenario.tax;
    const double keep = tax.enabled ? 1.0 - tax.rate : 1.0;  // every served cost is deductible
    const auto year = static_cast<std::size_t>(month / 12);
    double bound = keep * context_.scenario.demand.unservedCostPerHour * context_.inflation(month);
    const auto& layers = stack_.layers();
    for (std::size_t i = 0; i < layers.size(); ++i) {
        const StackLayer& layer = layers[i];
        const LayerPricing& pricing = pricing_[i];
        if (pricing.owned && pricing.tariff && layer.capacity > 0) {
            const scenario::OwnedSource& o = *pricing.owned;
            const double price = std::max({pricing.tariff->pricePerKwh, pricing.tariff->peakPricePerKwh,
                                           pricing.tariff->offpeakPricePerKwh});
            const double kwPerGpu = (o.maxKw - o.idleKw) * o.nodes / layer.capacity;
            bound = std::max(bound, keep * kwPerGpu * price * pricing.byYear[year] * o.facility.pue);
        } else if (pricing.elastic && layer.usefulPerInstance > 0) {
            bound = std::max(bound, keep * pricing.byYear[year] / layer.usefulPerInstance *
                                        (1.0 + option_.cloudExtras.supportFraction));
        }
    }
    return bound;
}

namespace {

// Where projectDemand() puts each amount: the month x category ledger of a full result, or
// straight into a present value for the break-even search and the risk analysis. Both run
// the same formulas; only the destination differs.
struct LedgerSink {
    Ledger& ledger;
    void add(Category c, int month, double amount) { ledger.add(c, month, Timing::EndOfMonth, amount); }
};

struct PresentValueSink {
    const std::vector<double>& discount;
    double keepAfterTax;  // 1 - tax rate for deductible costs, 1 without tax
    double pv = 0;
    void add(Category c, int month, double amount) {
        // Every demand-dependent cost is paid at the end of its month (t = m + 1).
        pv += amount * discount[static_cast<std::size_t>(month) + 1] *
              (deductibleWhenPaid(c) ? keepAfterTax : 1.0);
    }
};

// The PV before tax of the demand-dependent costs less unserved: the numerator's demand part
// of the levelised cost (option_figures.h).
struct LevelisedSink {
    const std::vector<double>& discount;
    double pv = 0;
    void add(Category c, int month, double amount) {
        if (c != Category::Unserved) pv += amount * discount[static_cast<std::size_t>(month) + 1];
    }
};

}  // namespace

template <class Sink>
void OptionModel::projectDemand(double scale, Sink& sink, ServiceTotals& totals) const {
    const scenario::Scenario& s = context_.scenario;
    totals = {};
    const auto& layers = stack_.layers();
    const double peakSlots = context_.curve.peakSlotCount();
    for (int m = 0; m < context_.months; ++m) {
        // `scale` (a break-even search's) multiplies the shaped load; a service's replica floor
        // is held whatever the demand (docs/methodology.md, "Sizing").
        stack_.serve(context_.curve, scale * context_.demandByMonth[static_cast<std::size_t>(m)], service_);
        double elasticCompute = 0;
        const double deliveredBefore = totals.deliveredHours;
        const auto year = static_cast<std::size_t>(m / 12);
        for (std::size_t i = 0; i < layers.size(); ++i) {
            const StackLayer& layer = layers[i];
            const LayerPricing& pricing = pricing_[i];
            const SlotSums& served = service_.served[layer.source];
            const double servedHours = served.all * kHoursPerSlot;
            totals.deliveredHours += servedHours;
            if (pricing.owned) {
                const scenario::OwnedSource& owned = *pricing.owned;
                totals.ownedServedHours += servedHours;
                totals.ownedCapacityHours += layer.capacity * scenario::kHoursPerMonth;
                if (!pricing.tariff) continue;
                const OwnedEnergy e = ownedElectricity(owned, *pricing.tariff, pricing.byYear[year],
                                                       peakSlots, layer.capacity, served);
                sink.add(Category::ElectricityIt, m, e.itCost);
                sink.add(Category::ElectricityCooling, m, e.coolingCost);
                const double facilityKwh = e.itKwh * owned.facility.pue;
                totals.energyKwh += facilityKwh;
                totals.co2Kg += facilityKwh * owned.facility.gridKgCo2PerKwh;
            } else if (pricing.elastic) {
                elasticCompute += elasticComputeCost(
                    billedInstanceHours(servedHours, layer.usefulPerInstance), pricing.byYear[year]);
            }
        }
        if (elasticCompute != 0) sink.add(Category::CloudCompute, m, elasticCompute);
        if (hasCloud_) {
            // Support is a share of the month's whole cloud bill, fixed parts included.
            const double bill = elasticCompute + fixedCloudBill_[static_cast<std::size_t>(m)];
            sink.add(Category::CloudSupport, m, option_.cloudExtras.supportFraction * bill);
        }
        totals.discountedDeliveredHours +=
            (totals.deliveredHours - deliveredBefore) * context_.discount[static_cast<std::size_t>(m) + 1];
        const double unservedHours = std::max(0.0, service_.unserved.all) * kHoursPerSlot;
        totals.unservedHours += unservedHours;
        if (unservedHours > 0)
            sink.add(Category::Unserved, m,
                     unservedHours * s.demand.unservedCostPerHour * context_.inflation(m));
    }
}

void OptionModel::demandCosts(double scale, Ledger& out, ServiceTotals& totals) const {
    out.reset(context_.months);
    LedgerSink sink{out};
    projectDemand(scale, sink, totals);
    if (context_.scenario.tax.enabled) addDeductionShield(context_.scenario.tax.rate, out);
}

double OptionModel::presentValue(const Ledger& ledger, bool afterTax) const {
    const PresentValues pv = presentValues(ledger);
    return afterTax ? pv.afterTax : pv.beforeTax;
}

OptionModel::PresentValues OptionModel::presentValues(const Ledger& ledger) const {
    // One pass for both: the tax shield is the last category, so the after-tax sum is the
    // before-tax one carried on through its cells, the very additions in the same order.
    static_assert(static_cast<std::size_t>(Category::TaxShield) == kCategoryCount - 1);
    const double* df = context_.discount.data();
    const auto months = static_cast<std::size_t>(ledger.months());
    const auto addRow = [&](Category c, double pv) {
        const double* cells = ledger.rowCells(c);
        for (std::size_t t = 0; t < months; ++t) pv += cells[2 * t] * df[t] + cells[2 * t + 1] * df[t + 1];
        return pv;
    };
    PresentValues pv;
    for (std::size_t c = 0; c + 1 < kCategoryCount; ++c) {
        const auto category = static_cast<Category>(c);
        if (ledger.uses(category) && countsInTotal(category)) pv.beforeTax = addRow(category, pv.beforeTax);
    }
    pv.afterTax = ledger.uses(Category::TaxShield) ? addRow(Category::TaxShield, pv.beforeTax) : pv.beforeTax;
    return pv;
}

double OptionModel::comparablePvAt(double scale, ServiceTotals* totals) const {
    if (!totals) return fixedPv_ + demandPv(scale);
    const auto& tax = context_.scenario.tax;
    PresentValueSink sink{context_.discount, tax.enabled ? 1.0 - tax.rate : 1.0};
    projectDemand(scale, sink, *totals);
    return fixedPv_ + sink.pv;
}

std::optional<double> OptionModel::levelisedCostAt(double scale) const {
    ServiceTotals totals;
    LevelisedSink sink{context_.discount};
    projectDemand(scale, sink, totals);
    if (!(totals.discountedDeliveredHours > 0)) return std::nullopt;
    return (fixedPvPreTax_ + sink.pv) / totals.discountedDeliveredHours;
}

}  // namespace gputco::engine
