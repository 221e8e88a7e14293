// The seed document's figure (shared/seeds, A100 40G selection guide): direct-to-chip liquid
// cooling took PUE from 1.6 to below 1.2 and "saves over CNY 120,000 a year" for 16 servers
// at 3.2 kW full load and CNY 0.7/kWh: 16 x 3.2 x 8,760 x 0.4 x 0.7 = CNY 125,583.36.
#include <catch2/catch.hpp>

#include "tests/engine/scenario_builders.h"

using namespace gputco;
using namespace gputco::test;
using engine::Category;

TEST_CASE("liquid cooling saves CNY 125,583.36 a year of cooling electricity", "[engine][seed]") {
    Scenario s = tinyScenario(2);
    s.currency = "CNY";
    s.tariffs["grid"].pricePerKwh = 0.7;
    OwnedSource air = plainOwned();
    air.nodes = 16;
    air.idleKw = 3.2;  // full load whatever the demand
    air.maxKw = 3.2;
    air.facility.pue = 1.6;
    OwnedSource liquid = air;
    liquid.facility.pue = 1.2;
    s.options = {option("air", {air}), option("liquid", {liquid})};
    const auto r = engine::evaluate(s);
    const auto yearCooling = [&](const engine::OptionResult& o, int y) {
        return o.yearly[static_cast<std::size_t>(y)].categories[engine::index(Category::ElectricityCooling)];
    };
    for (int y = 0; y < 2; ++y) {
        const double saving = yearCooling(r.options[0], y) - yearCooling(r.options[1], y);
        CHECK(saving == Approx(125583.36).margin(0.005));  // to the fen
    }
    // IT electricity is the same: 16 x 3.2 x 8,760 x 0.7 = 313,958.40 a year
    CHECK(r.options[0].yearly[0].categories[engine::index(Category::ElectricityIt)] == Approx(313958.40));
}
