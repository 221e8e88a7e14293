// The report's assumptions (issue #16): every input in words, grouped by option and source,
// formatted as the inputs panel shows it, with the file's path only in the last (audit) column.
#include <catch2/catch.hpp>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <set>

#include "model/io/scenario_reader.h"
#include "model/io/scenario_writer.h"
#include "tests/support/ui_test_support.h"
#include "ui/document/language.h"
#include "ui/report/assumption_table.h"

using gputco::test::kExamplesDir;
using gputco::test::Language;

using namespace gputco;
using ui::report::kAssumptionPathColumn;

namespace {

scenario::Scenario example(const QString& file) {
    const io::ReadResult read = io::readScenarioFile(kExamplesDir + QLatin1Char('/') + file);
    REQUIRE(read.ok());
    return *read.scenario;
}

QStringList exampleFiles() {
    const QStringList files =
        QDir(kExamplesDir).entryList({QStringLiteral("*.gputco")}, QDir::Files, QDir::Name);
    REQUIRE(files.size() >= 4);
    return files;
}

// The row whose audit column holds `path`.
const ui::report::ReportRow* rowAt(const ui::report::ReportTable& t, const QString& path) {
    for (const auto& row : t.rows)
        if (!row.group && !row.subgroup && row.cells.value(kAssumptionPathColumn) == path) return &row;
    return nullptr;
}

// Every leaf of the scenario's canonical file form (io::writeScenarioJson), as a field path.
void leaves(const QJsonValue& v, const QString& path, QStringList& out) {
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            leaves(it.value(), path.isEmpty() ? it.key() : path + QLatin1Char('.') + it.key(), out);
    } else if (v.isArray() && v.toArray().isEmpty()) {
        // An empty list (a scenario's training jobs when it has only inference) holds no input.
    } else if (v.isArray() && v.toArray().first().isObject()) {
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) leaves(a.at(i), path + QStringLiteral("[%1]").arg(i), out);
    } else {
        out << path;  // a number, a text, or a weekly profile's 168 numbers
    }
}

}  // namespace

TEST_CASE("no cell a reader sees names an input by its file path or key", "[report][assumptions]") {
    // A path ("options[2].sources[0].facility.pue", "uncertainty.inputs[0]") or a snake_case
    // key ("straight_line", "office_hours", "price_per_hour") of the file format.
    const QRegularExpression path(QStringLiteral(
        "\\[\\d+\\]|\\b(options|sources|uncertainty|demand|tariffs|gpus|accounting|finance|tax|"
        "benefits|workload|fx|facility|financing|staff|cloud_extras)\\.\\w"));
    const QRegularExpression snake(QStringLiteral("\\b[a-z][a-z0-9]*_[a-z0-9_]+\\b"));
    for (const ui::UiLanguage lang : {ui::UiLanguage::English, ui::UiLanguage::SimplifiedChinese}) {
        Language language(lang);
        for (const QString& file : exampleFiles()) {
            const auto t = ui::report::assumptionTable(example(file));
            REQUIRE(t.header.size() == 5);
            REQUIRE(t.rows.size() > 40);
            for (const auto& row : t.rows) {
                // Every column but the last, which keeps the path for an auditor.
                const qsizetype shown = row.group || row.subgroup ? 1 : kAssumptionPathColumn;
                for (qsizetype c = 0; c < shown; ++c) {
                    const QString cell = row.cells.value(c);
                    INFO(file.toStdString() << " row " << row.cells.join(QLatin1String(" | ")).toStdString());
                    CHECK_FALSE(cell.isEmpty());
                    CHECK_FALSE(path.match(cell).hasMatch());
                    CHECK_FALSE(snake.match(cell).hasMatch());
                }
                if (!row.group && !row.subgroup)
                    CHECK_FALSE(row.cells.value(kAssumptionPathColumn).isEmpty());
            }
        }
    }
}

