// Problems inside a readable document: wrong types, missing fields, unknown names, and
// validation's findings, each once, at the file's path.
#include <catch2/catch.hpp>
#include <cmath>

#include "model/io/scenario_writer.h"
#include "model/scenario/option_edits.h"
#include "tests/io/reader_support.h"

using namespace gputco;
using namespace gputco::io;
using namespace gputco::io::test;
namespace sc = gputco::scenario;

#define CHECK_READ_REPORTS(text, problem)          \
    do {                                           \
        const ReadResult result_ = readText(text); \
        INFO(listing(result_));                    \
        CHECK(result_.error.empty());              \
        CHECK(result_.scenario.has_value());       \
        CHECK(reports(result_, problem));          \
    } while (false)

TEST_CASE("io reader: the minimal document is valid and takes the defaults", "[io]") {
    const ReadResult result = readText(minimalDocument());
    INFO(listing(result));
    REQUIRE(result.ok());
    const sc::Scenario& s = *result.scenario;
    const auto& owned = std::get<sc::OwnedSource>(s.options[0].sources[0]);
    CHECK(owned.gpusPerNode == 8);
    CHECK(owned.availability == 1.0);
    CHECK(owned.financing.kind == sc::FinancingKind::Cash);
    CHECK(owned.facility.rackFeePerMonth == 0);
    const auto& rent = std::get<sc::OnDemandSource>(s.options[1].sources[0]);
    CHECK(rent.schedulingEfficiency == 0.9);
    CHECK(std::isinf(rent.maxInstances));
    CHECK(s.demand.preset == sc::ProfilePreset::Flat);
    CHECK_FALSE(s.uncertainty.has_value());
    CHECK(s.accounting.depreciation == sc::DepreciationMethod::StraightLine);
}

TEST_CASE("io reader: wrong types are reported once, with both types", "[io]") {
    const std::string doc = minimalDocument();
    const ReadResult result = readText(replaced(doc, R"("nodes": 2)", R"("nodes": "2")"));
    INFO(listing(result));
    CHECK(reports(result, "options[0].sources[0].nodes: must be a number, got string"));
    // validate() would say "must be a whole number >= 1, got 0" of the default: not repeated.
    CHECK(problemsAt(result, "options[0].sources[0].nodes") == 1);

    CHECK_READ_REPORTS(replaced(doc, R"("name": "Rent")", R"("name": 7)"),
                       "options[1].name: must be a string, got number");
    CHECK_READ_REPORTS(replaced(doc, R"("demand": { "gpus": 10 })", R"("demand": [10])"),
                       "demand: must be an object, got array");
    CHECK_READ_REPORTS(replaced(doc, R"("horizon_years": 5)", R"("horizon_years": 2.5)"),
                       "horizon_years: must be a whole number, got 2.5");
    CHECK_READ_REPORTS(replaced(doc, R"("discount_rate": 0.08)", R"("discount_rate": true)"),
                       "finance.discount_rate: must be a number, got bool");
    CHECK_READ_REPORTS(replaced(doc, R"("tensor_fp16": 1.0)", R"("tensor_fp16": null, "fp32": 1)"),
                       "workload.bound.tensor_fp16: must be a number, got null");
    CHECK_READ_REPORTS(replaced(doc, R"("finance": { "discount_rate": 0.08 })",
                                R"("finance": { "discount_rate": 0.08 }, "tax": { "enabled": 1 })"),
                       "tax.enabled: must be true or false, got number");
    CHECK_READ_REPORTS(replaced(doc, R"("sources": [
        { "kind": "on_demand")",
                                R"("sources": [ 5,
        { "kind": "on_demand")"),
                       "options[1].sources[0]: must be an object, got number");
}

TEST_CASE("io reader: missing required fields say so", "[io]") {
    const std::string doc = minimalDocument();
    CHECK_READ_REPORTS(replaced(doc, R"("server_price": 199000,)", ""),
                       "options[0].sources[0].server_price: required");
    CHECK_READ_REPORTS(replaced(doc, R"("demand": { "gpus": 10 },)", ""), "demand: required");
    CHECK_READ_REPORTS(replaced(doc, R"("demand": { "gpus": 10 })", R"("demand": {})"),
                       "demand.gpus: required");
    CHECK_READ_REPORTS(replaced(doc, R"("kind": "on_demand", )", ""), "options[1].sources[0].kind: required");
    CHECK_READ_REPORTS(replaced(doc, R"("tariff": "flat-tariff")", R"("colo_per_kw_month": 0)"),
                       "options[0].sources[0].facility.tariff: required");
    CHECK_READ_REPORTS(replaced(doc, R"("workload": { "bound": { "tensor_fp16": 1.0 } },)", ""),
                       "workload: required");
    // Jobs replace demand.gpus.
    const ReadResult jobs = readText(replaced(
        doc, R"("demand": { "gpus": 10 })",
        R"("demand": { "jobs": { "training": [ { "name": "7B", "runs_per_month": 2, "params": 7e9, "tokens": 1e12 } ],
                       "inference": [ { "name": "chat", "tokens_per_second": 5000, "params": 7e9, "mfu": 0.25 } ] } })"));
    INFO(listing(jobs));
    REQUIRE(jobs.ok());
    REQUIRE(jobs.scenario->demand.jobs);
    CHECK(jobs.scenario->demand.jobs->training.at(0).tokens == 1e12);
    CHECK(jobs.scenario->demand.jobs->training.at(0).mfu == 0.4);
    CHECK(jobs.scenario->demand.jobs->inference.at(0).mfu == 0.25);
}

