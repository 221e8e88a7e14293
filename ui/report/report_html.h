// The report as one HTML document for QTextDocument, with the style sheet from
// resources/report/report.css. Every text that comes from the scenario is escaped
// (DESIGN.md, Conventions), so a file cannot pull anything into its own report.
#pragma once

#include <QString>

#include "ui/report/report_data.h"

namespace gputco::ui::report {

struct ReportMarks {
    QString cumulativeChart;
    QString annualChart;
    QString costPerHourChart;
    QString npvProfileChart;
    QString riskSection;       // HTML of the risk pages; empty without a risk result
    QString optimisedSection;  // HTML of the optimised options' pages; empty without one
    QString methodology;       // the mark replaced by the methodology appendix; empty: none in the text
};

QString reportHtml(const ReportData& data, const ReportMarks& marks);
QString tableHtml(const ReportTable& table);
// A section heading (h1), and a chart with its title and caption (h2), as every section of
// the report writes them; `newPage` starts them on a new page.
QString headingHtml(const QString& text, bool newPage);
QString chartHtml(const QString& title, const QString& caption, const QString& mark, bool newPage = false);
// A sentence of the body; a loud one in the warning box.
QString sentenceHtml(const QString& text, bool loud);

}  // namespace gputco::ui::report
