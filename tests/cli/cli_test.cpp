// gputco-cli as a user runs it: real runs of the built binary, exit codes, output forms.
#include <catch2/catch.hpp>

#include <QStandardPaths>

#include "tests/support/skip.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include "tests/cli/cli_run.h"

using gputco::test::kExample;

using gputco::test::cli;
using gputco::test::contentOf;
using gputco::test::Run;
using gputco::test::writeTemp;

namespace {}  // namespace

TEST_CASE("cli: evaluate --json prints the MODEL.md result document", "[cli]") {
    const Run r = cli({"evaluate", kExample, "--json"});
    REQUIRE(r.exitCode == 0);
    const auto doc = QJsonDocument::fromJson(r.out).object();
    CHECK(doc["format"].toString() == "gputco.result");
    CHECK(doc["months"].toInt() == 60);
    const auto options = doc["options"].toArray();
    REQUIRE(options.size() == 4);
    const auto buy = options[2].toObject();
    CHECK(buy["name"].toString() == "Buy 4x 8-GPU A100 servers");
    CHECK(buy["monthly"].toObject()["hardware"].toArray().size() == 60);
    CHECK(buy["warnings"].toArray().size() == 1);
    CHECK(options[0].toObject()["vs_baseline"].toObject()["irr"].isNull());  // the baseline
}

TEST_CASE("cli: the result document keeps the contract checker's invariants", "[cli]") {
    const QString checker = QStringLiteral(GPUTCO_SOURCE_DIR "/../shared/tools/check-result-contract.py");
    if (!QFile::exists(checker))
        GPUTCO_SKIP("shared/tools/check-result-contract.py is not beside the checkout");
    if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
        GPUTCO_SKIP("python3 is not installed");
    for (const char* name : {"a100-buy-vs-rent", "cn-liquid-cooling", "inference-spot-subscription",
                             "us-macrs-loan", "inference-t4-a100-mig", "finetune-70b-h100-h200",
                             "cn-cloud-a100-subscription", "h200-buy-reserve-rent"}) {
        INFO(name);
        const Run r =
            cli({"evaluate", QStringLiteral(GPUTCO_SOURCE_DIR "/resources/examples/%1.gputco").arg(name),
                 "--json"});
        REQUIRE(r.exitCode == 0);
        QProcess check;
        check.start("python3", {checker, "-"});
        check.write(r.out);
        check.closeWriteChannel();
        check.waitForFinished(60000);
        const QByteArray said = check.readAllStandardOutput();
        // The shared checker follows MODEL.md, which may already be a revision ahead of this
        // engine (revision 3 came with issue #33): its verdict on an older document is about
        // the revision, not this engine's invariants. Said as skipped, never as passed.
        static const QRegularExpression wants(QStringLiteral("want version \\d+ and model (\\d+)"));
        const int engineModel = QJsonDocument::fromJson(r.out).object()["model"].toInt();
        if (const QRegularExpressionMatch m = wants.match(QString::fromUtf8(said));
            m.hasMatch() && m.captured(1).toInt() > engineModel)
            GPUTCO_SKIP("the shared contract checker is for MODEL.md revision " +
                        m.captured(1).toStdString() + " and this engine writes revision " +
                        std::to_string(engineModel) + " (issue #33 brings revision 3)");
        INFO(said.toStdString());
        CHECK(check.exitCode() == 0);
    }
}

TEST_CASE("cli: --csv gives one row per option, month and category", "[cli]") {
    const Run r = cli({"evaluate", kExample, "--csv"});
    REQUIRE(r.exitCode == 0);
    const auto lines = r.out.trimmed().split('\n');
    // 4 options x 60 months x 18 categories (tax_shield is there: the example has tax on), then
    // 10 figures of each option and 27 more against the baseline for the 3 that are not it (9,
    // the NPV saving in cash alone and under the other rule, and the 16 points of the profile).
    CHECK(lines.size() == 1 + 4 * 60 * 18 + 4 * 10 + 3 * 27);
    // The name holds a comma, so it is quoted; at the file's own 8 % the profile is the NPV
    // saving (USD 674,468.65).
    CHECK(r.out.contains(
        "\n\"Hybrid: own 2 servers, burst to p4d spot and on-demand\",,,npv_savings_at_8_percent,674468."));
    CHECK(lines[0] == "option,month,year,category,amount,currency");
    CHECK_FALSE(r.out.contains("\nAWS p4d on-demand,,,irr,"));  // the baseline has no comparison rows
    CHECK(r.out.contains("\nAWS p4d on-demand,,,levelised_cost_per_reference_gpu_hour,"));
    // A figure that does not exist is an empty amount: the buy option has no loan.
    CHECK(r.out.contains("\nBuy 4x 8-GPU A100 servers,,,financing_npv,,USD\n"));
    CHECK(r.out.contains("\nBuy 4x 8-GPU A100 servers,,,payback_months,38,months\n"));
}

