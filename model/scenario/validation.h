// Validation of a Scenario (MODEL.md; DESIGN.md, Conventions): every problem at once, each
// with the field path in the file's snake_case names, so the GUI can show it at the field and
// the CLI can print it as `path: message`.
#pragma once

#include <string>
#include <vector>

#include "model/scenario/scenario.h"

namespace gputco::scenario {

// Which rule a problem breaks, so that the GUI can word it in the user's language, with the
// field's name and unit (ui/document/field_registry.h); `numbers` and `name` are its arguments,
// in the order given here. `message` says the same in English for the CLI and the log.
enum class Rule {
    Other,                 // only the message
    NotFinite,             // {got}
    TooLarge,              // {got}: more than kMaxMagnitude in size
    AtLeast,               // {min, got}
    Above,                 // {min, got}
    Between,               // {low, high, got}: low <= x <= high
    AboveAtMost,           // {low, high, got}: low < x <= high
    WholeAtLeast,          // {min, got}
    WholeBetween,          // {low, high, got}: a whole number
    WholeMonths,           // {got}: years that must be a whole number of months
    AtMostField,           // {limit, got}; name: the path of the field that is the limit
    LeaseRefresh,          // {got}
    Currency,              // name: what was given
    Day,                   // name: what was given, not a yyyy-MM-dd date
    OwnCurrency,           // name: the code
    MissingGpu,            //
    UnknownGpu,            // name
    MissingTariff,         //
    UnknownTariff,         // name
    UnknownOption,         // name
    EmptyName,             //
    DuplicateName,         // name
    NoSources,             //
    NoOptions,             //
    BoundEmpty,            //
    BoundSum,              // {got}
    BoundNoFigure,         // name: the GPU
    ProfileLength,         // {got}: how many numbers
    ProfileAllZero,        //
    InputEmpty,            //
    InputUnknown,          // name: the path named
    InputOutside,          // {got}; name: the input's path (its range is that field's)
    InputNoRoom,           // name: the input's path
    InputLowAboveHigh,     // {high, got}
    InputModeOutside,      // {low, high, got}
    InputDuplicate,        // name: the path named twice
    NameTooLong,           // {limit, got} in characters; name: the text's beginning, then "…"
    NoteTooLong,           // {limit, got} in characters; name: the text's beginning, then "…"
    CorrelationUnknown,    // name: the path, which is not an uncertain input's
    CorrelationSelf,       // name: the path, named as both inputs of a pair
    CorrelationDuplicate,  // {index of the earlier pair}; name: the two paths, "a" and "b"
    // {smallest eigenvalue}; name: the conflicting pairs, "a ~ b" each, joined by "; "
    CorrelationInvalid,
};

struct Problem {
    std::string path;     // e.g. "options[2].sources[0].facility.pue"; empty for the whole file
    std::string message;  // the rule and the value, e.g. "must be >= 1.0, got 0.8"
    Rule rule = Rule::Other;
    std::vector<double> numbers;
    std::string name;

    std::string text() const;  // path + ": " + message
};

// Every rule the engine relies on. An empty result means the engine may evaluate the
// scenario without further checks; nothing here throws. A text past its length limit
// (scenario.h: kMaxNameChars, kMaxNoteChars) is reported alone, before any other rule: those
// quote names, and their paths hold the names of GPU models and tariffs.
std::vector<Problem> validate(const Scenario& scenario);
// validate() without the uncertainty block, whose rules read the inputs' paths, distributions
// and the ranges of their fields, never a field's value: what a change of values alone (a
// tornado's swing) can break.
std::vector<Problem> validateValues(const Scenario& scenario);

// Whether `problem` is a text past its length limit: the app refuses to open such a file,
// since its widgets would lay the text out before any of them could show the problem.
bool isTextTooLong(const Problem& problem);

}  // namespace gputco::scenario
