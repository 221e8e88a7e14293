#include "ui/charts/cumulative_cost_chart.h"

#include <cmath>
#include <limits>

#include "model/io/display_text.h"
#include "model/io/number_format.h"
#include "ui/charts/chart_style.h"
#include "ui/document/language.h"

namespace gputco::ui {

CumulativeCostChart::CumulativeCostChart(QWidget* parent) : ResultChart(parent) {
    setObjectName(QStringLiteral("CumulativeCostChart"));
    setMinimumHeight(250);
    // An explicit minimum: the legend's own would otherwise widen the page past the window
    // when names or translated labels are long; the chart then squeezes the legend instead.
    setMinimumWidth(320);
    // Under the plot: inside it, the legend would hide the very curves it names.
    placeLegendBelow(2);
    render();
}

void CumulativeCostChart::render() {
    clearGraphs();
    legendNames_.clear();
    clearItems();
    const QLocale locale = uiLocale();
    styleChart(*this, locale);
    const QString currency = result_ ? QString::fromStdString(result_->currency) : QString();
    xAxis->setLabel(tr("Month"));
    yAxis->setLabel(currency.isEmpty() ? tr("Cumulative cost") : tr("Cumulative cost (%1)").arg(currency));
    yAxis->setNumberFormat(QStringLiteral("f"));
    yAxis->setNumberPrecision(0);

    // Months as people count them (1..M), a tick per year.
    QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
    ticker->setTickStep(12);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    xAxis->setTicker(ticker);

    legend->setVisible(result_ != nullptr);
    if (!result_) {
        xAxis->setRange(0, 60);
        yAxis->setRange(0, 1);
        redraw();
        return;
    }
    const engine::Result& r = *result_;
    double maxY = 0;
    double minY = 0;
    for (std::size_t i = 0; i < r.options.size(); ++i) {
        const engine::OptionResult& o = r.options[i];
        QCPGraph* g = addGraph();
        legendNames_ << io::shownText(o.name);
        g->setName(legendNames_.back());
        QPen pen(optionColor(i));
        pen.setWidthF(o.isBaseline ? 2.6 : 2.0);
        if (o.isBaseline) pen.setStyle(Qt::DashLine);
        g->setPen(pen);
        QVector<double> keys;
        QVector<double> values;
        for (std::size_t m = 0; m < o.cumulativeCost.size(); ++m) {
            keys << static_cast<double>(m + 1);
            values << o.cumulativeCost[m];
            maxY = std::max(maxY, o.cumulativeCost[m]);
            minY = std::min(minY, o.cumulativeCost[m]);
        }
        g->setData(keys, values, true);
    }

    // Break-even marks: one graph holds them all, so they share one legend entry.
    QCPGraph* marks = addGraph();
    marks->setName(tr("Break-even with the baseline"));
    marks->setLineStyle(QCPGraph::lsNone);
    marks->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(QColor(0x0f, 0x17, 0x2a), 1.5),
                                           QBrush(Qt::white), 11));
    for (std::size_t i = 0; i < r.options.size(); ++i) {
        const engine::OptionResult& o = r.options[i];
        if (!o.vsBaseline || !o.vsBaseline->breakEvenMonth) continue;
        const int m = *o.vsBaseline->breakEvenMonth;
        if (m < 0 || static_cast<std::size_t>(m) >= o.cumulativeCost.size()) continue;
        marks->addData(m + 1, o.cumulativeCost[static_cast<std::size_t>(m)]);
        auto* line = new QCPItemStraightLine(this);
        QPen pen(optionColor(i), 1, Qt::DotLine);
        line->setPen(pen);
        line->point1->setCoords(m + 1, 0);
        line->point2->setCoords(m + 1, 1);
        line->setClipToAxisRect(true);
    }

    xAxis->setRange(0.5, std::max(1, r.months) + 0.5);
    const double span = std::max(1.0, maxY - minY);
    yAxis->setRange(minY, maxY + 0.06 * span);
    legend->setVisible(true);
    redraw();
}

std::optional<engine::FigureRef> CumulativeCostChart::figureAt(const QPointF& pixel) const {
    if (!result_ || !axisRect()->rect().contains(pixel.toPoint())) return std::nullopt;
    const engine::Result& r = *result_;
    const long month = std::lround(xAxis->pixelToCoord(pixel.x()));
    if (month < 1 || month > r.months) return std::nullopt;
    // The option whose curve passes nearest to the pointer at that month.
    std::vector<std::vector<double>> series;
    for (const engine::OptionResult& o : r.options) series.push_back(o.cumulativeCost);
    const std::optional<std::size_t> found = nearestSeriesAt(*this, series, month - 1, pixel.y());
    if (!found) return std::nullopt;
    return engine::FigureRef{*found, engine::Figure::CumulativeCost, {}, 1, static_cast<int>(month - 1)};
}

QString CumulativeCostChart::hoverText(const QPointF& pixel) const {
    const std::optional<engine::FigureRef> point = figureAt(pixel);
    if (!point) return {};
    const engine::OptionResult& o = result_->options[point->option];
    const QString value = io::formatMoney(o.cumulativeCost[static_cast<std::size_t>(point->month)],
                                          QString::fromStdString(result_->currency), uiLocale());
    // Rich text, so the user's option name is escaped.
    return QStringLiteral("<b>%1</b><br>%2: %3<br><i>%4</i>")
        .arg(io::shownText(o.name).toHtmlEscaped(), io::formatMonthIndex(point->month).toHtmlEscaped(),
             value.toHtmlEscaped(), tr("Double-click to see how it is computed").toHtmlEscaped());
}

}  // namespace gputco::ui
