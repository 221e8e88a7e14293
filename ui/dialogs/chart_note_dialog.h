// Shows a ChartNote (ui/charts/chart_note.h): its title, then its text, selectable so that
// it can be copied into a mail or a memo.
#pragma once

#include <QDialog>

#include "ui/charts/chart_note.h"

class QLabel;

namespace gputco::ui {

class ChartNoteDialog : public QDialog {
    Q_OBJECT
public:
    explicit ChartNoteDialog(const ChartNote& note, QWidget* parent = nullptr);
    QString titleText() const;
    QString bodyText() const;

private:
    QLabel* title_;
    QLabel* body_;
};

}  // namespace gputco::ui
