// Monthly cash flow of every option (issue #5): each option's flows on the grid t = 0 .. M
// (docs/methodology.md "Comparing options"), after tax when tax is on, so the months that
// carry a purchase, a refresh or a resale stand out. Hovering shows the value.
#pragma once

#include <memory>
#include <optional>

#include "model/engine/explain.h"
#include "model/engine/result.h"
#include "ui/charts/chart_base.h"

namespace gputco::ui {

class CashFlowChart : public ResultChart<engine::Result> {
    Q_OBJECT
public:
    explicit CashFlowChart(QWidget* parent = nullptr);
    // The flows after tax when `afterTax` (the scenario's tax is on); the axis says which.
    void setResult(std::shared_ptr<const engine::Result> result, bool afterTax) {
        afterTax_ = afterTax;
        ResultChart::setResult(std::move(result));
    }
    void setResult(const engine::Result& result, bool afterTax) {
        setResult(std::make_shared<const engine::Result>(result), afterTax);
    }
    QString hoverText(const QPointF& pixel) const;
    // The flow nearest to a position (its option and t); double-clicking it asks for its
    // explanation.
    std::optional<engine::FigureRef> figureAt(const QPointF& pixel) const override;

protected:
    QString toolTipAt(const QPointF& pixel) const override { return hoverText(pixel); }

private:
    void render() override;
    // The empty chart says "Paid", as a new one does.
    void forgetResult() override {
        ResultChart::forgetResult();
        afterTax_ = false;
    }
    bool afterTax_ = false;
};

}  // namespace gputco::ui
