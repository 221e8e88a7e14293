// Rules for options and their capacity stacks (MODEL.md section 4).
#include <cmath>

#include "model/scenario/mig_profiles.h"
#include "model/scenario/validation_checks.h"

namespace gputco::scenario::detail {

namespace {

// A risk-limited search runs every trial for each mix it weighs: a million is already hours.
constexpr int kMaxOptimiseTrials = 1'000'000;

void checkGpuName(const Scenario& s, const std::string& gpu, const std::string& path, Checker& check) {
    if (gpu.empty())
        check.report(path, "must name a GPU", Rule::MissingGpu);
    else if (!knownGpu(s, gpu))
        check.report(path, "no GPU named \"" + gpu + "\"", Rule::UnknownGpu, {}, gpu);
}

// A MIG profile must be one of the GPU model's (NVIDIA MIG User Guide, "Supported MIG
// Profiles"); its list depends on the model's memory_gb.
void checkMigProfile(const Scenario& s, const std::string& gpu, const std::string& profile,
                     const std::string& path, Checker& check) {
    if (profile.empty() || !knownGpu(s, gpu) || findMigProfile(s, gpu, profile)) return;
    const std::vector<MigProfile> profiles = migProfilesOf(s, gpu);
    std::string why;
    for (const MigProfile& p : profiles) why += (why.empty() ? "its profiles: " : ", ") + std::string(p.name);
    if (profiles.empty()) {
        const auto it = s.gpus.find(gpu);
        why = it != s.gpus.end() && !(it->second.memoryGb > 0)
                  ? "it has none without its memory_gb (the profiles depend on the memory)"
                  : "it has no MIG profiles";
    }
    check.report(path, "GPU \"" + gpu + "\" has no MIG profile \"" + profile + "\" (" + why + ")");
}

// Refresh and warranty fall on month 12 x years, which must be a whole month.
void checkWholeMonths(const std::string& path, double years, Checker& check) {
    if (!check.nonNegative(path, years)) return;
    if (std::floor(years * 12) != years * 12)
        check.report(path, "must be a whole number of months (years x 12), got " + formatNumber(years),
                     Rule::WholeMonths, {years});
}

void checkTermMonths(const std::string& path, int months, Checker& check) {
    if (months < 1 || months > kMaxTermMonths)
        check.report(path, "must be a whole number between 1 and 1200, got " + std::to_string(months),
                     Rule::WholeBetween,
                     {1, static_cast<double>(kMaxTermMonths), static_cast<double>(months)});
}

void checkFinancing(const Financing& f, const std::string& path, Checker& check) {
    if (f.kind == FinancingKind::Cash) return;
    checkTermMonths(member(path, "term_months"), f.termMonths, check);
    if (f.kind == FinancingKind::Loan) {
        // An annual rate: above 100 % a year it is a percentage typed where a fraction belongs.
        if (check.nonNegative(member(path, "rate"), f.rate) && f.rate > 1)
            check.report(member(path, "rate"),
                         "must be between 0 and 1 (a yearly rate: 0.08 is 8 %), got " + formatNumber(f.rate),
                         Rule::Between, {0, 1, f.rate});
        check.fraction(member(path, "down_payment_fraction"), f.downPaymentFraction);
    } else {
        check.positive(member(path, "monthly_payment"), f.monthlyPayment);
    }
}

// The optimiser's record of how it found an option: the limits a search can run under again.
void checkOptimised(const OptimisedFrom& o, const std::string& path, Checker& check) {
    if (o.optionName.empty()) check.report(member(path, "from"), "must not be empty", Rule::EmptyName);
    if (o.maxCapex) check.nonNegative(member(path, "max_capex"), *o.maxCapex);
    if (o.maxUnservedShare) check.fraction(member(path, "max_unserved_share"), *o.maxUnservedShare);
    if (o.percentile.has_value() != o.budget.has_value())
        check.report(member(path, o.percentile ? "budget" : "percentile"),
                     "a risk limit needs both a percentile and a budget");
    if (o.percentile && (*o.percentile < 1 || *o.percentile > 99))
        check.report(member(path, "percentile"),
                     "must be a whole number between 1 and 99, got " + std::to_string(*o.percentile),
                     Rule::WholeBetween, {1, 99, static_cast<double>(*o.percentile)});
    if (o.budget) check.finite(member(path, "budget"), *o.budget);
    if (o.trials < 1 || o.trials > kMaxOptimiseTrials)
        check.report(member(path, "trials"),
                     "must be a whole number between 1 and 1000000, got " + std::to_string(o.trials),
                     Rule::WholeBetween,
                     {1, static_cast<double>(kMaxOptimiseTrials), static_cast<double>(o.trials)});
}

void checkFacility(const Scenario& s, const Facility& f, const std::string& path, Checker& check) {
    check.atLeast(member(path, "pue"), f.pue, 1.0, "1.0");
    if (f.tariff.empty())
        check.report(member(path, "tariff"), "must name a tariff", Rule::MissingTariff);
    else if (s.tariffs.count(f.tariff) == 0)
        check.report(member(path, "tariff"), "no tariff named \"" + f.tariff + "\"", Rule::UnknownTariff, {},
                     f.tariff);
    check.nonNegative(member(path, "colo_per_kw_month"), f.coloPerKwMonth);
    check.nonNegative(member(path, "rack_fee_per_month"), f.rackFeePerMonth);
    check.nonNegative(member(path, "capex"), f.capex);
    if (check.wholeAtLeast(member(path, "capex_life_years"), f.capexLifeYears, 1, "1") &&
        f.capexLifeYears > 50)
        check.report(member(path, "capex_life_years"),
                     "must be between 1 and 50, got " + formatNumber(f.capexLifeYears), Rule::WholeBetween,
                     {1, 50, f.capexLifeYears});
    check.nonNegative(member(path, "grid_kg_co2_per_kwh"), f.gridKgCo2PerKwh);
    check.fraction(member(path, "residual_fraction"), f.residualFraction);
}

// A price decline may be negative (prices rising) but not reach -100 %, and cannot exceed
// 100 % (a negative price).
void checkDecline(const std::string& path, double value, Checker& check) {
    if (!check.finite(path, value)) return;
    if (value <= -1 || value > 1)
        check.report(path, "must be > -1 and <= 1, got " + formatNumber(value), Rule::AboveAtMost,
                     {-1, 1, value});
}

void checkOwned(const Scenario& s, const OwnedSource& o, const std::string& path, Checker& check) {
    checkGpuName(s, o.gpu, member(path, "gpu"), check);
    checkMigProfile(s, o.gpu, o.migProfile, member(path, "mig_profile"), check);
    check.wholeAtLeast(member(path, "nodes"), o.nodes, 1, "1");
    check.wholeAtLeast(member(path, "gpus_per_node"), o.gpusPerNode, 1, "1");
    check.positiveFraction(member(path, "availability"), o.availability);
    check.nonNegative(member(path, "server_price"), o.serverPrice);
    check.nonNegative(member(path, "network_per_node"), o.networkPerNode);
    check.nonNegative(member(path, "storage_per_node"), o.storagePerNode);
    check.fraction(member(path, "spare_fraction"), o.spareFraction);
    check.fraction(member(path, "installation_fraction"), o.installationFraction);
    checkDecline(member(path, "price_decline_per_year"), o.priceDeclinePerYear, check);
    const bool idleOk = check.nonNegative(member(path, "idle_kw"), o.idleKw);
    const bool maxOk = check.nonNegative(member(path, "max_kw"), o.maxKw);
    if (idleOk && maxOk && o.idleKw > o.maxKw)
        check.report(member(path, "idle_kw"),
                     "must be <= max_kw (" + formatNumber(o.maxKw) + "), got " + formatNumber(o.idleKw),
                     Rule::AtMostField, {o.maxKw, o.idleKw}, member(path, "max_kw"));
    checkWholeMonths(member(path, "warranty_years"), o.warrantyYears, check);
    check.fraction(member(path, "support_rate_per_year"), o.supportRatePerYear);
    check.nonNegative(member(path, "licence_per_gpu_year"), o.licencePerGpuYear);
    checkWholeMonths(member(path, "refresh_years"), o.refreshYears, check);
    checkDecline(member(path, "resale_decline_per_year"), o.resaleDeclinePerYear, check);
    checkFinancing(o.financing, member(path, "financing"), check);
    // A refresh sells the old generation, which a lease never owned (MODEL.md section 9).
    if (o.financing.kind == FinancingKind::Lease && std::isfinite(o.refreshYears) && o.refreshYears > 0)
        check.report(member(path, "refresh_years"),
                     "refresh is not supported with a lease, got " + formatNumber(o.refreshYears),
                     Rule::LeaseRefresh, {o.refreshYears});
    checkFacility(s, o.facility, member(path, "facility"), check);
}

void checkCloudOffer(const Scenario& s, const CloudOffer& c, const std::string& path, Checker& check) {
    checkGpuName(s, c.gpu, member(path, "gpu"), check);
    checkMigProfile(s, c.gpu, c.migProfile, member(path, "mig_profile"), check);
    check.wholeAtLeast(member(path, "gpus_per_instance"), c.gpusPerInstance, 1, "1");
    check.nonNegative(member(path, "price_per_hour"), c.pricePerHour);
    check.rateOfChange(member(path, "escalation_per_year"), c.escalationPerYear);
}

// Unbounded (infinity) is the default; a finite cap is a whole count of instances.
void checkMaxInstances(const std::string& path, double value, Checker& check) {
    if (value == kUnbounded) return;
    check.wholeAtLeast(path, value, 0, "0");
}

void checkSource(const Scenario& s, const Source& source, const std::string& path, Checker& check) {
    if (const auto* owned = std::get_if<OwnedSource>(&source)) {
        checkOwned(s, *owned, path, check);
    } else if (const auto* reserved = std::get_if<ReservedSource>(&source)) {
        checkCloudOffer(s, *reserved, path, check);
        check.wholeAtLeast(member(path, "instances"), reserved->instances, 1, "1");
        checkTermMonths(member(path, "term_months"), reserved->termMonths, check);
        check.fraction(member(path, "upfront_fraction"), reserved->upfrontFraction);
    } else if (const auto* spot = std::get_if<SpotSource>(&source)) {
        checkCloudOffer(s, *spot, path, check);
        check.positiveFraction(member(path, "scheduling_efficiency"), spot->schedulingEfficiency);
        checkMaxInstances(member(path, "max_instances"), spot->maxInstances, check);
        check.nonNegative(member(path, "interruption_overhead"), spot->interruptionOverhead);
    } else if (const auto* onDemand = std::get_if<OnDemandSource>(&source)) {
        checkCloudOffer(s, *onDemand, path, check);
        check.positiveFraction(member(path, "scheduling_efficiency"), onDemand->schedulingEfficiency);
        checkMaxInstances(member(path, "max_instances"), onDemand->maxInstances, check);
    }
}

void checkOption(const Scenario& s, std::size_t index, Checker& check) {
    const Option& option = s.options[index];
    const std::string path = element("options", index);
    if (option.name.empty()) check.report(member(path, "name"), "must not be empty", Rule::EmptyName);
    for (std::size_t j = 0; j < index; ++j)
        if (!option.name.empty() && s.options[j].name == option.name) {
            check.report(member(path, "name"),
                         "duplicate of options[" + std::to_string(j) + "] (\"" + option.name + "\")",
                         Rule::DuplicateName, {}, option.name);
            break;
        }
    if (option.sources.empty())
        check.report(member(path, "sources"), "must list at least one source", Rule::NoSources);
    for (std::size_t j = 0; j < option.sources.size(); ++j)
        checkSource(s, option.sources[j], element(member(path, "sources"), j), check);

    const std::string extras = member(path, "cloud_extras");
    const CloudExtras& e = option.cloudExtras;
    check.nonNegative(member(extras, "storage_tb"), e.storageTb);
    check.nonNegative(member(extras, "price_per_tb_month"), e.pricePerTbMonth);
    check.nonNegative(member(extras, "egress_tb_per_month"), e.egressTbPerMonth);
    check.nonNegative(member(extras, "price_per_tb_egress"), e.pricePerTbEgress);
    check.fraction(member(extras, "support_fraction"), e.supportFraction);

    const std::string staff = member(path, "staff");
    check.nonNegative(member(staff, "fte"), option.staff.fte);
    check.nonNegative(member(staff, "cost_per_fte_year"), option.staff.costPerFteYear);
    check.rateOfChange(member(staff, "escalation_per_year"), option.staff.escalationPerYear);
    if (option.optimised) checkOptimised(*option.optimised, member(path, "optimised"), check);
}

}  // namespace

void validateOptions(const Scenario& scenario, Checker& check) {
    if (scenario.options.empty()) check.report("options", "must list at least one option", Rule::NoOptions);
    for (std::size_t i = 0; i < scenario.options.size(); ++i) checkOption(scenario, i, check);
}

}  // namespace gputco::scenario::detail
