#include "model/engine/mix_model.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <variant>

#include "model/engine/option_model.h"

namespace gputco::engine {

namespace {

constexpr int kMostUnits = 1000;  // no default bound beyond this, whatever the demand

// Sets a source's count (0 included: the capacity stack then gives it nothing to serve).
void setCount(scenario::Source& source, int n) {
    std::visit(
        [n](auto& s) {
            using T = std::decay_t<decltype(s)>;
            if constexpr (std::is_same_v<T, scenario::OwnedSource>) {
                s.nodes = n;
            } else if constexpr (std::is_same_v<T, scenario::ReservedSource>) {
                s.instances = n;
            } else if constexpr (std::is_same_v<T, scenario::SpotSource>) {
                s.maxInstances = n;
            }
        },
        source);
}

}  // namespace

double MixModel::Affine::minOver(int lo, int hi) const {
    double best = std::numeric_limits<double>::infinity();
    if (lo == 0) best = 0.0;
    const int from = std::max(lo, 1);
    if (from <= hi) best = std::min({best, at(from), at(hi)});
    return best;
}

MixModel::MixModel(const ProjectionContext& context, std::size_t option,
                   const std::vector<std::optional<int>>& maxCounts)
    : context_(context),
      option_(context.scenario.options.at(option)),
      variableOf_(option_.sources.size(), -1) {
    const scenario::Scenario& s = context.scenario;
    // Every variable at 1 unit: the stack then says what one unit of each adds.
    scenario::Option ones = option_;
    for (std::size_t j = 0; j < ones.sources.size(); ++j)
        if (kindOf(ones.sources[j]) != SourceKind::OnDemand) setCount(ones.sources[j], 1);
    const CapacityStack unitStack(ones, context.speeds, s.demand.interruptibleShare);
    std::vector<const StackLayer*> layerOf(option_.sources.size(), nullptr);
    for (const StackLayer& layer : unitStack.layers()) {
        layerOf[layer.source] = &layer;
        order_.push_back(layer.source);
    }

    double peak = 0;
    for (double g : context.demandByMonth) peak = std::max(peak, context.curve.highestLoad(g));
    const double share = s.demand.interruptibleShare;
    for (std::size_t j = 0; j < option_.sources.size(); ++j) {
        const scenario::Source& source = option_.sources[j];
        const SourceKind kind = kindOf(source);
        if (kind == SourceKind::OnDemand) continue;
        MixVariable v;
        v.source = j;
        v.kind = kind;
        v.unitCapacity = layerOf[j]->capacity;
        // Enough units to carry the busiest hour alone (spot: its share of it); more can only
        // cost more. The file's own count stays inside, so the file's mix is a grid point.
        const double needed = kind == SourceKind::Spot ? peak * share : peak;
        int hi = v.unitCapacity > 0 ? static_cast<int>(std::ceil(needed / v.unitCapacity - 1e-9)) : 0;
        if (const auto* o = std::get_if<scenario::OwnedSource>(&source))
            v.current = static_cast<int>(o->nodes);
        if (const auto* r = std::get_if<scenario::ReservedSource>(&source))
            v.current = static_cast<int>(r->instances);
        if (const auto* sp = std::get_if<scenario::SpotSource>(&source))
            v.current = std::isinf(sp->maxInstances) ? hi : static_cast<int>(sp->maxInstances);
        hi = std::min(kMostUnits, std::max(hi, v.current));
        if (j < maxCounts.size() && maxCounts[j]) hi = std::max(0, *maxCounts[j]);
        v.hi = hi;
        variableOf_[j] = static_cast<int>(variables_.size());
        variables_.push_back(v);
    }

    // What does not depend on the load, from the engine itself: the comparable PV at no load
    // is the fixed costs plus the idle power, affine in each count (every cost of a source is
    // its count times a per-unit cost) with a fixed charge for the source's existence.
    const Mix zero(variables_.size(), 0);
    auto noLoadPv = [&](const Mix& counts) {
        const scenario::Option o = optionWith(counts);
        return OptionModel(context_, o).comparablePvAt(0.0);
    };
    baseFixed_ = noLoadPv(zero);
    // Storage and egress are paid by an option with any cloud source. When only commitments
    // are cloud (no spot, no on-demand), they come with the first one: counted once, apart.
    bool alwaysCloud = false;
    for (const scenario::Source& source : option_.sources)
        alwaysCloud =
            alwaysCloud || kindOf(source) == SourceKind::Spot || kindOf(source) == SourceKind::OnDemand;
    if (!alwaysCloud) {
        const double keep = s.tax.enabled ? 1.0 - s.tax.rate : 1.0;
        const scenario::CloudExtras& e = option_.cloudExtras;
        const double monthly = (e.storageTb * e.pricePerTbMonth + e.egressTbPerMonth * e.pricePerTbEgress) *
                               (1.0 + e.supportFraction) * keep;
        for (int m = 0; m < context.months; ++m)
            extras_ += monthly * context.discount[static_cast<std::size_t>(m) + 1];
    }
    for (std::size_t v = 0; v < variables_.size(); ++v) {
        Mix one = zero, two = zero;
        one[v] = 1, two[v] = 2;
        const double f1 = noLoadPv(one) - baseFixed_, f2 = noLoadPv(two) - baseFixed_;
        const bool bringsExtras = variables_[v].kind == SourceKind::Reserved && !alwaysCloud;
        fixed_.push_back({f1 - (f2 - f1) - (bringsExtras ? extras_ : 0.0), f2 - f1});
        Affine capex;
        if (const auto* o = std::get_if<scenario::OwnedSource>(&option_.sources[variables_[v].source])) {
            const double perNode =
                (1.0 + o->spareFraction) * (o->serverPrice + o->networkPerNode + o->storagePerNode);
            const bool lease = o->financing.kind == scenario::FinancingKind::Lease;
            capex = {o->facility.capex, perNode * ((lease ? 0.0 : 1.0) + o->installationFraction)};
        }
        capex_.push_back(capex);
    }

    // What one served reference GPU-hour costs on each source, month by month, after tax and
    // discounted (as OptionModel projects it): owned power above idle, elastic instances
    // with their cloud support, nothing on prepaid reserved capacity; and the unserved cost.
    const double keep = s.tax.enabled ? 1.0 - s.tax.rate : 1.0;
    const int months = context.months;
    prices_.assign(option_.sources.size(), std::vector<Price>(static_cast<std::size_t>(months)));
    unservedPrice_.resize(static_cast<std::size_t>(months));
    for (int m = 0; m < months; ++m) {
        const double df = context.discount[static_cast<std::size_t>(m) + 1] * keep;
        unservedPrice_[static_cast<std::size_t>(m)] =
            s.demand.unservedCostPerHour * context.inflation(m) * df;
        for (std::size_t j = 0; j < option_.sources.size(); ++j) {
            Price& p = prices_[j][static_cast<std::size_t>(m)];
            const scenario::Source& source = option_.sources[j];
            if (const auto* o = std::get_if<scenario::OwnedSource>(&source)) {
                const auto it = s.tariffs.find(o->facility.tariff);
                const double unit = layerOf[j]->capacity;  // one node's, in reference GPUs
                if (it == s.tariffs.end() || !(unit > 0)) continue;
                const scenario::Tariff& t = it->second;
                const double kw = (o->maxKw - o->idleKw) / unit * o->facility.pue *
                                  ProjectionContext::yearFactor(t.escalationPerYear, m / 12) * df;
                if (t.kind == scenario::TariffKind::Flat) {
                    p.all = kw * t.pricePerKwh;
                } else {
                    p.all = kw * t.offpeakPricePerKwh;
                    p.peak = kw * (t.peakPricePerKwh - t.offpeakPricePerKwh);
                }
            } else if (kindOf(source) == SourceKind::Spot || kindOf(source) == SourceKind::OnDemand) {
                const scenario::CloudOffer& offer = *cloudOffer(source);
                const double useful = layerOf[j]->usefulPerInstance;
                if (useful > 0)
                    p.all = ProjectionContext::escalated(offer.pricePerHour, offer.escalationPerYear, m) /
                            useful * (1.0 + option_.cloudExtras.supportFraction) * df;
            }
        }
    }
    for (double g : context.demandByMonth) loadHours_ += g * scenario::kHoursPerMonth;
}

double MixModel::gridSize() const {
    double n = 1;
    for (const MixVariable& v : variables_) n *= v.hi - v.lo + 1;
    return n;
}

scenario::Option MixModel::keptOption(const Mix& counts) const {
    scenario::Option o = option_;
    for (std::size_t v = 0; v < variables_.size(); ++v) setCount(o.sources[variables_[v].source], counts[v]);
    return o;
}

scenario::Option MixModel::optionWith(const Mix& counts) const {
    scenario::Option o = keptOption(counts);
    // An owned cluster of no node or a commitment of no instance does not exist: it pays no
    // facility capex or rack fee, and validation would refuse it.
    for (std::size_t v = variables_.size(); v-- > 0;)
        if (counts[v] == 0 && variables_[v].kind != SourceKind::Spot)
            o.sources.erase(o.sources.begin() + static_cast<std::ptrdiff_t>(variables_[v].source));
    return o;
}

scenario::Option MixModel::riskOption(const Mix& counts) const {
    scenario::Option o = keptOption(counts);
    bool cloud = false;
    for (std::size_t j = 0; j < o.sources.size(); ++j) {
        const int v = variableOf_[j];
        const bool gone = v >= 0 && counts[static_cast<std::size_t>(v)] == 0 &&
                          variables_[static_cast<std::size_t>(v)].kind != SourceKind::Spot;
        if (auto* owned = std::get_if<scenario::OwnedSource>(&o.sources[j]); owned && gone)
            owned->facility.capex = 0, owned->facility.rackFeePerMonth = 0;
        cloud = cloud || (!gone && kindOf(o.sources[j]) != SourceKind::Owned);
    }
    if (!cloud) o.cloudExtras.storageTb = 0, o.cloudExtras.egressTbPerMonth = 0;
    return o;
}

bool MixModel::holdsASource(const Mix& counts) const {
    if (variables_.size() < option_.sources.size()) return true;  // an on-demand source
    for (std::size_t v = 0; v < variables_.size(); ++v)
        if (counts[v] > 0 || variables_[v].kind == SourceKind::Spot) return true;
    return false;
}

MixPoint MixModel::evaluate(const Mix& counts) const {
    const scenario::Option o = optionWith(counts);
    const OptionModel model(context_, o);
    ServiceTotals totals;
    MixPoint p;
    p.counts = counts;
    p.pv = model.comparablePvAt(1.0, &totals);
    for (std::size_t v = 0; v < variables_.size(); ++v) p.capex += capex_[v].at(counts[v]);
    p.unservedShare = loadHours_ > 0 ? totals.unservedHours / loadHours_ : 0.0;
    return p;
}

MixModel::BoxBound MixModel::bound(const Mix& lo, const Mix& hi) const {
    BoxBound b;
    b.pv = baseFixed_;
    bool surelyCloud = false;  // some commitment is at least 1 in the whole box
    for (std::size_t v = 0; v < variables_.size(); ++v) {
        b.pv += fixed_[v].minOver(lo[v], hi[v]);
        b.capex += capex_[v].minOver(lo[v], hi[v]);
        surelyCloud = surelyCloud || (variables_[v].kind == SourceKind::Reserved && lo[v] >= 1);
    }
    // The extras when the box holds no mix without a cloud source (never below zero: prices
    // and volumes are not negative).
    if (surelyCloud) b.pv += extras_;
    // The load-dependent PV is  sum_m [p_u L_m + sum_j (p_j - p_u) served_j,m]  (every hour is
    // served by some source or left unserved). A source serves more with more of its own
    // units and less with more units stacked before it, so over the box its hours lie between
    // two corners; each term is linear in them, so its least value is at one of the two.
    const std::vector<std::size_t>& order = order_;
    const int months = context_.months;
    std::vector<double> termMin(static_cast<std::size_t>(months), 0.0);
    MonthService most, least;
    for (std::size_t k = 0; k < order.size(); ++k) {
        const std::size_t j = order[k];
        Mix mostCounts = lo, leastCounts = lo;
        const int own = variableOf_[j];
        if (own >= 0) mostCounts[static_cast<std::size_t>(own)] = hi[static_cast<std::size_t>(own)];
        for (std::size_t before = 0; before < k; ++before) {
            const int v = variableOf_[order[before]];
            if (v >= 0) leastCounts[static_cast<std::size_t>(v)] = hi[static_cast<std::size_t>(v)];
        }
        const scenario::Option mostOption = keptOption(mostCounts), leastOption = keptOption(leastCounts);
        const CapacityStack mostStack(mostOption, context_.speeds,
                                      context_.scenario.demand.interruptibleShare);
        const CapacityStack leastStack(leastOption, context_.speeds,
                                       context_.scenario.demand.interruptibleShare);
        for (int m = 0; m < months; ++m) {
            const auto mi = static_cast<std::size_t>(m);
            mostStack.serve(context_.curve, context_.demandByMonth[mi], most);
            leastStack.serve(context_.curve, context_.demandByMonth[mi], least);
            const Price& p = prices_[j][mi];
            const double all = p.all - unservedPrice_[mi];
            const SlotSums a = most.served[j] * kHoursPerSlot, c = least.served[j] * kHoursPerSlot;
            termMin[mi] += std::min(all * a.all, all * c.all) + std::min(p.peak * a.peak, p.peak * c.peak);
        }
    }
    // The whole load at the unserved price, and the least unserved share at the box's top.
    const scenario::Option top = keptOption(hi);
    const CapacityStack topStack(top, context_.speeds, context_.scenario.demand.interruptibleShare);
    double unserved = 0;
    for (int m = 0; m < months; ++m) {
        const auto mi = static_cast<std::size_t>(m);
        topStack.serve(context_.curve, context_.demandByMonth[mi], most);
        b.pv += unservedPrice_[mi] * most.load.all * kHoursPerSlot + termMin[mi];
        unserved += std::max(0.0, most.unserved.all) * kHoursPerSlot;
    }
    b.unservedShare = loadHours_ > 0 ? unserved / loadHours_ : 0.0;
    return b;
}

}  // namespace gputco::engine
