#include "model/engine/optimiser.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <queue>
#include <set>
#include "model/engine/call_audit.h"

#include "model/engine/evaluate.h"
#include "model/engine/monte_carlo.h"
#include "model/engine/option_model.h"
#include "model/engine/parallel_for.h"
#include "model/engine/projection_context.h"
#include "model/engine/risk_model.h"
#include "model/scenario/field_paths.h"
#include "model/scenario/text_length.h"

namespace gputco::engine {

namespace {

// Of two mixes of equal PV, the one with the lower mean PV over the risk trials first (more
// spot headroom that only the trials use), then the smaller counts: the answer never depends
// on the order in which the search met them.
bool better(const OptimisedMix& a, const OptimisedMix& b) {
    if (a.point.pv != b.point.pv) return a.point.pv < b.point.pv;
    if (a.risk && b.risk && a.risk->mean != b.risk->mean) return a.risk->mean < b.risk->mean;
    return a.point.counts < b.point.counts;
}

// The search with its constraints: what both the branch and bound and the exhaustive
// reference share (feasibility, risk, the list of the best mixes).
class Search {
public:
    Search(const scenario::Scenario& s, std::size_t option, const OptimiseConstraints& c,
           const MixModel& model)
        : s_(s), option_(option), c_(c), model_(model) {}

    bool riskLimited() const { return c_.percentile && c_.budget; }

    // Whether the mix meets the capex and unserved limits (the cheap ones).
    bool meetsPlainLimits(const MixPoint& p) const {
        return (!c_.maxCapex || p.capex <= *c_.maxCapex * (1 + 1e-12)) &&
               (!c_.maxUnservedShare || p.unservedShare <= *c_.maxUnservedShare + 1e-12);
    }

    // Offers an exactly evaluated mix: kept among the best when it meets every limit.
    void offer(const MixPoint& p) {
        if (!offered_.insert(p.counts).second) return;  // met before (the file's mix, first)
        if (!model_.holdsASource(p.counts) || !meetsPlainLimits(p)) return;
        OptimisedMix mix{p, std::nullopt};
        if (riskLimited()) {
            // The trials only for a mix that could still be among the best.
            if (best_.size() >= static_cast<std::size_t>(keep()) && p.pv > best_.back().point.pv) return;
            mix.risk = risk(p.counts);
            tried_.push_back(mix);
            if (mix.risk->percentile > *c_.budget) return;
        }
        best_.insert(std::upper_bound(best_.begin(), best_.end(), mix, better), mix);
        if (best_.size() > static_cast<std::size_t>(keep())) best_.pop_back();
    }

    // A box whose bound is above this cannot hold one of the best mixes.
    double threshold() const {
        if (best_.size() < static_cast<std::size_t>(keep())) return std::numeric_limits<double>::infinity();
        const double t = best_.back().point.pv;
        return t + 1e-9 * std::max(1.0, std::abs(t));
    }

    RiskFigures risk(const Mix& counts) {
        const auto it = riskMemo_.find(counts);
        if (it != riskMemo_.end()) return it->second;
        ++riskEvaluations_;
        return riskMemo_[counts] = mixRisk(s_, option_, model_.riskOption(counts), c_);
    }

    OptimiseResult result() const {
        OptimiseResult r;
        r.variables = model_.variables();
        r.gridSize = model_.gridSize();
        r.riskEvaluations = riskEvaluations_;
        if (!best_.empty()) {
            r.best = best_.front();
            r.runnersUp.assign(best_.begin() + 1, best_.end());
            r.option = model_.optionWith(best_.front().point.counts);
            r.option.name = scenario::nameWith("Optimised: " + s_.options[option_].name, "");
            r.option.id.clear();
            r.option.optimised = optimisedFrom(s_, option_, c_);
        }
        // The frontier of mean against percentile among the mixes whose trials were run.
        r.tried = tried_;
        std::vector<OptimisedMix> tried = tried_;
        std::sort(tried.begin(), tried.end(), [](const OptimisedMix& a, const OptimisedMix& b) {
            return a.risk->mean != b.risk->mean ? a.risk->mean < b.risk->mean
                                                : a.risk->percentile < b.risk->percentile;
        });
        double lowest = std::numeric_limits<double>::infinity();
        for (const OptimisedMix& m : tried)
            if (m.risk->percentile < lowest) {
                r.frontier.push_back(m);
                lowest = m.risk->percentile;
            }
        return r;
    }

private:
    int keep() const { return 1 + std::max(0, c_.runnersUp); }

