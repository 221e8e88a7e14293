// The evaluation controller (issue #16): the one caller of the engine in the app. A burst of
// edits is one evaluation of the last state, a stale result is never published, an invalid
// input marks what is shown as stale, and no view, dialog or export calls the engine itself
// (the counting seam of model/engine/call_audit.h).
#include <catch2/catch.hpp>

#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>

#include "model/engine/call_audit.h"
#include "tests/support/export_support.h"
#include "tests/support/ui_test_support.h"
#include "tests/ui/window_fixture.h"
#include "ui/dialogs/explain_dialog.h"
#include "ui/dialogs/optimise_dialog.h"
#include "ui/document/evaluation_controller.h"
#include "ui/document/language.h"
#include "ui/document/scenario_document.h"
#include "ui/pages/compare_view.h"
#include "ui/pages/comparison_table.h"
#include "ui/pages/risk_page.h"
#include "ui/shell/document_actions.h"
#include "ui/shell/main_window.h"
#include "ui/sizing/sizing_page.h"

using gputco::test::kExample;

using namespace gputco;

namespace {

// The controller's jobs of one kind held at their start on the worker until release(), as long
// ones would run; the jobs after the first pass (the permit is handed on). `seam` sets the hook
// (setBeforeEachJob, setBeforeEachMonteCarlo), emptied when the gate goes.
class HeldJobs {
public:
    using Seam = void (*)(std::function<void()>);
    explicit HeldJobs(Seam seam) : seam_(seam) {
        seam_([this] {
            permit_.acquire();
            permit_.release();
        });
    }
    ~HeldJobs() { seam_(nullptr); }
    HeldJobs(const HeldJobs&) = delete;
    HeldJobs& operator=(const HeldJobs&) = delete;
    void release() { permit_.release(); }

private:
    Seam seam_;
    QSemaphore permit_;
};

// Exports go to the window's own data folder.
struct ControllerWindow : test::WindowFixture {
    ControllerWindow() : WindowFixture({.size = {1600, 960}, .ownDataFolder = true}) {}
    void setPue(double pue) {
        w->document()->edit(QStringLiteral("PUE"), QStringLiteral("options[2].sources[0].facility.pue"),
                            [pue](scenario::Scenario& s) {
                                std::get<scenario::OwnedSource>(s.options[2].sources[0]).facility.pue = pue;
                            });
    }
    double shownPue() const {
        return std::get<scenario::OwnedSource>(w->controller()->current()->scenario.options[2].sources[0])
            .facility.pue;
    }
};

}  // namespace

TEST_CASE("ui controller: no view, dialog or export calls the engine, the controller does",
          "[ui][controller]") {
    const long long uncontrolled = engine::uncontrolledEngineCalls();
    const long long controlled = engine::controlledEngineCalls();
    ControllerWindow f;
    REQUIRE(f.open(kExample));
    // After opening: at least the evaluation, the utilisation of the owning options and the
    // tornado (the example has uncertain inputs), all the controller's.
    const long long afterOpen = engine::controlledEngineCalls();
    CHECK(afterOpen - controlled >= 3);

    // An edit, every page shown (each draws from the published evaluation).
    QSignalSpy shown(f.w.get(), &ui::MainWindow::resultShown);
    f.setPue(1.6);
    REQUIRE(shown.wait(10000));
    for (int page = 0; page < f.w->tabs()->count(); ++page) {
        f.w->tabs()->setCurrentIndex(page);
        QTest::qWait(5);
    }
    f.w->tabs()->setCurrentIndex(0);

    // An explanation of a table cell.
    ui::ExplainDialog* d = f.w->explainFigure(*ui::ComparisonTable::figureAt(2, ui::ComparisonTable::Pv));
    REQUIRE(d != nullptr);
    d->close();

    // A Monte Carlo from the Risk page, small enough to be quick.
    f.w->document()->edit(QStringLiteral("trials"), QString(),
                          [](scenario::Scenario& s) { s.uncertainty->trials = 500; });
    QSignalSpy finished(f.w->riskPage(), &ui::RiskPage::monteCarloFinished);
    f.w->riskPage()->runMonteCarlo();
    REQUIRE(finished.wait(20000));

    // A comparison with the file on disk, and the PDF report with its risk pages.
    ui::CompareView* view = f.w->compareWith(kExample);
    REQUIRE(view != nullptr);
    view->close();
    QSignalSpy said(f.w->actions(), &ui::DocumentActions::message);
    const bool exported = test::exportToEnd(
        f.w->actions(), [&] { return f.w->exportPdf(f.data.filePath(QStringLiteral("report.pdf"))); });
    INFO((said.isEmpty() ? std::string() : said.last().at(0).toString().toStdString()));
    REQUIRE(exported);

    CHECK(engine::uncontrolledEngineCalls() == uncontrolled);
    CHECK(engine::controlledEngineCalls() > afterOpen + 5);
}