TEST_CASE("every input of each example's file is in the assumptions", "[report][assumptions]") {
    Language en(ui::UiLanguage::English);
    for (const QString& file : exampleFiles()) {
        const scenario::Scenario s = example(file);
        const auto t = ui::report::assumptionTable(s);
        QStringList paths;
        for (const auto& row : t.rows)
            if (!row.group && !row.subgroup) paths << row.cells.value(kAssumptionPathColumn);
        QStringList inFile;
        leaves(QJsonDocument::fromJson(io::writeScenarioJson(s)).object(), QString(), inFile);
        // Named elsewhere: the format's header, the scenario's name and notes (the cover
        // page), an option's name (its heading), a source's kind (its sub-heading), the
        // catalog notes (the source and as-of columns), the user's estimate mark (beside the
        // price and its source) and a probe run (its own table).
        static const QRegularExpression elsewhere(QStringLiteral(
            "^(format|version|name|notes)$|^options\\[\\d+\\]\\.name$|\\.sources\\[\\d+\\]\\.kind$|"
            "\\.(source|as_of|estimate)$|\\.calibration\\."));
        for (const QString& leaf : inFile) {
            if (elsewhere.match(leaf).hasMatch()) continue;
            // Left out where the scenario does not use it: the declining-balance factor under
            // another method, cloud extras (all zero) of an option that rents no cloud.
            if (leaf == QLatin1String("accounting.factor") &&
                s.accounting.depreciation != scenario::DepreciationMethod::DecliningBalance)
                continue;
            if (leaf.contains(QLatin1String(".cloud_extras.")) && !paths.contains(leaf)) {
                const auto at =
                    leaf.section(QLatin1Char('['), 1).section(QLatin1Char(']'), 0, 0).toULongLong();
                const auto& o = s.options.at(at);
                bool cloud = false;
                for (const auto& src : o.sources)
                    cloud = cloud || !std::holds_alternative<scenario::OwnedSource>(src);
                INFO(file.toStdString() << ": " << leaf.toStdString());
                CHECK_FALSE(cloud);
                continue;
            }
            QString shown = leaf;
            // A subscription's price is shown per month, as it is quoted (the file's alias).
            if (leaf.endsWith(QLatin1String(".price_per_hour")) && !paths.contains(leaf))
                shown = leaf.chopped(int(qstrlen("price_per_hour"))) + QStringLiteral("price_per_month");
            // An uncertain input is one row: its distribution with its parameters.
            if (leaf.startsWith(QLatin1String("uncertainty.inputs[")))
                shown = leaf.section(QLatin1Char('.'), 0, 1);
            INFO(file.toStdString() << ": " << leaf.toStdString());
            CHECK(paths.contains(shown));
        }
    }
}

TEST_CASE("the assumptions are grouped by option and source, then the shared inputs",
          "[report][assumptions]") {
    Language en(ui::UiLanguage::English);
    const auto t = ui::report::assumptionTable(example(QStringLiteral("a100-buy-vs-rent.gputco")));
    QStringList headings;
    for (const auto& row : t.rows)
        if (row.group) headings << row.cells.value(0);
    // resources/examples/a100-buy-vs-rent.gputco: four options, then the shared groups.
    CHECK(headings ==
          QStringList({QStringLiteral("Option 1: AWS p4d on-demand"),
                       QStringLiteral("Option 2: GCP a2-highgpu-8g: 3-year commitment + on-demand overflow"),
                       QStringLiteral("Option 3: Buy 4x 8-GPU A100 servers"),
                       QStringLiteral("Option 4: Hybrid: own 2 servers, burst to p4d spot and on-demand"),
                       QStringLiteral("General"), QStringLiteral("Demand"),
                       QStringLiteral("Electricity tariffs"), QStringLiteral("GPU models"),
                       QStringLiteral("Risk: uncertain inputs")}));
    // The hybrid option's three sources, each under the sub-heading the option editor gives it.
    QStringList hybrid;
    bool inHybrid = false;
    for (const auto& row : t.rows) {
        if (row.group) inHybrid = row.cells.value(0).startsWith(QLatin1String("Option 4"));
        if (inHybrid && row.subgroup) hybrid << row.cells.value(0);
    }
    CHECK(hybrid ==
          QStringList({QStringLiteral("Owned servers"), QStringLiteral("Spot instances"),
                       QStringLiteral("On-demand instances"), QStringLiteral("Other costs of the option")}));
}

