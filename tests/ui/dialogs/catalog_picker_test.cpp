// The catalog picker on 50,000 offers (issue #32, item 13): a model under a filter, no widget
// per row. What it shows is checked here, row counts of searches typed as a person types
// them; how fast it opens and filters is bench_catalog_picker's (DESIGN.md, Budgets), never
// a test's. The offers: tests/support/generated_offers.h, which says what each row holds.
#include <catch2/catch.hpp>

#include <QAbstractItemModel>
#include <QDialogButtonBox>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>
#include <QTableView>
#include <QTableWidget>
#include <QTest>

#include "tests/support/generated_offers.h"
#include "tests/support/ui_test_support.h"
#include "ui/dialogs/catalog_dialog.h"
#include "ui/document/language.h"

using namespace gputco;
namespace lib = io::library;

namespace {

constexpr int kPickerOffers = 50000;
const QDate kPickerDay(2026, 12, 4);

// The keys the view shows, in its order.
QStringList shownKeys(const ui::CatalogDialog& dialog) {
    const QAbstractItemModel* model = dialog.table()->model();
    QStringList keys;
    for (int r = 0; r < model->rowCount(); ++r) keys << model->index(r, 0).data().toString();
    return keys;
}

}  // namespace

TEST_CASE("ui catalog picker: 50,000 offers filtered as you type, each count right", "[ui][catalog-picker]") {
    ui::CatalogDialog dialog(lib::Kind::Offers, test::generatedOffers(kPickerOffers), QString(), nullptr,
                             kPickerDay);
    dialog.resize(1280, 720);
    dialog.show();
    REQUIRE(QTest::qWaitForWindowExposed(&dialog));
    // No widget per row: one view over the rows.
    CHECK(dialog.findChildren<QTableWidget*>().isEmpty());
    QTableView* table = dialog.table();
    const QAbstractItemModel* view = table->model();
    CHECK(dialog.visibleRowCount() == kPickerOffers);
    CHECK(view->rowCount() == kPickerOffers);
    auto* search = dialog.findChild<QLineEdit*>();
    REQUIRE(search != nullptr);
    auto* count = dialog.findChild<QLabel*>(QStringLiteral("CatalogShownCount"));
    REQUIRE(count != nullptr);

    // Typed a key at a time: "node-0123" is in rows 1230 to 1239 only, "node-01234" in one.
    search->setFocus();
    QTest::keyClicks(search, QStringLiteral("node-0123"));
    CHECK(view->rowCount() == 10);
    QStringList expected;
    for (int i = 1230; i <= 1239; ++i) expected << test::generatedOffer(i).values.at(0);
    CHECK(shownKeys(dialog) == expected);
    QTest::keyClick(search, Qt::Key_4);
    CHECK(shownKeys(dialog) == QStringList({test::generatedOffer(1234).values.at(0)}));
    // Backspace widens it again.
    QTest::keyClick(search, Qt::Key_Backspace);
    CHECK(view->rowCount() == 10);

    // Whatever the case: CoreWeave's are every 8th row.
    for (const QString& text :
         {QStringLiteral("coreweave"), QStringLiteral("CoreWeave"), QStringLiteral("COREWEAVE")}) {
        INFO(text.toStdString());
        search->setText(text);
        CHECK(view->rowCount() == kPickerOffers / 8);
    }
    // Every word, each in any cell, in any order: CoreWeave's spot rows are a quarter of them
    // (mode (i / 8) % 4 == 2: i / 8 = 2, 6, ..., 6246).
    search->setText(QStringLiteral("coreweave spot"));
    CHECK(view->rowCount() == 1562);
    search->setText(QStringLiteral("  SPOT   coreweave "));
    CHECK(view->rowCount() == 1562);
    // A word in no row, and words from two rows but no single one.
    search->setText(QStringLiteral("coreweave spotless"));
    CHECK(view->rowCount() == 0);
    search->setText(QStringLiteral("node-01230 node-01231"));
    CHECK(view->rowCount() == 0);
    // A word is found within one cell, never across two: "CoreWeave" then "us-east-1" is not
    // "weaveus". In the key, "coreweave/us-east-1/...", "weave/us" is: CoreWeave's rows (i = 8k + 4)
    // in regions 0, 1 and 5 (us-east-1, us-west-2, us-central1; region (i / 32) % 12 = (k / 4) % 12).
    search->setText(QStringLiteral("weaveus"));
    CHECK(view->rowCount() == 0);
    search->setText(QStringLiteral("weave/us"));
    CHECK(view->rowCount() == (131 + 131 + 130) * 4);
    // The shown text is searched: "on demand", as the pricing column says it, and a share in %.
    search->setText(QStringLiteral("coreweave on demand"));
    CHECK(view->rowCount() == 1563);  // i / 8 = 0, 4, ..., 6248
    CHECK(count->text().contains(QStringLiteral("1563 shown")));

    // Cleared (the line edit's clear button does this): every row again.
    search->clear();
    CHECK(view->rowCount() == kPickerOffers);
    CHECK(count->text().contains(QStringLiteral("50000 shown")));
}

