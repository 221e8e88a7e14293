// The skeleton every chart shares (issue #35), on screen and in the PDF report alike: the
// result it draws, held as a pointer to a value nobody changes (the evaluation controller's,
// or a copy of a caller's); the empty chart once the result is cleared; a redraw in the new
// language on QEvent::LanguageChange; the tool tip of the point under the pointer and the
// explanation a double-click asks for; and the drawing into the report's painter. A chart
// keeps only what draws it (render) and what its points are (figureAt, noteAt, toolTipAt).
#pragma once

#include <qcustomplot.h>

#include <QStringList>
#include <memory>
#include <optional>

#include "model/engine/explain.h"
#include "ui/charts/chart_note.h"

namespace gputco::ui {

class Chart : public QCustomPlot {
    Q_OBJECT
public:
    explicit Chart(QWidget* parent = nullptr);

    // Forgets the result and draws the empty chart: nothing of the last result stays drawn.
    void clearResult();
    // Draws again in the language installed now; also done on QEvent::LanguageChange.
    void retranslate();
    virtual bool hasResult() const = 0;

    // The engine figure drawn at a position (pixels), for the cost charts; a double-click on
    // it asks for its explanation (explainRequested).
    virtual std::optional<engine::FigureRef> figureAt(const QPointF& pixel) const;
    // What a double-click at a position explains, for the charts without an engine figure
    // there (noteRequested).
    virtual std::optional<ChartNote> noteAt(const QPointF& pixel) const;

    // The report's path (ui/report/report_charts.h), for a chart resized to the size it is
    // laid out at there: its fonts in `families` (the report's, which the PDF embeds), their
    // sizes kept...
    void useFontFamilies(const QStringList& families);
    // ...and the chart drawn as vectors into `rect` of `painter`, laid out at `logical` and
    // scaled to the rectangle. `painter` must be the QCPPainter that paints the page: a
    // second painter on a PDF page fails (DESIGN.md, pitfalls).
    void drawInto(QCPPainter& painter, const QRectF& rect, QSize logical);

signals:
    void explainRequested(const engine::FigureRef& figure);
    void noteRequested(const ChartNote& note);

protected:
    // Draws the result held, or the empty chart without one. What the chart shows comes from
    // here only, so clearing and retranslating are a render().
    virtual void render() = 0;
    virtual void forgetResult() = 0;
    // The tool tip at a position (rich text, the user's words escaped); none: no tool tip.
    virtual QString toolTipAt(const QPointF& pixel) const;
    void changeEvent(QEvent* event) override;
    // What render() ends with instead of replot(): a chart the user cannot see (on a page or
    // tab not shown, scrolled out of its page) is drawn when it comes into view, not on every
    // edit. Most of an edit's painting was charts nobody could see (issue #35). The report
    // draws with drawInto, which lays the chart out afresh, so it never waits for this.
    void redraw(RefreshPriority priority = rpRefreshHint);
    void paintEvent(QPaintEvent* event) override;
    // QCustomPlot replots at once on a resize, and queues a replot when it is made: both wait
    // for the chart to come into view too. A new chart's paint buffers are fresh memory, and
    // drawing the hidden pages' charts was a fifth of opening the window.
    void resizeEvent(QResizeEvent* event) override;
    bool event(QEvent* event) override;

    // The legend in a row under the plot, `columns` entries wide (placeLegendBelow): inside,
    // it would hide the very curves and bars it names.
    void placeLegendBelow(int columns);
    // The whole names of the first graphs, which each layout breaks onto lines that fit a
    // column of the legend at the chart's width as laid out, on screen and on a report's page
    // (fitLegendNames); render() sets them with the graphs.
    QStringList legendNames_;
    void updateLayout() override;

private:
    int legendColumns_ = 1;
    bool redrawPending_ = false;  // rendered while out of view: replotted when next painted
    bool inView() const;
    bool showsToolTip_ = false;  // hides only a tool tip of its own (the Optimise dialog shows its)
};

// A chart of one kind of result. setResult keeps the pointer: a result the controller
// publishes (std::shared_ptr<const ...>) is never changed after, so holding it is safe.
template <typename Result>
class ResultChart : public Chart {
public:
    using Chart::Chart;

    void setResult(std::shared_ptr<const Result> result) {
        result_ = std::move(result);
        render();
    }
    // A copy of `result`, for a caller that holds a plain value.
    void setResult(const Result& result) { setResult(std::make_shared<const Result>(result)); }
    bool hasResult() const override { return result_ != nullptr; }

protected:
    void forgetResult() override { result_.reset(); }

    std::shared_ptr<const Result> result_;
};

}  // namespace gputco::ui
