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

// Where the figures of an option's sheet are, for the Comparison and Summary sheets. The PVs
// are adjusted present values (MODEL.md section 9, "Financing NPV and adjusted present
// value"): the flows with every loan paid in cash at the discount rate (a lease's payments at
// the cost of debt when one is given), less the financing NPV of the loans.
struct OptionFigures {
    Expr totalCost;                    // nominal, as financed (cash)
    Expr pvCost;                       // adjusted PV, before tax: pv_cost
    std::optional<Expr> pvAfterTax;    // adjusted PV, after tax: pv_cost_after_tax (with tax)
    Expr pvCompared;                   // the adjusted PV the comparisons use (after tax when tax is on)
    Expr pvUnlevered;                  // the same with every loan paid in cash
    Expr pvUnservedCompared;           // PV of the delay cost (after tax when tax is on)
    std::optional<Expr> financingNpv;  // after tax when tax is on; with a loan
    std::optional<Expr> financingNpvBeforeTax;  // with a loan
    // Lease payments valued at the cost of debt less the financing NPV (after tax when tax is
    // on): what the NPV profile holds while the discount rate changes; none without either.
    std::optional<Expr> debtHeld;
    std::optional<Expr> levelised;  // when anything is delivered
    std::string gridRange;          // flows on t = 0..M as financed (cash), after tax when tax is on
    std::string unleveredGridRange;
    // d: the flows discounted at the discount rate (unlevered, after tax when tax is on, lease
    // payments valued at the cost of debt left out), t = 0..M.
    std::string discountRateGridRange;
    std::string tRange;           // the grid's t, 0..M
    std::string cumulativeRange;  // nominal cost, before tax, as financed, months 0..M-1
    std::string monthRange;       // the month numbers, for charts
    std::vector<double> grid, unleveredGrid, discountRateGrid, cumulative;
};

OptionFigures writeOptionSheet(Sheet& sheet, const engine::ProjectionContext& context, std::size_t option,
                               InputNames& names, const WorkbookText& text);

}  // namespace gputco::io::workbook
