// Sizing (issue #17; docs/methodology.md "Sizing"): from the work to the GPUs and the money.
// For each job of demand.jobs, step by step: its FLOPs, the reference GPU-hours a training
// run or a million tokens needs, the average reference GPUs it keeps busy; the GPU memory it
// needs (weights, optimiser state, activations, KV cache) and, per GPU model of the scenario,
// whether it fits one GPU, needs tensor parallelism inside a node, or does not fit a node; for
// an inference service, the smallest MIG slice that holds it. With a result, each option's
// cost per million tokens and per training run: its levelised cost per reference GPU-hour
// times the reference GPU-hours the work needs.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/engine/result.h"
#include "model/scenario/mig_profiles.h"
#include "model/scenario/scenario.h"

namespace gputco::engine {

// Bytes a value takes at a precision: 4 FP32, 2 FP16/BF16, 1 FP8/INT8, 0.5 INT4.
double bytesPerValue(scenario::Precision precision);
// Bytes of one KV-cache value: 16-bit, or 32-bit for FP32 and 8-bit for FP8 (a weight-only
// INT8 or INT4 quantisation keeps a 16-bit cache, as the serving frameworks do by default).
double kvBytesPerValue(scenario::Precision precision);

// The smallest power of two of GPUs of `gpuMemoryGb` whose memory holds `needGb` (tensor
// parallelism splits weights, optimiser state, activations and KV cache evenly); 0 when the
// GPU's memory is not known.
int gpusToHold(double needGb, double gpuMemoryGb);

struct MemoryParts {
    double weightsGb = 0;      // inference: N x bytes; training: in optimiserGb
    double optimiserGb = 0;    // training: 16 N bytes (mixed-precision Adam)
    double activationsGb = 0;  // training with micro batch and sequence length: 34 s b h L bytes
    double kvCacheGb = 0;      // inference: 2 L kv_heads head_dim bytes x context x requests
    double totalGb() const { return weightsGb + optimiserGb + activationsGb + kvCacheGb; }
};

// An inference service's memory: its weights at its precision and its KV cache.
MemoryParts inferenceMemory(const scenario::InferenceJob& job);

// How a job sits on one GPU model.
enum class Fit {
    OneGpu,          // on a single GPU
    TensorParallel,  // split over `gpus` GPUs of one node
    BeyondNode,      // more GPUs than a node has: pipeline parallelism, not modelled
    Unknown,         // the GPU model's memory is not known
};

struct GpuFit {
    std::string gpu;
    double memoryGb = 0;
    int gpus = 0;      // the smallest power of two whose memory holds the job (0 when unknown)
    int nodeGpus = 8;  // the largest node or instance of this GPU in the scenario (8 when none)
    Fit fit = Fit::Unknown;
};

// MIG profiles (NVIDIA MIG User Guide, "Supported MIG Profiles"): scenario/mig_profiles.h.
using scenario::MigProfile;
using scenario::migProfiles;

struct MigFit {
    std::string gpu;
    MigProfile profile;
    double referenceGpusPerSlice = 0;  // g / 7 x the GPU's speed
};

// An inference service on a source cut into MIG slices (its mig_profile): the replicas of the
// service the source holds, one a slice, and the replicas its peak token rate needs.
struct MigReplicas {
    std::size_t option = 0;  // index into the scenario's options
    std::size_t source = 0;  // index into that option's sources
    std::string gpu;
    MigProfile profile;
    double referenceGpusPerSlice = 0;  // g / 7 x the GPU's speed
    // GPUs x perGpu: owned nodes x gpus_per_node, reserved instances x gpus_per_instance, an
    // elastic source's max_instances x gpus_per_instance; none for an unbounded elastic one.
    std::optional<double> replicasHeld;
    // ceil(peak reference GPUs / (g / 7 x speed)); none when the slice does no work (speed 0).
    std::optional<double> replicasNeeded;
    bool fits = false;  // the service's memory fits the slice's
};

enum class JobKind { Training, Inference };

struct JobSizing {
    JobKind kind = JobKind::Training;
    std::string name;
    double params = 0;
    // Training: 6 N D per run; inference: 2 N per token.
    double flops = 0;
    // Training: per run; inference: per million tokens.
    double referenceGpuHours = 0;
    double averageReferenceGpus = 0;  // what the job's compute adds to demand
    // Inference: the reference GPUs that hold one replica (MODEL.md section 3), 0 when the
    // reference GPU's memory is not known; the service's demand is at least these in every hour.
    int replicaReferenceGpus = 0;
    double tokensPerSecond = 0;    // inference: the average token rate
    double peakReferenceGpus = 0;  // inference at its peak token rate; training: the average
    MemoryParts memory;
    std::vector<GpuFit> fits;  // one per GPU model of the scenario with a known memory
    std::vector<MigFit> mig;   // inference: per GPU model with MIG, the smallest slice that holds it
    // Inference: per source of any option with a mig_profile, in option and source order.
    std::vector<MigReplicas> migReplicas;
};

struct SizingResult {
    double referenceTflops = 0;   // the reference GPU's calibrated tensor_fp16 rate
    std::vector<JobSizing> jobs;  // training jobs first, then inference, in file order
    double demandGpus = 0;        // their compute's sum (with the typed GPUs when they add to them)
    double typedGpus = 0;         // demand.gpus when the jobs add to it, else 0
    // Per inference service, max(compute, replica floor), summed with the training jobs: the
    // average the services hold when each floor is flat (what the Sizing page shows beside).
    double demandGpusWithFloors = 0;
};

// `s` must have passed scenario::validate(). Without jobs, no job sizing.
SizingResult sizing(const scenario::Scenario& s);

// Per option of `result` (the evaluation of `s`): cost per million tokens of each inference
// job and cost per run of each training job, levelised cost x reference GPU-hours.
void addJobCosts(const SizingResult& sized, Result& result);

// A warning on each option with a MIG source whose slice is smaller than an inference
// service's memory: the service cannot run on it as the capacity assumes.
void addMigWarnings(const SizingResult& sized, Result& result);

}  // namespace gputco::engine