TEST_CASE("the assumptions show values as the inputs panel does", "[report][assumptions]") {
    Language en(ui::UiLanguage::English);
    const auto t = ui::report::assumptionTable(example(QStringLiteral("a100-buy-vs-rent.gputco")));
    auto cells = [&](const char* path) {
        const auto* row = rowAt(t, QString::fromLatin1(path));
        INFO(path);
        REQUIRE(row);
        return row->cells;
    };
    // The example's numbers, from resources/examples/a100-buy-vs-rent.gputco.
    // Money with its currency, from the catalog row with its note and date.
    // Its date says its age: 2020-05-01 to 2026-12-04 (GPUTCO_TODAY, set by ctest) is 79 months.
    // The example marks it as the user's estimate (issue #33): said beside the value and
    // before the source.
    CHECK(cells("options[2].sources[0].server_price") ==
          QStringList(
              {"Server price (USD)", "USD 199,000 (estimate)",
               "User's estimate, not a catalog price; "
               "Assumption to replace with a quote: the DGX A100 launch price (2020) and its maximum power; "
               "no 2025-2026 price of an 8x A100 server was found (used A100 cards sell for USD "
               "4,000-18,000 in 2026)",
               "2020-05 (6 years old)", "options[2].sources[0].server_price"}));
    // A current price has its date alone: the AWS on-demand price of 2026-11, 1 month old.
    CHECK(cells("options[0].sources[0].price_per_hour").value(3) == QStringLiteral("2026-11"));
    // Fractions in %: availability 0.97, the discount rate 0.08, demand growth 0.15.
    CHECK(cells("options[2].sources[0].availability").value(1) == QStringLiteral("97 %"));
    CHECK(cells("finance.discount_rate").value(0) == QStringLiteral("Discount rate (% per year)"));
    CHECK(cells("finance.discount_rate").value(1) == QStringLiteral("8 %"));
    CHECK(cells("demand.growth_per_year").value(1) == QStringLiteral("15 %"));
    CHECK(cells("options[3].sources[0].financing.rate").value(1) == QStringLiteral("6.5 %"));
    // Counts whole; the facility is the user's input, not the catalog row's.
    CHECK(cells("options[2].sources[0].nodes").value(1) == QStringLiteral("4"));
    CHECK(cells("options[2].sources[0].facility.pue").mid(0, 3) ==
          QStringList({"Facility: PUE", "1.5", "scenario input"}));
    // The seed 20261202 as a name, never "20,261,202"; the trials as a count.
    CHECK(cells("uncertainty.seed").value(1) == QStringLiteral("20261202"));
    CHECK(cells("uncertainty.trials").value(1) == QStringLiteral("10,000"));
    // Choices in words.
    CHECK(cells("accounting.depreciation").mid(0, 2) ==
          QStringList({"Depreciation method", "straight line"}));
    CHECK(cells("options[3].sources[0].financing.kind").mid(0, 2) == QStringList({"Financing", "loan"}));
    CHECK(cells("demand.weekly_profile").value(1).startsWith(QLatin1String("office hours")));
    CHECK(cells("tariffs.us-industrial.kind").value(1).startsWith(QLatin1String("flat")));
    CHECK(cells("tax.enabled").value(1).startsWith(QLatin1String("yes")));
    // An uncertain input: its field in words and the distribution in the field's unit.
    CHECK(cells("uncertainty.inputs[1]").mid(0, 2) ==
          QStringList({"Demand › Demand growth (% per year)", "uniform: low 0 %, high 40 %"}));
    CHECK(cells("uncertainty.inputs[2]").value(1) ==
          QStringLiteral("triangular: low USD 0.06, most likely USD 0.0929, high USD 0.14"));
    CHECK(cells("uncertainty.inputs[3]").value(0) ==
          QStringLiteral("Buy 4x 8-GPU A100 servers › Owned servers › Facility: PUE"));
    // The workload's shares and a GPU's efficiencies in %, metrics named in words.
    CHECK(cells("workload.bound.tensor_fp16").mid(0, 2) ==
          QStringList({"Share of the time bound by FP16 tensor compute (%)", "60 %"}));
    CHECK(cells("gpus.A100-40GB-SXM4.efficiency.hbm_bandwidth").value(1) == QStringLiteral("88 %"));
    // An on-demand source without a cap.
    CHECK(cells("options[0].sources[0].max_instances").value(1) == QStringLiteral("no limit"));
}

TEST_CASE("the assumptions in Chinese: words, % and the seed as written", "[report][assumptions]") {
    Language zh(ui::UiLanguage::SimplifiedChinese);
    const auto t = ui::report::assumptionTable(example(QStringLiteral("a100-buy-vs-rent.gputco")));
    auto cells = [&](const char* path) {
        const auto* row = rowAt(t, QString::fromLatin1(path));
        INFO(path);
        REQUIRE(row);
        return row->cells;
    };
    CHECK(cells("accounting.depreciation").value(1) == QStringLiteral("直线法"));
    CHECK(cells("finance.discount_rate").value(1) == QStringLiteral("8 %"));
    CHECK(cells("uncertainty.seed").value(1) == QStringLiteral("20261202"));
    CHECK(t.header.value(0) == QStringLiteral("输入项"));
}

TEST_CASE("a subscription is shown per month, as it is quoted", "[report][assumptions]") {
    Language en(ui::UiLanguage::English);
    const auto t = ui::report::assumptionTable(example(QStringLiteral("inference-spot-subscription.gputco")));
    const ui::report::ReportRow* price = nullptr;
    for (const auto& row : t.rows)
        if (row.cells.value(kAssumptionPathColumn).endsWith(QLatin1String(".price_per_month"))) price = &row;
    REQUIRE(price);
    // The file's "price_per_month": 13514.97, marked as the user's estimate (issue #33).
    CHECK(price->cells.value(1) == QStringLiteral("USD 13,514.97 (estimate)"));
    CHECK(price->cells.value(0) == QStringLiteral("Price (USD per instance-month)"));
}
