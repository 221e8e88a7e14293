// MIG-partitioned sources and the API break-even (issue #17; docs/methodology.md "Sizing"),
// each on a tiny case worked out by hand. The reference GPU is the catalog's A100 40GB (speed
// 1): tensor FP16 312 TFLOPS x 0.87 = 271.44 TFLOPS.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

#include "model/engine/api_break_even.h"
#include "model/engine/evaluate.h"
#include "model/engine/gpu_speed.h"
#include "model/engine/option_model.h"
#include "model/engine/sizing.h"
#include "model/scenario/field_paths.h"
#include "model/scenario/mig_profiles.h"
#include "model/scenario/validation.h"
#include "tests/engine/scenario_builders.h"

using namespace gputco;
using namespace gputco::test;

namespace {

// Two owned nodes of 8 reference GPUs (A100 40GB), cut into `profile` slices ("" for whole GPUs).
Scenario ownedA100(const std::string& profile) {
    Scenario s = tinyScenario();
    OwnedSource o = plainOwned();
    o.migProfile = profile;
    s.options.push_back(option("own", {o}));
    s.demand.gpus = 16;
    return s;
}

const Problem* problemAt(const std::vector<Problem>& problems, const std::string& path) {
    for (const Problem& p : problems)
        if (p.path == path) return &p;
    return nullptr;
}

bool hasProblem(const Scenario& s, const std::string& path) {
    return problemAt(validate(s), path) != nullptr;
}

bool hasWarning(const engine::OptionResult& o, const std::string& part) {
    for (const engine::Warning& w : o.warnings)
        if (w.message.find(part) != std::string::npos) return true;
    return false;
}

}  // namespace

TEST_CASE("MIG: 7 x 1g.5gb keep the whole GPU's capacity, 2 x 3g.20gb and 3 x 2g.10gb lose a seventh",
          "[engine][sizing][mig]") {
    // NVIDIA MIG User Guide, "Supported MIG Profiles": a g-slice has g/7 of the GPU's compute;
    // 7 x 1g = 7/7, 2 x 3g = 3 x 2g = 6/7 (the seventh slice's compute is left unused).
    CHECK(findMigProfile(tinyScenario(), kReferenceGpu, "1g.5gb")->gpuShare() == 1.0);
    CHECK(findMigProfile(tinyScenario(), kReferenceGpu, "3g.20gb")->gpuShare() == Approx(6.0 / 7.0));
    CHECK(findMigProfile(tinyScenario(), kReferenceGpu, "2g.10gb")->gpuShare() == Approx(6.0 / 7.0));
    CHECK(findMigProfile(tinyScenario(), kReferenceGpu, "1g.10gb")->gpuShare() == Approx(4.0 / 7.0));

    // 2 nodes x 8 GPUs x availability 1 x speed 1 = 16 reference GPUs against a flat load of 16.
    const engine::OptionResult whole = only(engine::evaluate(ownedA100("")));
    const engine::OptionResult sevenths = only(engine::evaluate(ownedA100("1g.5gb")));
    CHECK(whole.unservedReferenceGpuHours == Approx(0).margin(1e-6));
    // 1g.5gb: 16 GPUs x 7 slices x 1/7 = 16, to the last bit: every figure is the same.
    CHECK(sevenths.totalCost == whole.totalCost);
    CHECK(sevenths.deliveredReferenceGpuHours == whole.deliveredReferenceGpuHours);
    CHECK(sevenths.unservedReferenceGpuHours == whole.unservedReferenceGpuHours);
    // 3g.20gb: 16 x 2 x 3/7 = 13.714 reference GPUs; (16 - 13.714) x 8,760 h = 20,022.86 h unserved.
    const engine::OptionResult halves = only(engine::evaluate(ownedA100("3g.20gb")));
    CHECK(halves.unservedReferenceGpuHours == Approx((16.0 - 16.0 * 6.0 / 7.0) * 8760.0));
    CHECK(halves.deliveredReferenceGpuHours == Approx(16.0 * 6.0 / 7.0 * 8760.0));
    // ProjectionContext keeps a reference to its scenario: the scenario must outlive it.
    const Scenario thirds = ownedA100("3g.20gb");
    const engine::ProjectionContext context(thirds);
    const engine::OptionModel model(context, context.scenario.options[0]);
    CHECK(model.stack().layers()[0].capacity == Approx(16.0 * 6.0 / 7.0));
}

