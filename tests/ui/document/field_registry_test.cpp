// The field registry (issue #16): every input of every bundled example has a name in words in
// both languages, values are written in the field's unit (percent as %, money with its
// currency, a seed without separators), and validation problems are worded from their rule.
#include <catch2/catch.hpp>

#include <QDir>
#include <QRegularExpression>

#include "model/io/scenario_reader.h"
#include "model/scenario/field_paths.h"
#include "model/scenario/validation.h"
#include "tests/support/ui_test_support.h"
#include "ui/document/field_registry.h"
#include "ui/document/language.h"

using gputco::test::kExamplesDir;
using gputco::test::Language;

using namespace gputco;

namespace {

scenario::Scenario example(const char* name) {
    const io::ReadResult read = io::readScenarioFile(kExamplesDir + QLatin1Char('/') + QLatin1String(name));
    REQUIRE(read.ok());
    return *read.scenario;
}

const scenario::Problem& problemAt(const std::vector<scenario::Problem>& problems, const std::string& path) {
    for (const scenario::Problem& p : problems)
        if (p.path == path) return p;
    FAIL("no problem at " << path);
    throw;
}

}  // namespace

TEST_CASE("field registry: every input of the examples has a title in words, in both languages",
          "[ui][fields]") {
    // What a person must never read: a file path's brackets, dots between keys, snake_case.
    const QRegularExpression internal(QStringLiteral("\\[\\d|[a-z]_[a-z]|\\w\\.\\w"));
    for (const auto language : {ui::UiLanguage::English, ui::UiLanguage::SimplifiedChinese}) {
        const Language in(language);
        for (const QString& file : QDir(kExamplesDir).entryList({QStringLiteral("*.gputco")})) {
            const scenario::Scenario s = example(file.toUtf8().constData());
            for (const std::string& path : scenario::numericFieldPaths(s)) {
                const QString p = QString::fromStdString(path);
                INFO(file.toStdString() << ": " << path);
                CHECK(ui::fieldLabel(p, QStringLiteral("USD")).known);
                const QString title = ui::fieldTitle(s, p);
                INFO(title.toStdString());
                // GPU and tariff keys ("A100-40GB-SXM4", "us-industrial") are names the user gave.
                QString words = title;
                for (const auto& [key, gpu] : s.gpus) words.remove(QString::fromStdString(key));
                for (const auto& [key, tariff] : s.tariffs) words.remove(QString::fromStdString(key));
                for (const auto& option : s.options) words.remove(QString::fromStdString(option.name));
                CHECK_FALSE(internal.match(words).hasMatch());
            }
        }
    }
}

TEST_CASE("field registry: every sizing input of a job has a title in words, in both languages",
          "[ui][fields]") {
    const QRegularExpression internal(QStringLiteral("\\[\\d|[a-z]_[a-z]|\\w\\.\\w"));
    scenario::Scenario s = example("a100-buy-vs-rent.gputco");
    scenario::Jobs jobs;
    jobs.training.push_back(scenario::trainingJob("tune", 1, 8e9, 1e9, 0.4));
    jobs.inference.push_back(scenario::inferenceJob("chat", 2000, 8e9, 0.3));
    s.demand.jobs = jobs;
    for (const auto language : {ui::UiLanguage::English, ui::UiLanguage::SimplifiedChinese}) {
        const Language in(language);
        int jobFields = 0;
        for (const std::string& path : scenario::numericFieldPaths(s)) {
            if (path.rfind("demand.jobs", 0) != 0) continue;
            ++jobFields;
            const QString p = QString::fromStdString(path);
            INFO(path);
            CHECK(ui::fieldLabel(p, QStringLiteral("USD")).known);
            CHECK_FALSE(internal.match(ui::fieldTitle(s, p)).hasMatch());
        }
        // Training: runs, parameters, tokens, MFU, 4 shape members, micro batch, sequence length;
        // inference: rate, parameters, MFU, 4 shape members, peak rate, context, concurrency.
        CHECK(jobFields == 10 + 10);
    }
}

TEST_CASE("field registry: a value is written in its field's unit", "[ui][fields]") {
    const QString usd = QStringLiteral("USD");
    CHECK(ui::formatFieldValue(QStringLiteral("demand.growth_per_year"), 0.4, usd).toStdString() ==
          std::string("40 %"));
    CHECK(ui::formatFieldValue(QStringLiteral("finance.discount_rate"), 0.085, usd).toStdString() ==
          std::string("8.5 %"));
    CHECK(ui::formatFieldValue(QStringLiteral("options[2].sources[0].server_price"), 250000, usd)
              .toStdString() == std::string("USD 250,000"));
    CHECK(ui::formatFieldValue(QStringLiteral("tariffs.us-industrial.price_per_kwh"), 0.085, usd)
              .toStdString() == std::string("USD 0.085"));
    CHECK(ui::formatFieldValue(QStringLiteral("options[0].sources[0].price_per_hour"), 32.77, usd)
              .toStdString() == std::string("USD 32.77"));
    CHECK(ui::formatFieldValue(QStringLiteral("options[2].sources[0].nodes"), 4, usd).toStdString() ==
          std::string("4"));
    CHECK(
        ui::formatFieldValue(QStringLiteral("options[2].sources[0].facility.pue"), 1.45, usd).toStdString() ==
        std::string("1.45"));
    // A seed is an identifier: "20261202", not "20,261,202".
    CHECK(ui::formatFieldValue(QStringLiteral("uncertainty.seed"), 20261202, usd).toStdString() ==
          std::string("20261202"));
}

