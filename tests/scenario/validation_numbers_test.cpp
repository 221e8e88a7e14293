// Number rules: finiteness, signs, fractions, ranges, whole counts.
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>

#include "tests/scenario/valid_scenario.h"

using namespace gputco::scenario;
using namespace gputco::scenario::test;

namespace {
const double kNan = std::numeric_limits<double>::quiet_NaN();
const double kInf = std::numeric_limits<double>::infinity();
}  // namespace

TEST_CASE("scenario validation: the test scenario and the reference GPU fallback are valid", "[validation]") {
    Scenario s = validScenario();
    CHECK_VALID(s);
    // A source may name the reference GPU without a gpus entry (MODEL.md section 9).
    s.gpus.clear();
    CHECK_VALID(s);
}

TEST_CASE("scenario validation: non-finite numbers are reported wherever they are", "[validation]") {
    Scenario s = validScenario();
    s.tariffs["us-industrial"].pricePerKwh = kNan;
    owned(s).serverPrice = kInf;
    s.demand.gpus = -kInf;
    s.gpus[kReferenceGpu].datasheet["fp32"] = kNan;
    s.finance.discountRate = kNan;
    spot(s).maxInstances = kNan;
    s.uncertainty->inputs[0].mode = kInf;
    const auto problems = validate(s);
    INFO(listing(problems));
    CHECK(reports(problems, "tariffs.us-industrial.price_per_kwh: must be a finite number, got nan"));
    CHECK(reports(problems, "options[2].sources[0].server_price: must be a finite number, got inf"));
    CHECK(reports(problems, "demand.gpus: must be a finite number, got -inf"));
    CHECK(reports(problems, "gpus.A100-40GB-SXM4.datasheet.fp32: must be a finite number, got nan"));
    CHECK(reports(problems, "finance.discount_rate: must be a finite number, got nan"));
    CHECK(reports(problems, "options[1].sources[1].max_instances: must be a finite number, got nan"));
    CHECK(reports(problems, "uncertainty.inputs[0].mode: must be a finite number, got inf"));
    // Only the non-finite message, not a range message as well.
    CHECK(problems.size() == 7);
}

TEST_CASE("scenario validation: negative prices, powers and amounts are refused", "[validation]") {
    Scenario s = validScenario();
    s.tariffs["us-industrial"].pricePerKwh = -1;
    owned(s).serverPrice = -5;
    owned(s).networkPerNode = -1;
    owned(s).maxKw = -1;
    owned(s).facility.coloPerKwMonth = -184.06;
    owned(s).facility.capex = -1;
    onDemand(s).pricePerHour = -21.9;
    s.demand.gpus = -3;
    s.demand.unservedCostPerHour = -4;
    s.options[0].cloudExtras.storageTb = -50;
    s.options[2].staff.fte = -1;
    s.fx["CNY"] = 0;
    s.gpus[kReferenceGpu].memoryGb = -40;
    spot(s).interruptionOverhead = -0.1;
    const auto problems = validate(s);
    INFO(listing(problems));
    CHECK(reports(problems, "tariffs.us-industrial.price_per_kwh: must be >= 0, got -1"));
    CHECK(reports(problems, "options[2].sources[0].server_price: must be >= 0, got -5"));
    CHECK(reports(problems, "options[2].sources[0].network_per_node: must be >= 0, got -1"));
    CHECK(reports(problems, "options[2].sources[0].max_kw: must be >= 0, got -1"));
    CHECK(reports(problems, "options[2].sources[0].facility.colo_per_kw_month: must be >= 0, got -184.06"));
    CHECK(reports(problems, "options[2].sources[0].facility.capex: must be >= 0, got -1"));
    CHECK(reports(problems, "options[1].sources[2].price_per_hour: must be >= 0, got -21.9"));
    CHECK(reports(problems, "demand.gpus: must be >= 0, got -3"));
    CHECK(reports(problems, "demand.unserved_cost_per_hour: must be >= 0, got -4"));
    CHECK(reports(problems, "options[0].cloud_extras.storage_tb: must be >= 0, got -50"));
    CHECK(reports(problems, "options[2].staff.fte: must be >= 0, got -1"));
    CHECK(reports(problems, "fx.CNY: must be > 0, got 0"));
    CHECK(reports(problems, "gpus.A100-40GB-SXM4.memory_gb: must be >= 0, got -40"));
    CHECK(reports(problems, "options[1].sources[1].interruption_overhead: must be >= 0, got -0.1"));
}

