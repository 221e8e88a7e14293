// File > Export PDF in the main window writes the same report as `gputco-cli report`.
#include <catch2/catch.hpp>

#include <QAction>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>
#include <algorithm>
#include <vector>

#include "pdf_tools.h"
#include "tests/support/export_support.h"
#include "ui/document/language.h"
#include "ui/shell/document_actions.h"
#include "ui/shell/main_window.h"

using namespace gputco;

TEST_CASE("the main window exports the report of the scenario on screen", "[report][gui]") {
    // The window takes its language from the settings: start from none, in English.
    QSettings().clear();
    ui::applyLanguage(ui::UiLanguage::English);
    ui::MainWindow window;
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("export.pdf"));
    CHECK_FALSE(window.exportPdf(pdf));  // nothing open yet
    QSignalSpy shown(&window, &ui::MainWindow::resultShown);
    REQUIRE(window.openFile(QStringLiteral(GPUTCO_SOURCE_DIR "/resources/examples/a100-buy-vs-rent.gputco")));
    REQUIRE((shown.count() > 0 || shown.wait(10000)));
    // File > Export PDF… is there, and enabled once a result is on screen.
    QAction* exportAction = nullptr;
    for (QAction* menu : window.menuBar()->actions())
        if (menu->menu())
            for (QAction* a : menu->menu()->actions())
                if (a->text() == QStringLiteral("&Export PDF…")) exportAction = a;
    REQUIRE(exportAction);
    CHECK(exportAction->isEnabled());
    REQUIRE(test::exportToEnd(window.actions(), [&] { return window.exportPdf(pdf); }));
    if (!test::havePoppler()) return;
    CHECK(test::pdfPageCount(pdf) >= 5);
    CHECK(test::pdfText(pdf).contains(QStringLiteral("a100-buy-vs-rent.gputco · SHA-256 ")));
}

TEST_CASE("the export computes its risk pages while the window stays responsive, and Cancel writes nothing",
          "[report][gui]") {
    QSettings().clear();
    ui::applyLanguage(ui::UiLanguage::English);
    ui::MainWindow window;
    QTemporaryDir dir;
    QSignalSpy shown(&window, &ui::MainWindow::resultShown);
    // The example has five uncertain inputs and 10,000 trials: its risk pages take a while.
    REQUIRE(window.openFile(QStringLiteral(GPUTCO_SOURCE_DIR "/resources/examples/a100-buy-vs-rent.gputco")));
    REQUIRE((shown.count() > 0 || shown.wait(10000)));
    ui::DocumentActions* actions = window.actions();

    // A timer of the event loop keeps firing while the risk pages are computed, and the
    // first progress report offers Cancel; taking it leaves no file and says so.
    int ticks = 0;
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, [&] { ++ticks; });
    tick.start(1);
    std::vector<int> percents;
    bool cancelOffered = false;
    const auto connection = QObject::connect(actions, &ui::DocumentActions::exportProgress,
                                             [&](int percent, const QString&, bool cancellable) {
                                                 percents.push_back(percent);
                                                 if (cancellable && percent > 0) {
                                                     cancelOffered = true;
                                                     actions->cancelExport();
                                                 }
                                             });
    QSignalSpy finished(actions, &ui::DocumentActions::exportFinished);
    const QString cancelled = dir.filePath(QStringLiteral("cancelled.pdf"));
    CHECK_FALSE(test::exportToEnd(actions, [&] { return window.exportPdf(cancelled); }));
    CHECK(cancelOffered);
    CHECK(ticks > 0);
    CHECK_FALSE(QFile::exists(cancelled));
    REQUIRE(finished.count() == 1);
    CHECK(finished.at(0).at(0).toBool() == false);
    CHECK_FALSE(actions->isExporting());
    QObject::disconnect(connection);

    // Without Cancel the same export is written, its progress rising to 100 %.
    percents.clear();
    QObject::connect(actions, &ui::DocumentActions::exportProgress,
                     [&](int percent, const QString&, bool) { percents.push_back(percent); });
    const QString written = dir.filePath(QStringLiteral("written.pdf"));
    REQUIRE(test::exportToEnd(actions, [&] { return window.exportPdf(written); }));
    CHECK(QFileInfo(written).size() > 0);
    REQUIRE_FALSE(percents.empty());
    CHECK(std::is_sorted(percents.begin(), percents.end()));
    CHECK(percents.back() == 100);
}
