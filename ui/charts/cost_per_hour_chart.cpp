#include "ui/charts/cost_per_hour_chart.h"

#include <qcustomplot.h>

#include <QCoreApplication>
#include "model/io/display_text.h"
#include "ui/charts/axis_title.h"
#include "ui/charts/chart_style.h"
#include "ui/document/language.h"

namespace gputco::ui {

std::unique_ptr<QCustomPlot> costPerHourChart(const engine::Result& r) {
    auto plot = std::make_unique<QCustomPlot>();
    drawCostPerHour(*plot, r);
    return plot;
}

void drawCostPerHour(QCustomPlot& chart, const engine::Result& r) {
    QCustomPlot* plot = &chart;
    plot->clearPlottables();
    plot->clearItems();
    styleChart(*plot, uiLocale());
    const QString currency = QString::fromStdString(r.currency);
    plot->yAxis->setLabel(
        QCoreApplication::translate("gputco::ui::CostPerHourChart", "Cost per reference GPU-hour (%1)")
            .arg(currency));
    plot->yAxis->setNumberFormat(QStringLiteral("f"));
    plot->yAxis->setNumberPrecision(2);
    plot->xAxis->setTickLength(0, 0);
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    double top = 0;
    for (std::size_t i = 0; i < r.options.size(); ++i) {
        const engine::OptionResult& o = r.options[i];
        const double key = static_cast<double>(i + 1);
        // Long names wrap under their bar rather than running into the next one; a label wider
        // than the chart would not be drawn at all (a name of 200 characters without a space).
        ticker->addTick(key, wrapName(io::shownText(o.name), 22));
        if (!o.costPerReferenceGpuHour) continue;
        auto* bar = new QCPBars(plot->xAxis, plot->yAxis);
        bar->setWidth(0.6);
        bar->setBrush(optionColor(i));
        bar->setPen(QPen(optionColor(i).darker(115), 0.8));
        bar->addData(key, *o.costPerReferenceGpuHour);
        top = std::max(top, *o.costPerReferenceGpuHour);
    }
    plot->xAxis->setTicker(ticker);
    plot->xAxis->setRange(0.4, static_cast<double>(r.options.size()) + 0.6);
    plot->yAxis->setRange(0, std::max(0.01, top * 1.12));
    plot->legend->setVisible(false);
}

}  // namespace gputco::ui