TEST_CASE("ui controller: the call audit covers every engine entry point, and none is a view's",
          "[ui][controller][audit]") {
    // Each entry point's count before, and every call outside the controller.
    const long long uncontrolled = engine::uncontrolledEngineCalls();
    std::vector<long long> before;
    for (int e = 0; e < engine::kEntryPoints; ++e)
        before.push_back(engine::entryPointCalls(static_cast<engine::EntryPoint>(e)));
    ControllerWindow f;
    REQUIRE(f.open(kExample));  // evaluate, utilisation, tornado, calibration effect
    // A service on the Sizing page: the evaluation sizes the jobs.
    QSignalSpy shown(f.w.get(), &ui::MainWindow::resultShown);
    f.w->sizingPage()->addInferenceService(0);
    REQUIRE(shown.wait(10000));
    // An explanation, a Monte Carlo, the optimiser and the report's analyses.
    ui::ExplainDialog* d = f.w->explainFigure(*ui::ComparisonTable::figureAt(2, ui::ComparisonTable::Pv));
    REQUIRE(d != nullptr);
    d->close();
    f.w->document()->edit(QStringLiteral("trials"), QString(),
                          [](scenario::Scenario& s) { s.uncertainty->trials = 300; });
    QSignalSpy finished(f.w->riskPage(), &ui::RiskPage::monteCarloFinished);
    f.w->riskPage()->runMonteCarlo();
    REQUIRE(finished.wait(20000));
    ui::OptimiseDialog* optimiser = f.w->optimiseOption(3);
    REQUIRE(optimiser != nullptr);
    QSignalSpy searched(optimiser, &ui::OptimiseDialog::finished);
    optimiser->start();
    REQUIRE(searched.wait(20000));
    optimiser->close();
    REQUIRE(test::exportToEnd(f.w->actions(),
                              [&] { return f.w->exportPdf(f.data.filePath(QStringLiteral("audit.pdf"))); }));

    const char* names[engine::kEntryPoints] = {
        "evaluate",       "explain",  "sizing",      "sensitivity",
        "Monte Carlo",    "optimise", "utilisation", "calibration effect",
        "report analyses"};
    for (int e = 0; e < engine::kEntryPoints; ++e) {
        INFO("entry point: " << names[e]);
        CHECK(engine::entryPointCalls(static_cast<engine::EntryPoint>(e)) >
              before[static_cast<std::size_t>(e)]);
    }
    // Not one of them called by a view, a dialog or the export.
    CHECK(engine::uncontrolledEngineCalls() == uncontrolled);
}

