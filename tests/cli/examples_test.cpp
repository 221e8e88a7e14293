// The bundled example scenarios read, validate and show what each is meant to show.
#include <array>
#include <utility>

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

// A figure of tests/fixtures/reference/reference-Results.csv: the LibreOffice sheet that derives
// the reference example from MODEL.md alone (tests/fixtures/reference/README.md). The CSV keeps
// 15 significant digits; engine and sheet differ by 6e-9 at most (2e-14 relative, 4e-13 at the
// one figure near zero), so 1e-11 relative is far inside a cent and still catches any rule.
Approx fromReferenceSheet(double value) {
    return Approx(value).epsilon(1e-11);
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
    // (594,812.98 in the reference sheet, Results.B12: the test below)
    CHECK(r.options[2].unservedReferenceGpuHours == Approx(594813).margin(0.5));
    for (std::size_t i : {0u, 1u, 3u})
        CHECK(r.options[i].unservedReferenceGpuHours == Approx(0).margin(1e-6));
}

TEST_CASE("examples: the reference example's figures are those of a LibreOffice sheet built from MODEL.md",
          "[examples][reference]") {
    // Each figure below is a cell of the sheet's Results page (tests/fixtures/reference/
    // reference.fods, computed by LibreOffice into reference-Results.csv), a formula over the
    // example's inputs written from MODEL.md revision 3 sections 1-6 and 9, not from the engine.
    // A change that moves one of them either fixes the sheet too (MODEL.md changed: regenerate
    // it as its README says) or is a bug.
    const auto r = evaluateExample("a100-buy-vs-rent");
    REQUIRE(r.options.size() == 4);
    const auto& aws = r.options[0];
    const auto& gcp = r.options[1];
    const auto& buy = r.options[2];
    const auto& hybrid = r.options[3];
    REQUIRE(r.baseline == 0);
    REQUIRE(gcp.vsBaseline);
    REQUIRE(buy.vsBaseline);
    REQUIRE(hybrid.vsBaseline);

    // (1) The bought cluster: 31.04 reference GPUs against the office-hours peaks (sheet Buy4,
    // column unserved hours, summed).
    CHECK(buy.unservedReferenceGpuHours == fromReferenceSheet(594812.98365342));    // Results.B12
    CHECK(buy.deliveredReferenceGpuHours == fromReferenceSheet(917701.193461368));  // Results.B13
    CHECK(buy.pvCost == fromReferenceSheet(3720694.16285105));                      // Results.B14
    REQUIRE(buy.pvCostAfterTax);
    CHECK(*buy.pvCostAfterTax == fromReferenceSheet(2972049.57676906));  // Results.B15
    CHECK(buy.totalCost == fromReferenceSheet(4409075.18971895));        // Results.B16
    CHECK(buy.categoryTotal(engine::Category::Unserved) ==
          fromReferenceSheet(2379251.93461368));                                    // Results.B17
    CHECK(buy.energyMwh == fromReferenceSheet(1281.15347306189));                   // Results.B18
    CHECK(buy.vsBaseline->npvSavings == fromReferenceSheet(285068.988559237));      // Results.B19
    CHECK(buy.vsBaseline->npvSavingsCash == fromReferenceSheet(1777946.05756415));  // Results.B20
    REQUIRE(buy.vsBaseline->irr);
    CHECK(*buy.vsBaseline->irr == fromReferenceSheet(0.217988583768237));  // Results.B21
    REQUIRE(buy.vsBaseline->mirr);
    CHECK(*buy.vsBaseline->mirr == fromReferenceSheet(0.140961963892024));  // Results.B22
    REQUIRE(buy.vsBaseline->profitabilityIndex);
    CHECK(*buy.vsBaseline->profitabilityIndex == fromReferenceSheet(1.31594293186066));  // Results.B24
    CHECK(buy.vsBaseline->paybackMonths == 38);                                          // Results.B25
    CHECK(buy.vsBaseline->discountedPaybackMonths == 45);                                // Results.B26
    REQUIRE(buy.levelisedCostPerReferenceGpuHour);
    CHECK(*buy.levelisedCostPerReferenceGpuHour == fromReferenceSheet(2.43666020191026));  // Results.B27

    // (2) The baseline, AWS on demand.
    CHECK(aws.pvCost == fromReferenceSheet(4122934.89282063));  // Results.B2
    REQUIRE(aws.pvCostAfterTax);
    CHECK(*aws.pvCostAfterTax == fromReferenceSheet(3257118.5653283));              // Results.B3
    CHECK(aws.totalCost == fromReferenceSheet(5088844.19001131));                   // Results.B4
    CHECK(aws.deliveredReferenceGpuHours == fromReferenceSheet(1512514.17711479));  // Results.B5

    // The GCP commitment: its second 36-month term is cut at month 60 (prorate); settling the
    // 12 months after the horizon is the other rule.
    CHECK(gcp.pvCost == fromReferenceSheet(3930306.704198));  // Results.B6
    REQUIRE(gcp.pvCostAfterTax);
    CHECK(*gcp.pvCostAfterTax == fromReferenceSheet(3104942.29631642));        // Results.B7
    CHECK(gcp.totalCost == fromReferenceSheet(4868242.96128723));              // Results.B8
    CHECK(gcp.vsBaseline->npvSavings == fromReferenceSheet(152176.26901188));  // Results.B9
    CHECK(gcp.commitmentAfterHorizon == fromReferenceSheet(180205.464));       // Results.B10
    REQUIRE(gcp.vsBaseline->npvSavingsOtherRule);
    CHECK(*gcp.vsBaseline->npvSavingsOtherRule == fromReferenceSheet(52380.1864540977));  // Results.B11

    // (3) The hybrid, its servers on a loan at 6.5 %: valued at its own rate the loan is worth 0
    // (sheet: -3.3e-10 after tax, -2.9e-10 before), so its PVs are those paid in cash.
    REQUIRE(hybrid.financingNpv);
    CHECK(*hybrid.financingNpv == Approx(0).margin(1e-6));  // Results.B29
    REQUIRE(hybrid.financingNpvBeforeTax);
    CHECK(*hybrid.financingNpvBeforeTax == Approx(0).margin(1e-6));                    // Results.B30
    CHECK(hybrid.deliveredReferenceGpuHours == fromReferenceSheet(1512514.17711479));  // Results.B28
    CHECK(hybrid.pvCost == fromReferenceSheet(3248480.15387505));                      // Results.B31
    REQUIRE(hybrid.pvCostAfterTax);
    CHECK(*hybrid.pvCostAfterTax == fromReferenceSheet(2582649.91561966));                  // Results.B32
    CHECK(hybrid.totalCost == fromReferenceSheet(3961083.334409));                          // Results.B33
    CHECK(hybrid.energyMwh == fromReferenceSheet(815.346524199428));                        // Results.B34
    CHECK(hybrid.vsBaseline->npvSavings == fromReferenceSheet(674468.649708642));           // Results.B35
    CHECK(hybrid.vsBaseline->npvSavingsUnlevered == fromReferenceSheet(674468.649708643));  // Results.B36
    REQUIRE(hybrid.vsBaseline->irr);
    CHECK(*hybrid.vsBaseline->irr == fromReferenceSheet(0.68973637660393));  // Results.B37
    REQUIRE(hybrid.vsBaseline->mirr);
    CHECK(*hybrid.vsBaseline->mirr == fromReferenceSheet(0.296698393519699));  // Results.B38
    REQUIRE(hybrid.vsBaseline->profitabilityIndex);
    CHECK(*hybrid.vsBaseline->profitabilityIndex == fromReferenceSheet(2.49503180766202));  // Results.B40
    CHECK(hybrid.vsBaseline->paybackMonths == 22);                                          // Results.B41
    CHECK(hybrid.vsBaseline->discountedPaybackMonths == 24);                                // Results.B42
    REQUIRE(hybrid.levelisedCostPerReferenceGpuHour);
    CHECK(*hybrid.levelisedCostPerReferenceGpuHour == fromReferenceSheet(2.65429470456405));  // Results.B43

    // The NPV profile at 0, 2, .., 30 %: only the discounting at the discount rate changes, the
    // loan's value at its own rate is held (Results.B46:B61 GCP, B62:B77 Buy 4x, B78:B93
    // hybrid). The bought cluster's crosses zero between 20 and 22 %, at its IRR of 21.8 %.
    const std::array<std::pair<const engine::OptionResult*, std::array<double, 16>>, 3> profiles{{
        {&gcp,
         {174274.97069202, 168228.785745722, 162548.949545009, 157206.783618847, 152176.26901188,
          147433.768564823, 142957.780542792, 138728.71995842, 134728.724343103, 130941.481092264,
          127352.073847494, 123946.84568035, 120713.277111227, 117639.877234544, 114716.086431179,
          111932.189333588}},
        {&buy,
         {537017.510230968, 465753.102453542, 400412.753151305, 340367.897439075, 285068.988559237,
          234034.16453767, 186839.726579915, 143112.111570698, 102521.101389935, 64774.0597967627,
          29611.0260367304, -3199.47484360387, -33864.0201422962, -62567.3711703203, -89475.1271764024,
          -114736.016952751}},
        {&hybrid,
         {920402.298746009, 850852.23967821, 787072.863710605, 728455.815874255, 674468.649708642,
          624644.020296567, 578570.592843136, 535885.367972806, 496267.18135615, 459431.180265314,
          425124.11567103, 393120.317443796, 363218.243585944, 335237.513350227, 309016.349493296,
          284409.367474656}},
    }};
    int row = 46;
    for (const auto& [option, expected] : profiles) {
        const auto& profile = option->vsBaseline->npvProfile;
        REQUIRE(profile.size() == 16);
        for (std::size_t i = 0; i < 16; ++i, ++row) {
            INFO(option->name << " at " << 2 * i << " %: Results.B" << row);
            CHECK(profile[i].rate == Approx(0.02 * static_cast<double>(i)));
            CHECK(profile[i].npvSavings == fromReferenceSheet(expected[i]));
        }
    }
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
    // The owned option buys whole servers (issue #33: a card price is never a server price):
    // year 1's hardware is 2 servers x USD 310,000 (the HGX quote with CPUs, NICs and
    // InfiniBand), not 2 x 8 cards x 28,000 = 448,000; cash, no installation or spares.
    CHECK(yearCategory(r.options[3], 0, engine::Category::Hardware) == Approx(2 * 310000.0).epsilon(1e-12));
    CHECK(r.options[3].name.find("H100 server quote") != std::string::npos);
    // Still below the Gcore reservation at the estimate (0.55 against 0.79).
    CHECK(perHour(3) < perHour(2));
    for (const auto& o : r.options) CHECK(o.unservedReferenceGpuHours == Approx(0).margin(1e-6));
}
