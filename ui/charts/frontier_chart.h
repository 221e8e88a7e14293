// The optimiser's risk frontier (issue #21), in the Optimise dialog and the report: every mix
// whose trials were run as a grey point at (mean PV, percentile PV), the frontier (the mixes
// no other beats on both) as a line, the best mix as a star, the budget as a dashed level.
#pragma once

#include <QColor>
#include <QString>
#include <optional>

#include "model/engine/optimiser.h"
#include "ui/charts/chart_base.h"

namespace gputco::ui {

class FrontierChart : public ResultChart<engine::OptimiseResult> {
    Q_OBJECT
public:
    explicit FrontierChart(QWidget* parent = nullptr);
    // `percentile` names the y axis; `budget`, the risk limit's, is drawn as a level;
    // `color` is the searched option's.
    void setResult(const engine::OptimiseResult& result, int percentile, std::optional<double> budget,
                   const QString& currency, const QColor& color) {
        percentile_ = percentile;
        budget_ = budget;
        currency_ = currency;
        color_ = color;
        ResultChart::setResult(result);
    }
    // The mix whose point is drawn nearest `pos` (pixels), within 30 px; null when none is.
    const engine::OptimisedMix* mixAt(const QPointF& pos) const;

private:
    void render() override;

    int percentile_ = 0;
    std::optional<double> budget_;
    QString currency_;
    QColor color_;
};

}  // namespace gputco::ui
