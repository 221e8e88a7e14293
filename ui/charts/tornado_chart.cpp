#include "ui/charts/tornado_chart.h"

#include <algorithm>

#include "ui/charts/chart_style.h"
#include "ui/language.h"

namespace gputco::ui {

TornadoChart::TornadoChart(QWidget* parent) : QCustomPlot(parent) {
    setObjectName(QStringLiteral("TornadoChart"));
    setMinimumHeight(220);
    // Under the plot: inside it, the legend would cover the bars of the last inputs.
    placeLegendBelow(*this, 2);
    render();
}

void TornadoChart::setResult(const engine::SensitivityResult& result, const QString& currency) {
    result_ = result;
    currency_ = currency;
    render();
}

void TornadoChart::clearResult() {
    result_.reset();
    render();
}

void TornadoChart::retranslate() {
    render();
}

std::vector<std::pair<double, double>> TornadoChart::bars() const {
    std::vector<std::pair<double, double>> out;
    if (!result_) return out;
    for (const engine::InputSwing& in : result_->inputs)
        out.emplace_back(std::min(in.differenceLow, in.differenceHigh),
                         std::max(in.differenceLow, in.differenceHigh));
    return out;
}

void TornadoChart::render() {
    clearPlottables();
    clearItems();
    styleChart(*this, uiLocale());
    if (!result_ || result_->inputs.empty()) {
        xAxis->setLabel(tr("PV difference to the baseline"));
        yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
        replot();
        return;
    }
    const auto& inputs = result_->inputs;
    const int n = static_cast<int>(inputs.size());
    // Short, so that it fits any width; which two options it compares is said beside the
    // chart (the Risk page's title, the report's caption).
    xAxis->setLabel(tr("PV difference to the baseline (%1)").arg(currency_));
    xAxis->setNumberFormat(QStringLiteral("f"));
    xAxis->setNumberPrecision(0);

    // Largest swing on top: input k sits at y = n - k.
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (int k = 0; k < n; ++k)
        ticker->addTick(n - k, QString::fromStdString(inputs[static_cast<std::size_t>(k)].path));
    yAxis->setTicker(ticker);
    yAxis->setRange(0.3, n + 0.7);

    const double base = result_->basePvs.empty()
                            ? 0
                            : result_->basePvs[result_->compared] - result_->basePvs[result_->baseline];
    // Two bar sets from the base value: to the difference at P5 and to the one at P95.
    auto* lowBars = new QCPBars(yAxis, xAxis);
    auto* highBars = new QCPBars(yAxis, xAxis);
    lowBars->setName(tr("input at P5"));
    highBars->setName(tr("input at P95"));
    lowBars->setBrush(QColor(0x25, 0x63, 0xeb, 200));
    highBars->setBrush(QColor(0xea, 0x58, 0x0c, 200));
    for (QCPBars* b : {lowBars, highBars}) {
        b->setPen(Qt::NoPen);
        b->setWidth(0.6);
        b->setBaseValue(base);
    }
    double lo = base, hi = base;
    for (int k = 0; k < n; ++k) {
        const engine::InputSwing& in = inputs[static_cast<std::size_t>(k)];
        lowBars->addData(n - k, in.differenceLow - base);
        highBars->addData(n - k, in.differenceHigh - base);
        lo = std::min({lo, in.differenceLow, in.differenceHigh});
        hi = std::max({hi, in.differenceLow, in.differenceHigh});
    }
    const double pad = std::max(1.0, (hi - lo) * 0.08);
    xAxis->setRange(lo - pad, hi + pad);
    auto* baseLine = new QCPItemStraightLine(this);
    baseLine->point1->setCoords(base, 0);
    baseLine->point2->setCoords(base, 1);
    baseLine->setPen(QPen(QColor(0x33, 0x41, 0x55), 1, Qt::DashLine));
    legend->setVisible(true);
    replot();
}

}  // namespace gputco::ui
