// A new option starts like the baseline (issue #34): its staff, the cloud extras of a cloud
// option, and an on-demand overflow behind owned or reserved capacity.
#include <catch2/catch.hpp>

#include "model/scenario/like_baseline.h"

using namespace gputco::scenario;

namespace {

OnDemandSource onDemandOf(const std::string& gpu, double price) {
    OnDemandSource od;
    od.id = "od-" + gpu;
    od.offer = "cloud/" + gpu;
    od.gpu = gpu;
    od.pricePerHour = price;
    od.maxInstances = 2;
    od.provenance.source = "a price list";
    return od;
}

// Baseline "cloud" (second, named by finance.baseline): 0.25 FTE, 50 TB, 3 % support, an
// on-demand A100 source; a first option with an H100 on-demand source and no extras.
Scenario scenarioWithBaseline() {
    Scenario s;
    Option first;
    first.name = "first";
    first.sources = {onDemandOf("H100", 4.0)};
    Option cloud;
    cloud.name = "cloud";
    cloud.sources = {onDemandOf("A100", 2.0)};
    cloud.staff = {0.25, 180000, 0.03};
    cloud.cloudExtras = {50, 23, 5, 90, 0.03};
    s.options = {first, cloud};
    s.finance.baseline = "cloud";
    return s;
}

ReservedSource reservedOf(const std::string& gpu) {
    ReservedSource r;
    r.gpu = gpu;
    r.instances = 2;
    return r;
}

}  // namespace

TEST_CASE("like baseline: a reserved option gets the baseline's staff, extras and an overflow",
          "[scenario][like]") {
    const Scenario s = scenarioWithBaseline();
    Option o;
    o.name = "reserved";
    o.sources = {reservedOf("A100")};
    const StartedLikeBaseline done = startLikeBaseline(o, s);
    CHECK(done.staff);
    CHECK(done.cloudExtras);
    CHECK(done.overflow);
    CHECK(o.staff == s.options[1].staff);
    CHECK(o.cloudExtras == s.options[1].cloudExtras);
    REQUIRE(o.sources.size() == 2);
    const auto& overflow = std::get<OnDemandSource>(o.sources[1]);
    // The baseline's own A100 source, its price and source kept, no id (the edit gives one),
    // and no cap: it serves what the reserved instances cannot.
    CHECK(overflow.gpu == "A100");
    CHECK(overflow.pricePerHour == 2.0);
    CHECK(overflow.provenance.source == "a price list");
    CHECK(overflow.id.empty());
    CHECK(overflow.maxInstances == kUnbounded);
}

TEST_CASE("like baseline: the overflow prefers the option's own GPU", "[scenario][like]") {
    Option o;
    o.sources = {reservedOf("H100")};
    startLikeBaseline(o, scenarioWithBaseline());
    REQUIRE(o.sources.size() == 2);
    CHECK(std::get<OnDemandSource>(o.sources[1]).gpu == "H100");
}

TEST_CASE("like baseline: what the option has is kept, and an owned option gets no cloud extras",
          "[scenario][like]") {
    const Scenario s = scenarioWithBaseline();
    Option owned;
    OwnedSource servers;
    servers.gpu = "A100";
    owned.sources = {servers};
    owned.staff = {1.0, 150000, 0};
    const StartedLikeBaseline done = startLikeBaseline(owned, s);
    CHECK_FALSE(done.staff);
    CHECK(owned.staff.fte == 1.0);
    CHECK_FALSE(done.cloudExtras);
    CHECK(owned.cloudExtras == CloudExtras{});
    CHECK(done.overflow);  // behind owned servers too

    // An elastic option needs no overflow.
    Option elastic;
    elastic.sources = {onDemandOf("A100", 3.0)};
    CHECK_FALSE(startLikeBaseline(elastic, s).overflow);
    CHECK(elastic.sources.size() == 1);
}

TEST_CASE("like baseline: a scenario without an on-demand source adds no overflow", "[scenario][like]") {
    Scenario s;
    Option base;
    base.name = "base";
    base.sources = {reservedOf("A100")};
    s.options = {base};
    Option o;
    o.sources = {reservedOf("A100")};
    const StartedLikeBaseline done = startLikeBaseline(o, s);
    CHECK_FALSE(done.overflow);
    CHECK_FALSE(done.any());
    CHECK(o.sources.size() == 1);
}
