// Each option's cost per delivered reference GPU-hour, one bar per option, in the colour the
// option has everywhere else: on the Costs page (CostPerHourView) and in the report alike.
#pragma once

#include <optional>

#include "model/engine/explain.h"
#include "model/engine/result.h"
#include "ui/charts/chart_base.h"

namespace gputco::ui {

class CostPerHourChart : public ResultChart<engine::Result> {
    Q_OBJECT
public:
    explicit CostPerHourChart(QWidget* parent = nullptr);
    // The figure of the bar at `pixel`: that option's cost per reference GPU-hour.
    std::optional<engine::FigureRef> figureAt(const QPointF& pixel) const override;

private:
    void render() override;
};

}  // namespace gputco::ui