TEST_CASE("MIG: a rented instance cut into slices bills the whole instance for 6/7 of its work",
          "[engine][sizing][mig]") {
    // On-demand 8-GPU instances at 16.00 an hour, every billed hour useful: 16 / 8 = 2.00 per
    // reference GPU-hour whole; in 2g.10gb slices 8 x 6/7 = 6.857 useful GPUs: 2.3333.
    Scenario s = tinyScenario();
    s.options.push_back(option("whole", {onDemand(16.0)}));
    OnDemandSource sliced = onDemand(16.0);
    sliced.migProfile = "2g.10gb";
    s.options.push_back(option("sliced", {sliced}));
    const engine::Result r = engine::evaluate(s);
    CHECK(*r.options[0].levelisedCostPerReferenceGpuHour == Approx(2.0));
    CHECK(*r.options[1].levelisedCostPerReferenceGpuHour == Approx(16.0 / (8.0 * 6.0 / 7.0)));
    CHECK(r.options[1].totalCost == Approx(r.options[0].totalCost * 7.0 / 6.0));
}

TEST_CASE("MIG: replicas a source holds against those the peak needs, and a slice too small is a warning",
          "[engine][sizing][mig]") {
    Scenario s = ownedA100("1g.5gb");
    Jobs jobs;
    jobs.inference.push_back(inferenceJob("chat", 1000, 7e9, 0.3));  // 14 GB in FP16
    jobs.inference.back().peakTokensPerSecond = 3000;
    s.demand.jobs = jobs;
    REQUIRE(validate(s).empty());
    const engine::SizingResult sized = engine::sizing(s);
    REQUIRE(sized.jobs.size() == 1);
    REQUIRE(sized.jobs[0].migReplicas.size() == 1);
    const engine::MigReplicas& tiny = sized.jobs[0].migReplicas[0];
    CHECK(tiny.option == 0);
    CHECK(tiny.source == 0);
    // 2 nodes x 8 GPUs = 16 GPUs x 7 slices = 112 replicas; each 1/7 of a reference GPU.
    CHECK(*tiny.replicasHeld == 112);
    CHECK(tiny.referenceGpusPerSlice == Approx(1.0 / 7.0));
    // The peak of 3,000 tokens/s needs 0.515766 reference GPUs (sizing_test.cpp): / (1/7) = 3.61,
    // so 4 replicas; but 14 GB does not fit a 5 GB slice.
    CHECK(*tiny.replicasNeeded == 4);
    CHECK_FALSE(tiny.fits);
    const engine::Result r = engine::evaluate(s);
    CHECK(hasWarning(r.options[0], "MIG slice 1g.5gb"));
    CHECK(hasWarning(r.options[0], "\"chat\""));

    // 3g.20gb: 16 x 2 = 32 replicas of 3/7 each; 0.515766 / (3/7) = 1.2035: 2 replicas; 14 GB fits.
    s.options[0].sources[0] = ownedA100("3g.20gb").options[0].sources[0];
    const engine::SizingResult halves = engine::sizing(s);
    const engine::MigReplicas& big = halves.jobs[0].migReplicas[0];
    CHECK(*big.replicasHeld == 32);
    CHECK(*big.replicasNeeded == 2);
    CHECK(big.fits);
    CHECK_FALSE(hasWarning(engine::evaluate(s).options[0], "MIG slice"));

    // An elastic source without an instance limit holds any number of replicas.
    OnDemandSource rented = onDemand(16.0);
    rented.migProfile = "7g.40gb";
    s.options.push_back(option("rent", {rented}));
    const engine::SizingResult both = engine::sizing(s);
    REQUIRE(both.jobs[0].migReplicas.size() == 2);
    CHECK(both.jobs[0].migReplicas[1].option == 1);
    CHECK_FALSE(both.jobs[0].migReplicas[1].replicasHeld.has_value());
    CHECK(*both.jobs[0].migReplicas[1].replicasNeeded == 1);  // 0.515766 / 1
}

