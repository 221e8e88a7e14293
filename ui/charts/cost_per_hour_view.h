// Cost per delivered reference GPU-hour of each option, on screen: the report's chart
// (ui/report/cost_per_hour_chart.h), rebuilt for each result, so the app and the PDF draw
// the same bars from one piece of code.
#pragma once

#include <QWidget>
#include <optional>

#include "model/engine/explain.h"
#include "model/engine/result.h"

class QCustomPlot;
class QVBoxLayout;

namespace gputco::ui {

class CostPerHourView : public QWidget {
    Q_OBJECT
public:
    explicit CostPerHourView(QWidget* parent = nullptr);
    void setResult(const engine::Result& result);
    void retranslate();
    QCustomPlot* plot() const { return plot_; }
    // The figure of the bar at `pixel` of plot(): that option's cost per reference GPU-hour.
    std::optional<engine::FigureRef> figureAt(const QPointF& pixel) const;

signals:
    // A bar was double-clicked.
    void explainRequested(const engine::FigureRef& figure);

private:
    void render();
    QVBoxLayout* layout_;
    QCustomPlot* plot_ = nullptr;
    std::optional<engine::Result> result_;
};

}  // namespace gputco::ui
