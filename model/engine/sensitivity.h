// Sensitivity (tornado; MODEL.md section 8, docs/methodology.md "Risk"): each uncertain input
// moved to its low and high value (its distribution's P5 and P95), one at a time, every other
// input at its file value; ranked by the swing of the PV difference that decides the
// comparison.
#pragma once

#include <string>
#include <vector>

#include "model/scenario/scenario.h"

namespace gputco::engine {

struct InputSwing {
    std::size_t input = 0;  // index into uncertainty.inputs
    std::string path;
    double base = 0;  // the file's value
    double low = 0;   // P5, as the field takes it
    double high = 0;  // P95
    // Per option, in option order: comparable PV and saving against the baseline
    // (baseline PV - option PV; 0 for the baseline itself) with the input at low / high.
    std::vector<double> pvLow, pvHigh, savingLow, savingHigh;
    // The decisive difference (PV of the compared option - PV of the baseline) at low / high,
    // and the swing |differenceHigh - differenceLow| the inputs are ranked by.
    double differenceLow = 0, differenceHigh = 0;
    double swing = 0;
    // Rules the scenario breaks with the input at its low or high value (a drawn value
    // changes one field, and rules that tie fields together, such as idle power below maximum
    // power, are the user's to keep): "at high (P95 = 7): options[2]...: must be <= ...".
    std::vector<std::string> problems;
};

struct SensitivityResult {
    std::size_t baseline = 0;
    std::size_t compared = 0;        // the option whose difference to the baseline is ranked
    std::vector<double> basePvs;     // every input at its file value
    std::vector<InputSwing> inputs;  // largest swing first; ties keep the file's order
};

// `scenario` must have passed scenario::validate() and have an uncertainty section.
// The inputs are shared out between up to `threads` threads (0: one a core); the result does
// not depend on how many.
SensitivityResult sensitivity(const scenario::Scenario& scenario, int threads = 0);

// The same swings ranked for `option` against the baseline (the user's pick, issue #36): the
// differences, swings and order recomputed from the PVs every swing already holds, so no
// option needs the engine again.
SensitivityResult rankedFor(SensitivityResult result, std::size_t option);

// Whether moving the input changes either PV of the compared pair at all: one that does not
// is shown as "does not affect these options", not as an empty bar.
bool touchesCompared(const SensitivityResult& result, const InputSwing& swing);

// The option the app's tornado starts on: the one most of the uncertain inputs belong to
// (their paths are in options[i]), the baseline excepted; with none, comparedOption's.
std::size_t optionOfInputs(const scenario::Scenario& scenario, const std::vector<double>& pvs,
                           std::size_t baseline);

// The spider chart: the PV difference (option - baseline) as each input moves through its
// 5th, 10th, ..., 95th percentiles, every other input at its file value.
struct SpiderLine {
    std::size_t input = 0;
    std::vector<double> values;       // the input's value at each quantile, as the field takes it
    std::vector<double> differences;  // PV of the option - PV of the baseline there
};
struct SpiderResult {
    std::size_t baseline = 0;
    std::size_t compared = 0;
    std::vector<double> quantiles;  // 0.05, 0.10, ..., 0.95
    std::vector<SpiderLine> lines;  // one per uncertain input, in the file's order
};
SpiderResult spider(const scenario::Scenario& scenario, std::size_t compared);

// The option whose PV difference to the baseline the tornado ranks: the cheapest option at
// the base values, or, when that is the baseline, the cheapest of the others (an option's
// difference to itself is always 0). Equal to `baseline` only when there is no other option.
std::size_t comparedOption(const std::vector<double>& pvs, std::size_t baseline);

}  // namespace gputco::engine
