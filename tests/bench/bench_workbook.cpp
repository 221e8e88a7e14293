// Issue #20: the audit workbook of a 10-year, 64-option scenario in under 2 s on the 2-core
// machine (evaluate, build every sheet, write the .xlsx); and the reference example's, whose
// Risk sheet holds its 10,000 Monte Carlo trials (run here, as the CLI runs them: the workbook
// runs no analysis of its own). Run with `make bench`.
#include <benchmark/benchmark.h>

#include <QTemporaryDir>
#include <optional>
#include <variant>

#include "model/engine/evaluate.h"
#include "model/engine/monte_carlo.h"
#include "model/engine/sensitivity.h"
#include "model/io/scenario_reader.h"
#include "model/io/workbook/audit_workbook.h"

namespace {

using namespace gputco;

scenario::Scenario reference() {
    const auto read =
        io::readScenarioFile(QStringLiteral(GPUTCO_SOURCE_DIR "/resources/examples/a100-buy-vs-rent.gputco"));
    if (!read.ok()) std::abort();
    return *read.scenario;
}

// The reference example's four options, sixteen times over with other sizes, over 10 years
// (as tests/workbook/workbook_variants.py builds it for the LibreOffice check).
scenario::Scenario sixtyFourOptions() {
    scenario::Scenario s = reference();
    s.horizonYears = 10;
    s.uncertainty.reset();
    const std::vector<scenario::Option> base = s.options;
    s.options.clear();
    for (int i = 0; i < 64; ++i) {
        scenario::Option o = base[static_cast<std::size_t>(i) % base.size()];
        o.name += " #" + std::to_string(i + 1);
        o.id.clear();
        for (scenario::Source& source : o.sources) {
            if (auto* owned = std::get_if<scenario::OwnedSource>(&source)) owned->nodes = 1 + i % 6;
            if (auto* reserved = std::get_if<scenario::ReservedSource>(&source))
                reserved->instances = 1 + i % 4;
        }
        s.options.push_back(std::move(o));
    }
    s.finance.baseline = s.options.front().name;
    return s;
}

// The Risk sheet's analyses, as app/cli/workbook_command.cpp runs them.
std::optional<io::workbook::WorkbookRisk> riskOf(const scenario::Scenario& s) {
    if (!s.uncertainty || s.uncertainty->inputs.empty()) return std::nullopt;
    return io::workbook::WorkbookRisk{engine::sensitivity(s),
                                      engine::monteCarlo(s, io::workbook::riskSettings(s))};
}

void exportWorkbook(benchmark::State& state, const scenario::Scenario& s) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("workbook.xlsx"));
    qint64 bytes = 0;
    for (auto _ : state) {
        const engine::Result result = engine::evaluate(s);
        const auto outcome =
            io::workbook::writeAuditWorkbook(s, result, riskOf(s), io::workbook::WorkbookText{}, path);
        if (!outcome.ok) state.SkipWithError(outcome.error.c_str());
        bytes = outcome.bytes;
    }
    state.counters["bytes"] = static_cast<double>(bytes);
}

void buildOnly(benchmark::State& state, const scenario::Scenario& s) {
    const engine::Result result = engine::evaluate(s);
    const auto risk = riskOf(s);
    for (auto _ : state) {
        io::workbook::SheetModel model;
        benchmark::DoNotOptimize(
            io::workbook::buildAuditWorkbook(s, result, risk, io::workbook::WorkbookText{}, model));
    }
}

const scenario::Scenario kSixtyFour = sixtyFourOptions();
const scenario::Scenario kReference = reference();

BENCHMARK_CAPTURE(exportWorkbook, sixty_four_options_10_years, kSixtyFour)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(buildOnly, sixty_four_options_10_years, kSixtyFour)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(exportWorkbook, reference_example_with_risk, kReference)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
