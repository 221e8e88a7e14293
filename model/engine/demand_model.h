// Demand in reference GPUs, from demand.gpus or from jobs (MODEL.md section 3), and the GPU
// memory a model needs (docs/methodology.md "Sizing").
#pragma once

#include <string>
#include <vector>

#include "model/scenario/scenario.h"

namespace gputco::engine {

// Average reference GPUs a training job keeps busy: runs x 6 N D FLOPs per month over
// mfu x the reference GPU's calibrated tensor_fp16 rate, spread over 730 hours.
double trainingGpus(const scenario::TrainingJob& job, double referenceTflops);
// Average reference GPUs an inference load keeps busy: tokens/s x 2 N FLOPs at mfu.
double inferenceGpus(const scenario::InferenceJob& job, double referenceTflops);
// demand.gpus, or the sum over the jobs when the scenario describes jobs (their compute alone,
// before any service's memory floor).
double demandGpus(const scenario::Scenario& s);

// An inference service's load beside its compute (MODEL.md section 3): the reference GPUs its
// tokens keep busy on average in month 0, and the reference GPUs that hold one replica of its
// model (the floor, held in every hour, neither shaped nor grown).
struct ServiceFloor {
    double computeGpus = 0;
    double floorGpus = 0;
};
// One per inference service whose reference GPU's memory is known, in file order.
std::vector<ServiceFloor> serviceFloors(const scenario::Scenario& s);
// The reference GPUs one replica of an inference service needs on the reference GPU: the
// smallest power of two whose memory holds its weights and KV cache (the Sizing page's rule);
// 0 when the reference GPU's memory is not known.
int replicaReferenceGpus(const scenario::Scenario& s, const scenario::InferenceJob& job);

using Precision = scenario::Precision;

struct MemoryNeed {
    double bytesPerParameter = 0;
    double gigabytes = 0;  // 1 GB = 1e9 bytes, as GPU datasheets count
    bool fits = false;     // on one GPU of `gpuMemoryGb`
};

// Weights only for inference; for training, mixed-precision Adam's usual 16 bytes per
// parameter (fp16 weights and gradients, fp32 master weights and two moments), whatever
// the precision, activations excluded (ZeRO, Rajbhandari et al. 2020, section 3.1).
MemoryNeed memoryNeed(double params, Precision precision, bool training, double gpuMemoryGb);

}  // namespace gputco::engine
