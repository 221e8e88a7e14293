#include "model/engine/evaluate.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <numeric>
#include <variant>

#include "model/engine/api_break_even.h"
#include "model/engine/call_audit.h"
#include "model/engine/comparison.h"
#include "model/engine/debt_value.h"
#include "model/engine/like_for_like.h"
#include "model/engine/option_figures.h"
#include "model/engine/option_ledger.h"
#include "model/engine/option_model.h"
#include "model/engine/sizing.h"
#include "model/engine/warnings.h"
#include "model/finance/cash_flows.h"

namespace gputco::engine {

namespace {

OptionResult describe(const scenario::Scenario& s, const OptionModel& model, const scenario::Option& option) {
    const bool taxed = s.tax.enabled;
    const int months = s.months();
    const OptionLedger built = optionLedger(model, months);
    const Ledger& ledger = built.ledger;
    const ServiceTotals& totals = built.totals;

    OptionResult r;
    r.name = option.name;
    r.yearly.resize(static_cast<std::size_t>(s.horizonYears));
    for (std::size_t y = 0; y < r.yearly.size(); ++y) r.yearly[y].year = static_cast<int>(y) + 1;
    r.cumulativeCost.assign(static_cast<std::size_t>(months), 0.0);
    for (std::size_t c = 0; c < kCategoryCount; ++c) {
        const auto category = static_cast<Category>(c);
        if (category == Category::TaxShield && !taxed) continue;
        auto& series = r.monthly[c];
        series.resize(static_cast<std::size_t>(months));
        if (!ledger.uses(category)) continue;  // every cell 0: nothing to add
        const bool inTotal = countsInTotal(category);
        // A year's sums in registers, added in the same order as month by month: summed
        // through memory, each month waited for the last one's store (a tenth of evaluate).
        for (int first = 0; first < months; first += 12) {
            auto& year = r.yearly[static_cast<std::size_t>(first / 12)];
            double inCategory = year.categories[c];
            double total = year.total;
            for (int m = first; m < std::min(first + 12, months); ++m) {
                const double v = ledger.monthTotal(category, m);
                series[static_cast<std::size_t>(m)] = v;
                inCategory += v;
                if (inTotal) {
                    total += v;
                    r.cumulativeCost[static_cast<std::size_t>(m)] += v;
                }
            }
            year.categories[c] = inCategory;
            year.total = total;
        }
    }
    std::partial_sum(r.cumulativeCost.begin(), r.cumulativeCost.end(), r.cumulativeCost.begin());
    r.totalCost = r.cumulativeCost.empty() ? 0.0 : r.cumulativeCost.back();
    r.pvCost = built.pvPreTax;
    if (taxed) r.pvCostAfterTax = built.pvAfterTax;
    r.flows = flowGrid(ledger, taxed);
    r.unleveredFlows = built.unlevered ? flowGrid(*built.unlevered, taxed) : r.flows;
    r.comparablePvUnlevered = taxed ? built.pvUnleveredAfterTax : built.pvUnleveredPreTax;
    r.financingNpv = model.loanValue().afterTax;
    r.financingNpvBeforeTax = model.loanValue().beforeTax;
    const double keep = taxed ? 1.0 - s.tax.rate : 1.0;
    for (int m = 0; m < months; ++m)
        r.comparablePvUnserved += keep * ledger.at(Category::Unserved, m, Timing::EndOfMonth) *
                                  model.context().discount[static_cast<std::size_t>(m) + 1];
    r.discountRateFlows = r.unleveredFlows;
    if (const auto lease = leaseDebt(model.context(), option, s.finance.commitmentsAtHorizon)) {
        const std::vector<double> leaseFlows = flowGrid(lease->flows, taxed);
        for (std::size_t t = 0; t < leaseFlows.size(); ++t) r.discountRateFlows[t] -= leaseFlows[t];
        r.debtValuedPv += taxed ? lease->pvAfterTax : lease->pvBeforeTax;
    }
    r.debtValuedPv -= r.financingNpv.value_or(0.0);
    if (const auto delta = model.otherRuleDelta()) r.otherRulePv = r.comparablePv() + *delta;

    r.deliveredReferenceGpuHours = totals.deliveredHours;
    r.unservedReferenceGpuHours = totals.unservedHours;
    if (totals.deliveredHours > 0)
        r.costPerReferenceGpuHour =
            (r.totalCost - r.categoryTotal(Category::Unserved)) / totals.deliveredHours;
    r.levelisedCostPerReferenceGpuHour = levelisedCost(built, model.context().discount).value;
    r.commitmentAfterHorizon = commitmentAfterHorizon(model.context(), option);
    r.energyMwh = totals.energyKwh / 1000.0;
    r.co2T = totals.co2Kg / 1000.0;
    r.meanOwnedUtilisation = totals.meanOwnedUtilisation();
    r.warnings = optionWarnings(s, option, r);
    return r;
}

VsBaseline compare(const ProjectionContext& context, const OptionResult& option,
                   const OptionResult& baseline) {
    VsBaseline vs;
    vs.breakEvenMonth = breakEvenMonth(option.cumulativeCost, baseline.cumulativeCost);
    vs.npvSavings = baseline.comparablePv() - option.comparablePv();
    vs.npvSavingsUnlevered = baseline.comparablePvUnlevered - option.comparablePvUnlevered;
    vs.npvSavingsCash = vs.npvSavings - (baseline.comparablePvUnserved - option.comparablePvUnserved);
    if (option.otherRulePv || baseline.otherRulePv)
        vs.npvSavingsOtherRule = baseline.otherRulePv.value_or(baseline.comparablePv()) -
                                 option.otherRulePv.value_or(option.comparablePv());
    vs.npvProfile = npvProfile(option, baseline);
    const std::vector<double> u = unleveredIncrement(option, baseline);
    // DF(t) worked out once per evaluation (ProjectionContext::discount, t = 0 .. M).
    const std::span<const double> df = context.discount;
    vs.irr = finance::investmentIrrAnnual(u, finance::kZeroFlow);
    vs.mirr = finance::mirrAnnual(u, df);
    vs.profitabilityIndex = finance::profitabilityIndex(u, df);
    vs.paybackMonths = finance::paybackPeriod(u);
    vs.discountedPaybackMonths = finance::discountedPaybackPeriod(u, df);
    return vs;
}

// Benefits: the business value of the compute, escalated stepwise per year like prices
// and received at month ends; taxed as income when tax is on (docs/methodology.md "ROI").
std::optional<Roi> returnOnInvestment(const scenario::Scenario& s, const OptionResult& option) {
    if (!(s.benefits.monthlyValue > 0)) return std::nullopt;
    const double keep = s.tax.enabled ? 1.0 - s.tax.rate : 1.0;
    std::vector<double> net(option.flows.size(), 0.0);
    Roi roi;
    for (int m = 0; m < s.months(); ++m) {
        const double benefit =
            keep * ProjectionContext::escalated(s.benefits.monthlyValue, s.benefits.growthPerYear, m);
        roi.pvBenefits += benefit * finance::discountFactor(s.finance.discountRate, m + 1);
        net[static_cast<std::size_t>(m) + 1] += benefit;
    }
    for (std::size_t t = 0; t < net.size(); ++t) net[t] -= option.flows[t];
    const double cost = option.comparablePv();
    roi.npv = roi.pvBenefits - cost;
    roi.roi = cost != 0 ? roi.npv / cost : 0.0;
    roi.irr = finance::investmentIrrAnnual(net);
    return roi;
}

}  // namespace

std::size_t baselineIndex(const scenario::Scenario& s) {
    for (std::size_t i = 0; i < s.options.size(); ++i)
        if (s.options[i].name == s.finance.baseline) return i;
    return 0;
}

Result evaluate(const scenario::Scenario& s, const EvaluateOptions& evaluateOptions) {
    const EngineCall audited(EntryPoint::Evaluate);  // call_audit.h
    Result result;
    result.currency = s.currency;
    result.months = s.months();
    if (s.options.empty()) return result;
    result.baseline = baselineIndex(s);
    result.commitmentsSettled = s.finance.commitmentsAtHorizon == scenario::CommitmentsAtHorizon::Settle;
    result.costOfDebt = s.finance.costOfDebt;
    result.taxRate = s.tax.enabled ? s.tax.rate : 0.0;
    result.discountRate = s.finance.discountRate;

    const ProjectionContext context(s);
    result.referenceDemandGpus = context.demandGpus;
    std::vector<std::unique_ptr<OptionModel>> models;
    for (const auto& option : s.options) {
        models.push_back(std::make_unique<OptionModel>(context, option));
        result.options.push_back(describe(s, *models.back(), option));
    }

    const OptionResult& baseline = result.options[result.baseline];
    BaselinePvCache baselinePvs(*models[result.baseline]);
    for (std::size_t i = 0; i < result.options.size(); ++i) {
        OptionResult& option = result.options[i];
        option.roi = returnOnInvestment(s, option);
        if (i == result.baseline) {
            option.isBaseline = true;
            continue;
        }
        option.vsBaseline = compare(context, option, baseline);
        if (evaluateOptions.breakEvenUtilisation)
            option.vsBaseline->breakEvenUtilisation =
                breakEvenUtilisation(*models[i], baselinePvs, *models[result.baseline]);
    }
    // What each option lacks, or carries beyond, against the baseline (issue #34).
    addLikeForLike(s, result, context.discount);
    // What a million tokens or a training run costs on each option, where self-hosting beats a
    // hosted API, and MIG slices too small for a service (issue #17).
    if (s.demand.jobs) {
        std::optional<SizingResult> own;
        const SizingResult& sized = evaluateOptions.sizing ? *evaluateOptions.sizing : own.emplace(sizing(s));
        addJobCosts(sized, result);
        addMigWarnings(sized, result);
        if (evaluateOptions.apiBreakEven) addApiBreakEven(context, models, sized, result);
    }
    return result;
}

double OptionResult::categoryTotal(Category c) const {
    const auto& series = monthly[index(c)];
    return std::accumulate(series.begin(), series.end(), 0.0);
}

}  // namespace gputco::engine
