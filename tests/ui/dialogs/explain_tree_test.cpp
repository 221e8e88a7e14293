// Explanations that drill down to the source (issue #34, item 4): every figure in an
// explanation that is itself computed opens its own, down to the scenario's inputs and the
// catalog rows they came from, in a few clicks from the NPV saving, on every bundled example,
// with no internal name (a category's key, a field's path in the file) at any level, in
// English and Chinese; and a double-click on each column of the comparison table opens that
// column's own figure.
#include <catch2/catch.hpp>

#include <QDir>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <deque>
#include <set>
#include <tuple>

#include "model/io/number_format.h"
#include "tests/support/ui_test_support.h"
#include "tests/ui/window_fixture.h"
#include "ui/dialogs/explain_dialog.h"
#include "ui/document/language.h"
#include "ui/document/scenario_document.h"
#include "ui/pages/comparison_table.h"
#include "ui/pages/kpi_card.h"
#include "ui/pages/kpi_panel.h"
#include "ui/shell/main_window.h"

using namespace gputco;
using engine::Figure;

namespace {

// A word the code made up rather than the reader's: a key with an underscore
// ("financing_interest", "price_per_hour"), a place in the file ("options[0]",
// "finance.discount_rate", "demand.gpus").
const QRegularExpression& internalName() {
    static const QRegularExpression re(QStringLiteral(
        "[A-Za-z]{2,}_[A-Za-z]{2,}|[a-z]\\[\\d+\\]|\\b(options|sources|demand|finance|tax|tariffs|gpus|"
        "accounting|staff|facility|financing|datasheet|efficiency)\\.[a-z]"));
    return re;
}

// Every text a level of the dialog shows, but the sources' own words (a catalog row's source
// is the user's data) and the option names.
QStringList shownTexts(const ui::ExplainDialog& d, const scenario::Scenario& s) {
    QStringList out{d.titleText(), d.resultText(),
                    d.breadcrumbs()->text().remove(QRegularExpression("<[^>]*>"))};
    for (const QLabel* label : d.findChildren<QLabel*>())
        if (label != d.breadcrumbs() && label != d.sourceLine())
            out << label->text().remove(QRegularExpression("<[^>]*>"));
    for (int r = 0; r < d.inputs()->rowCount(); ++r)
        for (int c : {0, 1, 3})
            if (const QTableWidgetItem* i = d.inputs()->item(r, c)) out << i->text();
    for (int r = 0; r < d.steps()->rowCount(); ++r)
        for (int c : {0, 1})
            if (const QTableWidgetItem* i = d.steps()->item(r, c)) out << i->text();
    for (QString& text : out)
        for (const scenario::Option& o : s.options) text.remove(QString::fromStdString(o.name));
    return out;
}

void checkNoInternalName(const ui::ExplainDialog& d, const scenario::Scenario& s) {
    for (const QString& text : shownTexts(d, s)) {
        INFO("level: " << d.titleText().toStdString() << "\ntext: " << text.toStdString());
        CHECK_FALSE(internalName().match(text).hasMatch());
    }
}

using Key = std::tuple<int, std::size_t, std::size_t, int, std::string>;
Key keyOf(const engine::FigureRef& r) {
    return {static_cast<int>(r.figure), r.option, static_cast<std::size_t>(r.category), r.year, r.input};
}

// Walks every link of the dialog down to `maxClicks` below where it stands, each level checked
// for internal names; returns the fewest clicks to an input copied from a catalog row (its
// source and as-of date shown), or -1.
int walk(ui::ExplainDialog& d, const scenario::Scenario& s, int clicks, int maxClicks, std::set<Key>& seen) {
    checkNoInternalName(d, s);
    int best = -1;
    if (d.figure().figure == Figure::Input) {
        const QTableWidgetItem* source = d.inputs()->item(0, 2);
        const QTableWidgetItem* asOf = d.inputs()->item(0, 3);
        const bool catalog = source && asOf && !source->text().isEmpty() &&
                             source->text() != ui::ExplainDialog::tr("typed in the scenario") &&
                             asOf->text() != QStringLiteral("\u2014");
        return catalog ? clicks : -1;
    }
    if (clicks == maxClicks) return -1;
    const auto follow = [&](const std::optional<engine::FigureRef>& link, bool step, int row) {
        if (!link || !seen.insert(keyOf(*link)).second) return;
        const int level = d.depth();
        REQUIRE((step ? d.openStep(row) : d.openInput(row)));
        CHECK(d.depth() == level + 1);
        CHECK(d.figure().figure == link->figure);
        const int found = walk(d, s, clicks + 1, maxClicks, seen);
        if (found >= 0 && (best < 0 || found < best)) best = found;
        d.backTo(level);  // the breadcrumb one level up
        CHECK(d.depth() == level);
    };
    for (int r = 0; r < d.steps()->rowCount(); ++r) follow(d.stepLink(r), true, r);
    for (int r = 0; r < d.inputs()->rowCount(); ++r) follow(d.inputLink(r), false, r);
    return best;
}

}  // namespace

