// The window on a team library (issue #37): a QApplication on the offscreen platform, settings
// and data of this run only (as tests/ui/test_main.cpp), and the fixture's server.
#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <cstdio>

#include "tests/support/catch_run.h"
#include "tests/team_library/team_server.h"
#include "ui/dialogs/prompts.h"
#include "ui/shell/theme.h"

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("gputco-test"));
    QApplication::setOrganizationName(QStringLiteral("gputco-test"));
    QStandardPaths::setTestModeEnabled(true);
    QTemporaryDir data;
    qputenv("GPUTCO_DATA_DIR", data.path().toUtf8());
    for (const auto format : {QSettings::NativeFormat, QSettings::IniFormat})
        QSettings::setPath(format, QSettings::UserScope, data.path());
    gputco::ui::Prompts::setUnattended(true);
    gputco::ui::installTheme(app);
    bool listing = false;
    for (int i = 1; i < argc; ++i) listing |= QByteArray(argv[i]).startsWith("--list");
    if (!listing && gputco::test::teamServerSocket().isEmpty()) {
        std::fprintf(
            stderr,
            "skipped: no test PostgreSQL server (tests/team_library/pg_server.sh did not start one)\n");
        return 77;
    }
    return gputco::test::runCatch(argc, argv);
}
