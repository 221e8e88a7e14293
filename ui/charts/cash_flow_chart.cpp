#include "ui/charts/cash_flow_chart.h"

#include <algorithm>

#include "model/io/display_text.h"
#include "model/io/number_format.h"
#include "ui/charts/chart_style.h"
#include "ui/document/language.h"

namespace gputco::ui {

CashFlowChart::CashFlowChart(QWidget* parent) : ResultChart(parent) {
    setObjectName(QStringLiteral("CashFlowChart"));
    setMinimumHeight(250);
    setMinimumWidth(320);
    placeLegendBelow(2);
    render();
}

void CashFlowChart::render() {
    clearGraphs();
    legendNames_.clear();
    styleChart(*this, uiLocale());
    const QString currency = result_ ? QString::fromStdString(result_->currency) : QString();
    xAxis->setLabel(tr("Month (t = 0 is the start)"));
    yAxis->setLabel(afterTax_ ? tr("Paid, after tax (%1)").arg(currency) : tr("Paid (%1)").arg(currency));
    yAxis->setNumberFormat(QStringLiteral("f"));
    yAxis->setNumberPrecision(0);
    QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
    ticker->setTickStep(12);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    xAxis->setTicker(ticker);
    legend->setVisible(result_ != nullptr);
    if (!result_) {
        xAxis->setRange(0, 5);  // a new axis' ranges: no trace of the last result
        yAxis->setRange(0, 5);
        redraw();
        return;
    }
    double lo = 0, hi = 0;
    for (std::size_t i = 0; i < result_->options.size(); ++i) {
        const engine::OptionResult& o = result_->options[i];
        QCPGraph* g = addGraph();
        legendNames_ << io::shownText(o.name);
        g->setName(legendNames_.back());
        QPen pen(optionColor(i), o.isBaseline ? 2.2 : 1.6);
        if (o.isBaseline) pen.setStyle(Qt::DashLine);
        g->setPen(pen);
        g->setLineStyle(QCPGraph::lsStepLeft);
        QVector<double> keys, values;
        for (std::size_t t = 0; t < o.flows.size(); ++t) {
            keys << static_cast<double>(t);
            values << o.flows[t];
            lo = std::min(lo, o.flows[t]);
            hi = std::max(hi, o.flows[t]);
        }
        g->setData(keys, values, true);
    }
    xAxis->setRange(-0.5, result_->months + 0.5);
    const double pad = std::max(1.0, (hi - lo) * 0.05);
    yAxis->setRange(lo - pad, hi + pad);
    redraw();
}

std::optional<engine::FigureRef> CashFlowChart::figureAt(const QPointF& pixel) const {
    if (!result_ || !axisRect()->rect().contains(pixel.toPoint())) return std::nullopt;
    const long t = std::lround(xAxis->pixelToCoord(pixel.x()));
    if (t < 0 || t > result_->months) return std::nullopt;
    std::vector<std::vector<double>> series;
    for (const engine::OptionResult& o : result_->options) series.push_back(o.flows);
    const std::optional<std::size_t> nearest = nearestSeriesAt(*this, series, t, pixel.y());
    if (!nearest) return std::nullopt;
    return engine::FigureRef{*nearest, engine::Figure::CashFlow, {}, 1, static_cast<int>(t)};
}

QString CashFlowChart::hoverText(const QPointF& pixel) const {
    const std::optional<engine::FigureRef> point = figureAt(pixel);
    if (!point) return {};
    const engine::OptionResult& o = result_->options[point->option];
    return QStringLiteral("<b>%1</b><br>t = %2: %3<br><i>%4</i>")
        .arg(io::shownText(o.name).toHtmlEscaped())
        .arg(point->month)
        .arg(io::formatMoney(o.flows[static_cast<std::size_t>(point->month)],
                             QString::fromStdString(result_->currency), uiLocale())
                 .toHtmlEscaped())
        .arg(tr("Double-click to see how it is computed").toHtmlEscaped());
}

}  // namespace gputco::ui
