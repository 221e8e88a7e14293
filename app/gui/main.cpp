// gputco: the desktop application. Wiring only (DESIGN.md, Layout): the window lives in ui/.
#include <QApplication>
#include <QCommandLineParser>

#include "ui/main_window.h"
#include "ui/theme.h"

int main(int argc, char* argv[]) {
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
    parser.process(app);

    gputco::ui::MainWindow window;
    window.show();
    // What a crash left comes first: restoring it is the one thing that cannot wait.
    const bool restored = window.offerRecovery();
    if (!restored && !parser.positionalArguments().isEmpty())
        window.openFile(parser.positionalArguments().first());
    return app.exec();
}
