// Placeholder until this command lands in this session; replaced by its owner.
#include "app/cli/cli_command.h"

namespace gputco::cli {

int sensitivityCommand(const QStringList&) {
    printError(QStringLiteral("this command is not in this build yet"));
    return kExitInvalid;
}

int montecarloCommand(const QStringList&) {
    printError(QStringLiteral("this command is not in this build yet"));
    return kExitInvalid;
}

}  // namespace gputco::cli
