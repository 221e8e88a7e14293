// "Optimise…" on an option (issue #21): in three clicks (Optimise… on the column, Optimise,
// Add as option) the best mix is an option of the scenario, one undoable edit; with a risk
// limit the frontier is drawn. Screenshots of the dialog go to build/screenshots.
#include <catch2/catch.hpp>

#include <qcustomplot.h>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include "model/io/number_format.h"
#include "tests/support/ui_test_support.h"
#include "tests/ui/window_fixture.h"
#include "ui/dialogs/optimise_dialog.h"
#include "ui/document/evaluation_controller.h"
#include "ui/document/language.h"
#include "ui/document/scenario_document.h"
#include "ui/shell/main_window.h"

using gputco::test::kExample;

using namespace gputco;

namespace {

struct OptimiseWindow : test::WindowFixture {
    OptimiseWindow() : WindowFixture({.size = {1600, 960}, .ownDataFolder = true}) {}
};

}  // namespace

TEST_CASE("ui optimiser: three clicks add the best mix of the hybrid option as an option, undoably",
          "[ui][optimiser]") {
    ui::applyLanguage(ui::UiLanguage::English);
    OptimiseWindow f;
    REQUIRE(f.open(kExample));
    // Click 1: "Optimise…" on the hybrid option's column, on the Options page (built when shown).
    f.w->tabs()->setCurrentIndex(ui::MainWindow::OptionsTab);
    QToolButton* button = nullptr;
    int seen = 0;
    for (QToolButton* b : f.w->findChildren<QToolButton*>(QStringLiteral("OptimiseOption")))
        if (seen++ == 3) button = b;
    REQUIRE(button != nullptr);
    button->click();
    auto* dialog = f.w->findChild<ui::OptimiseDialog*>();
    REQUIRE(dialog != nullptr);
    // Each source by what it is, not by its catalog key ("aws/us-east-1/p4d.24xlarge/spot").
    QStringList labels;
    for (const QLabel* l : dialog->findChildren<QLabel*>()) labels << l->text();
    CHECK(labels.contains(QStringLiteral("Source 1, DGX A100 (8x A100 40GB): owned nodes at most")));
    CHECK(labels.contains(QStringLiteral("Source 2, p4d.24xlarge, us-east-1: spot instances at most")));
    for (const QString& l : labels) CHECK_FALSE(l.contains(QStringLiteral("aws/")));
    // Click 2: Optimise.
    QSignalSpy done(dialog, &ui::OptimiseDialog::finished);
    dialog->start();
    REQUIRE(done.wait(20000));
    REQUIRE(dialog->result());
    REQUIRE(dialog->result()->best);
    const double pv = dialog->result()->best->point.pv;
    // Cheaper than the hybrid option as shipped (its PV after tax).
    CHECK(pv < f.w->controller()->current()->result.options[3].comparablePv());
    // Click 3: Add as option.
    const std::size_t before = f.w->document()->scenario().options.size();
    REQUIRE(dialog->addAsOption());
    CHECK(f.w->document()->scenario().options.size() == before + 1);
    const gputco::scenario::Option& added = f.w->document()->scenario().options.back();
    CHECK(added.name.rfind("Optimised: Hybrid", 0) == 0);
    // It records its search for the report: the option searched, by the id the app gave it.
    REQUIRE(added.optimised.has_value());
    CHECK(added.optimised->optionId == f.w->document()->scenario().options[3].id);
    CHECK_FALSE(added.optimised->optionId.empty());
    CHECK(added.optimised->optionName.rfind("Hybrid", 0) == 0);
    f.w->document()->undoStack()->undo();
    CHECK(f.w->document()->scenario().options.size() == before);
    dialog->close();
}

