// Sizing (issue #17; docs/methodology.md "Sizing"): each step by hand on tiny cases.
// The reference GPU is the catalog's A100 40GB: tensor FP16 312 TFLOPS x 0.87 = 271.44 TFLOPS.
#include <catch2/catch.hpp>

#include "model/engine/evaluate.h"
#include "model/engine/explain.h"
#include "model/engine/gpu_speed.h"
#include "model/engine/result_check.h"
#include "model/engine/sizing.h"
#include "model/scenario/field_paths.h"
#include "model/scenario/validation.h"

#include <cmath>
#include "tests/engine/scenario_builders.h"

using namespace gputco;
using namespace gputco::test;

namespace {

// A GPU model entry with its memory, for the fit table (speed from the catalog's figures).
GpuModel withMemory(double memoryGb) {
    GpuModel g = engine::catalogReferenceGpu();
    g.memoryGb = memoryGb;
    return g;
}

// Llama 3 8B's shape (Meta's config.json for Meta-Llama-3-8B): 32 layers, hidden 4096, 8
// key-value heads of 128.
ModelShape llama3_8b() {
    ModelShape m;
    m.layers = 32;
    m.hiddenSize = 4096;
    m.kvHeads = 8;
    m.headDim = 128;
    return m;
}

// By reference into `r`: keep the SizingResult alive while the job is used.
const engine::JobSizing& job(const engine::SizingResult& r, const std::string& name) {
    for (const auto& j : r.jobs)
        if (j.name == name) return j;
    FAIL("no job " << name);
    return r.jobs.front();
}

}  // namespace

TEST_CASE("sizing: FLOPs, reference GPU-hours and GPUs of a training run and of a token rate",
          "[engine][sizing]") {
    Scenario s = tinyScenario();
    Jobs jobs;
    jobs.training.push_back(trainingJob("pretrain", 2, 7e9, 1e12, 0.4));
    jobs.inference.push_back(inferenceJob("chat", 1000, 7e9, 0.3));
    jobs.inference.back().peakTokensPerSecond = 3000;
    s.demand.jobs = jobs;
    const engine::SizingResult r = engine::sizing(s);
    CHECK(r.referenceTflops == Approx(271.44));
    const engine::JobSizing& train = job(r, "pretrain");
    // 6 x 7e9 x 1e12 = 4.2e22 FLOPs; 0.4 x 271.44e12 x 3,600 = 3.908736e17 per GPU-hour:
    // 107,451.6 reference GPU-hours a run; 2 runs a month over 730 h = 294.39 GPUs.
    CHECK(train.flops == Approx(4.2e22));
    CHECK(train.referenceGpuHours == Approx(107451.6).epsilon(1e-6));
    CHECK(train.averageReferenceGpus == Approx(294.388).epsilon(1e-5));
    const engine::JobSizing& chat = job(r, "chat");
    // 2 x 7e9 = 1.4e10 FLOPs a token; a million tokens 1.4e16 over 0.3 x 271.44e12 x 3,600 =
    // 2.931552e17 per GPU-hour = 0.0477564 reference GPU-hours.
    CHECK(chat.flops == Approx(1.4e10));
    CHECK(chat.referenceGpuHours == Approx(0.0477564).epsilon(1e-5));
    // 1,000 tokens/s: 1.4e13 FLOP/s over 8.1432e13 = 0.171922 GPUs; at the 3,000 peak 0.515766.
    CHECK(chat.averageReferenceGpus == Approx(0.171922).epsilon(1e-5));
    CHECK(chat.peakReferenceGpus == Approx(0.515766).epsilon(1e-5));
    CHECK(r.demandGpus == Approx(train.averageReferenceGpus + chat.averageReferenceGpus));
}

