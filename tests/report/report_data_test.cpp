// The report's data (the numbers and labels that go into its tables), against golden files,
// and the in-process writer: escaping, progress, failure. Golden files are regenerated with
//   GPUTCO_REGENERATE_GOLDEN=1 ./tests/report/test_report "[golden]"
// from the build folder (see tests/report/CMakeLists.txt); review their diff before committing.
#include <catch2/catch.hpp>

#include <QFile>
#include <QTemporaryDir>

#include "model/calibration/probe_attachment.h"
#include "model/engine/evaluate.h"
#include "model/engine/warnings.h"
#include "model/io/probe_reader.h"
#include "model/io/scenario_reader.h"
#include "pdf_tools.h"
#include "tests/support/ui_test_support.h"
#include "ui/document/language.h"
#include "ui/report/report_html.h"
#include "ui/report/report_writer.h"

using gputco::test::kExample;
using gputco::test::Language;

using namespace gputco;

namespace {

// A fixed date and preparer, so the golden file does not change with the day it is run.
ui::report::ReportInput exampleInput() {
    const io::ReadResult read = io::readScenarioFile(kExample);
    REQUIRE(read.ok());
    ui::report::ReportInput in;
    in.scenario = *read.scenario;
    in.result = engine::evaluate(in.scenario);
    in.fileName = QStringLiteral("a100-buy-vs-rent.gputco");
    in.fileSha256 = QString::fromLatin1(read.opened.sha256);
    in.preparedBy = QStringLiteral("Test Preparer");
    in.date = QDate(2026, 12, 3);
    return in;
}

void compareWithGolden(const QString& actual, const QString& name) {
    const QString path = QStringLiteral(GPUTCO_SOURCE_DIR "/tests/fixtures/report/") + name;
    if (qEnvironmentVariableIsSet("GPUTCO_REGENERATE_GOLDEN")) {
        QFile out(path);
        REQUIRE(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(actual.toUtf8());
        WARN("regenerated " << path.toStdString());
        return;
    }
    QFile in(path);
    INFO("missing golden file " << path.toStdString() << "; regenerate with GPUTCO_REGENERATE_GOLDEN=1");
    REQUIRE(in.open(QIODevice::ReadOnly));
    const QStringList expected = QString::fromUtf8(in.readAll()).split(QLatin1Char('\n'));
    const QStringList got = actual.split(QLatin1Char('\n'));
    // Line by line, so a failure names the first line that differs.
    for (qsizetype i = 0; i < std::max(expected.size(), got.size()); ++i) {
        INFO(name.toStdString() << " line " << i + 1);
        REQUIRE(got.value(i).toStdString() == expected.value(i).toStdString());
    }
}

}  // namespace

TEST_CASE("the report's tables of the example match the golden file (en)", "[report][golden]") {
    Language en(ui::UiLanguage::English);
    const auto data = ui::report::buildReportData(exampleInput());
    compareWithGolden(ui::report::reportDataTsv(data), QStringLiteral("a100-buy-vs-rent.en.golden"));
}

TEST_CASE("the report's tables of the example match the golden file (zh_CN)", "[report][golden]") {
    Language zh(ui::UiLanguage::SimplifiedChinese);
    const auto data = ui::report::buildReportData(exampleInput());
    compareWithGolden(ui::report::reportDataTsv(data), QStringLiteral("a100-buy-vs-rent.zh_CN.golden"));
}

TEST_CASE("report data covers every option, input and GPU model", "[report]") {
    Language en(ui::UiLanguage::English);
    const auto in = exampleInput();
    const auto d = ui::report::buildReportData(in);
    REQUIRE(d.yearly.size() == in.result.options.size());
    for (const auto& t : d.keyFigures) CHECK(t.rows.size() == in.result.options.size());
    // Every priced input carries its source and as-of date; its path is the audit column.
    bool sawServerPrice = false;
    for (const auto& row : d.assumptions.rows) {
        if (row.cells.value(4) == QLatin1String("options[2].sources[0].server_price")) {
            sawServerPrice = true;
            CHECK(row.cells.value(0) == QStringLiteral("Server price (USD)"));
            // Marked as the user's estimate in the example (issue #33).
            CHECK(row.cells.value(1) == QStringLiteral("USD 199,000 (estimate)"));
            CHECK(row.cells.value(2).startsWith(QStringLiteral(
                "User's estimate, not a catalog price; Assumption to replace with a quote: the DGX A100")));
            // 2020-05-01 to 2026-12-04 (GPUTCO_TODAY, set by ctest): 79 months, stale, said in years.
            CHECK(row.cells.value(3) == QStringLiteral("2020-05 (6 years old)"));
        }
    }
    CHECK(sawServerPrice);
    // The stale prices, listed before the assumptions: the DGX price in both owned options
    // (2020-05: 79 months); the tariff (2026-01-01: 11 months), the spot price (2026-09-17),
    // the AWS on-demand (2026-11) and GCP prices (2026-07-30: 4 months) are current.
    REQUIRE(d.stalePrices.rows.size() == 2);
    // Marked there too as the user's estimate (issue #33).
    CHECK(d.stalePrices.rows[0].cells.value(1) == QStringLiteral("USD 199,000 (estimate)"));
    CHECK(d.stalePrices.rows[0].cells.value(2).startsWith(
        QStringLiteral("User's estimate, not a catalog price; ")));
    CHECK(d.stalePrices.rows[1].cells.value(4) == QStringLiteral("6 years old"));
    CHECK(d.calibration.rows.size() == 3);  // A100: three metrics
    // The unserved demand of the owned option is a loud sentence.
    bool loud = false;
    for (const auto& s : d.summary) loud = loud || (s.loud && s.text.contains(QLatin1String("unserved")));
    CHECK(loud);
}

TEST_CASE("the report shows the probe result a GPU model was calibrated with", "[report][calibration]") {
    Language en(ui::UiLanguage::English);
    auto in = exampleInput();
    CHECK(ui::report::buildReportData(in).probes.rows.empty());
    CHECK(ui::report::buildReportData(in).probes.caption.contains(
        QLatin1String("No probe result is attached")));

    const auto probe = io::readProbeFile(
        QStringLiteral(GPUTCO_SOURCE_DIR "/tests/fixtures/probe/a100-40gb-sxm4.fixture.json"));
    REQUIRE(probe.probe.has_value());
    // The fixture's tensor figure is a peak kernel's (probe format 1): allowed here, to show it.
    REQUIRE(
        calibration::attachProbe(in.scenario, *probe.probe, "", "a100-40gb-sxm4.fixture.json", {false, true})
            .ok());
    in.result = engine::evaluate(in.scenario);
    const auto d = ui::report::buildReportData(in);
    // One heading row for the run, then the five measured metrics (map order: d2h, fp32, h2d,
    // hbm_bandwidth, tensor_fp16).
    REQUIRE(d.probes.rows.size() == 6);
    CHECK(d.probes.rows[0].group);
    CHECK(d.probes.rows[0].cells[0] ==
          QStringLiteral("A100-40GB-SXM4: measured on NVIDIA A100-SXM4-40GB (GPU-00000000-fixture-a100), "
                         "2026-12-01T09:30:00Z, from a100-40gb-sxm4.fixture.json"));
    // hbm_bandwidth: 1,399.5 of 1,555 GB/s = 90 %, replacing the example's 88 %. Metrics in words,
    // not their keys.
    CHECK(d.probes.rows[4].cells ==
          QStringList({"Memory bandwidth", "1,555", "1,399.5", "GB/s", "88 %", "90 %"}));
    // h2d is shown, and calibrates nothing.
    CHECK(d.probes.rows[3].cells ==
          QStringList({"Host-to-GPU copy", "\u2014", "24.1", "GB/s", "\u2014", "\u2014"}));
    // The tensor figure came from the peak kernel (a format 1 document), accepted here: the row says so.
    CHECK(d.probes.rows[5].cells.value(0) == QStringLiteral("FP16 tensor compute (peak kernel, not a GEMM)"));
    // The calibration table uses the measured efficiency too.
    bool sawHbm = false;
    for (const auto& row : d.calibration.rows)
        if (row.cells.value(1) == QLatin1String("Memory bandwidth")) {
            sawHbm = true;
            CHECK(row.cells.value(3) == QStringLiteral("90 %"));
            CHECK(row.cells.value(4) == QStringLiteral("1,399.5"));
        }
    CHECK(sawHbm);
    // The assumptions give a measured efficiency the probe as its source; the run itself is
    // in the probe table, not repeated as inputs.
    bool sawProbeSource = false;
    for (const auto& row : d.assumptions.rows) {
        CHECK_FALSE(row.cells.value(4).contains(QLatin1String(".calibration.")));
        if (row.cells.value(4) == QLatin1String("gpus.A100-40GB-SXM4.efficiency.hbm_bandwidth")) {
            sawProbeSource = true;
            CHECK(row.cells.value(0) == QStringLiteral("Efficiency, memory bandwidth (%)"));
            CHECK(row.cells.value(1) == QStringLiteral("90 %"));
            CHECK(row.cells.value(2) ==
                  QStringLiteral("probe on NVIDIA A100-SXM4-40GB (a100-40gb-sxm4.fixture.json)"));
            CHECK(row.cells.value(3) == QStringLiteral("2026-12-01"));
        }
    }
    CHECK(sawProbeSource);
    REQUIRE(d.speeds.rows.size() == 1);
    CHECK(d.speeds.rows[0].cells.value(2).endsWith(
        QLatin1String("; efficiencies measured by the probe on NVIDIA A100-SXM4-40GB")));
}

TEST_CASE("the engine's other warnings are noted in the summary", "[report]") {
    Language en(ui::UiLanguage::English);
    auto in = exampleInput();
    // A service the option's first source's 2g.10gb slices (10.0 GB) cannot hold: 16.06 GB.
    // Assigned from a named value: a moved temporary here trips GCC 12's false -Warray-bounds
    // (GCC bug 105329's family) once the file is compiled in a batch with the others.
    const engine::Warning warning =
        engine::sliceTooSmallWarning(0, "2g.10gb", "A100-40GB-SXM4", 10.0, 16.06, "Llama 3 8B");
    in.result.options[1].warnings.push_back(warning);
    const auto d = ui::report::buildReportData(in);
    bool noted = false;
    // The engine's sentence, its "sources[0]: " said as a person counts.
    for (const auto& s : d.summary)
        noted = noted || s.text == QStringLiteral(
                                       "Note on %1: Source 1: the MIG slice 2g.10gb of A100-40GB-SXM4 "
                                       "holds 10.0 GB, less than the 16.1 GB the inference job "
                                       "\"Llama 3 8B\" needs: it cannot serve that job")
                                       .arg(QString::fromStdString(in.result.options[1].name));
    CHECK(noted);
}

TEST_CASE("the summary says which options are not like for like with the baseline", "[report][like]") {
    Language en(ui::UiLanguage::English);
    auto in = exampleInput();
    // The GCP option as if it had no staff: the baseline's 0.25 FTE at a PV of 1,000 (a value
    // set here, not computed: the engine's tests check the PV), and the engine's warning.
    engine::LikeForLike check;
    check.gaps.push_back({engine::CostLine::Staff, true, 1000.0, 0.25});
    in.result.options[1].likeForLike = check;
    const engine::Warning warning = engine::notLikeForLikeWarning("no staff");
    in.result.options[1].warnings.push_back(warning);
    const auto d = ui::report::buildReportData(in);
    const QString name = QString::fromStdString(in.result.options[1].name);
    int said = 0, noted = 0;
    for (const auto& s : d.summary) {
        said += s.text == QStringLiteral(
                              "Not like for like: %1 has no staff: the baseline's 0.25 FTE cost USD 1,000 "
                              "over 5 years (present value). Part of the difference in cost is what "
                              "one of them lacks.")
                              .arg(name);
        noted += s.text.startsWith(QStringLiteral("Note on %1: not like for like").arg(name));
    }
    CHECK(said == 1);
    CHECK(noted == 0);  // said once, in words, not again as the engine's note
}

TEST_CASE("the summary names the options that rest on the user's estimates", "[report][estimate]") {
    Language en(ui::UiLanguage::English);
    auto in = exampleInput();
    // The example marks the DGX A100 price of both owned options (options 3 and 4) as the
    // user's estimate; the two cloud options rest on dated catalog prices.
    const QString sentence = QStringLiteral(
        "Resting on the user's estimates, not catalog prices (marked in the assumptions): Buy 4x 8-GPU A100 "
        "servers and Hybrid: own 2 servers, burst to p4d spot and on-demand. Replace them with dated "
        "quotes before relying on these figures.");
    const auto said = [](const ui::report::ReportData& d, const QString& text) {
        int n = 0;
        for (const auto& s : d.summary) n += s.text == text;
        return n;
    };
    CHECK(said(ui::report::buildReportData(in), sentence) == 1);
    // With the marks cleared, nothing is said.
    for (auto& option : in.scenario.options)
        for (auto& source : option.sources)
            std::visit([](auto& x) { x.provenance.estimate = false; }, source);
    for (const auto& s : ui::report::buildReportData(in).summary)
        CHECK_FALSE(s.text.startsWith(QStringLiteral("Resting on the user's estimates")));
}

TEST_CASE("text from the scenario is escaped in the report's HTML", "[report]") {
    Language en(ui::UiLanguage::English);
    auto in = exampleInput();
    in.scenario.name = "<img src=\"/etc/passwd\">";
    in.result.options[0].name = "<b>bold</b> & co";
    const auto data = ui::report::buildReportData(in);
    const QString html = ui::report::reportHtml(data, {});
    CHECK_FALSE(html.contains(QLatin1String("<img")));
    CHECK(html.contains(QLatin1String("&lt;img src=&quot;/etc/passwd&quot;&gt;")));
    CHECK_FALSE(html.contains(QLatin1String("<b>bold</b>")));
    CHECK(html.contains(QLatin1String("&lt;b&gt;bold&lt;/b&gt; &amp; co")));
}

TEST_CASE("writeReport reports progress up to the last page, and a failure to write", "[report]") {
    Language en(ui::UiLanguage::English);
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("r.pdf"));
    int last = 0;
    int total = 0;
    bool monotonic = true;
    const auto outcome = ui::report::writeReport(exampleInput(), pdf, {}, [&](int done, int all) {
        monotonic = monotonic && done >= last;
        last = done;
        total = all;
    });
    REQUIRE(outcome.ok);
    CHECK(outcome.pages >= 5);
    CHECK(monotonic);
    CHECK(last == total);
    CHECK(QFile(pdf).size() > 10000);
    if (test::havePoppler()) CHECK(test::pdfPageCount(pdf) == outcome.pages);

    const auto failed = ui::report::writeReport(exampleInput(), QStringLiteral("/nonexistent-folder/r.pdf"));
    CHECK_FALSE(failed.ok);
    CHECK(failed.error.contains(QLatin1String("/nonexistent-folder/r.pdf")));
}
