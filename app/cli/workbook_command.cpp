// gputco-cli workbook: the audit workbook (issue #20) through the same code as the app's
// File > Export Workbook.
#include <QElapsedTimer>
#include <optional>

#include "app/cli/cli_command.h"
#include "model/engine/evaluate.h"
#include "model/engine/monte_carlo.h"
#include "model/engine/sensitivity.h"
#include "model/io/workbook/audit_workbook.h"
#include "ui/document/language.h"
#include "ui/report/workbook_words_ui.h"

namespace gputco::cli {

namespace {
const char* const kWorkbookUsage = "usage: workbook FILE -o OUT.xlsx [--lang en|zh_CN]";
}

int workbookCommand(const QStringList& args) {
    QString file, out, lang = QStringLiteral("en");
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        const bool hasValue = i + 1 < args.size();
        if (a == QLatin1String("--help") || a == QLatin1String("-h")) {
            return printOut(QByteArray(kWorkbookUsage) + "\n") ? kExitOk : kExitConflict;
        } else if ((a == QLatin1String("-o") || a == QLatin1String("--output")) && hasValue) {
            out = args[++i];
        } else if (a == QLatin1String("--lang") && hasValue) {
            lang = args[++i];
        } else if (a.startsWith(QLatin1Char('-')) || !file.isEmpty()) {
            printError("workbook: unexpected argument " + a + "; " + kWorkbookUsage);
            return kExitInvalid;
        } else {
            file = a;
        }
    }
    if (file.isEmpty() || out.isEmpty()) {
        printError(QStringLiteral("workbook: ") + kWorkbookUsage);
        return kExitInvalid;
    }
    if (lang != QLatin1String("en") && lang != QLatin1String("zh_CN")) {
        printError("workbook: unknown language " + lang + "; use en or zh_CN");
        return kExitInvalid;
    }
    int status = kExitOk;
    const auto scenario = loadScenario(file, status);
    if (!scenario) return status;
    ui::applyLanguage(ui::languageFromCode(lang, ui::UiLanguage::English));
    QElapsedTimer timer;
    timer.start();
    const engine::Result result = engine::evaluate(*scenario);
    if (!resultIsFinite("workbook", file, result)) return kExitInvalid;
    // The Risk sheet's analyses, with the scenario's own trials and seed: the workbook prints
    // them, the CLI runs them.
    std::optional<io::workbook::WorkbookRisk> risk;
    if (scenario->uncertainty && !scenario->uncertainty->inputs.empty())
        risk =
            io::workbook::WorkbookRisk{engine::sensitivity(*scenario),
                                       engine::monteCarlo(*scenario, io::workbook::riskSettings(*scenario))};
    const ui::report::AppWorkbookText words;
    const io::workbook::WorkbookOutcome outcome =
        io::workbook::writeAuditWorkbook(*scenario, result, risk, words, out);
    if (!outcome.ok) {
        printError("workbook: " + QString::fromStdString(outcome.error));
        return kExitConflict;
    }
    printError(QStringLiteral("workbook: wrote %1 (%2 KB) in %3 s")
                   .arg(out)
                   .arg((outcome.bytes + 1023) / 1024)
                   .arg(static_cast<double>(timer.elapsed()) / 1000.0, 0, 'f', 2));
    return kExitOk;
}

}  // namespace gputco::cli
