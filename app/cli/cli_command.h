// gputco-cli sub-commands: wiring between files, the engine and standard output. Each
// returns the process exit status; every error is one line on stderr.
#pragma once

#include <QStringList>

namespace gputco::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitUnreadable = 1;  // the file could not be read at all
inline constexpr int kExitInvalid = 2;     // read, but the scenario or the arguments are wrong

int evaluateCommand(const QStringList& args);
int validateCommand(const QStringList& args);

void printError(const QString& line);
void printOut(const QByteArray& bytes);

}  // namespace gputco::cli
