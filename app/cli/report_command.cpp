// gputco-cli report: the PDF report through the same code as the GUI's File > Export PDF.
#include <QApplication>
#include <QDate>
#include <QFileInfo>
#include <QPageSize>
#include <QSettings>

#include "app/cli/cli_command.h"
#include "model/engine/analyses.h"
#include "model/engine/evaluate.h"
#include "model/engine/sizing.h"
#include "model/io/scenario_reader.h"
#include "ui/document/language.h"
#include "ui/document/preferences.h"
#include "ui/report/report_optimised.h"
#include "ui/report/report_risk.h"
#include "ui/report/report_writer.h"

namespace gputco::cli {

namespace {
const char* const kReportUsage =
    "usage: report FILE -o OUT.pdf [--lang en|zh_CN] [--page A4|Letter] [--prepared-by NAME]";
}

int reportCommand(int argc, char** argv) {
    // Text and charts need a GUI application; without a display the offscreen platform
    // draws the same PDF.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") &&
        qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("gputco"));
    QApplication::setOrganizationName(QStringLiteral("gputco"));
    const QStringList args = QApplication::arguments().mid(2);

    QString file;
    QString out;
    QString lang = QStringLiteral("en");
    QString pageName = QStringLiteral("A4");
    std::optional<QString> preparedBy;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        const bool hasValue = i + 1 < args.size();
        if (a == QLatin1String("--help") || a == QLatin1String("-h")) {
            return printOut(QByteArray(kReportUsage) + "\n") ? kExitOk : kExitConflict;
        } else if ((a == QLatin1String("-o") || a == QLatin1String("--output")) && hasValue) {
            out = args[++i];
        } else if (a == QLatin1String("--lang") && hasValue) {
            lang = args[++i];
        } else if (a == QLatin1String("--page") && hasValue) {
            pageName = args[++i];
        } else if (a == QLatin1String("--prepared-by") && hasValue) {
            preparedBy = args[++i];
        } else if (a.startsWith(QLatin1Char('-')) || !file.isEmpty()) {
            printError("report: unexpected argument " + a + "; " + kReportUsage);
            return kExitInvalid;
        } else {
            file = a;
        }
    }
    if (file.isEmpty() || out.isEmpty()) {
        printError(QStringLiteral("report: ") + kReportUsage);
        return kExitInvalid;
    }
    if (lang != QLatin1String("en") && lang != QLatin1String("zh_CN")) {
        printError("report: unknown language " + lang + "; use en or zh_CN");
        return kExitInvalid;
    }
    ui::report::ReportOptions options;
    if (pageName.compare(QLatin1String("A4"), Qt::CaseInsensitive) == 0) {
        options.page = QPageSize::A4;
    } else if (pageName.compare(QLatin1String("Letter"), Qt::CaseInsensitive) == 0) {
        options.page = QPageSize::Letter;
    } else {
        printError("report: unknown page size " + pageName + "; use A4 or Letter");
        return kExitInvalid;
    }

    int status = kExitOk;
    const auto scenario = loadScenario(file, status);
    if (!scenario) return status;
    ui::applyLanguage(ui::languageFromCode(lang, ui::UiLanguage::English));
    const engine::Result result = engine::evaluate(*scenario);
    if (!resultIsFinite("report", file, result)) return kExitInvalid;
    // The preparer the GUI's preferences name, unless the command line names another; the
    // report is dated the day it is written.
    // With neither, the system's name for the user (issue #34: the line was blank by default).
    if (!preparedBy) preparedBy = ui::preparerFrom(QSettings(), ui::systemUserName());
    ui::report::ReportInput input =
        ui::report::makeReportInput(*scenario, result, file, *preparedBy, QDate::currentDate());
    if (scenario->demand.jobs) input.sizing = engine::sizing(*scenario);
    // The risk pages when the scenario lists uncertain inputs (issue #8), and the optimised
    // options' pages, their searches run again (issue #21).
    const engine::Analyses analyses = engine::analyses(*scenario);
    const std::optional<ui::report::ReportRisk> risk =
        analyses.risk ? std::optional(ui::report::reportRisk(*scenario, *analyses.risk)) : std::nullopt;
    input.risk = risk ? &*risk : nullptr;
    input.optimisations = &analyses.optimisations;
    const ui::report::ReportOutcome outcome = ui::report::writeReport(input, out, options);
    if (!outcome.ok) {
        printError(outcome.error);
        return kExitConflict;
    }
    return kExitOk;
}

}  // namespace gputco::cli
