#pragma once
// How long and how often each measurement runs. The full run stays under 3 s on an A100/H100
// class GPU, --quick under 1 s; both include CUDA context creation (a few hundred ms).

#include <cstddef>

namespace gputco::probe {

struct RunPlan {
    int reps = 10;                // batches kept; one more runs first and is dropped
    double triadBatchMs = 10;     // length of one batch of triad launches
    double computeLaunchMs = 12;  // length of one FMA or MMA launch
    int computeLaunchesPerBatch = 2;
    std::size_t copyBytes = 128u << 20;  // pinned host <-> device copy size
    int copyReps = 5;
};

inline RunPlan runPlanFor(bool quick) {
    if (!quick) return RunPlan{};
    RunPlan plan;
    plan.reps = 5;
    plan.triadBatchMs = 3;
    plan.computeLaunchMs = 4;
    plan.computeLaunchesPerBatch = 1;
    plan.copyBytes = 32u << 20;
    plan.copyReps = 3;
    return plan;
}

}  // namespace gputco::probe