TEST_CASE("scenario validation: escalation and growth may be negative but above -1", "[validation]") {
    Scenario s = validScenario();
    s.tariffs["us-industrial"].escalationPerYear = -0.5;
    onDemand(s).escalationPerYear = -0.2;  // cloud prices often fall
    s.demand.growthPerYear = -0.3;
    CHECK_VALID(s);
    s.tariffs["us-industrial"].escalationPerYear = -1;
    s.demand.growthPerYear = -1.5;
    onDemand(s).escalationPerYear = -2;
    s.options[2].staff.escalationPerYear = -1;
    s.benefits.growthPerYear = -1;
    const auto problems = validate(s);
    INFO(listing(problems));
    CHECK(reports(problems, "tariffs.us-industrial.escalation_per_year: must be > -1, got -1"));
    CHECK(reports(problems, "demand.growth_per_year: must be > -1, got -1.5"));
    CHECK(reports(problems, "options[1].sources[2].escalation_per_year: must be > -1, got -2"));
    CHECK(reports(problems, "options[2].staff.escalation_per_year: must be > -1, got -1"));
    CHECK(reports(problems, "benefits.growth_per_year: must be > -1, got -1"));
}

TEST_CASE("scenario validation: fractions stay inside their ranges", "[validation]") {
    Scenario s = validScenario();
    owned(s).availability = 1.2;
    owned(s).spareFraction = -0.1;
    owned(s).installationFraction = 2;
    owned(s).supportRatePerYear = 1.5;
    reserved(s).upfrontFraction = 1.5;
    s.options[0].cloudExtras.supportFraction = 1.1;
    s.demand.interruptibleShare = 1.5;
    spot(s).schedulingEfficiency = 0;
    onDemand(s).schedulingEfficiency = 1.01;
    s.tax.rate = 1.2;
    s.accounting.salvageFraction = 2;
    owned(s).financing = {FinancingKind::Loan, 0.065, 36, -0.1, 0};
    s.gpus[kReferenceGpu].efficiency["fp32"] = 1.6;
    s.gpus[kReferenceGpu].efficiency["tensor_fp16"] = 0;
    const auto problems = validate(s);
    INFO(listing(problems));
    CHECK(reports(problems, "options[2].sources[0].availability: must be > 0 and <= 1, got 1.2"));
    CHECK(reports(problems, "options[2].sources[0].spare_fraction: must be between 0 and 1, got -0.1"));
    CHECK(reports(problems, "options[2].sources[0].installation_fraction: must be between 0 and 1, got 2"));
    CHECK(reports(problems, "options[2].sources[0].support_rate_per_year: must be between 0 and 1, got 1.5"));
    CHECK(reports(problems, "options[1].sources[0].upfront_fraction: must be between 0 and 1, got 1.5"));
    CHECK(reports(problems, "options[0].cloud_extras.support_fraction: must be between 0 and 1, got 1.1"));
    CHECK(reports(problems, "demand.interruptible_share: must be between 0 and 1, got 1.5"));
    CHECK(reports(problems, "options[1].sources[1].scheduling_efficiency: must be > 0 and <= 1, got 0"));
    CHECK(reports(problems, "options[1].sources[2].scheduling_efficiency: must be > 0 and <= 1, got 1.01"));
    CHECK(reports(problems, "tax.rate: must be between 0 and 0.9 (0.25 is 25 %), got 1.2"));
    CHECK(reports(problems, "accounting.salvage_fraction: must be between 0 and 1, got 2"));
    CHECK(
        reports(problems,
                "options[2].sources[0].financing.down_payment_fraction: must be between 0 and 1, got -0.1"));
    CHECK(reports(problems, "gpus.A100-40GB-SXM4.efficiency.fp32: must be > 0 and <= 1.5, got 1.6"));
    CHECK(reports(problems, "gpus.A100-40GB-SXM4.efficiency.tensor_fp16: must be > 0 and <= 1.5, got 0"));
}

TEST_CASE("scenario validation: PUE is at least 1 and idle power at most the maximum", "[validation]") {
    Scenario s = validScenario();
    owned(s).facility.pue = 0.8;
    owned(s).idleKw = 7;
    const auto problems = validate(s);
    INFO(listing(problems));
    CHECK(reports(problems, "options[2].sources[0].facility.pue: must be >= 1.0, got 0.8"));
    CHECK(reports(problems, "options[2].sources[0].idle_kw: must be <= max_kw (6.5), got 7"));
    owned(s).facility.pue = 1.0;
    owned(s).idleKw = owned(s).maxKw;  // constant power, as in the liquid-cooling example
    CHECK_VALID(s);
}

TEST_CASE("scenario validation: horizon, life and trials have bounds", "[validation]") {
    Scenario s = validScenario();
    s.horizonYears = 0;
    s.accounting.lifeYears = 51;
    s.uncertainty->trials = 0;
    auto problems = validate(s);
    INFO(listing(problems));
    CHECK(reports(problems, "horizon_years: must be between 1 and 10, got 0"));
    CHECK(reports(problems, "accounting.life_years: must be between 1 and 50, got 51"));
    CHECK(reports(problems, "uncertainty.trials: must be between 1 and 10000000, got 0"));

    s.horizonYears = 11;
    s.accounting.lifeYears = 2.5;
    s.uncertainty->trials = 10'000'001;
    s.accounting.factor = 0;
    problems = validate(s);
    INFO(listing(problems));
    CHECK(reports(problems, "horizon_years: must be between 1 and 10, got 11"));
    CHECK(reports(problems, "accounting.life_years: must be a whole number >= 1, got 2.5"));
    CHECK(reports(problems, "uncertainty.trials: must be between 1 and 10000000, got 10000001"));
    CHECK(reports(problems, "accounting.factor: must be > 0, got 0"));

    s.horizonYears = 10;
    s.accounting.lifeYears = 50;
    s.uncertainty->trials = 10'000'000;
    s.accounting.factor = 1.5;
    CHECK_VALID(s);
}

