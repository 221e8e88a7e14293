// File > Export PDF in the main window writes the same report as `gputco-cli report`.
#include <catch2/catch.hpp>

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>

#include "pdf_tools.h"
#include "ui/language.h"
#include "ui/main_window.h"

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
    REQUIRE(window.exportPdf(pdf));
    if (!test::havePoppler()) return;
    CHECK(test::pdfPageCount(pdf) >= 5);
    CHECK(test::pdfText(pdf).contains(QStringLiteral("a100-buy-vs-rent.gputco · SHA-256 ")));
}
