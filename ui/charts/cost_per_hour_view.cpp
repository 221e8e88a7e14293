#include "ui/charts/cost_per_hour_view.h"

#include <qcustomplot.h>
#include <QMouseEvent>
#include <QVBoxLayout>
#include <cmath>

#include "ui/charts/cost_per_hour_chart.h"

namespace gputco::ui {

CostPerHourView::CostPerHourView(QWidget* parent)
    : QWidget(parent), layout_(new QVBoxLayout(this)), plot_(new QCustomPlot(this)) {
    layout_->setContentsMargins(0, 0, 0, 0);
    setMinimumSize(320, 250);
    plot_->setObjectName(QStringLiteral("CostPerHourChart"));
    layout_->addWidget(plot_);
    connect(plot_, &QCustomPlot::mouseDoubleClick, this, [this](QMouseEvent* event) {
        if (const auto figure = figureAt(event->position())) emit explainRequested(*figure);
    });
}

void CostPerHourView::setResult(const engine::Result& result) {
    result_ = result;
    render();
}

void CostPerHourView::retranslate() {
    if (result_) render();
}

void CostPerHourView::render() {
    drawCostPerHour(*plot_, *result_);
    plot_->replot();
}

std::optional<engine::FigureRef> CostPerHourView::figureAt(const QPointF& pixel) const {
    if (!plot_ || !result_) return std::nullopt;
    // Bars stand at keys 1..n, 0.6 wide; their height from 0 to the figure.
    const double key = plot_->xAxis->pixelToCoord(pixel.x());
    const double rounded = std::round(key);
    if (std::abs(key - rounded) > 0.3 || rounded < 1 ||
        rounded > static_cast<double>(result_->options.size()))
        return std::nullopt;
    const auto option = static_cast<std::size_t>(rounded) - 1;
    const auto& figure = result_->options[option].costPerReferenceGpuHour;
    const double value = plot_->yAxis->pixelToCoord(pixel.y());
    if (!figure || value < 0 || value > *figure) return std::nullopt;
    return engine::FigureRef{option, engine::Figure::CostPerReferenceGpuHour, {}, 1};
}

}  // namespace gputco::ui
