// What a report says, as tables of text: built from the scenario and the engine's Result,
// then laid out as HTML (report_html) and written as PDF (report_writer). Kept apart from the
// layout so that tests compare the numbers and labels that go in, not pixels
// (tests/fixtures/report/*.golden; DESIGN.md, "Examples to follow": KMyMoney).
#pragma once

#include <QDate>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

#include "model/engine/result.h"
#include "model/engine/sizing.h"
#include "model/scenario/scenario.h"

namespace gputco::engine {
struct ReOptimisation;
}

namespace gputco::ui::report {

struct ReportRisk;

// Everything a report is made from. The file name and hash lead a printed page back to
// the file it came from.
struct ReportInput {
    scenario::Scenario scenario;
    engine::Result result;
    QString fileName;    // without folders
    QString fileSha256;  // lower-case hex of the file's bytes; the footer shows 12 of them
    QString preparedBy;
    QDate date;
    // With jobs: the scenario's sizing as the app's controller (or the CLI) computed it, for
    // the Sizing section; the report computes nothing itself. None: no Sizing section.
    std::optional<engine::SizingResult> sizing;
    const ReportRisk* risk = nullptr;  // seam for the risk pages (report_risk.h); may be null
    // The optimised options' pages (report_optimised.h); may be null.
    const std::vector<engine::ReOptimisation>* optimisations = nullptr;
};

struct ReportRow {
    QStringList cells;
    bool group = false;     // a heading row: its first cell spans the table
    bool loud = false;      // drawn in the warning colour (unserved demand)
    bool subgroup = false;  // a heading under a group row ("Owned servers" under an option)
};

struct ReportTable {
    QString id;  // stable name for tests: "key_costs", "yearly_1", "assumptions", ...
    QString title;
    QString caption;  // a line under the title; may be empty
    QStringList header;
    std::vector<bool> numeric;  // per column: right-aligned, never wrapped
    std::vector<bool> audit;    // per column: small and grey, for an auditor (field paths)
    std::vector<int> widths;    // per column, percent of the text width; empty: automatic
    // A column whose text, when the same as the row above's in the same group, is printed as
    // "same as above" (the assumptions' long catalog notes); -1: none. The data keeps it all.
    int collapseRepeats = -1;
    std::vector<ReportRow> rows;
};

struct SummarySentence {
    QString text;  // plain text: escaped when laid out
    bool loud = false;
};

struct ReportData {
    QString title;
    QString scenarioName;
    QString notes;
    QStringList titleFacts;  // "label\tvalue" pairs of the title page
    // Under the notes on the title page: the values typed over their sources (issue #34: the
    // notes still said "the US industrial average of January 2026" of a price typed over).
    QStringList overrides;
    std::vector<SummarySentence> summary;
    std::vector<ReportTable> keyFigures;
    QStringList legend;               // after the key figures: what "—", "n/a", "0 months" mean there
    std::vector<ReportTable> yearly;  // one per option
    ReportTable calibration;
    ReportTable speeds;
    ReportTable probes;
    // With jobs (issue #17): one table per job, the Sizing page's figures.
    std::vector<ReportTable> sizing;
    ReportTable assumptions;
    ReportTable stalePrices;  // on the assumptions page, before them; may have no rows
    QString footerFile;       // "file.gputco · SHA-256 0123456789ab"
};

// In the current language (ui/language.h) and its number locale.
ReportData buildReportData(const ReportInput& input);

// Every text of the data, one table cell per tab-separated field, for golden files.
QString reportDataTsv(const ReportData& data);

}  // namespace gputco::ui::report
