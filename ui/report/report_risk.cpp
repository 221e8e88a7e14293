#include "ui/report/report_risk.h"

#include <memory>

#include "model/io/display_text.h"
#include "model/io/number_format.h"
#include "model/scenario/uncertain_drift.h"
#include "ui/charts/pv_distribution_chart.h"
#include "ui/charts/spider_chart.h"
#include "ui/charts/tornado_chart.h"
#include "ui/charts/variance_chart.h"
#include "ui/document/field_registry.h"
#include "ui/document/language.h"
#include "ui/document/risk_words.h"
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

QString optionName(const ReportRisk& r, std::size_t option) {
    return io::shownText(r.optionNames.at(option));
}

// The tornado of `ranked` (the analysis' swings ranked for one option, engine::rankedFor): each
// input at its P5 and P95 and the PV difference there.
ReportTable swingTable(const ReportRisk& r, const engine::SensitivityResult& ranked) {
    ReportTable t;
    t.id = QStringLiteral("risk_tornado_%1").arg(ranked.compared);
    t.title = ReportText::tr("Sensitivity of “%1”: each input at its 5th and 95th percentile")
                  .arg(optionName(r, ranked.compared));
    t.caption = ReportText::tr("The difference is PV of %1 minus PV of %2; the swing is how far it moves.")
                    .arg(optionName(r, ranked.compared), optionName(r, ranked.baseline));
    t.header = {ReportText::tr("Input"),
                ReportText::tr("Base"),
                ReportText::tr("Low (P5)"),
                ReportText::tr("High (P95)"),
                ReportText::tr("Difference at low"),
                ReportText::tr("Difference at high"),
                ReportText::tr("Swing")};
    t.numeric = {false, true, true, true, true, true, true};
    t.widths = {28, 10, 10, 10, 14, 14, 14};
    for (const engine::InputSwing& in : ranked.inputs) {
        const QString path = QString::fromStdString(in.path);
        const bool touches = engine::touchesCompared(ranked, in);
        const auto money = [&](double v) {
            return touches ? io::formatMoney(v, r.currency, locale()) : io::kNoFigure;
        };
        t.rows.push_back(
            {{fieldTitle(r.scenario, path), formatFieldValue(path, in.base, r.currency),
              formatFieldEstimate(path, in.low, r.currency), formatFieldEstimate(path, in.high, r.currency),
              money(in.differenceLow), money(in.differenceHigh), money(in.swing)},
             false,
             false});
    }
    return t;
}

// The levels a finance reader quotes, P5 to P95, and the mean; the cells of `stats`.
QStringList levelCells(const engine::PvStatistics& stats, const QString& currency) {
    QStringList cells;
    for (double v : {stats.mean, stats.p5, stats.p10, stats.p50, stats.p90, stats.p95})
        cells << io::formatMoney(v, currency, locale());
    return cells;
}

// Option, then the six levels: Qt's percentages leave out the cells' padding.
const std::vector<int> kLevelWidths = {22, 12, 12, 12, 12, 12, 12};

QStringList levelHeader() {
    return {ReportText::tr("Mean"), ReportText::tr("P5"),  ReportText::tr("P10"),
            ReportText::tr("P50"),  ReportText::tr("P90"), ReportText::tr("P95")};
}

// Each option's PV over the trials: its mean and P5 to P95.
ReportTable monteCarloTable(const ReportRisk& r) {
    const engine::MonteCarloResult& mc = r.monteCarlo;
    ReportTable t;
    t.id = QStringLiteral("risk_montecarlo");
    t.title = ReportText::tr("Monte Carlo: PV of each option over %1 trials (seed %2)")
                  .arg(io::formatWhole(mc.trials, locale()))
                  .arg(mc.seed);
    t.caption = ReportText::tr(
                    "PV of cost, %1. Every uncertain input drawn at once, the same draws for every option: "
                    "one trial in ten has a PV below P10, half below P50, nine in ten below P90.")
                    .arg(riskBasisWords(r.scenario));
    t.header = QStringList{ReportText::tr("Option")} + levelHeader();
    t.numeric = {false, true, true, true, true, true, true};
    t.widths = kLevelWidths;
    for (const engine::OptionRisk& o : mc.options)
        t.rows.push_back({QStringList{io::shownText(o.name)} + levelCells(o.pv, r.currency), false, false});
    return t;
}

