#include "ui/report/report_writer.h"

#include <qcustomplot.h>
#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QBuffer>
#include <QFileInfo>
#include <QFontInfo>
#include <QPdfWriter>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QTextFrame>
#include <QTextTable>
#include <vector>

#include "model/engine/result_check.h"
#include "model/io/display_text.h"
#include "model/io/safe_write.h"
#include "ui/charts/annual_cost_chart.h"
#include "ui/charts/cost_per_hour_chart.h"
#include "ui/charts/cumulative_cost_chart.h"
#include "ui/charts/npv_profile_chart.h"
#include "ui/document/methodology_text.h"
#include "ui/report/report_charts.h"
#include "ui/report/report_html.h"
#include "ui/report/report_optimised.h"
#include "ui/report/report_risk.h"
#include "ui/report/report_text.h"

namespace gputco::ui::report {

namespace {

// The writer works in 96 units per inch, the resolution QCustomPlot and the text layout
// measure fonts at, so text measured for layout is the text drawn. PDF output is vector
// whatever this number is.
constexpr int kDpi = 96;
constexpr double kMarginMm = 18;
constexpr double kFooterMm = 16;  // below the body: the footer line and text

double mm(double millimetres) {
    return millimetres / 25.4 * kDpi;
}

// The report's font families: the Latin family first, then Noto Sans CJK SC for Han
// characters, in both languages. Latin text and digits drawn with the CJK font would come
// out of Qt 6.4's PDF writer without a text mapping (pdftotext and copy-paste would lose
// them), and Han characters left to Qt's own pick would take Noto Sans CJK JP's forms.
QStringList reportFamilies() {
    const QString cjk = QStringLiteral("Noto Sans CJK SC");
    QStringList families = QApplication::font().families();
    families.removeAll(cjk);
    QFont latin = QApplication::font();
    if (!families.isEmpty()) latin.setFamilies(families);
    // The family that really draws ("DejaVu Sans", not the alias "Sans Serif"): an alias
    // first in the list would hand every letter to the fallback.
    QString resolved = QFontInfo(latin).family();
    if (resolved == cjk) resolved = QFontInfo(QFont(QStringLiteral("Sans Serif"))).family();
    return {resolved, cjk};
}

QFont reportFont(double pointSize) {
    QFont font = QApplication::font();
    font.setFamilies(reportFamilies());
    font.setPointSizeF(pointSize);
    return font;
}

void drawFooter(QPainter& painter, const QRectF& page, const QString& file, int number, int count) {
    const QFont font = reportFont(7.5);
    painter.setFont(font);
    painter.setPen(QPen(QColor(0xcb, 0xd5, 0xe1), 0.5));
    const double y = page.height() - mm(kFooterMm) + mm(4);
    painter.drawLine(QPointF(mm(kMarginMm), y), QPointF(page.width() - mm(kMarginMm), y));
    painter.setPen(QColor(0x64, 0x74, 0x8b));
    const QRectF text(mm(kMarginMm), y + mm(1.5), page.width() - 2 * mm(kMarginMm), mm(6));
    painter.drawText(text, Qt::AlignLeft | Qt::AlignTop, io::neutraliseBidi(file));
    painter.drawText(text, Qt::AlignRight | Qt::AlignTop,
                     ReportText::tr("Page %1 of %2").arg(number).arg(count));
}

// A document laid out in pages of `body`'s size, with the writer's metrics (text measured for
// the screen would not fit) and the report's font and style sheet.
void setUpPages(QTextDocument& document, QPdfWriter& writer, const QSizeF& body) {
    document.documentLayout()->setPaintDevice(&writer);
    document.setDefaultFont(reportFont(9));
    document.setDocumentMargin(0);
    document.setPageSize(body);
    document.setDefaultStyleSheet(resourceText(QStringLiteral(":/report/report.css")));
    document.setUndoRedoEnabled(false);
}

// Starts on a new page each table that would run over a page break though it fits on one
// page. Qt repeats a table's head rows (its title, caption and column headers) on the page it
// continues on, and where little more than the last row's border continues there, it draws
// that head over the next section without making room for it (Qt 6.4). A table longer than a
// page still runs over pages, its head repeated.
//
// A move shifts what follows it, up to the next page break the document forces (a section's
// heading): what starts on a page of its own lies on its pages the same way wherever that page
// is. So each pass moves the first such table of every stretch between forced breaks at once,
// and the document is laid out again once a pass, not once a table (a tenth of writing the
// report, issue #35); a stretch with two such tables takes two passes, as before.
void keepShortTablesWhole(QTextDocument& document, qreal pageHeight) {
    QAbstractTextDocumentLayout* layout = document.documentLayout();
    const auto startsPage = [](const auto& format) {
        return (format.pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore) != 0;
    };
    for (int pass = 0; pass < 500; ++pass) {
        std::vector<QTextTable*> split;
        bool stretchMoved = false;  // a table of this stretch moves: the rest of it waits a pass
        for (QTextFrame::iterator it = document.rootFrame()->begin(); !it.atEnd(); ++it) {
            if (QTextFrame* frame = it.currentFrame()) {
                auto* table = qobject_cast<QTextTable*>(frame);
                if (!table) continue;
                if (startsPage(table->format())) {
                    stretchMoved = false;
                    continue;
                }
                if (stretchMoved) continue;
                const QRectF r = layout->frameBoundingRect(table);
                const bool runsOver =
                    static_cast<int>(r.top() / pageHeight) != static_cast<int>((r.bottom() - 1) / pageHeight);
                if (runsOver && r.height() < pageHeight) {
                    split.push_back(table);
                    stretchMoved = true;
                }
            } else if (startsPage(it.currentBlock().blockFormat())) {
                stretchMoved = false;
            }
        }
        if (split.empty()) return;
        QTextCursor edits(&document);
        edits.beginEditBlock();  // laid out again once, when the block ends
        for (QTextTable* table : split) {
            QTextTableFormat format = table->format();
            format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            table->setFormat(format);
        }
        edits.endEditBlock();
    }
}

// A table that ends at the foot of a page carries a section after it, which starts on a new
// page, just past the next page's head by the table's bottom margin (10 px); the section's break
// then moves it on again and leaves that page blank (Qt 6.4; seen before the appendix after a
// long assumptions table). That table's margin goes: the section starts at the next page's
// head. One change a pass: each moves the rest.
void dropBlankPages(QTextDocument& document, qreal pageHeight) {
    QAbstractTextDocumentLayout* layout = document.documentLayout();
    const auto pageOf = [&](qreal y) { return static_cast<int>(y / pageHeight); };
    for (int pass = 0; pass < 100; ++pass) {
        bool changed = false;
        QTextFrame* table = nullptr;  // the table just before, with only empty blocks after it
        for (QTextFrame::iterator it = document.rootFrame()->begin(); !it.atEnd() && !changed; ++it) {
            if (QTextFrame* frame = it.currentFrame()) {
                table = frame;
                continue;
            }
            const QTextBlock block = it.currentBlock();
            if (table && (block.blockFormat().pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore)) {
                const QRectF r = layout->frameBoundingRect(table);
                QTextFrameFormat format = table->frameFormat();
                // A page's head lies a fraction of a pixel below where the block's rectangle starts.
                if (format.bottomMargin() > 0 &&
                    pageOf(layout->blockBoundingRect(block).top() + 1) >= pageOf(r.bottom() - 1) + 2) {
                    format.setBottomMargin(0);
                    table->setFrameFormat(format);
                    changed = true;
                }
            }
            if (!block.text().isEmpty()) table = nullptr;
        }
        if (!changed) return;
    }
}

}  // namespace

ReportInput makeReportInput(const scenario::Scenario& scenario, const engine::Result& result,
                            const QString& filePath, const QString& preparedBy, const QDate& date) {
    ReportInput in;
    in.scenario = scenario;
    in.result = result;
    in.fileName = QFileInfo(filePath).fileName();
    in.fileSha256 = QString::fromLatin1(io::diskState(filePath).sha256);
    in.preparedBy = preparedBy;
    in.date = date;
    return in;
}

ReportOutcome writeReport(const ReportInput& input, const QString& pdfPath, const ReportOptions& options,
                          const ReportProgress& progress) {
    constexpr int kSetupSteps = 3;
    auto report = [&](int done, int total) {
        if (progress) progress(done, total);
    };
    ReportOutcome outcome;
    if (const std::vector<std::string> bad = engine::nonFiniteFigures(input.result); !bad.empty()) {
        outcome.error = ReportText::tr("%1: not written: the result is not a finite number at %2")
                            .arg(pdfPath, QString::fromStdString(bad.front()));
        return outcome;
    }
    const ReportData data = buildReportData(input);
    report(1, kSetupSteps);

    // The PDF is drawn into memory and written by the one safe write, so that a full disk
    // leaves no truncated report behind a success.
    QBuffer pdf;
    pdf.open(QIODevice::WriteOnly);
    QPdfWriter writer(&pdf);
    writer.setResolution(kDpi);
    writer.setPageSize(QPageSize(options.page));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    writer.setTitle(io::neutraliseBidi(data.title + QStringLiteral(": ") + data.scenarioName));
    writer.setCreator(QStringLiteral("gputco"));
    const QRectF page(QPointF(0, 0), QSizeF(writer.width(), writer.height()));
    const QSizeF body(page.width() - 2 * mm(kMarginMm), page.height() - mm(kMarginMm) - mm(kFooterMm));

    // Charts laid out wider than the page and scaled down, so that their fonts come out a
    // little smaller than the body text. The first two share a page (report_html.cpp): on
    // Letter, the narrower body, 440 + 500 px scale to about 197 mm of its 245.
    ReportCharts charts;
    charts.setFamilies(reportFamilies());
    const int logicalWidth = 860;
    ReportMarks marks;
    {
        auto cumulative = std::make_unique<CumulativeCostChart>();
        cumulative->setResult(input.result);
        marks.cumulativeChart = charts.add(std::move(cumulative), QSize(logicalWidth, 440));
        auto annual = std::make_unique<AnnualCostChart>();
        annual->setResult(input.result);
        marks.annualChart = charts.add(std::move(annual), QSize(logicalWidth, 500));
        auto costPerHour = std::make_unique<CostPerHourChart>();
        costPerHour->setResult(input.result);
        marks.costPerHourChart = charts.add(std::move(costPerHour), QSize(logicalWidth, 420));
        auto profile = std::make_unique<NpvProfileChart>();
        profile->setResult(input.result);
        marks.npvProfileChart = charts.add(std::move(profile), QSize(logicalWidth, 420));
    }
    marks.riskSection = riskSectionHtml(input.risk, charts);
    if (input.optimisations)
        marks.optimisedSection = optimisedSectionHtml(*input.optimisations, input.scenario, charts);
    report(2, kSetupSteps);

    // The body and the methodology appendix are two documents, paginated one after the other:
    // moving a table to its own page (keepShortTablesWhole) lays out again all that follows it
    // in its document, and the appendix is half the report's pages (issue #35).
    QTextDocument document;
    setUpPages(document, writer, body);
    // The text and the charts go in as one edit: the document is laid out once for all of them,
    // not once for the text and again for each chart (a third of writing the report, issue
    // #35). Without undo, an edit block only defers the layout.
    QTextCursor edits(&document);
    edits.beginEditBlock();
    document.setHtml(reportHtml(data, marks));
    charts.install(document, body.width());
    // Edits leave parts of the layout to Qt's lazy relayout, whose blocks would not be drawn:
    // the whole document is marked changed, and laid out once, when the edit ends.
    document.markContentsDirty(0, document.characterCount());
    edits.endEditBlock();
    keepShortTablesWhole(document, body.height());
    dropBlankPages(document, body.height());

    QTextDocument appendix;
    setUpPages(appendix, writer, body);
    {
        // The appendix's own title, in the report's language, in place of the methodology's.
        QString markdown = methodologyMarkdown(currentLanguage());
        if (markdown.startsWith(QLatin1String("# ")))
            markdown = markdown.mid(markdown.indexOf(QLatin1Char('\n')));
        markdown.prepend(QStringLiteral("# ") + ReportText::tr("Appendix: methodology") + QLatin1Char('\n'));
        QTextCursor at(&appendix);
        at.beginEditBlock();
        at.insertFragment(QTextDocumentFragment::fromMarkdown(markdown));
        appendix.markContentsDirty(0, appendix.characterCount());
        at.endEditBlock();
    }
    keepShortTablesWhole(appendix, body.height());
    dropBlankPages(appendix, body.height());

    const int bodyPages = document.pageCount();
    const int pages = bodyPages + appendix.pageCount();
    const int total = kSetupSteps + pages;
    report(kSetupSteps, total);

    QCPPainter painter;
    if (!painter.begin(&writer)) {
        outcome.error = ReportText::tr("%1: cannot be written").arg(pdfPath);
        return outcome;
    }
    painter.setMode(QCPPainter::pmVectorized);
    for (int p = 0; p < pages; ++p) {
        if (p > 0) writer.newPage();
        // The body's pages, then the appendix's, numbered on.
        const bool inBody = p < bodyPages;
        const int at = inBody ? p : p - bodyPages;  // the page within its document
        painter.save();
        painter.translate(mm(kMarginMm), mm(kMarginMm) - at * body.height());
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = QRectF(QPointF(0, at * body.height()), body);
        painter.setClipRect(context.clip);
        charts.setPage(inBody ? &painter : nullptr, context.clip);
        (inBody ? document : appendix).documentLayout()->draw(&painter, context);
        painter.restore();
        drawFooter(painter, page, data.footerFile, p + 1, pages);
        report(kSetupSteps + p + 1, total);
    }
    charts.setPage(nullptr, QRectF());
    if (!painter.end()) {
        outcome.error = ReportText::tr("%1: cannot be written").arg(pdfPath);
        return outcome;
    }
    pdf.close();
    if (const io::SaveResult saved = io::writeFileSafely(pdfPath, pdf.data()); !saved.ok()) {
        outcome.error = QString::fromStdString(saved.error);
        return outcome;
    }
    outcome.ok = true;
    outcome.pages = pages;
    return outcome;
}

}  // namespace gputco::ui::report
