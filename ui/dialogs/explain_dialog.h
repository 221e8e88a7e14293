// How a figure was computed (issue #5, "Explain any figure"): the formula, every input by its
// name with its value in its unit, source and as-of date, the steps with their values, and
// the result, as engine::explain() returns them. Finance staff audit with it, without a
// spreadsheet; the file's path of each input is in its tool tip, for the audit trail.
// Every figure in it that is itself computed (the option's PV in an NPV saving, a cost category
// in a PV) and every input is a link: a click shows that figure's own explanation in the same
// window, down to the scenario's inputs and the catalog rows they came from, and the
// breadcrumbs above lead back up (issue #34).
#pragma once

#include <QDialog>
#include <QPointer>
#include <functional>
#include <optional>
#include <vector>

#include "model/engine/explain.h"
#include "model/scenario/scenario.h"

class QLabel;
class QTableWidget;

namespace gputco::ui {

class EvaluationController;

class ExplainDialog : public QDialog {
    Q_OBJECT
public:
    ExplainDialog(const engine::Explanation& explanation, const engine::FigureRef& ref,
                  const scenario::Scenario& scenario, QWidget* parent = nullptr);

    // Shows `e` in place, for the same or another figure: the main window calls it with each
    // new result, so that an open explanation never shows figures the inputs no longer give.
    void setExplanation(const engine::Explanation& e, const engine::FigureRef& ref,
                        const scenario::Scenario& scenario);
    const engine::FigureRef& figure() const { return figure_; }
    // Follows `controller`: its links are explained by it, and each evaluation it publishes is
    // shown in place, explained on the worker with the evaluation (the figure shown now is
    // watched while the window is open), so that an open explanation never shows figures the
    // inputs no longer give.
    void follow(EvaluationController* controller);
    ~ExplainDialog() override;

    // How a linked figure is explained (the main window's evaluation controller); without one
    // the links do nothing.
    using Explainer = std::function<engine::Explanation(const engine::FigureRef&)>;
    void setExplainer(Explainer explainer) { explainer_ = std::move(explainer); }
    // The figure the step's row (or the input's row) opens; none when it opens nothing.
    std::optional<engine::FigureRef> stepLink(int row) const;
    std::optional<engine::FigureRef> inputLink(int row) const;
    // Shows the figure the row opens, one level down; false when it opens none.
    bool openStep(int row);
    bool openInput(int row);
    void open(const engine::FigureRef& ref);
    // Back up to the level of the breadcrumbs (0: the figure the window opened with).
    void backTo(int level);
    int depth() const { return static_cast<int>(trail_.size()); }
    QLabel* breadcrumbs() const { return crumbs_; }
    QLabel* sourceLine() const { return sourceLine_; }

    QString resultText() const;
    // The methodology's heading the section link opens at.
    QString sectionHeading() const { return sectionHeading_; }
    QLabel* sectionLink() const { return section_; }
    QString titleText() const;
    QTableWidget* inputs() const { return inputs_; }
    QTableWidget* steps() const { return steps_; }

private:
    void renderCrumbs();
    void display(const engine::Explanation& e, const engine::FigureRef& ref, const scenario::Scenario& s);

    struct Level {
        engine::FigureRef ref;
        QString title;
        // Its explanation, shown again on the way back up; none once a new result came.
        std::optional<engine::Explanation> shown;
    };
    void watchShownFigure();

    engine::Explanation explanation_;
    engine::FigureRef figure_;
    QPointer<EvaluationController> controller_;
    std::optional<engine::FigureRef> watched_;  // the figure the controller explains with each evaluation
    scenario::Scenario scenario_;
    Explainer explainer_;
    std::vector<Level> trail_;  // the figures above this one, the first opened first
    std::vector<std::optional<engine::FigureRef>> stepLinks_;
    std::vector<std::optional<engine::FigureRef>> inputLinks_;
    QLabel* crumbs_;
    QLabel* sourceLine_;  // the current input's source whole, cut in its column
    QLabel* title_;
    QLabel* result_;
    QLabel* formula_;
    QLabel* section_;
    QString sectionHeading_;
    QLabel* note_;
    QTableWidget* inputs_;
    QTableWidget* steps_;
};

}  // namespace gputco::ui
