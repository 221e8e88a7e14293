// Catch2 main for the widget tests. catch_discover_tests runs this program at build time,
// where there is no display: use the offscreen platform unless told otherwise (DESIGN.md,
// pitfalls), and set it before QApplication exists.
#include <QApplication>
#include <QTemporaryDir>

#include "tests/support/catch_run.h"
#include "tests/support/isolated_app.h"
#include "tests/ui/recovery_session.h"

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    // A session of the app in a child process (data_safety_test.cpp's recovery tests).
    if (const QString mode = qEnvironmentVariable("GPUTCO_TEST_RECOVERY_SESSION"); !mode.isEmpty())
        return gputco::test::recoverySession(mode);
    // Settings (language, geometry), recovery copies and the library of this run only.
    QTemporaryDir data;
    gputco::test::isolateTestApp(app, data);
    // The temporary folder too (the autosave's last fallback).
    qputenv("TMPDIR", data.path().toUtf8());
    return gputco::test::runCatch(argc, argv);
}
