// A price the user estimated (issue #33): a source or a tariff says so with "estimate": true
// beside "source" and "as_of"; the file keeps it, and a file without it reads as before.
#include <catch2/catch.hpp>

#include "model/io/scenario_writer.h"
#include "model/scenario/provenance_lookup.h"
#include "tests/io/reader_support.h"

using namespace gputco;
using namespace gputco::io;
using namespace gputco::io::test;
namespace sc = gputco::scenario;

namespace {

// The minimal document with its server price and its tariff marked as the user's estimate.
std::string estimatedDocument() {
    std::string doc = replaced(minimalDocument(), R"("server_price": 199000,)",
                               R"("server_price": 199000, "source": "2020 launch price", "estimate": true,)");
    return replaced(doc, R"("price_per_kwh": 0.08 })", R"("price_per_kwh": 0.08, "estimate": true })");
}

}  // namespace

TEST_CASE("io estimate: a source and a tariff can be marked as the user's estimate", "[io][estimate]") {
    const ReadResult read = readText(estimatedDocument());
    INFO(listing(read));
    REQUIRE(read.ok());
    const sc::Scenario& s = *read.scenario;
    CHECK(std::get<sc::OwnedSource>(s.options[0].sources[0]).provenance.estimate);
    CHECK(s.tariffs.at("flat-tariff").provenance.estimate);
    CHECK_FALSE(std::get<sc::OnDemandSource>(s.options[1].sources[0]).provenance.estimate);
    // The mark is on the prices: the server's price and the tariff's price per kWh, not the
    // server's power nor the on-demand price of the unmarked source.
    CHECK(sc::isEstimatedPrice(s, "options[0].sources[0].server_price"));
    CHECK(sc::isEstimatedPrice(s, "tariffs.flat-tariff.price_per_kwh"));
    CHECK_FALSE(sc::isEstimatedPrice(s, "options[0].sources[0].max_kw"));
    CHECK_FALSE(sc::isEstimatedPrice(s, "options[1].sources[0].price_per_hour"));
}

TEST_CASE("io estimate: written only when set, and read back the same", "[io][estimate]") {
    const ReadResult read = readText(estimatedDocument());
    REQUIRE(read.ok());
    const QByteArray json = writeScenarioJson(*read.scenario);
    // Two marks: the server's source and the tariff.
    CHECK(json.count("\"estimate\": true") == 2);
    const ReadResult again = readScenarioJson(json);
    INFO(listing(again));
    REQUIRE(again.ok());
    CHECK(*again.scenario == *read.scenario);

    // Without the mark, the file has no "estimate" at all (old files are written as before).
    const ReadResult plain = readText(minimalDocument());
    REQUIRE(plain.ok());
    CHECK_FALSE(writeScenarioJson(*plain.scenario).contains("estimate"));
}

TEST_CASE("io estimate: the mark must be true or false, and the problem names the field", "[io][estimate]") {
    const ReadResult read = readText(replaced(minimalDocument(), R"("server_price": 199000,)",
                                              R"("server_price": 199000, "estimate": "yes",)"));
    INFO(listing(read));
    CHECK(reports(read, "options[0].sources[0].estimate: must be true or false, got string"));
    const ReadResult tariff = readText(replaced(minimalDocument(), R"("price_per_kwh": 0.08 })",
                                                R"("price_per_kwh": 0.08, "estimate": 1 })"));
    INFO(listing(tariff));
    CHECK(reports(tariff, "tariffs.flat-tariff.estimate: must be true or false, got number"));
}

TEST_CASE("io estimate: the options that rest on an estimated price", "[io][estimate]") {
    // Marked server price and tariff: the owned option (options[0]) only; the on-demand one
    // has neither.
    const ReadResult both = readText(estimatedDocument());
    REQUIRE(both.ok());
    CHECK(sc::optionsOnEstimates(*both.scenario) == std::vector<std::size_t>{0});
    // Only the tariff marked: the owned option still rests on it (its power is priced there).
    const ReadResult tariff = readText(replaced(minimalDocument(), R"("price_per_kwh": 0.08 })",
                                                R"("price_per_kwh": 0.08, "estimate": true })"));
    REQUIRE(tariff.ok());
    CHECK(sc::optionsOnEstimates(*tariff.scenario) == std::vector<std::size_t>{0});
    // Only the cloud price marked: the on-demand option.
    const ReadResult cloud = readText(replaced(minimalDocument(), R"("price_per_hour": 21.957642 })",
                                               R"("price_per_hour": 21.957642, "estimate": true })"));
    REQUIRE(cloud.ok());
    CHECK(sc::optionsOnEstimates(*cloud.scenario) == std::vector<std::size_t>{1});
    CHECK(sc::isEstimatedPrice(*cloud.scenario, "options[1].sources[0].price_per_hour"));
    const ReadResult none = readText(minimalDocument());
    REQUIRE(none.ok());
    CHECK(sc::optionsOnEstimates(*none.scenario).empty());
}
