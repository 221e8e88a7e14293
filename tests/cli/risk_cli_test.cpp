// gputco-cli sensitivity and montecarlo as a user runs them (docs/methodology.md "Risk").
// Expected numbers come from the engine run in-process on the same file.
#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include "model/engine/sensitivity.h"
#include "model/io/scenario_reader.h"
#include "tests/cli/cli_run.h"

using gputco::test::kExample;

using gputco::test::cli;
using gputco::test::Run;
using gputco::test::writeTemp;

namespace {

// The example without its uncertainty section.
QByteArray withoutUncertainty() {
    QFile f(kExample);
    REQUIRE(f.open(QIODevice::ReadOnly));
    QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
    doc.remove("uncertainty");
    return QJsonDocument(doc).toJson();
}

}  // namespace

TEST_CASE("cli: sensitivity --json lists every input, largest swing first", "[cli][risk]") {
    const Run r = cli({"sensitivity", kExample, "--json"});
    REQUIRE(r.exitCode == 0);
    const auto doc = QJsonDocument::fromJson(r.out).object();
    CHECK(doc["format"].toString() == "gputco.sensitivity");
    CHECK(doc["baseline"].toString() == "AWS p4d on-demand");
    const auto inputs = doc["inputs"].toArray();
    REQUIRE(inputs.size() == 5);
    double previous = inputs[0].toObject()["swing"].toDouble();
    for (const auto& v : inputs) {
        const auto in = v.toObject();
        CHECK(in["swing"].toDouble() <= previous);
        previous = in["swing"].toDouble();
        CHECK(in["low"].toDouble() <= in["high"].toDouble());
        const auto options = in["options"].toArray();
        REQUIRE(options.size() == 4);
        CHECK(options[0].toObject()["saving_low"].isNull());  // the baseline
        CHECK(options[2].toObject().contains("pv_high"));
    }
    // The same ranking as the engine gives in-process.
    const auto read = gputco::io::readScenarioFile(kExample);
    REQUIRE(read.ok());
    const auto engine = gputco::engine::sensitivity(*read.scenario);
    for (qsizetype i = 0; i < inputs.size(); ++i) {
        const auto in = inputs[i].toObject();
        CHECK(in["path"].toString().toStdString() == engine.inputs[static_cast<std::size_t>(i)].path);
        CHECK(in["swing"].toDouble() == engine.inputs[static_cast<std::size_t>(i)].swing);
    }
}

TEST_CASE("cli: sensitivity prints a table by default", "[cli][risk]") {
    const Run r = cli({"sensitivity", kExample});
    REQUIRE(r.exitCode == 0);
    CHECK(r.out.contains("demand.growth_per_year"));
    CHECK(r.out.contains("swing"));
    CHECK(r.err.isEmpty());
}

TEST_CASE("cli: montecarlo --json is the same on 1 and 2 threads", "[cli][risk]") {
    const Run one =
        cli({"montecarlo", kExample, "--trials", "3000", "--seed", "7", "--threads", "1", "--json"});
    const Run two =
        cli({"montecarlo", kExample, "--trials", "3000", "--seed", "7", "--threads", "2", "--json"});
    REQUIRE(one.exitCode == 0);
    REQUIRE(two.exitCode == 0);
    CHECK(one.out == two.out);
    CHECK(one.err.isEmpty());  // no progress bar when stderr is not a terminal
    const auto doc = QJsonDocument::fromJson(one.out).object();
    CHECK(doc["format"].toString() == "gputco.montecarlo");
    CHECK(doc["trials"].toInt() == 3000);
    CHECK(doc["seed"].toInt() == 7);
    const auto options = doc["options"].toArray();
    REQUIRE(options.size() == 4);
    double cheapest = 0;
    for (const auto& v : options) {
        const auto o = v.toObject();
        const auto pv = o["pv"].toObject();
        CHECK(pv["p5"].toDouble() <= pv["p50"].toDouble());
        CHECK(pv["p50"].toDouble() <= pv["p95"].toDouble());
        CHECK(pv["stderr"].toDouble() > 0);
        CHECK(o["percentiles"].toArray().size() == 101);
        cheapest += o["p_cheapest"].toDouble();
    }
    CHECK(cheapest == Approx(1.0));
    CHECK(options[0].toObject()["p_beats_baseline"].isNull());
    CHECK(options[0].toObject()["saving"].isNull());
    CHECK(options[3].toObject()["saving"].toObject()["p50"].toDouble() > 0);  // the hybrid saves
    CHECK(doc["histogram"].toObject()["bins"].toInt() == 40);
}

TEST_CASE("cli: montecarlo takes trials and seed from the file by default", "[cli][risk]") {
    const Run r = cli({"montecarlo", kExample, "--json", "--trials", "500"});
    REQUIRE(r.exitCode == 0);
    CHECK(QJsonDocument::fromJson(r.out).object()["seed"].toInteger() == 20261202);
    const Run table = cli({"montecarlo", kExample, "--trials", "500"});
    REQUIRE(table.exitCode == 0);
    CHECK(table.out.contains("500 trials, seed 20261202"));
}

TEST_CASE("cli: risk commands reject bad arguments and scenarios without inputs", "[cli][risk]") {
    CHECK(cli({"montecarlo", kExample, "--trials", "0"}).exitCode == 2);
    CHECK(cli({"montecarlo", kExample, "--trials", "many"}).err.contains("--trials must be a whole number"));
    CHECK(cli({"montecarlo", kExample, "--threads"}).exitCode == 2);
    CHECK(cli({"montecarlo", kExample, "--threads", "65"}).exitCode == 2);
    CHECK(cli({"montecarlo", kExample, "--seed", "-1"}).exitCode == 2);
    CHECK(cli({"montecarlo", kExample, "--bogus"}).exitCode == 2);
    CHECK(cli({"montecarlo"}).exitCode == 2);
    CHECK(cli({"sensitivity"}).exitCode == 2);
    CHECK(cli({"sensitivity", kExample, "--csv"}).exitCode == 2);
    CHECK(cli({"sensitivity", kExample, kExample}).exitCode == 2);

    QTemporaryDir dir;
    const QString plain = writeTemp(dir, "plain.gputco", withoutUncertainty());
    for (const char* command : {"sensitivity", "montecarlo"}) {
        const Run r = cli({command, plain});
        CHECK(r.exitCode == 2);
        CHECK(r.err.contains("the scenario has no uncertain inputs"));
    }
    CHECK(cli({"montecarlo", dir.filePath("missing.gputco")}).exitCode == 1);
}

TEST_CASE("cli: an input that names no field is reported at the input", "[cli][risk]") {
    QFile f(kExample);
    REQUIRE(f.open(QIODevice::ReadOnly));
    QByteArray text = f.readAll();
    text.replace("options[2].sources[0].facility.pue", "options[9].sources[0].pue");
    QTemporaryDir dir;
    const Run r = cli({"sensitivity", writeTemp(dir, "bad.gputco", text)});
    CHECK(r.exitCode == 2);
    CHECK(
        r.err.contains("uncertainty.inputs[3].path: no numeric field \"options[9].sources[0].pue\" (the "
                       "scenario has 4 options)"));
}
