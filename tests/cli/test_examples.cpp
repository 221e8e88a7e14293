// The bundled example scenarios read, validate and show what each is meant to show.
#include <catch2/catch.hpp>

#include "model/engine/evaluate.h"
#include "model/io/scenario_reader.h"

using namespace gputco;

namespace {

engine::Result evaluateExample(const char* name) {
    auto read =
        io::readScenarioFile(QStringLiteral(GPUTCO_SOURCE_DIR "/resources/examples/%1.gputco").arg(name));
    INFO(read.error);
    REQUIRE(read.ok());
    return engine::evaluate(*read.scenario);
}

double yearCategory(const engine::OptionResult& o, int year, engine::Category c) {
    return o.yearly[static_cast<std::size_t>(year)].categories[engine::index(c)];
}

}  // namespace

TEST_CASE("examples: liquid cooling saves CNY 125,583.36 a year (the seed document's figure)", "[examples]") {
    const auto r = evaluateExample("cn-liquid-cooling");
    REQUIRE(r.options.size() == 2);
    CHECK(r.currency == "CNY");
    // 16 servers x 3.2 kW x 8,760 h x (1.6 - 1.2) x CNY 0.7 = 125,583.36, to the fen
    const double saving = yearCategory(r.options[0], 0, engine::Category::ElectricityCooling) -
                          yearCategory(r.options[1], 0, engine::Category::ElectricityCooling);
    CHECK(saving == Approx(125583.36).margin(0.005));
}

TEST_CASE("examples: the reference example leaves 594,813 GPU-hours unserved on the bought cluster",
          "[examples]") {
    const auto r = evaluateExample("a100-buy-vs-rent");
    REQUIRE(r.options.size() == 4);
    CHECK(r.options[r.baseline].name == "AWS p4d on-demand");
    // 4 nodes x 8 x 0.97 = 31.04 GPUs against office-hours peaks of 2 x 24 growing 15 % a year
    CHECK(r.options[2].unservedReferenceGpuHours == Approx(594813).margin(0.5));
    for (std::size_t i : {0u, 1u, 3u})
        CHECK(r.options[i].unservedReferenceGpuHours == Approx(0).margin(1e-6));
}

TEST_CASE("examples: subscription and spot, and MACRS with a loan, evaluate", "[examples]") {
    const auto inference = evaluateExample("inference-spot-subscription");
    CHECK(inference.options.size() == 2);
    const auto macrs = evaluateExample("us-macrs-loan");
    REQUIRE(macrs.options.size() == 2);
    CHECK(macrs.options[1].pvCostAfterTax.has_value());
    CHECK(macrs.options[1].categoryTotal(engine::Category::FinancingInterest) > 0);
}

TEST_CASE("examples: serving a 7B model, a T4 costs 19 % less per token than an A100, not 70 %",
          "[examples]") {
    const auto r = evaluateExample("inference-t4-a100-mig");
    REQUIRE(r.options.size() == 8);
    const auto perMillion = [&](std::size_t i) { return *r.options[i].costPerMillionTokens.at(0).value; };
    // On demand: 21.957642 / (8 x 0.9) = 3.0497 per reference GPU-hour on p4d; 0.526 / (0.2355 x
    // 0.9) = 2.4817 on g4dn.xlarge, the T4 at 1 / (0.3 x 271.44 / 65 + 0.7 x 1,368.4 / 320) =
    // 0.2355 of the reference; x 0.0519 reference GPU-hours a million tokens of a 7.61B model.
    CHECK(*r.options[0].levelisedCostPerReferenceGpuHour == Approx(21.957642 / 7.2));
    CHECK(perMillion(0) == Approx(0.15833).epsilon(1e-4));
    CHECK(perMillion(1) == Approx(0.12884).epsilon(1e-4));
    CHECK(1 - perMillion(1) / perMillion(0) == Approx(0.186).margin(0.001));
    // MIG 2g.10gb: 3 slices of 2/7 = 6/7 of each GPU, so 7/6 the cost per token.
    CHECK(perMillion(2) == Approx(perMillion(0) * 7.0 / 6.0));
    // Reserved and owned: T4 29 % and 48 % less.
    CHECK(1 - perMillion(4) / perMillion(3) == Approx(0.287).margin(0.001));
    CHECK(1 - perMillion(5) / perMillion(6) == Approx(0.482).margin(0.001));
    for (const auto& o : r.options) {
        INFO(o.name);
        CHECK(o.unservedReferenceGpuHours == Approx(0).margin(1e-6));
        CHECK(o.warnings.empty());
    }
}