TEST_CASE("ui optimiser: with a risk limit the frontier is drawn, in both languages",
          "[ui][optimiser][screenshot]") {
    for (const ui::UiLanguage language : {ui::UiLanguage::English, ui::UiLanguage::SimplifiedChinese}) {
        OptimiseWindow f;  // the window applies the settings' language: the test's comes after it
        ui::applyLanguage(language);
        REQUIRE(f.open(kExample));
        ui::OptimiseDialog* dialog = f.w->optimiseOption(3);
        REQUIRE(dialog != nullptr);
        dialog->riskLimit()->setChecked(true);
        // P90 of the best mix with 200 trials is USD 4,291,287 (revision 3; revision 2's loan
        // subsidy kept it at 4,197,444): a budget of 4.4 M leaves a margin.
        dialog->budgetValue()->setValue(4.4e6);
        dialog->trialsValue()->setValue(200);  // enough to draw; the engine's tests check the numbers
        QSignalSpy done(dialog, &ui::OptimiseDialog::finished);
        dialog->start();
        REQUIRE(done.wait(60000));
        REQUIRE(dialog->result());
        REQUIRE(dialog->result()->best);
        CHECK(dialog->result()->best->risk->percentile <= 4.4e6);
        CHECK_FALSE(dialog->result()->frontier.empty());
        CHECK(dialog->frontierChart()->isVisible());
        QTest::qWait(50);
        CHECK(dialog->grab().save(QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/optimise-") +
                                  ui::languageCode(language) + QStringLiteral(".png")));
        dialog->close();
    }
    ui::applyLanguage(ui::UiLanguage::English);
}

