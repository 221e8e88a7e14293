// gputco-cli: the headless face of gputco (DESIGN.md, Layout). Wiring only.
#include <QCoreApplication>
#include <QStringList>

#include "app/cli/cli_command.h"

namespace {

const char* const kUsage =
    "usage: gputco-cli COMMAND [ARGS]\n"
    "  evaluate FILE [--json | --csv | --table]   cost of every option (MODEL.md section 10)\n"
    "  validate FILE                              every problem of a scenario, one per line\n"
    "  --version                                  print the version\n"
    "exit status: 0 ok, 1 unreadable file, 2 invalid scenario or arguments\n";

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("gputco"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPUTCO_VERSION));
    QStringList args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty() || args.front() == QLatin1String("--help") || args.front() == QLatin1String("-h")) {
        gputco::cli::printOut(kUsage);
        return args.isEmpty() ? gputco::cli::kExitInvalid : gputco::cli::kExitOk;
    }
    const QString command = args.takeFirst();
    if (command == QLatin1String("--version")) {
        gputco::cli::printOut("gputco-cli " GPUTCO_VERSION "\n");
        return gputco::cli::kExitOk;
    }
    if (command == QLatin1String("evaluate")) return gputco::cli::evaluateCommand(args);
    if (command == QLatin1String("validate")) return gputco::cli::validateCommand(args);
    gputco::cli::printError("unknown command " + command + "; run gputco-cli --help");
    return gputco::cli::kExitInvalid;
}