    const scenario::Scenario& s_;
    std::size_t option_;
    const OptimiseConstraints& c_;
    const MixModel& model_;
    std::vector<OptimisedMix> best_;   // best first, at most keep()
    std::vector<OptimisedMix> tried_;  // every mix whose trials were run
    std::map<Mix, RiskFigures> riskMemo_;
    std::set<Mix> offered_;
    std::size_t riskEvaluations_ = 0;
};

struct Box {
    Mix lo, hi;
    double bound = 0;
    int depth = 0;
};

// The risk limit's bound on a box: trial by trial the MixModel bound of the box in that
// trial's scenario (the same draws as mixRisk), and the limit's percentile of those. Every mix
// of the box has, in each trial, a PV at least that trial's bound, so its percentile is at
// least the bounds' percentile: a box whose bound is over the budget holds no mix within it.
class TrialBounds {
public:
    TrialBounds(const scenario::Scenario& s, std::size_t option, const OptimiseConstraints& c,
                const MixModel& main)
        : percentile_(std::clamp(*c.percentile, 0, 100)), threads_(std::max(1, c.threads)) {
        const scenario::Scenario base = riskScenario(s, option, s.options[option]);
        std::vector<std::optional<int>> most(s.options[option].sources.size());
        for (const MixVariable& v : main.variables()) most[v.source] = v.hi;
        if (!base.uncertainty || base.uncertainty->inputs.empty()) {
            trials_.push_back(std::make_unique<Trial>(base, most));
            return;
        }
        const RiskModel draws(base);
        std::vector<std::string> paths;
        for (const scenario::UncertainInput& in : base.uncertainty->inputs) paths.push_back(in.path);
        const std::uint64_t seed = c.seed.value_or(base.uncertainty->seed);
        // Each trial's scenario, context and bound model are built on the threads (the draws
        // are a function of the seed and the trial alone, so in any order).
        trials_.resize(static_cast<std::size_t>(std::max(1, c.trials)));
        forEachOnThreads(threads_, trials_.size(), [&](int, std::size_t t) {
            std::vector<double> values(draws.inputCount());
            draws.draw(seed, static_cast<std::uint64_t>(t), values);
            scenario::Scenario trial = base;
            const std::vector<scenario::FieldLookup> fields = scenario::findFields(trial, paths);
            for (std::size_t i = 0; i < values.size(); ++i)
                if (fields[i].field) fields[i].field->set(values[i]);
            trials_[t] = std::make_unique<Trial>(std::move(trial), most);
        });
    }

