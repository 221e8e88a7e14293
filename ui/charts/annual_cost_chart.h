// Annual cost of each option, stacked by cost category: what the money goes to, year by year.
// Bars are grouped by option (one bar per year), so the options read side by side.
#pragma once

#include <optional>
#include <vector>

#include "model/engine/explain.h"
#include "model/engine/result.h"
#include "ui/charts/chart_base.h"

namespace gputco::ui {

class AnnualCostChart : public ResultChart<engine::Result> {
    Q_OBJECT
public:
    explicit AnnualCostChart(QWidget* parent = nullptr);

    // The categories drawn: every one except the memo line and the tax shield, skipping
    // those that are zero everywhere.
    std::vector<engine::Category> drawnCategories() const;
    QString hoverText(const QPointF& pixel) const;
    // The category-year segment under a pixel (the bar's option and year, the stacked
    // segment's category); nullopt off the bars.
    std::optional<engine::FigureRef> figureAt(const QPointF& pixel) const override;

protected:
    QString toolTipAt(const QPointF& pixel) const override { return hoverText(pixel); }
    // The names under the groups are wrapped to the width: a new width, new lines.
    void resizeEvent(QResizeEvent* event) override;

private:
    struct BarSlot {
        double key;
        std::size_t option;
        std::size_t year;
    };

    void render() override;

    std::vector<BarSlot> slots_;
};

}  // namespace gputco::ui