TEST_CASE("sizing: a 7B model serves in 14 GB on one A100 40GB and trains in 112 GB on four",
          "[engine][sizing]") {
    Scenario s = tinyScenario();
    s.gpus[kReferenceGpu] = withMemory(40);
    s.options.push_back(option("own", {plainOwned()}));  // 8 GPUs a node
    Jobs jobs;
    jobs.training.push_back(trainingJob("train 7B", 1, 7e9, 1e11, 0.4));
    jobs.inference.push_back(inferenceJob("serve 7B", 100, 7e9, 0.3));
    s.demand.jobs = jobs;
    const engine::SizingResult r = engine::sizing(s);
    const engine::JobSizing& serve = job(r, "serve 7B");
    CHECK(serve.memory.weightsGb == Approx(14.0));  // 7e9 x 2 bytes (FP16)
    CHECK(serve.memory.kvCacheGb == 0);             // no shape, no context: not counted
    REQUIRE(serve.fits.size() == 1);
    CHECK(serve.fits[0].fit == engine::Fit::OneGpu);
    CHECK(serve.fits[0].gpus == 1);
    const engine::JobSizing& train = job(r, "train 7B");
    CHECK(train.memory.optimiserGb == Approx(112.0));  // 7e9 x 16 bytes (mixed-precision Adam)
    // 112 / 40 = 2.8: two GPUs hold 56 each (too much), four hold 28 each.
    CHECK(train.fits[0].gpus == 4);
    CHECK(train.fits[0].nodeGpus == 8);
    CHECK(train.fits[0].fit == engine::Fit::TensorParallel);
    // A 70B model trains in 1,120 GB: 32 GPUs of 40 GB (35 each), more than a node.
    s.demand.jobs->training[0].params = 70e9;
    const engine::SizingResult bigger = engine::sizing(s);
    const engine::JobSizing& big = job(bigger, "train 7B");
    CHECK(big.fits[0].gpus == 32);
    CHECK(big.fits[0].fit == engine::Fit::BeyondNode);
    // A GPU model whose memory is unknown is said to be unknown, not to fit.
    s.gpus[kReferenceGpu].memoryGb = 0;
    CHECK(job(engine::sizing(s), "serve 7B").fits[0].fit == engine::Fit::Unknown);
}

TEST_CASE("sizing: the KV cache and the activations, by the rules docs/methodology.md gives",
          "[engine][sizing]") {
    Scenario s = tinyScenario();
    s.gpus[kReferenceGpu] = withMemory(40);
    Jobs jobs;
    InferenceJob serve = inferenceJob("llama 3 8B", 2000, 8.03e9, 0.3);
    serve.shape = llama3_8b();
    serve.contextLength = 8192;
    serve.concurrentRequests = 16;
    jobs.inference.push_back(serve);
    TrainingJob tune = trainingJob("tune", 1, 8.03e9, 1e9, 0.4);
    tune.shape = llama3_8b();
    tune.microBatch = 1;
    tune.sequenceLength = 4096;
    jobs.training.push_back(tune);
    s.demand.jobs = jobs;
    const engine::SizingResult r = engine::sizing(s);
    const engine::JobSizing& kv = job(r, "llama 3 8B");
    // Per token 2 x 32 layers x 8 heads x 128 x 2 bytes = 131,072 bytes; x 8,192 x 16 requests
    // = 17,179,869,184 bytes = 17.18 GB, beside 8.03e9 x 2 = 16.06 GB of weights: 33.24 GB.
    CHECK(kv.memory.kvCacheGb == Approx(17.179869184));
    CHECK(kv.memory.totalGb() == Approx(33.239869184));
    CHECK(kv.fits[0].fit == engine::Fit::OneGpu);
    // In INT4 the weights take 4.015 GB and the cache stays 16-bit.
    s.demand.jobs->inference[0].precision = Precision::Int4;
    CHECK(job(engine::sizing(s), "llama 3 8B").memory.weightsGb == Approx(4.015));
    CHECK(job(engine::sizing(s), "llama 3 8B").memory.kvCacheGb == Approx(17.179869184));
    // Activations 34 x s 4,096 x b 1 x h 4,096 x 32 layers = 18,253,611,008 bytes.
    const engine::JobSizing& act = job(r, "tune");
    CHECK(act.memory.activationsGb == Approx(18.253611008));
    CHECK(act.memory.totalGb() == Approx(16 * 8.03 + 18.253611008));
}

