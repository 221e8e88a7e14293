// The start every GUI benchmark shares: an offscreen QApplication unless a platform is given,
// the settings and data of a throw-away place (never the user's), the app's theme; then
// Google Benchmark's run.
#pragma once

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QStandardPaths>
#include <QTemporaryDir>

#include "ui/shell/theme.h"

namespace gputco::test {

class GuiBench {
public:
    GuiBench(int& argc, char** argv) : app_(offscreen(argc), argv) {
        QApplication::setApplicationName(QStringLiteral("gputco-bench"));
        QStandardPaths::setTestModeEnabled(true);
        qputenv("GPUTCO_DATA_DIR", data_.path().toUtf8());
        gputco::ui::installTheme(app_);
    }

    static int run(int& argc, char** argv) {
        benchmark::Initialize(&argc, argv);
        benchmark::RunSpecifiedBenchmarks();
        benchmark::Shutdown();
        return 0;
    }

private:
    // Before the application exists: its platform is chosen when it is made.
    static int& offscreen(int& argc) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
        return argc;
    }

    QApplication app_;
    QTemporaryDir data_;
};

}  // namespace gputco::test
