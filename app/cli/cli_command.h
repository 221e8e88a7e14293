// gputco-cli sub-commands: wiring between files, the engine and standard output. Each
// returns the process exit status; every error is one line on stderr.
#pragma once

#include <QByteArray>
#include <QStringList>
#include <optional>

#include "model/scenario/scenario.h"

namespace gputco::io {
struct ReadResult;
struct DiskState;
namespace library {
class Library;
struct LibraryState;
}  // namespace library
}  // namespace gputco::io

namespace gputco::engine {
struct Result;
}

namespace gputco::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitUnreadable = 1;  // the file could not be read at all
inline constexpr int kExitInvalid = 2;     // read, but the scenario or the arguments are wrong
inline constexpr int kExitConflict = 3;    // not written: the target changed on disk, or a write failed

// scenario_commands.cpp
int evaluateCommand(const QStringList& args);
int validateCommand(const QStringList& args);
// file_commands.cpp
int upgradeCommand(const QStringList& args);
// Saves `text` to `out` (in place when empty: then refused if `in` changed since `opened`),
// atomically, and records the revision; kExitOk or kExitConflict.
int writeScenario(const char* command, const QString& in, const QString& out, const io::DiskState& opened,
                  const QByteArray& text);
// calibrate_command.cpp
int calibrateCommand(const QStringList& args);
// probe_command.cpp
int probeCommand(const QStringList& args);
// Adds a probe document to the library's probe results; a library that cannot be written
// is only a note on stderr.
void keepProbeResult(const std::string& device, const QByteArray& document);
// library_commands.cpp
int catalogCommand(const QStringList& args);
int historyCommand(const QStringList& args);
// team_library_command.cpp: the team library on PostgreSQL (GPUTCO_LIBRARY)
int libraryCommand(const QStringList& args);
// Opens the library and says on stderr what the user must know: an empty file replaced, or
// why it is not writable (busy, read-only, newer, damaged).
const io::library::LibraryState& openLibrary(io::library::Library& library);
// size_command.cpp
int sizeCommand(const QStringList& args);
// risk_commands.cpp
int sensitivityCommand(const QStringList& args);
int montecarloCommand(const QStringList& args);
// optimise_command.cpp
int optimiseCommand(const QStringList& args);
// workbook_command.cpp
int workbookCommand(const QStringList& args);
// report_command.cpp: needs a QGuiApplication (fonts, PDF), so it makes its own from argv.
int reportCommand(int argc, char** argv);

// Prints every reason a read scenario cannot be used; returns kExitOk when it can, else
// kExitUnreadable or kExitInvalid.
int reportUnusable(const QString& path, const io::ReadResult& read);

// Reads and validates a scenario file; prints every reason it cannot be used and sets
// `status` (kExitUnreadable or kExitInvalid) when it cannot.
std::optional<scenario::Scenario> loadScenario(const QString& path, int& status);

// True when every figure of `result` is finite; else says which are not and returns false
// (validation keeps this from happening: a guard, so that no output ever holds inf or NaN).
bool resultIsFinite(const char* command, const QString& file, const engine::Result& result);

void printError(const QString& line);
// Writes to standard output; false (after saying why on stderr) when the write failed, as on
// a full disk or a closed pipe: the command then exits kExitConflict.
[[nodiscard]] bool printOut(const QByteArray& bytes);

}  // namespace gputco::cli
