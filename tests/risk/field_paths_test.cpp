// Field paths (docs/methodology.md "Risk"): every kind of path the files use resolves to the
// field the reader fills (the expected values are the example file's own numbers), and a path
// that names nothing is reported at the input with the reason.
#include <catch2/catch.hpp>

#include <algorithm>

#include "model/scenario/field_paths.h"
#include "model/scenario/validation.h"
#include "tests/risk/risk_scenarios.h"

using namespace gputco::scenario;
using gputco::test::exampleScenario;

namespace {

double valueAt(Scenario& s, const std::string& path) {
    const FieldLookup found = findField(s, path);
    INFO(path << ": " << found.error);
    REQUIRE(found.field);
    return found.field->get();
}

std::string errorFor(const Scenario& s, const std::string& path) {
    return findField(s, path).error;
}

bool reports(const std::vector<Problem>& problems, const std::string& text) {
    return std::any_of(problems.begin(), problems.end(), [&](const Problem& p) { return p.text() == text; });
}

std::string listing(const std::vector<Problem>& problems) {
    std::string out;
    for (const auto& p : problems) out += p.text() + "\n";
    return out;
}

}  // namespace

TEST_CASE("field paths: every kind of path reads the example file's value", "[risk][paths]") {
    Scenario s = exampleScenario();
    CHECK(valueAt(s, "horizon_years") == 5);
    CHECK(valueAt(s, "finance.discount_rate") == 0.08);
    CHECK(valueAt(s, "tax.rate") == 0.21);
    CHECK(valueAt(s, "accounting.life_years") == 5);
    CHECK(valueAt(s, "gpus.A100-40GB-SXM4.efficiency.hbm_bandwidth") == 0.88);
    CHECK(valueAt(s, "gpus.A100-40GB-SXM4.datasheet.tensor_fp16") == 312);
    CHECK(valueAt(s, "tariffs.us-industrial.price_per_kwh") == 0.0929);
    CHECK(valueAt(s, "tariffs.us-industrial.escalation_per_year") == 0.02);
    CHECK(valueAt(s, "demand.gpus") == 24);
    CHECK(valueAt(s, "demand.growth_per_year") == 0.15);
    CHECK(valueAt(s, "demand.interruptible_share") == 0.5);
    CHECK(valueAt(s, "options[0].sources[0].price_per_hour") == 21.957642);
    CHECK(valueAt(s, "options[0].sources[0].scheduling_efficiency") == 0.9);
    CHECK(valueAt(s, "options[0].cloud_extras.storage_tb") == 50);
    CHECK(valueAt(s, "options[0].staff.cost_per_fte_year") == 180000);
    CHECK(valueAt(s, "options[1].sources[0].instances") == 2);
    CHECK(valueAt(s, "options[1].sources[0].term_months") == 36);
    CHECK(valueAt(s, "options[1].sources[1].price_per_hour") == 29.38708);
    CHECK(valueAt(s, "options[2].sources[0].facility.pue") == 1.5);
    CHECK(valueAt(s, "options[2].sources[0].nodes") == 4);
    CHECK(valueAt(s, "options[2].sources[0].warranty_years") == 3);
    CHECK(valueAt(s, "options[3].sources[0].financing.rate") == 0.065);
    CHECK(valueAt(s, "options[3].sources[0].financing.term_months") == 36);
    CHECK(valueAt(s, "options[3].sources[1].max_instances") == 2);
    CHECK(valueAt(s, "options[3].sources[1].interruption_overhead") == 0.1);
    CHECK(valueAt(s, "benefits.monthly_value") == 0);
}

TEST_CASE("field paths: setting a field changes that field of that scenario only", "[risk][paths]") {
    Scenario s = exampleScenario();
    const Scenario before = s;
    findField(s, "options[2].sources[0].facility.pue").field->set(1.3);
    CHECK(std::get<OwnedSource>(s.options[2].sources[0]).facility.pue == 1.3);
    CHECK(std::get<OwnedSource>(s.options[3].sources[0]).facility.pue == 1.5);
    findField(s, "options[2].sources[0].facility.pue").field->set(1.5);
    CHECK(s == before);
}

