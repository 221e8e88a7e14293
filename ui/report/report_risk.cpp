#include "ui/report/report_risk.h"

#include <memory>

#include "model/io/display_text.h"
#include "model/io/number_format.h"
#include "ui/charts/pv_distribution_chart.h"
#include "ui/charts/tornado_chart.h"
#include "ui/document/field_registry.h"
#include "ui/document/language.h"
#include "ui/report/report_charts.h"
#include "ui/report/report_html.h"
#include "ui/report/report_text.h"

namespace gputco::ui::report {

namespace {

QLocale locale() {
    return uiLocale();  // the report's numbers are written as the rest of the app writes them
}

QString distributionName(scenario::Distribution d) {
    switch (d) {
        case scenario::Distribution::Uniform:
            return ReportText::tr("uniform");
        case scenario::Distribution::Triangular:
            return ReportText::tr("triangular");
        case scenario::Distribution::Pert:
            return ReportText::tr("PERT");
        case scenario::Distribution::Normal:
            return ReportText::tr("normal");
        case scenario::Distribution::Lognormal:
            return ReportText::tr("lognormal");
    }
    return {};
}

// What the distribution is given by, each value in the unit of the field it moves:
// "low 16, most likely 24, high 40"; "mean 40 %, standard deviation 5 %".
QString parameters(const scenario::UncertainInput& in, const QString& currency) {
    const QString path = QString::fromStdString(in.path);
    const auto v = [&](double stored) { return formatFieldValue(path, stored, currency); };
    switch (in.dist) {
        case scenario::Distribution::Uniform:
            return ReportText::tr("low %1, high %2").arg(v(in.low), v(in.high));
        case scenario::Distribution::Triangular:
        case scenario::Distribution::Pert:
            return ReportText::tr("low %1, most likely %2, high %3").arg(v(in.low), v(in.mode), v(in.high));
        case scenario::Distribution::Normal:
        case scenario::Distribution::Lognormal:
            break;
    }
    QString text = ReportText::tr("mean %1, standard deviation %2").arg(v(in.mean), v(in.stddev));
    // Truncation bounds, when given (methodology.md "Risk": low < high).
    if (in.low < in.high) text += ReportText::tr("; kept between %1 and %2").arg(v(in.low), v(in.high));
    return text;
}

ReportTable inputsTable(const ReportRisk& r) {
    ReportTable t;
    t.id = QStringLiteral("risk_inputs");
    t.title = ReportText::tr("Uncertain inputs");
    t.caption =
        ReportText::tr("Each input's distribution, in the input's own unit; both analyses draw from these.");
    t.header = {ReportText::tr("Input"), ReportText::tr("Distribution"), ReportText::tr("Parameters")};
    t.numeric = {false, false, false};
    t.widths = {44, 14, 42};
    if (r.scenario.uncertainty)
        for (const scenario::UncertainInput& in : r.scenario.uncertainty->inputs)
            t.rows.push_back({{fieldTitle(r.scenario, QString::fromStdString(in.path)),
                               distributionName(in.dist), parameters(in, r.currency)},
                              false,
                              false});
    return t;
}

ReportTable swingTable(const ReportRisk& r) {
    ReportTable t;
    t.id = QStringLiteral("risk_tornado");
    t.title = ReportText::tr("Sensitivity: each input at its 5th and 95th percentile");
    const QString compared = io::shownText(r.optionNames.at(r.sensitivity.compared));
    const QString baseline = io::shownText(r.optionNames.at(r.sensitivity.baseline));
    t.caption = ReportText::tr("The difference is PV of %1 minus PV of %2; the swing is how far it moves.")
                    .arg(compared, baseline);
    t.header = {ReportText::tr("Input"),
                ReportText::tr("Base"),
                ReportText::tr("Low (P5)"),
                ReportText::tr("High (P95)"),
                ReportText::tr("Difference at low"),
                ReportText::tr("Difference at high"),
                ReportText::tr("Swing")};
    t.numeric = {false, true, true, true, true, true, true};
    t.widths = {28, 10, 10, 10, 14, 14, 14};
    for (const engine::InputSwing& in : r.sensitivity.inputs) {
        const QString path = QString::fromStdString(in.path);
        t.rows.push_back(
            {{fieldTitle(r.scenario, path), formatFieldValue(path, in.base, r.currency),
              formatFieldEstimate(path, in.low, r.currency), formatFieldEstimate(path, in.high, r.currency),
              io::formatMoney(in.differenceLow, r.currency, locale()),
              io::formatMoney(in.differenceHigh, r.currency, locale()),
              io::formatMoney(in.swing, r.currency, locale())},
             false,
             false});
    }
    return t;
}

// The levels a finance reader quotes, as the Risk page shows them (pv_percentile_table.h):
// read from the run's CDF, the PV at every whole percent.
ReportTable percentileTable(const ReportRisk& r) {
    ReportTable t;
    t.id = QStringLiteral("risk_percentiles");
    t.title = ReportText::tr("PV percentiles by option");
    t.caption = ReportText::tr("One trial in ten has a PV below P10, half below P50, nine in ten below P90.");
    t.header = {ReportText::tr("Option"), ReportText::tr("P10"), ReportText::tr("P50 (median)"),
                ReportText::tr("P90")};
    t.numeric = {false, true, true, true};
    t.widths = {46, 18, 18, 18};
    for (const engine::OptionRisk& o : r.monteCarlo.options) {
        QStringList cells{io::shownText(o.name)};
        for (double level : {0.10, 0.50, 0.90})
            cells << io::formatMoney(engine::percentileOfSorted(o.percentiles, level), r.currency, locale());
        t.rows.push_back({cells, false, false});
    }
    return t;
}

ReportTable monteCarloTable(const ReportRisk& r) {
    const engine::MonteCarloResult& mc = r.monteCarlo;
    ReportTable t;
    t.id = QStringLiteral("risk_montecarlo");
    t.title = ReportText::tr("Monte Carlo: PV of each option over %1 trials (seed %2)")
                  .arg(io::formatWhole(mc.trials, locale()))
                  .arg(mc.seed);
    t.caption = ReportText::tr(
        "Every uncertain input drawn at once, the same draws for every option; after-tax PV "
        "when tax is on.");
    t.header = {ReportText::tr("Option"),
                ReportText::tr("Mean"),
                ReportText::tr("P5"),
                ReportText::tr("P50"),
                ReportText::tr("P95"),
                ReportText::tr("Cheapest"),
                ReportText::tr("Beats the baseline")};
    t.numeric = {false, true, true, true, true, true, true};
    t.widths = {28, 12, 12, 12, 12, 11, 13};
    for (const engine::OptionRisk& o : mc.options)
        t.rows.push_back(
            {{io::shownText(o.name), io::formatMoney(o.pv.mean, r.currency, locale()),
              io::formatMoney(o.pv.p5, r.currency, locale()), io::formatMoney(o.pv.p50, r.currency, locale()),
              io::formatMoney(o.pv.p95, r.currency, locale()), io::formatPercent(o.pCheapest, locale()),
              o.pBeatsBaseline ? io::formatPercent(*o.pBeatsBaseline, locale()) : ReportText::tr("baseline")},
             false,
             false});
    return t;
}

}  // namespace

ReportRisk reportRisk(const scenario::Scenario& s, const engine::RiskAnalysis& analysis) {
    ReportRisk r;
    r.sensitivity = analysis.sensitivity;
    r.monteCarlo = analysis.monteCarlo;
    for (const scenario::Option& o : s.options) r.optionNames.push_back(o.name);
    r.currency = QString::fromStdString(s.currency);
    r.scenario = s;
    return r;
}

QString riskSectionHtml(const ReportRisk* risk, ReportCharts& charts) {
    if (!risk || risk->monteCarlo.cancelled || risk->optionNames.empty()) return {};
    QString html = headingHtml(ReportText::tr("Risk"), true);
    html += tableHtml(inputsTable(*risk));
    auto tornado = std::make_unique<TornadoChart>();
    tornado->setResult(risk->sensitivity, risk->scenario);
    const int rows = static_cast<int>(risk->sensitivity.inputs.size());
    html +=
        chartHtml(ReportText::tr("Tornado"),
                  ReportText::tr("Each bar: the PV difference with one input at its 5th (blue) and 95th "
                                 "(orange) percentile, the others as in the scenario; largest swing on top."),
                  charts.add(std::move(tornado), QSize(860, 220 + 34 * rows)));
    html += tableHtml(swingTable(*risk));
    auto distribution = std::make_unique<PvDistributionChart>();
    distribution->setResult(risk->monteCarlo, risk->currency);
    html += chartHtml(ReportText::tr("Distribution of PV by option"),
                      ReportText::tr("How likely each option's PV is at most a given amount."),
                      charts.add(std::move(distribution), QSize(860, 520)), true);
    html += tableHtml(percentileTable(*risk));
    html += tableHtml(monteCarloTable(*risk));
    auto cheapest = std::make_unique<CheapestProbabilityChart>();
    cheapest->setResult(risk->monteCarlo);
    html += chartHtml(ReportText::tr("Probability of being the cheapest"), QString(),
                      charts.add(std::move(cheapest), QSize(860, 420)), true);
    return html;
}

}  // namespace gputco::ui::report
