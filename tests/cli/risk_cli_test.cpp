// gputco-cli sensitivity and montecarlo as a user runs them (docs/methodology.md "Risk").
// Expected numbers come from the engine run in-process on the same file.
#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <cmath>

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

namespace {

// The example with rank correlations added to its uncertainty section.
QByteArray withCorrelations(const QJsonArray& pairs) {
    QFile f(kExample);
    REQUIRE(f.open(QIODevice::ReadOnly));
    QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
    QJsonObject uncertainty = doc["uncertainty"].toObject();
    uncertainty["correlations"] = pairs;
    doc["uncertainty"] = uncertainty;
    return QJsonDocument(doc).toJson();
}

QJsonObject pair(const char* a, const char* b, double rank) {
    return QJsonObject{{"a", a}, {"b", b}, {"rank", rank}};
}

}  // namespace

TEST_CASE(
    "cli: montecarlo --json gives correlations, savings percentiles, the decision and the variance shares",
    "[cli][risk][correlation]") {
    QTemporaryDir dir;
    const QString file = writeTemp(
        dir, "correlated.gputco",
        withCorrelations({pair("tariffs.us-industrial.price_per_kwh", "demand.growth_per_year", 0.8)}));
    const Run r = cli({"montecarlo", file, "--trials", "10000", "--json"});
    REQUIRE(r.exitCode == 0);
    const auto doc = QJsonDocument::fromJson(r.out).object();
    CHECK(doc["basis"].toString() == "after_tax");  // the example has tax on
    const auto correlations = doc["correlations"].toArray();
    REQUIRE(correlations.size() == 1);
    const auto c = correlations[0].toObject();
    CHECK(c["a"].toString() == "tariffs.us-industrial.price_per_kwh");
    CHECK(c["target"].toDouble() == 0.8);
    CHECK(std::fabs(c["achieved"].toDouble() - 0.8) < 0.03);  // MODEL.md section 8, at 10,000 trials
    const auto options = doc["options"].toArray();
    REQUIRE(options.size() == 4);
    CHECK(options[0].toObject()["npv_savings"].isNull());  // the baseline
    for (qsizetype i = 1; i < options.size(); ++i) {
        const auto o = options[i].toObject();
        const auto s = o["npv_savings"].toObject();
        for (const char* key : {"mean", "p5", "p10", "p50", "p90", "p95"}) CHECK(s.contains(key));
        CHECK(s["p5"].toDouble() <= s["p10"].toDouble());
        CHECK(s["p10"].toDouble() <= s["p50"].toDouble());
        CHECK(s["p90"].toDouble() <= s["p95"].toDouble());
        // The decision holds when the saving is positive: the share of trials beating the baseline.
        CHECK(o["p_npv_positive"].toDouble() == o["p_beats_baseline"].toDouble());
        const auto shares = o["contribution_to_variance"].toArray();
        REQUIRE(shares.size() == 5);
        double sum = 0, previous = 1;
        for (const auto& v : shares) {
            const double share = v.toObject()["share"].toDouble();
            CHECK(share <= previous);  // largest first
            previous = share;
            sum += share;
        }
        CHECK(sum == Approx(1.0));
    }
    const Run table = cli({"montecarlo", file, "--trials", "2000"});
    REQUIRE(table.exitCode == 0);
    CHECK(table.out.contains("PV after tax"));
    CHECK(table.out.contains("P90"));
    CHECK(table.out.contains("tariffs.us-industrial.price_per_kwh ~ demand.growth_per_year"));
}

