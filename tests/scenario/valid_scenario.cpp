#include "tests/scenario/valid_scenario.h"

#include <algorithm>

namespace gputco::scenario::test {

namespace {

GpuModel a100() {
    GpuModel gpu;
    gpu.datasheet = {{"tensor_fp16", 312}, {"hbm_bandwidth", 1555}, {"fp32", 19.5}};
    gpu.efficiency = {{"tensor_fp16", 0.87}, {"hbm_bandwidth", 0.88}, {"fp32", 0.98}};
    gpu.memoryGb = 40;
    return gpu;
}

OnDemandSource onDemandOffer() {
    OnDemandSource s;
    s.offer = "aws/us-east-1/p4d.24xlarge";
    s.gpu = kReferenceGpu;
    s.pricePerHour = 21.957642;
    return s;
}

}  // namespace

Scenario validScenario() {
    Scenario s;
    s.name = "test";
    s.currency = "USD";
    s.fx = {{"CNY", 0.1408}};
    s.finance.discountRate = 0.08;
    s.finance.baseline = "AWS";
    s.tax = {true, 0.21};
    s.workload.bound = {{"tensor_fp16", 0.6}, {"hbm_bandwidth", 0.3}, {"fp32", 0.1}};
    s.gpus[kReferenceGpu] = a100();
    Tariff tariff;
    tariff.pricePerKwh = 0.0806;
    tariff.escalationPerYear = 0.02;
    s.tariffs["us-industrial"] = tariff;
    s.demand.gpus = 24;
    s.demand.growthPerYear = 0.15;
    s.demand.preset = ProfilePreset::OfficeHours;
    s.demand.interruptibleShare = 0.5;

    Option cloud;
    cloud.name = "AWS";
    cloud.sources.push_back(onDemandOffer());
    cloud.cloudExtras = {50, 23, 5, 90, 0.03};
    s.options.push_back(cloud);

    Option mixed;
    mixed.name = "Mixed";
    ReservedSource r;
    r.gpu = kReferenceGpu;
    r.instances = 2;
    r.termMonths = 36;
    r.pricePerHour = 10.2857;
    SpotSource sp;
    sp.gpu = kReferenceGpu;
    sp.pricePerHour = 7;
    sp.maxInstances = 2;
    sp.interruptionOverhead = 0.1;
    mixed.sources = {r, sp, onDemandOffer()};
    s.options.push_back(mixed);

    Option buy;
    buy.name = "Buy";
    OwnedSource o;
    o.gpu = kReferenceGpu;
    o.nodes = 4;
    o.availability = 0.97;
    o.serverPrice = 199000;
    o.installationFraction = 0.03;
    o.idleKw = 1.5;
    o.maxKw = 6.5;
    o.warrantyYears = 3;
    o.supportRatePerYear = 0.08;
    o.resaleDeclinePerYear = 0.35;
    o.facility.pue = 1.5;
    o.facility.tariff = "us-industrial";
    buy.sources.push_back(o);
    buy.staff = {1.0, 180000, 0.03};
    s.options.push_back(buy);

    Uncertainty u;
    u.inputs.push_back({"demand.gpus", Distribution::Triangular, 16, 24, 40, 0, 0});
    s.uncertainty = u;
    return s;
}

OwnedSource& owned(Scenario& s) {
    return std::get<OwnedSource>(s.options[2].sources[0]);
}
ReservedSource& reserved(Scenario& s) {
    return std::get<ReservedSource>(s.options[1].sources[0]);
}
SpotSource& spot(Scenario& s) {
    return std::get<SpotSource>(s.options[1].sources[1]);
}
OnDemandSource& onDemand(Scenario& s) {
    return std::get<OnDemandSource>(s.options[1].sources[2]);
}

std::string listing(const std::vector<Problem>& problems) {
    std::string text = std::to_string(problems.size()) + " problems:\n";
    for (const Problem& p : problems) text += "  " + p.text() + "\n";
    return text;
}

bool reports(const std::vector<Problem>& problems, const std::string& text) {
    // Every rule is coded as well as worded, so the app can word it in the user's language.
    return std::any_of(problems.begin(), problems.end(),
                       [&](const Problem& p) { return p.text() == text && p.rule != Rule::Other; });
}

}  // namespace gputco::scenario::test
