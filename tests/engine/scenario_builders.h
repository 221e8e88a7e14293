// Tiny scenarios built in code, so each test's hand calculation can see every input.
#pragma once

#include "model/engine/evaluate.h"
#include "model/scenario/scenario.h"

namespace gputco::test {

using namespace gputco::scenario;

// One year, flat profile, no discounting, no tax, the catalog's reference GPU (speed 1),
// a flat tariff "grid" at 0.10 per kWh, demand 8 reference GPUs, no growth.
inline Scenario tinyScenario(int horizonYears = 1) {
    Scenario s;
    s.name = "tiny";
    s.currency = "USD";
    s.horizonYears = horizonYears;
    s.finance.discountRate = 0;
    s.workload.bound = {{"tensor_fp16", 1.0}};
    Tariff grid;
    grid.pricePerKwh = 0.10;
    s.tariffs["grid"] = grid;
    s.demand.gpus = 8;
    s.demand.preset = ProfilePreset::Flat;
    return s;
}

// 2 nodes x 8 reference GPUs, no power, no fees: each test switches on what it checks.
inline OwnedSource plainOwned() {
    OwnedSource o;
    o.server = "test server";
    o.gpu = kReferenceGpu;
    o.nodes = 2;
    o.gpusPerNode = 8;
    o.availability = 1.0;
    o.serverPrice = 100000;
    o.resaleDeclinePerYear = 1.0;  // worthless at the end unless a test says otherwise
    o.facility.pue = 1.0;
    o.facility.tariff = "grid";
    return o;
}

inline OnDemandSource onDemand(double pricePerHour, double schedulingEfficiency = 1.0,
                               double maxInstances = kUnbounded) {
    OnDemandSource od;
    od.offer = "test/on-demand";
    od.gpu = kReferenceGpu;
    od.gpusPerInstance = 8;
    od.pricePerHour = pricePerHour;
    od.schedulingEfficiency = schedulingEfficiency;
    od.maxInstances = maxInstances;
    return od;
}

// Spot instances of 8 reference GPUs at 2.00 an hour, 25 % of the work redone after
// preemption, so each billed hour does 8 / 1.25 = 6.4 reference GPU-hours.
inline SpotSource spot(double maxInstances = kUnbounded) {
    SpotSource sp;
    sp.offer = "test/spot";
    sp.gpu = kReferenceGpu;
    sp.gpusPerInstance = 8;
    sp.pricePerHour = 2.0;
    sp.schedulingEfficiency = 1.0;
    sp.interruptionOverhead = 0.25;
    sp.maxInstances = maxInstances;
    return sp;
}

inline Option option(std::string name, std::vector<Source> sources) {
    Option o;
    o.name = std::move(name);
    o.sources = std::move(sources);
    return o;
}

// The single option's result, by value: binding a reference into a temporary Result
// would dangle.
inline engine::OptionResult only(engine::Result r) {
    return std::move(r.options.front());
}

inline double month(const engine::OptionResult& r, engine::Category c, int m) {
    return r.monthly[engine::index(c)][static_cast<std::size_t>(m)];
}

}  // namespace gputco::test
