// Correlated inputs on the Risk page (issue #36): a user correlates the electricity price with
// demand growth, runs the Monte Carlo and reads the achieved correlation; a set that
// contradicts itself is refused at the pairs and the nearest valid set is offered, applied only
// when the user says so, and undone in one step. The tornado compares the option the user picks,
// starting on the one the inputs belong to, and greys the inputs that do not touch the pair.
#include <catch2/catch.hpp>

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QUndoStack>
#include <algorithm>

#include "model/engine/sensitivity.h"
#include "model/scenario/correlation_matrix.h"
#include "tests/support/ui_test_support.h"
#include "tests/ui/window_fixture.h"
#include "ui/charts/spider_chart.h"
#include "ui/charts/tornado_chart.h"
#include "ui/charts/variance_chart.h"
#include "ui/document/scenario_document.h"
#include "ui/pages/correlation_panel.h"
#include "ui/pages/risk_page.h"
#include "ui/shell/main_window.h"

using gputco::test::kExample;

using namespace gputco;

namespace {

constexpr const char* kPrice = "tariffs.us-industrial.price_per_kwh";
constexpr const char* kGrowth = "demand.growth_per_year";

struct CorrelationWindow : test::WindowFixture {
    CorrelationWindow() : WindowFixture({.size = {1600, 960}}) {
        REQUIRE(open(kExample, w->riskPage(), &ui::RiskPage::sensitivityShown));
        panel = w->riskPage()->correlations();
    }
    const std::vector<scenario::RankCorrelation>& pairs() const {
        return w->document()->scenario().uncertainty->correlations;
    }
    ui::CorrelationPanel* panel = nullptr;
};

// Which input of the example's uncertainty.inputs a path is.
int inputIndex(const scenario::Scenario& s, const std::string& path) {
    for (std::size_t i = 0; i < s.uncertainty->inputs.size(); ++i)
        if (s.uncertainty->inputs[i].path == path) return static_cast<int>(i);
    return -1;
}

}  // namespace

TEST_CASE("ui correlations: a pair added, chosen and typed in words, and the run shows what it reached",
          "[ui][risk][correlation]") {
    CorrelationWindow f;
    REQUIRE(f.pairs().empty());
    // Add pair: the first two inputs (demand level and growth), at 0, as one undoable edit.
    REQUIRE(f.panel->addPair());
    REQUIRE(f.pairs().size() == 1);
    CHECK(f.pairs()[0].rank == 0);
    CHECK(f.w->document()->undoStack()->undoText().startsWith(QStringLiteral("Correlate")));
    // Choose the electricity price and demand growth in the two choosers, by their titles.
    auto* first =
        qobject_cast<QComboBox*>(f.panel->table()->cellWidget(0, ui::CorrelationPanel::FirstColumn));
    auto* second =
        qobject_cast<QComboBox*>(f.panel->table()->cellWidget(0, ui::CorrelationPanel::SecondColumn));
    REQUIRE(first != nullptr);
    REQUIRE(second != nullptr);
    const scenario::Scenario& s = f.w->document()->scenario();
    // Each chooser lists the inputs by title: no path where a person reads.
    for (int i = 0; i < first->count(); ++i) CHECK_FALSE(first->itemText(i).contains(QLatin1Char('[')));
    f.panel->setInput(0, 0, kPrice);
    f.panel->setInput(0, 1, kGrowth);
    CHECK(f.pairs()[0].a == kPrice);
    CHECK(f.pairs()[0].b == kGrowth);
    first = qobject_cast<QComboBox*>(f.panel->table()->cellWidget(0, ui::CorrelationPanel::FirstColumn));
    CHECK(first->currentIndex() == inputIndex(s, kPrice));
    // Typed as a person types it.
    f.panel->table()->item(0, ui::CorrelationPanel::TargetColumn)->setText(QStringLiteral("0.8"));
    CHECK(f.pairs()[0].rank == 0.8);
    CHECK(f.panel->table()->item(0, ui::CorrelationPanel::AchievedColumn)->text().isEmpty());

    // The run: the achieved correlation beside the target, within 0.03 at 10,000 trials.
    ui::RiskPage* page = f.w->riskPage();
    page->runMonteCarlo();
    REQUIRE(test::eventually([&] { return page->isResultCurrent() && !page->isRunning(); }, 60000));
    const QString achieved = f.panel->table()->item(0, ui::CorrelationPanel::AchievedColumn)->text();
    INFO(achieved.toStdString());
    REQUIRE_FALSE(achieved.isEmpty());
    CHECK(std::fabs(achieved.toDouble() - 0.8) <= 0.03 + 0.005);  // shown to two decimals
    // An edit of the target makes the achieved value stale: it is no longer shown.
    f.panel->table()->item(0, ui::CorrelationPanel::TargetColumn)->setText(QStringLiteral("0.5"));
    CHECK(f.panel->table()->item(0, ui::CorrelationPanel::AchievedColumn)->text().isEmpty());
}

