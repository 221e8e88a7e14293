#include "ui/charts/spider_chart.h"

#include <algorithm>
#include <cmath>

#include "model/io/number_format.h"
#include "ui/charts/chart_style.h"
#include "ui/document/field_registry.h"
#include "ui/document/language.h"

namespace gputco::ui {

namespace {

constexpr int kSpiderLegendColumns = 2;
// The palette has eight colours: past them the lines are dashed, so no two look the same.
constexpr std::size_t kSpiderSolidLines = 8;

}  // namespace

std::vector<std::size_t> SpiderChart::movingLines(const engine::SpiderResult& result) {
    std::vector<std::size_t> moving;
    for (std::size_t k = 0; k < result.lines.size(); ++k) {
        const std::vector<double>& d = result.lines[k].differences;
        if (std::any_of(d.begin(), d.end(), [&](double v) { return v != d.front(); })) moving.push_back(k);
    }
    return moving;
}

SpiderChart::SpiderChart(QWidget* parent) : ResultChart(parent) {
    setObjectName(QStringLiteral("SpiderChart"));
    setMinimumHeight(260);
    placeLegendBelow(kSpiderLegendColumns);
    render();
}

void SpiderChart::render() {
    clearGraphs();
    clearItems();
    legendNames_.clear();
    drawn_.clear();
    styleChart(*this, uiLocale());
    xAxis->setLabel(tr("Percentile of the input (%)"));
    QSharedPointer<QCPAxisTickerText> percentiles(new QCPAxisTickerText);
    for (int p : {5, 25, 50, 75, 95}) percentiles->addTick(p, uiLocale().toString(p));
    xAxis->setTicker(percentiles);
    xAxis->setRange(0, 100);
    yAxis->setNumberFormat(QStringLiteral("f"));
    yAxis->setNumberPrecision(0);
    if (!result_ || movingLines(*result_).empty() || result_->quantiles.empty()) {
        yAxis->setLabel(tr("PV difference to the baseline"));
        legend->setVisible(false);
        yAxis->setRange(0, 5);  // a new axis' range: no trace of the last result
        redraw();
        return;
    }
    const QString currency = QString::fromStdString(scenario_.currency);
    // Short, so that it fits any height; which two options it compares is said beside the chart.
    yAxis->setLabel(tr("PV difference to the baseline (%1)").arg(currency));
    QVector<double> x;
    for (double q : result_->quantiles) x << 100.0 * q;
    // Around the lines, as the tornado is around its bars: the zero line shows where the
    // decision turns when they come near it.
    drawn_ = movingLines(*result_);
    double lo = result_->lines[drawn_.front()].differences.front();
    double hi = lo;
    for (std::size_t n = 0; n < drawn_.size(); ++n) {
        const engine::SpiderLine& line = result_->lines[drawn_[n]];
        QCPGraph* g = addGraph();
        const std::string& path = scenario_.uncertainty && line.input < scenario_.uncertainty->inputs.size()
                                      ? scenario_.uncertainty->inputs[line.input].path
                                      : std::string();
        legendNames_ << fieldTitle(scenario_, QString::fromStdString(path));
        g->setName(legendNames_.back());
        QPen pen(optionColor(n), 2);
        if (n >= kSpiderSolidLines) pen.setStyle(Qt::DashLine);
        g->setPen(pen);
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, optionColor(n), optionColor(n), 4));
        const QVector<double> y(line.differences.begin(), line.differences.end());
        g->setData(x.mid(0, y.size()), y, true);
        for (double v : line.differences) {
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
    }
    const double pad = std::max(1.0, (hi - lo) * 0.06);
    yAxis->setRange(lo - pad, hi + pad);
    legend->setVisible(true);
    redraw();
}

QString SpiderChart::hoverText(const QPointF& pos) const {
    if (!result_ || result_->quantiles.empty() || !axisRect()->rect().contains(pos.toPoint())) return {};
    // The quantile nearest the pointer: they are 5 % apart from 5 %.
    const double percent = xAxis->pixelToCoord(pos.x());
    const long index =
        std::clamp(std::lround(percent / 5.0) - 1, 0L, static_cast<long>(result_->quantiles.size()) - 1);
    std::vector<std::vector<double>> series;
    for (std::size_t k : drawn_) series.push_back(result_->lines[k].differences);
    const std::optional<std::size_t> k = nearestSeriesAt(*this, series, index, pos.y());
    if (!k || *k >= static_cast<std::size_t>(legendNames_.size())) return {};
    const engine::SpiderLine& line = result_->lines[drawn_[*k]];
    const auto at = static_cast<std::size_t>(index);
    const QString path = scenario_.uncertainty && line.input < scenario_.uncertainty->inputs.size()
                             ? QString::fromStdString(scenario_.uncertainty->inputs[line.input].path)
                             : QString();
    const QString currency = QString::fromStdString(scenario_.currency);
    return legendNames_[static_cast<qsizetype>(*k)] + QLatin1Char('\n') +
           tr("At P%1 (%2): difference %3")
               .arg(std::lround(100 * result_->quantiles[at]))
               .arg(formatFieldEstimate(path, line.values.at(at), currency),
                    io::formatMoney(line.differences.at(at), currency, uiLocale()));
}

}  // namespace gputco::ui