TEST_CASE("cli: --table is the default and flags unserved demand", "[cli]") {
    const Run r = cli({"evaluate", kExample});
    REQUIRE(r.exitCode == 0);
    CHECK(r.out.contains("Buy 4x 8-GPU A100 servers [!]"));
    CHECK(r.out.contains("warning: Buy 4x 8-GPU A100 servers: unserved demand: 594,813 reference GPU-hours"));
}

TEST_CASE("cli: validate exits 0 for a valid file, 2 for an invalid one, 1 for an unreadable one", "[cli]") {
    CHECK(cli({"validate", kExample}).exitCode == 0);

    QTemporaryDir dir;
    QFile f(kExample);
    REQUIRE(f.open(QIODevice::ReadOnly));
    QByteArray bad = f.readAll();
    // The first owned option's PUE (options[2]), the one before its "staff" line, set to 0.8.
    const qsizetype staff = bad.indexOf("\"staff\": { \"fte\": 1.0");
    const qsizetype pue = bad.lastIndexOf("\"pue\": 1.5", staff);
    REQUIRE(pue > 0);
    bad.replace(pue, 10, "\"pue\": 0.8");
    REQUIRE(bad.contains("\"pue\": 0.8"));
    const Run invalid = cli({"validate", writeTemp(dir, "bad.gputco", bad)});
    CHECK(invalid.exitCode == 2);
    CHECK(invalid.out.contains("options[2].sources[0].facility.pue: must be >= 1.0, got 0.8"));
    // evaluate refuses it the same way, on stderr
    const Run refused = cli({"evaluate", dir.filePath("bad.gputco")});
    CHECK(refused.exitCode == 2);
    CHECK(refused.err.contains("facility.pue"));

    const Run unreadable = cli({"validate", writeTemp(dir, "broken.gputco", "{\"format\": ")});
    CHECK(unreadable.exitCode == 1);
    CHECK(unreadable.err.startsWith("gputco-cli: "));
    CHECK(unreadable.err.count('\n') == 1);  // one clear line, no stack trace
    CHECK(cli({"validate", dir.filePath("missing.gputco")}).exitCode == 1);
}

TEST_CASE("cli: bad arguments exit 2 with a usage line, and --version prints the version", "[cli]") {
    CHECK(cli({"frobnicate"}).exitCode == 2);
    CHECK(cli({"evaluate"}).exitCode == 2);
    CHECK(cli({"evaluate", kExample, "--xml"}).exitCode == 2);
    const Run v = cli({"--version"});
    CHECK(v.exitCode == 0);
    CHECK(v.out.startsWith("gputco-cli "));
}

TEST_CASE("cli: --help names every command and option the commands take", "[cli]") {
    const Run help = cli({"--help"});
    REQUIRE(help.exitCode == 0);
    // Each command main.cpp runs (probe and report's --prepared-by were missing), and the
    // options each command's own usage line lists.
    for (const char* command :
         {"evaluate", "validate", "upgrade", "report", "optimise", "workbook", "size", "sensitivity",
          "montecarlo", "catalog list", "catalog import-public", "history", "probe", "calibrate"}) {
        INFO(command);
        CHECK(help.out.contains(QByteArray("\n  ") + command + " "));
    }
    CHECK(help.out.contains("[--prepared-by NAME]"));
    CHECK(help.out.contains("[--seed S] [--threads T] [--max-units SOURCE=N]"));
    CHECK_FALSE(help.out.contains("MODEL.md"));  // not shipped: the methodology is
    // An argument error of import-public shows its own usage, not catalog list's.
    const Run bad = cli({"catalog", "import-public", "skypilot"});
    CHECK(bad.exitCode == 2);
    CHECK(bad.err.contains("usage: catalog import-public skypilot|gcp-yaml|aws-offer FILE"));
    const Run folder = cli({"catalog", "import-public", "skypilot", QDir::tempPath()});
    CHECK(folder.exitCode == 1);
    CHECK(folder.err.contains(": it is a folder"));
}

TEST_CASE("cli: a price or a profile entry of 1e308 is refused, never evaluated to inf", "[cli][hardening]") {
    // Issue #14: the profile became zero demand (a baseline total of USD 337,791 instead of
    // 5,088,844), the CSV printed inf and the table a payback of 1 month.
    QTemporaryDir dir;
    QByteArray bytes =
        contentOf(QStringLiteral(GPUTCO_SOURCE_DIR "/resources/examples/a100-buy-vs-rent.gputco"));
    REQUIRE(bytes.contains("\"weekly_profile\": \"office_hours\""));
    QByteArray profile = "\"weekly_profile\": [1e308";
    for (int h = 1; h < 168; ++h) profile += ", 1";
    profile += "]";
    bytes.replace("\"weekly_profile\": \"office_hours\"", profile);
    REQUIRE(bytes.contains("\"price_per_hour\": 21.957642"));
    bytes.replace("\"price_per_hour\": 21.957642", "\"price_per_hour\": 1e308");
    const QString path = writeTemp(dir, "huge.gputco", bytes);
    const Run validate = cli({"validate", path});
    CHECK(validate.exitCode == 2);
    CHECK(validate.out.contains("demand.weekly_profile[0]: must be at most 1e15 in size"));
    CHECK(validate.out.contains("options[0].sources[0].price_per_hour: must be at most 1e15 in size"));
    for (const char* format : {"--csv", "--table", "--json"}) {
        const Run evaluate = cli({"evaluate", path, format});
        CHECK(evaluate.exitCode == 2);
        CHECK(evaluate.out.isEmpty());
    }
}

