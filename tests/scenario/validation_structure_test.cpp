// Structural rules: names that must exist or be unique, profiles, workload, financing,
// uncertainty inputs.
#include <catch2/catch.hpp>

#include "tests/scenario/valid_scenario.h"

using namespace gputco::scenario;
using namespace gputco::scenario::test;

TEST_CASE("scenario validation: names must exist and options must be distinct", "[validation]") {
    Scenario s = validScenario();
    s.finance.baseline = "AWS on-demand";
    s.options[1].name = "AWS";
    s.options[2].sources[0] = OwnedSource{};  // fresh owned source: no gpu, no tariff
    owned(s).nodes = 1;
    owned(s).maxKw = 1;
    onDemand(s).gpu = "H100-SXM";
    reserved(s).gpu = "";
    auto problems = validate(s);
    INFO(listing(problems));
    CHECK(reports(problems, "finance.baseline: no option named \"AWS on-demand\""));
    CHECK(reports(problems, "options[1].name: duplicate of options[0] (\"AWS\")"));
    CHECK(reports(problems, "options[2].sources[0].gpu: must name a GPU"));
    CHECK(reports(problems, "options[2].sources[0].facility.tariff: must name a tariff"));
    CHECK(reports(problems, "options[1].sources[2].gpu: no GPU named \"H100-SXM\""));
    CHECK(reports(problems, "options[1].sources[0].gpu: must name a GPU"));

    Scenario t = validScenario();
    owned(t).facility.tariff = "cn-industrial";
    t.options[0].sources.clear();
    t.options[1].name = "";
    problems = validate(t);
    INFO(listing(problems));
    CHECK(reports(problems, "options[2].sources[0].facility.tariff: no tariff named \"cn-industrial\""));
    CHECK(reports(problems, "options[0].sources: must list at least one source"));
    CHECK(reports(problems, "options[1].name: must not be empty"));

    Scenario none = validScenario();
    none.options.clear();
    none.finance.baseline.clear();
    CHECK_REPORTS(none, "options: must list at least one option");
}

TEST_CASE("scenario validation: currency is an ISO code", "[validation]") {
    Scenario s = validScenario();
    s.currency = "usd";
    CHECK_REPORTS(s, "currency: must be a three-letter ISO 4217 code such as USD or CNY, got \"usd\"");
    // An exchange rate for the scenario's own currency could only contradict 1 = 1 (MODEL.md
    // section 11, item 9).
    s.currency = "CNY";
    REQUIRE(s.fx.count("CNY") == 1);
    CHECK_REPORTS(s, "fx.CNY: is the scenario's own currency: remove it (1 CNY is always 1 CNY)");
    s.fx.erase("CNY");
    CHECK_VALID(s);
}

TEST_CASE("scenario validation: a custom weekly profile has 168 non-negative numbers, not all zero",
          "[validation]") {
    Scenario s = validScenario();
    s.demand.preset = ProfilePreset::Custom;
    s.demand.customProfile.assign(167, 1.0);
    CHECK_REPORTS(s,
                  "demand.weekly_profile: must be a preset name or a list of 168 numbers (one "
                  "per hour of the week), got 167 numbers");
    s.demand.customProfile.assign(168, 0.0);
    CHECK_REPORTS(s, "demand.weekly_profile: must not be all zeros");
    s.demand.customProfile.assign(168, 1.0);
    s.demand.customProfile[5] = -0.5;
    CHECK_REPORTS(s, "demand.weekly_profile[5]: must be >= 0, got -0.5");
    s.demand.customProfile[5] = 0;
    CHECK_VALID(s);
}

TEST_CASE("scenario validation: workload shares sum to 1 and name metrics every used GPU has",
          "[validation]") {
    Scenario s = validScenario();
    s.workload.bound = {{"tensor_fp16", 0.5}, {"hbm_bandwidth", 0.25}};
    CHECK_REPORTS(s, "workload.bound: shares must sum to 1, got 0.75");
    s.workload.bound = {{"tensor_fp16", 0.5}, {"hbm_bandwidth", 0.5 + 5e-7}};
    CHECK_VALID(s);  // inside the 1e-6 tolerance
    s.workload.bound = {{"tensor_fp16", 1.5}, {"hbm_bandwidth", -0.5}};
    CHECK_REPORTS(s, "workload.bound.tensor_fp16: must be between 0 and 1, got 1.5");
    s.workload.bound.clear();
    CHECK_REPORTS(s, "workload.bound: must name at least one metric, with shares summing to 1");

    // A metric the reference has but another used GPU lacks.
    Scenario t = validScenario();
    t.gpus["H100-SXM"].datasheet = {{"tensor_fp16", 989.4}, {"fp32", 67}};
    onDemand(t).gpu = "H100-SXM";
    CHECK_REPORTS(t, "workload.bound.hbm_bandwidth: GPU \"H100-SXM\" has no datasheet figure for it");

    // The reference's catalog fallback has only three metrics.
    Scenario u = validScenario();
    u.gpus.clear();
    u.workload.bound = {{"int8", 1.0}};
    CHECK_REPORTS(u, "workload.bound.int8: GPU \"A100-40GB-SXM4\" has no datasheet figure for it");
    // An unused GPU is not asked for the metric.
    Scenario v = validScenario();
    v.gpus["T4"].datasheet = {{"fp32", 8.1}};
    CHECK_VALID(v);
}

