#include "ui/report/report_html.h"

#include "model/io/display_text.h"
#include "ui/report/report_text.h"

namespace gputco::ui::report {

namespace {

// Every text of the report passes here: escaped, and with its bidirectional controls made
// visible (a name from a file cannot reorder what the reader sees).
QString esc(const QString& s) {
    return io::neutraliseBidi(s).toHtmlEscaped();
}

// A field's place in the file ("options[0].sources[0].gpus_per_instance") has no spaces, so the
// layout broke it anywhere ("gpus_pe / r_instance"). Lines break after a dot instead, packed up
// to what the column holds; a copied path then has a line break between two of its names, not
// inside one. (A zero-width space would let the layout choose, but it would be copied too.)
QString pathHtml(const QString& path, int perLine) {
    if (path.contains(QLatin1Char(' ')) || path.size() <= perLine) return esc(path);
    QStringList lines;
    QString line;
    for (const QString& name : path.split(QLatin1Char('.'))) {
        const QString piece = line.isEmpty() ? name : QStringLiteral(".") + name;
        if (!line.isEmpty() && line.size() + piece.size() > perLine) {
            lines << esc(line + QLatin1Char('.'));
            line = name;
        } else {
            line += piece;
        }
    }
    lines << esc(line);
    return lines.join(QStringLiteral("<br/>"));
}

}  // namespace

QString headingHtml(const QString& text, bool newPage) {
    return newPage ? QStringLiteral("<h1 style=\"page-break-before: always\">%1</h1>\n").arg(esc(text))
                   : QStringLiteral("<h1 style=\"margin-top: 20px\">%1</h1>\n").arg(esc(text));
}

QString chartHtml(const QString& title, const QString& caption, const QString& mark, bool newPage) {
    QString html = newPage
                       ? QStringLiteral("<h2 style=\"page-break-before: always\">%1</h2>\n").arg(esc(title))
                       : QStringLiteral("<h2>%1</h2>\n").arg(esc(title));
    if (!caption.isEmpty()) html += QStringLiteral("<p class=\"caption\">%1</p>\n").arg(esc(caption));
    return html + QStringLiteral("<p class=\"chart\">%1</p>\n").arg(mark);
}

QString sentenceHtml(const QString& text, bool loud) {
    if (loud)
        return QStringLiteral(
                   "<table class=\"warning\" width=\"100%\" cellspacing=\"0\" cellpadding=\"6\">"
                   "<tr><td>%1</td></tr></table><p></p>\n")
            .arg(esc(text));
    return QStringLiteral("<p class=\"summary\">%1</p>\n").arg(esc(text));
}

namespace {

QString coverPage(const ReportData& d) {
    QString html = QStringLiteral("<p class=\"cover-kicker\">gputco</p>\n");
    html += QStringLiteral("<p class=\"cover-title\">%1</p>\n").arg(esc(d.title));
    html += QStringLiteral("<p class=\"cover-scenario\">%1</p>\n").arg(esc(d.scenarioName));
    html += QStringLiteral("<table class=\"facts\" cellspacing=\"0\" cellpadding=\"4\">\n");
    for (const QString& fact : d.titleFacts) {
        const QString label = fact.section(QLatin1Char('\t'), 0, 0);
        const QString value = fact.section(QLatin1Char('\t'), 1);
        html +=
            QStringLiteral("<tr><td class=\"label\">%1</td><td>%2</td></tr>\n").arg(esc(label), esc(value));
    }
    html += QStringLiteral("</table>\n");
    if (!d.notes.isEmpty()) html += QStringLiteral("<p class=\"notes\">%1</p>\n").arg(esc(d.notes));
    // The values used where the user typed over a source: notes written for the file's
    // sources may describe a value the report no longer uses.
    if (!d.overrides.isEmpty()) {
        html +=
            QStringLiteral("<p class=\"notes\">%1</p>\n<ul class=\"notes\">\n")
                .arg(esc(d.notes.isEmpty()
                             ? ReportText::tr("Values typed over their sources (the report uses these):")
                             : ReportText::tr("Values typed over their sources since the notes above: the "
                                              "report uses these, whatever the notes say:")));
        for (const QString& line : d.overrides) html += QStringLiteral("<li>%1</li>\n").arg(esc(line));
        html += QStringLiteral("</ul>\n");
    }
    return html;
}

QString summary(const ReportData& d) {
    QString html = headingHtml(ReportText::tr("Executive summary"), true);
    for (const SummarySentence& s : d.summary) html += sentenceHtml(s.text, s.loud);
    for (const ReportTable& t : d.keyFigures) html += tableHtml(t);
    // What the marks in place of a figure mean, once, under the tables that use them: one
    // cell of a table of its own, as Qt's layout keeps a row whole and has no "keep with
    // next" (as paragraphs, "In these tables:" was left at the foot of a page, its lines alone
    // on the next). Not a row of the last table: its long lines narrowed that table's columns.
    if (!d.legend.isEmpty()) {
        QStringList lines{esc(ReportText::tr("In these tables:"))};
        for (const QString& line : d.legend) lines << esc(line);
        html += QStringLiteral(
                    "<table width=\"100%\" cellspacing=\"0\" cellpadding=\"0\"><tr><td "
                    "class=\"caption\">%1</td></tr></table>\n")
                    .arg(lines.join(QStringLiteral("<br/>")));
    }
    return html;
}

}  // namespace

QString tableHtml(const ReportTable& t) {
    // The title and caption are rows of the table's head: Qt's layout has no "keep with
    // next", and a heading apart from its table would be left alone at the foot of a page.
    // Repeated on each page the table runs to, they also say what a continued table is.
    QString html =
        QStringLiteral("<table class=\"data\" width=\"100%\" cellspacing=\"0\" cellpadding=\"3\">\n<thead>");
    if (!t.title.isEmpty())
        html += QStringLiteral("<tr><td class=\"title\" colspan=\"%1\">%2</td></tr>\n")
                    .arg(t.header.size())
                    .arg(esc(t.title));
    if (!t.caption.isEmpty())
        html += QStringLiteral("<tr><td class=\"caption\" colspan=\"%1\">%2</td></tr>\n")
                    .arg(t.header.size())
                    .arg(esc(t.caption));
    // The first cell of a row draws the grid's left edge (report.css).
    const auto classes = [](const QString& kind, qsizetype column) {
        const QString names = column == 0 ? (kind + QStringLiteral(" first")).trimmed() : kind;
        return names.isEmpty() ? QString() : QStringLiteral(" class=\"%1\"").arg(names);
    };
    html += QStringLiteral("<tr>");
    for (qsizetype c = 0; c < t.header.size(); ++c) {
        const bool num =
            static_cast<std::size_t>(c) < t.numeric.size() && t.numeric[static_cast<std::size_t>(c)];
        const auto w =
            static_cast<std::size_t>(c) < t.widths.size() ? t.widths[static_cast<std::size_t>(c)] : 0;
        html += QStringLiteral("<th%1 align=\"%2\"%3>%4</th>")
                    .arg(classes(QString(), c), num ? QStringLiteral("right") : QStringLiteral("left"),
                         w > 0 ? QStringLiteral(" width=\"%1%\"").arg(w) : QString(), esc(t.header[c]));
    }
    html += QStringLiteral("</tr></thead>\n<tbody>\n");
    QString above;  // the collapsed column's text in the row above, within a group
    for (const ReportRow& row : t.rows) {
        if (row.group || row.subgroup) {
            above.clear();
            html += QStringLiteral("<tr><td%1 colspan=\"%2\">%3</td></tr>\n")
                        .arg(classes(row.group ? QStringLiteral("group") : QStringLiteral("subgroup"), 0))
                        .arg(t.header.size())
                        .arg(esc(row.cells.value(0)));
            continue;
        }
        html += row.loud ? QStringLiteral("<tr class=\"loud\">") : QStringLiteral("<tr>");
        for (qsizetype c = 0; c < row.cells.size(); ++c) {
            const auto i = static_cast<std::size_t>(c);
            if (c == t.collapseRepeats) {
                // A short text ("scenario input") reads better than the words that replace it.
                constexpr qsizetype kLongText = 25;
                const bool repeated = row.cells[c].size() >= kLongText && row.cells[c] == above;
                above = row.cells[c];
                if (repeated) {
                    html +=
                        QStringLiteral("<td%1>%2</td>")
                            .arg(classes(QStringLiteral("audit"), c), esc(ReportText::tr("same as above")));
                    continue;
                }
            }
            const bool num = i < t.numeric.size() && t.numeric[i];
            const bool audit = i < t.audit.size() && t.audit[i];
            // At the audit class's 6 pt a column holds 1.25 of the widest names' characters per
            // percent of the page's width (26 of "demand.unserved_cost_per_hour" in the
            // assumptions' 20 %). A longer line is broken by the layout, at a hyphen or anywhere.
            const int perLine = i < t.widths.size() && t.widths[i] > 0 ? t.widths[i] * 5 / 4 : 25;
            html += num ? QStringLiteral("<td%1 align=\"right\">%2</td>")
                              .arg(classes(QStringLiteral("num"), c), esc(row.cells[c]))
                    : audit ? QStringLiteral("<td%1>%2</td>")
                                  .arg(classes(QStringLiteral("audit"), c), pathHtml(row.cells[c], perLine))
                            : QStringLiteral("<td%1>%2</td>").arg(classes(QString(), c), esc(row.cells[c]));
        }
        html += QStringLiteral("</tr>\n");
    }
    return html + QStringLiteral("</tbody></table>\n");
}

QString reportHtml(const ReportData& d, const ReportMarks& marks) {
    QString html = QStringLiteral("<html><body>\n");
    html += coverPage(d);
    html += summary(d);

    html += headingHtml(ReportText::tr("Charts"), true);
    html += chartHtml(
        ReportText::tr("Cumulative cost"),
        ReportText::tr("Nominal cost to date; a diamond marks the month an option breaks even with the "
                       "baseline."),
        marks.cumulativeChart);
    // Two charts on the first page, the third starting the next: Qt's layout does not move a
    // line as tall as a chart to the next page when it would cross the page's end, so a chart
    // must never start low on a page. The charts' heights (report_writer.cpp) are chosen so
    // that the first two fit one page of A4 and of Letter.
    html += chartHtml(ReportText::tr("Annual cost by category"), QString(), marks.annualChart, false);
    html += chartHtml(ReportText::tr("Cost per reference GPU-hour"),
                      ReportText::tr("Total nominal cost divided by the reference GPU-hours delivered."),
                      marks.costPerHourChart, true);
    html +=
        chartHtml(ReportText::tr("NPV saving against the discount rate"),
                  ReportText::tr("Each option's NPV saving against the baseline at discount rates from 0 to "
                                 "30 %: the dashed line is this scenario's rate, a diamond the rate at which "
                                 "the saving crosses zero. Loans and leases valued at the cost of debt are "
                                 "held."),
                  marks.npvProfileChart, false);

    // After the NPV profile the page is nearly full: the yearly tables start a page of their
    // own, or their heading would stand alone at its foot.
    html += headingHtml(ReportText::tr("Yearly cost by category"), true);
    for (const ReportTable& t : d.yearly) html += tableHtml(t);

    if (!d.sizing.empty()) {
        html += headingHtml(ReportText::tr("Sizing: the work and what it costs"), true);
        for (const ReportTable& t : d.sizing) html += tableHtml(t);
    }

    if (!marks.riskSection.isEmpty()) html += marks.riskSection;
    html += marks.optimisedSection;

    // After the risk or optimisation pages, whose charts fill pages to varying depths, on a page
    // of its own: its heading was left alone at the foot of the example's spider page.
    html += headingHtml(ReportText::tr("Calibration"),
                        !marks.riskSection.isEmpty() || !marks.optimisedSection.isEmpty());
    ReportTable calibration = d.calibration;
    calibration.title.clear();
    html += tableHtml(calibration) + tableHtml(d.speeds);
    // Without a probe the caption alone says so: an empty table would only repeat the header.
    html += d.probes.rows.empty() ? QStringLiteral("<p class=\"caption\">%1</p>\n").arg(esc(d.probes.caption))
                                  : tableHtml(d.probes);

    html += headingHtml(ReportText::tr("Assumptions"), true);
    if (!d.stalePrices.rows.empty()) html += tableHtml(d.stalePrices);
    ReportTable assumptions = d.assumptions;
    assumptions.title.clear();
    html += tableHtml(assumptions);

    // The methodology appendix follows on pages of its own, from a document of its own
    // (report_writer.cpp); a mark asks for it here instead.
    if (!marks.methodology.isEmpty())
        html += QStringLiteral("<p style=\"page-break-before: always\">%1</p>\n").arg(marks.methodology);
    return html + QStringLiteral("</body></html>\n");
}

}  // namespace gputco::ui::report
