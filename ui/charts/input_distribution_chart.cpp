#include "ui/charts/input_distribution_chart.h"

#include "model/engine/input_distribution.h"
#include "model/scenario/field_paths.h"
#include "ui/charts/axis_title.h"
#include "ui/charts/chart_style.h"
#include "ui/document/field_registry.h"
#include "ui/language.h"

namespace gputco::ui {

InputDistributionChart::InputDistributionChart(QWidget* parent) : QCustomPlot(parent) {
    setObjectName(QStringLiteral("DistributionPreview"));
    setMinimumSize(220, 170);
}

void InputDistributionChart::restyle() {
    clearGraphs();
    styleChart(*this, uiLocale());
    // A density's height means little to a reader; its shape and where it lies do.
    yAxis->setTickLabels(false);
}

void InputDistributionChart::showHint(const QString& hint) {
    restyle();
    title_ = hint;
    replot();
}

void InputDistributionChart::setInput(const scenario::Scenario& s, const scenario::UncertainInput& in) {
    const scenario::FieldLookup found = scenario::findField(s, in.path);
    if (!found.field) {
        showHint(tr("This input names no field of the scenario"));
        return;
    }
    restyle();
    const QString path = QString::fromStdString(in.path);
    title_ = fieldTitle(s, path);
    const double scale = fieldLabel(path, QString::fromStdString(s.currency)).scale;
    // The density from the quantile function: between the quantiles at p and p + dp lies
    // the probability dp, so the density there is dp / dx.
    const engine::InputDistribution d(in, found.field->range());
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

void InputDistributionChart::updateLayout() {
    QCustomPlot::updateLayout();
    if (fitAxisTitle(*xAxis, title_)) QCustomPlot::updateLayout();
}

}  // namespace gputco::ui
