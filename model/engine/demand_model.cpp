#include "model/engine/demand_model.h"

#include "model/engine/gpu_speed.h"
#include "model/engine/sizing.h"

namespace gputco::engine {

namespace {
constexpr double kSecondsPerHour = 3600.0;
constexpr double kTera = 1e12;
}  // namespace

double trainingGpus(const scenario::TrainingJob& job, double referenceTflops) {
    const double flopsPerMonth = job.runsPerMonth * 6.0 * job.params * job.tokens;
    const double flopsPerGpuHour = job.mfu * referenceTflops * kTera * kSecondsPerHour;
    if (!(flopsPerGpuHour > 0)) return 0;
    return flopsPerMonth / flopsPerGpuHour / scenario::kHoursPerMonth;
}

double inferenceGpus(const scenario::InferenceJob& job, double referenceTflops) {
    const double flopsPerSecond = job.tokensPerSecond * 2.0 * job.params;
    const double perGpu = job.mfu * referenceTflops * kTera;
    return perGpu > 0 ? flopsPerSecond / perGpu : 0;
}

double demandGpus(const scenario::Scenario& s) {
    if (!s.demand.jobs) return s.demand.gpus;
    const double tflops = calibratedRate(referenceGpu(s), "tensor_fp16");
    // The typed GPUs count beside the jobs only when the user chose so (docs/methodology.md,
    // "Demand").
    double gpus = s.demand.jobsAddToGpus ? s.demand.gpus : 0.0;
    for (const auto& job : s.demand.jobs->training) gpus += trainingGpus(job, tflops);
    for (const auto& job : s.demand.jobs->inference) gpus += inferenceGpus(job, tflops);
    return gpus;
}

int replicaReferenceGpus(const scenario::Scenario& s, const scenario::InferenceJob& job) {
    return gpusToHold(inferenceMemory(job).totalGb(), referenceGpu(s).memoryGb);
}

std::vector<ServiceFloor> serviceFloors(const scenario::Scenario& s) {
    std::vector<ServiceFloor> floors;
    if (!s.demand.jobs) return floors;
    const double tflops = calibratedRate(referenceGpu(s), "tensor_fp16");
    for (const auto& job : s.demand.jobs->inference) {
        const int floor = replicaReferenceGpus(s, job);
        if (floor > 0) floors.push_back({inferenceGpus(job, tflops), static_cast<double>(floor)});
    }
    return floors;
}

MemoryNeed memoryNeed(double params, Precision precision, bool training, double gpuMemoryGb) {
    MemoryNeed need;
    need.bytesPerParameter = training ? 16 : bytesPerValue(precision);
    need.gigabytes = params * need.bytesPerParameter / 1e9;
    need.fits = gpuMemoryGb > 0 && need.gigabytes <= gpuMemoryGb;
    return need;
}

}  // namespace gputco::engine