TEST_CASE("examples: a 70B fine-tune needs 32 H100 but 16 H200, and costs less per run on the H200",
          "[examples]") {
    const auto r = evaluateExample("finetune-70b-h100-h200");
    REQUIRE(r.options.size() == 5);
    const auto perRun = [&](std::size_t i) { return *r.options[i].costPerTrainingRun.at(0).value; };
    // 6 x 70.6e9 x 2e9 = 8.472e20 FLOPs over 0.4 x 271.44e12 x 3,600 = 2,167.45 reference GPU-hours
    // a run; 4 x p5 at 34.6752 an hour over 12 runs x 2,167.45 h a month (35.63 reference GPUs):
    // 4 x 34.6752 / 35.629 = 3.8929 per reference GPU-hour, 8,437.63 a run.
    CHECK(perRun(0) == Approx(4 * 34.6752 * 730 / 12).epsilon(1e-9));
    CHECK(perRun(1) == Approx(2 * 39.87648 * 730 / 12).epsilon(1e-9));
    CHECK(perRun(1) < perRun(0));
    CHECK(perRun(3) < perRun(2));
    CHECK(r.options[4].unservedReferenceGpuHours == Approx(0).margin(1e-6));
}

TEST_CASE("examples: in a Chinese cloud the monthly subscription costs 41 % less than pay-as-you-go",
          "[examples]") {
    const auto r = evaluateExample("cn-cloud-a100-subscription");
    REQUIRE(r.options.size() == 4);
    CHECK(r.currency == "CNY");
    const auto perHour = [&](std::size_t i) { return *r.options[i].levelisedCostPerReferenceGpuHour; };
    // 16 A100 GPUs flat, all bound by tensor compute (an 80GB A100 is 1 reference GPU).
    // Alibaba pay-as-you-go: 277.93 an instance-hour / 8 GPUs / 0.9 scheduling efficiency = 38.601.
    CHECK(perHour(0) == Approx(277.93 / 8 / 0.9).epsilon(1e-9));
    // The monthly subscription: 133,408 a month / 730 h / 8 GPUs = 22.844, paid at each month's
    // start (MODEL.md section 1): its levelised figure weighs the prepayment, within 1 %.
    CHECK(perHour(1) == Approx(133408.0 / 730 / 8).epsilon(0.01));
    CHECK(1 - perHour(1) / perHour(0) == Approx(0.41).margin(0.01));
    // AWS China: on demand 172.873412 / 8 / 0.9 = 24.010; 1-year no-upfront 109.601338 / 8 = 13.700.
    CHECK(perHour(3) == Approx(172.873412 / 8 / 0.9).epsilon(1e-9));
    CHECK(perHour(2) == Approx(109.601338 / 8).epsilon(1e-9));
    for (const auto& o : r.options) CHECK(o.unservedReferenceGpuHours == Approx(0).margin(1e-6));
}

TEST_CASE("examples: two H200 nodes, reserved, rented or bought (a lower bound)", "[examples]") {
    const auto r = evaluateExample("h200-buy-reserve-rent");
    REQUIRE(r.options.size() == 4);
    const auto perHour = [&](std::size_t i) { return *r.options[i].levelisedCostPerReferenceGpuHour; };
    // An H200 does 989.4 x 0.80 / (312 x 0.87) = 2.91601 reference GPUs' work; 16 of them hold
    // the demand of 46.6 (46.656 available), so each GPU-hour paid serves 46.6 / 16 reference GPU-hours.
    const double served = 46.6 / 16;
    // AWS p5en 1-year, no upfront: 2 x 39.87648 an hour for 16 GPUs = 4.98456 a GPU-hour.
    CHECK(perHour(0) == Approx(2 * 39.87648 / 16 / served).epsilon(1e-9));
    // CoreWeave on demand bills the hours the demand needs: 50.44 a node-hour, 0.9 scheduling
    // efficiency: 6.305 / 0.9 a GPU-hour, each 2.91601 reference GPU-hours: 2.4024.
    const double speed = 989.4 * 0.80 / (312 * 0.87);
    CHECK(perHour(1) == Approx(50.44 / 8 / 0.9 / speed).epsilon(1e-9));
    // Gcore 1-year: 2.30 a GPU-hour.
    CHECK(perHour(2) == Approx(2.30 / served).epsilon(1e-9));
    // The cards-only owned option is cheapest, and says it is a lower bound.
    CHECK(perHour(3) < perHour(2));
    CHECK(r.options[3].name.find("lower bound") != std::string::npos);
    for (const auto& o : r.options) CHECK(o.unservedReferenceGpuHours == Approx(0).margin(1e-6));
}
