// Catch2 main for the widget tests. catch_discover_tests runs this program at build time,
// where there is no display: use the offscreen platform unless told otherwise (DESIGN.md,
// pitfalls), and set it before QApplication exists.
#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include "tests/support/catch_run.h"
#include "tests/ui/recovery_session.h"
#include "ui/dialogs/prompts.h"
#include "ui/shell/theme.h"

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    // A session of the app in a child process (data_safety_test.cpp's recovery tests).
    if (const QString mode = qEnvironmentVariable("GPUTCO_TEST_RECOVERY_SESSION"); !mode.isEmpty())
        return gputco::test::recoverySession(mode);
    // Settings (language, geometry) of the tests never mix with a person's.
    QApplication::setApplicationName(QStringLiteral("gputco-test"));
    QApplication::setOrganizationName(QStringLiteral("gputco-test"));
    QStandardPaths::setTestModeEnabled(true);
    // Recovery copies and the library go to a folder of this run only (io::dataDirectory()).
    QTemporaryDir data;
    qputenv("GPUTCO_DATA_DIR", data.path().toUtf8());
    // QSettings too: ctest runs each test case as a process of its own, several at once, and
    // one that switches the language (saved in the settings) must not switch another's.
    for (const auto format : {QSettings::NativeFormat, QSettings::IniFormat})
        QSettings::setPath(format, QSettings::UserScope, data.path());
    // The temporary folder too (the autosave's last fallback).
    qputenv("TMPDIR", data.path().toUtf8());
    // No question may block a test: one without a queued answer gets its default.
    gputco::ui::Prompts::setUnattended(true);
    gputco::ui::installTheme(app);
    return gputco::test::runCatch(argc, argv);
}
