// The shipped examples read and validate cleanly, and their fields land where the engine
// expects them.
#include <catch2/catch.hpp>
#include <cmath>

#include "tests/io/reader_support.h"

using namespace gputco;
using namespace gputco::io;
using namespace gputco::io::test;
namespace sc = gputco::scenario;

namespace {

sc::Scenario readExample(const char* name) {
    const ReadResult result = readScenarioFile(examplePath(name));
    INFO(name << ": " << listing(result));
    REQUIRE(result.ok());
    return *result.scenario;
}

}  // namespace

TEST_CASE("io reader: every shipped example reads with no problems", "[io]") {
    for (const char* name :
         {"a100-buy-vs-rent.gputco", "cn-liquid-cooling.gputco", "inference-spot-subscription.gputco",
          "us-macrs-loan.gputco", "inference-t4-a100-mig.gputco", "finetune-70b-h100-h200.gputco",
          "cn-cloud-a100-subscription.gputco", "h200-buy-reserve-rent.gputco"}) {
        const sc::Scenario s = readExample(name);
        CHECK(sc::validate(s).empty());
        // Every price carries where it came from.
        for (const auto& option : s.options)
            for (const auto& source : option.sources)
                std::visit(
                    [&](const auto& src) {
                        INFO(name << " / " << option.name);
                        CHECK(!src.provenance.source.empty());
                        CHECK(!src.provenance.asOf.empty());
                    },
                    source);
        for (const auto& [tariffName, tariff] : s.tariffs) {
            INFO(name << " / " << tariffName);
            CHECK(!tariff.provenance.source.empty());
            CHECK(!tariff.provenance.asOf.empty());
        }
    }
}

TEST_CASE("io reader: the reference example's fields land", "[io]") {
    const sc::Scenario s = readExample("a100-buy-vs-rent.gputco");
    CHECK(s.currency == "USD");
    CHECK(s.fx.at("CNY") == 0.1408);
    CHECK(s.horizonYears == 5);
    CHECK(s.finance.discountRate == 0.08);
    CHECK(s.finance.baseline == "AWS p4d on-demand");
    CHECK(s.tax.enabled);
    CHECK(s.tax.rate == 0.21);
    CHECK(s.accounting.depreciation == sc::DepreciationMethod::StraightLine);
    CHECK(s.workload.bound.at("hbm_bandwidth") == 0.3);
    CHECK(s.gpus.at("A100-40GB-SXM4").datasheet.at("tensor_fp16") == 312);
    CHECK(s.gpus.at("A100-40GB-SXM4").efficiency.at("fp32") == 0.98);
    CHECK(s.tariffs.at("us-industrial").pricePerKwh == 0.0929);
    CHECK(s.tariffs.at("us-industrial").provenance.asOf == "2026-01-01");
    CHECK(s.demand.gpus == 24);
    CHECK(s.demand.preset == sc::ProfilePreset::OfficeHours);
    CHECK(s.demand.interruptibleShare == 0.5);
    REQUIRE(s.options.size() == 4);

    const auto& gcp = s.options[1];
    const auto& committed = std::get<sc::ReservedSource>(gcp.sources.at(0));
    CHECK(committed.instances == 2);
    CHECK(committed.termMonths == 36);
    CHECK(committed.upfrontFraction == 0.0);
    CHECK_FALSE(committed.subscription);
    CHECK(gcp.cloudExtras.pricePerTbEgress == 85.0);

    const auto& hybrid = s.options[3];
    REQUIRE(hybrid.sources.size() == 3);
    const auto& owned = std::get<sc::OwnedSource>(hybrid.sources[0]);
    CHECK(owned.nodes == 2);
    CHECK(owned.financing.kind == sc::FinancingKind::Loan);
    CHECK(owned.financing.rate == 0.065);
    CHECK(owned.financing.termMonths == 36);
    CHECK(owned.financing.downPaymentFraction == 0.2);
    CHECK(owned.facility.pue == 1.5);
    CHECK(owned.facility.tariff == "us-industrial");
    CHECK(owned.facility.gridKgCo2PerKwh == 0.367);
    const auto& spot = std::get<sc::SpotSource>(hybrid.sources[1]);
    CHECK(spot.maxInstances == 2);
    CHECK(spot.interruptionOverhead == 0.1);
    const auto& onDemand = std::get<sc::OnDemandSource>(hybrid.sources[2]);
    CHECK(std::isinf(onDemand.maxInstances));
    CHECK(onDemand.pricePerHour == 21.957642);
    CHECK(hybrid.staff.fte == 0.75);

    REQUIRE(s.uncertainty);
    CHECK(s.uncertainty->seed == 20261202u);
    CHECK(s.uncertainty->trials == 10000);
    REQUIRE(s.uncertainty->inputs.size() == 5);
    CHECK(s.uncertainty->inputs[2].path == "tariffs.us-industrial.price_per_kwh");
    CHECK(s.uncertainty->inputs[2].dist == sc::Distribution::Triangular);
    CHECK(s.uncertainty->inputs[2].mode == 0.0929);
    CHECK(s.uncertainty->inputs[1].dist == sc::Distribution::Uniform);
}

