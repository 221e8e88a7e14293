// Annual cost of each option, stacked by cost category: what the money goes to, year by year.
// Bars are grouped by option (one bar per year), so the options read side by side.
#pragma once

#include <qcustomplot.h>
#include <optional>
#include <vector>

#include "model/engine/explain.h"
#include "model/engine/result.h"

namespace gputco::ui {

class AnnualCostChart : public QCustomPlot {
    Q_OBJECT
public:
    explicit AnnualCostChart(QWidget* parent = nullptr);

    void setResult(const engine::Result& result);
    void clearResult();
    void retranslate();
    // The categories drawn: every one except the memo line and the tax shield, skipping
    // those that are zero everywhere.
    std::vector<engine::Category> drawnCategories() const;
    QString hoverText(const QPointF& pixel) const;
    // The category-year segment under a pixel (the bar's option and year, the stacked
    // segment's category); nullopt off the bars.
    std::optional<engine::FigureRef> figureAt(const QPointF& pixel) const;

signals:
    void explainRequested(const engine::FigureRef& figure);

protected:
    // The names under the groups are wrapped to the width: a new width, new lines.
    void resizeEvent(QResizeEvent* event) override;

private:
    struct BarSlot {
        double key;
        std::size_t option;
        std::size_t year;
    };

    void render();
    void onMouseMove(QMouseEvent* event);

    std::optional<engine::Result> result_;
    std::vector<BarSlot> slots_;
};

}  // namespace gputco::ui
