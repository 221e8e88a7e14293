#include "model/engine/option_model.h"

#include <algorithm>
#include <variant>

#include "model/engine/cloud_costs.h"
#include "model/engine/owned_costs.h"
#include "model/engine/tax_rules.h"

namespace gputco::engine {

namespace {

std::optional<double> taxRateOf(const scenario::Scenario& s) {
    return s.tax.enabled ? std::optional<double>(s.tax.rate) : std::nullopt;
}

void addStaff(const ProjectionContext& context, const scenario::Staff& staff, Ledger& ledger) {
    for (int m = 0; m < context.months; ++m)
        ledger.add(Category::Staff, m, Timing::EndOfMonth,
                   ProjectionContext::escalated(staff.fte * staff.costPerFteYear / 12.0,
                                                staff.escalationPerYear, m));
}

}  // namespace

OptionModel::OptionModel(const ProjectionContext& context, const scenario::Option& option)
    : context_(context), option_(option),
      stack_(option, context.speeds, context.scenario.demand.interruptibleShare),
      fixed_(context.months), scratch_(context.months) {
    const auto taxRate = taxRateOf(context.scenario);
    for (const auto& source : option.sources) {
        if (const auto* owned = std::get_if<scenario::OwnedSource>(&source)) {
            addOwnedFixedCosts(context, *owned, taxRate, fixed_);
        } else {
            hasCloud_ = true;
            if (const auto* reserved = std::get_if<scenario::ReservedSource>(&source))
                addReservedCosts(context, *reserved, fixed_);
        }
    }
    if (hasCloud_) addCloudExtrasFixed(context, option.cloudExtras, fixed_);
    addStaff(context, option.staff, fixed_);
    if (taxRate) addDeductionShield(*taxRate, fixed_);
    fixedPv_ = presentValue(fixed_, taxRate.has_value());
}

void OptionModel::demandCosts(double scale, Ledger& out, ServiceTotals& totals) const {
    const scenario::Scenario& s = context_.scenario;
    out.reset(context_.months);
    totals = {};
    for (int m = 0; m < context_.months; ++m) {
        stack_.serve(context_.curve, scale * context_.demandByMonth[static_cast<std::size_t>(m)], service_);
        double elasticCompute = 0;
        for (const StackLayer& layer : stack_.layers()) {
            const SlotSums& served = service_.served[layer.source];
            const double servedHours = served.all * kHoursPerSlot;
            totals.deliveredHours += servedHours;
            const auto& source = option_.sources[layer.source];
            if (const auto* owned = std::get_if<scenario::OwnedSource>(&source)) {
                const OwnedEnergy e = ownedElectricity(context_, *owned, layer.capacity, served, m);
                out.add(Category::ElectricityIt, m, Timing::EndOfMonth, e.itCost);
                out.add(Category::ElectricityCooling, m, Timing::EndOfMonth, e.coolingCost);
                const double facilityKwh = e.itKwh * owned->facility.pue;
                totals.energyKwh += facilityKwh;
                totals.co2Kg += facilityKwh * owned->facility.gridKgCo2PerKwh;
                totals.ownedServedHours += servedHours;
                totals.ownedCapacityHours += layer.capacity * scenario::kHoursPerMonth;
            } else if (layer.kind == SourceKind::Spot || layer.kind == SourceKind::OnDemand) {
                const scenario::CloudOffer& offer = *cloudOffer(source);
                elasticCompute += elasticComputeCost(
                    offer, billedInstanceHours(servedHours, layer.usefulPerInstance), m);
            }
        }
        out.add(Category::CloudCompute, m, Timing::EndOfMonth, elasticCompute);
        if (hasCloud_) {
            // Support is a share of the month's whole cloud bill, fixed parts included.
            const double bill = elasticCompute + fixed_.monthTotal(Category::CloudCompute, m) +
                                fixed_.monthTotal(Category::CloudStorage, m) +
                                fixed_.monthTotal(Category::CloudEgress, m);
            out.add(Category::CloudSupport, m, Timing::EndOfMonth, option_.cloudExtras.supportFraction * bill);
        }
        const double unservedHours = std::max(0.0, service_.unserved.all) * kHoursPerSlot;
        totals.unservedHours += unservedHours;
        out.add(Category::Unserved, m, Timing::EndOfMonth, unservedHours * s.demand.unservedCostPerHour);
    }
    if (s.tax.enabled) addDeductionShield(s.tax.rate, out);
}

double OptionModel::presentValue(const Ledger& ledger, bool afterTax) const {
    double pv = 0;
    const auto& df = context_.discount;
    for (std::size_t c = 0; c < kCategoryCount; ++c) {
        const auto category = static_cast<Category>(c);
        if (!countsInTotal(category) && !(afterTax && category == Category::TaxShield)) continue;
        for (int m = 0; m < ledger.months(); ++m) {
            const auto t = static_cast<std::size_t>(m);
            pv += ledger.at(category, m, Timing::StartOfMonth) * df[t] +
                  ledger.at(category, m, Timing::EndOfMonth) * df[t + 1];
        }
    }
    return pv;
}

double OptionModel::comparablePvAt(double scale, ServiceTotals* totals) const {
    ServiceTotals local;
    demandCosts(scale, scratch_, totals ? *totals : local);
    return fixedPv_ + presentValue(scratch_, context_.scenario.tax.enabled);
}

}  // namespace gputco::engine