TEST_CASE(
    "ui correlations: a contradictory set is refused in words, the nearest set offered, kept pairs held",
    "[ui][risk][correlation]") {
    CorrelationWindow f;
    // demand level ~ growth 0.9, level ~ price 0.9, growth ~ price -0.9: impossible together.
    f.w->document()->edit(QStringLiteral("pairs"), QString(), [](scenario::Scenario& s) {
        s.uncertainty->correlations = {
            {"demand.gpus", kGrowth, 0.9}, {"demand.gpus", kPrice, 0.9}, {kGrowth, kPrice, -0.9}};
    });
    CHECK_FALSE(f.w->document()->isEvaluable());
    REQUIRE(f.panel->problemLabel()->isVisibleTo(f.panel));
    const QString problem = f.panel->problemLabel()->text();
    INFO(problem.toStdString());
    CHECK(problem.contains(QStringLiteral("contradict")));
    CHECK_FALSE(problem.contains(QStringLiteral("demand.gpus")));  // words, not paths
    REQUIRE(f.panel->offerButton()->isVisibleTo(f.panel));
    CHECK(f.panel->offerLabel()->text().contains(QStringLiteral("→")));

    // Keep the first pair: the offer holds it at 0.9 and moves the others.
    f.panel->table()->item(0, ui::CorrelationPanel::KeepColumn)->setCheckState(Qt::Checked);
    const auto offered = f.panel->offer();
    REQUIRE(offered.has_value());
    CHECK((*offered)[0].rank == Approx(0.9).margin(1e-4));
    // Nothing changed by itself: the file still holds the user's targets.
    CHECK(f.pairs()[2].rank == -0.9);
    REQUIRE(f.panel->acceptOffer());
    CHECK(f.pairs()[0].rank == Approx(0.9).margin(1e-4));
    CHECK(f.w->document()->isEvaluable());
    CHECK(scenario::isValidCorrelation(
        scenario::correlationTargets(*f.w->document()->scenario().uncertainty).matrix));
    CHECK_FALSE(f.panel->offerButton()->isVisibleTo(f.panel));
    // One step back to the user's own set.
    f.w->document()->undoStack()->undo();
    CHECK(f.pairs()[2].rank == -0.9);
}

TEST_CASE("ui correlations: removing an input removes the pairs that name it", "[ui][risk][correlation]") {
    CorrelationWindow f;
    f.w->document()->edit(QStringLiteral("pair"), QString(), [](scenario::Scenario& s) {
        s.uncertainty->correlations = {{kPrice, kGrowth, 0.6}};
    });
    f.w->riskPage()->removeInput(inputIndex(f.w->document()->scenario(), kGrowth));
    CHECK(f.pairs().empty());
    CHECK(f.w->document()->isEvaluable());
    f.w->document()->undoStack()->undo();
    CHECK(f.pairs().size() == 1);
}

