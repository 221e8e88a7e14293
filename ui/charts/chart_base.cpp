#include "ui/charts/chart_base.h"

#include <QEvent>

#include "ui/charts/chart_style.h"

namespace gputco::ui {

namespace {

QFont withFamilies(QFont font, const QStringList& families) {
    font.setFamilies(families);
    return font;
}

}  // namespace

Chart::Chart(QWidget* parent) : QCustomPlot(parent) {
    setMouseTracking(true);
    connect(this, &QCustomPlot::mouseMove, this, [this](QMouseEvent* event) {
        const QString text = toolTipAt(event->position());
        if (text.isEmpty() && !showsToolTip_) return;
        showChartToolTip(*this, event, text);
        showsToolTip_ = !text.isEmpty();
    });
    connect(this, &QCustomPlot::mouseDoubleClick, this, [this](QMouseEvent* event) {
        if (const auto figure = figureAt(event->position()))
            emit explainRequested(*figure);
        else if (const auto note = noteAt(event->position()))
            emit noteRequested(*note);
    });
}

void Chart::clearResult() {
    forgetResult();
    render();
}

void Chart::retranslate() {
    render();
}

void Chart::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QCustomPlot::changeEvent(event);
}

bool Chart::inView() const {
    return isVisible() && !visibleRegion().isEmpty();
}

void Chart::redraw(RefreshPriority priority) {
    if (!inView()) {
        redrawPending_ = true;
        return;
    }
    redrawPending_ = false;
    replot(priority);
}

void Chart::resizeEvent(QResizeEvent*) {
    // What QCustomPlot::resizeEvent does, the replot held back while out of view; its queued
    // refresh avoids painting issues in some contexts (its own comment: MDI subwindows).
    setViewport(rect());
    redraw(rpQueuedRefresh);
}

bool Chart::event(QEvent* event) {
    // A queued replot (QCustomPlot::replot(rpQueuedReplot), which its constructor asks for)
    // arrives as a queued call of its replot() slot. Out of view it runs as if a replot were
    // under way, which returns at once, and the chart is replotted when it is next painted.
    // Any other queued call runs as it would; should one come while a replot is queued, the
    // queue is forgotten and the chart, marked for its next paint, is replotted then anyway.
    if (event->type() != QEvent::MetaCall || inView() || mReplotting) return QCustomPlot::event(event);
    const bool queued = mReplotQueued;
    mReplotting = true;
    const bool handled = QCustomPlot::event(event);
    mReplotting = false;
    if (queued) {
        mReplotQueued = false;  // the replot that returned at once leaves it set
        redrawPending_ = true;
    }
    return handled;
}

void Chart::paintEvent(QPaintEvent* event) {
    if (redrawPending_) {
        redrawPending_ = false;
        // Into the paint buffers now, so that this very paint shows them; the refresh the
        // replot asks for repaints a chart that is already up to date.
        replot(QCustomPlot::rpQueuedRefresh);
    }
    QCustomPlot::paintEvent(event);
}

void Chart::placeLegendBelow(int columns) {
    legendColumns_ = columns;
    ui::placeLegendBelow(*this, columns);
}

void Chart::updateLayout() {
    if (!legendNames_.isEmpty()) fitLegendNames(*this, legendNames_, legendColumns_);
    QCustomPlot::updateLayout();
}

std::optional<engine::FigureRef> Chart::figureAt(const QPointF&) const {
    return std::nullopt;
}

std::optional<ChartNote> Chart::noteAt(const QPointF&) const {
    return std::nullopt;
}

QString Chart::toolTipAt(const QPointF&) const {
    return {};
}

void Chart::useFontFamilies(const QStringList& families) {
    for (QCPAxis* axis : axisRect()->axes()) {
        axis->setTickLabelFont(withFamilies(axis->tickLabelFont(), families));
        axis->setLabelFont(withFamilies(axis->labelFont(), families));
    }
    legend->setFont(withFamilies(legend->font(), families));
    for (int i = 0; i < legend->itemCount(); ++i)
        if (QCPAbstractLegendItem* item = legend->item(i))
            item->setFont(withFamilies(item->font(), families));
}

void Chart::drawInto(QCPPainter& painter, const QRectF& rect, QSize logical) {
    painter.save();
    painter.translate(rect.topLeft());
    painter.scale(rect.width() / logical.width(), rect.height() / logical.height());
    toPainter(&painter, logical.width(), logical.height());
    painter.restore();
}

}  // namespace gputco::ui
