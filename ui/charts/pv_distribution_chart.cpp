#include "ui/charts/pv_distribution_chart.h"

#include <algorithm>

#include "model/io/display_text.h"
#include "ui/charts/chart_style.h"
#include "ui/language.h"

namespace gputco::ui {

PvDistributionChart::PvDistributionChart(QWidget* parent) : QCustomPlot(parent) {
    setObjectName(QStringLiteral("PvDistributionChart"));
    setMinimumHeight(240);
    placeLegendBelow(*this, 2);
    render();
}

void PvDistributionChart::setResult(const engine::MonteCarloResult& result, const QString& currency) {
    result_ = result;
    currency_ = currency;
    render();
}

void PvDistributionChart::clearResult() {
    result_.reset();
    render();
}

void PvDistributionChart::retranslate() {
    render();
}

void PvDistributionChart::render() {
    clearGraphs();
    styleChart(*this, uiLocale());
    xAxis->setLabel(currency_.isEmpty() ? tr("PV of cost") : tr("PV of cost (%1)").arg(currency_));
    yAxis->setLabel(tr("Probability PV is at most this (%)"));
    xAxis->setNumberFormat(QStringLiteral("f"));
    xAxis->setNumberPrecision(0);
    yAxis->setRange(0, 100);
    legend->setVisible(result_ && !result_->cancelled);
    if (!result_ || result_->cancelled) {
        replot();
        return;
    }
    double lo = 0, hi = 0;
    bool first = true;
    for (std::size_t i = 0; i < result_->options.size(); ++i) {
        const engine::OptionRisk& o = result_->options[i];
        if (o.percentiles.empty()) continue;
        QCPGraph* g = addGraph();
        g->setName(io::shownText(o.name));
        g->setPen(QPen(optionColor(i), 2));
        QVector<double> x, y;
        for (std::size_t p = 0; p < o.percentiles.size(); ++p) {
            x << o.percentiles[p];
            y << 100.0 * static_cast<double>(p) / static_cast<double>(o.percentiles.size() - 1);
        }
        // Keys must be sorted for a graph; percentiles already are.
        g->setData(x, y, true);
        lo = first ? x.front() : std::min(lo, x.front());
        hi = first ? x.back() : std::max(hi, x.back());
        first = false;
    }
    const double pad = std::max(1.0, (hi - lo) * 0.04);
    xAxis->setRange(lo - pad, hi + pad);
    replot();
}

CheapestProbabilityChart::CheapestProbabilityChart(QWidget* parent) : QCustomPlot(parent) {
    setObjectName(QStringLiteral("CheapestProbabilityChart"));
    setMinimumHeight(200);
    render();
}

void CheapestProbabilityChart::setResult(const engine::MonteCarloResult& result) {
    result_ = result;
    render();
}

void CheapestProbabilityChart::clearResult() {
    result_.reset();
    render();
}

void CheapestProbabilityChart::retranslate() {
    render();
}

void CheapestProbabilityChart::render() {
    clearPlottables();
    clearItems();
    styleChart(*this, uiLocale());
    yAxis->setLabel(tr("Probability of being the cheapest (%)"));
    yAxis->setRange(0, 100);
    if (!result_ || result_->cancelled) {
        xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
        replot();
        return;
    }
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    const int n = static_cast<int>(result_->options.size());
    for (int i = 0; i < n; ++i) {
        const engine::OptionRisk& o = result_->options[static_cast<std::size_t>(i)];
        auto* bar = new QCPBars(xAxis, yAxis);  // one per option, for its colour
        bar->setPen(Qt::NoPen);
        bar->setBrush(optionColor(static_cast<std::size_t>(i)));
        bar->setWidth(0.6);
        bar->addData(i + 1, 100.0 * o.pCheapest);
        // Long names wrap onto lines of about 22 characters under their bar.
        QString label = io::shownText(o.name);
        if (label.size() > 22) {
            const int space = label.lastIndexOf(QLatin1Char(' '), 22);
            if (space > 0) label[space] = QLatin1Char('\n');
        }
        ticker->addTick(i + 1, label);
        auto* text = new QCPItemText(this);
        text->position->setCoords(i + 1, 100.0 * o.pCheapest);
        text->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        text->setText(uiLocale().toString(100.0 * o.pCheapest, 'f', 1) + QStringLiteral(" %"));
        text->setFont(font());
    }
    xAxis->setTicker(ticker);
    xAxis->setRange(0.4, n + 0.6);
    yAxis->setRange(0, 110);
    replot();
}

}  // namespace gputco::ui
