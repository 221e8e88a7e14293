// Prices that say their age in the app (issue #19): the date under each catalog price, its age
// in amber when stale, the scenario's own date in General (undoable), and the catalog picker's
// rows in force on that date with the history one click away. ctest fixes today at 2026-12-04
// (GPUTCO_TODAY).
#include <catch2/catch.hpp>

#include <QBrush>
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

#include "model/engine/explain.h"
#include "tests/support/ui_test_support.h"
#include "tests/ui/explain_support.h"
#include "tests/ui/window_fixture.h"
#include "ui/dialogs/catalog_dialog.h"
#include "ui/dialogs/explain_dialog.h"
#include "ui/document/language.h"
#include "ui/document/scenario_document.h"
#include "ui/editors/field_editor.h"
#include "ui/editors/inputs_panel.h"
#include "ui/shell/main_window.h"

using gputco::test::kExample;

using namespace gputco;
namespace lib = gputco::io::library;

namespace {

struct PriceAgeWindow : test::WindowFixture {
    PriceAgeWindow() : WindowFixture({.size = {1600, 960}}) {}
    // The age note under the field at `path` (the Options page's built as when first shown).
    QLabel* ageOf(const QString& path) const {
        w->inputsPanel()->optionBoard();
        for (ui::FieldEditor* e : w->findChildren<ui::FieldEditor*>())
            if (e->path() == path) return e->findChild<QLabel*>(QStringLiteral("FieldAge"));
        return nullptr;
    }
};

}  // namespace

TEST_CASE("ui price age: each catalog price shows its date, and its age in amber when stale",
          "[ui][price-age]") {
    PriceAgeWindow f;
    REQUIRE(f.open(kExample));
    // The DGX A100 price of 2020-05 (2020-05-01 to 2026-12-04: 79 months, 6 whole years), under
    // the words that mark it as the user's estimate (issue #33: the example says so).
    QLabel* server = f.ageOf(QStringLiteral("options[2].sources[0].server_price"));
    REQUIRE(server);
    CHECK_FALSE(server->isHidden());  // on the Options page, not the one in front
    CHECK(server->text() ==
          QStringLiteral("User's estimate, not a catalog price\nas of 2020-05 · 6 years old"));
    CHECK(server->property("stale").toBool());
    // The p4d on-demand price of 2026-11: current, its date alone.
    QLabel* onDemand = f.ageOf(QStringLiteral("options[0].sources[0].price_per_hour"));
    REQUIRE(onDemand);
    CHECK(onDemand->text() == QStringLiteral("as of 2026-11"));
    CHECK_FALSE(onDemand->property("stale").toBool());
    // Not a price: no note at all.
    CHECK(f.ageOf(QStringLiteral("options[2].sources[0].facility.pue")) == nullptr);
    // A price typed over the catalog's has no age: the line says it is the user's, with the
    // catalog's 2026-11 price (USD 21.9576 an instance-hour, the report's assumptions page),
    // and the source in full as its tool tip.
    ui::FieldEditor* onDemandEditor = nullptr;
    for (ui::FieldEditor* e : f.w->findChildren<ui::FieldEditor*>())
        if (e->path() == QStringLiteral("options[0].sources[0].price_per_hour")) onDemandEditor = e;
    REQUIRE(onDemandEditor);
    onDemandEditor->lineEdit()->setFocus();
    onDemandEditor->lineEdit()->selectAll();
    QTest::keyClicks(onDemandEditor->lineEdit(), QStringLiteral("30"));
    CHECK(onDemand->text() == QStringLiteral("your value; the catalog's was USD 21.9576"));
    CHECK(onDemand->toolTip().startsWith(QStringLiteral("user override (was USD 21.9576 from ")));
    CHECK_FALSE(onDemand->property("stale").toBool());
    f.w->document()->undoStack()->undo();
    CHECK(onDemand->text() == QStringLiteral("as of 2026-11"));

    // The scenario's own date, typed in General: on 2021-01-01 the DGX price is 8 months old.
    auto* asOf = f.w->findChild<QLineEdit*>(QStringLiteral("as_of"));
    REQUIRE(asOf);
    CHECK(asOf->text().isEmpty());
    CHECK(asOf->placeholderText() == QStringLiteral("today (2026-12-04)"));
    asOf->setFocus();
    QTest::keyClicks(asOf, QStringLiteral("2021-01-01"));
    CHECK(f.w->document()->scenario().asOf == "2021-01-01");
    CHECK(server->text() == QStringLiteral("User's estimate, not a catalog price\nas of 2020-05"));
    CHECK_FALSE(server->property("stale").toBool());
    // A date that is not a day is a problem at the field, in words.
    asOf->clear();
    QTest::keyClicks(asOf, QStringLiteral("2021-13"));
    auto* problem = asOf->parentWidget()->findChild<QLabel*>(QStringLiteral("FieldProblem"));
    REQUIRE(problem);
    bool named = false;
    for (QLabel* l : asOf->parentWidget()->findChildren<QLabel*>(QStringLiteral("FieldProblem")))
        named = named || l->text().contains(QStringLiteral("must be a date written yyyy-MM-dd"));
    CHECK(named);
    // Ctrl+Z in the field is the document's undo (typing in one field merges into one edit),
    // and the field always shows what the document holds: its own undo would part the two.
    QTest::keyClick(asOf, Qt::Key_Z, Qt::ControlModifier);
    CHECK(asOf->text() == QString::fromStdString(f.w->document()->scenario().asOf));
    QUndoStack* undo = f.w->document()->undoStack();
    while (!f.w->document()->scenario().asOf.empty() && undo->canUndo())
        QTest::keyClick(asOf, Qt::Key_Z, Qt::ControlModifier);
    CHECK(f.w->document()->scenario().asOf.empty());
    CHECK(asOf->text().isEmpty());
    CHECK(server->text() ==
          QStringLiteral("User's estimate, not a catalog price\nas of 2020-05 · 6 years old"));
}

