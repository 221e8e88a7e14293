// QPSQL is a plugin, and notifications arrive through the event loop: a QCoreApplication first.
// Without the fixture's server (PostgreSQL could not be installed) every test is skipped, with
// one line saying so: exit 77, which ctest reports as skipped, never as passed.
#include <QCoreApplication>

#include "tests/support/catch_run.h"
#include "tests/team_library/team_server.h"
#include "tests/team_library/team_worker.h"

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    // One of the concurrency test's processes (team_worker.h).
    if (argc > 1 && QByteArray(argv[1]) == "--team-worker") return gputco::test::runTeamWorker(argc, argv);
    if (gputco::test::noTeamServer(argc, argv)) return 77;
    return gputco::test::runCatch(argc, argv);
}
