// Contribution to variance (docs/methodology.md "Contribution to variance", issue #36): for one
// option, a horizontal bar per uncertain input, its share of the variance of the option's NPV
// saving against the baseline (of its PV, for the baseline itself) in %, largest on top. The
// bar's colour says the sign of the input's rank correlation with that figure: a higher input
// raises the saving, or lowers it. Inputs are named by their fields' titles, elided in the
// middle to their room and whole on hover. Also drawn into the PDF report (toPainter: vectors).
#pragma once

#include <memory>
#include <vector>

#include "model/engine/monte_carlo.h"
#include "model/scenario/scenario.h"
#include "ui/charts/chart_base.h"

namespace gputco::ui {

class VarianceContributionChart : public ResultChart<engine::MonteCarloResult> {
    Q_OBJECT
public:
    explicit VarianceContributionChart(QWidget* parent = nullptr);

    // The shares of `option` (an index into result.options); `scenario` is the one the run was
    // made from: it names the inputs.
    void setResult(std::shared_ptr<const engine::MonteCarloResult> result, std::size_t option,
                   const scenario::Scenario& scenario) {
        option_ = option;
        scenario_ = scenario;
        ResultChart::setResult(std::move(result));
    }
    void setResult(const engine::MonteCarloResult& result, std::size_t option,
                   const scenario::Scenario& scenario) {
        setResult(std::make_shared<const engine::MonteCarloResult>(result), option, scenario);
    }

    // One bar per input, top first (largest share first; ties in the file's order).
    struct Bar {
        std::size_t input = 0;  // index into uncertainty.inputs
        double share = 0;       // OptionRisk::contributions, 0..1
        bool raises = false;    // rank correlation > 0: a higher input raises the figure
    };
    const std::vector<Bar>& bars() const { return bars_; }
    // Each input's full title, top first, and the label the axis shows for it.
    const QStringList& titles() const { return titles_; }
    QStringList shownLabels() const;
    // The full title of the input in the row at `pos`, with its share; empty elsewhere.
    QString hoverText(const QPointF& pos) const;

protected:
    void updateLayout() override;
    QString toolTipAt(const QPointF& pos) const override {
        return hoverText(pos).toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    }

private:
    void render() override;
    int rowAt(double y) const;

    std::size_t option_ = 0;
    double top_ = 5;  // the longest bar, in %
    scenario::Scenario scenario_;
    std::vector<Bar> bars_;
    QStringList titles_;
    QSharedPointer<QCPAxisTickerText> ticker_;
};

}  // namespace gputco::ui
