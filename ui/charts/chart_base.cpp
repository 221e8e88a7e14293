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

void Chart::redraw() {
    if (!isVisible() || visibleRegion().isEmpty()) {
        redrawPending_ = true;
        return;
    }
    redrawPending_ = false;
    replot();
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