TEST_CASE("ui price age: the catalog picker lists the rows in force on the day, the history one click away",
          "[ui][price-age]") {
    PriceAgeWindow f;
    const std::vector<lib::CatalogRow> rows = f.w->library().catalog().rows(lib::Kind::Offers);
    ui::CatalogDialog dialog(lib::Kind::Offers, rows, QString(), nullptr, QDate(2026, 12, 4));
    // The bundled offers: 162 dated rows of 152 keys (docs/library.md); in force on 2026-12-04,
    // one row per key.
    CHECK(dialog.visibleRowCount() == 152);
    auto* history = dialog.findChild<QCheckBox*>();
    REQUIRE(history);
    history->click();
    CHECK(dialog.visibleRowCount() == 162);
    history->click();
    CHECK(dialog.visibleRowCount() == 152);
    // The CoreWeave A100 40GB row of 2023-01-01 is history for... itself: its only row, in force,
    // 47 months old on the day and said to be stale.
    const QAbstractItemModel* table = dialog.table()->model();
    // The age's column, found by its heading (the price per GPU-hour comes after it).
    int age = -1;
    for (int c = 0; c < table->columnCount(); ++c)
        if (table->headerData(c, Qt::Horizontal).toString() == QStringLiteral("Age")) age = c;
    REQUIRE(age >= 0);
    bool sawStale = false;
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->index(r, 0).data().toString() == QStringLiteral("coreweave/hgx-a100-40gb/on_demand")) {
            CHECK(table->index(r, age).data().toString() == QStringLiteral("3 years old, stale"));
            // In the inputs' amber, with its date.
            CHECK(table->index(r, age).data(Qt::ForegroundRole).value<QBrush>().color() ==
                  QColor(0x92, 0x40, 0x0e));
            sawStale = true;
        }
    CHECK(sawStale);
    // On an earlier day the later prices are not yet in force: on 2024-06-30 only rows dated
    // on or before it show (the 2020-2024 rows), each key once.
    ui::CatalogDialog then(lib::Kind::Offers, rows, QString(), nullptr, QDate(2024, 6, 30));
    CHECK(then.visibleRowCount() > 0);
    CHECK(then.visibleRowCount() < 20);
}

TEST_CASE("ui price age: an explanation gives a stale input price its age", "[ui][price-age]") {
    PriceAgeWindow f;
    REQUIRE(f.open(kExample));
    // The bought cluster's hardware in year 1: its inputs include the server price of 2020-05.
    std::unique_ptr<ui::ExplainDialog> dialog = test::explainHardwareInYearOne(*f.w, 2);
    REQUIRE(dialog);
    const QTableWidget* inputs = dialog->inputs();
    bool saw = false;
    for (int r = 0; r < inputs->rowCount(); ++r)
        if (inputs->item(r, 0)->text().endsWith(QStringLiteral("Server price (USD)"))) {
            // 2020-05-01 to 2026-12-04: 79 months, said in whole years.
            CHECK(inputs->item(r, 3)->text() == QStringLiteral("2020-05 (6 years old)"));
            CHECK(inputs->item(r, 3)->toolTip().contains(
                QStringLiteral("More than 12 months old on 2026-12-04")));
            saw = true;
        }
    CHECK(saw);
}
