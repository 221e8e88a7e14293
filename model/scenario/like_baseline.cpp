#include "model/scenario/like_baseline.h"

#include <variant>
#include <vector>

namespace gputco::scenario {

namespace {

bool isCloud(const Source& s) {
    return !std::holds_alternative<OwnedSource>(s);
}

bool hasCloud(const Option& o) {
    for (const Source& s : o.sources)
        if (isCloud(s)) return true;
    return false;
}

bool isElastic(const Source& s) {
    return std::holds_alternative<OnDemandSource>(s) || std::holds_alternative<SpotSource>(s);
}

const std::string& gpuOf(const Source& s) {
    return std::visit([](const auto& source) -> const std::string& { return source.gpu; }, s);
}

// The on-demand source to copy: one of the same GPU as the option's first source (the
// baseline's first, then the other options'), else the baseline's, else the scenario's first.
std::optional<OnDemandSource> overflowSource(const Scenario& s, const Option* baseline,
                                             const std::string& gpu) {
    std::vector<const Option*> order;
    if (baseline) order.push_back(baseline);
    for (const Option& o : s.options)
        if (&o != baseline) order.push_back(&o);
    const OnDemandSource* fallback = nullptr;
    for (const Option* o : order)
        for (const Source& source : o->sources)
            if (const auto* od = std::get_if<OnDemandSource>(&source)) {
                if (od->gpu == gpu) return *od;
                if (!fallback) fallback = od;
            }
    if (fallback) return *fallback;
    return std::nullopt;
}

}  // namespace

const Option* baselineOption(const Scenario& s) {
    if (s.options.empty()) return nullptr;
    for (const Option& o : s.options)
        if (o.name == s.finance.baseline) return &o;
    return &s.options.front();
}

StartedLikeBaseline startLikeBaseline(Option& option, const Scenario& scenario) {
    StartedLikeBaseline done;
    const Option* baseline = baselineOption(scenario);
    if (baseline && option.staff == Staff{} && baseline->staff.fte > 0) {
        option.staff = baseline->staff;
        done.staff = true;
    }
    const bool cloudFirst = !option.sources.empty() && isCloud(option.sources.front());
    if (baseline && cloudFirst && option.cloudExtras == CloudExtras{} && hasCloud(*baseline) &&
        !(baseline->cloudExtras == CloudExtras{})) {
        option.cloudExtras = baseline->cloudExtras;
        done.cloudExtras = true;
    }
    bool fixed = false, elastic = false;
    for (const Source& s : option.sources) {
        fixed = fixed || std::holds_alternative<OwnedSource>(s) || std::holds_alternative<ReservedSource>(s);
        elastic = elastic || isElastic(s);
    }
    if (fixed && !elastic) {
        if (auto od = overflowSource(scenario, baseline, gpuOf(option.sources.front()))) {
            od->id.clear();
            od->maxInstances = kUnbounded;  // the overflow serves what the capacity before it cannot
            option.sources.emplace_back(std::move(*od));
            done.overflow = true;
        }
    }
    return done;
}

}  // namespace gputco::scenario
