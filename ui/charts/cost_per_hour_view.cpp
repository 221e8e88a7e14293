#include "ui/charts/cost_per_hour_view.h"

#include <qcustomplot.h>
#include <QVBoxLayout>

#include "ui/charts/cost_per_hour_chart.h"

namespace gputco::ui {

CostPerHourView::CostPerHourView(QWidget* parent) : QWidget(parent), layout_(new QVBoxLayout(this)) {
    layout_->setContentsMargins(0, 0, 0, 0);
    setMinimumSize(320, 250);
}

void CostPerHourView::setResult(const engine::Result& result) {
    result_ = result;
    render();
}

void CostPerHourView::retranslate() {
    if (result_) render();
}

void CostPerHourView::render() {
    std::unique_ptr<QCustomPlot> next = costPerHourChart(*result_);
    next->setObjectName(QStringLiteral("CostPerHourChart"));
    layout_->addWidget(next.get());
    delete plot_;
    plot_ = next.release();
}

}  // namespace gputco::ui
