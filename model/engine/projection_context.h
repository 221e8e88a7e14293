// What every option's projection shares, computed once per evaluation: the horizon, the
// sorted load curve, the demand path, GPU speeds and discount factors.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "model/engine/load_curve.h"
#include "model/scenario/scenario.h"

namespace gputco::engine {

inline constexpr double kHoursPerSlot = scenario::kHoursPerMonth / scenario::kSlotsPerWeek;

struct ProjectionContext {
    // `scenario` must outlive the context. The profile must be valid (validate() first).
    explicit ProjectionContext(const scenario::Scenario& scenario);
    // A temporary scenario would dangle: refused at compile time.
    explicit ProjectionContext(scenario::Scenario&&) = delete;

    // Recomputes demandGpus and demandByMonth after the scenario's demand fields were changed
    // in place (the risk analysis does, per trial); everything else is kept.
    void refreshDemand();

    const scenario::Scenario& scenario;
    int months = 0;
    double demandGpus = 0;              // month 0 average, from demand.gpus or the jobs
    std::vector<double> demandByMonth;  // g_m = g_0 (1 + growth)^(m/12)
    LoadCurve curve;
    std::map<std::string, double> speeds;
    std::vector<double> discount;  // DF(t), t = 0..months
    // (1 + finance.inflation_per_year)^y by year y of the horizon: the escalation of every
    // recurring price that has none of its own (MODEL.md section 9, "Inflation").
    std::vector<double> inflationByYear;

    double inflation(int month) const { return inflationByYear[static_cast<std::size_t>(month / 12)]; }

    // p_0 (1 + e)^y for month m (prices escalate stepwise per year, MODEL.md section 1).
    static double escalated(double price, double escalationPerYear, int month) {
        return price * yearFactor(escalationPerYear, month / 12);
    }
    static double yearFactor(double escalationPerYear, int year);
};

}  // namespace gputco::engine
