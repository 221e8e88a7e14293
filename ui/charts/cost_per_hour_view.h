// Cost per delivered reference GPU-hour of each option, on screen: the report's chart
// (ui/report/cost_per_hour_chart.h), rebuilt for each result, so the app and the PDF draw
// the same bars from one piece of code.
#pragma once

#include <QWidget>
#include <optional>

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

private:
    void render();
    QVBoxLayout* layout_;
    QCustomPlot* plot_ = nullptr;
    std::optional<engine::Result> result_;
};

}  // namespace gputco::ui