TEST_CASE(
    "ui: from the NPV saving down to a catalog row's source in at most 4 clicks, on every example, "
    "in words (en, zh_CN)",
    "[ui][explain][explain-tree]") {
    const QStringList examples =
        QDir(QStringLiteral(GPUTCO_SOURCE_DIR "/resources/examples")).entryList({QStringLiteral("*.gputco")});
    REQUIRE(examples.size() >= 8);
    for (const ui::UiLanguage language : {ui::UiLanguage::English, ui::UiLanguage::SimplifiedChinese}) {
        for (const QString& file : examples) {
            test::WindowFixture f;
            REQUIRE(f.openExample(file));
            ui::applyLanguage(language);
            const scenario::Scenario& s = f.w->document()->scenario();
            // The NPV saving of the last option against the baseline (the first when none is named).
            const std::size_t option = s.options.size() - 1;
            INFO(file.toStdString() << ", option " << option << ", language " << static_cast<int>(language));
            ui::ExplainDialog* d = f.w->explainFigure({option, Figure::NpvSavings, {}, 1});
            REQUIRE(d != nullptr);
            // It lists the prices under it, not only the discount rate, horizon and tax rate.
            CHECK(d->inputs()->rowCount() > 3);
            std::set<Key> seen{keyOf(d->figure())};
            // NPV saving > PV of the option > a cost category > its price: three clicks.
            const int clicks = walk(*d, s, 0, 4, seen);
            CHECK(clicks >= 1);
            CHECK(clicks <= 4);
            d->close();
        }
    }
}