// Each other option's NPV saving against the baseline over the trials: its mean and P5 to P95.
ReportTable savingTable(const ReportRisk& r) {
    const engine::MonteCarloResult& mc = r.monteCarlo;
    ReportTable t;
    t.id = QStringLiteral("risk_saving");
    t.title = ReportText::tr("NPV saving against the baseline “%1”, %2")
                  .arg(optionName(r, mc.baseline), riskBasisWords(r.scenario));
    t.caption = ReportText::tr(
        "The baseline's PV less the option's, trial by trial: above zero the option costs less.");
    t.header = QStringList{ReportText::tr("Option")} + levelHeader();
    t.numeric = {false, true, true, true, true, true, true};
    t.widths = kLevelWidths;
    for (const engine::OptionRisk& o : mc.options)
        if (!o.isBaseline && o.saving)
            t.rows.push_back(
                {QStringList{io::shownText(o.name)} + levelCells(*o.saving, r.currency), false, false});
    return t;
}

// How likely each option is the cheapest of all, and cheaper than the baseline: the share of
// trials in which the decision to choose it over the baseline holds.
ReportTable probabilityTable(const ReportRisk& r) {
    ReportTable t;
    t.id = QStringLiteral("risk_probabilities");
    t.title = ReportText::tr("How likely each option is the cheapest, and the decision holds");
    t.caption = ReportText::tr(
        "Shares of the trials: the option has the lowest PV of all; its NPV saving against the baseline is "
        "above zero (the decision to choose it over the baseline holds).");
    t.header = {ReportText::tr("Option"), ReportText::tr("Cheapest"), ReportText::tr("The decision holds")};
    t.numeric = {false, true, true};
    t.widths = {60, 20, 20};
    for (const engine::OptionRisk& o : r.monteCarlo.options)
        t.rows.push_back(
            {{io::shownText(o.name), io::formatPercent(o.pCheapest, locale()),
              o.pBeatsBaseline ? io::formatPercent(*o.pBeatsBaseline, locale()) : ReportText::tr("baseline")},
             false,
             false});
    return t;
}

// The rank correlations the scenario sets, each beside what the trials reached.
ReportTable correlationTable(const ReportRisk& r) {
    ReportTable t;
    t.id = QStringLiteral("risk_correlations");
    t.title = ReportText::tr("Rank correlations between inputs");
    t.caption = ReportText::tr(
                    "Inputs that move together: the target Spearman rank correlation of each pair, and "
                    "the one the %1 trials reached (Iman-Conover reordering).")
                    .arg(io::formatWhole(r.monteCarlo.trials, locale()));
    t.header = {ReportText::tr("Input"), ReportText::tr("Moves with"), ReportText::tr("Target"),
                ReportText::tr("Achieved")};
    t.numeric = {false, false, true, true};
    t.widths = {38, 38, 12, 12};
    if (!r.scenario.uncertainty) return t;
    const auto& pairs = r.scenario.uncertainty->correlations;
    const auto title = [&](const std::string& path) {
        return fieldTitle(r.scenario, QString::fromStdString(path));
    };
    for (const engine::AchievedCorrelation& c : r.monteCarlo.correlations) {
        if (c.correlation >= pairs.size()) continue;
        const scenario::RankCorrelation& pair = pairs[c.correlation];
        t.rows.push_back({{title(pair.a), title(pair.b), locale().toString(c.target, 'f', 2),
                           locale().toString(c.achieved, 'f', 2)},
                          false,
                          false});
    }
    return t;
}