    double percentile(const Mix& lo, const Mix& hi) const {
        std::vector<double> bounds(trials_.size());
        forEachOnThreads(threads_, (trials_.size() + kBlock - 1) / kBlock, [&](int, std::size_t block) {
            for (std::size_t t = block * kBlock; t < std::min(trials_.size(), (block + 1) * kBlock); ++t)
                bounds[t] = trials_[t]->model.bound(lo, hi).pv;
        });
        std::sort(bounds.begin(), bounds.end());
        return percentileOfSorted(bounds, percentile_ / 100.0);
    }

private:
    static constexpr std::size_t kBlock = 128;  // trials a thread bounds at a time
    // One trial's scenario, with the projection and the bound model that read it.
    struct Trial {
        Trial(scenario::Scenario s, const std::vector<std::optional<int>>& most)
            : scenario(std::move(s)), context(scenario), model(context, 0, most) {}
        scenario::Scenario scenario;
        ProjectionContext context;
        MixModel model;
    };
    int percentile_;
    int threads_;
    std::vector<std::unique_ptr<Trial>> trials_;
};

// Boxes this near the root get the risk bound too (it costs a bound per trial); below them
// the mixes' own trials decide.
constexpr int kRiskBoundDepth = 2;

OptimiseResult branchAndBound(const scenario::Scenario& s, std::size_t option, const OptimiseConstraints& c,
                              const MixModel& model, const OptimiseProgress& progress,
                              const std::atomic<bool>* cancel) {
    Search search(s, option, c, model);
    std::size_t evaluations = 0, boxes = 0;
    std::map<Mix, MixPoint> memo;
    const auto exact = [&](const Mix& counts) {
        auto it = memo.find(counts);
        if (it == memo.end()) {
            it = memo.emplace(counts, model.evaluate(counts)).first;
            ++evaluations;
            if (progress) progress(evaluations);
        }
        return it->second;
    };
    const auto& vars = model.variables();
    // A good mix first, so that the bound prunes from the start: the file's own.
    Mix current;
    for (const MixVariable& v : vars) current.push_back(std::clamp(v.current, v.lo, v.hi));
    search.offer(exact(current));

    std::optional<TrialBounds> trials;
    if (search.riskLimited()) trials.emplace(s, option, c, model);
    const auto cmp = [](const Box& a, const Box& b) { return a.bound > b.bound; };
    std::priority_queue<Box, std::vector<Box>, decltype(cmp)> open(cmp);
    const auto push = [&](Mix lo, Mix hi, int depth) {
        const MixModel::BoxBound b = model.bound(lo, hi);
        ++boxes;
        // A box that cannot meet the capex or unserved limit anywhere holds nothing.
        if (c.maxCapex && b.capex > *c.maxCapex * (1 + 1e-12)) return;
        if (c.maxUnservedShare && b.unservedShare > *c.maxUnservedShare + 1e-12) return;
        if (b.pv > search.threshold()) return;
        if (trials && depth <= kRiskBoundDepth && trials->percentile(lo, hi) > *c.budget * (1 + 1e-12) + 1e-9)
            return;
        open.push({std::move(lo), std::move(hi), b.pv, depth});
    };
    Mix lo, hi;
    for (const MixVariable& v : vars) lo.push_back(v.lo), hi.push_back(v.hi);
    push(lo, hi, 0);
    bool cancelled = false;
    while (!open.empty()) {
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            cancelled = true;
            break;
        }
        Box box = open.top();
        open.pop();
        if (box.bound > search.threshold()) break;  // every box left is worse
        std::size_t widest = 0;
        int width = -1;
        for (std::size_t v = 0; v < vars.size(); ++v)
            if (box.hi[v] - box.lo[v] > width) width = box.hi[v] - box.lo[v], widest = v;
        if (width <= 0) {  // a single mix
            search.offer(exact(box.lo));
            continue;
        }
        const int mid = box.lo[widest] + width / 2;
        Mix leftHi = box.hi, rightLo = box.lo;
        leftHi[widest] = mid;
        rightLo[widest] = mid + 1;
        push(box.lo, std::move(leftHi), box.depth + 1);
        push(std::move(rightLo), box.hi, box.depth + 1);
    }
    OptimiseResult r = search.result();
    r.evaluations = evaluations;
    r.boxesBounded = boxes;
    r.cancelled = cancelled;
    return r;
}

// When no mix meets every limit: the limits dropped one at a time, the risk limit first, to
// name the one that cannot be met and the cheapest mix meeting the others.
void explainInfeasible(const scenario::Scenario& s, std::size_t option, const OptimiseConstraints& c,
                       const MixModel& model, OptimiseResult& r) {
    OptimiseConstraints relaxed = c;
    relaxed.runnersUp = 0;
    const auto attempt = [&](const char* why) {
        const OptimiseResult other = branchAndBound(s, option, relaxed, model, {}, nullptr);
        if (!other.best) return false;
        r.infeasible = why;
        r.nearest = other.best;
        if (c.percentile && c.budget && !r.nearest->risk)
            r.nearest->risk = mixRisk(s, option, model.riskOption(other.best->point.counts), c);
        return true;
    };
    if (relaxed.percentile && relaxed.budget) {
        relaxed.budget.reset();
        if (attempt("risk")) return;
    }
    if (relaxed.maxUnservedShare) {
        relaxed.maxUnservedShare.reset();
        if (attempt("unserved")) return;
    }
    relaxed.maxCapex.reset();
    if (attempt("capex")) return;
    r.infeasible = "none";
}

}  // namespace

