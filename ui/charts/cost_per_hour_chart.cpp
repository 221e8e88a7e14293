#include "ui/charts/cost_per_hour_chart.h"

#include <cmath>

#include "model/io/display_text.h"
#include "ui/charts/axis_title.h"
#include "ui/charts/chart_style.h"
#include "ui/document/language.h"

namespace gputco::ui {

namespace {
constexpr double kHourBarWidth = 0.6;
}  // namespace

CostPerHourChart::CostPerHourChart(QWidget* parent) : ResultChart(parent) {
    setObjectName(QStringLiteral("CostPerHourChart"));
    setMinimumSize(320, 250);
    render();
}

void CostPerHourChart::render() {
    clearPlottables();
    clearItems();
    styleChart(*this, uiLocale());
    const QString currency = result_ ? QString::fromStdString(result_->currency) : QString();
    yAxis->setLabel(currency.isEmpty() ? tr("Cost per reference GPU-hour")
                                       : tr("Cost per reference GPU-hour (%1)").arg(currency));
    yAxis->setNumberFormat(QStringLiteral("f"));
    yAxis->setNumberPrecision(2);
    xAxis->setTickLength(0, 0);
    legend->setVisible(false);
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    xAxis->setTicker(ticker);
    if (!result_) {
        xAxis->setRange(0, 1);
        yAxis->setRange(0, 1);
        redraw();
        return;
    }
    const engine::Result& r = *result_;
    double top = 0;
    for (std::size_t i = 0; i < r.options.size(); ++i) {
        const engine::OptionResult& o = r.options[i];
        const double key = static_cast<double>(i + 1);
        // Long names wrap under their bar rather than running into the next one; a label wider
        // than the chart would not be drawn at all (a name of 200 characters without a space).
        ticker->addTick(key, wrapName(io::shownText(o.name), 22));
        if (!o.costPerReferenceGpuHour) continue;
        auto* bar = new QCPBars(xAxis, yAxis);
        bar->setWidth(kHourBarWidth);
        bar->setBrush(optionColor(i));
        bar->setPen(QPen(optionColor(i).darker(115), 0.8));
        bar->addData(key, *o.costPerReferenceGpuHour);
        top = std::max(top, *o.costPerReferenceGpuHour);
    }
    xAxis->setRange(0.4, static_cast<double>(r.options.size()) + 0.6);
    yAxis->setRange(0, std::max(0.01, top * 1.12));
    redraw();
}

std::optional<engine::FigureRef> CostPerHourChart::figureAt(const QPointF& pixel) const {
    if (!result_) return std::nullopt;
    // Bars stand at keys 1..n; their height from 0 to the figure.
    const double key = xAxis->pixelToCoord(pixel.x());
    const double rounded = std::round(key);
    if (std::abs(key - rounded) > kHourBarWidth / 2 || rounded < 1 ||
        rounded > static_cast<double>(result_->options.size()))
        return std::nullopt;
    const auto option = static_cast<std::size_t>(rounded) - 1;
    const auto& figure = result_->options[option].costPerReferenceGpuHour;
    const double value = yAxis->pixelToCoord(pixel.y());
    if (!figure || value < 0 || value > *figure) return std::nullopt;
    return engine::FigureRef{option, engine::Figure::CostPerReferenceGpuHour, {}, 1};
}

}  // namespace gputco::ui
