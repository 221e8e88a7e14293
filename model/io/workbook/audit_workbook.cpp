#include "model/io/workbook/audit_workbook.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <algorithm>

#include "model/engine/projection_context.h"
#include "model/io/safe_write.h"
#include "model/io/workbook/cell_limit.h"
#include "model/io/workbook/input_names.h"
#include "model/io/workbook/option_sheet.h"
#include "model/io/workbook/sheet_names.h"
#include "model/io/workbook/workbook_sheets.h"
#include "model/io/workbook/xlsx_file.h"

namespace gputco::io::workbook {

engine::MonteCarloSettings riskSettings(const scenario::Scenario& scenario) {
    engine::MonteCarloSettings settings;
    if (scenario.uncertainty) {
        settings.trials = scenario.uncertainty->trials;
        settings.seed = scenario.uncertainty->seed;
    }
    settings.threads = 0;  // every core: the numbers do not depend on it
    settings.keepTrials = true;
    return settings;
}

std::string riskMismatch(const scenario::Scenario& scenario, const std::optional<WorkbookRisk>& risk) {
    if (!scenario.uncertainty || scenario.uncertainty->inputs.empty()) return {};
    if (!risk) return "the Risk sheet needs the tornado and the Monte Carlo run of the uncertain inputs";
    const engine::MonteCarloResult& run = risk->trials;
    if (run.cancelled) return "the Risk sheet's Monte Carlo run was cancelled";
    if (run.options.size() != scenario.options.size())
        return "the Risk sheet's Monte Carlo run has " + std::to_string(run.options.size()) +
               " options, the scenario " + std::to_string(scenario.options.size());
    if (run.trialPvs.size() != static_cast<std::size_t>(std::max(0, run.trials)) * run.options.size())
        return "the Risk sheet's Monte Carlo run kept " + std::to_string(run.trialPvs.size()) + " of its " +
               std::to_string(static_cast<std::size_t>(std::max(0, run.trials)) * run.options.size()) +
               " trial PVs (run it with riskSettings)";
    return {};
}

bool buildAuditWorkbook(const scenario::Scenario& scenario, const engine::Result& result,
                        const std::optional<WorkbookRisk>& riskInput, const WorkbookText& text,
                        SheetModel& model, const WorkbookProgress& progress) {
    if (!riskMismatch(scenario, riskInput).empty()) return false;
    const std::size_t n = scenario.options.size();
    const bool risk = scenario.uncertainty && !scenario.uncertainty->inputs.empty();
    // Every sheet first, in the order the file shows them: the option sheets are filled before
    // the Summary and Comparison that read them.
    model.sheets.clear();
    model.sheets.reserve(n + 4);
    model.add(text.word(Word::SheetSummary));
    model.add(text.word(Word::SheetInputs));
    model.add(text.word(Word::SheetComparison));
    // Each option's sheet named after it (issue #34), "Option 3" only for a name that leaves
    // nothing a sheet name may hold.
    std::vector<std::string> optionNames;
    for (const scenario::Option& option : scenario.options) optionNames.push_back(option.name);
    std::vector<std::string> fixed{text.word(Word::SheetSummary), text.word(Word::SheetInputs),
                                   text.word(Word::SheetComparison)};
    if (risk) fixed.push_back(text.word(Word::SheetRisk));
    for (const std::string& name : optionSheetNames(optionNames, fixed, text.word(Word::SheetOption)))
        model.add(name);
    if (risk) model.add(text.word(Word::SheetRisk));
    Sheet& summary = model.sheets[0];
    Sheet& inputs = model.sheets[1];
    Sheet& comparison = model.sheets[2];
    auto report = [&](double done) { return !progress || progress(done); };

    InputNames names(scenario);
    const engine::ProjectionContext context(scenario);
    std::vector<OptionFigures> figures;
    for (std::size_t i = 0; i < n; ++i) {
        if (!report(0.9 * static_cast<double>(i) / std::max<std::size_t>(1, n))) return false;
        figures.push_back(writeOptionSheet(model.sheets[3 + i], context, i, names, text));
    }
    const auto comparisons = writeComparisonSheet(comparison, scenario, result, figures, names, text);
    writeSummarySheet(summary, scenario, result, figures, comparisons, text);
    if (risk) writeRiskSheet(model.sheets[3 + n], scenario, riskInput->tornado, riskInput->trials, text);
    model.names = names.writeSheet(inputs, text);
    model.missingInputs = names.missing();
    return report(1.0);
}

WorkbookOutcome writeAuditWorkbook(const scenario::Scenario& scenario, const engine::Result& result,
                                   const std::optional<WorkbookRisk>& risk, const WorkbookText& text,
                                   const QString& path, const WorkbookProgress& progress) {
    WorkbookOutcome outcome;
    if (const std::string mismatch = riskMismatch(scenario, risk); !mismatch.empty()) {
        outcome.error = "could not write " + path.toStdString() + ": " + mismatch;
        return outcome;
    }
    SheetModel model;
    if (!buildAuditWorkbook(scenario, result, risk, text, model, progress)) {
        outcome.cancelled = true;
        outcome.error = "cancelled: " + path.toStdString() + " was not written";
        return outcome;
    }
    if (const std::string overlong = overlongText(scenario, model); !overlong.empty()) {
        outcome.error = "could not write " + path.toStdString() + ": " + overlong;
        return outcome;
    }
    // libxlsxwriter writes a file of its own: into a scratch folder, then read back and put
    // in place by the one safe write (a full disk or a failing device leaves `path` as it was).
    QTemporaryDir scratch;
    if (!scratch.isValid()) {
        outcome.error = "could not write " + path.toStdString() + ": no scratch folder (" +
                        scratch.errorString().toStdString() + ")";
        return outcome;
    }
    const QString staged = scratch.filePath(QStringLiteral("workbook.xlsx"));
    const std::string failure = writeXlsx(model, staged.toStdString(), scratch.path().toStdString());
    if (!failure.empty()) {
        // Worded as the one safe write words its failures: nothing reached `path`.
        outcome.error =
            "not saved: cannot write \"" + path.toStdString() + "\": " + failure +
            (QFileInfo::exists(path) ? " (the file on disk is unchanged)" : " (nothing was written)");
        return outcome;
    }
    QFile file(staged);
    if (!file.open(QIODevice::ReadOnly)) {
        outcome.error = "could not write " + path.toStdString() + ": " + file.errorString().toStdString();
        return outcome;
    }
    const QByteArray content = file.readAll();
    const SaveResult saved = writeFileSafely(path, content);
    if (!saved.ok()) {
        outcome.error = saved.error;
        return outcome;
    }
    outcome.ok = true;
    outcome.bytes = content.size();
    return outcome;
}

}  // namespace gputco::io::workbook