// The uncertain inputs whose value in the file lies outside their own distribution, as the
// app's Risk page names them: the analyses draw from the distribution, not from that value.
QStringList driftLines(const ReportRisk& r) {
    QStringList lines;
    for (const scenario::UncertainDrift& d : scenario::uncertainDrift(r.scenario)) {
        if (!d.outside || !d.range) continue;
        const scenario::UncertainInput& in = r.scenario.uncertainty->inputs[d.input];
        const QString path = QString::fromStdString(in.path);
        const auto value = [&](double v) { return formatFieldValue(path, v, r.currency); };
        lines << ReportText::tr("%1 is %2 in the inputs, outside its distribution's range, %3 to %4.")
                     .arg(fieldTitle(r.scenario, path), value(d.value), value(d.range->first),
                          value(d.range->second));
    }
    if (!lines.isEmpty())
        lines << ReportText::tr(
            "The Monte Carlo and the tornado draw from the distributions, so their figures do not follow "
            "these inputs.");
    return lines;
}

// About the height of a page's body, Letter or A4, in the charts' logical units (860 wide
// across the text's width), less two headings with their captions: what two charts can share.
constexpr int kPageRoom = 1200 - 220;

// The tornado, its table, the spider and the contributions to variance of one option against
// the baseline.
QString optionRiskHtml(const ReportRisk& r, const engine::SpiderResult& spiderResult, ReportCharts& charts) {
    const std::size_t option = spiderResult.compared;
    const QString name = optionName(r, option);
    const QString baseline = optionName(r, r.sensitivity.baseline);
    const engine::SensitivityResult ranked = engine::rankedFor(r.sensitivity, option);
    auto tornado = std::make_unique<TornadoChart>();
    tornado->setResult(ranked, r.scenario);
    const int rows = static_cast<int>(ranked.inputs.size());
    QString html = chartHtml(
        ReportText::tr("Tornado: “%1” against the baseline “%2”").arg(name, baseline),
        ReportText::tr("Each bar: the PV difference with one input at its 5th (blue) and 95th (orange) "
                       "percentile, the others as in the scenario; largest swing on top. An input that "
                       "moves neither option is marked so."),
        charts.add(std::move(tornado), QSize(860, 220 + 34 * rows)), true);
    html += tableHtml(swingTable(r, ranked));
    // The plot, and a row of the two-column legend per two inputs (a title takes two lines).
    const std::size_t moving = SpiderChart::movingLines(spiderResult).size();
    const int spiderHeight = 440 + 40 * ((static_cast<int>(moving) + 1) / 2);
    auto spiderChart = std::make_unique<SpiderChart>();
    spiderChart->setResult(spiderResult, r.scenario);
    QString spiderCaption = ReportText::tr(
                                "The PV difference (%1 minus %2) as each input moves through its 5th to 95th "
                                "percentile, the others as in the scenario: a steep line is an input the "
                                "decision is sensitive to, a bent one an input whose effect is not linear.")
                                .arg(name, baseline);
    const std::size_t flat = spiderResult.lines.size() - moving;
    if (flat > 0)
        spiderCaption +=
            QLatin1Char(' ') +
            ReportText::tr("Inputs that do not move this difference are not drawn (%1 of them).").arg(flat);
    html += chartHtml(ReportText::tr("Spider: “%1” against the baseline “%2”").arg(name, baseline),
                      spiderCaption, charts.add(std::move(spiderChart), QSize(860, spiderHeight)), true);
    const engine::OptionRisk& risk = r.monteCarlo.options.at(option);
    if (!risk.contributions.empty()) {
        // On the spider's page while both fit; else on a page of its own, so that its heading is
        // not left at the foot of the spider's page with the chart on the next.
        const int varianceHeight = 200 + 34 * rows;
        auto variance = std::make_unique<VarianceContributionChart>();
        variance->setResult(r.monteCarlo, option, r.scenario);
        html += chartHtml(
            ReportText::tr("Contribution to the variance of the NPV saving of “%1”").arg(name),
            ReportText::tr("Each input's share of the variance of the saving against “%1” over the trials "
                           "(its squared rank correlation with the saving, the shares summing to 100 %); "
                           "green: a higher input raises the saving, red: it lowers it. With correlated "
                           "inputs, read the shares as a ranking.")
                .arg(baseline),
            charts.add(std::move(variance), QSize(860, varianceHeight)),
            spiderHeight + varianceHeight > kPageRoom);
    }
    return html;
}

}  // namespace

