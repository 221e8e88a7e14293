// The Risk page (issue #8): inputs added and edited as undoable changes, the tornado from the
// engine's sensitivity(), and a Monte Carlo run in the background whose numbers are the
// engine's for the same seed, kept while the scenario stays the same.
#include <catch2/catch.hpp>

#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <numeric>

#include "model/engine/monte_carlo.h"
#include "model/engine/sensitivity.h"
#include "model/io/scenario_reader.h"
#include "ui/charts/tornado_chart.h"
#include "ui/document/scenario_document.h"
#include "ui/editors/field_editor.h"
#include "ui/editors/inputs_panel.h"
#include "ui/language.h"
#include "ui/main_window.h"
#include "ui/pages/risk_page.h"

using namespace gputco;

namespace {

const QString kExample = QStringLiteral(GPUTCO_SOURCE_DIR "/resources/examples/a100-buy-vs-rent.gputco");

struct Window {
    Window() {
        QSettings().clear();
        ui::applyLanguage(ui::UiLanguage::English);
        w = std::make_unique<ui::MainWindow>();
        w->resize(1600, 960);
        w->show();
        QSignalSpy shown(w->riskPage(), &ui::RiskPage::sensitivityShown);
        REQUIRE(w->openFile(kExample));
        REQUIRE(shown.wait(10000));
    }
    std::unique_ptr<ui::MainWindow> w;
};

}  // namespace

TEST_CASE("ui risk: the example's inputs, tornado and Monte Carlo are the engine's", "[ui][risk]") {
    Window f;
    ui::RiskPage* page = f.w->riskPage();
    const scenario::Scenario s = f.w->document()->scenario();
    // The example lists 5 uncertain inputs (resources/examples/a100-buy-vs-rent.gputco).
    CHECK(page->inputsTable()->rowCount() == 5);

    const engine::SensitivityResult expected = engine::sensitivity(s);
    REQUIRE(page->sensitivityResult().has_value());
    REQUIRE(page->tornadoChart()->bars().size() == expected.inputs.size());
    for (std::size_t i = 0; i < expected.inputs.size(); ++i) {
        CHECK(page->sensitivityResult()->inputs[i].path == expected.inputs[i].path);
        CHECK(page->tornadoChart()->bars()[i].first ==
              std::min(expected.inputs[i].differenceLow, expected.inputs[i].differenceHigh));
    }

    // A smaller run than the file's 10,000 trials, through the trials box as an edit.
    f.w->document()->edit(QStringLiteral("trials"), QString(),
                          [](scenario::Scenario& x) { x.uncertainty->trials = 2000; });
    QSignalSpy done(page, &ui::RiskPage::monteCarloFinished);
    page->runMonteCarlo();
    CHECK(page->isRunning());
    REQUIRE(done.wait(20000));
    REQUIRE(page->monteCarloResult().has_value());
    CHECK(page->isResultCurrent());
    // The engine's numbers for the same scenario and seed, on one thread: the page used every
    // core, and the result must not depend on it.
    engine::MonteCarloSettings one;
    one.trials = 2000;
    one.seed = s.uncertainty->seed;
    one.threads = 1;
    scenario::Scenario edited = s;
    edited.uncertainty->trials = 2000;
    const engine::MonteCarloResult reference = engine::monteCarlo(edited, one);
    double sum = 0;
    for (std::size_t i = 0; i < reference.options.size(); ++i) {
        const auto& got = page->monteCarloResult()->options[i];
        CHECK(got.pv.p50 == reference.options[i].pv.p50);
        CHECK(got.pCheapest == reference.options[i].pCheapest);
        CHECK(got.pv.p5 <= got.pv.p50);
        CHECK(got.pv.p50 <= got.pv.p95);
        sum += got.pCheapest;
    }
    CHECK(sum == Approx(1.0));

    // An edit makes the result out of date; undo makes it current again.
    f.w->document()->edit(QStringLiteral("demand"), QString(),
                          [](scenario::Scenario& x) { x.demand.gpus = 30; });
    CHECK_FALSE(page->isResultCurrent());
    f.w->document()->undoStack()->undo();
    CHECK(page->isResultCurrent());
}

TEST_CASE("ui risk: adding and removing an input is undoable, and a bad path is refused", "[ui][risk]") {
    Window f;
    ui::RiskPage* page = f.w->riskPage();
    CHECK_FALSE(page->addInput(QStringLiteral("options[9].sources[0].facility.pue")));
    CHECK(page->inputsTable()->rowCount() == 5);
    // finance.discount_rate is 0.08 in the example: triangular 0.064 .. 0.096 around it.
    REQUIRE(page->addInput(QStringLiteral("finance.discount_rate")));
    REQUIRE(page->inputsTable()->rowCount() == 6);
    const scenario::UncertainInput& added = f.w->document()->scenario().uncertainty->inputs.back();
    CHECK(added.dist == scenario::Distribution::Triangular);
    CHECK(added.low == Approx(0.064));
    CHECK(added.mode == Approx(0.08));
    CHECK(added.high == Approx(0.096));
    CHECK(f.w->document()->isEvaluable());
    page->removeInput(0);
    CHECK(page->inputsTable()->rowCount() == 5);
    f.w->document()->undoStack()->undo();
    f.w->document()->undoStack()->undo();
    CHECK(page->inputsTable()->rowCount() == 5);
    CHECK(f.w->document()->scenario().uncertainty->inputs.front().path == "demand.gpus");
}

TEST_CASE("ui risk: a long run can be cancelled and leaves the last result", "[ui][risk]") {
    Window f;
    ui::RiskPage* page = f.w->riskPage();
    f.w->document()->edit(QStringLiteral("trials"), QString(),
                          [](scenario::Scenario& x) { x.uncertainty->trials = 5'000'000; });
    QSignalSpy done(page, &ui::RiskPage::monteCarloFinished);
    page->runMonteCarlo();
    REQUIRE(page->isRunning());
    page->cancel();
    QTRY_VERIFY_WITH_TIMEOUT(!page->isRunning(), 20000);
    CHECK(done.count() == 0);
    CHECK_FALSE(page->monteCarloResult().has_value());
}

TEST_CASE("ui risk: screenshot of the Risk page", "[ui][screenshot]") {
    Window f;
    f.w->document()->edit(QStringLiteral("trials"), QString(),
                          [](scenario::Scenario& x) { x.uncertainty->trials = 3000; });
    f.w->tabs()->setCurrentIndex(1);
    f.w->riskPage()->inputsTable()->selectRow(3);
    QSignalSpy done(f.w->riskPage(), &ui::RiskPage::monteCarloFinished);
    f.w->riskPage()->runMonteCarlo();
    REQUIRE(done.wait(20000));
    QTest::qWait(50);
    const QString dir = QStringLiteral(GPUTCO_BINARY_DIR "/screenshots");
    CHECK(f.w->grab().save(dir + QStringLiteral("/risk-en.png")));
}

TEST_CASE("ui risk: a field's context menu makes it an uncertain input", "[ui][risk]") {
    Window f;
    ui::FieldEditor* discount = f.w->inputsPanel()->editorFor(QStringLiteral("finance.discount_rate"));
    REQUIRE(discount != nullptr);
    emit discount->uncertainRequested(QStringLiteral("finance.discount_rate"));
    CHECK(f.w->tabs()->currentIndex() == 1);
    REQUIRE(f.w->riskPage()->inputsTable()->rowCount() == 6);
    CHECK(f.w->document()->scenario().uncertainty->inputs.back().path == "finance.discount_rate");
}