TEST_CASE("scenario validation: loans and leases need their terms, and a lease cannot refresh",
          "[validation]") {
    Scenario s = validScenario();
    owned(s).financing.kind = FinancingKind::Loan;
    owned(s).financing.rate = -0.01;
    auto problems = validate(s);
    INFO(listing(problems));
    CHECK(reports(
        problems,
        "options[2].sources[0].financing.term_months: must be a whole number between 1 and 1200, got 0"));
    CHECK(reports(problems, "options[2].sources[0].financing.rate: must be >= 0, got -0.01"));

    owned(s).financing = {FinancingKind::Lease, 0, 0, 0, 0};
    owned(s).refreshYears = 3;
    problems = validate(s);
    INFO(listing(problems));
    CHECK(reports(
        problems,
        "options[2].sources[0].financing.term_months: must be a whole number between 1 and 1200, got 0"));
    CHECK(reports(problems, "options[2].sources[0].financing.monthly_payment: must be > 0, got 0"));
    CHECK(reports(problems,
                  "options[2].sources[0].refresh_years: refresh is not supported with a lease, got 3"));

    owned(s).financing = {FinancingKind::Lease, 0, 36, 0, 20000};
    owned(s).refreshYears = 0;
    CHECK_VALID(s);
    owned(s).financing = {FinancingKind::Loan, 0.065, 36, 0.2, 0};
    owned(s).refreshYears = 3;
    CHECK_VALID(s);
}

TEST_CASE("scenario validation: demand jobs have positive sizes", "[validation]") {
    Scenario s = validScenario();
    Jobs jobs;
    jobs.training.push_back(trainingJob("7B pretrain", 1, 7e9, 1e12, 0.4));
    jobs.inference.push_back(inferenceJob("chat", 2000, 7e9, 0.3));
    s.demand.jobs = jobs;
    CHECK_VALID(s);
    s.demand.jobs->training[0].params = 0;
    s.demand.jobs->inference[0].mfu = 1.2;
    s.demand.jobs->inference[0].tokensPerSecond = -1;
    const auto problems = validate(s);
    INFO(listing(problems));
    CHECK(reports(problems, "demand.jobs.training[0].params: must be > 0, got 0"));
    CHECK(reports(problems, "demand.jobs.inference[0].mfu: must be > 0 and <= 1, got 1.2"));
    CHECK(reports(problems, "demand.jobs.inference[0].tokens_per_second: must be >= 0, got -1"));
}

TEST_CASE("scenario validation: uncertainty inputs are ordered and named", "[validation]") {
    Scenario s = validScenario();
    auto& inputs = s.uncertainty->inputs;
    inputs.push_back({"", Distribution::Uniform, 0, 0, 0.4, 0, 0});
    inputs.push_back({"tariffs.us-industrial.price_per_kwh", Distribution::Pert, 0.14, 0.08, 0.06, 0, 0});
    inputs.push_back({"demand.growth_per_year", Distribution::Triangular, 0, 0.5, 0.4, 0, 0});
    inputs.push_back({"options[2].sources[0].facility.pue", Distribution::Lognormal, 1.2, 0, 1.8, 0, -1});
    inputs.push_back({"demand.gpus", Distribution::Normal, 16, 0, 40, 24, 4});
    const auto problems = validate(s);
    INFO(listing(problems));
    CHECK(reports(problems, "uncertainty.inputs[1].path: must name an input, got \"\""));
    CHECK(reports(problems, "uncertainty.inputs[2].low: must be <= high (0.06), got 0.14"));
    CHECK(reports(problems, "uncertainty.inputs[3].mode: must be between low (0) and high (0.4), got 0.5"));
    CHECK(reports(problems, "uncertainty.inputs[4].mean: must be > 0, got 0"));
    CHECK(reports(problems, "uncertainty.inputs[4].stddev: must be >= 0, got -1"));
    CHECK(reports(problems,
                  "uncertainty.inputs[5].path: duplicate of uncertainty.inputs[0] (\"demand.gpus\")"));
}