scenario::Scenario riskScenario(const scenario::Scenario& scenario, std::size_t option,
                                const scenario::Option& mix) {
    scenario::Scenario one = scenario;
    one.options = {mix};
    one.finance.baseline = mix.name;
    if (!one.uncertainty) return one;
    const std::string own = "options[" + std::to_string(option) + "].";
    // An input's path in the one-option scenario; none when it is left out.
    const auto moved = [&own](const std::string& path) -> std::optional<std::string> {
        if (path.rfind("options[", 0) != 0) return path;
        if (path.rfind(own, 0) != 0) return std::nullopt;  // another option's
        std::string now = "options[0]." + path.substr(own.size());
        // The counts are the mix's: an input that draws them is left out.
        const std::string field = now.substr(now.rfind('.') + 1);
        if (now.find(".sources[") != std::string::npos &&
            (field == "nodes" || field == "instances" || field == "max_instances"))
            return std::nullopt;
        return now;
    };
    std::vector<scenario::UncertainInput> kept;
    for (scenario::UncertainInput input : one.uncertainty->inputs)
        if (const auto path = moved(input.path)) {
            input.path = *path;
            kept.push_back(input);
        }
    one.uncertainty->inputs = std::move(kept);
    // The rank correlations follow their inputs (a pair with an input left out goes too).
    std::vector<scenario::RankCorrelation> pairs;
    for (scenario::RankCorrelation pair : one.uncertainty->correlations) {
        const auto a = moved(pair.a), b = moved(pair.b);
        if (!a || !b) continue;
        pair.a = *a;
        pair.b = *b;
        pairs.push_back(pair);
    }
    one.uncertainty->correlations = std::move(pairs);
    return one;
}

RiskFigures mixRisk(const scenario::Scenario& scenario, std::size_t option, const scenario::Option& mix,
                    const OptimiseConstraints& constraints) {
    scenario::Scenario one = riskScenario(scenario, option, mix);
    RiskFigures f;
    if (!one.uncertainty || one.uncertainty->inputs.empty()) {
        // Nothing uncertain reaches the mix: its PV is the same in every trial.
        const ProjectionContext context(one);
        f.mean = f.percentile = OptionModel(context, one.options[0]).comparablePvAt(1.0);
        return f;
    }
    MonteCarloSettings settings;
    settings.trials = constraints.trials;
    settings.seed = constraints.seed.value_or(scenario.uncertainty->seed);
    settings.threads = constraints.threads;
    settings.contributions = false;  // the limit reads the mean and a percentile only
    const MonteCarloResult mc = monteCarlo(one, settings);
    if (mc.options.empty()) return f;
    f.mean = mc.options[0].pv.mean;
    const int p = std::clamp(constraints.percentile.value_or(90), 0, 100);
    f.percentile = mc.options[0].percentiles[static_cast<std::size_t>(p)];
    return f;
}

namespace {

// The figures of the mixes returned are evaluate()'s own (the search's are the same numbers
// summed in another order).
void refigure(const scenario::Scenario& scenario, std::size_t option, const MixModel& model,
              OptimisedMix& mix) {
    scenario::Scenario with = scenario;
    with.options[option] = model.optionWith(mix.point.counts);
    const Result result = evaluate(with, EvaluateOptions{false, false});
    const OptionResult& o = result.options[option];
    mix.point.pv = o.comparablePv();
    const double load = o.deliveredReferenceGpuHours + o.unservedReferenceGpuHours;
    mix.point.unservedShare = load > 0 ? o.unservedReferenceGpuHours / load : 0.0;
}

}  // namespace

