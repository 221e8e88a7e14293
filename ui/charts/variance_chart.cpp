#include "ui/charts/variance_chart.h"

#include <algorithm>
#include <cmath>

#include "ui/charts/axis_title.h"
#include "ui/charts/chart_style.h"
#include "ui/document/field_registry.h"
#include "ui/document/language.h"

namespace gputco::ui {

namespace {

// The share of the chart's width the input titles may take; the bars keep the rest.
constexpr double kVarianceLabelShare = 0.4;
constexpr int kVarianceMinimumHeight = 220;

// Raising the figure is good news for a saving: green; lowering it, red.
QColor raisesColour() {
    return {0x16, 0xa3, 0x4a, 210};
}
QColor lowersColour() {
    return {0xdc, 0x26, 0x26, 210};
}

QString varianceShareText(double share) {
    return uiLocale().toString(100.0 * share, 'f', 1) + QStringLiteral(" %");
}

}  // namespace

VarianceContributionChart::VarianceContributionChart(QWidget* parent) : ResultChart(parent) {
    setObjectName(QStringLiteral("VarianceContributionChart"));
    setMinimumHeight(kVarianceMinimumHeight);
    // One entry a row: the Risk page gives this chart the narrow column, where two long
    // entries side by side were cut at 1280x720.
    placeLegendBelow(1);
    render();
}

QStringList VarianceContributionChart::shownLabels() const {
    QStringList labels;
    if (!ticker_) return labels;
    const int n = static_cast<int>(titles_.size());
    for (int k = 0; k < n; ++k) labels << ticker_->ticks().value(n - k);
    return labels;
}

void VarianceContributionChart::render() {
    clearPlottables();
    clearItems();
    styleChart(*this, uiLocale());
    bars_.clear();
    titles_.clear();
    ticker_.reset();
    xAxis->setNumberFormat(QStringLiteral("f"));
    xAxis->setNumberPrecision(0);
    const engine::OptionRisk* risk = result_ && !result_->cancelled && option_ < result_->options.size()
                                         ? &result_->options[option_]
                                         : nullptr;
    const bool baseline = risk && risk->isBaseline;
    // Short, to fit any width; which option it is is said beside the chart.
    xAxis->setLabel(baseline ? tr("Share of the variance of the PV (%)")
                             : tr("Share of the variance of the NPV saving (%)"));
    const std::size_t inputs = scenario_.uncertainty ? scenario_.uncertainty->inputs.size() : 0;
    if (!risk || risk->contributions.size() != inputs || risk->rankCorrelations.size() != inputs ||
        inputs == 0) {
        yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
        legend->setVisible(false);
        xAxis->setRange(0, 100);
        yAxis->setRange(0, 5);
        setMinimumHeight(kVarianceMinimumHeight);
        redraw();
        return;
    }
    for (std::size_t k = 0; k < inputs; ++k)
        bars_.push_back({k, risk->contributions[k], risk->rankCorrelations[k] > 0});
    // Largest share on top; a stable sort keeps the file's order between equal shares.
    std::stable_sort(bars_.begin(), bars_.end(),
                     [](const Bar& a, const Bar& b) { return a.share > b.share; });
    const int n = static_cast<int>(bars_.size());
    for (const Bar& b : bars_)
        titles_ << fieldTitle(scenario_, QString::fromStdString(scenario_.uncertainty->inputs[b.input].path));
    ticker_.reset(new QCPAxisTickerText);
    yAxis->setTicker(ticker_);
    yAxis->setRange(0.3, n + 0.7);
    const int row = QFontMetrics(yAxis->tickLabelFont()).height() * 3 / 2;
    setMinimumHeight(std::max(kVarianceMinimumHeight, 110 + row * n));

    auto* raising = new QCPBars(yAxis, xAxis);
    auto* lowering = new QCPBars(yAxis, xAxis);
    raising->setName(baseline ? tr("a higher input raises the PV") : tr("a higher input raises the saving"));
    lowering->setName(baseline ? tr("a higher input lowers the PV") : tr("a higher input lowers the saving"));
    raising->setBrush(raisesColour());
    lowering->setBrush(lowersColour());
    double top = 0;
    for (QCPBars* b : {raising, lowering}) {
        b->setPen(Qt::NoPen);
        b->setWidth(0.6);
    }
    for (int k = 0; k < n; ++k) {
        const Bar& b = bars_[static_cast<std::size_t>(k)];
        (b.raises ? raising : lowering)->addData(n - k, 100.0 * b.share);
        top = std::max(top, 100.0 * b.share);
        // The share written after the bar's end.
        auto* text = new QCPItemText(this);
        text->position->setCoords(100.0 * b.share, n - k);
        text->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        text->setPadding(QMargins(4, 0, 4, 0));
        text->setColor(QColor(0x1f, 0x29, 0x37));
        text->setFont(xAxis->tickLabelFont());
        text->setText(varianceShareText(b.share));
    }
    // Room after the longest bar for its share (fitted to the width in updateLayout).
    top_ = std::max(5.0, top);
    xAxis->setRange(0, top_ * 1.2);
    legend->setVisible(true);
    redraw();
}

void VarianceContributionChart::updateLayout() {
    if (ticker_) {
        const int n = static_cast<int>(titles_.size());
        const int room = std::max(120, static_cast<int>(viewport().width() * kVarianceLabelShare));
        QMap<double, QString> ticks;
        for (int k = 0; k < n; ++k)
            ticks.insert(n - k, elideMiddle(titles_[k], yAxis->tickLabelFont(), room));
        ticker_->setTicks(ticks);
    }
    ResultChart::updateLayout();
    // The longest bar's share written after it, whole, however narrow the chart: the axis
    // reaches past the bar by the text's width in pixels (a fixed fifth cut "63.9 %" at 1280).
    if (ticker_ && axisRect()->width() > 0) {
        const double text =
            QFontMetrics(xAxis->tickLabelFont()).horizontalAdvance(varianceShareText(0.999)) + 12;
        const double room = std::clamp(text / axisRect()->width(), 0.1, 0.6);
        const double upper = top_ / (1 - room);
        if (std::fabs(xAxis->range().upper - upper) > 1e-9) {
            xAxis->setRange(0, upper);
            ResultChart::updateLayout();
        }
    }
}

int VarianceContributionChart::rowAt(double y) const {
    if (titles_.isEmpty()) return -1;
    const QRect plot = axisRect()->rect();
    if (y < plot.top() || y > plot.bottom()) return -1;
    const int n = static_cast<int>(titles_.size());
    const int k = n - static_cast<int>(std::lround(yAxis->pixelToCoord(y)));
    return k >= 0 && k < n ? k : -1;
}

QString VarianceContributionChart::hoverText(const QPointF& pos) const {
    const int k = rowAt(pos.y());
    if (k < 0 || pos.x() > axisRect()->rect().right()) return {};
    const Bar& b = bars_[static_cast<std::size_t>(k)];
    const bool baseline = result_->options[option_].isBaseline;
    const QString effect =
        b.raises ? (baseline ? tr("a higher input raises the PV") : tr("a higher input raises the saving"))
                 : (baseline ? tr("a higher input lowers the PV") : tr("a higher input lowers the saving"));
    return titles_[k] + QLatin1Char('\n') +
           tr("%1 of the variance; %2").arg(varianceShareText(b.share), effect);
}

}  // namespace gputco::ui
