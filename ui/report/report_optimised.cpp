#include "ui/report/report_optimised.h"

#include "model/scenario/option_edits.h"

#include <memory>

#include "model/io/display_text.h"
#include "model/io/number_format.h"
#include "model/scenario/option_edits.h"
#include "ui/charts/chart_style.h"
#include "ui/charts/frontier_chart.h"
#include "ui/charts/mix_words.h"
#include "ui/document/language.h"
#include "ui/report/report_charts.h"
#include "ui/report/report_data.h"
#include "ui/report/report_html.h"
#include "ui/report/report_text.h"

namespace gputco::ui::report {

namespace {

QString money(double value, const QString& currency) {
    return io::formatMoney(value, currency, uiLocale());
}

QString limitsCaption(const scenario::OptimisedFrom& from) {
    return ReportText::tr(
               "Searched from \"%1\" by the capacity-mix optimiser; the limits as recorded in "
               "the scenario.")
        .arg(io::shownText(from.optionName));
}

ReportTable limitsTable(const ReportOptimisation& o, const scenario::Scenario& s) {
    const scenario::OptimisedFrom& from = *s.options[o.option].optimised;
    const QString currency = QString::fromStdString(s.currency);
    ReportTable t;
    t.id = QStringLiteral("optimised_limits_%1").arg(o.option + 1);
    t.title = ReportText::tr("Limits of the search");
    t.caption = limitsCaption(from);
    t.header = {ReportText::tr("Limit"), ReportText::tr("Value")};
    t.numeric = {false, false};
    t.widths = {40, 60};
    const QString none = ReportText::tr("none");
    t.rows.push_back({{ReportText::tr("Capex at month 0 at most"),
                       from.maxCapex ? money(*from.maxCapex, currency) : none}});
    t.rows.push_back(
        {{ReportText::tr("Share of demand unserved at most"),
          from.maxUnservedShare ? io::formatPercent(*from.maxUnservedShare, uiLocale(), 2) : none}});
    t.rows.push_back(
        {{ReportText::tr("Risk limit"),
          from.percentile && from.budget
              ? ReportText::tr("P%1 of PV at most %2 over %3 trials (seed %4)")
                    .arg(*from.percentile)
                    .arg(money(*from.budget, currency), io::formatWhole(from.trials, uiLocale()))
                    .arg(from.seed ? QString::number(*from.seed) : ReportText::tr("the scenario's"))
              : none}});
    if (o.result)
        for (const engine::MixVariable& v : o.result->variables)
            t.rows.push_back({{ReportText::tr("Source %1, %2").arg(v.source + 1).arg(mixKindWords(v.kind)),
                               ReportText::tr("%1 to %2 searched (the searched option holds %3)")
                                   .arg(v.lo)
                                   .arg(v.hi)
                                   .arg(v.current)}});
    return t;
}

ReportTable mixesTable(const ReportOptimisation& o, const scenario::Scenario& s) {
    const engine::OptimiseResult& r = *o.result;
    const QString currency = QString::fromStdString(s.currency);
    const bool risk = r.best && r.best->risk;
    ReportTable t;
    t.id = QStringLiteral("optimised_mixes_%1").arg(o.option + 1);
    t.title = ReportText::tr("Best mix and runners-up, on the current inputs");
    t.caption = ReportText::tr(
                    "%1 of the grid's %2 mixes evaluated exactly, %3 with their trials; PV after "
                    "tax when tax is on.")
                    .arg(io::formatWhole(static_cast<double>(r.evaluations), uiLocale()),
                         io::formatWhole(r.gridSize, uiLocale()),
                         io::formatWhole(static_cast<double>(r.riskEvaluations), uiLocale()));
    t.header = {ReportText::tr("Rank"), ReportText::tr("Mix"), ReportText::tr("PV of cost"),
                ReportText::tr("Capex at month 0"), ReportText::tr("Unserved")};
    t.numeric = {false, false, true, true, true};
    t.widths = {8, 38, 17, 17, 12};
    if (risk) {
        const int p = o.constraints.percentile.value_or(90);
        t.header << ReportText::tr("Mean PV") << ReportText::tr("P%1 of PV").arg(p);
        t.numeric.insert(t.numeric.end(), {true, true});
        t.widths = {6, 28, 13, 13, 10, 15, 15};
    }
    auto row = [&](const QString& rank, const engine::OptimisedMix& m) {
        QStringList cells{rank, mixWords(r.variables, m.point.counts), money(m.point.pv, currency),
                          money(m.point.capex, currency),
                          io::formatPercent(m.point.unservedShare, uiLocale(), 2)};
        if (risk)
            cells << (m.risk ? money(m.risk->mean, currency) : QString())
                  << (m.risk ? money(m.risk->percentile, currency) : QString());
        t.rows.push_back({cells});
    };
    row(ReportText::tr("Best"), *r.best);
    for (std::size_t k = 0; k < r.runnersUp.size(); ++k) row(QString::number(k + 2), r.runnersUp[k]);
    return t;
}

ReportTable frontierTable(const ReportOptimisation& o, const scenario::Scenario& s) {
    const engine::OptimiseResult& r = *o.result;
    const QString currency = QString::fromStdString(s.currency);
    const int p = o.constraints.percentile.value_or(90);
    ReportTable t;
    t.id = QStringLiteral("optimised_frontier_%1").arg(o.option + 1);
    t.title = ReportText::tr("The frontier");
    t.caption = ReportText::tr(
                    "The mixes no other beats on both the mean and the P%1 of PV, of the %2 mixes "
                    "whose trials were run.")
                    .arg(p)
                    .arg(r.riskEvaluations);
    t.header = {ReportText::tr("Mix"), ReportText::tr("Mean PV"), ReportText::tr("P%1 of PV").arg(p),
                ReportText::tr("Meets the budget")};
    t.numeric = {false, true, true, false};
    t.widths = {52, 17, 17, 14};
    for (const engine::OptimisedMix& m : r.frontier) {
        const bool meets = o.constraints.budget && m.risk->percentile <= *o.constraints.budget;
        t.rows.push_back(
            {{mixWords(r.variables, m.point.counts), money(m.risk->mean, currency),
              money(m.risk->percentile, currency), meets ? ReportText::tr("yes") : ReportText::tr("no")}});
    }
    return t;
}

// What the search found again, against what the option holds.
QString verdict(const ReportOptimisation& o, const scenario::Scenario& s, bool& loud) {
    const scenario::OptimisedFrom& from = *s.options[o.option].optimised;
    loud = true;
    if (!o.searched)
        return ReportText::tr(
                   "\"%1\", the option this one was searched from, is no longer in the scenario: the "
                   "search cannot be run again, so only its limits are shown.")
            .arg(io::shownText(from.optionName));
    const engine::OptimiseResult& r = *o.result;
    if (r.cancelled) return ReportText::tr("The search was cancelled: no mix is shown.");
    if (!r.best)
        return ReportText::tr("Run again on the current inputs, no mix of the grid meets these limits.");
    if (!o.holdsBest)
        return (o.riskDropped ? ReportText::tr("The scenario no longer lists uncertain inputs, so the risk "
                                               "limit was left out.") +
                                    QLatin1Char(' ')
                              : QString()) +
               ReportText::tr(
                   "Run again on the current inputs, the search finds another mix than the one "
                   "this option holds: the inputs or the option changed since it was optimised. "
                   "Optimise \"%1\" again to update it.")
                   .arg(io::shownText(s.options[*o.searched].name));
    loud = o.riskDropped;
    QString text =
        ReportText::tr("Run again on the current inputs, the search finds the mix this option holds: %1.")
            .arg(mixWords(r.variables, r.best->point.counts));
    if (o.riskDropped)
        text += QLatin1Char(' ') + ReportText::tr(
                                       "The scenario no longer lists uncertain inputs, so the risk "
                                       "limit was left out.");
    return text;
}

}  // namespace

QString optimisedSectionHtml(const std::vector<ReportOptimisation>& optimisations,
                             const scenario::Scenario& s, ReportCharts& charts) {
    QString html;
    for (const ReportOptimisation& o : optimisations) {
        if (o.option >= s.options.size() || !s.options[o.option].optimised) continue;
        html += headingHtml(
            ReportText::tr("Capacity-mix optimisation: %1").arg(io::shownText(s.options[o.option].name)),
            true);
        bool loud = false;
        const QString said = verdict(o, s, loud);
        html += sentenceHtml(said, loud);
        html += tableHtml(limitsTable(o, s));
        if (!o.result || !o.result->best || o.result->cancelled) continue;
        html += tableHtml(mixesTable(o, s));
        if (o.result->frontier.empty()) continue;
        auto chart = std::make_unique<FrontierChart>();
        const int p = o.constraints.percentile.value_or(90);
        chart->setResult(*o.result, p, o.constraints.budget, QString::fromStdString(s.currency),
                         optionColor(*o.searched));
        html += chartHtml(ReportText::tr("Frontier: mean against P%1 of PV").arg(p),
                          ReportText::tr("Each grey point is a mix whose trials were run; the line joins the "
                                         "mixes no other beats on both; the star is the best mix within the "
                                         "limits."),
                          charts.add(std::move(chart), QSize(860, 460)), true);
        html += tableHtml(frontierTable(o, s));
    }
    return html;
}

}  // namespace gputco::ui::report
