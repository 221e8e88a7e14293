#include "ui/charts/input_distribution_chart.h"

#include "model/engine/input_distribution.h"
#include "model/io/number_format.h"
#include "model/scenario/field_paths.h"
#include "ui/charts/chart_style.h"
#include "ui/document/field_registry.h"
#include "ui/document/language.h"

namespace gputco::ui {

InputDistributionChart::InputDistributionChart(QWidget* parent) : ResultChart(parent) {
    setObjectName(QStringLiteral("DistributionPreview"));
    setMinimumSize(220, 170);
    render();
}

std::optional<ChartNote> InputDistributionChart::noteAt(const QPointF& pos) const {
    if (!distribution_ || !axisRect()->rect().contains(pos.toPoint())) return std::nullopt;
    const double value = xAxis->pixelToCoord(pos.x()) / scale_;  // in the field's stored unit
    // The share at or below `value`: the quantile function inverted by bisection.
    double lo = 0, hi = 1;
    for (int i = 0; i < 60; ++i) {
        const double mid = (lo + hi) / 2;
        (distribution_->quantile(mid) <= value ? lo : hi) = mid;
    }
    const QLocale locale = uiLocale();
    ChartNote note;
    note.title = title_;
    note.body = tr("%1 of the draws are at or below %2 (P5 %3, P50 %4, P95 %5).")
                    .arg(io::formatPercent(lo, locale, 1), formatFieldEstimate(path_, value, currency_),
                         formatFieldEstimate(path_, distribution_->quantile(0.05), currency_),
                         formatFieldEstimate(path_, distribution_->quantile(0.5), currency_),
                         formatFieldEstimate(path_, distribution_->quantile(0.95), currency_)) +
                QStringLiteral("\n\n") +
                tr("Every Monte Carlo trial draws this input from this distribution, kept inside the "
                   "values the field allows; the curve is its density, so its height shows where draws "
                   "fall most often.");
    return note;
}

void InputDistributionChart::render() {
    clearGraphs();
    styleChart(*this, uiLocale());
    // A density's height means little to a reader; its shape and where it lies do.
    yAxis->setTickLabels(false);
    distribution_.reset();
    const scenario::FieldLookup found =
        result_ ? scenario::findField(result_->scenario, result_->input.path) : scenario::FieldLookup{};
    if (!found.field) {
        title_ = result_ ? tr("This input names no field of the scenario") : hint_;
        xAxis->setLabel(title_);  // fitted to the axis by styleChart's layout pass
        xAxis->setRange(0, 5);    // a new axis' ranges: no trace of the last input
        yAxis->setRange(0, 5);
        replot();
        return;
    }
    const scenario::Scenario& s = result_->scenario;
    const scenario::UncertainInput& in = result_->input;
    const QString path = QString::fromStdString(in.path);
    title_ = fieldTitle(s, path);
    xAxis->setLabel(title_);
    const double scale = fieldLabel(path, QString::fromStdString(s.currency)).scale;
    // The density from the quantile function: between the quantiles at p and p + dp lies
    // the probability dp, so the density there is dp / dx.
    const engine::InputDistribution d(in, found.field->range());
    distribution_ = d;
    path_ = path;
    currency_ = QString::fromStdString(s.currency);
    scale_ = scale;
    QVector<double> x, y;
    constexpr int kSteps = 80;
    for (int i = 0; i < kSteps; ++i) {
        const double p0 = 0.005 + 0.99 * i / kSteps, p1 = 0.005 + 0.99 * (i + 1) / kSteps;
        const double a = d.quantile(p0) * scale, b = d.quantile(p1) * scale;
        if (!(b > a)) continue;
        x << (a + b) / 2;
        y << (p1 - p0) / (b - a);
    }
    QCPGraph* g = addGraph();
    g->setPen(QPen(QColor(0x25, 0x63, 0xeb), 2));
    g->setBrush(QColor(0x25, 0x63, 0xeb, 50));
    g->setData(x, y, true);
    rescaleAxes();
    yAxis->setRangeLower(0);
    replot();
}

}  // namespace gputco::ui
