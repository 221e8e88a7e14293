// The tornado (MODEL.md section 8): one horizontal bar per uncertain input, from the decisive
// PV difference at the input's P5 to that at its P95, largest swing on top, around the
// difference at the file's values. Each input is named by its field's title ("Buy 4x 8-GPU
// A100 servers › Owned servers › Facility: PUE"), elided in the middle to the room it has and
// shown whole on hover. An input that moves neither option of the pair is listed greyed, "does
// not affect these options", rather than as an empty bar. Also drawn into the PDF report
// (toPainter: vectors).
#pragma once

#include <memory>
#include <optional>

#include "model/engine/sensitivity.h"
#include "model/scenario/scenario.h"
#include "ui/charts/chart_base.h"
#include "ui/charts/chart_note.h"

namespace gputco::ui {

class TornadoChart : public ResultChart<engine::SensitivityResult> {
    Q_OBJECT
public:
    explicit TornadoChart(QWidget* parent = nullptr);

    // `scenario` is the one the result was computed from: it names the inputs and gives the
    // currency of the value axis.
    void setResult(std::shared_ptr<const engine::SensitivityResult> result,
                   const scenario::Scenario& scenario) {
        scenario_ = scenario;
        ResultChart::setResult(std::move(result));
    }
    void setResult(const engine::SensitivityResult& result, const scenario::Scenario& scenario) {
        setResult(std::make_shared<const engine::SensitivityResult>(result), scenario);
    }

    // Per input, top first: whether it moves either option of the compared pair (one that
    // does not is shown greyed, "does not affect these options", with no bar).
    std::vector<bool> affecting() const;
    // Bars drawn, top first: (low end, high end) of each input, for tests.
    std::vector<std::pair<double, double>> bars() const;
    // Each input's full title, top first, and the label the axis shows for it.
    const QStringList& titles() const { return titles_; }
    QStringList shownLabels() const;
    // What hovering at `pos` shows (plain text): the full title and both ends of the bar
    // of the input there; empty away from every input.
    QString hoverText(const QPointF& pos) const;
    // What a double-click on an input's bar or label explains; none away from every input.
    std::optional<ChartNote> noteAt(const QPointF& pos) const override;

protected:
    void updateLayout() override;
    QString toolTipAt(const QPointF& pos) const override;

private:
    void render() override;
    // The input drawn nearest to the height `y` (pixels); -1 when none is within its row.
    int inputAt(double y) const;

    scenario::Scenario scenario_;
    QStringList titles_;
    QSharedPointer<QCPAxisTickerText> ticker_;
};

}  // namespace gputco::ui