TEST_CASE("scenario validation: counts are whole numbers", "[validation]") {
    Scenario s = validScenario();
    owned(s).nodes = 2.5;
    owned(s).gpusPerNode = 0;
    onDemand(s).gpusPerInstance = 7.5;
    reserved(s).instances = 1.5;
    reserved(s).termMonths = 0;
    spot(s).maxInstances = 2.5;
    onDemand(s).maxInstances = -1;
    owned(s).refreshYears = 1.01;
    const auto problems = validate(s);
    INFO(listing(problems));
    CHECK(reports(problems, "options[2].sources[0].nodes: must be a whole number >= 1, got 2.5"));
    CHECK(reports(problems, "options[2].sources[0].gpus_per_node: must be a whole number >= 1, got 0"));
    CHECK(reports(problems, "options[1].sources[2].gpus_per_instance: must be a whole number >= 1, got 7.5"));
    CHECK(reports(problems, "options[1].sources[0].instances: must be a whole number >= 1, got 1.5"));
    CHECK(reports(problems,
                  "options[1].sources[0].term_months: must be a whole number between 1 and 1200, got 0"));
    CHECK(reports(problems, "options[1].sources[1].max_instances: must be a whole number >= 0, got 2.5"));
    CHECK(reports(problems, "options[1].sources[2].max_instances: must be a whole number >= 0, got -1"));
    CHECK(reports(
        problems,
        "options[2].sources[0].refresh_years: must be a whole number of months (years x 12), got 1.01"));

    Scenario ok = validScenario();
    onDemand(ok).maxInstances = kUnbounded;
    spot(ok).maxInstances = 0;
    owned(ok).refreshYears = 1.5;  // month 18
    CHECK_VALID(ok);
}

TEST_CASE("scenario validation: every problem is reported at once", "[validation]") {
    Scenario s = validScenario();
    s.horizonYears = 0;
    owned(s).facility.pue = 0.5;
    s.demand.interruptibleShare = 2;
    s.finance.baseline = "nope";
    const auto problems = validate(s);
    INFO(listing(problems));
    CHECK(problems.size() == 4);
    CHECK(Problem{"a.b", "must be >= 0, got -1", Rule::AtLeast, {0, -1}, {}}.text() ==
          "a.b: must be >= 0, got -1");
}

TEST_CASE("scenario validation: numbers too large for the arithmetic are refused, naming the field",
          "[validation][hardening]") {
    // Issue #14: a price or a profile entry of 1e308 used to be accepted; the profile's sum
    // overflowed to inf and its scaled entries to 0 (zero demand, a wrong total).
    Scenario s = validScenario();
    onDemand(s).pricePerHour = 1e308;
    owned(s).serverPrice = 2e15;
    s.demand.gpus = -1e16;
    s.demand.preset = ProfilePreset::Custom;
    s.demand.customProfile.assign(168, 1.0);
    s.demand.customProfile[5] = 1e308;
    s.demand.growthPerYear = 1e12;
    s.options[2].staff.escalationPerYear = 10.5;
    const auto problems = validate(s);
    INFO(listing(problems));
    const std::string tooLarge =
        "must be at most 1e15 in size (a larger value would overflow the arithmetic), got ";
    CHECK(reports(problems, "options[1].sources[2].price_per_hour: " + tooLarge + "1e+308"));
    CHECK(reports(problems, "options[2].sources[0].server_price: " + tooLarge + "2e+15"));
    CHECK(reports(problems, "demand.gpus: " + tooLarge + "-1e+16"));
    CHECK(reports(problems, "demand.weekly_profile[5]: " + tooLarge + "1e+308"));
    CHECK(reports(problems,
                  "demand.growth_per_year: must be at most 10 (1,000 % a year; 0.05 is 5 %), got 1e+12"));
    CHECK(reports(
        problems,
        "options[2].staff.escalation_per_year: must be at most 10 (1,000 % a year; 0.05 is 5 %), got 10.5"));
    CHECK(problems.size() == 6);
    // The largest sizes allowed are still finite all the way through (tests/engine: the
    // result of such a scenario has no inf or NaN).
    Scenario edge = validScenario();
    onDemand(edge).pricePerHour = 1e15;
    edge.demand.growthPerYear = 10;
    CHECK_VALID(edge);
}
