#include "ui/charts/pv_distribution_chart.h"

#include <algorithm>
#include <cmath>

#include "model/io/display_text.h"
#include "model/io/number_format.h"
#include "ui/charts/axis_title.h"
#include "ui/charts/chart_style.h"
#include "ui/document/language.h"

namespace gputco::ui {

namespace {

constexpr int kLegendColumns = 2;

// The share of trials at or below `x`, read from the percentiles 0, 1, ..., 100 between which
// it lies (linearly, as the curve is drawn).
double shareAtMost(const std::vector<double>& percentiles, double x) {
    const std::size_t n = percentiles.size();
    if (n < 2 || x < percentiles.front()) return 0;
    if (x >= percentiles.back()) return 1;
    const auto above = std::upper_bound(percentiles.begin(), percentiles.end(), x);
    const auto k = static_cast<std::size_t>(above - percentiles.begin()) - 1;
    const double span = percentiles[k + 1] - percentiles[k];
    const double within = span > 0 ? (x - percentiles[k]) / span : 1;
    return (static_cast<double>(k) + within) / static_cast<double>(n - 1);
}

}  // namespace

PvDistributionChart::PvDistributionChart(QWidget* parent) : ResultChart(parent) {
    setObjectName(QStringLiteral("PvDistributionChart"));
    setMinimumHeight(260);
    placeLegendBelow(kLegendColumns);
    render();
}

std::optional<ChartNote> PvDistributionChart::noteAt(const QPointF& pos) const {
    if (!result_ || result_->cancelled || legendNames_.isEmpty() ||
        !axisRect()->rect().contains(pos.toPoint()))
        return std::nullopt;
    const double x = xAxis->pixelToCoord(pos.x());
    const QLocale locale = uiLocale();
    const auto money = [&](double v) { return io::formatMoney(v, currency_, locale); };
    ChartNote note;
    note.title = tr("PV of cost at most %1").arg(money(x));
    QStringList lines;
    for (const engine::OptionRisk& o : result_->options) {
        if (o.percentiles.size() != 101) continue;
        lines << tr("%1: %2 of the trials (P10 %3, P50 %4, P90 %5)")
                     .arg(io::shownText(o.name), io::formatPercent(shareAtMost(o.percentiles, x), locale, 1),
                          money(o.percentiles[10]), money(o.percentiles[50]), money(o.percentiles[90]));
    }
    lines << QString()
          << tr("Each of the %1 trials (seed %2) draws every uncertain input from its distribution, the "
                "same draws for every option, and evaluates the whole scenario. A curve's height at a "
                "value is the share of trials whose PV of cost (after tax when tax is on) is at or below "
                "it, read between the percentiles 0, 1, ..., 100.")
                 .arg(locale.toString(result_->trials))
                 .arg(result_->seed);
    note.body = lines.join(QLatin1Char('\n'));
    return note;
}

QStringList PvDistributionChart::legendNames() const {
    QStringList names;
    for (int i = 0; i < graphCount(); ++i) names << graph(i)->name();
    return names;
}

void PvDistributionChart::render() {
    clearGraphs();
    clearItems();
    legendNames_.clear();
    styleChart(*this, uiLocale());
    // Fitted to the axes by styleChart's layout pass.
    xAxis->setLabel(currency_.isEmpty() ? tr("PV of cost") : tr("PV of cost (%1)").arg(currency_));
    yAxis->setLabel(tr("Probability PV is at most this (%)"));
    xAxis->setNumberFormat(QStringLiteral("f"));
    xAxis->setNumberPrecision(0);
    // The levels the percentile table reads (P10, P50, P90) are ticks of their own.
    QSharedPointer<QCPAxisTickerText> levels(new QCPAxisTickerText);
    for (int level : {0, 10, 50, 90, 100}) levels->addTick(level, uiLocale().toString(level));
    yAxis->setTicker(levels);
    yAxis->setRange(0, 100);
    legend->setVisible(result_ && !result_->cancelled);
    if (!result_ || result_->cancelled) {
        xAxis->setRange(0, 5);  // a new axis' range: no trace of the last result
        redraw();
        return;
    }
    double lo = 0, hi = 0;
    bool first = true;
    for (std::size_t i = 0; i < result_->options.size(); ++i) {
        const engine::OptionRisk& o = result_->options[i];
        if (o.percentiles.empty()) continue;
        QCPGraph* g = addGraph();
        legendNames_ << io::shownText(o.name);
        g->setName(legendNames_.back());
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
    for (int level : {10, 50, 90}) {
        auto* line = new QCPItemStraightLine(this);
        line->point1->setCoords(0, level);
        line->point2->setCoords(1, level);
        line->setPen(QPen(QColor(0x94, 0xa3, 0xb8), 1, Qt::DashLine));
    }
    const double pad = std::max(1.0, (hi - lo) * 0.04);
    xAxis->setRange(lo - pad, hi + pad);
    redraw();
}

QString PvDistributionChart::hoverText(const QPointF& pos) const {
    auto* item = qobject_cast<QCPPlottableLegendItem*>(layoutElementAt(pos));
    if (!item) return {};
    for (int i = 0; i < graphCount() && i < legendNames_.size(); ++i)
        if (graph(i) == item->plottable()) return legendNames_[i];
    return {};
}

CheapestProbabilityChart::CheapestProbabilityChart(QWidget* parent) : ResultChart(parent) {
    setObjectName(QStringLiteral("CheapestProbabilityChart"));
    setMinimumHeight(200);
    render();
}

std::optional<ChartNote> CheapestProbabilityChart::noteAt(const QPointF& pos) const {
    if (!ticker_ || names_.isEmpty() || !result_ || !axisRect()->rect().contains(pos.toPoint()))
        return std::nullopt;
    const int row = static_cast<int>(std::lround(yAxis->pixelToCoord(pos.y())));
    const int i = static_cast<int>(names_.size()) - row;
    if (i < 0 || i >= names_.size()) return std::nullopt;
    const engine::OptionRisk& o = result_->options[static_cast<std::size_t>(i)];
    const QLocale locale = uiLocale();
    ChartNote note;
    note.title = names_[i];
    QStringList lines;
    lines << tr("The cheapest option in %1 of the %2 trials.")
                 .arg(io::formatPercent(o.pCheapest, locale, 1), locale.toString(result_->trials));
    if (o.pBeatsBaseline)
        lines << tr("Cheaper than the baseline in %1 of the trials.")
                     .arg(io::formatPercent(*o.pBeatsBaseline, locale, 1));
    lines << QString()
          << tr("In each trial every option is evaluated with the same draws of the uncertain inputs; "
                "the one with the lowest PV of cost (after tax when tax is on) is the cheapest, and a "
                "tie is split evenly, so the shares of all options add up to 100 %.");
    note.body = lines.join(QLatin1Char('\n'));
    return note;
}

// Horizontal bars, the first option on top: option names are long ("GCP a2-highgpu-8g:
// 3-year commitment + on-demand overflow") and read best on a line of their own, left of the
// bar, as in the tornado; under narrow vertical bars they broke into a letter a line.
void CheapestProbabilityChart::render() {
    clearPlottables();
    clearItems();
    names_.clear();
    ticker_.reset();
    styleChart(*this, uiLocale());
    xAxis->setLabel(
        tr("Probability of being the cheapest (%)"));  // fitted to the axis by styleChart's layout pass
    xAxis->setRange(0, 100);
    if (!result_ || result_->cancelled) {
        yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
        yAxis->setTickLabels(false);
        yAxis->setRange(0, 5);  // a new axis' range: no trace of the last result
        redraw();
        return;
    }
    ticker_.reset(new QCPAxisTickerText);
    yAxis->setTickLabels(true);
    const int n = static_cast<int>(result_->options.size());
    for (int i = 0; i < n; ++i) {
        const engine::OptionRisk& o = result_->options[static_cast<std::size_t>(i)];
        const double row = n - i;
        auto* bar = new QCPBars(yAxis, xAxis);  // one per option, for its colour
        bar->setPen(Qt::NoPen);
        bar->setBrush(optionColor(static_cast<std::size_t>(i)));
        bar->setWidth(0.6);
        bar->addData(row, 100.0 * o.pCheapest);
        names_ << io::shownText(o.name);
        // The share at the bar's end: inside a long bar, after a short one, never past 100.
        const bool inside = o.pCheapest > 0.6;
        auto* text = new QCPItemText(this);
        text->position->setCoords(100.0 * o.pCheapest, row);
        text->setPositionAlignment((inside ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
        text->setPadding(QMargins(4, 0, 4, 0));
        text->setColor(inside ? Qt::white : QColor(0x1f, 0x29, 0x37));
        text->setText(uiLocale().toString(100.0 * o.pCheapest, 'f', 1) + QStringLiteral(" %"));
        text->setFont(font());
    }
    yAxis->setTicker(ticker_);
    yAxis->setRange(0.4, n + 0.6);
    redraw();
}

void CheapestProbabilityChart::updateLayout() {
    // The names take at most 45 % of the width, elided in the middle (whole on hover); the
    // value axis' title wraps to the bars' length. A second pass settles both.
    const int room = std::max(60, viewport().width() * 45 / 100);
    if (ticker_) {
        QMap<double, QString> ticks;
        for (int i = 0; i < names_.size(); ++i)
            ticks.insert(names_.size() - i, elideMiddle(names_[i], yAxis->tickLabelFont(), room));
        ticker_->setTicks(ticks);
    }
    ResultChart::updateLayout();
}

QStringList CheapestProbabilityChart::shownLabels() const {
    QStringList shown;
    if (!ticker_) return shown;
    for (int i = 0; i < names_.size(); ++i) shown << ticker_->ticks().value(names_.size() - i);
    return shown;
}

QString CheapestProbabilityChart::hoverText(const QPointF& pos) const {
    if (!ticker_ || names_.isEmpty()) return {};
    const int row = static_cast<int>(std::lround(yAxis->pixelToCoord(pos.y())));
    const int i = static_cast<int>(names_.size()) - row;
    if (i < 0 || i >= names_.size() || !result_) return {};
    return names_[i] + QLatin1Char('\n') +
           uiLocale().toString(100.0 * result_->options[static_cast<std::size_t>(i)].pCheapest, 'f', 1) +
           QStringLiteral(" %");
}

}  // namespace gputco::ui
