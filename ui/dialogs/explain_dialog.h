// How a figure was computed (issue #5, "Explain any figure"): the formula, every input by its
// name with its value in its unit, source and as-of date, the steps with their values, and
// the result, as engine::explain() returns them. Finance staff audit with it, without a
// spreadsheet; the file's path of each input is in its tool tip, for the audit trail.
#pragma once

#include <QDialog>

#include "model/engine/explain.h"
#include "model/scenario/scenario.h"

class QLabel;
class QTableWidget;

namespace gputco::ui {

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

    QString resultText() const;
    // The methodology's heading the section link opens at.
    QString sectionHeading() const { return sectionHeading_; }
    QLabel* sectionLink() const { return section_; }
    QString titleText() const;
    QTableWidget* inputs() const { return inputs_; }
    QTableWidget* steps() const { return steps_; }

private:
    engine::FigureRef figure_;
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
