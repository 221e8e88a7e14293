// The Costs page: the key figures, the comparison table and the cost charts of the last
// evaluation, with the owned-utilisation heat map; each figure opens its explanation. It
// draws the evaluation controller's results, keeping their pointers, and calls no engine.
#pragma once

#include <QWidget>
#include <memory>

#include "model/engine/explain.h"
#include "model/engine/result.h"
#include "ui/charts/chart_note.h"

class QBoxLayout;
class QLabel;

namespace gputco::ui {

class AnnualCostChart;
class CashFlowChart;
class ComparisonTable;
class CostPerHourView;
class CumulativeCostChart;
class KpiPanel;
class NpvProfileChart;
class UtilisationHeatMap;
struct Evaluation;
class EvaluationController;
class ScenarioDocument;

class CostsPage : public QWidget {
    Q_OBJECT
public:
    explicit CostsPage(QWidget* parent = nullptr);

    // Shows each evaluation `controller` publishes for `document`, and beside it, with uncertain
    // inputs, the expected NPV saving of the Monte Carlo it asks the controller for.
    void follow(EvaluationController* controller, const ScenarioDocument* document);
    // The Monte Carlo is asked for with each evaluation once connected here: the window connects
    // it after every view, so that the trials (both cores for a fraction of a second) start once
    // the figures are drawn, not while the first result is laid out (bench_gui's window to first
    // result: 335 ms with the trials started first, 174-265 ms with them last).
    void followExpectedSaving();
    // Every view from one evaluation; each keeps the pointer. Null is ignored (the window shows
    // its empty state instead of the page).
    void showEvaluation(std::shared_ptr<const Evaluation> evaluation);
    // The expected NPV saving (the Monte Carlo mean) beside the one at the file's values
    // (MODEL.md section 8), for the scenario as it is now: run when missing, in the background.
    void refreshExpectedSaving();
    // While an input is invalid the last valid figures stay, greyed, so that nobody reads them
    // as the figures of what the inputs now say (the banner names the fields).
    void markStale(bool stale);
    bool isMarkedStale() const { return stale_; }
    void retranslate();

    KpiPanel* kpiPanel() const { return kpis_; }
    ComparisonTable* comparisonTable() const { return table_; }
    CumulativeCostChart* cumulativeChart() const { return cumulative_; }
    AnnualCostChart* annualChart() const { return annual_; }
    CashFlowChart* cashFlowChart() const { return cashFlow_; }
    CostPerHourView* costPerHourView() const { return costPerHour_; }
    UtilisationHeatMap* utilisationMap() const { return utilisation_; }
    NpvProfileChart* npvProfileChart() const { return profile_; }
    // Whether the charts stand in pairs side by side (a wide page) or one above the other.
    bool chartsSideBySide() const;

    // Narrower than this, the charts stand one above the other: side by side at 1280x720 each
    // had about 400 px, and the annual chart's option names ran into one another.
    static constexpr int kSideBySideWidth = 1100;

signals:
    void explainRequested(const engine::FigureRef& figure);
    void noteRequested(const ChartNote& note);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    EvaluationController* controller_ = nullptr;
    const ScenarioDocument* document_ = nullptr;
    bool stale_ = false;
    QBoxLayout* chartRows_[2] = {nullptr, nullptr};
    KpiPanel* kpis_;
    ComparisonTable* table_;
    CumulativeCostChart* cumulative_;
    AnnualCostChart* annual_;
    CashFlowChart* cashFlow_;
    CostPerHourView* costPerHour_;
    UtilisationHeatMap* utilisation_;
    NpvProfileChart* profile_;
    QLabel* tableTitle_;
    QLabel* cumulativeTitle_;
    QLabel* annualTitle_;
    QLabel* cashFlowTitle_;
    QLabel* costPerHourTitle_;
    QLabel* utilisationTitle_;
    QLabel* profileTitle_;
};

}  // namespace gputco::ui