TEST_CASE("field paths: whole fields round to nearest, and values stay in the field's range",
          "[risk][paths]") {
    Scenario s = exampleScenario();
    const auto nodes = *findField(s, "options[2].sources[0].nodes").field;
    nodes.set(3.6);
    CHECK(std::get<OwnedSource>(s.options[2].sources[0]).nodes == 4);
    nodes.set(0.2);  // at least one node
    CHECK(std::get<OwnedSource>(s.options[2].sources[0]).nodes == 1);
    const auto term = *findField(s, "options[1].sources[0].term_months").field;
    term.set(11.5);  // std::round: half away from zero
    CHECK(std::get<ReservedSource>(s.options[1].sources[0]).termMonths == 12);
    const auto warranty = *findField(s, "options[2].sources[0].warranty_years").field;
    warranty.set(2.04);  // 24.48 months -> 24
    CHECK(std::get<OwnedSource>(s.options[2].sources[0]).warrantyYears == 2.0);
    const auto pue = *findField(s, "options[2].sources[0].facility.pue").field;
    pue.set(0.8);
    CHECK(std::get<OwnedSource>(s.options[2].sources[0]).facility.pue == 1.0);
    const auto share = *findField(s, "demand.interruptible_share").field;
    share.set(1.7);
    CHECK(s.demand.interruptibleShare == 1.0);
    const auto growth = *findField(s, "demand.growth_per_year").field;
    growth.set(-3);  // > -1: the nearest double above
    CHECK(s.demand.growthPerYear > -1);
    CHECK(s.demand.growthPerYear < -0.999999);
}

TEST_CASE("field paths: jobs, time-of-use tariffs, leases and subscriptions", "[risk][paths]") {
    Scenario s = exampleScenario();
    Tariff tou;
    tou.kind = TariffKind::TimeOfUse;
    tou.peakPricePerKwh = 0.2;
    tou.offpeakPricePerKwh = 0.05;
    s.tariffs["cn.shanghai-tou"] = tou;  // a dot in the name
    s.demand.jobs.emplace();
    s.demand.jobs->training.push_back(trainingJob("llm", 2, 7e9, 1e12, 0.4));
    s.demand.jobs->inference.push_back(inferenceJob("chat", 500, 7e9, 0.3));
    auto& owned = std::get<OwnedSource>(s.options[2].sources[0]);
    owned.financing.kind = FinancingKind::Lease;
    owned.financing.monthlyPayment = 20000;
    owned.financing.termMonths = 48;
    ReservedSource sub;
    sub.gpu = kReferenceGpu;
    sub.subscription = true;
    sub.instances = 1;
    sub.termMonths = 1;
    sub.upfrontFraction = 1;
    sub.pricePerHour = 7300.0 / kHoursPerMonth;
    s.options[0].sources.push_back(sub);

    CHECK(valueAt(s, "tariffs.cn.shanghai-tou.peak_price_per_kwh") == 0.2);
    CHECK(valueAt(s, "tariffs.cn.shanghai-tou.offpeak_price_per_kwh") == 0.05);
    CHECK(valueAt(s, "demand.jobs.training[0].tokens") == 1e12);
    CHECK(valueAt(s, "demand.jobs.inference[0].tokens_per_second") == 500);
    CHECK(valueAt(s, "options[2].sources[0].financing.monthly_payment") == 20000);
    CHECK(valueAt(s, "options[0].sources[1].price_per_month") == Approx(7300));
    findField(s, "options[0].sources[1].price_per_month").field->set(3650);
    CHECK(std::get<ReservedSource>(s.options[0].sources[1]).pricePerHour == Approx(5.0));
    // A lease has no loan rate; a time-of-use tariff no flat price.
    CHECK(!findField(s, "options[2].sources[0].financing.rate").field);
    CHECK(!findField(s, "tariffs.cn.shanghai-tou.price_per_kwh").field);
}

