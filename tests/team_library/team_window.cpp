#include "tests/team_library/team_window.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QTest>
#include <algorithm>
#include <catch2/catch.hpp>

#include "ui/document/preferences.h"
#include "ui/shell/main_window.h"
#include "ui/shell/team_link.h"

namespace gputco::test {

void chooseTeam(const io::library::TeamAddress& address) {
    ui::Preferences p = ui::Preferences::load();
    p.library.team = true;
    p.library.host = address.host;
    p.library.port = address.port;
    p.library.database = address.database;
    p.library.user = address.user;
    p.library.sslMode = QStringLiteral("require");
    p.save();
}

QString teamStatus(ui::MainWindow& w) {
    return w.teamLink()->statusLabel()->text();
}

bool waitFor(const std::function<bool()>& done, int ms) {
    QElapsedTimer clock;
    clock.start();
    while (!done() && clock.elapsed() < ms) QTest::qWait(20);
    return done();
}

QString exampleIn(const QTemporaryDir& dir) {
    const QString path = dir.filePath(QStringLiteral("buy-vs-rent.gputco"));
    REQUIRE(
        QFile::copy(QStringLiteral(GPUTCO_SOURCE_DIR "/resources/examples/a100-buy-vs-rent.gputco"), path));
    return path;
}

LoopGaps::LoopGaps() {
    clock_.start();
    QObject::connect(&tick_, &QTimer::timeout, [this] {
        longest_ = std::max(longest_, clock_.elapsed() - last_);
        last_ = clock_.elapsed();
    });
    tick_.start(20);
}

Said::Said(ui::MainWindow& w) {
    QObject::connect(w.teamLink(), &ui::TeamLink::message, &w,
                     [this](const QString& text) { lines_ << text; });
}

bool sent(ui::MainWindow& w) {
    if (!waitFor([&] { return !w.teamLink()->writing(); }, 10000)) return false;
    // The lines are said after the save's own, at the next turn of the event loop.
    QApplication::processEvents();
    QApplication::processEvents();
    return true;
}

bool waitConnected(ui::MainWindow& w) {
    return waitFor([&] { return teamStatus(w).startsWith(QStringLiteral("Team library:")); }, 10000);
}

}  // namespace gputco::test