TEST_CASE("sizing: the smallest MIG slice that holds a service, and its share of the GPU",
          "[engine][sizing]") {
    // NVIDIA MIG User Guide: A100 40GB has seven 1g.5gb, four 1g.10gb, three 2g.10gb, two
    // 3g.20gb, one 4g.20gb and one 7g.40gb; the 80 GB A100 and the H100 the same shapes at
    // twice the memory; the H200 1g.18gb to 7g.141gb.
    CHECK(engine::migProfiles("A100-40GB-SXM4", 40).front().perGpu == 7);
    CHECK(engine::migProfiles("H200-SXM", 141).back().memoryGb == 141);
    CHECK(engine::migProfiles("T4", 16).empty());
    Scenario s = tinyScenario();
    s.gpus[kReferenceGpu] = withMemory(40);
    s.gpus["A100-80GB-SXM4"] = withMemory(80);
    Jobs jobs;
    jobs.inference.push_back(inferenceJob("7B", 100, 7e9, 0.3));  // 14 GB in FP16
    s.demand.jobs = jobs;
    const engine::SizingResult r = engine::sizing(s);
    const engine::JobSizing& j = job(r, "7B");
    REQUIRE(j.mig.size() == 2);
    for (const engine::MigFit& m : j.mig) {
        if (m.gpu == kReferenceGpu) {
            // 14 GB: not 5 or 10, so 3g.20gb: two a GPU, each 3/7 of the GPU (speed 1).
            CHECK(std::string(m.profile.name) == "3g.20gb");
            CHECK(m.profile.perGpu == 2);
            CHECK(m.referenceGpusPerSlice == Approx(3.0 / 7.0));
        } else {
            // On 80 GB: 1g.20gb, four a GPU, each 1/7.
            CHECK(std::string(m.profile.name) == "1g.20gb");
            CHECK(m.profile.perGpu == 4);
            CHECK(m.referenceGpusPerSlice == Approx(1.0 / 7.0));
        }
    }
}

TEST_CASE("sizing: cost per million tokens is the levelised cost times the hours a million tokens need",
          "[engine][sizing]") {
    // On-demand 8-GPU instances at 16.00 an hour, every billed hour useful, no discounting:
    // 16 / 8 = 2.00 per reference GPU-hour; a million 7B tokens at mfu 0.3 take 0.0477564
    // reference GPU-hours: 0.0955128 per million tokens. A training run of 107,451.6 hours
    // (the first test's) costs 214,903.2.
    Scenario s = tinyScenario();
    s.options.push_back(option("rent", {onDemand(16.0)}));
    Jobs jobs;
    jobs.inference.push_back(inferenceJob("chat", 1000, 7e9, 0.3));
    jobs.training.push_back(trainingJob("pretrain", 0.01, 7e9, 1e12, 0.4));
    s.demand.jobs = jobs;
    const engine::Result r = engine::evaluate(s);
    const engine::OptionResult& rent = r.options.front();
    REQUIRE(rent.levelisedCostPerReferenceGpuHour);
    CHECK(*rent.levelisedCostPerReferenceGpuHour == Approx(2.0));
    REQUIRE(rent.costPerMillionTokens.size() == 1);
    CHECK(rent.costPerMillionTokens[0].job == "chat");
    CHECK(*rent.costPerMillionTokens[0].value == Approx(0.0955128).epsilon(1e-5));
    REQUIRE(rent.costPerTrainingRun.size() == 1);
    CHECK(*rent.costPerTrainingRun[0].value == Approx(214903.2).epsilon(1e-6));
    // Without jobs, no lists.
    s.demand.jobs.reset();
    CHECK(engine::evaluate(s).options.front().costPerMillionTokens.empty());
}

