// An inference service holds at least one replica of its model in every hour (MODEL.md
// section 3, revision 3 item 7; docs/methodology.md "Sizing"), and its cost per million tokens
// is also given on what it holds. Every figure by hand; the reference GPU is the catalog's
// A100 40GB: 312 x 0.87 = 271.44 TFLOPS of tensor FP16, 40 GB.
#include <catch2/catch.hpp>

#include "model/engine/evaluate.h"
#include "model/engine/sizing.h"
#include "tests/engine/scenario_builders.h"

using namespace gputco;
using namespace gputco::test;

namespace {

// One option: on-demand 8-GPU instances at 16.00 an hour, every hour useful: 2.00 a
// reference GPU-hour. A 70B FP16 service at 2,000 tokens/s and mfu 0.3 computes on
//   2,000 x 2 x 70e9 / (0.3 x 271.44e12) = 2.8e14 / 8.1432e13 = 3.438452 reference GPUs,
// but its 140 GB of weights need 140 / 40 = 3.5, so 4 A100 40GB (the next power of two).
Scenario seventyBService() {
    Scenario s = tinyScenario();
    s.options.push_back(option("rent", {onDemand(16.0)}));
    Jobs jobs;
    jobs.inference.push_back(inferenceJob("70B chat", 2000, 70e9, 0.3));
    s.demand.jobs = jobs;
    return s;
}

constexpr double kCompute = 2000.0 * 2.0 * 70e9 / (0.3 * 271.44e12);  // 3.438452...

}  // namespace

TEST_CASE("service floor: a 70B service at 2,000 tokens/s holds 4 reference GPUs, not 3.44",
          "[engine][sizing][floor]") {
    const Scenario s = seventyBService();
    const engine::SizingResult sized = engine::sizing(s);
    REQUIRE(sized.jobs.size() == 1);
    CHECK(sized.jobs[0].averageReferenceGpus == Approx(3.438452).epsilon(1e-6));
    CHECK(sized.jobs[0].replicaReferenceGpus == 4);
    CHECK(sized.demandGpus == Approx(kCompute));
    CHECK(sized.demandGpusWithFloors == Approx(4.0));

    // A flat profile: 4 GPUs in every hour, 4 x 730 = 2,920 GPU-hours a month at 2.00:
    // 5,840 a month, 70,080 over the year (without the floor: 3.438452 x 730 x 2 x 12 = 60,242).
    const engine::Result r = engine::evaluate(s);
    const engine::OptionResult& rent = r.options.front();
    CHECK(rent.deliveredReferenceGpuHours == Approx(4.0 * 730 * 12));
    CHECK(rent.totalCost == Approx(70080.0));
    CHECK(rent.unservedReferenceGpuHours == Approx(0.0).margin(1e-9));

    // Per million tokens on the hours the tokens use: 2.00 x 1e6 x 2 x 70e9 / (0.3 x 271.44e12
    // x 3,600) = 2.00 x 1.4e17 / 2.931552e17 = 2.00 x 0.4775627 = 0.9551255; on what the
    // service holds: 2.00 x 4 GPUs x 1e6 /
    // (2,000 x 3,600) = 8.00 / 7.2 = 1.1111111.
    REQUIRE(rent.costPerMillionTokens.size() == 1);
    CHECK(*rent.costPerMillionTokens[0].value == Approx(0.9551255).epsilon(1e-6));
    REQUIRE(rent.costPerMillionTokensReserved.size() == 1);
    CHECK(*rent.costPerMillionTokensReserved[0].value == Approx(8.0 / 7.2));
}

