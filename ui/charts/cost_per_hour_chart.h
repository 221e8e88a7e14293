// Each option's cost per delivered reference GPU-hour, one bar
// per option, in the colour the option has everywhere else.
#pragma once

#include <memory>

#include "model/engine/result.h"

class QCustomPlot;

namespace gputco::ui {

std::unique_ptr<QCustomPlot> costPerHourChart(const engine::Result& result);

}  // namespace gputco::ui