TEST_CASE("ui controller: each evaluation sizes the jobs once, for every view that shows them",
          "[ui][controller][audit]") {
    ControllerWindow f;
    REQUIRE(f.open(kExample));
    // Without uncertain inputs: the tornado and the Monte Carlo would size every trial's scenario.
    QSignalSpy shown(f.w.get(), &ui::MainWindow::resultShown);
    f.w->document()->edit(QStringLiteral("certain"), QString(),
                          [](scenario::Scenario& s) { s.uncertainty.reset(); });
    REQUIRE(shown.wait(10000));
    f.w->sizingPage()->addInferenceService(0);
    REQUIRE(shown.wait(10000));
    // Every page drawn, the Sizing page, the Costs page's demand card and the inputs panel's
    // button among them.
    for (int page = 0; page < f.w->tabs()->count(); ++page) {
        f.w->tabs()->setCurrentIndex(page);
        QTest::qWait(5);
    }
    QSignalSpy evaluated(f.w->controller(), &ui::EvaluationController::evaluated);
    const long long sized = engine::entryPointCalls(engine::EntryPoint::Sizing);
    for (double pue : {1.6, 1.7, 1.8}) {
        f.setPue(pue);
        REQUIRE(evaluated.wait(10000));
        QTest::qWait(10);  // the views redrawn
    }
    REQUIRE(evaluated.count() == 3);
    // Before (issue #35): three times per keystroke (the Sizing page, the Costs page, evaluate()).
    CHECK(engine::entryPointCalls(engine::EntryPoint::Sizing) - sized == 3);
    CHECK(f.w->sizingPage()->demandText().contains(QStringLiteral("reference GPUs")));
}

TEST_CASE("ui controller: a burst of edits is one evaluation of the last state", "[ui][controller]") {
    ControllerWindow f;
    REQUIRE(f.open(kExample));
    QSignalSpy evaluated(f.w->controller(), &ui::EvaluationController::evaluated);
    // Ten edits with no event processed between them: typing faster than the debounce.
    for (int i = 1; i <= 10; ++i) f.setPue(1.5 + 0.01 * i);
    CHECK(f.w->controller()->isPending());
    REQUIRE(evaluated.wait(10000));
    REQUIRE(test::eventually([&] { return !f.w->controller()->isPending(); }, 10000));
    QTest::qWait(50);  // time for a second evaluation, were one started
    CHECK(evaluated.count() == 1);
    CHECK(f.shownPue() == Approx(1.6));
    CHECK(f.w->controller()->current()->scenario == f.w->document()->scenario());
    CHECK_FALSE(f.w->controller()->isStale());
}

TEST_CASE("ui controller: edits typed while an evaluation waits or runs are one evaluation after it",
          "[ui][controller]") {
    ControllerWindow f;
    REQUIRE(f.open(kExample));
    REQUIRE(test::eventually([&] { return !f.w->controller()->isMonteCarloRunning(); }, 30000));
    // The first job held on the worker until released, as a long one would run.
    HeldJobs gate(&ui::EvaluationController::setBeforeEachJob);
    const long long jobs = engine::entryPointCalls(engine::EntryPoint::Sensitivity);  // one per job
    QSignalSpy evaluated(f.w->controller(), &ui::EvaluationController::evaluated);
    // Five keystrokes 20 ms apart: each would have started a job of its own before (issue #35).
    for (int i = 1; i <= 5; ++i) {
        f.setPue(1.5 + 0.01 * i);
        QTest::qWait(20);
    }
    CHECK(f.w->controller()->isPending());
    gate.release();
    REQUIRE(test::eventually([&] { return !f.w->controller()->isPending(); }, 30000));
    // The first keystroke's job, then one for the four typed while it ran; the first job's
    // result is of an older state and never shown.
    CHECK(engine::entryPointCalls(engine::EntryPoint::Sensitivity) - jobs == 2);
    CHECK(evaluated.count() == 1);
    CHECK(f.shownPue() == Approx(1.55));
}

