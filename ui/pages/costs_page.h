// The Costs page: the key figures, the comparison table and the cost charts of the last
// evaluation, with the owned-utilisation heat map; each figure opens its explanation. It
// draws what the window hands it (the evaluation controller's results) and calls no engine.
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

class CostsPage : public QWidget {
    Q_OBJECT
public:
    explicit CostsPage(QWidget* parent = nullptr);

    // Every view from one evaluation.
    void showEvaluation(const Evaluation& evaluation, bool taxEnabled);
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
