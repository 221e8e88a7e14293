#include "model/engine/sizing.h"

#include <algorithm>
#include <cmath>
#include <variant>

#include "model/engine/demand_model.h"
#include "model/engine/gpu_speed.h"

namespace gputco::engine {

namespace sc = gputco::scenario;

namespace {

constexpr double kGb = 1e9;  // GPU datasheets count memory in 10^9 bytes
constexpr double kTera = 1e12;
constexpr double kSecondsPerHour = 3600.0;

// Mixed-precision Adam: FP16 weights and gradients (2 + 2), FP32 master weights, momentum and
// variance (4 + 4 + 4) per parameter (ZeRO, Rajbhandari et al. 2020, section 3.1).
constexpr double kTrainingBytesPerParameter = 16;
// Activations per layer of a transformer without recomputation, in 16-bit, with the attention
// scores not kept (FlashAttention): 34 s b h bytes (Korthikanti et al. 2022, "Reducing
// Activation Recomputation in Large Transformer Models", section 4.1, less its 5 a s^2 b term).
constexpr double kActivationBytes = 34;

// The largest node (owned) or instance (cloud) of `gpu` among the scenario's sources; 8, the
// usual HGX baseboard, when no source uses it.
int nodeGpusOf(const sc::Scenario& s, const std::string& gpu) {
    double most = 0;
    for (const sc::Option& o : s.options)
        for (const sc::Source& source : o.sources)
            std::visit(
                [&](const auto& x) {
                    using T = std::decay_t<decltype(x)>;
                    if (x.gpu != gpu) return;
                    if constexpr (std::is_same_v<T, sc::OwnedSource>)
                        most = std::max(most, x.gpusPerNode);
                    else
                        most = std::max(most, x.gpusPerInstance);
                },
                source);
    return most >= 1 ? static_cast<int>(most) : 8;
}

std::vector<GpuFit> fitsOf(const sc::Scenario& s, double needGb) {
    std::vector<GpuFit> fits;
    for (const auto& [name, model] : s.gpus) {
        GpuFit fit;
        fit.gpu = name;
        fit.memoryGb = model.memoryGb;
        fit.nodeGpus = nodeGpusOf(s, name);
        if (model.memoryGb > 0) {
            // Tensor parallelism splits the weights, the optimiser state, the activations and
            // the KV cache evenly over 1, 2, 4, 8, ... GPUs.
            int gpus = 1;
            while (needGb / gpus > model.memoryGb && gpus < (1 << 20)) gpus *= 2;
            fit.gpus = gpus;
            fit.fit = gpus == 1 ? Fit::OneGpu : gpus <= fit.nodeGpus ? Fit::TensorParallel : Fit::BeyondNode;
        }
        fits.push_back(fit);
    }
    return fits;
}

std::vector<MigFit> migFitsOf(const sc::Scenario& s, double needGb) {
    std::vector<MigFit> fits;
    for (const auto& [name, model] : s.gpus) {
        const std::vector<MigProfile> profiles = migProfiles(name, model.memoryGb);
        // The smallest slice that holds the service (the table is ordered small to large).
        const auto holds = std::find_if(profiles.begin(), profiles.end(),
                                        [&](const MigProfile& p) { return needGb <= p.memoryGb; });
        if (holds == profiles.end()) continue;
        fits.push_back({name, *holds, holds->computeSevenths / 7.0 * speed(s, model)});
    }
    return fits;
}

}  // namespace

double bytesPerValue(sc::Precision precision) {
    switch (precision) {
        case sc::Precision::Fp32:
            return 4;
        case sc::Precision::Fp16:
        case sc::Precision::Bf16:
            return 2;
        case sc::Precision::Fp8:
        case sc::Precision::Int8:
            return 1;
        case sc::Precision::Int4:
            return 0.5;
    }
    return 2;
}

double kvBytesPerValue(sc::Precision precision) {
    switch (precision) {
        case sc::Precision::Fp32:
            return 4;
        case sc::Precision::Fp8:
            return 1;
        default:
            return 2;
    }
}

std::vector<MigProfile> migProfiles(const std::string& gpu, double memoryGb) {
    const auto named = [&](const char* family) { return gpu.find(family) != std::string::npos; };
    // NVIDIA MIG User Guide, "Supported MIG Profiles" (A100-SXM4-40GB table; the 80 GB A100
    // and the H100 80 GB have the same shapes with twice the memory; H200 141 GB).
    if (named("A100") && memoryGb > 0 && memoryGb <= 40)
        return {{"1g.5gb", 1, 5, 7},   {"1g.10gb", 1, 10, 4}, {"2g.10gb", 2, 10, 3},
                {"3g.20gb", 3, 20, 2}, {"4g.20gb", 4, 20, 1}, {"7g.40gb", 7, 40, 1}};
    if ((named("A100") || named("H100")) && memoryGb > 40 && memoryGb <= 96)
        return {{"1g.10gb", 1, 10, 7}, {"1g.20gb", 1, 20, 4}, {"2g.20gb", 2, 20, 3},
                {"3g.40gb", 3, 40, 2}, {"4g.40gb", 4, 40, 1}, {"7g.80gb", 7, 80, 1}};
    if (named("H200") && memoryGb > 96)
        return {{"1g.18gb", 1, 18, 7}, {"1g.35gb", 1, 35, 4}, {"2g.35gb", 2, 35, 3},
                {"3g.71gb", 3, 71, 2}, {"4g.71gb", 4, 71, 1}, {"7g.141gb", 7, 141, 1}};
    return {};
}

SizingResult sizing(const sc::Scenario& s) {
    SizingResult out;
    out.referenceTflops = calibratedRate(referenceGpu(s), "tensor_fp16");
    if (!s.demand.jobs) return out;
    const double tflops = out.referenceTflops;
    for (const sc::TrainingJob& job : s.demand.jobs->training) {
        JobSizing j;
        j.kind = JobKind::Training;
        j.name = job.name;
        j.params = job.params;
        j.flops = 6.0 * job.params * job.tokens;
        const double perGpuHour = job.mfu * tflops * kTera * kSecondsPerHour;
        j.referenceGpuHours = perGpuHour > 0 ? j.flops / perGpuHour : 0;
        j.averageReferenceGpus = trainingGpus(job, tflops);
        j.peakReferenceGpus = j.averageReferenceGpus;
        j.memory.optimiserGb = kTrainingBytesPerParameter * job.params / kGb;
        if (job.microBatch > 0 && job.sequenceLength > 0 && job.shape.layers > 0 && job.shape.hiddenSize > 0)
            j.memory.activationsGb = kActivationBytes * job.sequenceLength * job.microBatch *
                                     job.shape.hiddenSize * job.shape.layers / kGb;
        j.fits = fitsOf(s, j.memory.totalGb());
        out.jobs.push_back(std::move(j));
    }
    for (const sc::InferenceJob& job : s.demand.jobs->inference) {
        JobSizing j;
        j.kind = JobKind::Inference;
        j.name = job.name;
        j.params = job.params;
        j.flops = 2.0 * job.params;
        const double perGpuHour = job.mfu * tflops * kTera * kSecondsPerHour;
        j.referenceGpuHours = perGpuHour > 0 ? 1e6 * j.flops / perGpuHour : 0;
        j.averageReferenceGpus = inferenceGpus(job, tflops);
        sc::InferenceJob peak = job;
        peak.tokensPerSecond = std::max(job.tokensPerSecond, job.peakTokensPerSecond);
        j.peakReferenceGpus = inferenceGpus(peak, tflops);
        j.memory.weightsGb = job.params * bytesPerValue(job.precision) / kGb;
        j.memory.kvCacheGb = 2.0 * job.shape.layers * job.shape.kvHeads * job.shape.headDim *
                             kvBytesPerValue(job.precision) * job.contextLength * job.concurrentRequests /
                             kGb;
        j.fits = fitsOf(s, j.memory.totalGb());
        j.mig = migFitsOf(s, j.memory.totalGb());
        out.jobs.push_back(std::move(j));
    }
    for (const JobSizing& j : out.jobs) out.demandGpus += j.averageReferenceGpus;
    return out;
}

void addJobCosts(const SizingResult& sized, Result& result) {
    for (OptionResult& o : result.options) {
        o.costPerMillionTokens.clear();
        o.costPerTrainingRun.clear();
        for (const JobSizing& j : sized.jobs) {
            JobCost cost{j.name, std::nullopt};
            if (o.levelisedCostPerReferenceGpuHour)
                cost.value = *o.levelisedCostPerReferenceGpuHour * j.referenceGpuHours;
            (j.kind == JobKind::Inference ? o.costPerMillionTokens : o.costPerTrainingRun).push_back(cost);
        }
    }
}

}  // namespace gputco::engine