OptimiseResult optimise(const scenario::Scenario& scenario, std::size_t option,
                        const OptimiseConstraints& constraints, const OptimiseProgress& progress,
                        const std::atomic<bool>* cancel) {
    const EngineCall audited(EntryPoint::Optimise);  // call_audit.h
    const ProjectionContext context(scenario);
    const MixModel model(context, option, constraints.maxCounts);
    OptimiseResult r = branchAndBound(scenario, option, constraints, model, progress, cancel);
    if (!r.best && !r.cancelled) explainInfeasible(scenario, option, constraints, model, r);
    if (r.best) refigure(scenario, option, model, *r.best);
    for (OptimisedMix& m : r.runnersUp) refigure(scenario, option, model, m);
    if (r.nearest) refigure(scenario, option, model, *r.nearest);
    if (!r.best && r.infeasible == "risk") {
        // Among the mixes whose trials were run and the cheapest mix meeting the other limits
        // (whose trials explainInfeasible() ran), the lowest percentile of PV.
        std::vector<OptimisedMix> candidates = r.tried;
        if (r.nearest) candidates.push_back(*r.nearest);
        for (const OptimisedMix& m : candidates)
            if (m.risk && (!r.lowestRisk || m.risk->percentile < r.lowestRisk->risk->percentile))
                r.lowestRisk = m;
    }
    // The file's mix, when the grid holds it (a unit limit below the file's count leaves it out).
    Mix inFile;
    bool inGrid = true;
    for (const MixVariable& v : model.variables()) {
        inFile.push_back(v.current);
        inGrid = inGrid && v.current >= v.lo && v.current <= v.hi;
    }
    if (!r.cancelled && inGrid && model.holdsASource(inFile)) {
        OptimisedMix current{model.evaluate(inFile), std::nullopt};
        refigure(scenario, option, model, current);
        r.current = current;
    }
    return r;
}

scenario::OptimisedFrom optimisedFrom(const scenario::Scenario& scenario, std::size_t option,
                                      const OptimiseConstraints& constraints) {
    scenario::OptimisedFrom from;
    const scenario::Option& searched = scenario.options[option];
    from.optionId = searched.id;
    from.optionName = searched.name;
    from.maxCapex = constraints.maxCapex;
    from.maxUnservedShare = constraints.maxUnservedShare;
    from.percentile = constraints.percentile;
    from.budget = constraints.budget;
    from.trials = constraints.trials;
    if (constraints.percentile)
        from.seed = constraints.seed ? *constraints.seed
                                     : (scenario.uncertainty ? scenario.uncertainty->seed : std::uint64_t{1});
    for (std::size_t j = 0; j < constraints.maxCounts.size(); ++j)
        if (constraints.maxCounts[j]) from.maxUnits.emplace_back(j, *constraints.maxCounts[j]);
    return from;
}

OptimiseConstraints constraintsOf(const scenario::OptimisedFrom& from, std::size_t sourceCount) {
    OptimiseConstraints c;
    c.maxCapex = from.maxCapex;
    c.maxUnservedShare = from.maxUnservedShare;
    c.percentile = from.percentile;
    c.budget = from.budget;
    c.trials = from.trials;
    c.seed = from.seed;
    c.maxCounts.assign(sourceCount, std::nullopt);
    // A source the searched option no longer has is not searched any more: nothing to bound.
    for (const auto& [source, units] : from.maxUnits)
        if (source < sourceCount) c.maxCounts[source] = units;
    return c;
}

std::optional<std::size_t> searchedOption(const scenario::Scenario& scenario,
                                          const scenario::OptimisedFrom& from) {
    if (!from.optionId.empty())
        for (std::size_t i = 0; i < scenario.options.size(); ++i)
            if (scenario.options[i].id == from.optionId) return i;
    for (std::size_t i = 0; i < scenario.options.size(); ++i)
        if (scenario.options[i].name == from.optionName) return i;
    return std::nullopt;
}

OptimiseResult optimiseByExhaustiveSearch(const scenario::Scenario& scenario, std::size_t option,
                                          const OptimiseConstraints& constraints) {
    const ProjectionContext context(scenario);
    const MixModel model(context, option, constraints.maxCounts);
    Search search(scenario, option, constraints, model);
    const auto& vars = model.variables();
    Mix counts;
    for (const MixVariable& v : vars) counts.push_back(v.lo);
    std::size_t evaluations = 0;
    for (bool more = true; more;) {
        search.offer(model.evaluate(counts));
        ++evaluations;
        more = false;
        for (std::size_t v = 0; v < vars.size(); ++v) {
            if (counts[v] < vars[v].hi) {
                ++counts[v];
                more = true;
                break;
            }
            counts[v] = vars[v].lo;
        }
    }
    OptimiseResult r = search.result();
    r.evaluations = evaluations;
    if (!r.best) explainInfeasible(scenario, option, constraints, model, r);
    return r;
}

}  // namespace gputco::engine