TEST_CASE("MIG: a profile the GPU does not have is a problem at mig_profile", "[engine][sizing][mig]") {
    Scenario s = ownedA100("9g.99gb");
    std::vector<Problem> problems = validate(s);
    const Problem* p = problemAt(problems, "options[0].sources[0].mig_profile");
    REQUIRE(p);
    CHECK(p->message.find("1g.5gb, 1g.10gb") != std::string::npos);  // the GPU's own profiles
    // A T4 has no MIG.
    GpuModel t4 = engine::catalogReferenceGpu();
    t4.memoryGb = 16;
    s.gpus["T4"] = t4;
    std::get<OwnedSource>(s.options[0].sources[0]).gpu = "T4";
    std::get<OwnedSource>(s.options[0].sources[0]).migProfile = "1g.5gb";
    problems = validate(s);
    p = problemAt(problems, "options[0].sources[0].mig_profile");
    REQUIRE(p);
    CHECK(p->message == "GPU \"T4\" has no MIG profile \"1g.5gb\" (it has no MIG profiles)");
    // An A100 whose memory is not given: its profiles are not known.
    s.gpus["A100-80GB-SXM4"] = engine::catalogReferenceGpu();
    s.gpus["A100-80GB-SXM4"].memoryGb = 0;
    std::get<OwnedSource>(s.options[0].sources[0]).gpu = "A100-80GB-SXM4";
    problems = validate(s);
    p = problemAt(problems, "options[0].sources[0].mig_profile");
    REQUIRE(p);
    CHECK(p->message.find("memory_gb") != std::string::npos);
    s.gpus["A100-80GB-SXM4"].memoryGb = 80;
    std::get<OwnedSource>(s.options[0].sources[0]).migProfile = "1g.10gb";
    CHECK(validate(s).empty());
    // Cloud sources are checked the same way.
    OnDemandSource rented = onDemand(16.0);
    rented.migProfile = "1g.18gb";  // an H200 profile
    s.options.push_back(option("rent", {rented}));
    CHECK(hasProblem(s, "options[1].sources[0].mig_profile"));
}