TEST_CASE("cli: a set of correlations that contradicts itself exits 2 naming its pairs",
          "[cli][risk][correlation]") {
    QTemporaryDir dir;
    const QString file = writeTemp(
        dir, "contradictory.gputco",
        withCorrelations({pair("demand.gpus", "demand.growth_per_year", 0.9),
                          pair("demand.gpus", "tariffs.us-industrial.price_per_kwh", 0.9),
                          pair("demand.growth_per_year", "tariffs.us-industrial.price_per_kwh", -0.9)}));
    // validate lists the problems as its output, montecarlo on stderr; both exit 2. The nearest
    // valid set is a ~ b = a ~ c = 0.5, b ~ c = -0.5 (docs/methodology.md "Correlated inputs").
    for (const char* command : {"montecarlo", "validate"}) {
        const Run r = cli({command, file});
        const QByteArray said = r.out + r.err;
        INFO(command << ": " << said.toStdString());
        CHECK(r.exitCode == 2);
        CHECK(said.contains("uncertainty.correlations: the rank correlations contradict each other"));
        CHECK(said.contains("demand.gpus ~ demand.growth_per_year 0.9 (nearest valid 0.5)"));
        CHECK(said.contains(
            "demand.growth_per_year ~ tariffs.us-industrial.price_per_kwh -0.9 (nearest valid -0.5)"));
    }
    CHECK(cli({"montecarlo", file}).out.isEmpty());
    // A pair naming an input that is not uncertain, at the pair.
    const QString unknown = writeTemp(dir, "unknown.gputco",
                                      withCorrelations({pair("demand.gpus", "finance.discount_rate", 0.5)}));
    const Run r = cli({"validate", unknown});
    CHECK(r.exitCode == 2);
    CHECK(
        (r.out + r.err)
            .contains(
                "uncertainty.correlations[0].b: \"finance.discount_rate\" is not one of uncertainty.inputs"));
}

TEST_CASE("cli: sensitivity --option ranks another option, --spider gives the spider's data", "[cli][risk]") {
    const Run mine =
        cli({"sensitivity", kExample, "--json", "--option", "Buy 4x 8-GPU A100 servers", "--spider"});
    REQUIRE(mine.exitCode == 0);
    const auto doc = QJsonDocument::fromJson(mine.out).object();
    CHECK(doc["compared"].toString() == "Buy 4x 8-GPU A100 servers");
    const auto inputs = doc["inputs"].toArray();
    REQUIRE(inputs.size() == 5);
    // Every input touches "Buy 4x" or the baseline; the PUE's swing is not zero.
    for (const auto& v : inputs) {
        const auto in = v.toObject();
        CHECK(in["affects_compared"].toBool());
        if (in["path"].toString() == "options[2].sources[0].facility.pue") CHECK(in["swing"].toDouble() > 0);
    }
    const auto spider = doc["spider"].toObject();
    REQUIRE(spider["quantiles"].toArray().size() == 19);
    CHECK(spider["quantiles"].toArray()[0].toDouble() == Approx(0.05));
    const auto lines = spider["inputs"].toArray();
    REQUIRE(lines.size() == 5);
    // Its ends are the tornado's: the difference at P5 and at P95 of each input.
    for (const auto& v : lines) {
        const auto line = v.toObject();
        const auto differences = line["differences"].toArray();
        REQUIRE(differences.size() == 19);
        for (const auto& w : inputs)
            if (w.toObject()["path"] == line["path"]) {
                CHECK(differences[0].toDouble() == Approx(w.toObject()["difference_low"].toDouble()));
                CHECK(differences[18].toDouble() == Approx(w.toObject()["difference_high"].toDouble()));
            }
    }
    // The hybrid does not own the PUE or the resale decline of "Buy 4x": they do not affect it.
    const Run hybrid =
        cli({"sensitivity", kExample, "--option", "Hybrid: own 2 servers, burst to p4d spot and on-demand"});
    INFO(hybrid.err.toStdString());
    REQUIRE(hybrid.exitCode == 0);
    CHECK(hybrid.out.contains("does not affect these options"));
    CHECK(cli({"sensitivity", kExample, "--option", "No such option"}).exitCode == 2);
    CHECK(cli({"sensitivity", kExample, "--option"}).exitCode == 2);
}
