// How a figure was computed (issue #5, "Explain any figure"): the formula, every input with
// its field path, value, source and as-of date, the steps with their values, and the
// result, as engine::explain() returns them. Finance staff audit with it, without a
// spreadsheet.
#pragma once

#include <QDialog>

#include "model/engine/explain.h"

class QLabel;
class QTableWidget;

namespace gputco::ui {

class ExplainDialog : public QDialog {
    Q_OBJECT
public:
    ExplainDialog(const engine::Explanation& explanation, const engine::FigureRef& ref,
                  const QString& currency, QWidget* parent = nullptr);

    QString resultText() const;
    QString titleText() const;
    QTableWidget* inputs() const { return inputs_; }
    QTableWidget* steps() const { return steps_; }

private:
    QLabel* title_;
    QLabel* result_;
    QTableWidget* inputs_;
    QTableWidget* steps_;
};

}  // namespace gputco::ui