TEST_CASE("API break-even: an owned cluster's fixed cost per token falls with the rate, r* = r0 x c / p",
          "[engine][sizing][api]") {
    // One year, no discounting, no power, worthless at the end: the owned option costs its
    // hardware, 2 x 100,000 = 200,000, whatever it serves (16 reference GPUs, more than needed).
    Scenario s = ownedA100("");
    Jobs jobs;
    InferenceJob chat = inferenceJob("chat", 20000, 7e9, 0.3);
    // Blended: 0.75 x 0.20 + 0.25 x 0.40 = 0.25 per million tokens.
    chat.apiInputPrice = 0.20;
    chat.apiOutputPrice = 0.40;
    jobs.inference.push_back(chat);
    s.demand.jobs = jobs;
    REQUIRE(validate(s).empty());
    const engine::Result r = engine::evaluate(s);
    const engine::OptionResult& own = r.options[0];
    // 20,000 tokens/s x 3,600 x 8,760 = 630,720 million tokens a year: c = 200,000 / 630,720 =
    // 0.317098 per million tokens (levelised 6.6400 x 0.0477564 h).
    REQUIRE(own.costPerMillionTokens.size() == 1);
    CHECK(*own.costPerMillionTokens[0].value == Approx(200000.0 / 630720.0).epsilon(1e-9));
    REQUIRE(own.apiBreakEven.size() == 1);
    const engine::ApiBreakEven& b = own.apiBreakEven[0];
    CHECK(b.job == "chat");
    CHECK(b.apiPrice == Approx(0.25));
    // r* = r0 x c / p = 20,000 x 0.317098 / 0.25 = 25,367.9 tokens/s (4.36 reference GPUs, inside
    // the cluster), to 0.1 %: the value is the first rate found at or below the API's price.
    const double rStar = 20000.0 * (200000.0 / 630720.0) / 0.25;
    REQUIRE(b.tokensPerSecond);
    CHECK(*b.tokensPerSecond >= rStar * (1 - 1e-9));
    CHECK(*b.tokensPerSecond <= rStar * 1.001);
    CHECK(b.highestRate == Approx(20000.0 * 1000));

    // Another service of 10,000 tokens/s on the same cluster, unchanged: the chat service now
    // needs only 200,000 / (0.25 x 31.536) - 10,000 = 15,367.9 tokens/s (a token a second is
    // 31.536 million tokens a year).
    s.demand.jobs->inference.push_back(inferenceJob("batch", 10000, 7e9, 0.3));
    const engine::ApiBreakEven shared = engine::evaluate(s).options[0].apiBreakEven.at(0);
    const double rShared = 200000.0 / (0.25 * 31.536) - 10000.0;
    REQUIRE(shared.tokensPerSecond);
    CHECK(*shared.tokensPerSecond >= rShared * (1 - 1e-9));
    CHECK(*shared.tokensPerSecond <= rShared * 1.001);

    // An API at a tenth of a cent per million tokens: the cluster does not get there at any
    // rate up to 1,000 x 20,000 (where it is full and costs 200,000 / (16 GPUs x 8,760 h) x
    // 0.0477564 = 0.0681 per million tokens).
    s.demand.jobs->inference.pop_back();
    s.demand.jobs->inference[0].apiInputPrice = 0.001;
    s.demand.jobs->inference[0].apiOutputPrice = 0.001;
    CHECK_FALSE(engine::evaluate(s).options[0].apiBreakEven.at(0).tokensPerSecond.has_value());
}

TEST_CASE(
    "API break-even: on demand a service pays for the GPU its replica holds until its compute passes it, "
    "then the same per token at every rate",
    "[engine][sizing][api]") {
    // 16 / 8 = 2.00 per reference GPU-hour x 0.0477564 h = 0.0955128 per million tokens on the
    // hours the tokens use. But the 7B model's 14 GB hold one A100 40GB in every hour (MODEL.md
    // section 3): below 1 / 1.71922e-4 = 5,816.6 tokens/s (where its compute passes that GPU)
    // a million tokens cost 2.00 x 1 x 1e6 / (r x 3,600) on what it holds.
    Scenario s = tinyScenario();
    s.options.push_back(option("rent", {onDemand(16.0)}));
    Jobs jobs;
    InferenceJob chat = inferenceJob("chat", 1000, 7e9, 0.3);
    chat.apiInputPrice = 0.10;
    chat.apiOutputPrice = 0.10;
    jobs.inference.push_back(chat);
    s.demand.jobs = jobs;
    // At 0.10: from r = 2e6 / (3,600 x 0.10) = 5,555.6 tokens/s (bisected to 1e-3 relative).
    const engine::ApiBreakEven cheaper = engine::evaluate(s).options[0].apiBreakEven.at(0);
    REQUIRE(cheaper.tokensPerSecond);
    CHECK(*cheaper.tokensPerSecond == Approx(2e6 / 360.0).epsilon(2e-3));
    CHECK(cheaper.lowestRate == Approx(1000 * 1e-6));
    // At 0.09 never: where the replica's cost falls to 0.09 (6,172.8 tokens/s) the compute has
    // passed the GPU, and on the hours used a million tokens cost 0.0955.
    s.demand.jobs->inference[0].apiInputPrice = 0.09;
    s.demand.jobs->inference[0].apiOutputPrice = 0.09;
    CHECK_FALSE(engine::evaluate(s).options[0].apiBreakEven.at(0).tokensPerSecond.has_value());
    // A service entered at 0 tokens/s is searched around 1,000 tokens/s: the same 5,555.6.
    s.demand.jobs->inference[0].tokensPerSecond = 0;
    s.demand.jobs->inference[0].apiInputPrice = 0.10;
    s.demand.jobs->inference[0].apiOutputPrice = 0.10;
    const engine::ApiBreakEven idle = engine::evaluate(s).options[0].apiBreakEven.at(0);
    CHECK(idle.highestRate == Approx(1e6));
    REQUIRE(idle.tokensPerSecond);
    CHECK(*idle.tokensPerSecond == Approx(2e6 / 360.0).epsilon(2e-3));
}