TEST_CASE("field registry: a computed value is shown to three significant digits in its unit",
          "[ui][fields]") {
    const QString usd = QStringLiteral("USD");
    const auto estimate = [&](const char* path, double v) {
        return ui::formatFieldEstimate(QString::fromLatin1(path), v, usd).toStdString();
    };
    // The example's tornado: P5 of demand is 19.098387 GPUs, of the tariff USD 0.0691368/kWh,
    // of PUE 1.294868, of growth 0.0210 (2.10 %, trailing zero dropped).
    CHECK(estimate("demand.gpus", 19.098387) == "19.1");
    CHECK(estimate("tariffs.us-industrial.price_per_kwh", 0.0691368) == "USD 0.0691");
    CHECK(estimate("options[2].sources[0].facility.pue", 1.294868) == "1.29");
    CHECK(estimate("demand.growth_per_year", 0.0210) == "2.1 %");
    CHECK(estimate("demand.growth_per_year", 0.38) == "38 %");
    // Whole units are never rounded away: 182,370.4 keeps its six digits, not "182,000".
    CHECK(estimate("options[2].sources[0].server_price", 182370.4) == "USD 182,370");
    CHECK(estimate("options[2].sources[0].nodes", 3.7) == "3.7");
    CHECK(estimate("options[2].sources[0].nodes", 0) == "0");
}

TEST_CASE("field registry: a problem is worded from its rule, in the field's unit and the user's language",
          "[ui][fields]") {
    scenario::Scenario s = example("a100-buy-vs-rent.gputco");
    std::get<scenario::OwnedSource>(s.options[2].sources[0]).facility.pue = 0.8;
    s.tax.rate = 0.95;
    s.options[1].name = s.options[0].name;
    const auto problems = scenario::validate(s);
    const auto& pue = problemAt(problems, "options[2].sources[0].facility.pue");
    const auto& tax = problemAt(problems, "tax.rate");
    const auto& name = problemAt(problems, "options[1].name");

    CHECK(ui::problemText(s, pue).toStdString() == std::string("must be at least 1, got 0.8"));
    // The rule's 0.9 is the 90 % the tax rate field shows.
    CHECK(ui::problemText(s, tax).toStdString() == std::string("must be between 0 % and 90 %, got 95 %"));
    CHECK(ui::problemLine(s, tax).toStdString() ==
          std::string("Tax rate (%): must be between 0 % and 90 %, got 95 %"));
    CHECK(ui::problemLine(s, name).toStdString() ==
          std::string("AWS p4d on-demand \u203a Option name: another option is already called "
                      "\u201cAWS p4d on-demand\u201d: names must differ"));

    // Too large to compute with: the limit and the value in one notation (it read "at most
    // 1e15, got 1E+20").
    scenario::Scenario huge = example("a100-buy-vs-rent.gputco");
    huge.demand.gpus = 1e20;
    const auto hugeProblems = scenario::validate(huge);
    const auto& big = problemAt(hugeProblems, "demand.gpus");
    CHECK(ui::problemText(huge, big).toStdString() ==
          std::string("is too large to compute with (at most 1E+15), got 1E+20"));

    const Language chinese(ui::UiLanguage::SimplifiedChinese);
    CHECK(ui::problemText(s, pue).toStdString() == std::string("必须不小于 1，当前为 0.8"));
    CHECK(ui::problemText(s, tax).toStdString() == std::string("必须在 0 % 与 90 % 之间，当前为 95 %"));
    CHECK(ui::fieldTitle(s, QString::fromStdString(pue.path))
              .endsWith(QStringLiteral("自有服务器 › 设施: PUE")));
}

TEST_CASE("field registry: every method the probe names is worded, in both languages", "[ui][fields]") {
    // The probe's methods (docs/probe.md, "Method per metric"): none may reach the user as its
    // snake_case name.
    const char* const methods[] = {"triad",
                                   "fma_loop",
                                   "gemm_cublaslt",
                                   "gemm_mma_sync",
                                   "gemm_wgmma",
                                   "mma_sync_peak_kernel",
                                   "cuda_memcpy_pinned"};
    for (const ui::UiLanguage language : {ui::UiLanguage::English, ui::UiLanguage::SimplifiedChinese}) {
        const Language scope(language);
        for (const char* method : methods) {
            const QString words = ui::methodName(QLatin1String(method));
            INFO(method << " -> " << words.toStdString());
            CHECK_FALSE(words.contains(QLatin1Char('_')));
            // Not the fallback either, which only puts spaces for the underscores.
            CHECK(words != QString::fromLatin1(method).replace(QLatin1Char('_'), QLatin1Char(' ')));
        }
    }
    const Language chinese(ui::UiLanguage::SimplifiedChinese);
    CHECK(ui::methodName(QStringLiteral("gemm_wgmma")) == QStringLiteral("探测自带内核的矩阵乘（GEMM）"));
}