TEST_CASE("ui controller: an edit stops the expected saving's background run without calling it cancelled",
          "[ui][controller]") {
    ControllerWindow f;
    REQUIRE(f.open(kExample));
    // The opening's own run ends first: a run waiting to be redone is redone for the state the
    // document is in by then, with nothing to stop.
    REQUIRE(test::eventually([&] { return !f.w->controller()->isMonteCarloRunning(); }, 30000));
    // The next run held on its worker until released, as a long one would run: it is still
    // running when the PUE is typed on any machine (500,000 trials took a second on one core
    // here and under a tenth of a second on CI's sixteen, which finished before the edit).
    HeldJobs gate(&ui::EvaluationController::setBeforeEachMonteCarlo);
    f.w->document()->edit(QStringLiteral("trials"), QString(),
                          [](scenario::Scenario& s) { s.uncertainty->trials = 20000; });
    REQUIRE(test::eventually(
        [&] {
            return f.w->controller()->isMonteCarloRunning() && !f.w->controller()->isPending() &&
                   f.w->controller()->current()->scenario.uncertainty->trials == 20000;
        },
        10000));
    QSignalSpy cancelled(f.w->controller(), &ui::EvaluationController::monteCarloCancelled);
    QSignalSpy stopped(f.w->controller(), &ui::EvaluationController::backgroundMonteCarloStopped);
    f.setPue(1.6);
    // The run of the old state stops at the edit; the new state's result asks for its own.
    CHECK(f.w->controller()->isMonteCarloRunning());  // stopping, then the new state's run
    gate.release();
    REQUIRE(test::eventually([&] { return f.w->controller()->isMonteCarloCurrent(); }, 60000));
    CHECK(stopped.count() == 1);
    CHECK(cancelled.count() == 0);  // the Risk page would say "Cancelled": nobody cancelled
    CHECK_FALSE(f.w->controller()->isMonteCarloDeclined());
}

TEST_CASE("ui controller: an edit made while a result is computed supersedes it", "[ui][controller]") {
    ControllerWindow f;
    REQUIRE(f.open(kExample));
    QSignalSpy evaluated(f.w->controller(), &ui::EvaluationController::evaluated);
    f.setPue(1.7);
    f.w->controller()->evaluateNow();  // the worker now computes PUE 1.7
    f.setPue(1.8);                     // before it is published
    REQUIRE(evaluated.wait(10000));
    // Whatever the order the two jobs end in, only the state of the document is ever shown.
    REQUIRE(test::eventually([&] { return !f.w->controller()->isPending(); }, 10000));
    for (const QList<QVariant>& signal : evaluated) {
        const auto e = signal.at(0).value<std::shared_ptr<const ui::Evaluation>>();
        CHECK(std::get<scenario::OwnedSource>(e->scenario.options[2].sources[0]).facility.pue == Approx(1.8));
    }
    CHECK(f.shownPue() == Approx(1.8));
}

TEST_CASE("ui controller: an invalid input keeps the last valid evaluation, marked stale",
          "[ui][controller]") {
    ControllerWindow f;
    REQUIRE(f.open(kExample));
    QSignalSpy stale(f.w->controller(), &ui::EvaluationController::staleChanged);
    // The Costs page's expected saving runs its own Monte Carlo after the opening evaluation:
    // counted here it would look like the invalid edit's (CI saw 8 == 7), so it ends first.
    REQUIRE(test::eventually([&] { return !f.w->controller()->isMonteCarloRunning(); }, 30000));
    const long long calls = engine::controlledEngineCalls();
    f.setPue(0.5);  // below 1: invalid (MODEL.md, facility)
    REQUIRE(stale.count() == 1);
    CHECK(stale.at(0).at(0).toBool());
    CHECK(f.w->controller()->isStale());
    QTest::qWait(5 * ui::EvaluationController::kDebounceMs);
    CHECK(engine::controlledEngineCalls() == calls);  // invalid input never reaches the engine
    CHECK(f.shownPue() == Approx(1.5));               // the last valid state, still shown

    QSignalSpy evaluated(f.w->controller(), &ui::EvaluationController::evaluated);
    f.setPue(1.55);
    REQUIRE(evaluated.wait(10000));
    CHECK(stale.count() == 2);
    CHECK_FALSE(stale.at(1).at(0).toBool());
    CHECK(f.shownPue() == Approx(1.55));
}

