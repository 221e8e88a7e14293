// What the window tests on a team library share: the preferences choosing a team library, the
// status line, and a wait on a condition while the event loop runs.
#pragma once

#include <QElapsedTimer>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTimer>
#include <functional>

#include "model/io/library/team_library.h"

namespace gputco::ui {
class MainWindow;
}

namespace gputco::test {

// The preferences choosing `address`'s team library, as OK in Edit > Preferences saves them.
void chooseTeam(const io::library::TeamAddress& address);
// The window's library line in the status bar.
QString teamStatus(ui::MainWindow& w);
// Runs the event loop until `done` or `ms` have passed; whether it is done.
bool waitFor(const std::function<bool()>& done, int ms);
// The bundled example copied into `dir` as buy-vs-rent.gputco, its path: the team library's
// scenario "buy-vs-rent".
QString exampleIn(const QTemporaryDir& dir);
// The window's writes to its team library (a save's revision, a probe result) answered, and the
// lines they put in the status bar shown, within 10 s.
bool sent(ui::MainWindow& w);
// The longest gap between two ticks of a 20 ms timer on the event loop, from when it is made:
// whether the window answered all along while something waited.
class LoopGaps {
public:
    LoopGaps();
    qint64 longest() const { return longest_; }

private:
    QElapsedTimer clock_;
    QTimer tick_;
    qint64 last_ = 0;
    qint64 longest_ = 0;
};

// What the window's team link says in the status bar from when this is made (TeamLink::message),
// each line in order: the status bar itself shows only the last line of anyone's, and an
// evaluation's "Evaluated in 2 ms" may come after the link's.
class Said {
public:
    explicit Said(ui::MainWindow& w);
    const QStringList& lines() const { return lines_; }
    QString last() const { return lines_.isEmpty() ? QString() : lines_.last(); }

private:
    QStringList lines_;
};

// The window connected to its team library (its status line says so) within 10 s.
bool waitConnected(ui::MainWindow& w);

}  // namespace gputco::test
