#include "ui/charts/frontier_chart.h"

#include <cmath>

#include "ui/charts/chart_style.h"
#include "ui/document/language.h"

namespace gputco::ui {

FrontierChart::FrontierChart(QWidget* parent) : ResultChart(parent) {
    styleChart(*this, uiLocale());
    for (QCPAxis* axis : {xAxis, yAxis}) {
        axis->setNumberFormat(QStringLiteral("f"));  // grouped whole amounts, not 4.15E+06
        axis->setNumberPrecision(0);
    }
    legend->setVisible(true);
    placeLegendBelow(4);
}

void FrontierChart::render() {
    clearGraphs();
    clearItems();
    styleChart(*this, uiLocale());  // the fonts and locale of the language shown now
    if (!result_) {
        // As a new chart: no titles, a new axis' ranges.
        xAxis->setLabel(QString());
        yAxis->setLabel(QString());
        xAxis->setRange(0, 5);
        yAxis->setRange(0, 5);
        redraw();
        return;
    }
    const engine::OptimiseResult& r = *result_;
    const std::optional<double>& budget = budget_;
    xAxis->setLabel(tr("Mean PV over the trials (%1)").arg(currency_));
    yAxis->setLabel(tr("P%1 of PV (%2)").arg(percentile_).arg(currency_));
    if (r.frontier.empty() || !r.best || !r.best->risk) {
        redraw();
        return;
    }
    QVector<double> tx, ty;
    for (const auto& m : r.tried) tx << m.risk->mean, ty << m.risk->percentile;
    QCPGraph* cloud = addGraph();
    cloud->setData(tx, ty);
    cloud->setLineStyle(QCPGraph::lsNone);
    cloud->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QColor(150, 150, 150), 6));
    cloud->setName(tr("Mixes with trials"));
    QVector<double> x, y;
    for (const auto& m : r.frontier) x << m.risk->mean, y << m.risk->percentile;
    QCPGraph* line = addGraph();
    line->setData(x, y, true);
    line->setLineStyle(QCPGraph::lsLine);
    line->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 7));
    line->setPen(QPen(color_, 2));
    line->setName(tr("Frontier"));
    QCPGraph* chosen = addGraph();
    chosen->setData({r.best->risk->mean}, {r.best->risk->percentile});
    chosen->setLineStyle(QCPGraph::lsNone);
    chosen->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssStar, QPen(Qt::black, 2), Qt::NoBrush, 14));
    chosen->setName(tr("Best mix"));
    rescaleAxes();
    if (budget) {
        // The budget as a dashed level across the plot: the points below it meet the limit.
        QCPRange y = yAxis->range();
        y.expand(*budget);
        yAxis->setRange(y);
    }
    xAxis->scaleRange(1.1);
    yAxis->scaleRange(1.1);
    if (budget) {
        QCPGraph* level = addGraph();
        level->setData({xAxis->range().lower, xAxis->range().upper}, {*budget, *budget});
        level->setPen(QPen(QColor(185, 28, 28), 1.5, Qt::DashLine));
        level->setName(tr("Budget"));
    }
    redraw();
}

const engine::OptimisedMix* FrontierChart::mixAt(const QPointF& pos) const {
    const engine::OptimisedMix* nearest = nullptr;
    if (!result_) return nearest;
    double distance = 30;  // pixels
    for (const auto& m : result_->tried) {
        const double d = std::hypot(xAxis->coordToPixel(m.risk->mean) - pos.x(),
                                    yAxis->coordToPixel(m.risk->percentile) - pos.y());
        if (d < distance) distance = d, nearest = &m;
    }
    return nearest;
}

}  // namespace gputco::ui