TEST_CASE("io reader: financing kinds need their fields", "[io]") {
    const std::string doc = minimalDocument();
    const std::string facility = R"("facility": { "pue": 1.5, "tariff": "flat-tariff" })";
    const ReadResult loan = readText(replaced(
        doc, facility, facility + R"(, "financing": { "kind": "loan", "down_payment_fraction": 0.2 })"));
    INFO(listing(loan));
    CHECK(reports(loan, "options[0].sources[0].financing.rate: required"));
    CHECK(reports(loan, "options[0].sources[0].financing.term_months: required"));
    CHECK(problemsAt(loan, "options[0].sources[0].financing.term_months") == 1);

    const ReadResult lease = readText(
        replaced(doc, facility, facility + R"(, "refresh_years": 3, "financing": { "kind": "lease" })"));
    INFO(listing(lease));
    CHECK(reports(lease, "options[0].sources[0].financing.monthly_payment: required"));
    CHECK(reports(lease, "options[0].sources[0].financing.term_months: required"));
    CHECK(
        reports(lease, "options[0].sources[0].refresh_years: refresh is not supported with a lease, got 3"));

    CHECK_READ_REPORTS(replaced(doc, facility, facility + R"(, "financing": { "kind": "barter" })"),
                       "options[0].sources[0].financing.kind: unknown kind \"barter\" (expected "
                       "one of cash, loan, lease)");

    const ReadResult leased = readText(replaced(
        doc, facility,
        facility + R"(, "financing": { "kind": "lease", "monthly_payment": 9000, "term_months": 36 })"));
    INFO(listing(leased));
    REQUIRE(leased.ok());
    const auto& f = std::get<sc::OwnedSource>(leased.scenario->options[0].sources[0]).financing;
    CHECK(f.kind == sc::FinancingKind::Lease);
    CHECK(f.monthlyPayment == 9000);
    CHECK(f.termMonths == 36);
}

