// The Risk page (issue #8): the uncertain inputs with their distributions (and a preview of
// the selected one), the tornado, which follows every edit, and a Monte Carlo run in the
// background with progress and cancel, its distributions beside each option's P10 / P50 /
// P90. The last run is kept and shown as long as the scenario is the one it was run on; after
// an edit it is marked as out of date. Every input is named in words and its values shown in
// its field's unit (field_registry.h, issue #16): a person never reads or types a path.
#pragma once

#include <QFutureWatcher>
#include <QWidget>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/engine/monte_carlo.h"
#include "model/engine/sensitivity.h"
#include "model/scenario/scenario.h"
#include "ui/charts/chart_note.h"

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace gputco::ui {

class CheapestProbabilityChart;
class CorrelationPanel;
class FieldPicker;
class InputDistributionChart;
class PvDistributionChart;
class PvPercentileTable;
class ScenarioDocument;
class SpiderChart;
class VarianceContributionChart;
class EvaluationController;
struct DocumentChange;
struct Evaluation;
class TornadoChart;

class RiskPage : public QWidget {
    Q_OBJECT
public:
    RiskPage(ScenarioDocument* document, EvaluationController* controller, QWidget* parent = nullptr);
    ~RiskPage() override;

    void runMonteCarlo();
    void cancel();
    bool isRunning() const;
    // The last completed run and the scenario it belongs to.
    const std::optional<engine::MonteCarloResult>& monteCarloResult() const { return monteCarlo_; }
    bool isResultCurrent() const;
    const std::optional<engine::SensitivityResult>& sensitivityResult() const { return sensitivity_; }

    // Adds an uncertain input for `path` around its current value (an undoable edit); when
    // the field is one already, selects its row. False when `path` names no numeric field.
    bool addInput(const QString& path);
    void removeInput(int index);

    QTableWidget* inputsTable() const { return table_; }
    FieldPicker* fieldToAdd() const { return addPath_; }
    QPushButton* addButton() const { return addButton_; }
    InputDistributionChart* preview() const { return preview_; }
    TornadoChart* tornadoChart() const { return tornado_; }
    CorrelationPanel* correlations() const { return correlations_; }
    SpiderChart* spiderChart() const { return spider_; }
    VarianceContributionChart* varianceChart() const { return variance_; }
    // The option the tornado compares with the baseline (the user's pick, issue #36), and
    // the chooser; the tornado starts on the option most of the inputs belong to.
    void compareOption(std::size_t option);
    std::optional<std::size_t> comparedOption() const { return tornadoOption_; }
    QComboBox* tornadoOptionChooser() const { return tornadoChooser_; }
    PvDistributionChart* distributionChart() const { return distribution_; }
    CheapestProbabilityChart* cheapestChart() const { return cheapest_; }
    PvPercentileTable* percentileTable() const { return percentiles_; }
    QLabel* meanShiftNote() const { return meanShift_; }

signals:
    void monteCarloFinished();
    // A double-click on a point of one of the page's charts.
    void noteRequested(const ChartNote& note);
    void sensitivityShown();

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    // The titles wrap in the stretching first column: rows sized while the page was narrow (or
    // not yet laid out) are measured again once the page has its width.
    void resizeEvent(QResizeEvent* event) override;

private:
    void build();
    void retranslate();
    void onDocumentChanged(const DocumentChange& change);
    void refreshTable();
    void fitTableHeight();
    void refreshDrift();
    void refreshAddList();
    void refreshPreview();
    void onEvaluated(const std::shared_ptr<const Evaluation>& evaluation);
    void onMonteCarloDone(const std::shared_ptr<const engine::MonteCarloResult>& result);
    void showStatus();
    void editInput(int row, int column, const QString& text);
    // Sets parameter `column` of input `row` to `stored` (the file's unit) as one undoable edit.
    void setParameter(int row, int column, double stored);
    QString inputTitle(int row) const;
    // The same, worded again after a language switch, for an undo command's name.
    std::function<QString()> inputTitleNow(int row) const;
    static QString columnName(int column);  // the inputs table's header

    ScenarioDocument* document_;
    EvaluationController* controller_;
    QLabel* intro_ = nullptr;
    QTableWidget* table_ = nullptr;
    FieldPicker* addPath_ = nullptr;
    QPushButton* addButton_ = nullptr;
    QPushButton* removeButton_ = nullptr;
    QLabel* trialsLabel_ = nullptr;
    QSpinBox* trials_ = nullptr;
    QLabel* seedLabel_ = nullptr;
    QSpinBox* seed_ = nullptr;
    QPushButton* runButton_ = nullptr;
    QPushButton* cancelButton_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QLabel* status_ = nullptr;
    QLabel* drift_ = nullptr;  // inputs edited away from their distributions
    InputDistributionChart* preview_ = nullptr;
    // The tornado's options, "PV of A minus PV of B", kept for a change of language.
    QString tornadoCompared_, tornadoBaseline_;
    void showTornadoTitle();
    QLabel* tornadoTitle_ = nullptr;
    QLabel* distributionTitle_ = nullptr;
    QLabel* cheapestTitle_ = nullptr;
    QLabel* percentilesTitle_ = nullptr;
    TornadoChart* tornado_ = nullptr;
    PvDistributionChart* distribution_ = nullptr;
    CheapestProbabilityChart* cheapest_ = nullptr;
    PvPercentileTable* percentiles_ = nullptr;
    bool refreshing_ = false;

    void showTornado();
    // The spider of the tornado's option, asked of the controller while the page is shown.
    void requestSpider();
    void showSpiderTitle();
    void showVariance();
    SpiderChart* spider_ = nullptr;
    QLabel* spiderTitle_ = nullptr;
    VarianceContributionChart* variance_ = nullptr;
    QLabel* varianceTitle_ = nullptr;
    bool spiderStale_ = true;
    void refreshMeanShift();
    QLabel* meanShift_ = nullptr;  // why the mean PVs differ from those at the file's values
    CorrelationPanel* correlations_ = nullptr;
    QLabel* correlationsTitle_ = nullptr;
    QLabel* tornadoChooserLabel_ = nullptr;
    QComboBox* tornadoChooser_ = nullptr;
    std::optional<std::size_t> tornadoOption_;  // the user's pick, while the scenario has it
    std::vector<std::string> optionIds_;        // the chooser's options, by id
    std::string pickedId_;                      // the picked option's id: it survives moves
    std::shared_ptr<const Evaluation> evaluation_;

    std::optional<engine::SensitivityResult> sensitivity_;
    std::optional<engine::MonteCarloResult> monteCarlo_;
};

}  // namespace gputco::ui