TEST_CASE("ui: a double-click on each column of the comparison table opens that column's figure",
          "[ui][explain]") {
    test::WindowFixture f;
    REQUIRE(f.open(test::kExample));
    ui::ComparisonTable* table = f.w->comparisonTable();
    // Every column, the essential ones and the others (issue #34 shows the essential alone).
    table->setAllColumnsShown(true);
    QCoreApplication::processEvents();
    using T = ui::ComparisonTable;
    // The example has tax on: its PV columns are before and after tax.
    const std::vector<std::pair<int, Figure>> columns{{T::Total, Figure::TotalCost},
                                                      {T::DelayCost, Figure::CategoryTotal},
                                                      {T::Pv, Figure::PvCost},
                                                      {T::PvAfterTax, Figure::PvCostAfterTax},
                                                      {T::CostPerGpuHour, Figure::CostPerReferenceGpuHour},
                                                      {T::LevelisedCost, Figure::LevelisedCost},
                                                      {T::UnservedGpuHours, Figure::UnservedHours},
                                                      {T::NpvSaving, Figure::NpvSavings},
                                                      {T::NpvSavingCash, Figure::NpvSavingsCash},
                                                      {T::NpvOtherRule, Figure::NpvSavingsOtherRule},
                                                      {T::FinancingNpv, Figure::FinancingNpv},
                                                      {T::Irr, Figure::Irr},
                                                      {T::Mirr, Figure::Mirr},
                                                      {T::ProfitabilityIndex, Figure::ProfitabilityIndex},
                                                      {T::BreakEven, Figure::BreakEvenMonth},
                                                      {T::Payback, Figure::Payback}};
    REQUIRE(static_cast<int>(columns.size()) == T::ColumnCount - 1);  // every column but the name
    for (int row = 0; row < table->rowCount(); ++row)
        for (const auto& [column, figure] : columns) {
            INFO("row " << row << ", column " << column);
            table->scrollToItem(table->item(row, column));
            const QRect cell = table->visualItemRect(table->item(row, column));
            QSignalSpy asked(table, &ui::ComparisonTable::explainRequested);
            INFO("cell " << cell.x() << "," << cell.y() << " " << cell.width() << "x" << cell.height()
                         << " viewport " << table->viewport()->width() << "x" << table->viewport()->height()
                         << " visible " << table->isVisible());
            // As a person double-clicks: the first click, then the second (Qt's test double-click
            // alone sends no press before it, which an item view needs).
            QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
            QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, cell.center());
            REQUIRE(asked.count() == 1);
            const auto ref = asked.takeFirst().at(0).value<engine::FigureRef>();
            CHECK(ref.option == static_cast<std::size_t>(row));
            CHECK(ref.figure == figure);
            // The dialog it opens shows the figure of the cell, as the cell writes it.
            ui::ExplainDialog* d = f.w->explainFigure(ref);
            REQUIRE(d != nullptr);
            if (column == T::DelayCost || column == T::UnservedGpuHours || column == T::Pv)
                CHECK(d->resultText() == table->item(row, column)->text());
            d->close();
        }
    // Each key figure opens its own: the cheapest option's (the hybrid, index 3) figure it shows.
    ui::KpiPanel* kpis = f.w->kpiPanel();
    const std::vector<std::pair<ui::KpiCard*, Figure>> cards{
        {kpis->cheapestCard(), Figure::PvCostAfterTax},
        {kpis->savingCard(), Figure::NpvSavings},
        {kpis->mirrCard(), Figure::Mirr},
        {kpis->profitabilityCard(), Figure::ProfitabilityIndex},
        {kpis->paybackCard(), Figure::Payback},
        {kpis->levelisedCard(), Figure::LevelisedCost}};
    for (const auto& [card, figure] : cards) {
        INFO(card->caption().toStdString());
        QSignalSpy asked(kpis, &ui::KpiPanel::explainRequested);
        QTest::mouseClick(card, Qt::LeftButton);
        REQUIRE(asked.count() == 1);
        const auto ref = asked.takeFirst().at(0).value<engine::FigureRef>();
        CHECK(ref.option == 3);
        CHECK(ref.figure == figure);
    }
    for (ui::ExplainDialog* open : f.w->findChildren<ui::ExplainDialog*>()) open->close();

    // The unserved hours of the owned option (index 2): 594,813 reference GPU-hours (the
    // delay cost's USD 2,379,252 at USD 4 a GPU-hour), its own figure, not the total cost.
    ui::ExplainDialog* d = f.w->explainFigure(*T::figureAt(2, T::UnservedGpuHours));
    CHECK(d->resultText().toStdString() == "594,813");
    d->close();
}

