// Owned utilisation by hour of week (issue #5): a 7 x 24 heat map of how busy the chosen
// option's owned cluster is, averaged over the horizon (engine::ownedUtilisationByHour).
// Idle nights and weekends show at a glance: that is what a time-of-use tariff or a
// nightly-batch workload would fill. Hovering a cell gives its day, hour and value.
#pragma once

#include <QWidget>
#include <functional>
#include <optional>
#include <vector>

#include "model/engine/owned_utilisation.h"
#include "model/scenario/scenario.h"
#include "ui/charts/chart_base.h"
#include "ui/charts/chart_note.h"

class QComboBox;
class QLabel;

namespace gputco::ui {

// The 7 x 24 grid itself, on the chart base every chart shares: its result is the 168 values of
// the option shown. The heat map around it says what a cell means (slotText, slotNote).
class HourOfWeekChart final : public ResultChart<engine::HourOfWeekValues> {
    Q_OBJECT
public:
    using ResultChart::ResultChart;
    // The slot (day x 24 + hour, Monday first) under a pixel; none outside the week.
    std::optional<int> slotAt(const QPointF& pixel) const;
    std::function<QString(int)> slotText;
    std::function<std::optional<ChartNote>(int)> slotNote;

protected:
    void render() override;
    std::optional<ChartNote> noteAt(const QPointF& pixel) const override;
    QString toolTipAt(const QPointF& pixel) const override;
};

class UtilisationHeatMap : public QWidget {
    Q_OBJECT
public:
    explicit UtilisationHeatMap(QWidget* parent = nullptr);

    // Recomputes for `scenario` (which must be the one on screen); keeps the chosen option
    // when it still owns capacity.
    // The scenario and, per option, its owned utilisation by hour of week, as the evaluation
    // controller worked them out (none for an option that owns nothing).
    void setData(const scenario::Scenario& scenario,
                 std::vector<std::optional<engine::HourOfWeekValues>> utilisation);
    void retranslate();

    // The option shown (an index into the scenario's options), and its 168 values.
    std::optional<std::size_t> option() const;
    const std::optional<engine::HourOfWeekValues>& values() const { return values_; }
    QComboBox* optionChooser() const { return chooser_; }
    // The text hovering slot `slot` shows.
    QString cellText(int slot) const;
    // What a double-click on slot `slot` explains; none outside the week.
    std::optional<ChartNote> noteAt(int slot) const;

signals:
    void noteRequested(const ChartNote& note);

protected:
    void changeEvent(QEvent* event) override;

private:
    void render();

    QComboBox* chooser_;
    QLabel* empty_;
    HourOfWeekChart* plot_;
    std::optional<scenario::Scenario> scenario_;
    std::optional<engine::HourOfWeekValues> values_;
    std::vector<std::optional<engine::HourOfWeekValues>> utilisation_;
    bool filling_ = false;
};

}  // namespace gputco::ui
