// GPU speed (MODEL.md section 2), profile presets and jobs-based demand (section 3).
#include <catch2/catch.hpp>
#include <numeric>

#include "model/engine/demand_model.h"
#include "model/engine/gpu_speed.h"
#include "model/engine/weekly_profile.h"
#include "tests/engine/scenario_builders.h"

using namespace gputco;
using namespace gputco::test;

TEST_CASE("speed is the time-weighted harmonic mix of calibrated rates", "[engine][speed]") {
    Scenario s = tinyScenario();
    s.workload.bound = {{"tensor_fp16", 0.6}, {"hbm_bandwidth", 0.3}, {"fp32", 0.1}};
    GpuModel h100;
    h100.datasheet = {{"tensor_fp16", 989.4}, {"hbm_bandwidth", 3350}, {"fp32", 67}};
    h100.efficiency = {{"tensor_fp16", 0.80}, {"hbm_bandwidth", 0.90}, {"fp32", 0.94}};
    // reference rates: 312 x 0.87 = 271.44, 1555 x 0.88 = 1368.4, 19.5 x 0.98 = 19.11
    // H100 rates: 791.52, 3015, 62.98; speed = 1 / (0.6 x 271.44/791.52 + 0.3 x 1368.4/3015
    //                                            + 0.1 x 19.11/62.98) = 1 / 0.372263 = 2.68627
    const double expected = 1.0 / (0.6 * 271.44 / 791.52 + 0.3 * 1368.4 / 3015.0 + 0.1 * 19.11 / 62.98);
    CHECK(engine::speed(s, h100) == Approx(expected));
    CHECK(expected == Approx(2.68627).epsilon(1e-5));
    CHECK(engine::speed(s, engine::referenceGpu(s)) == Approx(1.0));
}

TEST_CASE("a probe of the reference GPU moves every other GPU's relative speed", "[engine][speed]") {
    Scenario s = tinyScenario();
    GpuModel other = engine::catalogReferenceGpu();
    s.gpus["other"] = other;
    GpuModel ref = engine::catalogReferenceGpu();
    ref.efficiency["tensor_fp16"] = 0.87 / 2;  // the reference measured at half its default
    s.gpus[kReferenceGpu] = ref;
    // workload all tensor_fp16: the other GPU now does 2 reference GPU-hours an hour
    CHECK(engine::speed(s, other) == Approx(2.0));
}

TEST_CASE("profile presets have mean 1 and the shapes MODEL.md gives", "[engine][profile]") {
    for (auto preset : {ProfilePreset::Flat, ProfilePreset::OfficeHours, ProfilePreset::NightlyBatch}) {
        const auto p = engine::presetProfile(preset);
        CHECK(std::accumulate(p.begin(), p.end(), 0.0) / 168.0 == Approx(1.0));
    }
    const auto office = engine::presetProfile(ProfilePreset::OfficeHours);
    CHECK(office[0 * 24 + 8] == 2.0);   // Monday 08:00
    CHECK(office[4 * 24 + 19] == 2.0);  // Friday 19:00
    CHECK(office[4 * 24 + 20] == Approx(48.0 / 108.0));
    CHECK(office[5 * 24 + 12] == Approx(48.0 / 108.0));  // Saturday noon
    const auto night = engine::presetProfile(ProfilePreset::NightlyBatch);
    CHECK(night[20] == 1.6);
    CHECK(night[7] == 1.6);
    CHECK(night[8] == 0.4);

    Demand d;
    d.preset = ProfilePreset::Custom;
    d.customProfile.assign(168, 0.0);
    CHECK_FALSE(engine::weeklyProfile(d).has_value());  // all zeros is an error
    d.customProfile[0] = 84.0;
    CHECK((*engine::weeklyProfile(d))[0] == Approx(168.0));  // scaled to mean 1
}

TEST_CASE("jobs demand: 6 N D training FLOPs and 2 N per inference token", "[engine][demand]") {
    Scenario s = tinyScenario();
    Jobs jobs;
    // 7e9 params x 1e12 tokens x 6 = 4.2e22 FLOPs per run; at mfu 0.4 x 271.44 TFLOPS =
    // 108.576 TFLOPS = 3.908736e17 FLOPs per GPU-hour -> 107,451.6 GPU-hours per run;
    // 2 runs a month over 730 h = 294.39 reference GPUs
    jobs.training.push_back(scenario::trainingJob("pretrain", 2, 7e9, 1e12, 0.4));
    // 1,000 tokens/s x 2 x 7e9 = 1.4e13 FLOP/s over 0.3 x 271.44e12 = 0.171925 GPUs
    jobs.inference.push_back(scenario::inferenceJob("chat", 1000, 7e9, 0.3));
    s.demand.jobs = jobs;
    const double training = 2 * 6 * 7e9 * 1e12 / (0.4 * 271.44e12 * 3600) / 730;
    const double inference = 1000 * 2 * 7e9 / (0.3 * 271.44e12);
    CHECK(training == Approx(294.39).epsilon(1e-4));
    CHECK(engine::demandGpus(s) == Approx(training + inference));
}

TEST_CASE("memory sizing: does a 7B model fit on one A100 40GB", "[engine][demand]") {
    const auto inference = engine::memoryNeed(7e9, engine::Precision::Fp16, false, 40);
    CHECK(inference.gigabytes == Approx(14.0));  // 7e9 x 2 bytes
    CHECK(inference.fits);
    const auto training = engine::memoryNeed(7e9, engine::Precision::Bf16, true, 40);
    CHECK(training.gigabytes == Approx(112.0));  // 7e9 x 16 bytes (mixed-precision Adam)
    CHECK_FALSE(training.fits);
}
