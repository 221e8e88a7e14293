// The NPV profile (MODEL.md section 9): each option's NPV saving against the baseline as the
// discount rate runs from 0 to 30 %, with the scenario's own rate and the rate at which each
// option's saving crosses zero marked. It answers "how much does the case rest on the rate?".
#pragma once

#include <optional>

#include "model/engine/explain.h"
#include "model/engine/result.h"
#include "ui/charts/chart_base.h"

namespace gputco::ui {

class NpvProfileChart : public ResultChart<engine::Result> {
    Q_OBJECT
public:
    explicit NpvProfileChart(QWidget* parent = nullptr);

    QString hoverText(const QPointF& pixel) const;
    // The profile point nearest to a position; double-clicking it asks for its explanation.
    std::optional<engine::FigureRef> figureAt(const QPointF& pixel) const override;

protected:
    QString toolTipAt(const QPointF& pixel) const override { return hoverText(pixel); }

private:
    void render() override;
};

// The discount rate (a fraction) at which a profile crosses zero, by linear interpolation
// between its points: the first sign change; none when it keeps one sign.
std::optional<double> profileCrossing(const std::vector<engine::NpvPoint>& profile);

}  // namespace gputco::ui
