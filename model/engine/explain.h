// Explain any figure (DESIGN.md; issue #5): how one number of the result was computed, step
// by step, with the formula of docs/methodology.md, every input it rests on (with its field
// path, value, source and as-of date), the intermediate values and the result. It rebuilds
// the figure from the same ledger and flow grid evaluate() uses (option_ledger.h) and the
// same finance functions, so the explanation and the figure cannot disagree; a test checks
// that they are equal.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/engine/category.h"
#include "model/scenario/scenario.h"

namespace gputco::engine {

enum class Figure {
    TotalCost,
    PvCost,          // before tax
    PvCostAfterTax,  // when tax is on
    CostPerReferenceGpuHour,
    NpvSavings,  // against the baseline
    BreakEvenMonth,
    Irr,             // on the unlevered flows
    Payback,         // on the unlevered flows
    CategoryYear,    // one category's cost in one year (the annual chart, the yearly table)
    CumulativeCost,  // nominal cost up to the end of one month (a point of the cumulative chart)
    CashFlow,        // the flow at one point t of the grid (a bar of the monthly cash-flow chart)
    // Model revision 2 (MODEL.md section 11)
    NpvSavingsUnlevered,  // against the baseline, every loan paid in cash
    Mirr,
    ProfitabilityIndex,
    DiscountedPayback,
    FinancingNpv,   // what the option's loan is worth against paying cash
    LevelisedCost,  // per reference GPU-hour
    // Sizing (issue #17): per million tokens of an inference job, per run of a training job.
    JobCost,
    // Model revision 3 (MODEL.md section 12)
    NpvSavingsCash,       // the NPV saving without the imputed delay cost
    NpvSavingsOtherRule,  // under the other commitments rule at the horizon
    NpvProfilePoint,      // the NPV saving at discount rate profilePoint / 50
    // Drilling down (issue #34): the figures an explanation's parts open, down to the inputs.
    CategoryTotal,  // one category's nominal cost over the horizon (a part of the total cost)
    CategoryPv,     // one category's flows, paid in cash, discounted (a part of a PV)
    UnservedHours,  // the reference GPU-hours of demand the option leaves unserved
    Input,          // one input of the scenario: its value and the catalog row it came from
};

struct FigureRef {
    std::size_t option = 0;
    Figure figure = Figure::PvCost;
    Category category = Category::Hardware;  // CategoryYear
    int year = 1;                            // CategoryYear, 1-based
    int month = 0;                           // CumulativeCost: 0-based month; CashFlow: t = 0 .. M
    std::size_t job = 0;                     // JobCost: training jobs first, then inference (SizingResult)
    int profilePoint = 0;                    // NpvProfilePoint: 0 .. 15, the rate i / 50
    std::string input{};                     // Input: the field's path, as the file names it

    bool operator==(const FigureRef&) const = default;
};

struct ExplainedInput {
    std::string path;  // as the file names it
    double value = 0;
    std::string source;  // empty when the value was typed, not copied from the catalog
    std::string asOf;
};

// A sentence of an explanation: an English pattern with %1, %2, ... and its arguments (option
// names, numbers already written out), so that the app can show it in the user's language:
// the pattern is the key of its translation (context "gputco::engine::Explain"). english()
// fills the pattern in.
struct ExplainText {
    std::string pattern;
    std::vector<std::string> args;
    // The argument that is a cost category's key ("electricity_it"), which the app shows in
    // words (its categoryLabel); -1 when none is.
    int categoryArg = -1;
    // A step's argument that writes out the step's value ("total cost %1"), which the app's
    // table shows beside it: -1 when none does. explain() sets it.
    int valueArg = -1;
    // The argument that is an input's path ("options[0].sources[1].price_per_hour"), which the
    // app names in words (its fieldTitle); -1 when none is.
    int inputArg = -1;

    ExplainText() = default;
    ExplainText(const char* text) : pattern(text) {}  // NOLINT: a sentence without arguments
    ExplainText(std::string text, std::vector<std::string> arguments = {})
        : pattern(std::move(text)), args(std::move(arguments)) {}

    std::string english() const;
    bool empty() const { return pattern.empty(); }
};

// %1 .. %9 of `pattern` replaced by args[0 .. 8]; an argument's own text is never scanned, so
// an option named "50%1" stays as it is.
std::string fillPattern(const std::string& pattern, const std::vector<std::string>& args);

struct ExplainedStep {
    ExplainText what;  // "t = 12 .. 23: flows 812,345.67, discounted 751,234.56"
    double value = 0;
    // The figure this value is, when it is itself computed (the option's PV in an NPV saving,
    // a year of a category's total): its own explanation opens from here.
    std::optional<FigureRef> opens = std::nullopt;
};

struct Explanation {
    ExplainText figure;   // "PV of cost of \"Buy\""
    ExplainText formula;  // with the symbols of docs/methodology.md
    ExplainText section;  // the methodology section that defines it
    std::vector<ExplainedInput> inputs;
    std::vector<ExplainedStep> steps;
    // What the result is made of, each part opening its own explanation (a PV's cost
    // categories, discounted); apart from the steps, which add up to the result on their own.
    std::vector<ExplainedStep> parts;
    std::optional<double> result;  // none when the figure is empty (no break-even, say)
    ExplainText note;              // why it is empty, or a reading worth knowing
};

// `scenario` must have passed scenario::validate().
Explanation explain(const scenario::Scenario& scenario, const FigureRef& ref);

}  // namespace gputco::engine
