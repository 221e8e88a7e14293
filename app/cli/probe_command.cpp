// gputco-cli probe: runs gputco-probe as a child process with the app's timeout, so that a
// hung driver cannot hang a script either; prints (or writes) the document and keeps a
// successful result in the library, where the app's Calibration tab lists it (issue #7).
#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>

#include "app/cli/catalog_library.h"
#include "app/cli/cli_command.h"
#include "model/calibration/probe_attachment.h"
#include "model/io/display_text.h"
#include "model/io/library/library.h"
#include "model/io/safe_write.h"
#include "ui/document/probe_process.h"

namespace gputco::cli {

namespace {

const char* const kProbeUsage =
    "usage: probe [--quick] [-o OUT.json]   (the document goes to standard output without -o)";

}  // namespace

int probeCommand(const QStringList& args) {
    bool quick = false;
    QString out;
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--quick")) {
            quick = true;
        } else if (args[i] == QLatin1String("-o") && i + 1 < args.size() && out.isEmpty()) {
            out = args[++i];
        } else {
            printError("probe: unexpected argument " + args[i] + "; " + kProbeUsage);
            return kExitInvalid;
        }
    }
    ui::ProbeProcess probe;
    ui::ProbeProcess::Outcome outcome;
    QEventLoop loop;
    QObject::connect(&probe, &ui::ProbeProcess::finished, &loop, [&](const ui::ProbeProcess::Outcome& o) {
        outcome = o;
        loop.quit();
    });
    probe.start(quick);
    if (probe.isRunning()) loop.exec();
    if (!outcome.probe) {
        printError("probe: " + outcome.error);
        return kExitUnreadable;
    }
    if (out.isEmpty()) {
        if (!printOut(outcome.document)) return kExitConflict;
    } else if (const io::SaveResult saved = io::writeFileSafely(out, outcome.document); !saved.ok()) {
        printError("probe: " + QString::fromStdString(saved.error));
        return kExitConflict;
    }
    const calibration::ProbeResult& p = *outcome.probe;
    if (p.status != "ok") {
        printError("probe: " + QString::fromStdString(calibration::statusExplanation(p, true)));
        return kExitOk;  // a document came back; its status says what happened
    }
    printError(QStringLiteral("probe: measured %1 in %2 ms")
                   .arg(io::printedText(p.deviceName))
                   .arg(outcome.elapsedMs));
    // Kept, but said at once: calibration will refuse it (docs/probe.md, "Stability").
    if (const auto unstable = calibration::unstableMetrics(p); !unstable.empty())
        printError("warning: " + QString::fromStdString(calibration::unstableExplanation(unstable)));
    keepProbeResult(p.deviceName, outcome.document);
    return kExitOk;
}

void keepProbeResult(const std::string& device, const QByteArray& document) {
    io::library::Library library;
    const std::string notKept = openLibrary(library).usable()
                                    ? library.addProbeResult(QString::fromStdString(device), document)
                                    : "the library cannot be written";
    if (!notKept.empty())
        printError("note: probe result not kept in the library: " + QString::fromStdString(notKept));
    // Shared with the team library GPUTCO_LIBRARY names too, as the app shares an analyst's.
    if (qEnvironmentVariableIsEmpty("GPUTCO_LIBRARY")) return;
    io::library::TeamLibrary team;
    io::library::TeamAddress address;
    if (connectTeamLibrary(QStringLiteral("note: probe result not shared"), team, &address) != kExitOk)
        return;
    QString why = team.checkVersion();
    if (why.isEmpty() && !team.canWrite())
        why = QStringLiteral("%1 may only read the team library").arg(io::printedText(team.user()));
    if (why.isEmpty()) why = team.addProbeResult(QString::fromStdString(device), document).error;
    printError(why.isEmpty() ? QStringLiteral("note: probe result shared in the team library %1, as %2")
                                   .arg(io::printedText(address.text()), io::printedText(team.user()))
                             : QStringLiteral("note: probe result not shared: ") + why);
}

}  // namespace gputco::cli
