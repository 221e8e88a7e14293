// A value typed over a catalog value (issue #16): the catalog's value is kept beside it, in
// the scenario and in the file, until the catalog's value is typed back.
#include <catch2/catch.hpp>

#include "model/io/scenario_reader.h"
#include "model/io/scenario_writer.h"
#include "model/scenario/provenance_lookup.h"

using namespace gputco;
using namespace gputco::scenario;

namespace {

const char* kExample = GPUTCO_SOURCE_DIR "/resources/examples/a100-buy-vs-rent.gputco";

Scenario example() {
    const io::ReadResult read = io::readScenarioFile(QString::fromUtf8(kExample));
    REQUIRE(read.ok());
    return *read.scenario;
}

}  // namespace

TEST_CASE("catalog fields: the fields a catalog row sets, by their key in their holder",
          "[scenario][overrides]") {
    CHECK(catalogFieldKey("options[0].sources[0].price_per_hour") == "price_per_hour");
    CHECK(catalogFieldKey("options[3].sources[2].term_months") == "term_months");
    CHECK(catalogFieldKey("options[2].sources[0].server_price") == "server_price");
    CHECK(catalogFieldKey("tariffs.us-industrial.price_per_kwh") == "price_per_kwh");
    CHECK(catalogFieldKey("gpus.A100-40GB-SXM4.datasheet.tensor_fp16") == "datasheet.tensor_fp16");
    CHECK(catalogFieldKey("gpus.A100-40GB-SXM4.memory_gb") == "memory_gb");
    // The user's own: a facility, an escalation, an option's staff, a general input.
    CHECK(catalogFieldKey("options[2].sources[0].facility.pue").empty());
    CHECK(catalogFieldKey("tariffs.us-industrial.escalation_per_year").empty());
    CHECK(catalogFieldKey("options[0].staff.fte").empty());
    CHECK(catalogFieldKey("finance.discount_rate").empty());
}

TEST_CASE("catalog fields: an override keeps the catalog value and goes when it is typed back",
          "[scenario][overrides]") {
    Scenario s = example();
    const std::string price = "options[0].sources[0].price_per_hour";
    // The example's p4d price, 21.957642 per hour from "AWS list price after June 2025 cut".
    REQUIRE_FALSE(overriddenCatalogValue(s, price).has_value());
    noteOverride(s, price, 21.957642, 2);
    noteOverride(s, price, 2, 25);  // typing on: the first replaced value is the catalog's
    REQUIRE(overriddenCatalogValue(s, price).has_value());
    CHECK(*overriddenCatalogValue(s, price) == 21.957642);

    // Written and read back: the file keeps it beside source and as_of.
    const QByteArray json = io::writeScenarioJson(s);
    CHECK(json.contains("\"overrides\""));
    const io::ReadResult read = io::readScenarioJson(json);
    REQUIRE(read.ok());
    CHECK(*overriddenCatalogValue(*read.scenario, price) == 21.957642);
    CHECK(*read.scenario == s);

    // The catalog value typed back: no override left, and the file is as before.
    noteOverride(s, price, 25, 21.957642);
    CHECK_FALSE(overriddenCatalogValue(s, price).has_value());
    CHECK_FALSE(io::writeScenarioJson(s).contains("\"overrides\""));

    // A field with no catalog source, or not a catalog field, never records one.
    noteOverride(s, "options[2].sources[0].facility.pue", 1.5, 1.6);
    CHECK_FALSE(overriddenCatalogValue(s, "options[2].sources[0].facility.pue").has_value());
}
