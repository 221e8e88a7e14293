#include "model/engine/sizing.h"

#include <algorithm>
#include <cmath>
#include <variant>
#include "model/engine/call_audit.h"

#include "model/engine/demand_model.h"
#include "model/engine/gpu_speed.h"
#include "model/engine/warnings.h"

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
            const int gpus = gpusToHold(needGb, model.memoryGb);
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

// GPUs a source holds: owned nodes x gpus_per_node, reserved instances x gpus_per_instance,
// an elastic source's max_instances x gpus_per_instance (none when unbounded).
std::optional<double> sourceGpus(const sc::Source& source) {
    return std::visit(
        [](const auto& x) -> std::optional<double> {
            using T = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<T, sc::OwnedSource>)
                return x.nodes * x.gpusPerNode;
            else if constexpr (std::is_same_v<T, sc::ReservedSource>)
                return x.instances * x.gpusPerInstance;
            else if (std::isfinite(x.maxInstances))
                return x.maxInstances * x.gpusPerInstance;
            else
                return std::nullopt;
        },
        source);
}

std::vector<MigReplicas> migReplicasOf(const sc::Scenario& s, double needGb, double peakReferenceGpus) {
    std::vector<MigReplicas> out;
    for (std::size_t i = 0; i < s.options.size(); ++i)
        for (std::size_t j = 0; j < s.options[i].sources.size(); ++j) {
            const sc::Source& source = s.options[i].sources[j];
            const std::string& name = sc::migProfileOf(source);
            if (name.empty()) continue;
            const std::string& gpu =
                std::visit([](const auto& x) -> const std::string& { return x.gpu; }, source);
            const auto profile = sc::findMigProfile(s, gpu, name);
            if (!profile) continue;  // validation refuses it
            MigReplicas r{i, j, gpu, *profile, 0, std::nullopt, std::nullopt, needGb <= profile->memoryGb};
            const sc::GpuModel* model = findGpu(s, gpu);
            r.referenceGpusPerSlice = profile->computeSevenths / 7.0 * (model ? speed(s, *model) : 0.0);
            if (const auto gpus = sourceGpus(source)) r.replicasHeld = *gpus * profile->perGpu;
            if (r.referenceGpusPerSlice > 0)
                r.replicasNeeded = std::ceil(peakReferenceGpus / r.referenceGpusPerSlice);
            out.push_back(std::move(r));
        }
    return out;
}

}  // namespace

int gpusToHold(double needGb, double gpuMemoryGb) {
    if (!(gpuMemoryGb > 0)) return 0;
    int gpus = 1;
    while (needGb / gpus > gpuMemoryGb && gpus < (1 << 20)) gpus *= 2;
    return gpus;
}

MemoryParts inferenceMemory(const sc::InferenceJob& job) {
    MemoryParts m;
    m.weightsGb = job.params * bytesPerValue(job.precision) / kGb;
    m.kvCacheGb = 2.0 * job.shape.layers * job.shape.kvHeads * job.shape.headDim *
                  kvBytesPerValue(job.precision) * job.contextLength * job.concurrentRequests / kGb;
    return m;
}

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

SizingResult sizing(const sc::Scenario& s) {
    const EngineCall audited(EntryPoint::Sizing);  // call_audit.h
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
        j.tokensPerSecond = job.tokensPerSecond;
        sc::InferenceJob peak = job;
        peak.tokensPerSecond = std::max(job.tokensPerSecond, job.peakTokensPerSecond);
        j.peakReferenceGpus = inferenceGpus(peak, tflops);
        j.memory = inferenceMemory(job);
        j.replicaReferenceGpus = replicaReferenceGpus(s, job);
        j.fits = fitsOf(s, j.memory.totalGb());
        j.mig = migFitsOf(s, j.memory.totalGb());
        j.migReplicas = migReplicasOf(s, j.memory.totalGb(), j.peakReferenceGpus);
        out.jobs.push_back(std::move(j));
    }
    out.typedGpus = s.demand.jobsAddToGpus ? s.demand.gpus : 0.0;
    out.demandGpus = out.typedGpus;
    out.demandGpusWithFloors = out.typedGpus;
    for (const JobSizing& j : out.jobs) {
        out.demandGpus += j.averageReferenceGpus;
        out.demandGpusWithFloors +=
            std::max(j.averageReferenceGpus, static_cast<double>(j.replicaReferenceGpus));
    }
    return out;
}

void addJobCosts(const SizingResult& sized, Result& result) {
    for (OptionResult& o : result.options) {
        o.costPerMillionTokens.clear();
        o.costPerMillionTokensReserved.clear();
        o.costPerTrainingRun.clear();
        for (const JobSizing& j : sized.jobs) {
            JobCost cost{j.name, std::nullopt};
            if (o.levelisedCostPerReferenceGpuHour)
                cost.value = *o.levelisedCostPerReferenceGpuHour * j.referenceGpuHours;
            (j.kind == JobKind::Inference ? o.costPerMillionTokens : o.costPerTrainingRun).push_back(cost);
            if (j.kind != JobKind::Inference) continue;
            JobCost reserved{j.name, std::nullopt};
            const double held = std::max(j.averageReferenceGpus, static_cast<double>(j.replicaReferenceGpus));
            const double millionsPerHour = j.tokensPerSecond * kSecondsPerHour / 1e6;
            if (o.levelisedCostPerReferenceGpuHour && millionsPerHour > 0)
                reserved.value = *o.levelisedCostPerReferenceGpuHour * held / millionsPerHour;
            o.costPerMillionTokensReserved.push_back(reserved);
        }
    }
}

void addMigWarnings(const SizingResult& sized, Result& result) {
    for (const JobSizing& j : sized.jobs)
        for (const MigReplicas& r : j.migReplicas) {
            if (r.fits || r.option >= result.options.size()) continue;
            result.options[r.option].warnings.push_back(sliceTooSmallWarning(
                r.source, r.profile.name, r.gpu, r.profile.memoryGb, j.memory.totalGb(), j.name));
        }
}

}  // namespace gputco::engine
