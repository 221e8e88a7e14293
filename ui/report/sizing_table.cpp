#include "ui/report/sizing_table.h"

#include "model/engine/sizing.h"
#include "model/io/display_text.h"
#include "ui/document/language.h"
#include "ui/document/sizing_words.h"
#include "ui/report/report_text.h"

namespace gputco::ui::report {

namespace en = gputco::engine;

std::vector<ReportTable> sizingTables(const scenario::Scenario& s, const en::SizingResult* sizing,
                                      const en::Result& result) {
    std::vector<ReportTable> tables;
    if (!s.demand.jobs || !sizing) return tables;
    const en::SizingResult& sized = *sizing;
    const QLocale locale = uiLocale();
    const QString currency = QString::fromStdString(s.currency);
    for (std::size_t i = 0; i < sized.jobs.size(); ++i) {
        const en::JobSizing& j = sized.jobs[i];
        ReportTable t;
        t.id = QStringLiteral("sizing_%1").arg(i + 1);
        t.title = ReportText::tr("%1: %2").arg(jobKindText(j.kind), jobName(s, i));
        t.header = {ReportText::tr("Step"), ReportText::tr("How"), ReportText::tr("Result")};
        t.numeric = {false, false, true};
        t.widths = {34, 46, 20};
        for (const SizingStep& step : sizingSteps(s, sized, i))
            t.rows.push_back({{step.what, step.formula, step.value}, false, false});
        t.rows.push_back({{ReportText::tr("Memory per GPU model")}, false, false, true});
        for (const en::GpuFit& fit : j.fits)
            t.rows.push_back({{io::shownText(fit.gpu),
                               fit.memoryGb > 0 ? ReportText::tr("%1 GB of %2 GB")
                                                      .arg(locale.toString(j.memory.totalGb(), 'f', 1),
                                                           locale.toString(fit.memoryGb, 'g', 4))
                                                : QString(),
                               fitText(fit)},
                              false,
                              false});
        for (const en::MigFit& m : j.mig)
            t.rows.push_back({{ReportText::tr("MIG on %1").arg(io::shownText(m.gpu)), migText(m), QString()},
                              false,
                              false});
        t.rows.push_back(
            {{j.kind == en::JobKind::Training ? ReportText::tr("Cost per training run, per option")
                                              : ReportText::tr("Cost per million tokens, per option")},
             false,
             false,
             true});
        for (std::size_t o = 0; o < result.options.size(); ++o) {
            const std::optional<double> cost = jobCost(result.options[o], sized, i);
            t.rows.push_back(
                {{io::shownText(result.options[o].name), breakEvenText(result.options[o], j.name, currency),
                  cost ? jobCostMoney(*cost, currency) : QStringLiteral("\u2014")},
                 false,
                 false});
        }
        tables.push_back(std::move(t));
    }
    return tables;
}

}  // namespace gputco::ui::report
