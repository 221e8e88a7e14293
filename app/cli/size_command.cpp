// gputco-cli size FILE [--json]: what each job of the scenario needs (FLOPs, reference
// GPU-hours, GPUs, memory, fit per GPU model, MIG slice) and what it costs on each option.
#include "app/cli/cli_command.h"
#include "model/engine/evaluate.h"
#include "model/engine/sizing.h"
#include "model/io/sizing_text.h"

namespace gputco::cli {

int sizeCommand(const QStringList& args) {
    QString file;
    bool json = false;
    for (const QString& a : args) {
        if (a == QLatin1String("--json")) {
            json = true;
        } else if (a.startsWith(QLatin1String("--")) || !file.isEmpty()) {
            printError("size: unexpected argument " + a + "; usage: size FILE [--json]");
            return kExitInvalid;
        } else {
            file = a;
        }
    }
    if (file.isEmpty()) {
        printError(QStringLiteral("size: no scenario file given; usage: size FILE [--json]"));
        return kExitInvalid;
    }
    int status = kExitOk;
    const auto scenario = loadScenario(file, status);
    if (!scenario) return status;
    const engine::Result result = engine::evaluate(*scenario);
    if (!resultIsFinite("size", file, result)) return kExitInvalid;
    const engine::SizingResult sized = engine::sizing(*scenario);
    return printOut(json ? io::sizingJson(sized, result) : io::sizingTable(sized, result)) ? kExitOk
                                                                                           : kExitConflict;
}

}  // namespace gputco::cli
