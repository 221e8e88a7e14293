#include "ui/charts/npv_profile_chart.h"

#include <cmath>

#include "model/engine/option_figures.h"
#include "model/io/display_text.h"
#include "model/io/number_format.h"
#include "ui/charts/chart_style.h"
#include "ui/document/language.h"

namespace gputco::ui {

std::optional<double> profileCrossing(const std::vector<engine::NpvPoint>& profile) {
    for (std::size_t i = 1; i < profile.size(); ++i) {
        const engine::NpvPoint& a = profile[i - 1];
        const engine::NpvPoint& b = profile[i];
        if (a.npvSavings == 0) return a.rate;
        if ((a.npvSavings < 0) != (b.npvSavings < 0))
            return a.rate + (b.rate - a.rate) * a.npvSavings / (a.npvSavings - b.npvSavings);
    }
    if (!profile.empty() && profile.back().npvSavings == 0) return profile.back().rate;
    return std::nullopt;
}

NpvProfileChart::NpvProfileChart(QWidget* parent) : ResultChart(parent) {
    setObjectName(QStringLiteral("NpvProfileChart"));
    setMinimumHeight(250);
    setMinimumWidth(320);
    placeLegendBelow(2);
    render();
}

void NpvProfileChart::render() {
    clearGraphs();
    clearItems();
    const QLocale locale = uiLocale();
    styleChart(*this, locale);
    const QString currency = result_ ? QString::fromStdString(result_->currency) : QString();
    xAxis->setLabel(tr("Discount rate (% a year)"));
    yAxis->setLabel(currency.isEmpty() ? tr("NPV saving") : tr("NPV saving (%1)").arg(currency));
    yAxis->setNumberFormat(QStringLiteral("f"));
    yAxis->setNumberPrecision(0);
    QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
    ticker->setTickStep(5);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    xAxis->setTicker(ticker);
    xAxis->setRange(0, 30);

    bool any = false;
    double minY = 0, maxY = 0;
    if (result_) {
        const engine::Result& r = *result_;
        QVector<double> crossings;
        for (std::size_t i = 0; i < r.options.size(); ++i) {
            const engine::OptionResult& o = r.options[i];
            if (!o.vsBaseline || o.vsBaseline->npvProfile.empty()) continue;
            any = true;
            QCPGraph* g = addGraph();
            g->setName(io::shownText(o.name));
            QPen pen(optionColor(i));
            pen.setWidthF(2.0);
            g->setPen(pen);
            g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 4));
            QVector<double> keys, values;
            for (const engine::NpvPoint& p : o.vsBaseline->npvProfile) {
                keys << p.rate * 100;
                values << p.npvSavings;
                minY = std::min(minY, p.npvSavings);
                maxY = std::max(maxY, p.npvSavings);
            }
            g->setData(keys, values, true);
            if (const auto at = profileCrossing(o.vsBaseline->npvProfile)) crossings << *at * 100;
        }
        // The crossings after the lines, one graph and one legend entry for them all.
        if (!crossings.isEmpty()) {
            QCPGraph* marks = addGraph();
            marks->setName(tr("Saving crosses zero"));
            marks->setLineStyle(QCPGraph::lsNone);
            marks->setScatterStyle(QCPScatterStyle(
                QCPScatterStyle::ssDiamond, QPen(QColor(0x0f, 0x17, 0x2a), 1.5), QBrush(Qt::white), 11));
            marks->setData(crossings, QVector<double>(crossings.size(), 0.0));
        }
        // Zero, and the scenario's own rate.
        auto* zero = new QCPItemStraightLine(this);
        zero->setPen(QPen(QColor(0x64, 0x74, 0x8b), 1));
        zero->point1->setCoords(0, 0);
        zero->point2->setCoords(1, 0);
        auto* own = new QCPItemStraightLine(this);
        own->setPen(QPen(QColor(0x0f, 0x17, 0x2a), 1.5, Qt::DashLine));
        own->point1->setCoords(r.discountRate * 100, 0);
        own->point2->setCoords(r.discountRate * 100, 1);
        auto* label = new QCPItemText(this);
        label->setText(
            tr("this scenario: %1").arg(io::formatPercent(std::optional<double>(r.discountRate), locale)));
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
        label->position->setTypeX(QCPItemPosition::ptPlotCoords);
        label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        label->position->setCoords(r.discountRate * 100 + 0.4, 0.02);
        label->setColor(QColor(0x0f, 0x17, 0x2a));
    }
    legend->setVisible(any);
    const double span = std::max(1.0, maxY - minY);
    yAxis->setRange(minY - 0.06 * span, maxY + 0.06 * span);
    redraw();
}

std::optional<engine::FigureRef> NpvProfileChart::figureAt(const QPointF& pixel) const {
    if (!result_ || !axisRect()->rect().contains(pixel.toPoint())) return std::nullopt;
    const engine::Result& r = *result_;
    const long point = std::lround(xAxis->pixelToCoord(pixel.x()) / 2.0);
    if (point < 0 || point >= engine::kNpvProfilePoints) return std::nullopt;
    std::vector<std::vector<double>> series;
    for (const engine::OptionResult& o : r.options) {
        std::vector<double> values;
        if (o.vsBaseline)
            for (const engine::NpvPoint& p : o.vsBaseline->npvProfile) values.push_back(p.npvSavings);
        series.push_back(values);
    }
    const std::optional<std::size_t> found =
        nearestSeriesAt(*this, series, static_cast<int>(point), pixel.y());
    if (!found || !r.options[*found].vsBaseline) return std::nullopt;
    engine::FigureRef ref{*found, engine::Figure::NpvProfilePoint, {}, 1};
    ref.profilePoint = static_cast<int>(point);
    return ref;
}

QString NpvProfileChart::hoverText(const QPointF& pixel) const {
    const std::optional<engine::FigureRef> ref = figureAt(pixel);
    if (!ref) return {};
    const engine::OptionResult& o = result_->options[ref->option];
    const engine::NpvPoint& p = o.vsBaseline->npvProfile[static_cast<std::size_t>(ref->profilePoint)];
    const QLocale locale = uiLocale();
    return QStringLiteral("<b>%1</b><br>%2<br><i>%3</i>")
        .arg(io::shownText(o.name).toHtmlEscaped(),
             tr("NPV saving at %1: %2")
                 .arg(io::formatPercent(std::optional<double>(p.rate), locale),
                      io::formatMoney(p.npvSavings, QString::fromStdString(result_->currency), locale))
                 .toHtmlEscaped(),
             tr("Double-click to see how it is computed").toHtmlEscaped());
}

}  // namespace gputco::ui