TEST_CASE("service floor: the floor holds in every hour, the compute above it where the profile is busy",
          "[engine][sizing][floor]") {
    // A profile of two levels, 1.5 in the first 84 slots and 0.5 in the other 84 (mean 1):
    // busy slots carry max(1.5 x 3.438452, 4) = 5.157678, quiet ones max(0.5 x 3.438452, 4) = 4;
    // the month's mean is (5.157678 + 4) / 2 = 4.578839 GPUs: 4.578839 x 730 x 12 GPU-hours
    // = 40,110.63, at 2.00: 80,221.26.
    Scenario s = seventyBService();
    s.demand.preset = ProfilePreset::Custom;
    s.demand.customProfile.assign(168, 0.5);
    for (int h = 0; h < 84; ++h) s.demand.customProfile[static_cast<std::size_t>(h)] = 1.5;
    const double mean = (1.5 * kCompute + 4.0) / 2.0;
    const engine::Result r = engine::evaluate(s);
    CHECK(r.options.front().deliveredReferenceGpuHours == Approx(mean * 730 * 12));
    CHECK(r.options.front().totalCost == Approx(80221.26).epsilon(1e-6));

    // Where the compute passes the floor in every hour the floor changes nothing: 20,000
    // tokens/s computes 34.38452 GPUs, 10 x the first case, and a flat profile serves exactly
    // that: 34.38452 x 730 x 12 x 2.00 = 602,416.8.
    Scenario busy = seventyBService();
    busy.demand.jobs->inference[0].tokensPerSecond = 20000;
    const engine::Result b = engine::evaluate(busy);
    CHECK(b.options.front().totalCost == Approx(10 * kCompute * 730 * 12 * 2.0));
    CHECK(*b.options.front().costPerMillionTokensReserved[0].value ==
          Approx(*b.options.front().costPerMillionTokens[0].value));
}

TEST_CASE("service floor: a reference GPU whose memory is not known gives no floor",
          "[engine][sizing][floor]") {
    // Without the reference GPU's memory the replica cannot be sized: the compute alone,
    // 3.438452 x 730 x 12 x 2.00 = 60,241.68, as before revision 3.
    Scenario s = seventyBService();
    GpuModel unknown = engine::catalogReferenceGpu();
    unknown.memoryGb = 0;
    s.gpus[kReferenceGpu] = unknown;
    CHECK(engine::sizing(s).jobs[0].replicaReferenceGpus == 0);
    CHECK(engine::evaluate(s).options.front().totalCost == Approx(kCompute * 730 * 12 * 2.0));
}

TEST_CASE("service floor: jobs that add to the typed GPUs keep them, the service's floor on top",
          "[engine][sizing][floor]") {
    // demand.jobs_combine "add" (issue #34 item 5): the 8 typed GPUs stay beside the service.
    // Flat profile: the shaped part is (8 + 3.438452) x (1 - 3.438452 / 11.438452) = 8 GPUs and
    // the service max(3.438452, 4) = 4: 12 GPUs in every hour, 12 x 730 x 12 x 2.00 = 210,240.
    // Replacing (the default), the 8 typed GPUs do not count: 70,080 as in the first case.
    Scenario s = seventyBService();
    s.demand.gpus = 8;
    CHECK(engine::evaluate(s).options.front().totalCost == Approx(70080.0));
    s.demand.jobsAddToGpus = true;
    const engine::SizingResult sized = engine::sizing(s);
    CHECK(sized.typedGpus == 8.0);
    CHECK(sized.demandGpus == Approx(8.0 + kCompute));
    CHECK(sized.demandGpusWithFloors == Approx(12.0));
    CHECK(engine::evaluate(s).options.front().totalCost == Approx(210240.0));
}

TEST_CASE("service floor: the API break-even weighs a service's price on the GPUs it holds",
          "[engine][sizing][floor][api]") {
    // At 2.00 a reference GPU-hour on demand the 70B service's tokens cost 0.9551 per million on
    // the hours they use, below an API at 1.50 at every rate. But the service holds 4 GPUs
    // whatever its rate: 2.00 x 4 x 1e6 / (r x 3,600) <= 1.50 from r = 8e6 / 5,400 = 1,481.48
    // tokens/s (below 4 / 0.0017192 = 2,326.6 tokens/s, where its compute passes the floor).
    // The search bisects to 1e-3 relative.
    Scenario s = seventyBService();
    s.demand.jobs->inference[0].apiInputPrice = 1.5;
    s.demand.jobs->inference[0].apiOutputPrice = 1.5;
    engine::EvaluateOptions options;
    options.apiBreakEven = true;
    const engine::Result r = engine::evaluate(s, options);
    REQUIRE(r.options.front().apiBreakEven.size() == 1);
    const engine::ApiBreakEven& b = r.options.front().apiBreakEven[0];
    REQUIRE(b.tokensPerSecond);
    CHECK(*b.tokensPerSecond == Approx(8e6 / 5400.0).epsilon(2e-3));
}