TEST_CASE("API break-even: nothing without a price, the same numbers from the separate call",
          "[engine][sizing][api]") {
    Scenario s = ownedA100("");
    s.options.push_back(option("rent", {onDemand(16.0)}));
    Jobs jobs;
    jobs.inference.push_back(inferenceJob("chat", 20000, 7e9, 0.3));
    s.demand.jobs = jobs;
    for (const auto& o : engine::evaluate(s).options) CHECK(o.apiBreakEven.empty());
    // Input and output prices come together; the share is a fraction.
    s.demand.jobs->inference[0].apiInputPrice = 0.2;
    CHECK(hasProblem(s, "demand.jobs.inference[0].api_output_price"));
    s.demand.jobs->inference[0].apiOutputPrice = 0.6;
    s.demand.jobs->inference[0].apiInputShare = 1.5;
    CHECK(hasProblem(s, "demand.jobs.inference[0].api_input_share"));
    s.demand.jobs->inference[0].apiInputShare = 0.5;  // 0.5 x 0.2 + 0.5 x 0.6 = 0.4
    REQUIRE(validate(s).empty());
    const engine::Result full = engine::evaluate(s);
    CHECK(full.options[1].apiBreakEven.at(0).apiPrice == Approx(0.4));
    engine::Result quick = engine::evaluate(s, {.breakEvenUtilisation = true, .apiBreakEven = false});
    CHECK(quick.options[0].apiBreakEven.empty());
    engine::addApiBreakEven(s, quick);
    for (std::size_t i = 0; i < full.options.size(); ++i)
        CHECK(quick.options[i].apiBreakEven == full.options[i].apiBreakEven);
    // The API fields are numeric inputs (uncertainty, the app's fields) only when given.
    const auto paths = numericFieldPaths(s);
    CHECK(std::count(paths.begin(), paths.end(), "demand.jobs.inference[0].api_input_share") == 1);
    s.demand.jobs->inference[0].apiInputPrice.reset();
    s.demand.jobs->inference[0].apiOutputPrice.reset();
    const auto none = numericFieldPaths(s);
    CHECK(std::count(none.begin(), none.end(), "demand.jobs.inference[0].api_input_share") == 0);
}

TEST_CASE("API break-even: the search's levelised cost is the result's", "[engine][sizing][api]") {
    // Owned with power on a time-of-use tariff and tax, plus on-demand overflow, discounted.
    Scenario s = ownedA100("3g.20gb");
    s.finance.discountRate = 0.08;
    s.horizonYears = 3;
    s.tax.enabled = true;
    s.tax.rate = 0.25;
    auto& owned = std::get<OwnedSource>(s.options[0].sources[0]);
    owned.idleKw = 1;
    owned.maxKw = 3;
    s.options[0].sources.push_back(onDemand(16.0));
    s.demand.gpus = 20;
    s.demand.preset = ProfilePreset::OfficeHours;
    const engine::Result r = engine::evaluate(s);
    const engine::ProjectionContext context(s);
    const engine::OptionModel model(context, s.options[0]);
    CHECK(*model.levelisedCostAt(1.0) ==
          Approx(*r.options[0].levelisedCostPerReferenceGpuHour).epsilon(1e-12));
}
