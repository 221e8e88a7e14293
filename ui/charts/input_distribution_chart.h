// The Risk page's preview of one uncertain input: the density of its distribution, drawn in
// the unit the field is shown in (a fraction as %), the axis titled with the field's title
// and unit ("Demand › Demand growth (% per year)"), wrapped to the chart's width.
#pragma once

#include <qcustomplot.h>

#include "model/scenario/scenario.h"

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

protected:
    void updateLayout() override;

private:
    void restyle();
    QString title_;
};

}  // namespace gputco::ui
