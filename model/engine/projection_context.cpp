#include "model/engine/projection_context.h"

#include <array>

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
    // (1 + growth)^(m/12) as the year's whole power times the month's twelfth power, both
    // products (of 1 + growth and of its twelfth root): one std::pow instead of one a month (a
    // risk trial that moves the growth pays for them), within a few dozen units in the last
    // place of the direct power over ten years (1e-14), far inside the model's tolerance.
    const double base = 1.0 + scenario.demand.growthPerYear;
    const double twelfth = std::pow(base, 1.0 / 12.0);
    std::array<double, 12> withinYear{};
    withinYear[0] = 1.0;
    for (std::size_t k = 1; k < 12; ++k) withinYear[k] = withinYear[k - 1] * twelfth;
    demandByMonth.resize(static_cast<std::size_t>(months));
    double wholeYears = 1.0;
    for (int m = 0; m < months; ++m) {
        if (m % 12 == 0 && m > 0) wholeYears *= base;
        demandByMonth[static_cast<std::size_t>(m)] =
            demandGpus * (wholeYears * withinYear[static_cast<std::size_t>(m % 12)]);
    }
}

double ProjectionContext::yearFactor(double escalationPerYear, int year) {
    return escalationPerYear == 0 ? 1.0 : std::pow(1.0 + escalationPerYear, year);
}

}  // namespace gputco::engine