TEST_CASE("io reader: unknown names are problems at their field", "[io]") {
    const std::string doc = minimalDocument();
    // An unknown kind: nothing else is said about that source, and the next keeps its index.
    const ReadResult kind = readText(replaced(doc, R"("sources": [
        { "kind": "on_demand")",
                                              R"("sources": [ { "kind": "rental", "gpu": 5 },
        { "kind": "on_demand", "max_instances": -1)"));
    INFO(listing(kind));
    CHECK(reports(kind,
                  "options[1].sources[0].kind: unknown kind \"rental\" (expected one of "
                  "owned, reserved, subscription, spot, on_demand)"));
    CHECK(reports(kind, "options[1].sources[1].max_instances: must be a whole number >= 0, got -1"));
    CHECK(kind.problems.size() == 2);

    CHECK_READ_REPORTS(replaced(doc, R"("discount_rate": 0.08 })",
                                R"("discount_rate": 0.08 }, "accounting": { "depreciation": "macrs_7" })"),
                       "accounting.depreciation: unknown depreciation \"macrs_7\" (expected one of "
                       "straight_line, declining_balance, sum_of_years_digits, macrs_5, "
                       "cn_straight_line, none, expense)");
    CHECK_READ_REPORTS(replaced(doc, R"("demand": { "gpus": 10 })",
                                R"("demand": { "gpus": 10, "weekly_profile": "weekends" })"),
                       "demand.weekly_profile: unknown weekly_profile \"weekends\" (expected one "
                       "of flat, office_hours, nightly_batch)");
    CHECK_READ_REPORTS(replaced(doc, R"("kind": "flat", )", R"("kind": "spot-market", )"),
                       "tariffs.flat-tariff.kind: unknown kind \"spot-market\" (expected one of "
                       "flat, tou)");
    CHECK_READ_REPORTS(replaced(doc, R"("tariff": "flat-tariff")", R"("tariff": "cn")"),
                       "options[0].sources[0].facility.tariff: no tariff named \"cn\"");
    CHECK_READ_REPORTS(
        replaced(doc, R"("discount_rate": 0.08)", R"("discount_rate": 0.08, "baseline": "AWS")"),
        "finance.baseline: no option named \"AWS\"");
    CHECK_READ_REPORTS(replaced(doc, R"("kind": "on_demand", "gpu": "A100-40GB-SXM4")",
                                R"("kind": "on_demand", "gpu": "H100")"),
                       "options[1].sources[0].gpu: no GPU named \"H100\"");
}

TEST_CASE("io reader: weekly profiles are a preset or a list of numbers", "[io]") {
    const std::string doc = minimalDocument();
    const std::string demand = R"("demand": { "gpus": 10 })";
    const auto withProfile = [&](const std::string& profile) {
        return replaced(doc, demand, R"("demand": { "gpus": 10, "weekly_profile": )" + profile + " }");
    };
    std::string week = "[";
    for (int h = 0; h < 168; ++h) week += (h ? "," : "") + std::to_string(h % 24 < 8 ? 0 : 2);
    const ReadResult custom = readText(withProfile(week + "]"));
    INFO(listing(custom));
    REQUIRE(custom.ok());
    CHECK(custom.scenario->demand.preset == sc::ProfilePreset::Custom);
    CHECK(custom.scenario->demand.customProfile.at(9) == 2);

    const ReadResult nightly = readText(withProfile(R"("nightly_batch")"));
    REQUIRE(nightly.ok());
    CHECK(nightly.scenario->demand.preset == sc::ProfilePreset::NightlyBatch);

    CHECK_READ_REPORTS(withProfile("[1, 2, 3]"),
                       "demand.weekly_profile: must be a preset name or a list of 168 numbers "
                       "(one per hour of the week), got 3 numbers");
    CHECK_READ_REPORTS(withProfile(week + R"(, "x"])"),
                       "demand.weekly_profile[168]: must be a number, got string");
    CHECK_READ_REPORTS(withProfile("{}"),
                       "demand.weekly_profile: must be a preset name or a list of 168 numbers, got object");
    std::string zeros = "[0";
    for (int h = 1; h < 168; ++h) zeros += ",0";
    CHECK_READ_REPORTS(withProfile(zeros + "]"), "demand.weekly_profile: must not be all zeros");
}

TEST_CASE("io reader: subscriptions read into reserved capacity paid monthly", "[io]") {
    const std::string doc = minimalDocument();
    const std::string rent =
        R"({ "kind": "on_demand", "gpu": "A100-40GB-SXM4", "price_per_hour": 21.957642 })";
    const auto withSource = [&](const std::string& source) {
        return replaced(doc, rent, rent + ", " + source);
    };
    const ReadResult monthly = readText(withSource(
        R"({ "kind": "subscription", "gpu": "A100-40GB-SXM4", "instances": 2, "price_per_month": 14600 })"));
    INFO(listing(monthly));
    REQUIRE(monthly.ok());
    const auto& sub = std::get<sc::ReservedSource>(monthly.scenario->options[1].sources.at(1));
    CHECK(sub.subscription);
    CHECK(sub.pricePerHour == 20.0);  // 14,600 / 730
    CHECK(sub.termMonths == 1);
    CHECK(sub.upfrontFraction == 1.0);

    const ReadResult yearly = readText(withSource(
        R"({ "kind": "subscription", "gpu": "A100-40GB-SXM4", "instances": 1, "price_per_hour": 12, "term_months": 12, "upfront_fraction": 0.5 })"));
    REQUIRE(yearly.ok());
    const auto& year = std::get<sc::ReservedSource>(yearly.scenario->options[1].sources.at(1));
    CHECK(year.pricePerHour == 12);
    CHECK(year.termMonths == 12);
    CHECK(year.upfrontFraction == 0.5);

    CHECK_READ_REPORTS(withSource(R"({ "kind": "subscription", "gpu": "A100-40GB-SXM4", "instances": 1 })"),
                       "options[1].sources[1].price_per_month: required (or price_per_hour)");
    CHECK_READ_REPORTS(
        withSource(
            R"({ "kind": "subscription", "gpu": "A100-40GB-SXM4", "instances": 1, "price_per_hour": 1, "price_per_month": 730 })"),
        "options[1].sources[1].price_per_month: give price_per_month or price_per_hour, not both");
    CHECK_READ_REPORTS(withSource(R"({ "kind": "reserved", "gpu": "A100-40GB-SXM4", "price_per_hour": 1 })"),
                       "options[1].sources[1].instances: required");
}

TEST_CASE("io reader: optional fields and validation findings come through", "[io]") {
    const std::string doc = minimalDocument();
    const ReadResult extras = readText(
        replaced(replaced(doc, R"("pue": 1.5, "tariff": "flat-tariff")",
                          R"("pue": 1.5, "tariff": "flat-tariff", "rack_fee_per_month": 1200)"),
                 R"("workload")",
                 R"("gpus": { "A100-40GB-SXM4": { "datasheet": { "tensor_fp16": 312 }, "memory_gb": 40 } },
  "uncertainty": { "trials": 500, "seed": 1152921504606846977,
                   "inputs": [ { "path": "demand.gpus", "dist": "pert", "low": 5, "mode": 10, "high": 20 },
                               { "path": "demand.growth_per_year", "dist": "normal", "mean": 0.1, "stddev": 0.05 } ] },
  "workload")"));
    INFO(listing(extras));
    REQUIRE(extras.ok());
    const sc::Scenario& s = *extras.scenario;
    CHECK(std::get<sc::OwnedSource>(s.options[0].sources[0]).facility.rackFeePerMonth == 1200);
    CHECK(s.gpus.at("A100-40GB-SXM4").memoryGb == 40);
    REQUIRE(s.uncertainty);
    CHECK(s.uncertainty->seed == 1152921504606846977ull);  // 2^60 + 1: all 64 bits kept
    CHECK(s.uncertainty->trials == 500);
    CHECK(s.uncertainty->inputs.at(0).dist == sc::Distribution::Pert);
    CHECK(s.uncertainty->inputs.at(1).stddev == 0.05);

    CHECK_READ_REPORTS(
        replaced(
            doc, R"("workload")",
            R"("uncertainty": { "inputs": [ { "path": "demand.gpus", "dist": "triangular", "low": 5, "high": 20 } ] }, "workload")"),
        "uncertainty.inputs[0].mode: required");
    CHECK_READ_REPORTS(replaced(doc, R"("pue": 1.5)", R"("pue": 0.8)"),
                       "options[0].sources[0].facility.pue: must be >= 1.0, got 0.8");
    CHECK_READ_REPORTS(replaced(doc, R"("price_per_kwh": 0.08)", R"("price_per_kwh": -1)"),
                       "tariffs.flat-tariff.price_per_kwh: must be >= 0, got -1");
    CHECK_READ_REPORTS(replaced(doc, R"("name": "Rent")", R"("name": "Buy")"),
                       "options[1].name: duplicate of options[0] (\"Buy\")");
    CHECK_READ_REPORTS(replaced(doc, R"("price_per_hour": 21.957642)",
                                R"("price_per_hour": 21.957642, "max_instances": 2.5)"),
                       "options[1].sources[0].max_instances: must be a whole number >= 0, got 2.5");
    // A null max_instances means unbounded, as JSON has no infinity.
    const ReadResult unbounded = readText(replaced(doc, R"("price_per_hour": 21.957642)",
                                                   R"("price_per_hour": 21.957642, "max_instances": null)"));
    REQUIRE(unbounded.ok());
    CHECK(std::isinf(std::get<sc::OnDemandSource>(unbounded.scenario->options[1].sources[0]).maxInstances));
}

TEST_CASE("io reader: option and source ids are read, checked and unique", "[io]") {
    const std::string doc = minimalDocument();
    // Ids where a file gives them; none where it does not (the app adds them, ensureIds).
    const std::string withIds =
        replaced(replaced(doc, R"({ "name": "Buy",)", R"({ "id": "buy", "name": "Buy",)"),
                 R"({ "kind": "on_demand",)", R"({ "id": "rent.1", "kind": "on_demand",)");
    const ReadResult read = readText(withIds);
    INFO(listing(read));
    REQUIRE(read.ok());
    CHECK(read.scenario->options[0].id == "buy");
    CHECK(read.scenario->options[1].id.empty());
    CHECK(sc::sourceId(read.scenario->options[1].sources[0]) == "rent.1");
    CHECK(sc::sourceId(read.scenario->options[0].sources[0]).empty());

    CHECK_READ_REPORTS(replaced(doc, R"({ "name": "Buy",)", R"({ "id": "a b", "name": "Buy",)"),
                       "options[0].id: an id is 1 to 64 letters, digits, '_', '.' or '-'");
    CHECK_READ_REPORTS(replaced(doc, R"({ "name": "Buy",)", R"({ "id": 3, "name": "Buy",)"),
                       "options[0].id: must be a string, got number");
    CHECK_READ_REPORTS(replaced(replaced(doc, R"({ "name": "Buy",)", R"({ "id": "x", "name": "Buy",)"),
                                R"({ "name": "Rent",)", R"({ "id": "x", "name": "Rent",)"),
                       "options[1].id: \"x\" is already the id of options[0]");
    CHECK_READ_REPORTS(replaced(replaced(doc, R"({ "kind": "owned",)", R"({ "id": "s", "kind": "owned",)"),
                                R"({ "kind": "on_demand",)", R"({ "id": "s", "kind": "on_demand",)"),
                       "options[1].sources[0].id: \"s\" is already the id of options[0].sources[0]");
}

TEST_CASE("io reader: MIG profiles and API prices are read, checked and written back", "[io][sizing]") {
    const std::string doc = minimalDocument();
    const std::string mig = replaced(
        replaced(replaced(doc, R"("kind": "owned", "gpu": "A100-40GB-SXM4",)",
                          R"("kind": "owned", "gpu": "A100-40GB-SXM4", "mig_profile": "3g.20gb",)"),
                 R"("kind": "on_demand", "gpu": "A100-40GB-SXM4",)",
                 R"("kind": "on_demand", "gpu": "A100-40GB-SXM4", "mig_profile": "1g.5gb",)"),
        R"("demand": { "gpus": 10 })",
        R"("demand": { "jobs": { "inference": [ { "name": "chat", "tokens_per_second": 5000, "params": 7e9,
                       "api_input_price": 0.2, "api_output_price": 0.6, "api_input_share": 0.5 } ] } })");
    const ReadResult read = readText(mig);
    INFO(listing(read));
    REQUIRE(read.ok());
    const sc::Scenario& s = *read.scenario;
    CHECK(std::get<sc::OwnedSource>(s.options[0].sources[0]).migProfile == "3g.20gb");
    CHECK(std::get<sc::OnDemandSource>(s.options[1].sources[0]).migProfile == "1g.5gb");
    const sc::InferenceJob& chat = s.demand.jobs->inference.at(0);
    CHECK(chat.apiInputPrice == std::optional<double>(0.2));
    CHECK(chat.apiOutputPrice == std::optional<double>(0.6));
    CHECK(chat.apiInputShare == 0.5);
    CHECK(chat.blendedApiPrice() == Approx(0.4));
    // Written back as read; a source without a profile and a job without prices as before.
    const std::string written = writeScenarioJson(s).toStdString();
    CHECK(written.find(R"("mig_profile": "3g.20gb")") != std::string::npos);
    CHECK(written.find(R"("api_input_share": 0.5)") != std::string::npos);
    const ReadResult again = readText(written);
    REQUIRE(again.ok());
    CHECK(*again.scenario == s);
    const std::string plain = writeScenarioJson(*readText(doc).scenario).toStdString();
    CHECK(plain.find("mig_profile") == std::string::npos);
    CHECK(plain.find("api_") == std::string::npos);

    CHECK_READ_REPORTS(replaced(mig, R"("mig_profile": "3g.20gb")", R"("mig_profile": "3g.40gb")"),
                       "options[0].sources[0].mig_profile: GPU \"A100-40GB-SXM4\" has no MIG profile "
                       "\"3g.40gb\" (its profiles: 1g.5gb, 1g.10gb, 2g.10gb, 3g.20gb, 4g.20gb, 7g.40gb)");
    CHECK_READ_REPORTS(replaced(mig, R"("mig_profile": "3g.20gb")", R"("mig_profile": 3)"),
                       "options[0].sources[0].mig_profile: must be a string, got number");
    CHECK_READ_REPORTS(replaced(mig, R"("api_output_price": 0.6, )", ""),
                       "demand.jobs.inference[0].api_output_price: required with api_input_price (the API's "
                       "price per million output tokens)");
    CHECK_READ_REPORTS(replaced(mig, R"("api_input_price": 0.2)", R"("api_input_price": -0.2)"),
                       "demand.jobs.inference[0].api_input_price: must be >= 0, got -0.2");
}

