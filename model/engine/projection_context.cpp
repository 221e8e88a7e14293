#include "model/engine/projection_context.h"

#include <cmath>
#include <utility>
#include <vector>

#include "model/engine/demand_model.h"
#include "model/engine/gpu_speed.h"
#include "model/finance/cash_flows.h"

namespace gputco::engine {

namespace {
LoadCurve makeCurve(const scenario::Demand& demand) {
    const auto profile = weeklyProfile(demand);
    return LoadCurve(profile ? *profile : presetProfile(scenario::ProfilePreset::Flat), peakSlots());
}
}  // namespace

ProjectionContext::ProjectionContext(const scenario::Scenario& s)
    : scenario(s), months(s.months()), curve(makeCurve(s.demand)), speeds(speedsByGpu(s)) {
    refreshDemand();
    discount.resize(static_cast<std::size_t>(months) + 1);
    for (int t = 0; t <= months; ++t)
        discount[static_cast<std::size_t>(t)] = finance::discountFactor(s.finance.discountRate, t);
    for (int y = 0; y < (months + 11) / 12; ++y)
        inflationByYear.push_back(yearFactor(s.finance.inflationPerYear, y));
}

void ProjectionContext::refreshDemand() {
    demandGpus = engine::demandGpus(scenario);
    // Each inference service holds at least one replica in every hour (MODEL.md section 3):
    // its share of the shaped compute and its floor go into the load curve.
    std::vector<ServiceLoad> services;
    for (const ServiceFloor& f : serviceFloors(scenario))
        services.push_back({demandGpus > 0 ? f.computeGpus / demandGpus : 0.0, f.floorGpus});
    curve.setServices(std::move(services));
    demandByMonth.resize(static_cast<std::size_t>(months));
    for (int m = 0; m < months; ++m)
        demandByMonth[static_cast<std::size_t>(m)] =
            demandGpus * std::pow(1.0 + scenario.demand.growthPerYear, m / 12.0);
}

double ProjectionContext::yearFactor(double escalationPerYear, int year) {
    return escalationPerYear == 0 ? 1.0 : std::pow(1.0 + escalationPerYear, year);
}

}  // namespace gputco::engine
