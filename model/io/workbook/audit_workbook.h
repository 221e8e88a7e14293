// The audit workbook (issue #20): a scenario exported to an Excel workbook whose figures are
// live formulas that recalculate to the engine's numbers. Sheets: Summary (first), Inputs,
// Comparison, one per option, Risk when the scenario has uncertain inputs. No widgets: the
// CLI's `workbook` command and the app's File > Export Workbook run this same code.
#pragma once

#include <QString>
#include <functional>
#include <string>

#include "model/engine/result.h"
#include "model/io/workbook/sheet_model.h"
#include "model/io/workbook/workbook_text.h"
#include "model/scenario/scenario.h"

namespace gputco::io::workbook {

// Called with the share done (0..1); returns false to cancel.
using WorkbookProgress = std::function<bool(double done)>;

// The whole workbook in memory. `scenario` must have passed validation and `result` be
// evaluate(scenario). Returns false (and leaves `model` partial) when cancelled.
bool buildAuditWorkbook(const scenario::Scenario& scenario, const engine::Result& result,
                        const WorkbookText& text, SheetModel& model, const WorkbookProgress& progress = {});

struct WorkbookOutcome {
    bool ok = false;
    bool cancelled = false;
    std::string error;  // a sentence naming the file, when not written
    qint64 bytes = 0;
};

// Builds the workbook and writes it to `path` atomically (io::writeFileSafely): a failure or a
// cancel leaves whatever was at `path` untouched.
WorkbookOutcome writeAuditWorkbook(const scenario::Scenario& scenario, const engine::Result& result,
                                   const WorkbookText& text, const QString& path,
                                   const WorkbookProgress& progress = {});

}  // namespace gputco::io::workbook
