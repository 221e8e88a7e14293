// Catch2 main for the report tests. The report draws charts (widgets) and text, so it needs a
// QApplication; catch_discover_tests runs this program at build time with no display, so the
// offscreen platform is set before QApplication exists (DESIGN.md, pitfalls). gputco-cli,
// started by the tests, inherits it.
#include <QApplication>
#include <QStandardPaths>
#include "tests/support/catch_run.h"

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    // Settings of their own: test_ui, run beside these by `ctest -j`, switches the language.
    QApplication::setApplicationName(QStringLiteral("gputco-test-report"));
    QApplication::setOrganizationName(QStringLiteral("gputco-test-report"));
    QStandardPaths::setTestModeEnabled(true);
    return gputco::test::runCatch(argc, argv);
}
