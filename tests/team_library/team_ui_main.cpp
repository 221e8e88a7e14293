// The window on a team library (issue #37): a QApplication on the offscreen platform, settings
// and data of this run only (as tests/ui/test_main.cpp), and the fixture's server.
#include <QApplication>
#include <QTemporaryDir>

#include "tests/support/catch_run.h"
#include "tests/support/isolated_app.h"
#include "tests/team_library/team_server.h"

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTemporaryDir data;
    gputco::test::isolateTestApp(app, data);
    if (gputco::test::noTeamServer(argc, argv)) return 77;
    return gputco::test::runCatch(argc, argv);
}