TEST_CASE("ui: the explanation dialog at two levels, for the eye (1280x720, en and zh_CN)",
          "[ui][explain][screenshot]") {
    for (const ui::UiLanguage language : {ui::UiLanguage::English, ui::UiLanguage::SimplifiedChinese}) {
        test::WindowFixture f;
        REQUIRE(f.open(test::kExample));
        ui::applyLanguage(language);
        const QString tag =
            language == ui::UiLanguage::English ? QStringLiteral("en") : QStringLiteral("zh_CN");
        ui::ExplainDialog* d = f.w->explainFigure({2, Figure::NpvSavings, {}, 1});
        REQUIRE(d != nullptr);
        QTest::qWait(50);  // the layout follows the new level
        d->grab().save(QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/explain-npv-%1.png").arg(tag));
        REQUIRE(d->openStep(1));  // the option's PV
        int hardware = -1;
        for (int r = 0; r < d->steps()->rowCount(); ++r)
            if (const auto link = d->stepLink(r); link && link->category == engine::Category::Hardware)
                hardware = r;
        REQUIRE(hardware >= 0);
        REQUIRE(d->openStep(hardware));
        CHECK(d->depth() == 2);
        QTest::qWait(50);  // the layout follows the new level
        d->grab().save(QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/explain-category-%1.png").arg(tag));
        for (int r = 0; r < d->inputs()->rowCount(); ++r)
            if (d->inputs()->item(r, 0)->text().contains(QStringLiteral("Server price")) ||
                d->inputs()->item(r, 0)->text().contains(QStringLiteral("服务器"))) {
                REQUIRE(d->openInput(r));
                break;
            }
        CHECK(d->depth() == 3);
        QTest::qWait(50);  // the layout follows the new level
        d->grab().save(QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/explain-input-%1.png").arg(tag));
        d->close();
    }
}

TEST_CASE(
    "ui: a double-click on any shown cell of the comparison table or on any key figure opens "
    "one explanation, of its own figure (issue #34)",
    "[ui][explain]") {
    // Walks the table through its model, whatever columns it shows (the page may hide some),
    // the frozen name column included, and double-clicks as a person does: press, release,
    // press, double-click, release. A key figure's card acted on each release, so a
    // double-click opened its explanation twice.
    test::WindowFixture f;
    REQUIRE(f.open(test::kExample));
    const auto openDialogs = [&] {
        QList<ui::ExplainDialog*> open;
        for (ui::ExplainDialog* d : f.w->findChildren<ui::ExplainDialog*>())
            if (d->isVisible()) open << d;
        return open;
    };
    const auto closeAll = [&] {
        for (ui::ExplainDialog* d : openDialogs()) d->close();
        QTest::qWait(1);
    };
    const auto doubleClick = [](QWidget* target, QPoint at) {
        QTest::mouseClick(target, Qt::LeftButton, {}, at);
        QTest::mousePress(target, Qt::LeftButton, {}, at);
        QTest::mouseDClick(target, Qt::LeftButton, {}, at);
        QTest::mouseRelease(target, Qt::LeftButton, {}, at);
    };
    using Key = std::tuple<int, int, std::size_t>;  // figure, category, job
    const auto keyOf = [](const engine::FigureRef& f) {
        return Key{static_cast<int>(f.figure), static_cast<int>(f.category), f.job};
    };

    ui::ComparisonTable* table = f.w->comparisonTable();
    auto* names = table->findChild<QTableView*>(QStringLiteral("ComparisonNames"));
    REQUIRE(names != nullptr);
    const QAbstractItemModel* model = table->model();
    REQUIRE(model->rowCount() == 4);  // the example's four options
    int shownColumns = 0;
    for (int row = 0; row < model->rowCount(); ++row) {
        std::set<Key> seen;
        for (int column = 0; column < model->columnCount(); ++column) {
            if (table->isColumnHidden(column)) continue;
            if (row == 0) ++shownColumns;
            const QString header = model->headerData(column, Qt::Horizontal).toString();
            const QString cell = model->index(row, column).data().toString();
            INFO("row " << row << ", column " << header.toStdString() << ": " << cell.toStdString());
            QWidget* target = table->viewport();
            QRect rect;
            if (column == ui::ComparisonTable::Name) {
                target = names->viewport();
                rect = names->visualRect(names->model()->index(row, column));
            } else {
                table->scrollTo(model->index(row, column));
                rect = table->visualRect(model->index(row, column));
            }
            REQUIRE(rect.isValid());
            closeAll();
            doubleClick(target, rect.center());
            REQUIRE(test::eventually([&] { return !openDialogs().isEmpty(); }, 2000));
            QTest::qWait(50);
            const QList<ui::ExplainDialog*> opened = openDialogs();
            REQUIRE(opened.size() == 1);
            const engine::FigureRef ref = opened.front()->figure();
            CHECK(ref.option == static_cast<std::size_t>(row));
            // The name opens the option's PV (the Pv column's figure too); every other column
            // its own figure, none shared.
            if (column != ui::ComparisonTable::Name) CHECK(seen.insert(keyOf(ref)).second);
            // The explanation ends on the figure the cell shows, unless the cell shows no figure
            // (a dash for the baseline against itself, "n/a" for no IRR): then on its reason.
            const bool empty =
                cell == QStringLiteral("\u2014") || cell == io::formatPercent(std::nullopt, ui::uiLocale());
            if (column != ui::ComparisonTable::Name && !empty) CHECK(opened.front()->resultText() == cell);
        }
    }
    CHECK(shownColumns >= 2);
    closeAll();

    // The key figures: each one explanation, of its own figure, which ends on the card's value.
    ui::KpiPanel* kpis = f.w->kpiPanel();
    std::set<Key> seen;
    for (ui::KpiCard* card : {kpis->cheapestCard(), kpis->savingCard(), kpis->mirrCard(),
                              kpis->profitabilityCard(), kpis->paybackCard(), kpis->levelisedCard()}) {
        INFO(card->caption().toStdString() << ": " << card->value().toStdString());
        REQUIRE(card->isVisible());
        closeAll();
        doubleClick(card, card->rect().center());
        REQUIRE(test::eventually([&] { return !openDialogs().isEmpty(); }, 2000));
        QTest::qWait(50);
        const QList<ui::ExplainDialog*> opened = openDialogs();
        REQUIRE(opened.size() == 1);
        CHECK(seen.insert(keyOf(opened.front()->figure())).second);
        CHECK(opened.front()->resultText() == card->value());
    }
    closeAll();
}