TEST_CASE("cli: validate warns when a value has left its uncertain input's distribution", "[cli]") {
    // The example's demand is 24 GPUs, its distribution triangular 16 / 24 / 40: no warning.
    CHECK_FALSE(cli({"validate", kExample}).err.contains("uncertainty.inputs"));
    QFile f(kExample);
    REQUIRE(f.open(QIODevice::ReadOnly));
    QByteArray edited = f.readAll();
    REQUIRE(edited.contains("\"gpus\": 24,"));
    edited.replace("\"gpus\": 24,", "\"gpus\": 30,");
    QTemporaryDir dir;
    const Run run = cli({"validate", writeTemp(dir, "edited.gputco", edited)});
    CHECK(run.exitCode == 0);  // a warning, not a problem
    CHECK(
        run.err.contains("warning: uncertainty.inputs[0]: demand.gpus is 30, its distribution's most "
                         "likely value is 24: the Monte Carlo draws from the distribution"));
    CHECK(run.err.count("warning: uncertainty.inputs") == 1);
}

TEST_CASE("cli: validate warns a line per price more than 12 months old, and still exits 0", "[cli]") {
    const Run run = cli({"validate", kExample});
    CHECK(run.exitCode == 0);
    CHECK(run.out.startsWith("valid: "));
    // The example's stale prices (tests/report/report_data_test.cpp lists the same two): the
    // DGX price of 2020-05 in both owned options (79 months); the tariff (2026-01-01, 11
    // months), the spot price (2026-09-17), the AWS on-demand price (2026-11) and the GCP
    // prices (2026-07-30) are not.
    CHECK(run.err.count("warning: stale price: ") == 2);
    CHECK(run.err.endsWith("2 stale price(s): replace them with current ones where you can\n"));
    CHECK(run.err.contains(
        "warning: stale price: options[2].sources[0].server_price (option \"Buy 4x 8-GPU A100 "
        "servers\"): 199000 USD from"));
    CHECK(run.err.contains("as of 2020-05, 79 months old on 2026-12-04 (more than 12 months)"));
    CHECK_FALSE(run.err.contains("options[0].sources[0].price_per_hour"));
    // The scenario's own date moves the judgement: on 2021-01-01 only the 2020-05 price is
    // dated before it, 8 months: nothing is stale (the later prices are dated after the day).
    QTemporaryDir dir;
    QFile f(kExample);
    REQUIRE(f.open(QIODevice::ReadOnly));
    QByteArray dated = f.readAll();
    dated.replace("\"currency\": \"USD\",", "\"currency\": \"USD\",\n  \"as_of\": \"2021-01-01\",");
    const Run then = cli({"validate", writeTemp(dir, "dated.gputco", dated)});
    CHECK(then.exitCode == 0);
    CHECK_FALSE(then.err.contains("stale price"));
    // The user's estimates are said whatever the date (the two DGX A100 prices, the spot price).
    CHECK(then.err.count("warning: user's estimate: ") == 3);
}

TEST_CASE("cli: validate names each price the file marks as the user's estimate", "[cli][estimate]") {
    const Run run = cli({"validate", kExample});
    CHECK(run.exitCode == 0);  // a warning, not a problem
    // The example marks the DGX A100 price of both owned options and the hybrid's p4d spot
    // price, which no AWS page was found for (issue #33), nothing else.
    CHECK(run.err.count("warning: user's estimate: ") == 3);
    CHECK(
        run.err.contains("warning: user's estimate: options[2].sources[0].server_price (option \"Buy 4x "
                         "8-GPU A100 servers\"): 199000 USD is the user's estimate, not a catalog price: "
                         "replace it with a quote\n"));
    CHECK(run.err.contains("warning: user's estimate: options[3].sources[0].server_price"));
    CHECK(
        run.err.contains("warning: user's estimate: options[3].sources[1].price_per_hour (option "
                         "\"Hybrid: own 2 servers, burst to p4d spot and on-demand\"): 16.298 USD"));
    CHECK_FALSE(run.err.contains("warning: user's estimate: options[0]"));
}
