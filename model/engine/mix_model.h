// One option's capacity mix as integers (issue #21): how many owned nodes, reserved or
// subscribed instances and spot instances each of its sources holds; on-demand stays the
// overflow. A MixModel evaluates a mix exactly (the engine's own OptionModel), and bounds
// from below the PV of every mix in a box of counts, which is what lets the optimiser skip
// most of the grid and still be exact (docs/methodology.md "The capacity-mix optimiser").
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/engine/capacity_stack.h"
#include "model/engine/projection_context.h"

namespace gputco::engine {

struct MixVariable {
    std::size_t source = 0;  // index into the option's sources
    SourceKind kind = SourceKind::Owned;
    int lo = 0, hi = 0;       // counts searched, both ends included
    int current = 0;          // the count in the file (spot: its cap, or hi when unbounded)
    double unitCapacity = 0;  // reference GPUs one more unit adds
};

// Counts per variable, in the order of MixModel::variables().
using Mix = std::vector<int>;

struct MixPoint {
    Mix counts;
    double pv = 0;             // comparable PV: after tax when tax is on
    double capex = 0;          // month 0: hardware + installation at full price + facility capex
    double unservedShare = 0;  // of the demand's reference GPU-hours
};

class MixModel {
public:
    // `context` (and its scenario) must outlive the model; `option` indexes its options.
    // `maxCounts`, per source index, replaces the default upper bound (enough units to carry the
    // busiest hour of the horizon alone).
    MixModel(const ProjectionContext& context, std::size_t option,
             const std::vector<std::optional<int>>& maxCounts);

    const std::vector<MixVariable>& variables() const { return variables_; }
    double gridSize() const;

    // The option holding `counts`: an owned or reserved source at 0 is dropped (it does not
    // exist, and pays no facility or rack fee), a spot source at 0 may not start instances.
    // What the optimiser evaluates and what it returns.
    scenario::Option optionWith(const Mix& counts) const;
    // The option with `counts` and every source in its place, a source at 0 costing nothing
    // (no facility capex or rack fee; no storage or egress when it leaves no cloud source):
    // what the risk trials evaluate, so that paths into the option name the same source for
    // every mix and every mix gets the same draws.
    scenario::Option riskOption(const Mix& counts) const;
    // Whether the option with `counts` keeps a source (an option without one is not valid):
    // always when it has spot or on-demand capacity.
    bool holdsASource(const Mix& counts) const;
    // The mix exactly, as evaluate() computes its comparable PV.
    MixPoint evaluate(const Mix& counts) const;

    // A lower bound on the comparable PV of every mix with lo <= counts <= hi, and on its
    // month-0 capex; the least unserved share of the box.
    struct BoxBound {
        double pv = 0;
        double capex = 0;
        double unservedShare = 0;
    };
    BoxBound bound(const Mix& lo, const Mix& hi) const;

private:
    // The PV of what does not depend on the load: affine in each count above 0, with a fixed
    // charge for using a source at all (its facility capex and rack fee). fixed + slope x n.
    struct Affine {
        double fixed = 0, slope = 0;
        double at(int n) const { return n > 0 ? fixed + slope * n : 0.0; }
        double minOver(int lo, int hi) const;
    };
    // What serving one reference GPU-hour on a source costs in month m (after tax, discounted
    // to t = 0 with the month's end), all-slot and peak-slot parts; unserved per hour.
    struct Price {
        double all = 0, peak = 0;
    };
    // The option with `counts` set and every source kept in its place (0 serves nothing): what
    // the capacity stack of a box's corner is built from.
    scenario::Option keptOption(const Mix& counts) const;

    const ProjectionContext& context_;
    const scenario::Option& option_;
    std::vector<MixVariable> variables_;
    std::vector<int> variableOf_;             // per source, its variable or -1
    std::vector<std::size_t> order_;          // sources in serving order (by kind: counts do not move it)
    double baseFixed_ = 0;                    // the affine part with every count at 0
    double extras_ = 0;                       // PV of storage and egress when only commitments bring them
    std::vector<Affine> fixed_;               // per variable
    std::vector<Affine> capex_;               // per variable
    std::vector<std::vector<Price>> prices_;  // per source, per month
    std::vector<double> unservedPrice_;       // per month
    double loadHours_ = 0;
};

}  // namespace gputco::engine