TEST_CASE("io reader: the liquid-cooling example saves CNY 125,583.36 of cooling a year", "[io]") {
    const sc::Scenario s = readExample("cn-liquid-cooling.gputco");
    CHECK(s.currency == "CNY");
    CHECK(s.accounting.depreciation == sc::DepreciationMethod::CnStraightLine);
    CHECK(s.tax.rate == 0.25);
    REQUIRE(s.options.size() == 2);
    CHECK(s.options[0].name == "Air cooled, PUE 1.6");
    CHECK(s.options[1].name == "Direct-to-chip liquid cooling, PUE 1.2");
    const auto& air = std::get<sc::OwnedSource>(s.options[0].sources.at(0));
    const auto& liquid = std::get<sc::OwnedSource>(s.options[1].sources.at(0));
    const sc::Tariff& tariff = s.tariffs.at(air.facility.tariff);
    CHECK(tariff.kind == sc::TariffKind::Flat);
    CHECK(tariff.escalationPerYear == 0);
    CHECK(s.demand.preset == sc::ProfilePreset::Flat);
    // Constant power: the load cannot change the energy.
    CHECK(air.idleKw == air.maxKw);
    CHECK(liquid.idleKw == liquid.maxKw);
    CHECK(liquid.facility.capex > 0);
    // MODEL.md section 4: cooling = IT energy x (pue - 1) x tariff, a year = 12 x 730 h.
    const double itKwhPerYear = air.nodes * air.maxKw * 12 * sc::kHoursPerMonth;
    const double saving = itKwhPerYear * (air.facility.pue - liquid.facility.pue) * tariff.pricePerKwh;
    CHECK(saving == Approx(125583.36).epsilon(1e-12));
}

TEST_CASE("io reader: the inference example reads a subscription and a custom profile", "[io]") {
    const sc::Scenario s = readExample("inference-spot-subscription.gputco");
    CHECK(s.demand.preset == sc::ProfilePreset::Custom);
    CHECK(s.demand.customProfile.size() == 168);
    REQUIRE(s.options.size() == 2);
    const auto& mixed = s.options[0];
    REQUIRE(mixed.sources.size() == 3);
    const auto& subscription = std::get<sc::ReservedSource>(mixed.sources[0]);
    CHECK(subscription.subscription);
    CHECK(subscription.termMonths == 1);
    CHECK(subscription.upfrontFraction == 1.0);
    CHECK(subscription.instances == 2);
    CHECK(subscription.pricePerHour == Approx(13514.97 / 730.0).epsilon(1e-15));
    CHECK(std::get<sc::SpotSource>(mixed.sources[1]).maxInstances == 2);
    CHECK(std::isinf(std::get<sc::OnDemandSource>(mixed.sources[2]).maxInstances));
    CHECK(std::holds_alternative<sc::OnDemandSource>(s.options[1].sources.at(0)));
}

TEST_CASE("io reader: the US example reads MACRS, 21 % tax and a loan", "[io]") {
    const sc::Scenario s = readExample("us-macrs-loan.gputco");
    CHECK(s.accounting.depreciation == sc::DepreciationMethod::Macrs5);
    CHECK(s.tax.enabled);
    CHECK(s.tax.rate == 0.21);
    REQUIRE(s.options.size() == 2);
    CHECK(std::get<sc::ReservedSource>(s.options[0].sources.at(0)).termMonths == 36);
    const auto& owned = std::get<sc::OwnedSource>(s.options[1].sources.at(0));
    CHECK(owned.financing.kind == sc::FinancingKind::Loan);
    CHECK(owned.financing.rate == 0.07);
    CHECK(owned.financing.termMonths == 48);
    CHECK(owned.financing.downPaymentFraction == 0.2);
}
