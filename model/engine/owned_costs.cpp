#include "model/engine/owned_costs.h"

#include <algorithm>
#include <cmath>

#include "model/finance/annuity.h"
#include "model/finance/depreciation.h"

namespace gputco::engine {

namespace {

using scenario::FinancingKind;

int monthsOf(double years) {
    return static_cast<int>(std::lround(12.0 * years));
}

void addLoan(const scenario::Financing& f, const Generation& g, int months,
             const std::optional<double>& taxRate, Ledger& ledger) {
    const double financed = (1.0 - f.downPaymentFraction) * (g.hardware + g.installation);
    const double monthlyRate = f.rate / 12.0;
    const double payment = finance::annuityPayment(monthlyRate, f.termMonths, financed);
    const int paid = std::min(f.termMonths, months);
    for (int k = 0; k < paid; ++k) {
        const double interest = finance::annuityInterest(monthlyRate, k + 1, f.termMonths, financed);
        ledger.add(Category::Financing, k, Timing::EndOfMonth, payment);
        ledger.add(Category::FinancingInterest, k, Timing::EndOfMonth, interest);
        if (taxRate) ledger.add(Category::TaxShield, k, Timing::EndOfMonth, -*taxRate * interest);
    }
    // A loan still running at the horizon is settled there, so no option hides a debt.
    if (f.termMonths > months) {
        const double balance = finance::annuityBalance(monthlyRate, months, f.termMonths, financed);
        ledger.add(Category::Financing, months - 1, Timing::EndOfMonth, balance);
    }
}

// Lease payments at the end of every month of the horizon: the servers serve only while
// leased, so the lease renews at its payment when a term ends (MODEL.md section 12, item 2).
// With commitments settled, the rest of a last term that runs past the horizon is paid at
// t = M. Every payment is deductible.
void addLease(const scenario::Financing& f, int months, bool settle, const std::optional<double>& taxRate,
              Ledger& ledger) {
    auto pay = [&](int month, double amount) {
        ledger.add(Category::Financing, month, Timing::EndOfMonth, amount);
        if (taxRate) ledger.add(Category::TaxShield, month, Timing::EndOfMonth, -*taxRate * amount);
    };
    for (int k = 0; k < months; ++k) pay(k, f.monthlyPayment);
    const double after = leaseMonthsAfterHorizon(f, months);
    if (settle && after > 0) pay(months - 1, f.monthlyPayment * after);
}

// Depreciation of one generation as a tax shield (MODEL.md section 9, "Tax"): what the plan
// deducts at purchase (an expense, a bonus) in the purchase month, then each asset-year's
// amount spread evenly over its 12 months; each month's shield at t = m + 1. Returns the
// depreciation taken before the generation's end.
double addDepreciationShield(const scenario::Accounting& a, double base, const Generation& g, double taxRate,
                             Ledger& ledger) {
    const finance::DepreciationPlan plan =
        finance::depreciationPlan(a.depreciation, base, static_cast<int>(std::lround(a.lifeYears)),
                                  a.salvageFraction, a.factor, a.bonusFraction);
    double taken = plan.atPurchase;
    if (plan.atPurchase != 0)
        ledger.add(Category::TaxShield, g.purchaseMonth, Timing::EndOfMonth, -taxRate * plan.atPurchase);
    for (int m = g.purchaseMonth; m < g.endMonth; ++m) {
        const auto year = static_cast<std::size_t>((m - g.purchaseMonth) / 12);
        if (year >= plan.yearly.size()) break;
        const double monthly = plan.yearly[year] / 12.0;
        ledger.add(Category::TaxShield, m, Timing::EndOfMonth, -taxRate * monthly);
        taken += monthly;
    }
    return taken;
}

// The facility capex (MODEL.md section 9, "Facility"): bought once at month 0 and an asset of
// its own, never refreshed or sold with a server generation; depreciated straight line over
// its own life whatever the accounting method. `residual_fraction` of its book value left at
// t = M comes back as residual value (category resale): a value in use, not a sale, so no tax
// effect; by default nothing, since a retrofit built into one site has no market.
void addFacility(const scenario::Facility& f, int months, const std::optional<double>& taxRate,
                 Ledger& ledger) {
    if (!(f.capex > 0)) return;
    ledger.add(Category::Facility, 0, Timing::StartOfMonth, f.capex);
    const int lifeMonths = 12 * static_cast<int>(std::lround(f.capexLifeYears));
    if (taxRate) {
        const double monthly = f.capex / lifeMonths;
        for (int m = 0; m < std::min(months, lifeMonths); ++m)
            ledger.add(Category::TaxShield, m, Timing::EndOfMonth, -*taxRate * monthly);
    }
    const double bookValue = f.capex * std::max(0.0, 1.0 - static_cast<double>(months) / lifeMonths);
    const double residual = f.residualFraction * bookValue;
    if (residual > 0) ledger.add(Category::Resale, months - 1, Timing::EndOfMonth, -residual);
}

}  // namespace

std::vector<Generation> generations(const scenario::OwnedSource& o, int months) {
    const int refresh = o.refreshYears > 0 ? monthsOf(o.refreshYears) : 0;
    std::vector<Generation> gens;
    for (int start = 0; start<months; start = refresh> 0 ? start + refresh : months) {
        Generation g;
        g.purchaseMonth = start;
        g.endMonth = refresh > 0 ? std::min(start + refresh, months) : months;
        g.soldAtRefresh = g.endMonth < months;
        // Every refresh buys at the price declined for the years since month 0.
        const double decline = std::pow(1.0 - o.priceDeclinePerYear, start / 12.0);
        g.serverPrice = o.serverPrice * decline;
        g.hardware = o.nodes * (1.0 + o.spareFraction) *
                     (o.serverPrice + o.networkPerNode + o.storagePerNode) * decline;
        g.installation = o.installationFraction * g.hardware;
        gens.push_back(g);
    }
    return gens;
}

double resaleValue(const scenario::OwnedSource& o, const Generation& g, int ageMonths) {
    return (1.0 + o.spareFraction) * o.nodes * g.serverPrice *
           std::pow(1.0 - o.resaleDeclinePerYear, ageMonths / 12.0);
}

int leaseMonthsAfterHorizon(const scenario::Financing& f, int months) {
    if (f.kind != FinancingKind::Lease || f.termMonths <= 0) return 0;
    const int terms = (months + f.termMonths - 1) / f.termMonths;  // ceil(M / T)
    return f.termMonths * terms - months;
}

double leaseAfterHorizon(const scenario::OwnedSource& o, int months) {
    return o.financing.monthlyPayment * leaseMonthsAfterHorizon(o.financing, months);
}

void addLeaseFlows(const ProjectionContext& context, const scenario::OwnedSource& o,
                   scenario::CommitmentsAtHorizon rule, const std::optional<double>& taxRate,
                   Ledger& ledger) {
    if (o.financing.kind == FinancingKind::Lease)
        addLease(o.financing, context.months, rule == scenario::CommitmentsAtHorizon::Settle, taxRate,
                 ledger);
}

void addOwnedFixedCosts(const ProjectionContext& context, const scenario::OwnedSource& o,
                        const std::optional<double>& taxRate, Ledger& ledger, Leverage leverage,
                        scenario::CommitmentsAtHorizon rule) {
    const int months = context.months;
    const auto& financing = o.financing;
    const bool lease = financing.kind == FinancingKind::Lease;
    const bool loan = financing.kind == FinancingKind::Loan && leverage == Leverage::AsFinanced;
    const bool settle = rule == scenario::CommitmentsAtHorizon::Settle;

    addFacility(o.facility, months, taxRate, ledger);
    // Colocation and licences have no escalation of their own: they follow inflation.
    const double colocation = o.facility.coloPerKwMonth * o.nodes * o.maxKw + o.facility.rackFeePerMonth;
    const double software = o.licencePerGpuYear * o.nodes * o.gpusPerNode / 12.0;
    for (int m = 0; m < months; ++m) {
        const double inflation = context.inflation(m);
        ledger.add(Category::Colocation, m, Timing::EndOfMonth, colocation * inflation);
        ledger.add(Category::Software, m, Timing::EndOfMonth, software * inflation);
    }

    const auto gens = generations(o, months);
    for (std::size_t i = 0; i < gens.size(); ++i) {
        const Generation& g = gens[i];
        const bool first = i == 0;
        const int start = g.purchaseMonth;
        // Only the first generation is financed; refreshes are bought in cash.
        if (first && loan) {
            ledger.add(Category::Hardware, start, Timing::StartOfMonth,
                       financing.downPaymentFraction * g.hardware);
            ledger.add(Category::Installation, start, Timing::StartOfMonth,
                       financing.downPaymentFraction * g.installation);
            addLoan(financing, g, months, taxRate, ledger);
        } else if (first && lease) {
            ledger.add(Category::Installation, start, Timing::StartOfMonth, g.installation);
            addLease(financing, months, settle, taxRate, ledger);
        } else {
            ledger.add(Category::Hardware, start, Timing::StartOfMonth, g.hardware);
            ledger.add(Category::Installation, start, Timing::StartOfMonth, g.installation);
        }

        // Support contract after the warranty, on the full hardware price of the generation,
        // inflated from the start of the horizon (whatever the generation's purchase month).
        const double maintenance = o.supportRatePerYear * g.hardware / 12.0;
        for (int m = start + monthsOf(o.warrantyYears); m < g.endMonth; ++m)
            ledger.add(Category::Maintenance, m, Timing::EndOfMonth, maintenance * context.inflation(m));

        // On a lease the installation is depreciated alone; the facility is an asset of its own.
        const bool ownsHardware = !(first && lease);
        const double base = (ownsHardware ? g.hardware : 0.0) + g.installation;
        const double depreciated =
            taxRate ? addDepreciationShield(context.scenario.accounting, base, g, *taxRate, ledger) : 0.0;
        if (!ownsHardware) continue;  // leased: nothing to sell

        // Sold at the next refresh (at its start) or at the end of the horizon (t = M).
        const double resale = resaleValue(o, g, g.endMonth - start);
        const int saleMonth = g.soldAtRefresh ? g.endMonth : months - 1;
        const Timing saleTiming = g.soldAtRefresh ? Timing::StartOfMonth : Timing::EndOfMonth;
        ledger.add(Category::Resale, saleMonth, saleTiming, -resale);
        if (taxRate) {
            const double bookValue = base - depreciated;
            ledger.add(Category::TaxShield, saleMonth, saleTiming, *taxRate * (resale - bookValue));
        }
    }
}

OwnedEnergy ownedElectricity(const scenario::OwnedSource& o, const scenario::Tariff& tariff,
                             double tariffYearFactor, double peakSlots, double capacity,
                             const SlotSums& served) {
    OwnedEnergy e;
    if (!(capacity > 0)) return e;

    // kW per reference GPU served, on top of idle: (max - idle) x nodes / capacity.
    const double loadKwPerGpu = (o.maxKw - o.idleKw) * o.nodes / capacity;
    const double idleKw = o.nodes * o.idleKw;
    e.itKwh = idleKw * scenario::kHoursPerMonth + loadKwPerGpu * served.all * kHoursPerSlot;

    const double factor = tariffYearFactor;
    if (tariff.kind == scenario::TariffKind::Flat) {
        e.itCost = e.itKwh * tariff.pricePerKwh * factor;
    } else {
        const double offpeakSlots = scenario::kSlotsPerWeek - peakSlots;
        const double idleCost =
            idleKw * kHoursPerSlot *
            (peakSlots * tariff.peakPricePerKwh + offpeakSlots * tariff.offpeakPricePerKwh);
        const double loadCost =
            loadKwPerGpu * kHoursPerSlot *
            (served.peak * tariff.peakPricePerKwh + (served.all - served.peak) * tariff.offpeakPricePerKwh);
        e.itCost = (idleCost + loadCost) * factor;
    }
    e.coolingCost = e.itCost * (o.facility.pue - 1.0);
    return e;
}

OwnedEnergyRates ownedElectricityRates(const scenario::OwnedSource& o, const scenario::Tariff& tariff,
                                       double tariffYearFactor, double peakSlots, double capacity) {
    OwnedEnergyRates r;
    if (!(capacity > 0)) return r;
    // ownedElectricity() term by term, with served.all and served.peak taken out.
    const double loadKwPerGpu = (o.maxKw - o.idleKw) * o.nodes / capacity;
    const double idleKw = o.nodes * o.idleKw;
    const double factor = tariffYearFactor;
    if (tariff.kind == scenario::TariffKind::Flat) {
        r.idle = idleKw * scenario::kHoursPerMonth * tariff.pricePerKwh * factor;
        r.perSlot = loadKwPerGpu * kHoursPerSlot * tariff.pricePerKwh * factor;
    } else {
        const double offpeakSlots = scenario::kSlotsPerWeek - peakSlots;
        r.idle = idleKw * kHoursPerSlot *
                 (peakSlots * tariff.peakPricePerKwh + offpeakSlots * tariff.offpeakPricePerKwh) * factor;
        r.perSlot = loadKwPerGpu * kHoursPerSlot * tariff.offpeakPricePerKwh * factor;
        r.perPeakSlot =
            loadKwPerGpu * kHoursPerSlot * (tariff.peakPricePerKwh - tariff.offpeakPricePerKwh) * factor;
    }
    return r;
}

}  // namespace gputco::engine
