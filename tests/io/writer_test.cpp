// The canonical writer (issue #4): save -> load gives an equal Scenario, save -> load ->
// save gives identical bytes, members of newer builds survive, older versions migrate.
#include <catch2/catch.hpp>

#include <QFile>

#include <string>
#include <tuple>

#include "model/io/scenario_reader.h"
#include "model/io/scenario_writer.h"
#include "model/scenario/option_edits.h"
#include "tests/engine/random_scenarios.h"
#include "tests/io/reader_support.h"

namespace gputco::io::test {

namespace {

// Fields the engine's random scenarios leave at their defaults, filled so that the round
// trip covers them too.
void addRarelyUsedFields(scenario::Scenario& s, unsigned i) {
    s.name = "Scenario " + std::to_string(i) + " \"quoted\" \\ 中文 \t tab";
    s.notes = "line one\nline two";
    s.fx = {{"CNY", 0.1408 + i * 1e-9}, {"EUR", 1.0 / 3.0}};
    s.gpus.begin()->second.memoryGb = 40;
    s.gpus.begin()->second.provenance.source = "datasheet";
    s.gpus.begin()->second.provenance.asOf = "2020-05";
    if (i % 3 == 0) {
        scenario::Jobs jobs;
        jobs.training.push_back(scenario::trainingJob("pretrain", 0.5, 7e9, 1.4e12, 0.41));
        jobs.inference.push_back(scenario::inferenceJob("chat", 1234.5, 7e9, 0.3));
        s.demand.jobs = jobs;
        s.demand.jobsAddToGpus = i % 2 == 0;  // "jobs_combine": "add" read back too
    }
    if (i % 2 == 0) {
        scenario::Uncertainty u;
        u.trials = 5000;
        u.seed = 9007199254740993ull;  // 2^53 + 1: a double would round it
        u.inputs.push_back({"demand.gpus", scenario::Distribution::Triangular, 1, 2, 3, 0, 0});
        u.inputs.push_back({"demand.growth_per_year", scenario::Distribution::Normal, 0, 0, 0, 0.1, 0.05});
        s.uncertainty = u;
    }
    s.benefits = {1000.0 * i, 0.01};
    if (i % 5 == 0) scenario::ensureIds(s);  // the stable ids the app gives, kept in the file
    if (i % 4 == 1) {
        scenario::ProbeCalibration c;
        c.device = "NVIDIA H200";
        c.uuid = "GPU-" + std::to_string(i);
        c.measuredAt = "2026-12-03T10:00:00Z";
        c.probeVersion = "0.1.0";
        c.origin = "h200 probe.json";
        c.measured = {{"hbm_bandwidth", 4210.5 + i}, {"fp32", 60.25}, {"h2d", 53.1}};
        c.probeDatasheet = {{"hbm_bandwidth", 4800}, {"fp32", 67}};
        c.previousEfficiency = {{"hbm_bandwidth", 0.9}};
        if (i % 8 == 5) c.methods = {{"hbm_bandwidth", "triad"}, {"fp32", "fma_loop"}};
        c.throttled = i % 8 == 1;
        s.gpus.begin()->second.calibration = c;
    }
}

}  // namespace

TEST_CASE("save then load gives the same scenario, and saving again the same bytes", "[writer]") {
    gputco::test::ScenarioGenerator generator(20261202);
    for (unsigned i = 0; i < 300; ++i) {
        scenario::Scenario s = generator.next();
        addRarelyUsedFields(s, i);
        INFO("scenario " << i);
        const QByteArray first = writeScenarioJson(s);
        const ReadResult read = readScenarioJson(first);
        INFO(listing(read));
        REQUIRE(read.error.empty());
        REQUIRE(read.scenario.has_value());
        CHECK(read.scenario->unknownFields.empty());
        CHECK(*read.scenario == s);
        CHECK(writeScenarioJson(*read.scenario).toStdString() == first.toStdString());
    }
}

TEST_CASE("every example reads back equal after a canonical save", "[writer]") {
    for (const char* name :
         {"a100-buy-vs-rent.gputco", "cn-liquid-cooling.gputco", "inference-spot-subscription.gputco",
          "us-macrs-loan.gputco", "inference-t4-a100-mig.gputco", "finetune-70b-h100-h200.gputco",
          "cn-cloud-a100-subscription.gputco", "h200-buy-reserve-rent.gputco"}) {
        INFO(name);
        const ReadResult original = readScenarioJson(exampleBytes(name));
        REQUIRE(original.ok());
        const QByteArray canonical = writeScenarioJson(*original.scenario);
        const ReadResult again = readScenarioJson(canonical);
        REQUIRE(again.ok());
        CHECK(*again.scenario == *original.scenario);
        CHECK(writeScenarioJson(*again.scenario) == canonical);
    }
}

TEST_CASE("the canonical form: 2-space indent, schema order, shortest numbers", "[writer]") {
    scenario::Scenario s;
    s.demand.gpus = 0.1 + 0.2;  // 0.30000000000000004: 17 digits are needed to read it back
    s.horizonYears = 3;
    const std::string text = writeScenarioJson(s).toStdString();
    CHECK(text.rfind("{\n  \"format\": \"gputco.scenario\",\n  \"version\": 1,\n  \"name\": \"\",\n", 0) ==
          0);
    CHECK(text.find("\"gpus\": 0.30000000000000004,") != std::string::npos);
    CHECK(text.find("\"horizon_years\": 3,") != std::string::npos);
    CHECK(text.find("\"salvage_fraction\": 0,") != std::string::npos);
    CHECK(text.back() == '\n');
}

TEST_CASE("members unknown to this build are kept and written back where they were", "[writer]") {
    std::string doc = minimalDocument();
    doc = replaced(doc, "\"currency\": \"USD\",",
                   "\"currency\": \"USD\", \"zz_future\": {\"a\": [1, 2.5, \"x\"]},");
    doc = replaced(doc, "\"kind\": \"owned\",", "\"kind\": \"owned\", \"carbon_price\": 85.5,");
    const ReadResult read = readText(doc);
    INFO(listing(read));
    REQUIRE(read.ok());
    REQUIRE(read.scenario->unknownFields.size() == 2);
    CHECK(read.scenario->unknownFields.at("") == R"({"zz_future":{"a":[1,2.5,"x"]}})");
    CHECK(read.scenario->unknownFields.at("options[0].sources[0]") == R"({"carbon_price":85.5})");

    const QByteArray saved = writeScenarioJson(*read.scenario);
    const std::string text = saved.toStdString();
    CHECK(text.find("\"carbon_price\": 85.5") != std::string::npos);
    CHECK(text.find("\"zz_future\": {\n    \"a\": [1, 2.5, \"x\"]\n  }") != std::string::npos);
    const ReadResult again = readScenarioJson(saved);
    REQUIRE(again.ok());
    CHECK(*again.scenario == *read.scenario);
    CHECK(writeScenarioJson(*again.scenario) == saved);
}

TEST_CASE("a member name that starts with a byte-order mark is refused, naming it", "[writer]") {
    // Found by `make fuzz`: Qt gives the key "\uFEFFtax" out as "tax" but does not find it under
    // "tax", so the file's tax section was neither read nor kept, and was lost on saving.
    const std::string bom = "\xEF\xBB\xBF";
    for (const auto& [from, to, path] :
         {std::tuple{"\"currency\": \"USD\",",
                     "\"currency\": \"USD\", \"" + bom + "tax\": {\"enabled\": true},", "tax"},
          std::tuple{"\"kind\": \"owned\",", "\"kind\": \"owned\", \"" + bom + "zz\": 1,",
                     "options[0].sources[0].zz"}}) {
        INFO(path);
        const ReadResult read = readText(replaced(minimalDocument(), from, to));
        REQUIRE(read.scenario);
        REQUIRE(read.problems.size() == 1);
        CHECK(read.problems[0].path == path);
        CHECK(read.problems[0].message ==
              "the name starts with an invisible byte-order mark (U+FEFF): delete that character");
        CHECK(read.scenario->unknownFields.empty());
    }
}

TEST_CASE("a version 0 file migrates to version 1 through its step", "[writer][migration]") {
    QFile file(QStringLiteral(GPUTCO_SOURCE_DIR "/tests/fixtures/scenarios/version0-draft.gputco"));
    REQUIRE(file.open(QIODevice::ReadOnly));
    const ReadResult read = readScenarioJson(file.readAll());
    INFO(listing(read));
    REQUIRE(read.ok());
    CHECK(read.fileVersion == 0);
    REQUIRE(read.migrations.size() == 1);
    CHECK(read.migrations[0].rfind("version 0 -> 1: horizon_months became horizon_years", 0) == 0);
    // horizon_months 36 -> 3 years; discount_rate and baseline moved under finance.
    CHECK(read.scenario->horizonYears == 3);
    CHECK(read.scenario->finance.discountRate == 0.07);
    CHECK(read.scenario->finance.baseline == "On-demand");
    CHECK(read.scenario->unknownFields.empty());
    const std::string upgraded = writeScenarioJson(*read.scenario).toStdString();
    CHECK(upgraded.find("\"version\": 1,") != std::string::npos);
    CHECK(upgraded.find("horizon_months") == std::string::npos);
}

TEST_CASE("a version 0 file that cannot be migrated says why", "[writer][migration]") {
    const ReadResult read = readText(R"({"format": "gputco.scenario", "version": 0, "horizon_months": 30})");
    CHECK(read.error ==
          "cannot read this older file: version 0 -> 1: horizon_months must be a whole number "
          "of years (12, 24, ...) to become horizon_years");
}

TEST_CASE("a version 0 horizon too long to be an int is refused, not overflowed", "[writer][migration]") {
    // make fuzz found 1e300 months cast to int (undefined behaviour). 1e300 / 12 = 8.3e298 years,
    // which the reader refuses as it would in a current file.
    const ReadResult read =
        readText(R"({"format": "gputco.scenario", "version": 0, "horizon_months": 1e300})");
    REQUIRE(read.error.empty());
    REQUIRE(read.migrations.size() == 1);
    bool refused = false;
    for (const auto& problem : read.problems)
        refused = refused || (problem.path == "horizon_years" &&
                              problem.message.rfind("must be a whole number, got 8.3", 0) == 0);
    CHECK(refused);
}

TEST_CASE("a version 0 horizon of 20 years migrates and is refused by the 1-10 year rule",
          "[writer][migration]") {
    // 240 months / 12 = 20 years; validation allows 1 to 10 (MODEL.md section 9).
    const ReadResult read = readText(R"({"format": "gputco.scenario", "version": 0, "horizon_months": 240})");
    bool refused = false;
    for (const auto& problem : read.problems)
        refused = refused || problem.text() == "horizon_years: must be between 1 and 10, got 20";
    CHECK(refused);
}

}  // namespace gputco::io::test
