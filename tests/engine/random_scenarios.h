// Random valid scenarios for property tests: every source kind, financing, tariff kind and
// profile, with values inside the validator's ranges.
#pragma once

#include <random>

#include "tests/engine/scenario_builders.h"

namespace gputco::test {

class ScenarioGenerator {
public:
    explicit ScenarioGenerator(unsigned seed) : rng_(seed) {}

    Scenario next() {
        Scenario s = tinyScenario(pick(1, 6));
        s.finance.discountRate = uniform(0.01, 0.15);
        s.tax = {coin(), uniform(0.1, 0.35)};
        // Every method, expense included (DepreciationMethod::Expense is the last).
        s.accounting.depreciation = static_cast<DepreciationMethod>(pick(0, 6));
        s.accounting.lifeYears = pick(3, 7);
        s.accounting.bonusFraction = coin() ? 0.0 : uniform(0, 1);
        s.finance.commitmentsAtHorizon =
            coin() ? CommitmentsAtHorizon::Prorate : CommitmentsAtHorizon::Settle;
        // Revision 3: a cost of debt half the time, inflation (deflation too) half the time.
        if (coin()) s.finance.costOfDebt = uniform(0, 0.12);
        s.finance.inflationPerYear = coin() ? 0.0 : uniform(-0.02, 0.06);
        s.workload.bound = {{"tensor_fp16", 0.6}, {"hbm_bandwidth", 0.3}, {"fp32", 0.1}};
        GpuModel h100;
        h100.datasheet = {{"tensor_fp16", 989.4}, {"hbm_bandwidth", 3350}, {"fp32", 67}};
        h100.efficiency = {{"tensor_fp16", 0.8}, {"hbm_bandwidth", 0.9}, {"fp32", 0.94}};
        s.gpus["H100-SXM"] = h100;
        Tariff tou;
        tou.kind = TariffKind::TimeOfUse;
        tou.peakPricePerKwh = uniform(0.1, 0.3);
        tou.offpeakPricePerKwh = uniform(0.03, 0.1);
        tou.escalationPerYear = uniform(-0.02, 0.05);
        s.tariffs["tou"] = tou;
        s.demand.gpus = uniform(1, 80);
        s.demand.growthPerYear = uniform(-0.1, 0.4);
        s.demand.interruptibleShare = uniform(0, 1);
        s.demand.unservedCostPerHour = uniform(0, 6);
        s.demand.preset = static_cast<ProfilePreset>(pick(0, 3));
        if (s.demand.preset == ProfilePreset::Custom)
            for (int h = 0; h < kSlotsPerWeek; ++h) s.demand.customProfile.push_back(uniform(0, 3));
        const int options = pick(1, 4);
        for (int i = 0; i < options; ++i) s.options.push_back(randomOption("option " + std::to_string(i)));
        return s;
    }

    Option randomOption(std::string name) {
        Option o = option(std::move(name), {});
        const int sources = pick(1, 4);
        for (int i = 0; i < sources; ++i) {
            switch (pick(0, 3)) {
                case 0:
                    o.sources.push_back(randomOwned());
                    break;
                case 1:
                    o.sources.push_back(randomReserved());
                    break;
                case 2:
                    o.sources.push_back(randomSpot());
                    break;
                default:
                    o.sources.push_back(randomOnDemand());
                    break;
            }
        }
        o.cloudExtras = {uniform(0, 100), uniform(10, 30), uniform(0, 10), uniform(50, 100), uniform(0, 0.1)};
        o.staff = {uniform(0, 2), uniform(50000, 200000), uniform(0, 0.05)};
        return o;
    }

    OwnedSource randomOwned() {
        OwnedSource o = plainOwned();
        o.gpu = coin() ? kReferenceGpu : "H100-SXM";
        o.nodes = pick(1, 8);
        o.availability = uniform(0.9, 1.0);
        o.serverPrice = uniform(100000, 300000);
        o.networkPerNode = uniform(0, 20000);
        o.storagePerNode = uniform(0, 10000);
        o.spareFraction = uniform(0, 0.2);
        o.installationFraction = uniform(0, 0.05);
        o.priceDeclinePerYear = uniform(0, 0.2);
        o.idleKw = uniform(0.5, 2);
        o.maxKw = o.idleKw + uniform(0, 8);
        o.warrantyYears = pick(0, 3);
        o.supportRatePerYear = uniform(0, 0.1);
        o.licencePerGpuYear = uniform(0, 500);
        o.refreshYears = coin() ? 0 : pick(1, 4);
        o.resaleDeclinePerYear = uniform(0.1, 1.0);
        o.facility.pue = uniform(1.05, 1.8);
        o.facility.tariff = coin() ? "grid" : "tou";
        o.facility.coloPerKwMonth = uniform(0, 200);
        o.facility.capex = uniform(0, 50000);
        o.facility.capexLifeYears = pick(1, 12);
        o.facility.residualFraction = coin() ? 0.0 : uniform(0, 1);
        o.facility.gridKgCo2PerKwh = uniform(0, 0.7);
        switch (pick(0, 2)) {
            case 1:
                o.financing = {FinancingKind::Loan, uniform(0, 0.1), pick(12, 72), uniform(0, 0.5), 0};
                break;
            case 2:
                o.refreshYears = 0;
                o.financing = {FinancingKind::Lease, 0, pick(12, 72), 0, uniform(1000, 20000)};
                break;
            default:
                break;
        }
        return o;
    }

    void fillOffer(CloudOffer& c) {
        c.gpu = coin() ? kReferenceGpu : "H100-SXM";
        c.gpusPerInstance = pick(1, 8);
        c.pricePerHour = uniform(1, 40);
        c.escalationPerYear = uniform(-0.2, 0.05);
    }
    ReservedSource randomReserved() {
        ReservedSource r;
        fillOffer(r);
        r.instances = pick(1, 4);
        r.termMonths = pick(1, 36);
        r.upfrontFraction = uniform(0, 1);
        return r;
    }
    SpotSource randomSpot() {
        SpotSource sp;
        fillOffer(sp);
        sp.schedulingEfficiency = uniform(0.5, 1);
        sp.interruptionOverhead = uniform(0, 0.3);
        sp.maxInstances = coin() ? kUnbounded : pick(0, 6);
        return sp;
    }
    OnDemandSource randomOnDemand() {
        OnDemandSource od;
        fillOffer(od);
        od.schedulingEfficiency = uniform(0.5, 1);
        od.maxInstances = coin() ? kUnbounded : pick(0, 10);
        return od;
    }

    double uniform(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(rng_); }
    int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }
    bool coin() { return pick(0, 1) == 1; }

private:
    std::mt19937 rng_;
};

}  // namespace gputco::test
