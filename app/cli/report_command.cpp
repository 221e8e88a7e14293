// Placeholder until the report lands in this session; replaced by its owner.
#include <QCoreApplication>

#include "app/cli/cli_command.h"

namespace gputco::cli {

int reportCommand(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    printError(QStringLiteral("report: not in this build yet"));
    return kExitInvalid;
}

}  // namespace gputco::cli
