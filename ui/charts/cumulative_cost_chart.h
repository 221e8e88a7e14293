// Cumulative nominal cost of every option month by month, with the month each option breaks
// even with the baseline marked: where the curves cross is the answer people look for.
#pragma once

#include <optional>

#include "model/engine/explain.h"
#include "model/engine/result.h"
#include "ui/charts/chart_base.h"

namespace gputco::ui {

class CumulativeCostChart : public ResultChart<engine::Result> {
    Q_OBJECT
public:
    explicit CumulativeCostChart(QWidget* parent = nullptr);
    // The tool tip text for the point nearest to a position in widget pixels (empty: none).
    QString hoverText(const QPointF& pixel) const;
    // The curve point nearest to a position (its option and month); double-clicking it asks
    // for its explanation.
    std::optional<engine::FigureRef> figureAt(const QPointF& pixel) const override;

protected:
    QString toolTipAt(const QPointF& pixel) const override { return hoverText(pixel); }

private:
    void render() override;
};

}  // namespace gputco::ui