TEST_CASE("ui catalog picker: on 50,000 offers a row is chosen by the keyboard, and kept while filtered away",
          "[ui][catalog-picker]") {
    ui::CatalogDialog dialog(lib::Kind::Offers, test::generatedOffers(kPickerOffers), QString(), nullptr,
                             kPickerDay);
    dialog.resize(1280, 720);
    dialog.show();
    REQUIRE(QTest::qWaitForWindowExposed(&dialog));
    auto* search = dialog.findChild<QLineEdit*>();
    auto* source = dialog.findChild<QLabel*>(QStringLiteral("CatalogSource"));
    REQUIRE(search != nullptr);
    REQUIRE(source != nullptr);
    CHECK_FALSE(dialog.chosen().has_value());
    QTest::keyClicks(search, QStringLiteral("node-0123"));
    // Into the rows, down to the third: row 1232, its source whole under the table.
    QTableView* table = dialog.table();
    table->setFocus();
    QTest::keyClick(table, Qt::Key_Home);
    QTest::keyClick(table, Qt::Key_Down);
    QTest::keyClick(table, Qt::Key_Down);
    const lib::CatalogRow row1232 = test::generatedOffer(1232);
    REQUIRE(dialog.chosen().has_value());
    CHECK(dialog.chosen()->values == row1232.values);
    CHECK(source->text() == QStringLiteral("Source: ") + row1232.value("source"));
    // Filtered away, nothing is chosen; shown again, it is chosen again.
    search->setText(QStringLiteral("node-0124"));
    CHECK_FALSE(dialog.chosen().has_value());
    CHECK(source->text() == QStringLiteral("Choose a row to read its source in full here."));
    search->clear();
    REQUIRE(dialog.chosen().has_value());
    CHECK(dialog.chosen()->values == row1232.values);
    // selectKey finds a key among all 50,000; Enter uses the chosen row.
    REQUIRE(dialog.selectKey(test::generatedOffer(49999).values.at(0)));
    CHECK(dialog.chosen()->values == test::generatedOffer(49999).values);
    CHECK(table->visualRect(table->currentIndex()).intersects(table->viewport()->rect()));  // scrolled to
    table->setFocus();
    QTest::keyClick(table, Qt::Key_Return);
    CHECK(dialog.result() == QDialog::Accepted);
    CHECK(dialog.chosen()->values == test::generatedOffer(49999).values);
}

TEST_CASE("ui catalog picker: 50,000 offers at 1280x720, in English and Chinese",
          "[ui][catalog-picker][screenshot]") {
    const QString dir = QStringLiteral(GPUTCO_BINARY_DIR "/screenshots");
    REQUIRE(QDir().mkpath(dir));
    for (const auto language : {ui::UiLanguage::English, ui::UiLanguage::SimplifiedChinese}) {
        const test::Language shown(language);
        ui::CatalogDialog dialog(lib::Kind::Offers, test::generatedOffers(kPickerOffers), QString(), nullptr,
                                 kPickerDay);
        dialog.resize(1280, 720);
        dialog.show();
        REQUIRE(QTest::qWaitForWindowExposed(&dialog));
        // A stale row chosen, its age in amber: row 2, dated 2024-01-03.
        REQUIRE(dialog.selectKey(test::generatedOffer(2).values.at(0)));
        QTest::qWait(30);
        // Every column as wide as the widest text of its 50,000 rows, but the source, cut on purpose.
        const QTableView* table = dialog.table();
        const QAbstractItemModel* model = table->model();
        const int sourceColumn = lib::columnIndex(lib::Kind::Offers, "source");
        const QFontMetrics font(table->font());
        for (int c = 0; c < model->columnCount(); ++c) {
            if (c == sourceColumn) continue;
            QSet<QString> texts;
            for (int r = 0; r < model->rowCount(); ++r) texts.insert(model->index(r, c).data().toString());
            int widest = 0;
            QString widestText;
            for (const QString& text : std::as_const(texts))
                if (const int need = font.horizontalAdvance(text) + 6; need > widest) {
                    widest = need;
                    widestText = text;
                }
            INFO(model->headerData(c, Qt::Horizontal).toString().toStdString()
                 << ": " << widestText.toStdString());
            CHECK(widest <= table->columnWidth(c));
        }
        CHECK(dialog.grab().save(
            dir + QStringLiteral("/catalog-picker-50000-1280x720-%1.png").arg(ui::languageCode(language))));
    }
}
