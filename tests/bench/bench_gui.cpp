// Budgets (DESIGN.md): an edit in the GUI to charts redrawn under 50 ms, and a usable window
// under 1 s from a cold start. Run with `make bench` (offscreen platform, no display needed).
//
// editToRedrawn: one keystroke's worth of change to a PUE, through the document (undo
// command, validation), the debounce, the evaluation on the worker thread and every view's
// refresh and replot, until MainWindow::resultShown.
// windowToFirstResult: a new main window, the example opened, evaluated and shown; the rest
// of a cold start (loading the executable and Qt) is measured by `gputco --quit-when-ready`.
#include <benchmark/benchmark.h>

#include <QApplication>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <memory>

#include "tests/support/gui_bench.h"
#include "ui/charts/annual_cost_chart.h"
#include "ui/charts/cumulative_cost_chart.h"
#include "ui/charts/utilisation_heat_map.h"
#include "ui/document/evaluation_controller.h"
#include "ui/document/scenario_document.h"
#include "ui/pages/comparison_table.h"
#include "ui/pages/kpi_panel.h"
#include "ui/shell/main_window.h"
#include "ui/shell/theme.h"

namespace {

const QString kExample = QStringLiteral(GPUTCO_SOURCE_DIR "/resources/examples/a100-buy-vs-rent.gputco");

bool waitForResult(gputco::ui::MainWindow& w) {
    QSignalSpy shown(&w, &gputco::ui::MainWindow::resultShown);
    return shown.wait(10000);
}

void editToRedrawn(benchmark::State& state) {
    gputco::ui::MainWindow w;
    w.resize(1600, 960);
    w.show();
    if (!w.openFile(kExample) || !waitForResult(w)) {
        state.SkipWithError("the example did not open");
        return;
    }
    double pue = 1.5;
    for (auto _ : state) {
        pue = pue >= 1.9 ? 1.5 : pue + 0.01;
        w.document()->edit(
            QStringLiteral("PUE"), QStringLiteral("pue"), [pue](gputco::scenario::Scenario& s) {
                std::get<gputco::scenario::OwnedSource>(s.options[2].sources[0]).facility.pue = pue;
            });
        if (!waitForResult(w)) state.SkipWithError("no result");
    }
}
BENCHMARK(editToRedrawn)->Unit(benchmark::kMillisecond)->UseRealTime();

void editSlotsOnly(benchmark::State& state) {
    gputco::ui::MainWindow w;
    w.resize(1600, 960);
    w.show();
    if (!w.openFile(kExample) || !waitForResult(w)) return;
    double pue = 1.5;
    for (auto _ : state) {
        pue = pue >= 1.9 ? 1.5 : pue + 0.01;
        w.document()->edit(
            QStringLiteral("PUE"), QStringLiteral("pue"), [pue](gputco::scenario::Scenario& s) {
                std::get<gputco::scenario::OwnedSource>(s.options[2].sources[0]).facility.pue = pue;
            });
    }
    waitForResult(w);
}
BENCHMARK(editSlotsOnly)->Unit(benchmark::kMillisecond)->UseRealTime();

void viewsOnly(benchmark::State& state) {
    gputco::ui::MainWindow w;
    w.resize(1600, 960);
    w.show();
    if (!w.openFile(kExample) || !waitForResult(w)) return;
    const gputco::engine::Result r = *w.result();
    const int which = static_cast<int>(state.range(0));
    for (auto _ : state) {
        if (which == 0) w.kpiPanel()->setResult(r);
        if (which == 1) w.comparisonTable()->setResult(r);
        if (which == 2) w.cumulativeChart()->setResult(r);
        if (which == 3) w.annualChart()->setResult(r);
        if (which == 4) {
            const auto evaluation = w.controller()->current();
            w.utilisationMap()->setData(evaluation->scenario, evaluation->utilisation);
        }
        QCoreApplication::processEvents();
    }
}
// 0 KPI cards, 1 comparison table, 2 cumulative chart, 3 annual chart, 4 utilisation heat map.
BENCHMARK(viewsOnly)->DenseRange(0, 4)->Unit(benchmark::kMillisecond)->UseRealTime();

void windowToFirstResult(benchmark::State& state) {
    for (auto _ : state) {
        gputco::ui::MainWindow w;
        w.resize(1600, 960);
        w.show();
        if (!w.openFile(kExample) || !waitForResult(w)) state.SkipWithError("no result");
    }
}
BENCHMARK(windowToFirstResult)->Unit(benchmark::kMillisecond)->UseRealTime();

// The two halves of windowToFirstResult: the empty window built and shown...
void windowShown(benchmark::State& state) {
    for (auto _ : state) {
        gputco::ui::MainWindow w;
        w.resize(1600, 960);
        w.show();
        QCoreApplication::processEvents();
    }
}
BENCHMARK(windowShown)->Unit(benchmark::kMillisecond)->UseRealTime();

// ...and the example opened in a shown window until its result is on screen.
void openToFirstResult(benchmark::State& state) {
    for (auto _ : state) {
        state.PauseTiming();
        auto w = std::make_unique<gputco::ui::MainWindow>();
        w->resize(1600, 960);
        w->show();
        QCoreApplication::processEvents();
        state.ResumeTiming();
        if (!w->openFile(kExample) || !waitForResult(*w)) state.SkipWithError("no result");
        state.PauseTiming();
        w.reset();
        state.ResumeTiming();
    }
}
BENCHMARK(openToFirstResult)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

int main(int argc, char** argv) {
    const gputco::test::GuiBench bench(argc, argv);
    return gputco::test::GuiBench::run(argc, argv);
}