TEST_CASE("field paths: the list holds every numeric path once, and each resolves", "[risk][paths]") {
    Scenario s = exampleScenario();
    const auto paths = numericFieldPaths(s);
    CHECK(paths.size() > 100);
    CHECK(std::count(paths.begin(), paths.end(), "options[2].sources[0].facility.pue") == 1);
    CHECK(std::count(paths.begin(), paths.end(), "demand.gpus") == 1);
    auto sorted = paths;
    std::sort(sorted.begin(), sorted.end());
    CHECK(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end());
    for (const auto& p : paths) {
        INFO(p);
        CHECK(findField(s, p).field.has_value());
    }
    // Text fields, names and choices are not numbers.
    CHECK(std::count(paths.begin(), paths.end(), "options[0].name") == 0);
    CHECK(std::count(paths.begin(), paths.end(), "options[2].sources[0].gpu") == 0);
}

TEST_CASE("field paths: a path that names nothing says which part does not exist", "[risk][paths]") {
    const Scenario s = exampleScenario();
    CHECK(errorFor(s, "options[9].sources[0].pue") ==
          "no numeric field \"options[9].sources[0].pue\" (the scenario has 4 options)");
    CHECK(errorFor(s, "options[2].sources[3].nodes") ==
          "no numeric field \"options[2].sources[3].nodes\" (options[2] has 1 source)");
    CHECK(errorFor(s, "options[2].sources[0].pue") ==
          "no numeric field \"options[2].sources[0].pue\" (options[2].sources[0] is an owned source, which "
          "has no number \"pue\")");
    CHECK(errorFor(s, "tariffs.eu.price_per_kwh") ==
          "no numeric field \"tariffs.eu.price_per_kwh\" (no tariff matches; the scenario has "
          "\"us-industrial\")");
    CHECK(errorFor(s, "tariffs.us-industrial.peak_price_per_kwh") ==
          "no numeric field \"tariffs.us-industrial.peak_price_per_kwh\" (tariff \"us-industrial\" has no "
          "number \"peak_price_per_kwh\")");
    CHECK(errorFor(s, "options[0].name") ==
          "no numeric field \"options[0].name\" (options[0] has no number \"name\")");
    CHECK(errorFor(s, "demand.gpu") == "no numeric field \"demand.gpu\" (see the list of numeric fields)");
}

TEST_CASE("field paths: validation reports a bad input path and a range outside the field's",
          "[risk][paths]") {
    Scenario s = exampleScenario();
    auto& inputs = s.uncertainty->inputs;
    inputs.push_back({"options[9].sources[0].pue", Distribution::Uniform, 1, 0, 2, 0, 0});
    inputs.push_back({"options[2].sources[0].availability", Distribution::Uniform, 0.9, 0, 1.1, 0, 0});
    inputs.push_back({"options[3].sources[0].facility.pue", Distribution::Normal, 0.5, 0, 0.9, 1.2, 0.1});
    inputs.push_back({"options[2].sources[0].idle_kw", Distribution::Normal, 0, 0, 0, 1.5, 0.3});
    const auto problems = validate(s);
    INFO(listing(problems));
    CHECK(reports(
        problems,
        "uncertainty.inputs[5].path: no numeric field \"options[9].sources[0].pue\" (the scenario has 4 "
        "options)"));
    CHECK(reports(problems,
                  "uncertainty.inputs[6].high: must be > 0 and <= 1 (the range of "
                  "options[2].sources[0].availability), got 1.1"));
    CHECK(reports(
        problems,
        "uncertainty.inputs[7].low: leaves no value that options[3].sources[0].facility.pue accepts (>= "
        "1) between low and high"));
    CHECK(problems.size() == 3);  // a normal without bounds is truncated to the field's range
    CHECK(validate(exampleScenario()).empty());
}

TEST_CASE("field paths: several paths resolve at once, in order, as one by one", "[risk][paths]") {
    Scenario s = exampleScenario();
    const auto found =
        findFields(s, {"demand.gpus", "options[7].staff.fte", "options[2].sources[0].facility.pue"});
    REQUIRE(found.size() == 3);
    CHECK(found[0].field->sameTarget(*findField(s, "demand.gpus").field));
    CHECK(found[1].error == findField(s, "options[7].staff.fte").error);
    CHECK(found[2].field->get() == 1.5);
}