TEST_CASE("io reader: an optimised option's record is read, checked and written back", "[io][optimiser]") {
    const std::string doc = minimalDocument();
    const std::string record =
        R"({ "optimised": {"from_id": "rent.1", "from": "Rent", "max_capex": 500000, "percentile": 90,
             "budget": 4100000, "trials": 300, "seed": 7, "max_units": [{"source": 2, "units": 8}]},
             "name": "Buy",)";
    const ReadResult read = readText(replaced(doc, R"({ "name": "Buy",)", record));
    INFO(listing(read));
    REQUIRE(read.ok());
    const auto& from = read.scenario->options[0].optimised;
    REQUIRE(from.has_value());
    CHECK(from->optionId == "rent.1");
    CHECK(from->optionName == "Rent");
    CHECK(from->maxCapex == std::optional<double>(500000));
    CHECK_FALSE(from->maxUnservedShare.has_value());
    CHECK(from->percentile == std::optional<int>(90));
    CHECK(from->budget == std::optional<double>(4100000));
    CHECK(from->trials == 300);
    CHECK(from->seed == std::optional<std::uint64_t>(7));
    // "source": 2 in the file is the second source: index 1.
    CHECK(from->maxUnits == std::vector<std::pair<std::size_t, int>>{{1, 8}});
    CHECK_FALSE(read.scenario->options[1].optimised.has_value());
    // Written back as it was read, and read again to the same record.
    const ReadResult again = readText(writeScenarioJson(*read.scenario).toStdString());
    REQUIRE(again.ok());
    CHECK(again.scenario->options[0].optimised == from);
    // Without a risk limit no trials were run: none are written (docs/file-format.md: each
    // limit is written only when it was set; they wrote "trials": 2000).
    scenario::Scenario noRisk = *read.scenario;
    noRisk.options[0].optimised->percentile.reset();
    noRisk.options[0].optimised->budget.reset();
    const QString written = writeScenarioJson(noRisk);
    CHECK(written.contains(QStringLiteral("\"max_capex\"")));
    CHECK_FALSE(written.contains(QStringLiteral("\"trials\": 300")));
    CHECK(written.count(QStringLiteral("\"trials\"")) ==
          (noRisk.uncertainty ? 1 : 0));  // the risk section's own

    const auto with = [&](const std::string& members) {
        return replaced(doc, R"({ "name": "Buy",)", R"({ "optimised": {)" + members + R"(}, "name": "Buy",)");
    };
    CHECK_READ_REPORTS(with(R"("max_capex": 1)"), "options[0].optimised.from: required");
    CHECK_READ_REPORTS(with(R"("from": "")"), "options[0].optimised.from: must not be empty");
    CHECK_READ_REPORTS(with(R"("from": "Rent", "percentile": 90)"),
                       "options[0].optimised.budget: a risk limit needs both a percentile and a budget");
    CHECK_READ_REPORTS(with(R"("from": "Rent", "budget": 9)"),
                       "options[0].optimised.percentile: a risk limit needs both a percentile and a budget");
    CHECK_READ_REPORTS(with(R"("from": "Rent", "percentile": 100, "budget": 9)"),
                       "options[0].optimised.percentile: must be a whole number between 1 and 99, got 100");
    CHECK_READ_REPORTS(with(R"("from": "Rent", "max_unserved_share": 5)"),
                       "options[0].optimised.max_unserved_share: must be between 0 and 1, got 5");
    CHECK_READ_REPORTS(with(R"("from": "Rent", "trials": 0)"),
                       "options[0].optimised.trials: must be a whole number between 1 and 1000000, got 0");
    CHECK_READ_REPORTS(
        with(R"("from": "Rent", "max_units": [{"source": 0, "units": 3}])"),
        "options[0].optimised.max_units[0]: source must be at least 1 and units at least 0, got source 0 "
        "and units 3");
}
