// The demand form of an option (option_model.h): projectDemand()'s costs regrouped by
// threshold and year, so that a risk trial or a break-even step prices the whole demand path
// in a handful of tight loops.
#include <algorithm>

#include "model/engine/cloud_costs.h"
#include "model/engine/option_model.h"
#include "model/engine/owned_costs.h"
#include "model/engine/tax_rules.h"

namespace gputco::engine {

const OptionModel::DemandForm& OptionModel::demandForm() const {
    if (formBuilt_) return form_;
    const scenario::Scenario& s = context_.scenario;
    const double keepAfterTax = s.tax.enabled ? 1.0 - s.tax.rate : 1.0;
    // What is left of a cost of category c after its deduction (PresentValueSink's factor).
    const auto keep = [&](Category c) { return deductibleWhenPaid(c) ? keepAfterTax : 1.0; };
    const auto months = static_cast<std::size_t>(context_.months);
    const std::size_t years = (months + 11) / 12;
    const std::vector<double>& thresholds = stack_.thresholds();
    // Weights per threshold and year, on the discounted clipped sums; built again whenever a
    // trial moves a price, so in storage kept from the last time.
    std::vector<SlotSums>& weights = formWeights_;
    weights.assign(thresholds.size() * years, SlotSums{});
    const auto addForm = [&](const ClippedSumForm& form, std::size_t year, SlotSums perUnit) {
        for (const ClippedSumForm::Term& t : form.terms)
            weights[t.threshold * years + year] = weights[t.threshold * years + year] + perUnit * t.coef;
    };
    // What each month costs whatever the load, to be discounted month by month.
    std::vector<double>& fixedByYear = formFixed_;
    fixedByYear.assign(years, 0.0);

    const double peakSlots = context_.curve.peakSlotCount();
    const auto& layers = stack_.layers();
    for (std::size_t y = 0; y < years; ++y) {
        for (std::size_t i = 0; i < layers.size(); ++i) {
            const StackLayer& layer = layers[i];
            const LayerPricing& pricing = pricing_[i];
            if (y >= pricing.byYear.size()) continue;
            if (pricing.owned && pricing.tariff) {
                // IT and cooling (IT x (PUE - 1)), both affine in the served sums.
                const OwnedEnergyRates r = ownedElectricityRates(
                    *pricing.owned, *pricing.tariff, pricing.byYear[y], peakSlots, layer.capacity);
                const double perIt = keep(Category::ElectricityIt) +
                                     (pricing.owned->facility.pue - 1.0) * keep(Category::ElectricityCooling);
                fixedByYear[y] += r.idle * perIt;
                addForm(stack_.servedForm(layer.source), y, SlotSums{r.perSlot, r.perPeakSlot} * perIt);
            } else if (pricing.elastic && layer.usefulPerInstance > 0) {
                // Billed instance-hours at the year's price, and the support share on them.
                const double perHour = pricing.byYear[y] / layer.usefulPerInstance;
                const double kept =
                    keep(Category::CloudCompute) +
                    (hasCloud_ ? option_.cloudExtras.supportFraction * keep(Category::CloudSupport) : 0.0);
                addForm(stack_.servedForm(layer.source), y, SlotSums{perHour * kHoursPerSlot * kept, 0.0});
            }
        }
        // Unserved reference GPU-hours at the delay cost, inflated by year. The unserved form
        // is never negative but by rounding (projectDemand clips it at 0): a difference of
        // the order of 1e-16 of the load.
        addForm(stack_.unservedForm(), y,
                SlotSums{kHoursPerSlot * s.demand.unservedCostPerHour *
                             context_.inflation(static_cast<int>(12 * y)) * keep(Category::Unserved),
                         0.0});
    }

    DemandForm& form = form_;
    form.constant = 0;
    for (std::size_t m = 0; m < months; ++m) {
        double fixed = fixedByYear[m / 12];
        // Support is a share of the month's whole cloud bill, its fixed parts included.
        if (hasCloud_)
            fixed += option_.cloudExtras.supportFraction * fixedCloudBill_[m] * keep(Category::CloudSupport);
        form.constant += fixed * context_.discount[m + 1];
    }
    std::size_t used = 0;
    for (std::size_t k = 0; k < thresholds.size(); ++k) {
        const auto first = weights.begin() + static_cast<std::ptrdiff_t>(k * years);
        const auto last = first + static_cast<std::ptrdiff_t>(years);
        if (std::none_of(first, last, [](const SlotSums& w) { return w.all != 0 || w.peak != 0; })) continue;
        if (used == form.terms.size()) form.terms.emplace_back();
        form.terms[used].threshold = thresholds[k];
        form.terms[used].byYear.assign(first, last);
        ++used;
    }
    form.terms.resize(used);
    yearSums_.resize(years);
    formBuilt_ = true;
    return form;
}

double OptionModel::demandPv(double scale) const {
    const DemandForm& form = demandForm();
    double pv = form.constant;
    const std::span<const double> discountAtMonthEnd(context_.discount.data() + 1,
                                                     context_.discount.size() - 1);
    for (const DemandForm::Term& term : form.terms) {
        std::fill(yearSums_.begin(), yearSums_.end(), SlotSums{});
        context_.curve.addDiscountedSums(term.threshold, scale, context_.demandByMonth, discountAtMonthEnd,
                                         yearSums_);
        for (std::size_t y = 0; y < yearSums_.size(); ++y)
            pv += term.byYear[y].all * yearSums_[y].all + term.byYear[y].peak * yearSums_[y].peak;
    }
    return pv;
}

}  // namespace gputco::engine
