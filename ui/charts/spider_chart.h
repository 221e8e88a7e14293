// The spider (docs/methodology.md "Spider", issue #36): for the option a tornado compares with
// the baseline, one line per uncertain input, the PV difference (option - baseline) as that
// input moves through its 5th, 10th, ..., 95th percentiles, every other input at the file's
// value. A steep line is an input the decision is sensitive to, a bent one an input whose
// effect is not linear. An input that does not move the difference at all (it belongs to
// another option) is not drawn: a dozen flat lines on top of each other would only hide the
// others. The legend names each input by its field's title (broken onto lines
// to its room, elided past three). Also drawn into the PDF report (toPainter: vectors).
#pragma once

#include <memory>
#include <vector>

#include "model/engine/sensitivity.h"
#include "model/scenario/scenario.h"
#include "ui/charts/chart_base.h"

namespace gputco::ui {

class SpiderChart : public ResultChart<engine::SpiderResult> {
    Q_OBJECT
public:
    explicit SpiderChart(QWidget* parent = nullptr);

    // `scenario` is the one the result was computed from: it names the inputs and gives the
    // currency of the value axis.
    void setResult(std::shared_ptr<const engine::SpiderResult> result, const scenario::Scenario& scenario) {
        scenario_ = scenario;
        ResultChart::setResult(std::move(result));
    }
    void setResult(const engine::SpiderResult& result, const scenario::Scenario& scenario) {
        setResult(std::make_shared<const engine::SpiderResult>(result), scenario);
    }

    // The lines of `result` that move the difference (not all equal), in order: those drawn.
    static std::vector<std::size_t> movingLines(const engine::SpiderResult& result);
    // The lines drawn (indices into the result's lines), one graph each, and each one's input
    // title, whole.
    const std::vector<std::size_t>& drawnLines() const { return drawn_; }
    const QStringList& titles() const { return legendNames_; }
    // What hovering at `pos` shows: the input whose line is nearest, its percentile, value and
    // difference there; empty away from every line.
    QString hoverText(const QPointF& pos) const;

protected:
    QString toolTipAt(const QPointF& pos) const override {
        return hoverText(pos).toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    }

private:
    void render() override;

    scenario::Scenario scenario_;
    std::vector<std::size_t> drawn_;
};

}  // namespace gputco::ui