TEST_CASE("sizing: twice the tokens doubles on-demand hours and halves a fixed reservation's cost per token",
          "[engine][sizing]") {
    Scenario s = tinyScenario();
    ReservedSource reserved;
    reserved.offer = "test/reserved";
    reserved.gpu = kReferenceGpu;
    reserved.gpusPerInstance = 8;
    reserved.pricePerHour = 10;
    reserved.instances = 1;  // 8 reference GPUs, more than the load below needs
    reserved.termMonths = 12;
    s.options.push_back(option("reserved", {reserved}));
    s.options.push_back(option("on-demand", {onDemand(16.0)}));
    Jobs jobs;
    jobs.inference.push_back(inferenceJob("chat", 20000, 7e9, 0.3));  // 3.44 reference GPUs
    s.demand.jobs = jobs;
    const engine::Result once = engine::evaluate(s);
    s.demand.jobs->inference[0].tokensPerSecond = 40000;  // 6.88: still inside the reservation
    const engine::Result twice = engine::evaluate(s);
    // The reservation costs the same, and a token half as much.
    CHECK(twice.options[0].totalCost == Approx(once.options[0].totalCost));
    CHECK(*twice.options[0].costPerMillionTokens[0].value ==
          Approx(*once.options[0].costPerMillionTokens[0].value / 2));
    // On demand: twice the billed hours and cost, the same cost per token.
    CHECK(twice.options[1].totalCost == Approx(2 * once.options[1].totalCost));
    CHECK(*twice.options[1].costPerMillionTokens[0].value ==
          Approx(*once.options[1].costPerMillionTokens[0].value));
}

TEST_CASE("sizing: every job field at the largest value validation allows still sizes to finite numbers",
          "[engine][sizing][hardening]") {
    Scenario s = tinyScenario();
    s.gpus[kReferenceGpu] = withMemory(40);
    s.options.push_back(option("rent", {onDemand(16.0)}));
    Jobs jobs;
    jobs.training.push_back(trainingJob("train", 1, 7e9, 1e12, 0.4));
    jobs.inference.push_back(inferenceJob("serve", 1000, 7e9, 0.3));
    s.demand.jobs = jobs;
    for (const std::string& path : numericFieldPaths(s)) {
        if (path.rfind("demand.jobs", 0) != 0) continue;
        const FieldLookup f = findField(s, path);
        REQUIRE(f.field);
        f.field->set(f.field->range().max);
    }
    REQUIRE(validate(s).empty());
    const engine::SizingResult r = engine::sizing(s);
    for (const engine::JobSizing& j : r.jobs) {
        INFO(j.name);
        CHECK(std::isfinite(j.flops));
        CHECK(std::isfinite(j.referenceGpuHours));
        CHECK(std::isfinite(j.memory.totalGb()));
        for (const engine::GpuFit& fit : j.fits) CHECK(fit.gpus > 0);
    }
    CHECK(engine::nonFiniteFigures(engine::evaluate(s)).empty());
}

TEST_CASE("sizing: the explanation of a job's cost rebuilds the figure step by step",
          "[engine][sizing][explain]") {
    Scenario s = tinyScenario();
    s.options.push_back(option("rent", {onDemand(16.0)}));
    Jobs jobs;
    jobs.training.push_back(trainingJob("pretrain", 0.01, 7e9, 1e12, 0.4));
    jobs.inference.push_back(inferenceJob("chat", 1000, 7e9, 0.3));
    s.demand.jobs = jobs;
    const engine::Result r = engine::evaluate(s);
    engine::FigureRef ref{0, engine::Figure::JobCost, {}, 1, 0, 1};  // job 1: the inference job
    const engine::Explanation e = engine::explain(s, ref);
    REQUIRE(e.result);
    CHECK(*e.result == Approx(*r.options[0].costPerMillionTokens[0].value));
    CHECK(*e.result == Approx(0.0955128).epsilon(1e-5));  // 2.00 x 0.0477564 (above)
    CHECK(e.figure.english() == "Cost per million tokens of \"chat\" on \"rent\"");
    REQUIRE(e.steps.size() == 4);
    CHECK(e.steps[2].value == Approx(0.0477564).epsilon(1e-5));
    ref.job = 0;
    CHECK(*engine::explain(s, ref).result == Approx(*r.options[0].costPerTrainingRun[0].value));
    ref.job = 2;
    CHECK_FALSE(engine::explain(s, ref).result.has_value());
}
