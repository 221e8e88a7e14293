// The sheets that read the option sheets (audit_workbook.cpp puts them together).
#pragma once

#include <optional>
#include <vector>

#include "model/engine/monte_carlo.h"
#include "model/engine/result.h"
#include "model/engine/sensitivity.h"
#include "model/io/workbook/input_names.h"
#include "model/io/workbook/option_sheet.h"

namespace gputco::io::workbook {

// Per option against the baseline, each a cell of the Comparison sheet; none for the baseline.
struct ComparisonCells {
    std::optional<Expr> npvSaving;
    std::string irr, mirr, profitabilityIndex, payback;  // references, "" for the baseline
    std::optional<double> irrValue, mirrValue, piValue, paybackValue;
};

// The Comparison sheet (MODEL.md section 9): the unlevered incremental flows on the grid
// t = 0..M with their helper columns, and per option the NPV saving, IRR, MIRR,
// profitability index, paybacks and break-even month as formulas. `result` gives the cached
// values of the figures a formula finds by iteration (IRR) or search (break-even
// utilisation, which stays a value).
std::vector<ComparisonCells> writeComparisonSheet(Sheet& sheet, const scenario::Scenario& scenario,
                                                  const engine::Result& result,
                                                  const std::vector<OptionFigures>& options,
                                                  InputNames& names, const WorkbookText& text);

// The Summary sheet: one row per option, every cell a formula on the other sheets, and the
// cumulative cost chart.
void writeSummarySheet(Sheet& sheet, const scenario::Scenario& scenario, const engine::Result& result,
                       const std::vector<OptionFigures>& options,
                       const std::vector<ComparisonCells>& comparisons, const WorkbookText& text);

// The Risk sheet: the tornado and every Monte Carlo trial's PV per option, with percentile
// formulas over the trials.
void writeRiskSheet(Sheet& sheet, const scenario::Scenario& scenario,
                    const engine::SensitivityResult& tornado, const engine::MonteCarloResult& trials,
                    const WorkbookText& text);

}  // namespace gputco::io::workbook
