// The Sizing page (issue #17): the work, not the GPUs. A card per training job and inference
// service of demand.jobs, each with its inputs (started from a sourced model preset), the
// arithmetic from its FLOPs to the reference GPUs it adds to the demand, its memory against
// every GPU model of the scenario (a bar each: fits one GPU, tensor parallel, or past a
// node), the MIG slice that holds an inference service, and per option what a run or a
// million tokens costs, each figure opening its explanation. Every edit is an undoable edit
// of the document; the page draws the sizing and the result of the controller's evaluation.
#pragma once

#include <QPointer>
#include <QWidget>
#include <memory>
#include <optional>
#include <vector>

#include "model/engine/explain.h"
#include "model/engine/result.h"
#include "model/engine/sizing.h"

class QLabel;
class QLineEdit;
class QToolButton;
class QVBoxLayout;

namespace gputco::ui {

class ChoiceEditor;
class FieldEditor;
class MemoryBar;
class ScenarioDocument;
struct DocumentChange;
class EvaluationController;
struct Evaluation;

class SizingPage : public QWidget {
    Q_OBJECT
public:
    explicit SizingPage(ScenarioDocument* document, QWidget* parent = nullptr);

    // Shows each evaluation `controller` publishes and greys it while an input is invalid.
    void follow(EvaluationController* controller);
    // The evaluation of the scenario on screen (its sizing, its cost per run and per million
    // tokens); null clears them. `stale` greys them while an input is invalid.
    void setEvaluation(std::shared_ptr<const Evaluation> evaluation);
    void setResultStale(bool stale);
    void retranslate();

    // Adds a job started from kModelPresets[preset] (or, for a preset out of range, a model
    // whose size the user types), uniquely named, as one undoable edit, and focuses the
    // field a user types next (runs per month, tokens per second).
    void addTrainingJob(std::size_t preset);
    void addInferenceService(std::size_t preset);

    // Job `index` of the page, training jobs first then inference (as sizing() orders them).
    std::size_t jobCount() const { return jobs_.size(); }
    QWidget* jobCard(std::size_t index) const;
    FieldEditor* editorFor(const QString& path) const;
    QString demandText() const;
    QString stepsText(std::size_t index) const;
    QString memoryText(std::size_t index) const;  // the verdict per GPU model, one a line
    QString costText(std::size_t index) const;    // the per-option costs as shown
    // Asks for the explanation of job `index`'s cost on options[option], as a click does.
    void explainCost(std::size_t index, std::size_t option);

signals:
    void explainRequested(const engine::FigureRef& figure);

protected:
    void changeEvent(QEvent* event) override;

private:
    struct JobView {
        QWidget* card = nullptr;
        QLabel* kind = nullptr;
        QLineEdit* name = nullptr;
        QToolButton* remove = nullptr;
        QLabel* steps = nullptr;
        QLabel* memoryTitle = nullptr;
        std::vector<MemoryBar*> bars;
        std::vector<QLabel*> gpuLabels;
        std::vector<QLabel*> verdicts;
        QLabel* mig = nullptr;
        QLabel* costsTitle = nullptr;
        QLabel* costs = nullptr;
        std::vector<FieldEditor*> editors;
        ChoiceEditor* precision = nullptr;
        QString path;  // "demand.jobs.inference[0]"
    };

    void onDocumentChanged(const DocumentChange& change);
    void rebuild();
    void refresh();
    void refreshCosts();
    QWidget* buildCombine();
    QWidget* buildCard(std::size_t index);
    QString shapeKey() const;
    // Scrolls the page's scroll area so that `card`'s head and `field` show.
    static void scrollIntoView(QWidget* card, QWidget* field);
    void focusRate(std::size_t index);

    ScenarioDocument* document_;
    QVBoxLayout* cards_;
    QLabel* intro_;
    QLabel* demand_;
    // With jobs: whether they replace the GPUs typed under Demand or add to them.
    ChoiceEditor* combine_ = nullptr;
    QToolButton* addTraining_;
    QToolButton* addInference_;
    std::vector<JobView> jobs_;
    QString shape_;
    std::shared_ptr<const Evaluation> evaluation_;
    // evaluation_'s sizing and result, null without one; the sizing also while it is not of
    // the scenario as it is now (an edit's evaluation is on its way).
    const engine::SizingResult* sizing_ = nullptr;
    const engine::Result* result_ = nullptr;
    // A card just added and its first field, shown again once the evaluation fills the cards.
    QPointer<QWidget> revealCard_;
    QPointer<QWidget> revealField_;
    bool stale_ = false;
};

}  // namespace gputco::ui
