// A chart on the chart base whose owner draws it: a page whose chart shows the page's own state
// (the Calibration page's efficiency bars) rather than a result. The base holds the replot back
// while the chart is out of view, redraws it in a new language, and routes its tool tip and
// double-click note, as for every other chart.
#pragma once

#include <functional>

#include "ui/charts/chart_base.h"

namespace gputco::ui {

class DrawnChart final : public Chart {
    Q_OBJECT
public:
    using Chart::Chart;

    // Draws the chart's plottables and items onto an emptied chart; set by the owner.
    std::function<void(QCustomPlot&)> draw;
    // What a double-click at a pixel explains, and the tool tip there (rich text); either may
    // be left unset.
    std::function<std::optional<ChartNote>(const QPointF&)> note;
    std::function<QString(const QPointF&)> tip;

    // Draws again from the owner's state.
    void refresh() { render(); }
    bool hasResult() const override { return static_cast<bool>(draw); }

protected:
    void render() override;
    void forgetResult() override { draw = nullptr; }
    std::optional<ChartNote> noteAt(const QPointF& pixel) const override;
    QString toolTipAt(const QPointF& pixel) const override;
};

}  // namespace gputco::ui
