// The report's charts as vectors inside the text flow: each chart is one character of the
// QTextDocument (an object replacement character), so the document's own pagination keeps a
// chart whole on one page, and drawing it is the chart's own (Chart::drawInto, the charts'
// base) on the PDF's painter.
#pragma once

#include <QObject>
#include <QSize>
#include <QStringList>
#include <QTextObjectInterface>
#include <memory>
#include <vector>

class QCPPainter;
class QTextDocument;

namespace gputco::ui {
class Chart;
}

namespace gputco::ui::report {

class ReportCharts : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    ReportCharts();
    ~ReportCharts() override;

    // Takes the chart; `logical` is the size it is laid out at (its fonts keep their size
    // relative to it), scaled to the text width. Returns the text that marks its place in
    // the HTML, alone in its paragraph.
    QString add(std::unique_ptr<ui::Chart> chart, QSize logical);
    // The font families of the charts added after this call (their sizes are kept).
    void setFamilies(const QStringList& families) { families_ = families; }
    // Registers the drawing of charts with the document and puts each chart where its mark is.
    void install(QTextDocument& document, double width);
    // The painter the charts draw with, and the part of the document on the page drawn next:
    // QCustomPlot sets clip rectangles of its own, so a chart of another page is skipped here.
    void setPage(QCPPainter* painter, const QRectF& page) {
        painter_ = painter;
        page_ = page;
    }
    std::size_t count() const { return charts_.size(); }

    QSizeF intrinsicSize(QTextDocument* doc, int posInDocument, const QTextFormat& format) override;
    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument* doc, int posInDocument,
                    const QTextFormat& format) override;

private:
    struct Placed {
        std::unique_ptr<ui::Chart> chart;
        QSize logical;
    };
    std::vector<Placed> charts_;
    double width_ = 0;
    QStringList families_;
    QCPPainter* painter_ = nullptr;
    QRectF page_;
};

}  // namespace gputco::ui::report
