// The risk pages (issue #8; MODEL.md section 8): when the scenario has uncertain inputs,
// the report shows them with their distributions, the tornado and a table of its swings, and
// the Monte Carlo run: each option's PV distribution (chart, P10 / P50 / P90 and P5 / P95),
// and how likely each is the cheapest. Inputs are named by their fields' titles and their
// values written in the fields' units (field_registry.h, issue #16), never as file paths.
#pragma once

#include <QString>
#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/engine/monte_carlo.h"
#include "model/engine/sensitivity.h"
#include "model/scenario/scenario.h"

namespace gputco::ui::report {

class ReportCharts;

struct ReportRisk {
    engine::SensitivityResult sensitivity;
    engine::MonteCarloResult monteCarlo;
    std::vector<std::string> optionNames;
    QString currency;
    // What both were computed from: it names the inputs and gives their units.
    scenario::Scenario scenario;
};

// Both analyses of a valid scenario, with its own trials and seed; nullopt when the
// scenario lists no uncertain input. Deterministic: the seed alone decides the numbers.
// `progress` gets the percent done (from the worker's thread); `cancel` stops the Monte
// Carlo, whose result then says it was cancelled.
std::optional<ReportRisk> computeReportRisk(const scenario::Scenario& scenario,
                                            const std::function<void(int percent)>& progress = {},
                                            const std::atomic<bool>* cancel = nullptr);

// The risk section's HTML (its charts placed through `charts`); empty when `risk` is null.
QString riskSectionHtml(const ReportRisk* risk, ReportCharts& charts);

}  // namespace gputco::ui::report
