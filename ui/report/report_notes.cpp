#include "ui/report/report_notes.h"

#include "model/io/number_format.h"
#include "model/scenario/field_paths.h"
#include "model/scenario/provenance_lookup.h"
#include "ui/document/field_registry.h"
#include "ui/report/report_text.h"

namespace gputco::ui::report {

QStringList overriddenValues(const scenario::Scenario& s) {
    const QString currency = QString::fromStdString(s.currency);
    QStringList lines;
    for (const std::string& path : scenario::numericFieldPaths(s)) {
        // A subscription's monthly price is its hourly one, whose override it shares.
        if (path.size() >= 16 && path.compare(path.size() - 16, 16, ".price_per_month") == 0) continue;
        if (!scenario::overriddenCatalogValue(s, path)) continue;
        const scenario::FieldLookup field = scenario::findField(s, path);
        if (!field.field) continue;
        const QString p = QString::fromStdString(path);
        lines << ReportText::tr("%1: %2, %3")
                     .arg(fieldTitle(s, p), formatFieldValue(p, field.field->get(), currency),
                          provenanceWords(s, p).source);
    }
    return lines;
}

QStringList figureLegend(const std::vector<ReportTable>& tables) {
    bool dash = false, notAvailable = false, atOnce = false;
    const QString na = io::formatPercent(std::nullopt);
    const QString zeroMonths = io::formatMonthCount(0);
    for (const ReportTable& t : tables)
        for (const ReportRow& row : t.rows)
            for (const QString& cell : row.cells) {
                dash = dash || cell == io::kNoFigure;
                notAvailable = notAvailable || cell == na;
                atOnce = atOnce || cell == zeroMonths;
            }
    QStringList lines;
    if (dash)
        lines << ReportText::tr(
                     "%1: does not apply: the baseline against itself, a financing NPV without a loan or "
                     "lease, a profitability index without an outlay, the other commitments rule where no "
                     "commitment runs past the horizon.")
                     .arg(io::kNoFigure);
    if (notAvailable)
        lines << ReportText::tr(
                     "%1: does not exist: an IRR or MIRR where no outlay comes before the savings, a "
                     "utilisation without owned servers, a break-even utilisation without owned servers "
                     "to use more, a PV after tax without tax.")
                     .arg(na);
    if (atOnce)
        lines << ReportText::tr(
                     "%1: pays back at once: the option's cumulative saving against the baseline is never "
                     "below zero, so there is no outlay to recover.")
                     .arg(zeroMonths);
    return lines;
}

}  // namespace gputco::ui::report