TEST_CASE(
    "ui workbook: File > Export Workbook writes what is on screen with progress, and a cancel writes nothing",
    "[ui][controller][workbook]") {
    ControllerWindow f;
    REQUIRE(f.open(kExample));
    QSignalSpy shown(f.w.get(), &ui::MainWindow::resultShown);
    f.setPue(1.6);
    REQUIRE(shown.wait(10000));

    // Cancelled at its first progress report (the risk trials come first): no file.
    const QString cancelled = f.data.filePath(QStringLiteral("cancelled.xlsx"));
    const auto once = QObject::connect(f.w->actions(), &ui::DocumentActions::exportProgress, f.w->actions(),
                                       &ui::DocumentActions::cancelExport, Qt::SingleShotConnection);
    CHECK_FALSE(test::exportToEnd(f.w->actions(), [&] { return f.w->exportWorkbook(cancelled); }));
    QObject::disconnect(once);
    CHECK_FALSE(QFile::exists(cancelled));

    // Written: progress rises to 100 %, the file is a zip archive (an .xlsx), the window was
    // usable meanwhile (the work ran on the controller's worker).
    QSignalSpy progress(f.w->actions(), &ui::DocumentActions::exportProgress);
    QSignalSpy said(f.w->actions(), &ui::DocumentActions::message);
    const QString path = f.data.filePath(QStringLiteral("workbook.xlsx"));
    // The Costs page's expected saving runs its own Monte Carlo after each edit: counted here it
    // would be the export's (seen at 2 under load), so it ends first.
    REQUIRE(test::eventually([&] { return !f.w->controller()->isMonteCarloRunning(); }, 30000));
    const long long controlled = engine::controlledEngineCalls();
    const long long uncontrolled = engine::uncontrolledEngineCalls();
    const bool exported = test::exportToEnd(f.w->actions(), [&] { return f.w->exportWorkbook(path); });
    INFO((said.isEmpty() ? std::string() : said.last().at(0).toString().toStdString()));
    REQUIRE(exported);
    // One engine call, the controller's (issue #35): the Monte Carlo with every trial kept.
    // The tornado is the one the evaluation on screen holds; the workbook runs neither.
    CHECK(engine::controlledEngineCalls() - controlled == 1);
    CHECK(engine::uncontrolledEngineCalls() == uncontrolled);
    REQUIRE(progress.count() >= 2);
    CHECK(progress.last().at(0).toInt() == 100);
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    CHECK(file.read(2) == "PK");
    CHECK(said.last().at(0).toString().contains(QStringLiteral("workbook.xlsx")));
}

TEST_CASE("ui workbook: the File menu offers Export Workbook once there is a result, in both languages",
          "[ui][workbook][screenshot]") {
    for (const ui::UiLanguage language : {ui::UiLanguage::English, ui::UiLanguage::SimplifiedChinese}) {
        ControllerWindow f;
        ui::applyLanguage(language);
        QAction* action = nullptr;
        QMenu* file = nullptr;
        for (QAction* top : f.w->menuBar()->actions())
            if (top->menu() && !top->menu()->actions().isEmpty()) {
                for (QAction* a : top->menu()->actions())
                    if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E))
                        action = a, file = top->menu();
            }
        REQUIRE(action != nullptr);
        CHECK_FALSE(action->isEnabled());  // nothing to export yet
        REQUIRE(f.open(kExample));
        CHECK(action->isEnabled());
        CHECK(action->text() == (language == ui::UiLanguage::English ? QStringLiteral("Export Wor&kbook…")
                                                                     : QStringLiteral("导出工作簿(&K)…")));
        file->popup(f.w->mapToGlobal(QPoint(0, 0)));
        QTest::qWait(50);
        CHECK(file->grab().save(QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/file-menu-") +
                                ui::languageCode(language) + QStringLiteral(".png")));
        file->hide();
        ui::applyLanguage(ui::UiLanguage::English);
    }
}
