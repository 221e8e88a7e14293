// gputco-cli: the headless face of gputco (DESIGN.md, Layout). Wiring only.
#include <QCoreApplication>
#include <QStringList>
#include <csignal>
#include <cstring>

#include "app/cli/cli_command.h"

namespace {

const char* const kUsage =
    "usage: gputco-cli COMMAND [ARGS]\n"
    "  evaluate FILE [--json | --csv | --table]   cost of every option (docs/methodology.md)\n"
    "  validate FILE                              every problem of a scenario, one per line\n"
    "  upgrade IN [-o OUT]                        rewrite a scenario in the current format\n"
    "  report FILE -o OUT.pdf [--lang en|zh_CN] [--page A4|Letter] [--prepared-by NAME]   the PDF report\n"
    "  optimise FILE --option NAME [--max-capex X] [--max-unserved F] [--percentile P --budget X]\n"
    "           [--trials N] [--seed S] [--threads T] [--max-units SOURCE=N] [--json] [-o OUT]\n"
    "                                             the mix of owned, reserved and spot capacity that costs "
    "least\n"
    "  workbook FILE -o OUT.xlsx [--lang en|zh_CN]   the audit workbook: every figure a live formula\n"
    "  size FILE [--json]                         each job's GPUs, memory fit, MIG slice and its cost per\n"
    "                                             million tokens or per training run on every option\n"
    "  sensitivity FILE [--option NAME] [--spider] [--json]\n"
    "                                             tornado: the swing of each uncertain input\n"
    "  montecarlo FILE [--trials N] [--seed S] [--threads T] [--json]\n"
    "  catalog list [--kind gpus|servers|offers|tariffs|fx] [--json]\n"
    "  catalog import FILE.csv | catalog export --kind K FILE.csv\n"
    "  catalog import-public skypilot|gcp-yaml|aws-offer FILE [--region R] [--gpu-only]\n"
    "                [--as-of YYYY-MM-DD] [--provider P] [--dry-run]\n"
    "                                             a public price list into offers: preview, then import\n"
    "                                             (catalog: the team library's when GPUTCO_LIBRARY is set)\n"
    "  history FILE                               saved revisions of a scenario, newest first (the team\n"
    "                                             library's when GPUTCO_LIBRARY names one)\n"
    "  library status|migrate|log [--limit N] [--json]|push-catalog|revisions NAME [--json]|probes [--json]\n"
    "  library get NAME NUMBER|approved -o FILE|-   a team revision's scenario file (the newest approved)\n"
    "                                             the team library of GPUTCO_LIBRARY (PostgreSQL; "
    "docs/library.md)\n"
    "  probe [--quick] [-o OUT.json]              measure this machine's GPU (a CUDA build; docs/probe.md)\n"
    "  calibrate FILE PROBE.json [--gpu MODEL] [--allow-unstable] [--allow-peak-kernel] [-o OUT]\n"
    "                                             set a GPU model's efficiencies from a probe result\n"
    "  --version                                  print the version\n"
    "exit status: 0 ok, 1 unreadable file, 2 invalid scenario or arguments, 3 not written\n";

using Command = int (*)(const QStringList&);

Command findCommand(const QString& name) {
    using namespace gputco::cli;
    static const struct {
        const char* name;
        Command run;
    } kCommands[] = {
        {"evaluate", evaluateCommand},     {"validate", validateCommand},
        {"upgrade", upgradeCommand},       {"catalog", catalogCommand},
        {"history", historyCommand},       {"sensitivity", sensitivityCommand},
        {"montecarlo", montecarloCommand}, {"calibrate", calibrateCommand},
        {"probe", probeCommand},           {"size", sizeCommand},
        {"workbook", workbookCommand},     {"optimise", optimiseCommand},
        {"library", libraryCommand},
    };
    for (const auto& c : kCommands)
        if (name == QLatin1String(c.name)) return c.run;
    return nullptr;
}

}  // namespace

int main(int argc, char** argv) {
    // A file-size limit (ulimit -f) is an ordinary write error: without this the kernel's
    // SIGXFSZ killed the command mid-write (exit 153, no word, a temporary file left behind)
    // where every command promises exit 3 with the reason and the old file kept (issue #32).
    std::signal(SIGXFSZ, SIG_IGN);
    // The report draws text and charts, which needs a GUI application (offscreen is enough).
    if (argc > 1 && std::strcmp(argv[1], "report") == 0) return gputco::cli::reportCommand(argc, argv);
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("gputco"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPUTCO_VERSION));
    QStringList args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty() || args.front() == QLatin1String("--help") || args.front() == QLatin1String("-h")) {
        if (!gputco::cli::printOut(kUsage)) return gputco::cli::kExitConflict;
        return args.isEmpty() ? gputco::cli::kExitInvalid : gputco::cli::kExitOk;
    }
    const QString command = args.takeFirst();
    if (command == QLatin1String("--version")) {
        return gputco::cli::printOut("gputco-cli " GPUTCO_VERSION "\n") ? gputco::cli::kExitOk
                                                                        : gputco::cli::kExitConflict;
    }
    if (const Command run = findCommand(command)) return run(args);
    gputco::cli::printError("unknown command " + command + "; run gputco-cli --help");
    return gputco::cli::kExitInvalid;
}
