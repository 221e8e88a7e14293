// Side by side (issue #5): two scenarios (two files, or a file and one of its saved
// revisions) with their key figures and cumulative curves together, and what differs
// highlighted: figures that moved, options only one of them has, and every input whose
// value differs.
#pragma once

#include <QDialog>
#include <QString>

#include "model/engine/result.h"
#include "model/scenario/scenario.h"

class QLabel;
class QTableWidget;

namespace gputco::ui {

class CompareCurvesChart;

struct ComparedScenario {
    QString label;  // what the user knows it by: a file name, "revision of 3 Dec 10:42"
    scenario::Scenario scenario;
    engine::Result result;  // evaluated by the caller (the evaluation controller)
};

class CompareView : public QDialog {
    Q_OBJECT
public:
    // Both must validate and come evaluated (the caller sees to it): the view only shows.
    CompareView(const ComparedScenario& a, const ComparedScenario& b, QWidget* parent = nullptr);

    enum FigureColumn { OptionName, PvA, PvB, Difference, DifferencePercent, FigureColumnCount };
    QTableWidget* figures() const { return figures_; }
    QTableWidget* inputs() const { return inputs_; }

private:
    void fillFigures();
    void fillInputs();

    ComparedScenario a_, b_;
    QLabel* summary_;
    QTableWidget* figures_;
    QTableWidget* inputs_;
    CompareCurvesChart* curves_;
};

}  // namespace gputco::ui
