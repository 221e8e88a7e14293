#include "model/engine/sensitivity.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <thread>

#include "model/engine/call_audit.h"
#include "model/engine/evaluate.h"
#include "model/engine/parallel_for.h"
#include "model/engine/risk_model.h"
#include "model/scenario/field_paths.h"
#include "model/scenario/validation.h"
#include "model/scenario/validation_checks.h"

namespace gputco::engine {

namespace {

// The tornado's low and high: the 5th and 95th percentiles of every input's distribution,
// so that every bar covers the same 90 % of its input's probability (docs/methodology.md "Risk").
constexpr double kLowQuantile = 0.05;
constexpr double kHighQuantile = 0.95;

}  // namespace

std::size_t comparedOption(const std::vector<double>& pvs, std::size_t baseline) {
    // The cheapest option other than the baseline: the cheapest overall unless the baseline
    // is, and then its closest challenger.
    std::size_t best = baseline;
    for (std::size_t i = 0; i < pvs.size(); ++i)
        if (i != baseline && (best == baseline || pvs[i] < pvs[best])) best = i;
    return best;
}

SensitivityResult sensitivity(const scenario::Scenario& scenario, int threads) {
    const EngineCall audited(EntryPoint::Sensitivity);  // call_audit.h
    SensitivityResult result;
    RiskModel model(scenario);
    const std::size_t options = model.optionCount();
    result.baseline = baselineIndex(scenario);
    result.basePvs.resize(options);
    model.basePvs(result.basePvs);
    result.compared = comparedOption(result.basePvs, result.baseline);

    const auto savings = [&](const std::vector<double>& pvs) {
        std::vector<double> s(pvs.size());
        for (std::size_t i = 0; i < pvs.size(); ++i)
            s[i] = i == result.baseline ? 0.0 : pvs[result.baseline] - pvs[i];
        return s;
    };
    const auto difference = [&](const std::vector<double>& pvs) {
        return pvs[result.compared] - pvs[result.baseline];
    };
    // The inputs are shared out between the threads, each with its own model and its own copy
    // of the scenario to check the rules on; every swing starts from the file's values (each
    // field is put back after its two evaluations and its two checks), so the result does not
    // depend on which thread took which input. A swing moves one value, which only the rules
    // on values can refuse (validateValues).
    std::vector<std::string> paths;
    if (scenario.uncertainty)
        for (const scenario::UncertainInput& in : scenario.uncertainty->inputs) paths.push_back(in.path);
    const int workers =
        std::clamp(threads >= 1 ? threads : static_cast<int>(std::thread::hardware_concurrency()), 1,
                   std::max(1, static_cast<int>(model.inputCount())));
    struct Worker {
        explicit Worker(const scenario::Scenario& s) : checked(s) {}
        scenario::Scenario checked;
        std::vector<scenario::FieldLookup> fields;
        std::unique_ptr<RiskModel> model;  // null for worker 0, which uses `model`
    };
    std::vector<std::unique_ptr<Worker>> crew;
    for (int w = 0; w < workers; ++w) crew.push_back(std::make_unique<Worker>(scenario));
    result.inputs.resize(model.inputCount());
    forEachOnThreads(workers, model.inputCount(), [&](int w, std::size_t k) {
        Worker& worker = *crew[static_cast<std::size_t>(w)];
        if (worker.fields.empty()) {  // on its own thread: the copies' set-up is shared out too
            worker.fields = scenario::findFields(worker.checked, paths);
            if (w > 0) worker.model = std::make_unique<RiskModel>(model);
        }
        RiskModel& m = w == 0 ? model : *worker.model;
        InputSwing& swing = result.inputs[k];
        swing.input = k;
        swing.path = paths[k];
        swing.base = m.baseValue(k);
        swing.low = m.admissible(k, m.distribution(k).quantile(kLowQuantile));
        swing.high = m.admissible(k, m.distribution(k).quantile(kHighQuantile));
        swing.pvLow.resize(options);
        swing.pvHigh.resize(options);
        m.pvsWithOne(k, swing.low, swing.pvLow);
        m.pvsWithOne(k, swing.high, swing.pvHigh);
        swing.savingLow = savings(swing.pvLow);
        swing.savingHigh = savings(swing.pvHigh);
        swing.differenceLow = difference(swing.pvLow);
        swing.differenceHigh = difference(swing.pvHigh);
        swing.swing = std::fabs(swing.differenceHigh - swing.differenceLow);
        if (const auto& found = worker.fields[k]; found.field) {
            const double raw = found.field->raw();
            for (const auto& [name, value] : {std::pair{"low (P5", swing.low}, {"high (P95", swing.high}}) {
                found.field->set(value);
                for (const auto& p : scenario::validateValues(worker.checked))
                    swing.problems.push_back(std::string("at ") + name + " = " +
                                             scenario::detail::formatNumber(value) + "): " + p.text());
            }
            found.field->setRaw(raw);
        }
    });
    std::stable_sort(result.inputs.begin(), result.inputs.end(),
                     [](const InputSwing& a, const InputSwing& b) { return a.swing > b.swing; });
    return result;
}

SensitivityResult rankedFor(SensitivityResult result, std::size_t option) {
    if (option >= result.basePvs.size()) return result;
    result.compared = option;
    for (InputSwing& swing : result.inputs) {
        swing.differenceLow = swing.pvLow[option] - swing.pvLow[result.baseline];
        swing.differenceHigh = swing.pvHigh[option] - swing.pvHigh[result.baseline];
        swing.swing = std::fabs(swing.differenceHigh - swing.differenceLow);
    }
    // Ties in the file's order, as sensitivity() ranks them.
    std::stable_sort(result.inputs.begin(), result.inputs.end(),
                     [](const InputSwing& a, const InputSwing& b) { return a.input < b.input; });
    std::stable_sort(result.inputs.begin(), result.inputs.end(),
                     [](const InputSwing& a, const InputSwing& b) { return a.swing > b.swing; });
    return result;
}

bool touchesCompared(const SensitivityResult& result, const InputSwing& swing) {
    for (const std::size_t i : {result.compared, result.baseline})
        if (swing.pvLow[i] != result.basePvs[i] || swing.pvHigh[i] != result.basePvs[i]) return true;
    return false;
}

std::size_t optionOfInputs(const scenario::Scenario& scenario, const std::vector<double>& pvs,
                           std::size_t baseline) {
    std::vector<int> owned(scenario.options.size(), 0);
    if (scenario.uncertainty)
        for (const scenario::UncertainInput& in : scenario.uncertainty->inputs)
            for (std::size_t i = 0; i < owned.size(); ++i)
                if (in.path.rfind("options[" + std::to_string(i) + "]", 0) == 0) ++owned[i];
    std::size_t best = baseline;
    for (std::size_t i = 0; i < owned.size(); ++i)
        if (i != baseline && owned[i] > 0 && (best == baseline || owned[i] > owned[best])) best = i;
    return best != baseline ? best : comparedOption(pvs, baseline);
}

SpiderResult spider(const scenario::Scenario& scenario, std::size_t compared) {
    const EngineCall audited(EntryPoint::Sensitivity);  // call_audit.h: the tornado's kin
    SpiderResult result;
    RiskModel model(scenario);
    result.baseline = baselineIndex(scenario);
    result.compared = compared < model.optionCount() ? compared : result.baseline;
    for (int q = 1; q <= 19; ++q) result.quantiles.push_back(q * 0.05);
    std::vector<double> pvs(model.optionCount());
    for (std::size_t k = 0; k < model.inputCount(); ++k) {
        SpiderLine line;
        line.input = k;
        for (const double q : result.quantiles) {
            const double value = model.admissible(k, model.distribution(k).quantile(q));
            model.pvsWithOne(k, value, pvs);
            line.values.push_back(value);
            line.differences.push_back(pvs[result.compared] - pvs[result.baseline]);
        }
        result.lines.push_back(std::move(line));
    }
    return result;
}

}  // namespace gputco::engine
