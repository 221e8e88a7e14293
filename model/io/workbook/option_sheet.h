// One option's sheet of the audit workbook (issue #20): a row per month, engine quantities
// (served and billed hours, capacity, depreciation shares) as grey values, every money column
// a formula on them and on the Inputs sheet's names, then the month's cost and tax at its
// start and end, the flows on the grid t = 0..M, and the option's key figures on top.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/engine/projection_context.h"
#include "model/engine/result.h"
#include "model/io/workbook/input_names.h"
#include "model/io/workbook/sheet_model.h"
#include "model/io/workbook/workbook_text.h"

namespace gputco::io::workbook {

// Where the figures of an option's sheet are, for the Comparison and Summary sheets.
struct OptionFigures {
    Expr totalCost, pvCost, pvCompared, pvUnlevered;
    std::optional<Expr> pvAfterTax;  // with tax
    std::optional<Expr> levelised;   // when anything is delivered
    std::string gridRange;           // flows on t = 0..M, after tax when tax is on (absolute, with sheet)
    std::string unleveredGridRange;
    std::string cumulativeRange;  // nominal cost, before tax, as financed, months 0..M-1
    std::string monthRange;       // the month numbers, for charts
    std::vector<double> grid, unleveredGrid, cumulative;
};

OptionFigures writeOptionSheet(Sheet& sheet, const engine::ProjectionContext& context, std::size_t option,
                               InputNames& names, const WorkbookText& text);

}  // namespace gputco::io::workbook
