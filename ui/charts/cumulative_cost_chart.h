// Cumulative nominal cost of every option month by month, with the month each option breaks
// even with the baseline marked: where the curves cross is the answer people look for.
#pragma once

#include <qcustomplot.h>
#include <optional>

#include "model/engine/explain.h"
#include "model/engine/result.h"

namespace gputco::ui {

class CumulativeCostChart : public QCustomPlot {
    Q_OBJECT
public:
    explicit CumulativeCostChart(QWidget* parent = nullptr);

    void setResult(const engine::Result& result);
    void clearResult();
    void retranslate();
    // The tool tip text for the point nearest to a position in widget pixels (empty: none).
    QString hoverText(const QPointF& pixel) const;
    // The curve point nearest to a position (its option and month); double-clicking it asks
    // for its explanation.
    std::optional<engine::FigureRef> figureAt(const QPointF& pixel) const;

signals:
    void explainRequested(const engine::FigureRef& figure);

protected:
    // The options' names in the legend, elided to the room its columns have at this size.
    void updateLayout() override;

private:
    void render();
    void onMouseMove(QMouseEvent* event);

    std::optional<engine::Result> result_;

    QStringList names_;  // the options' names, whole
};

}  // namespace gputco::ui
