// "Optimise this option…" (issue #21): the limits in a small form, the search on the
// controller's worker with progress and Cancel, then the best mix, the runners-up and, with a
// risk limit, the frontier of mean against percentile PV as a chart (hover a point for its
// mix); "Add as option" adds the best mix to the scenario as one undoable edit.
#pragma once

#include <QDialog>
#include <atomic>
#include <memory>
#include <optional>

#include "model/engine/optimiser.h"
#include "ui/charts/frontier_chart.h"

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace gputco::ui {

class EvaluationController;
class ScenarioDocument;

class OptimiseDialog : public QDialog {
    Q_OBJECT
public:
    OptimiseDialog(ScenarioDocument* document, EvaluationController* controller, std::size_t option,
                   QWidget* parent = nullptr);
    ~OptimiseDialog() override;

    // Starts the search with the limits as set (what the Optimise button does).
    void start();
    bool isRunning() const { return running_; }
    const std::optional<engine::OptimiseResult>& result() const { return result_; }
    // Adds the best mix as an option (what "Add as option" does); false when there is none.
    bool addAsOption();

    // The form's fields, for tests.
    QCheckBox* capexLimit() const { return capexOn_; }
    QDoubleSpinBox* capexValue() const { return capex_; }
    QCheckBox* riskLimit() const { return riskOn_; }
    QDoubleSpinBox* budgetValue() const { return budget_; }
    QSpinBox* trialsValue() const { return trials_; }
    FrontierChart* frontierChart() const { return chart_; }

signals:
    void finished(bool found);

private:
    engine::OptimiseConstraints constraints() const;
    void showResult(const engine::OptimiseResult& r);
    QString mixWords(const engine::Mix& counts) const;
    void hover(QMouseEvent* event);
    void fitRunnersUp();
    void fitHeight();

    ScenarioDocument* document_;
    EvaluationController* controller_;
    std::size_t option_;
    std::vector<engine::MixVariable> variables_;
    std::vector<QSpinBox*> maxUnits_;
    QCheckBox* capexOn_;
    QDoubleSpinBox* capex_;
    QCheckBox* unservedOn_;
    QDoubleSpinBox* unserved_;
    QCheckBox* riskOn_;
    QSpinBox* percentile_;
    QDoubleSpinBox* budget_;
    QSpinBox* trials_;
    QLabel* status_;
    QLabel* best_;
    QTableWidget* runnersUp_;
    QLabel* tieNote_;
    FrontierChart* chart_;
    QPushButton* run_;
    QPushButton* cancel_;
    QPushButton* add_;
    bool running_ = false;
    std::shared_ptr<std::atomic<bool>> stop_;
    std::optional<engine::OptimiseResult> result_;
};

}  // namespace gputco::ui
