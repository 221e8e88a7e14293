// Monthly cash flow of every option (issue #5): each option's flows on the grid t = 0 .. M
// (docs/methodology.md "Comparing options"), after tax when tax is on, so the months that
// carry a purchase, a refresh or a resale stand out. Hovering shows the value.
#pragma once

#include <qcustomplot.h>
#include <optional>

#include "model/engine/explain.h"
#include "model/engine/result.h"

namespace gputco::ui {

class CashFlowChart : public QCustomPlot {
    Q_OBJECT
public:
    explicit CashFlowChart(QWidget* parent = nullptr);
    void setResult(const engine::Result& result, bool afterTax);
    void clearResult();
    void retranslate();
    QString hoverText(const QPointF& pixel) const;
    // The flow nearest to a position (its option and t); double-clicking it asks for its
    // explanation.
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
    bool afterTax_ = false;
};

}  // namespace gputco::ui
