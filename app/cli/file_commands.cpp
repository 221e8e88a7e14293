// gputco-cli upgrade: rewrite a scenario in the current format, canonical form (issue #4).
#include <QFileInfo>

#include "app/cli/cli_command.h"
#include "model/io/library/library.h"
#include "model/io/scenario_file.h"
#include "model/io/scenario_reader.h"
#include "model/io/scenario_writer.h"

namespace gputco::cli {

namespace {

const char* const kUpgradeUsage = "usage: upgrade IN [-o OUT]   (OUT - writes to standard output)";

}  // namespace

int upgradeCommand(const QStringList& args) {
    QString in;
    QString out;
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("-o") && i + 1 < args.size() && out.isEmpty()) {
            out = args[++i];
        } else if (args[i].startsWith(QLatin1Char('-')) || !in.isEmpty()) {
            printError("upgrade: unexpected argument " + args[i] + "; " + kUpgradeUsage);
            return kExitInvalid;
        } else {
            in = args[i];
        }
    }
    if (in.isEmpty()) {
        printError(QStringLiteral("upgrade: no scenario file given; ") + kUpgradeUsage);
        return kExitInvalid;
    }
    io::ReadResult read = io::readScenarioFile(in);
    // A file with problems is not rewritten: the canonical form holds only what was
    // understood, and an unreadable part would be lost.
    if (const int status = reportUnusable(in, read); status != kExitOk) {
        if (status == kExitInvalid)
            printError("upgrade: " + in + " has problems; fix them first (nothing written)");
        return status;
    }
    const QByteArray text = io::writeScenarioJson(*read.scenario);
    if (out == QLatin1String("-")) {
        return printOut(text) ? kExitOk : kExitConflict;
    }
    for (const std::string& step : read.migrations)
        printError(in + ": migrated " + QString::fromStdString(step));
    return writeScenario("upgrade", in, out, read.opened, text);
}

int writeScenario(const char* command, const QString& in, const QString& out, const io::DiskState& opened,
                  const QByteArray& text) {
    const bool inPlace =
        out.isEmpty() || QFileInfo(out).absoluteFilePath() == QFileInfo(in).absoluteFilePath();
    const QString target = out.isEmpty() ? in : out;
    const io::SaveResult saved =
        io::saveFileAtomically(target, text, inPlace ? std::optional<io::DiskState>(opened) : std::nullopt);
    if (!saved.ok()) {
        printError(QString::fromLatin1(command) + ": " + QString::fromStdString(saved.error));
        return kExitConflict;
    }
    // Every save is a revision in the library (gputco-cli history). A library that cannot
    // be written does not undo a good save, so that is only a note.
    io::library::Library library;
    const bool usable = openLibrary(library).usable();
    const std::string notRecorded =
        usable ? library.addRevision(target, text) : "the library cannot be written";
    if (!notRecorded.empty())
        printError("note: revision not recorded: " + QString::fromStdString(notRecorded));
    return kExitOk;
}

}  // namespace gputco::cli
