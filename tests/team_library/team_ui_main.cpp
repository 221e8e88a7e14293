// The window on a team library (issue #37): a QApplication on the offscreen platform, settings
// and data of this run only (as tests/ui/test_main.cpp), and the fixture's server.
#include <QApplication>
#include <QTemporaryDir>

#include "tests/support/catch_run.h"
#include "tests/support/isolated_app.h"
#include "tests/team_library/team_app_instance.h"
#include "tests/team_library/team_server.h"

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTemporaryDir data;
    gputco::test::isolateTestApp(app, data);
    // One instance of the app for the two-instance test, in a process of its own.
    if (argc > 1 && qstrcmp(argv[1], "--team-app") == 0) return gputco::test::runTeamAppInstance(argc, argv);
    if (gputco::test::noTeamServer(argc, argv)) return 77;
    return gputco::test::runCatch(argc, argv);
}
