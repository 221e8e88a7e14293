// An option's ordered stack of sources and how it serves one month's load (MODEL.md
// section 4 and 9; docs/methodology.md "Serving the load"): owned, then reserved, then spot
// (at most the interruptible share of what is left), then on-demand; the rest is unserved.
#pragma once

#include <vector>

#include "model/engine/load_curve.h"
#include "model/scenario/scenario.h"

namespace gputco::engine {

enum class SourceKind { Owned, Reserved, Spot, OnDemand };

SourceKind kindOf(const scenario::Source& source);
// The offer fields of a cloud source; null for an owned one.
const scenario::CloudOffer* cloudOffer(const scenario::Source& source);

struct StackLayer {
    std::size_t source = 0;  // index into option.sources
    SourceKind kind = SourceKind::Owned;
    double capacity = 0;           // reference GPUs; +infinity when unbounded
    double usefulPerInstance = 0;  // reference GPUs of useful work per billed instance (cloud)
};

// A linear combination of clipped sums, sum_k coef_k x S(threshold_k): how much one source
// serves (or how much is unserved) as a function of the month's load.
struct ClippedSumForm {
    struct Term {
        std::size_t threshold = 0;  // index into CapacityStack::thresholds()
        double coef = 0;
    };
    std::vector<Term> terms;
};

// What the stack served in one month, in reference GPUs x slots (see SlotSums).
struct MonthService {
    std::vector<SlotSums> served;  // per source, in option order
    SlotSums unserved;
    SlotSums load;
};

class CapacityStack {
public:
    // `gpuShares`, per source in option order, is the share of its GPUs' compute the source
    // puts to work (scenario::migGpuShare: below 1 for some MIG profiles); empty: 1 for all.
    CapacityStack(const scenario::Option& option, const std::map<std::string, double>& speeds,
                  double interruptibleShare, const std::vector<double>& gpuShares = {});

    // Serves the load `scale * profile` of one month. `out.served` is resized to the sources.
    void serve(const LoadCurve& curve, double scale, MonthService& out, double floorScale = 1.0) const;

    const std::vector<StackLayer>& layers() const { return layers_; }  // serving order
    double ownedCapacity() const { return ownedCapacity_; }
    const std::vector<double>& thresholds() const { return thresholds_; }
    // What source `source` (in option order) serves, and what is left unserved, as clipped
    // sums at thresholds(): what serve() evaluates each month.
    const ClippedSumForm& servedForm(std::size_t source) const { return servedForms_[source]; }
    const ClippedSumForm& unservedForm() const { return unservedForm_; }

private:
    // Capacities do not change from month to month, so the thresholds at which the load is
    // clipped, and how each source's share combines the clipped sums, are worked out once.
    void buildForms();

    std::vector<StackLayer> layers_;
    std::vector<double> thresholds_;           // distinct; +infinity for the whole load
    std::vector<ClippedSumForm> servedForms_;  // per source, in option order
    ClippedSumForm unservedForm_;
    std::size_t wholeLoad_ = 0;           // index of +infinity in thresholds_
    mutable std::vector<SlotSums> sums_;  // S at each threshold, for the current month
    std::size_t sourceCount_ = 0;
    double interruptibleShare_ = 0;
    double ownedCapacity_ = 0;
};

}  // namespace gputco::engine