ReportRisk reportRisk(const scenario::Scenario& s, const engine::RiskAnalysis& analysis) {
    ReportRisk r;
    r.sensitivity = analysis.sensitivity;
    r.monteCarlo = analysis.monteCarlo;
    r.spiders = analysis.spiders;
    for (const scenario::Option& o : s.options) r.optionNames.push_back(o.name);
    r.currency = QString::fromStdString(s.currency);
    r.scenario = s;
    return r;
}

std::vector<ReportTable> riskTables(const ReportRisk& r) {
    std::vector<ReportTable> tables{inputsTable(r)};
    if (!r.monteCarlo.correlations.empty()) tables.push_back(correlationTable(r));
    tables.push_back(monteCarloTable(r));
    tables.push_back(savingTable(r));
    tables.push_back(probabilityTable(r));
    for (const engine::SpiderResult& spider : r.spiders)
        tables.push_back(swingTable(r, engine::rankedFor(r.sensitivity, spider.compared)));
    return tables;
}

QString riskSectionHtml(const ReportRisk* risk, ReportCharts& charts) {
    if (!risk || risk->monteCarlo.cancelled || risk->optionNames.empty()) return {};
    const ReportRisk& r = *risk;
    QString html = headingHtml(ReportText::tr("Risk"), true);
    html += tableHtml(inputsTable(r));
    const QStringList drift = driftLines(r);
    if (!drift.isEmpty()) html += sentenceHtml(drift.join(QLatin1Char(' ')), true);  // one box
    if (!r.monteCarlo.correlations.empty()) html += tableHtml(correlationTable(r));

    auto distribution = std::make_unique<PvDistributionChart>();
    distribution->setResult(r.monteCarlo, r.currency);
    // Under the inputs while they leave it room (the example's five and a correlation or two);
    // after a longer list, on a page of its own, so that its heading is not left alone.
    const std::size_t before = (r.scenario.uncertainty ? r.scenario.uncertainty->inputs.size() : 0) +
                               r.monteCarlo.correlations.size() + (drift.isEmpty() ? 0 : 3);
    html += chartHtml(ReportText::tr("Distribution of PV by option"),
                      ReportText::tr("How likely each option's PV is at most a given amount."),
                      charts.add(std::move(distribution), QSize(860, 520)), before > 10);
    html += tableHtml(monteCarloTable(r));
    // Why, as one paragraph: the figures that moved, then a line per input that moved them.
    QStringList shift = meanShiftLines(r.scenario, r.sensitivity.basePvs, r.monteCarlo);
    for (QString& line : shift) line = line.toHtmlEscaped();
    if (!shift.isEmpty())
        html += QStringLiteral("<p class=\"summary\">%1</p>\n").arg(shift.join(QStringLiteral("<br/>")));
    html += tableHtml(savingTable(r));
    html += tableHtml(probabilityTable(r));
    auto cheapest = std::make_unique<CheapestProbabilityChart>();
    cheapest->setResult(r.monteCarlo);
    // The table's first column drawn, under it without a heading of its own: a heading could be
    // left at the foot of a page with the chart on the next (its axis says what it shows).
    html +=
        QStringLiteral("<p class=\"chart\">%1</p>\n").arg(charts.add(std::move(cheapest), QSize(860, 420)));
    for (const engine::SpiderResult& spider : r.spiders) html += optionRiskHtml(r, spider, charts);
    return html;
}

}  // namespace gputco::ui::report
