// The risk pages (issue #8; MODEL.md section 8): when the scenario has uncertain inputs,
// the report shows them with their distributions, the tornado and a table of its swings, and
// the Monte Carlo run: each option's PV distribution (chart, P10 / P50 / P90 and P5 / P95),
// and how likely each is the cheapest. Inputs are named by their fields' titles and their
// values written in the fields' units (field_registry.h, issue #16), never as file paths.
#pragma once

#include <QString>
#include <string>
#include <vector>

#include "model/engine/analyses.h"
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

// The report's view of a risk analysis (computed by the app's controller or the CLI,
// engine/analyses.h) of `scenario`.
ReportRisk reportRisk(const scenario::Scenario& scenario, const engine::RiskAnalysis& analysis);

// The risk section's HTML (its charts placed through `charts`); empty when `risk` is null.
QString riskSectionHtml(const ReportRisk* risk, ReportCharts& charts);

}  // namespace gputco::ui::report