TEST_CASE(
    "ui optimiser: runners-up that tie the best fold into one line, the rest whole at 1280x720, "
    "and the best says what it saves against the option's mix",
    "[ui][optimiser]") {
    ui::applyLanguage(ui::UiLanguage::English);
    OptimiseWindow f;
    f.w->resize(1280, 720);
    REQUIRE(f.open(kExample));
    ui::OptimiseDialog* dialog = f.w->optimiseOption(3);
    REQUIRE(dialog != nullptr);
    // Capex at most USD 1,000,000: the best holds 4 nodes and 5 spot instances at most; runners-up
    // allowing 6, 7 or 8 spot instances have its PV to the cent (no more than 5 are ever started).
    dialog->capexLimit()->setChecked(true);
    dialog->capexValue()->setValue(1e6);
    QSignalSpy done(dialog, &ui::OptimiseDialog::finished);
    dialog->start();
    REQUIRE(done.wait(20000));
    const std::optional<engine::OptimiseResult>& r = dialog->result();
    REQUIRE(r);
    REQUIRE(r->best);
    int ties = 0;
    for (const engine::OptimisedMix& m : r->runnersUp) ties += r->tiesBest(m);
    REQUIRE(ties > 0);
    QTest::qWait(20);
    auto* table = dialog->findChild<QTableWidget*>();
    REQUIRE(table != nullptr);
    // Only the runners-up that differ from the best are rows (issue #34 item 6: four of five
    // tied it and read as choices); the ties are one line under the table.
    CHECK(table->rowCount() == static_cast<int>(r->runnersUp.size()) - ties);
    for (int row = 0; row < table->rowCount(); ++row) {
        const QString pv = table->item(row, 1)->text();
        INFO(pv.toStdString());
        CHECK(table->columnWidth(1) >= table->fontMetrics().horizontalAdvance(pv));
    }
    bool noteShown = false;
    for (const QLabel* l : dialog->findChildren<QLabel*>())
        noteShown |=
            l->isVisible() &&
            l->text().startsWith(QStringLiteral("Mixes with the best mix's PV, not listed: %1.").arg(ties)) &&
            l->text().contains(QStringLiteral("the same plan in effect"));
    CHECK(noteShown);
    // The saving against the option's mix in the file (the hybrid: 2 owned nodes, spot capped
    // at 2): the two PVs are the engine's, their difference is what the dialog says.
    REQUIRE(r->current);
    CHECK(r->current->point.counts == std::vector<int>{2, 2});
    CHECK(r->current->point.pv > r->best->point.pv);
    bool savingShown = false;
    for (const QLabel* l : dialog->findChildren<QLabel*>())
        savingShown |= l->text().contains(QStringLiteral("It saves %1 of PV against the option's current mix")
                                              .arg(io::formatMoney(r->current->point.pv - r->best->point.pv,
                                                                   QStringLiteral("USD"), ui::uiLocale())));
    CHECK(savingShown);
    CHECK(dialog->grab().save(QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/optimise-ties-en.png")));
    dialog->close();
}

TEST_CASE("ui optimiser: Edit > Optimise lists the options and opens the optimiser on the one chosen",
          "[ui][optimiser]") {
    ui::applyLanguage(ui::UiLanguage::English);
    OptimiseWindow f;
    REQUIRE(f.open(kExample));
    QMenu* edit = nullptr;
    for (QAction* a : f.w->menuBar()->actions())
        if (a->text() == QStringLiteral("&Edit")) edit = a->menu();
    REQUIRE(edit != nullptr);
    QMenu* optimise = nullptr;
    for (QAction* a : edit->actions())
        if (a->menu() && a->text() == QStringLiteral("Op&timise the Mix of an Option")) optimise = a->menu();
    REQUIRE(optimise != nullptr);
    emit optimise->aboutToShow();  // what opening the menu does
    const scenario::Scenario& s = f.w->document()->scenario();
    REQUIRE(optimise->actions().size() == static_cast<qsizetype>(s.options.size()));
    CHECK(optimise->actions()[3]->text().toStdString() == s.options[3].name);
    optimise->actions()[3]->trigger();
    auto* dialog = f.w->findChild<ui::OptimiseDialog*>();
    REQUIRE(dialog != nullptr);
    QStringList labels;
    for (const QLabel* l : dialog->findChildren<QLabel*>()) labels << l->text();
    CHECK(labels.contains(QStringLiteral("Source 2, p4d.24xlarge, us-east-1: spot instances at most")));
    dialog->close();
}

TEST_CASE("ui optimiser: an option with only on-demand capacity has nothing to choose, and says so",
          "[ui][optimiser]") {
    ui::applyLanguage(ui::UiLanguage::English);
    OptimiseWindow f;
    REQUIRE(f.open(kExample));
    ui::OptimiseDialog* dialog = f.w->optimiseOption(0);  // AWS p4d on-demand
    REQUIRE(dialog != nullptr);
    dialog->start();
    CHECK_FALSE(dialog->isRunning());
    CHECK_FALSE(dialog->result().has_value());
    dialog->close();
}

TEST_CASE("ui optimiser: the dialog at 1280x720 after a run, in both languages, for the eye",
          "[ui][optimiser][screenshot]") {
    // Issue #34: "no empty areas in the dialog at 1280x720". The dialog as a run on the hybrid
    // option leaves it, the size of the screen; build/screenshots/optimise-1280-*.png.
    for (const ui::UiLanguage language : {ui::UiLanguage::English, ui::UiLanguage::SimplifiedChinese}) {
        OptimiseWindow f;
        ui::applyLanguage(language);
        f.w->resize(1280, 720);
        REQUIRE(f.open(kExample));
        ui::OptimiseDialog* dialog = f.w->optimiseOption(3);
        REQUIRE(dialog != nullptr);
        dialog->resize(1280, 720);
        QSignalSpy done(dialog, &ui::OptimiseDialog::finished);
        dialog->start();
        REQUIRE(done.wait(30000));
        REQUIRE(dialog->result());
        QTest::qWait(50);
        // The runners-up end at their last row: one runner-up left 350 pixels of empty table
        // under it (the rest tie the best and are one line under the table).
        auto* table = dialog->findChild<QTableWidget*>();
        REQUIRE(table != nullptr);
        REQUIRE(table->isVisible());
        int rows = 0;
        for (int r = 0; r < table->rowCount(); ++r) rows += table->rowHeight(r);
        CHECK(table->viewport()->height() - rows <= 2);
        // No risk limit, no frontier chart: nothing grows, so the dialog is as tall as what it
        // shows, not the 720 pixels asked for with the space under its last line empty.
        CHECK_FALSE(dialog->frontierChart()->isVisible());
        CHECK(dialog->height() < 720);
        CHECK(dialog->height() <= dialog->layout()->heightForWidth(dialog->width()) + 2);
        CHECK(dialog->grab().save(QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/optimise-1280-") +
                                  ui::languageCode(language) + QStringLiteral(".png")));
        dialog->close();
    }
    ui::applyLanguage(ui::UiLanguage::English);
}
