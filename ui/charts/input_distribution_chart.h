// The Risk page's preview of one uncertain input: the density of its distribution, drawn whole
// (a triangle down to its ends) in the unit the field is shown in (a fraction as %), the axis
// titled with the field's title and unit ("Demand › Demand growth (% per year)"), wrapped to
// the chart's width. A bounded shape (uniform, triangular, PERT) has its low, most likely and
// high values as handles the user drags to change them (issue #36).
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "model/engine/input_distribution.h"
#include "model/scenario/scenario.h"
#include "ui/charts/chart_base.h"
#include "ui/charts/chart_note.h"

namespace gputco::ui {

// The input previewed and the scenario that gives its field (its title, unit and range).
struct InputPreview {
    scenario::Scenario scenario;
    scenario::UncertainInput input;
};

class InputDistributionChart : public ResultChart<InputPreview> {
    Q_OBJECT
public:
    explicit InputDistributionChart(QWidget* parent = nullptr);

    // Draws `input` of `scenario`, which must be valid; a hint instead when the input names
    // no field.
    void setInput(const scenario::Scenario& scenario, const scenario::UncertainInput& input) {
        hint_.clear();
        setResult(std::make_shared<const InputPreview>(InputPreview{scenario, input}));
    }
    // No curve, `hint` where the axis title goes.
    void showHint(const QString& hint) {
        hint_ = hint;
        setResult(nullptr);
    }
    // The axis title in full (the axis shows it broken onto lines).
    QString axisTitle() const { return title_; }

    enum class Handle { Low, Mode, High };
    // The handles drawn and where (in the unit shown); none for normal and lognormal inputs.
    struct HandleAt {
        Handle handle;
        double shown;
    };
    const std::vector<HandleAt>& handles() const { return handles_; }
    // The x range drawn (in the unit shown), for tests: the whole shape lies inside it.
    std::pair<double, double> shownRange() const { return {xAxis->range().lower, xAxis->range().upper}; }
    // Ends a drag of `handle` at `shown` (the unit shown), as the mouse does.
    void dropHandle(Handle handle, double shown);

    // What a double-click at `pos` explains: the share of draws at or below the value there.
    std::optional<ChartNote> noteAt(const QPointF& pos) const override;

signals:
    // A handle dragged to `stored`, in the unit the file keeps (0.4 for 40 %).
    void parameterDragged(Handle handle, double stored);

private:
    void render() override;
    void forgetResult() override {
        ResultChart::forgetResult();
        hint_.clear();
    }

    void pressed(QMouseEvent* event);
    void moved(QMouseEvent* event);
    void released(QMouseEvent* event);
    // The handle within a few pixels of `x`, if any.
    std::optional<std::size_t> handleNear(double x) const;

    std::vector<HandleAt> handles_;
    std::vector<QCPItemStraightLine*> handleLines_;
    std::optional<std::size_t> dragging_;
    QString hint_;   // shown without an input (the caller's words)
    QString title_;  // the axis title drawn
    // The input drawn, for notes; none while a hint shows.
    std::optional<engine::InputDistribution> distribution_;
    QString path_, currency_;
    double scale_ = 1;
};

}  // namespace gputco::ui