TEST_CASE("ui risk: the tornado compares the option the inputs belong to, and the one the user picks",
          "[ui][risk][correlation]") {
    CorrelationWindow f;
    ui::RiskPage* page = f.w->riskPage();
    const scenario::Scenario& s = f.w->document()->scenario();
    // The PUE and the resale decline are "Buy 4x"'s (options[2]): the tornado starts there, and
    // both have swings that are not zero.
    REQUIRE(page->comparedOption() == std::optional<std::size_t>(2));
    CHECK(page->tornadoOptionChooser()->currentText() == QString::fromStdString(s.options[2].name));
    const auto swingOf = [&](const std::string& path) {
        for (const engine::InputSwing& in : page->sensitivityResult()->inputs)
            if (in.path == path) return in.swing;
        return -1.0;
    };
    CHECK(swingOf("options[2].sources[0].facility.pue") > 0);
    CHECK(swingOf("options[2].sources[0].resale_decline_per_year") > 0);
    CHECK(page->tornadoChart()->affecting() == std::vector<bool>(5, true));

    // The hybrid (options[3]) does not own them: they are greyed, not empty bars.
    const int hybrid = page->tornadoOptionChooser()->findText(QString::fromStdString(s.options[3].name));
    REQUIRE(hybrid >= 0);
    page->tornadoOptionChooser()->setCurrentIndex(hybrid);
    emit page->tornadoOptionChooser()->activated(hybrid);
    REQUIRE(page->comparedOption() == std::optional<std::size_t>(3));
    const std::vector<bool> affecting = page->tornadoChart()->affecting();
    int greyed = 0;
    for (std::size_t k = 0; k < affecting.size(); ++k) {
        const std::string& path = page->sensitivityResult()->inputs[k].path;
        if (path.rfind("options[2]", 0) == 0) CHECK_FALSE(affecting[k]);
        greyed += affecting[k] ? 0 : 1;
    }
    CHECK(greyed == 2);
    // The pick stays through an edit (the option is found by its id).
    QSignalSpy shown(page, &ui::RiskPage::sensitivityShown);
    f.w->document()->edit(QStringLiteral("PUE"), QStringLiteral("options[2].sources[0].facility.pue"),
                          [](scenario::Scenario& x) {
                              std::get<scenario::OwnedSource>(x.options[2].sources[0]).facility.pue = 1.45;
                          });
    REQUIRE(shown.wait(10000));
    CHECK(page->comparedOption() == std::optional<std::size_t>(3));
}

TEST_CASE("ui risk: the spider and the contributions to variance follow the tornado's option",
          "[ui][risk][correlation]") {
    CorrelationWindow f;
    ui::RiskPage* page = f.w->riskPage();
    f.w->tabs()->setCurrentIndex(ui::MainWindow::RiskTab);
    // The spider comes from the controller's worker once the page is shown.
    REQUIRE(test::eventually([&] { return page->spiderChart()->hasResult(); }, 10000));
    CHECK(page->spiderChart()->titles().size() == 5);
    // Nothing to share out without a current run (the opening's run for the expected saving
    // may or may not have finished by now: the chart follows it either way).
    CHECK(page->varianceChart()->hasResult() ==
          (page->monteCarloResult().has_value() && page->isResultCurrent()));
    f.w->document()->edit(QStringLiteral("trials"), QString(),
                          [](scenario::Scenario& x) { x.uncertainty->trials = 2000; });
    // Waited for as the run asked for, current and done: a run the opening started for the
    // expected saving may finish first, stale after the edit of the trials.
    page->runMonteCarlo();
    REQUIRE(test::eventually([&] { return page->isResultCurrent() && !page->isRunning(); }, 30000));
    REQUIRE(page->varianceChart()->hasResult());
    // The bars are the run's contributions for "Buy 4x" (options[2]), largest first.
    const std::vector<double>& shares = page->monteCarloResult()->options[2].contributions;
    const auto& bars = page->varianceChart()->bars();
    REQUIRE(bars.size() == shares.size());
    for (std::size_t k = 0; k < bars.size(); ++k) {
        CHECK(bars[k].share == shares[bars[k].input]);
        if (k > 0) CHECK(bars[k].share <= bars[k - 1].share);
    }
    // Another option: its shares.
    const int hybrid = page->tornadoOptionChooser()->findText(
        QString::fromStdString(f.w->document()->scenario().options[3].name));
    page->tornadoOptionChooser()->setCurrentIndex(hybrid);
    emit page->tornadoOptionChooser()->activated(hybrid);
    const std::vector<double>& hybridShares = page->monteCarloResult()->options[3].contributions;
    CHECK(page->varianceChart()->bars().front().share ==
          *std::max_element(hybridShares.begin(), hybridShares.end()));
}
