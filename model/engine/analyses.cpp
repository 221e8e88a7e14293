#include "model/engine/analyses.h"

#include <algorithm>
#include <thread>

#include "model/engine/call_audit.h"
#include "model/scenario/option_edits.h"

namespace gputco::engine {

namespace {

bool hasUncertainInputs(const scenario::Scenario& s) {
    return s.uncertainty && !s.uncertainty->inputs.empty();
}

}  // namespace

std::vector<std::size_t> tornadoOptions(const scenario::Scenario& s, const SensitivityResult& sensitivity) {
    std::vector<std::size_t> out;
    if (s.options.size() < 2) return out;
    for (std::size_t i = 0; i < s.options.size(); ++i) {
        if (i == sensitivity.baseline || !s.uncertainty) continue;
        const std::string prefix = "options[" + std::to_string(i) + "]";
        for (const scenario::UncertainInput& in : s.uncertainty->inputs)
            if (in.path.rfind(prefix, 0) == 0) {
                out.push_back(i);
                break;
            }
    }
    if (out.empty()) out.push_back(optionOfInputs(s, sensitivity.basePvs, sensitivity.baseline));
    return out;
}

std::optional<RiskAnalysis> riskAnalysis(const scenario::Scenario& s, const MonteCarloResult* done,
                                         const PercentProgress& progress, const std::atomic<bool>* cancel) {
    const EngineCall audited(EntryPoint::Analyses);  // call_audit.h
    if (!hasUncertainInputs(s)) return std::nullopt;
    RiskAnalysis r;
    r.sensitivity = sensitivity(s);
    // A few dozen evaluations per option (19 quantiles per input), against the trials' thousands.
    for (const std::size_t option : tornadoOptions(s, r.sensitivity)) r.spiders.push_back(spider(s, option));
    if (done && !done->cancelled) {
        r.monteCarlo = *done;
        if (progress) progress(100);
        return r;
    }
    MonteCarloSettings settings;
    settings.trials = s.uncertainty->trials;
    settings.seed = s.uncertainty->seed;
    settings.threads = 0;  // every core; the numbers do not depend on it
    int last = -1;
    r.monteCarlo = monteCarlo(
        s, settings,
        [&](int finished, int total) {
            const int percent = total > 0 ? static_cast<int>(100LL * finished / total) : 0;
            if (progress && percent != last) progress(percent);
            last = percent;
        },
        cancel);
    return r;
}

std::vector<ReOptimisation> reOptimisations(const scenario::Scenario& s, const PercentProgress& progress,
                                            const std::atomic<bool>* cancel, int threads) {
    const EngineCall audited(EntryPoint::Analyses);  // call_audit.h
    std::vector<std::size_t> optimised;
    for (std::size_t i = 0; i < s.options.size(); ++i)
        if (s.options[i].optimised) optimised.push_back(i);
    if (threads <= 0) threads = static_cast<int>(std::max(1U, std::thread::hardware_concurrency()));
    std::vector<ReOptimisation> out;
    for (std::size_t k = 0; k < optimised.size(); ++k) {
        if (progress) progress(static_cast<int>(100 * k / optimised.size()));
        ReOptimisation o;
        o.option = optimised[k];
        const scenario::OptimisedFrom& from = *s.options[o.option].optimised;
        o.searched = searchedOption(s, from);
        if (o.searched == o.option) o.searched.reset();  // renamed onto its own record: nothing to run
        if (o.searched) {
            o.constraints = constraintsOf(from, s.options[*o.searched].sources.size());
            // Without uncertain inputs any more there are no trials to hold a risk limit to.
            if (o.constraints.percentile && !hasUncertainInputs(s)) {
                o.constraints.percentile.reset();
                o.constraints.budget.reset();
                o.riskDropped = true;
            }
            o.constraints.threads = threads;  // same answer on any count
            o.result = optimise(s, *o.searched, o.constraints, {}, cancel);
            o.holdsBest = o.result->best &&
                          scenario::sameSources(o.result->option.sources, s.options[o.option].sources);
        }
        out.push_back(std::move(o));
    }
    if (progress && !optimised.empty()) progress(100);
    return out;
}

Analyses analyses(const scenario::Scenario& s, const MonteCarloResult* done, const PercentProgress& progress,
                  const std::atomic<bool>* cancel) {
    const EngineCall audited(EntryPoint::Analyses);  // call_audit.h
    bool optimised = false;
    for (const scenario::Option& o : s.options) optimised = optimised || o.optimised.has_value();
    // With searches to run again, the trials take three quarters of the bar, else all of it.
    const int riskShare = optimised ? 75 : 100;
    const auto part = [&](int from, int share) {
        return [&progress, from, share](int percent) {
            if (progress) progress(from + percent * share / 100);
        };
    };
    Analyses a;
    a.risk = riskAnalysis(s, done, part(0, riskShare), cancel);
    a.optimisations = reOptimisations(s, part(riskShare, 100 - riskShare), cancel);
    return a;
}

}  // namespace gputco::engine
