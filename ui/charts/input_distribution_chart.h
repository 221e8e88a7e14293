// The Risk page's preview of one uncertain input: the density of its distribution, drawn in
// the unit the field is shown in (a fraction as %), the axis titled with the field's title
// and unit ("Demand › Demand growth (% per year)"), wrapped to the chart's width.
#pragma once

#include <qcustomplot.h>

#include <optional>

#include "model/engine/input_distribution.h"
#include "model/scenario/scenario.h"
#include "ui/charts/chart_note.h"

namespace gputco::ui {

class InputDistributionChart : public QCustomPlot {
    Q_OBJECT
public:
    explicit InputDistributionChart(QWidget* parent = nullptr);

    // Draws `input` of `scenario`, which must be valid; a hint instead when the input names
    // no field.
    void setInput(const scenario::Scenario& scenario, const scenario::UncertainInput& input);
    // No curve, `hint` where the axis title goes.
    void showHint(const QString& hint);
    // The axis title in full (the axis shows it broken onto lines).
    QString axisTitle() const { return title_; }
    // What a double-click at `pos` explains: the share of draws at or below the value there.
    std::optional<ChartNote> noteAt(const QPointF& pos) const;

signals:
    void noteRequested(const ChartNote& note);

private:
    void restyle();
    QString title_;
    // The input drawn, for notes; none while a hint shows.
    std::optional<engine::InputDistribution> distribution_;
    QString path_, currency_;
    double scale_ = 1;
};

}  // namespace gputco::ui
