// Where crash-recovery copies go, in the status bar (DESIGN.md, Reliability): nothing while
// they go to the data folder; the folder they go to instead, or in red that recovery is off,
// with a status line when that changes.
#pragma once

#include <QLabel>

namespace gputco::ui {

class Autosaver;
struct RecoveryState;

class RecoveryStatus : public QLabel {
    Q_OBJECT
public:
    RecoveryStatus(Autosaver* autosaver, QWidget* parent);

signals:
    // A line for the status bar, for `ms` milliseconds.
    void message(const QString& text, int ms);

private:
    void showState(const RecoveryState& state);
};

}  // namespace gputco::ui
