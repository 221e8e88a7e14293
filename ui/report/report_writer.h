// Writes the PDF report (issue #6): one code path for `gputco-cli report` and the GUI's
// File > Export PDF. Text in the current language (ui/language.h; the caller applies it);
// charts as vectors; "page X of N" and the file's name and short hash on every page.
// Needs a QApplication (QCustomPlot is a widget); the offscreen platform is enough.
#pragma once

#include <QPageSize>
#include <QString>
#include <functional>

#include "ui/report/report_data.h"

namespace gputco::ui::report {

struct ReportOptions {
    QPageSize::PageSizeId page = QPageSize::A4;
};

// Called after each step with the steps done and the steps in all (the pages count as
// steps once they are known), so a dialog can show progress.
using ReportProgress = std::function<void(int done, int total)>;

struct ReportOutcome {
    bool ok = false;
    QString error;  // names the file and what went wrong
    int pages = 0;
};

// The input for the scenario read from `filePath`: its name and SHA-256, with the preparer
// and the date the caller gives. The report reads no settings and no clock of its own, so
// that the same input always makes the same report (the callers pass the preference and
// today's date; tests pass fixed ones).
ReportInput makeReportInput(const scenario::Scenario& scenario, const engine::Result& result,
                            const QString& filePath, const QString& preparedBy, const QDate& date);

ReportOutcome writeReport(const ReportInput& input, const QString& pdfPath, const ReportOptions& options = {},
                          const ReportProgress& progress = {});

}  // namespace gputco::ui::report
