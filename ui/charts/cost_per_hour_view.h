// The cost per reference GPU-hour chart as the Costs page names it (costs_page.h declares the
// class ahead): the chart itself, which the report draws too (cost_per_hour_chart.h).
#pragma once

#include "ui/charts/cost_per_hour_chart.h"

namespace gputco::ui {

class CostPerHourView : public CostPerHourChart {
public:
    using CostPerHourChart::CostPerHourChart;
    // The plot the bars are drawn in: the view is the chart.
    QCustomPlot* plot() { return this; }
};

}  // namespace gputco::ui
