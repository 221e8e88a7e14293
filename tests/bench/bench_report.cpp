// Budget (DESIGN.md): the PDF report of the default scenario in under 2 s on the 2-core
// machine. Run with `make bench`; the report needs a QApplication (offscreen without a display).
#include <benchmark/benchmark.h>

#include <QApplication>
#include <QTemporaryDir>

#include "model/engine/evaluate.h"
#include "model/io/scenario_reader.h"
#include "ui/document/language.h"
#include "ui/report/report_writer.h"

namespace {

const QString kExample = QStringLiteral(GPUTCO_SOURCE_DIR "/resources/examples/a100-buy-vs-rent.gputco");

// What `gputco-cli report` does after reading the file: evaluate, then write every page.
void reportExample(benchmark::State& state, gputco::ui::UiLanguage language) {
    gputco::ui::applyLanguage(language);
    const auto read = gputco::io::readScenarioFile(kExample);
    if (!read.ok()) std::abort();
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
    for (auto _ : state) {
        const auto result = gputco::engine::evaluate(*read.scenario);
        const auto outcome = gputco::ui::report::writeReport(
            gputco::ui::report::makeReportInput(*read.scenario, result, kExample, QString(),
                                                QDate(2026, 12, 3)),
            pdf);
        if (!outcome.ok) state.SkipWithError("report not written");
    }
}
BENCHMARK_CAPTURE(reportExample, en, gputco::ui::UiLanguage::English)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(reportExample, zh_CN, gputco::ui::UiLanguage::SimplifiedChinese)
    ->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
