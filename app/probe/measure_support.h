#pragma once
// What the CUDA runner's measurements share (probe_runner_cuda.cpp, tensor_measure.cpp): the
// probe's kernels as loaded, the NVML watch of the current run, and the timing of launches in
// batches between CUDA events. Internal to the CUDA build of gputco-probe.

#include "cuda_resources.h"
#include "gpu_watch.h"
#include "probe_result.h"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace gputco::probe::measure {

using Failure = std::optional<CudaFailure>;

inline constexpr std::size_t kMiB = std::size_t{1} << 20;
inline constexpr int kFirstIterations = 256;
inline constexpr int kMaxIterations = 1 << 24;
// Never equal to what the kernels compute (their sums are positive), unknown to the compiler.
inline constexpr float kSentinel = -1.0f;

// The probe's kernels, found by name in the loaded module.
struct Kernels {
    CUfunction triad = nullptr, fill = nullptr, fillRandomHalves = nullptr, fma = nullptr, mma = nullptr,
               tiledGemm = nullptr, wgmmaGemm = nullptr;
};
extern const Kernels* kernelsOf;  // set while a run measures

// The GPU's NVML readings while the timed batches run (gpu_watch.h); null while none is active.
extern GpuWatch* watching;

// What the watch saw over the last timed batches, for the metric they measured.
std::optional<GpuConditions> conditionsSeen();

// The grid of one full wave of `kernel` with `block` threads a block, from its occupancy.
Failure gridFor(CUfunction kernel, int block, const DeviceInfo& device, const char* what, int* grid);

// Times one call of `launch` with events.
template <typename Launch>
Failure timeOnce(EventTimer& timer, const Launch& launch, const char* what, float* ms) {
    if (auto f = timer.start()) return f;
    if (auto f = launch()) return f;
    return timer.stop(ms, what);
}

// Grows the iteration count until one launch takes about `targetMs`. These launches are also
// the warm-up: they load the module and bring the clocks up before anything is kept.
template <typename Launch>
Failure calibrateIterations(const Launch& launch, double targetMs, const char* what, int* iterations) {
    EventTimer timer;
    if (auto f = timer.create()) return f;
    // Untimed first launch: lazy module loading happens on the host inside it and would
    // otherwise inflate the first timing.
    if (auto f = launch(kFirstIterations)) return f;
    if (auto f = check(driver().ctxSynchronize(), std::string("cuCtxSynchronize(") + what + ")")) return f;
    int current = kFirstIterations;
    float ms = 0;
    for (int attempt = 0; attempt < 6; ++attempt) {
        if (auto f = timeOnce(
                timer, [&] { return launch(current); }, what, &ms))
            return f;
        if (ms >= 0.25 * targetMs || current >= kMaxIterations) break;
        const double grow = std::clamp(0.5 * targetMs / std::max(ms, 1e-3f), 2.0, 8.0);
        current = static_cast<int>(std::min<double>(kMaxIterations, current * grow));
    }
    const double scaled = current * targetMs / std::max(ms, 1e-3f);
    *iterations = static_cast<int>(std::clamp<double>(scaled, kFirstIterations, kMaxIterations));
    return std::nullopt;
}

// Runs plan.reps + 1 batches of `launchesPerBatch` launches between two events and keeps the
// milliseconds of all but the first batch. `launch(batch)` issues one launch.
template <typename Launch>
Failure timeBatches(int reps, int launchesPerBatch, const Launch& launch, const char* what,
                    std::vector<double>* keptMs) {
    EventTimer timer;
    if (auto f = timer.create()) return f;
    if (watching) watching->begin();
    for (int batch = 0; batch <= reps; ++batch) {
        if (auto f = timer.start()) return f;
        for (int i = 0; i < launchesPerBatch; ++i)
            if (auto f = launch(batch)) return f;
        // The stop event is recorded first, so that the time NVML takes to answer is never
        // part of the batch: the batch is then still in flight, and what NVML reads is the
        // GPU under this metric's work.
        if (auto f = timer.recordStop()) return f;
        if (watching && batch > 0) watching->sample();
        float ms = 0;
        if (auto f = timer.waitForStop(&ms, what)) return f;
        if (batch > 0) keptMs->push_back(ms);
    }
    return std::nullopt;
}

// Batch `batch`'s slot in a device array of cycle counts.
CUdeviceptr cycleSlot(const DeviceBuffer& cycles, int batch);

// Block 0's clock64() cycles over one launch's time, per kept batch (slot 0 is the dropped
// batch): the SM clock while the kernel's pipes are full. The median, like the figures.
std::optional<double> medianClockMhz(const std::vector<long long>& cycles, const std::vector<double>& batchMs,
                                     int launchesPerBatch);

}  // namespace gputco::probe::measure
