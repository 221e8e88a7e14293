// The Inputs sheet (issue #20): every numeric input of the scenario on a row of its own, its
// value a defined name ("discount_rate", "opt4_src1_pue") that the formulas of the other
// sheets use. Builders ask for an input by its file path and get the name with its value;
// what no formula asks for, or what moves the capacity stack, is marked as not followed.
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "model/io/workbook/cell_expr.h"
#include "model/io/workbook/sheet_model.h"
#include "model/io/workbook/workbook_text.h"
#include "model/scenario/scenario.h"

namespace gputco::io::workbook {

class InputNames {
public:
    explicit InputNames(const scenario::Scenario& scenario);

    // The input at `path` as a formula term: its defined name, holding its value. A path that
    // is not an input of the scenario comes back as its value alone (never in practice: the
    // builders ask for fields the scenario has).
    Expr operator()(const std::string& path);

    // Writes the Inputs sheet (after every builder has asked for its inputs) and returns the
    // defined names.
    std::vector<DefinedName> writeSheet(Sheet& sheet, const WorkbookText& text) const;

    // The defined name a path gets: ASCII, not a cell address, unique in the workbook.
    static std::string nameFor(const std::string& path);

    // Paths a builder asked for that are not inputs of the scenario: a builder's mistake,
    // which the tests look for (the value is still right, but it is not a live name).
    const std::vector<std::string>& missing() const { return missing_; }

private:
    struct Row {
        std::string path;
        std::string name;
        double value = 0;
    };
    const scenario::Scenario& scenario_;
    std::vector<Row> rows_;
    std::map<std::string, std::size_t> byPath_;
    std::set<std::string> used_;
    std::vector<std::string> missing_;
    static constexpr int kFirstRow = 4;
};

// "options[3].sources[0]" and friends, as the file names them.
std::string optionPath(std::size_t option);
std::string sourcePath(std::size_t option, std::size_t source);

}  // namespace gputco::io::workbook
