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
