// The optimiser's risk frontier (issue #21), in the Optimise dialog and the report: every mix
// whose trials were run as a grey point at (mean PV, percentile PV), the frontier (the mixes
// no other beats on both) as a line, the best mix as a star, the budget as a dashed level.
#pragma once

#include <qcustomplot.h>
#include <optional>

#include "model/engine/optimiser.h"

namespace gputco::ui {

class FrontierChart : public QCustomPlot {
    Q_OBJECT
public:
    explicit FrontierChart(QWidget* parent = nullptr);
    // `percentile` names the y axis; `budget`, the risk limit's, is drawn as a level;
    // `color` is the searched option's.
    void setResult(const engine::OptimiseResult& result, int percentile, std::optional<double> budget,
                   const QString& currency, const QColor& color);
    // The mix whose point is drawn nearest `pos` (pixels), within 30 px; null when none is.
    const engine::OptimisedMix* mixAt(const QPointF& pos) const;

private:
    engine::OptimiseResult result_;
};

}  // namespace gputco::ui
