// The audit workbook (issue #20): a scenario exported to an Excel workbook whose figures are
// live formulas that recalculate to the engine's numbers. Sheets: Summary (first), Inputs,
// Comparison, one per option, Risk when the scenario has uncertain inputs. No widgets: the
// CLI's `workbook` command and the app's File > Export Workbook run this same code. It runs no
// analysis of its own (issue #35): the evaluation, the tornado and the Monte Carlo run it
// prints are its caller's, computed by the CLI with the engine and by the app on its
// controller's worker.
#pragma once

#include <QString>
#include <functional>
#include <optional>
#include <string>

#include "model/engine/monte_carlo.h"
#include "model/engine/result.h"
#include "model/engine/sensitivity.h"
#include "model/io/workbook/sheet_model.h"
#include "model/io/workbook/workbook_text.h"
#include "model/scenario/scenario.h"

namespace gputco::io::workbook {

// Called with the share done (0..1); returns false to cancel.
using WorkbookProgress = std::function<bool(double done)>;

// What the Risk sheet prints, both of the same scenario as the rest of the workbook: the
// tornado, engine::sensitivity(scenario), and the Monte Carlo run with riskSettings(scenario),
// which keeps every trial's PVs (the sheet lists them under its percentile formulas).
struct WorkbookRisk {
    engine::SensitivityResult tornado;
    engine::MonteCarloResult trials;
};

// The Monte Carlo settings of the Risk sheet: the scenario's own trials and seed (the numbers
// depend on nothing else), every core, every trial's PVs kept.
engine::MonteCarloSettings riskSettings(const scenario::Scenario& scenario);

// Why `risk` cannot be the Risk sheet of `scenario` (missing while the scenario has uncertain
// inputs, a cancelled run, trials not kept or of other options), "" when it can or when the
// scenario has no Risk sheet (a `risk` given then is not used).
std::string riskMismatch(const scenario::Scenario& scenario, const std::optional<WorkbookRisk>& risk);

// The whole workbook in memory. `scenario` must have passed validation, `result` be
// evaluate(scenario) and `risk` its analyses (above). Returns false (and leaves `model`
// partial) when cancelled, or when riskMismatch() names a reason.
bool buildAuditWorkbook(const scenario::Scenario& scenario, const engine::Result& result,
                        const std::optional<WorkbookRisk>& risk, const WorkbookText& text, SheetModel& model,
                        const WorkbookProgress& progress = {});

struct WorkbookOutcome {
    bool ok = false;
    bool cancelled = false;
    std::string error;  // a sentence naming the file, when not written
    qint64 bytes = 0;
};

// Builds the workbook and writes it to `path` atomically (io::writeFileSafely): a failure or a
// cancel leaves whatever was at `path` untouched; a `risk` that does not fit is an error.
WorkbookOutcome writeAuditWorkbook(const scenario::Scenario& scenario, const engine::Result& result,
                                   const std::optional<WorkbookRisk>& risk, const WorkbookText& text,
                                   const QString& path, const WorkbookProgress& progress = {});

}  // namespace gputco::io::workbook
