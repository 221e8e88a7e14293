#include "ui/charts/input_distribution_chart.h"

#include <cmath>

#include "model/engine/input_distribution.h"
#include "model/io/number_format.h"
#include "model/scenario/field_paths.h"
#include "ui/charts/chart_style.h"
#include "ui/document/field_registry.h"
#include "ui/document/language.h"

namespace gputco::ui {

namespace {

constexpr int kHandleReach = 6;  // pixels either side of a handle that pick it up

}  // namespace

InputDistributionChart::InputDistributionChart(QWidget* parent) : ResultChart(parent) {
    setObjectName(QStringLiteral("DistributionPreview"));
    setMinimumSize(220, 170);
    connect(this, &QCustomPlot::mousePress, this, &InputDistributionChart::pressed);
    connect(this, &QCustomPlot::mouseMove, this, &InputDistributionChart::moved);
    connect(this, &QCustomPlot::mouseRelease, this, &InputDistributionChart::released);
    render();
}

std::optional<std::size_t> InputDistributionChart::handleNear(double x) const {
    std::optional<std::size_t> best;
    double nearest = kHandleReach + 1;
    for (std::size_t i = 0; i < handles_.size(); ++i) {
        const double gap = std::fabs(xAxis->coordToPixel(handles_[i].shown) - x);
        if (gap <= kHandleReach && gap < nearest) {
            nearest = gap;
            best = i;
        }
    }
    return best;
}

void InputDistributionChart::pressed(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return;
    dragging_ = handleNear(event->position().x());
}

void InputDistributionChart::moved(QMouseEvent* event) {
    const double x = event->position().x();
    if (!dragging_) {
        // The pointer says what a press would pick up.
        if (handleNear(x))
            setCursor(Qt::SizeHorCursor);
        else
            unsetCursor();
        return;
    }
    // The line follows the pointer; the distribution changes when it is dropped.
    const double value = xAxis->pixelToCoord(x);
    QCPItemStraightLine* line = handleLines_[*dragging_];
    line->point1->setCoords(value, 0);
    line->point2->setCoords(value, 1);
    replot(QCustomPlot::rpQueuedReplot);
}

void InputDistributionChart::released(QMouseEvent* event) {
    if (!dragging_) return;
    const Handle handle = handles_[*dragging_].handle;
    dragging_.reset();
    dropHandle(handle, xAxis->pixelToCoord(event->position().x()));
}

void InputDistributionChart::dropHandle(Handle handle, double shown) {
    emit parameterDragged(handle, shown / scale_);
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
    clearItems();  // the handles' lines and names
    handles_.clear();
    handleLines_.clear();
    dragging_.reset();
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
        redraw();
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
    // A bounded shape is drawn whole, down to zero at both ends (a uniform's edges straight
    // up); an unbounded one (a normal on a price) from its 0.1st to its 99.9th percentile.
    const bool shaped = in.dist == scenario::Distribution::Uniform ||
                        in.dist == scenario::Distribution::Triangular ||
                        in.dist == scenario::Distribution::Pert;
    const double lowEnd = d.quantile(0), highEnd = d.quantile(1);
    const bool bounded = shaped || (std::fabs(lowEnd) < 1e15 && std::fabs(highEnd) < 1e15);
    const double pLow = bounded ? 0.0 : 0.001, pHigh = bounded ? 1.0 : 0.999;
    QVector<double> x, y;
    constexpr int kSteps = 160;
    if (bounded) {
        x << lowEnd * scale;
        y << 0;
    }
    for (int i = 0; i < kSteps; ++i) {
        const double p0 = pLow + (pHigh - pLow) * i / kSteps, p1 = pLow + (pHigh - pLow) * (i + 1) / kSteps;
        const double a = d.quantile(p0) * scale, b = d.quantile(p1) * scale;
        if (!(b > a)) continue;
        x << (a + b) / 2;
        y << (p1 - p0) / (b - a);
    }
    if (bounded) {
        x << highEnd * scale;
        y << 0;
    }
    QCPGraph* g = addGraph();
    g->setPen(QPen(QColor(0x25, 0x63, 0xeb), 2));
    g->setBrush(QColor(0x25, 0x63, 0xeb, 50));
    g->setData(x, y, true);
    rescaleAxes();
    yAxis->setRangeLower(0);
    yAxis->setRangeUpper(yAxis->range().upper * 1.15);  // room for the handles' names
    const double from = d.quantile(pLow) * scale, to = d.quantile(pHigh) * scale;
    const double pad = std::max(std::fabs(to - from) * 0.06, 1e-9);
    xAxis->setRange(from - pad, to + pad);

    // The parameters the user drags: low and high, and the most likely value between them.
    if (shaped) {
        handles_.push_back({Handle::Low, in.low * scale});
        if (in.dist != scenario::Distribution::Uniform) handles_.push_back({Handle::Mode, in.mode * scale});
        handles_.push_back({Handle::High, in.high * scale});
        for (const HandleAt& h : handles_) {
            auto* line = new QCPItemStraightLine(this);
            line->point1->setCoords(h.shown, 0);
            line->point2->setCoords(h.shown, 1);
            line->setPen(QPen(QColor(0x33, 0x41, 0x55), 1, Qt::DashLine));
            handleLines_.push_back(line);
            auto* name = new QCPItemText(this);
            name->position->setType(QCPItemPosition::ptPlotCoords);
            name->position->setCoords(h.shown, yAxis->range().upper);
            // Low's name right of its line, high's left of it: both stay inside the chart.
            name->setPositionAlignment((h.handle == Handle::Low    ? Qt::AlignLeft
                                        : h.handle == Handle::High ? Qt::AlignRight
                                                                   : Qt::AlignHCenter) |
                                       Qt::AlignTop);
            name->setText(h.handle == Handle::Low    ? tr("Low")
                          : h.handle == Handle::Mode ? tr("Most likely")
                                                     : tr("High"));
            QFont small = xAxis->tickLabelFont();
            small.setPointSizeF(small.pointSizeF() * 0.85);
            name->setFont(small);
            name->setColor(QColor(0x33, 0x41, 0x55));
        }
    }
    redraw();
}

}  // namespace gputco::ui
