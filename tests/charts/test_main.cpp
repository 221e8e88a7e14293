// Catch2 main for the chart tests: a QApplication on the offscreen platform (set before it
// exists, DESIGN.md pitfalls) with the app's theme, so the charts draw with the app's fonts.
#include <QApplication>

#include "tests/support/catch_run.h"
#include "ui/shell/theme.h"

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    gputco::ui::installTheme(app);
    return gputco::test::runCatch(argc, argv);
}
