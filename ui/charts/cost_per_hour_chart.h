// Each option's cost per delivered reference GPU-hour, one bar
// per option, in the colour the option has everywhere else.
#pragma once

#include <memory>

#include "model/engine/result.h"

class QCustomPlot;

namespace gputco::ui {

std::unique_ptr<QCustomPlot> costPerHourChart(const engine::Result& result);
// The same bars drawn into an existing plot (its old bars and ticks replaced), so that the
// screen keeps one chart widget across edits instead of making a new one each time.
void drawCostPerHour(QCustomPlot& plot, const engine::Result& result);

}  // namespace gputco::ui
