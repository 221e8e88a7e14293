// gputco: the desktop application. Wiring only (DESIGN.md, Layout): the window lives in ui/.
#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <csignal>
#include <cstdio>

#include "ui/shell/main_window.h"
#include "ui/shell/theme.h"

int main(int argc, char* argv[]) {
    // A file-size limit makes a save fail with its reason, not kill the app (issue #32).
    std::signal(SIGXFSZ, SIG_IGN);
    QElapsedTimer sinceMain;
    sinceMain.start();
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("gputco"));
    QApplication::setOrganizationName(QStringLiteral("gputco"));
    QApplication::setApplicationVersion(QStringLiteral(GPUTCO_VERSION));
    gputco::ui::installTheme(app);

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("GPU cluster total cost of ownership studio"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("A .gputco scenario to open"));
    // For measuring a cold start (DESIGN.md budget: a usable window under 1 s) and for smoke
    // tests: quit as soon as the file's results are on screen, printing the time it took.
    const QCommandLineOption quitWhenReady(QStringLiteral("quit-when-ready"),
                                           QStringLiteral("Quit once the results are shown (for timing)"));
    parser.addOption(quitWhenReady);
    parser.process(app);

    gputco::ui::MainWindow window;
    if (parser.isSet(quitWhenReady)) {
        QObject::connect(&window, &gputco::ui::MainWindow::resultShown, &app, [&] {
            std::printf("results shown %lld ms after main()\n", static_cast<long long>(sinceMain.elapsed()));
            QApplication::quit();
        });
        // Queued: a file refused at once (unreadable, a text past its limit) says so before the
        // event loop runs, and an exit() before exec() is lost.
        QObject::connect(
            &window, &gputco::ui::MainWindow::errorShown, &app, [] { QApplication::exit(1); },
            Qt::QueuedConnection);
    }
    window.showFittingScreen();
    // What a crash left comes first: restoring it is the one thing that cannot wait.
    const bool restored = window.offerRecovery();
    window.offerLibraryRebuild();
    if (!restored && !parser.positionalArguments().isEmpty())
        window.openFile(parser.positionalArguments().first());
    return app.exec();
}
