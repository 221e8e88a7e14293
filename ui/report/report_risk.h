// The risk pages (issue #8; MODEL.md section 8; issue #36): when the scenario has uncertain
// inputs, the report shows them with their distributions (and any whose value in the file lies
// outside its own distribution), the rank correlations set between them with what the trials
// reached, and the Monte Carlo run: each option's PV distribution (chart, P5 to P95), its NPV
// saving against the baseline (P5 to P95, how likely the decision holds), how likely each is
// the cheapest, and why a mean differs from the figure at the file's values. Then, for each
// option with uncertain inputs of its own, its tornado against the baseline with a table of
// the swings, its spider and each input's contribution to the variance of its saving. Inputs
// are named by their fields' titles and their values written in the fields' units
// (field_registry.h, issue #16), never as file paths.
#pragma once

#include <QString>
#include <string>
#include <vector>

#include "model/engine/analyses.h"
#include "model/engine/monte_carlo.h"
#include "model/engine/sensitivity.h"
#include "model/scenario/scenario.h"
#include "ui/report/report_data.h"

namespace gputco::ui::report {

class ReportCharts;

struct ReportRisk {
    engine::SensitivityResult sensitivity;
    engine::MonteCarloResult monteCarlo;
    // One per tornado drawn, in order (engine::tornadoOptions): its option is `compared`.
    std::vector<engine::SpiderResult> spiders;
    std::vector<std::string> optionNames;
    QString currency;
    // What both were computed from: it names the inputs and gives their units.
    scenario::Scenario scenario;
};

// The report's view of a risk analysis (computed by the app's controller or the CLI,
// engine/analyses.h) of `scenario`.
ReportRisk reportRisk(const scenario::Scenario& scenario, const engine::RiskAnalysis& analysis);

// The tables of the risk section, in the order it prints them (for tests): the inputs, the
// correlations (when the run has any), the Monte Carlo's PVs, the savings, one tornado's
// swings per spider.
std::vector<ReportTable> riskTables(const ReportRisk& risk);

// The risk section's HTML (its charts placed through `charts`); empty when `risk` is null.
QString riskSectionHtml(const ReportRisk* risk, ReportCharts& charts);

}  // namespace gputco::ui::report
