#include "model/engine/capacity_stack.h"

#include <algorithm>
#include <cmath>
#include <variant>

namespace gputco::engine {

namespace {

constexpr double kInf = scenario::kUnbounded;

template <class... F>
struct Overloaded : F... {
    using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

double gpuSpeed(const std::map<std::string, double>& speeds, const std::string& gpu) {
    auto it = speeds.find(gpu);
    return it == speeds.end() ? 0.0 : it->second;
}

// Capacity of `instances` instances, unbounded when instances is.
double elasticCapacity(double instances, double usefulPerInstance) {
    if (std::isinf(instances)) return usefulPerInstance > 0 ? kInf : 0.0;
    return instances * usefulPerInstance;
}

}  // namespace

SourceKind kindOf(const scenario::Source& source) {
    return std::visit(Overloaded{[](const scenario::OwnedSource&) { return SourceKind::Owned; },
                                 [](const scenario::ReservedSource&) { return SourceKind::Reserved; },
                                 [](const scenario::SpotSource&) { return SourceKind::Spot; },
                                 [](const scenario::OnDemandSource&) { return SourceKind::OnDemand; }},
                      source);
}

const scenario::CloudOffer* cloudOffer(const scenario::Source& source) {
    return std::visit(
        Overloaded{[](const scenario::OwnedSource&) -> const scenario::CloudOffer* { return nullptr; },
                   [](const auto& cloud) -> const scenario::CloudOffer* { return &cloud; }},
        source);
}

CapacityStack::CapacityStack(const scenario::Option& option, const std::map<std::string, double>& speeds,
                             double interruptibleShare, const std::vector<double>& gpuShares)
    : sourceCount_(option.sources.size()), interruptibleShare_(interruptibleShare) {
    for (std::size_t i = 0; i < option.sources.size(); ++i) {
        StackLayer layer;
        layer.source = i;
        layer.kind = kindOf(option.sources[i]);
        // MIG slices put perGpu x g / 7 of each GPU to work; without a profile the factor is
        // exactly 1, and multiplying by it last leaves every capacity as it was.
        const double share = i < gpuShares.size() ? gpuShares[i] : 1.0;
        std::visit(Overloaded{[&](const scenario::OwnedSource& o) {
                                  layer.capacity = o.nodes * o.gpusPerNode * o.availability *
                                                   gpuSpeed(speeds, o.gpu) * share;
                                  ownedCapacity_ += layer.capacity;
                              },
                              [&](const scenario::ReservedSource& r) {
                                  // Always on: idle time shows as unused capacity, not as lost efficiency.
                                  layer.usefulPerInstance =
                                      r.gpusPerInstance * gpuSpeed(speeds, r.gpu) * share;
                                  layer.capacity = r.instances * layer.usefulPerInstance;
                              },
                              [&](const scenario::SpotSource& sp) {
                                  layer.usefulPerInstance = sp.gpusPerInstance * gpuSpeed(speeds, sp.gpu) *
                                                            sp.schedulingEfficiency /
                                                            (1.0 + sp.interruptionOverhead) * share;
                                  layer.capacity = elasticCapacity(sp.maxInstances, layer.usefulPerInstance);
                              },
                              [&](const scenario::OnDemandSource& od) {
                                  layer.usefulPerInstance = od.gpusPerInstance * gpuSpeed(speeds, od.gpu) *
                                                            od.schedulingEfficiency * share;
                                  layer.capacity = elasticCapacity(od.maxInstances, layer.usefulPerInstance);
                              }},
                   option.sources[i]);
        layers_.push_back(layer);
    }
    // The fixed serving order; sources of one kind keep the order they are listed in.
    std::stable_sort(layers_.begin(), layers_.end(),
                     [](const StackLayer& a, const StackLayer& b) { return a.kind < b.kind; });
    buildForms();
}

namespace {

ClippedSumForm operator+(ClippedSumForm a, const ClippedSumForm& b) {
    for (const auto& t : b.terms) {
        auto it = std::find_if(a.terms.begin(), a.terms.end(),
                               [&](const ClippedSumForm::Term& u) { return u.threshold == t.threshold; });
        if (it == a.terms.end())
            a.terms.push_back(t);
        else
            it->coef += t.coef;
    }
    std::erase_if(a.terms, [](const ClippedSumForm::Term& t) { return t.coef == 0; });
    return a;
}
ClippedSumForm operator*(ClippedSumForm a, double k) {
    for (auto& t : a.terms) t.coef *= k;
    if (k == 0) a.terms.clear();
    return a;
}
ClippedSumForm operator-(ClippedSumForm a, const ClippedSumForm& b) {
    return std::move(a) + b * -1.0;
}

}  // namespace

void CapacityStack::buildForms() {
    // S(x) as a form: the clipped sum at threshold x (nothing for x <= 0).
    const auto S = [&](double x) {
        ClippedSumForm f;
        if (!(x > 0)) return f;
        auto it = std::find(thresholds_.begin(), thresholds_.end(), x);
        if (it == thresholds_.end()) it = thresholds_.insert(thresholds_.end(), x);
        f.terms.push_back({static_cast<std::size_t>(it - thresholds_.begin()), 1.0});
        return f;
    };
    wholeLoad_ = S(kInf).terms.front().threshold;
    servedForms_.assign(sourceCount_, ClippedSumForm{});

    // Firm capacity (owned, reserved): layer i serves S(A_i) - S(A_{i-1}) where A_i is the
    // capacity stacked up to and including it.
    double firm = 0;
    ClippedSumForm belowFirm;
    auto layer = layers_.begin();
    for (; layer != layers_.end() && layer->kind <= SourceKind::Reserved; ++layer) {
        firm += layer->capacity;
        ClippedSumForm upTo = S(firm);
        servedForms_[layer->source] = upTo - belowFirm;
        belowFirm = std::move(upTo);
    }
    const ClippedSumForm atFirm = belowFirm;

    // Spot serves at most share s of what is left, R_h = max(0, L_h - A). Through spot
    // capacity B it serves sum_h min(s R_h, B) = s (S(A + B/s) - S(A)). All spot sources
    // together share one budget of s R_h (docs/methodology.md).
    const double s = interruptibleShare_;
    double spotCapacity = 0;
    ClippedSumForm spotBefore;
    for (; layer != layers_.end() && layer->kind == SourceKind::Spot; ++layer) {
        if (!(s > 0)) continue;
        spotCapacity += layer->capacity;
        const double x = std::isinf(spotCapacity) ? kInf : firm + spotCapacity / s;
        ClippedSumForm upTo = (S(x) - atFirm) * s;
        servedForms_[layer->source] = upTo - spotBefore;
        spotBefore = std::move(upTo);
    }
    // What spot leaves, Q(L), is 0 up to A, (1 - s)(L - A) up to A2 = A + B/s, and rises
    // one for one beyond. Q is continuous and non-decreasing, so
    //   sum_h min(Q(L_h), Y) = sum_h Q(min(L_h, L*)) with Q(L*) = Y.
    const double firmPlusSpot =
        (s > 0 && spotCapacity > 0) ? (std::isinf(spotCapacity) ? kInf : firm + spotCapacity / s) : firm;
    const bool spotTakesAll = std::isinf(firmPlusSpot) && s >= 1;
    const auto leftAfterSpot = [&](double lstar) {  // sum_h Q(min(L_h, lstar))
        if (spotTakesAll) return ClippedSumForm{};
        const ClippedSumForm atKnee = S(std::min(firmPlusSpot, lstar));
        return (atKnee - atFirm) * (1.0 - s) + (S(lstar) - atKnee);
    };
    const auto loadLevelLeaving = [&](double y) {  // L* with Q(L*) = y
        if (std::isinf(y)) return kInf;
        const double kneeValue = std::isinf(firmPlusSpot) ? kInf : (1.0 - s) * (firmPlusSpot - firm);
        if (y <= kneeValue) return s < 1 ? firm + y / (1.0 - s) : firm;
        return firmPlusSpot + (y - kneeValue);
    };

    double onDemandCapacity = 0;
    ClippedSumForm onDemandBefore;
    for (; layer != layers_.end(); ++layer) {
        onDemandCapacity += layer->capacity;
        ClippedSumForm upTo = leftAfterSpot(loadLevelLeaving(onDemandCapacity));
        servedForms_[layer->source] = upTo - onDemandBefore;
        onDemandBefore = std::move(upTo);
    }
    unservedForm_ = leftAfterSpot(kInf) - onDemandBefore;
    sums_.resize(thresholds_.size());
}

void CapacityStack::serve(const LoadCurve& curve, double scale, MonthService& out, double floorScale) const {
    for (std::size_t k = 0; k < thresholds_.size(); ++k)
        sums_[k] = curve.clippedSum(scale, thresholds_[k], floorScale);
    const auto evaluate = [&](const ClippedSumForm& form) {
        SlotSums v{};
        for (const auto& t : form.terms) v = v + sums_[t.threshold] * t.coef;
        return v;
    };
    if (out.served.size() != sourceCount_) out.served.resize(sourceCount_);
    for (std::size_t i = 0; i < sourceCount_; ++i) out.served[i] = evaluate(servedForms_[i]);
    out.unserved = evaluate(unservedForm_);
    out.load = sums_[wholeLoad_];
}

}  // namespace gputco::engine
