// A price that is the user's estimate (issue #33): the option editor and the explanation show
// it in amber with the words "User's estimate, not a catalog price"; the box beside the price
// sets and clears the mark, as one undoable edit. The reference example's DGX A100 price
// (USD 199,000, the 2020 launch price) is marked so in the file.
#include <catch2/catch.hpp>

#include <QCheckBox>
#include <QDir>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

#include "model/engine/explain.h"
#include "model/scenario/provenance_lookup.h"
#include "tests/support/ui_test_support.h"
#include "tests/ui/explain_support.h"
#include "tests/ui/window_fixture.h"
#include "ui/dialogs/explain_dialog.h"
#include "ui/document/estimate_words.h"
#include "ui/document/language.h"
#include "ui/document/scenario_document.h"
#include "ui/editors/field_editor.h"
#include "ui/editors/inputs_panel.h"
#include "ui/editors/option_board.h"
#include "ui/shell/main_window.h"

using gputco::test::kExample;

using namespace gputco;

namespace {

const QString kDgxPrice = QStringLiteral("options[2].sources[0].server_price");
const QString kP4dPrice = QStringLiteral("options[0].sources[0].price_per_hour");

struct EstimateWindow : test::WindowFixture {
    explicit EstimateWindow(QSize size = QSize(1600, 960)) : WindowFixture({.size = size}) {}
    // The editor of the field at `path` on the Options page.
    ui::FieldEditor* editor(const QString& path) const {
        for (ui::FieldEditor* e : w->findChildren<ui::FieldEditor*>())
            if (e->path() == path) return e;
        return nullptr;
    }
};

// Whether the field is drawn amber: its background at the left (away from the right-aligned
// text) is the theme's #fffbeb, and some of its text pixels are the amber #92400e's hue.
bool drawnAmber(QLineEdit* edit) {
    const QImage image = edit->grab().toImage();
    const QColor inside = image.pixelColor(6, image.height() / 2);
    int amberText = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = image.width() / 2; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            // Amber text over its light background: red well above blue, and dark.
            if (c.red() - c.blue() > 60 && c.red() < 200 && c.green() < 150) ++amberText;
        }
    return inside == QColor(0xff, 0xfb, 0xeb) && amberText > 5;
}

}  // namespace

TEST_CASE("ui estimate: the example's DGX A100 price is the user's estimate, in amber with the words",
          "[ui][estimate]") {
    EstimateWindow f;
    REQUIRE(f.open(kExample));
    REQUIRE(scenario::isEstimatedPrice(f.w->document()->scenario(), kDgxPrice.toStdString()));
    f.w->tabs()->setCurrentIndex(ui::MainWindow::OptionsTab);
    ui::FieldEditor* dgx = f.editor(kDgxPrice);
    REQUIRE(dgx);
    REQUIRE(dgx->estimateBox());
    CHECK(dgx->estimateBox()->isChecked());
    auto* note = dgx->findChild<QLabel*>(QStringLiteral("FieldAge"));
    REQUIRE(note);
    // The words first, then the date it rests on (2020-05 to 2026-12-04: 6 whole years).
    CHECK(note->text() ==
          QStringLiteral("User's estimate, not a catalog price\nas of 2020-05 · 6 years old"));
    CHECK(note->property("estimate").toBool());  // the amber of QLabel#FieldAge[estimate="true"]
    CHECK(dgx->lineEdit()->property("estimate").toBool());
    CHECK(dgx->lineEdit()->toolTip().contains(QStringLiteral("User's estimate, not a catalog price")));
    f.w->inputsPanel()->optionBoard()->ensureWidgetVisible(dgx);
    QTest::qWait(20);
    CHECK(drawnAmber(dgx->lineEdit()));
    // The p4d on-demand price is a dated catalog price: not marked, not amber.
    ui::FieldEditor* p4d = f.editor(kP4dPrice);
    REQUIRE(p4d);
    CHECK_FALSE(p4d->estimateBox()->isChecked());
    CHECK_FALSE(p4d->lineEdit()->property("estimate").toBool());
    f.w->inputsPanel()->optionBoard()->ensureWidgetVisible(p4d);
    QTest::qWait(20);
    CHECK_FALSE(drawnAmber(p4d->lineEdit()));
    // A field that is no price has no box.
    ui::FieldEditor* pue = f.editor(QStringLiteral("options[2].sources[0].facility.pue"));
    REQUIRE(pue);
    CHECK(pue->estimateBox() == nullptr);
}

TEST_CASE("ui estimate: the box marks and clears a price as the user's estimate, undoably",
          "[ui][estimate]") {
    EstimateWindow f;
    REQUIRE(f.open(kExample));
    f.w->tabs()->setCurrentIndex(ui::MainWindow::OptionsTab);
    ui::FieldEditor* p4d = f.editor(kP4dPrice);
    REQUIRE(p4d);
    f.w->inputsPanel()->optionBoard()->ensureWidgetVisible(p4d);
    QTest::qWait(20);
    const auto marked = [&] {
        return scenario::isEstimatedPrice(f.w->document()->scenario(), kP4dPrice.toStdString());
    };
    QUndoStack* undo = f.w->document()->undoStack();
    const int steps = undo->count();
    p4d = f.editor(kP4dPrice);
    p4d->estimateBox()->click();
    CHECK(marked());
    CHECK(undo->count() == steps + 1);
    CHECK(undo->undoText().startsWith(QStringLiteral("Mark ")));
    CHECK(undo->undoText().endsWith(QStringLiteral(" as your estimate")));
    p4d = f.editor(kP4dPrice);
    CHECK(p4d->lineEdit()->property("estimate").toBool());
    CHECK(p4d->findChild<QLabel*>(QStringLiteral("FieldAge"))->text() ==
          QStringLiteral("User's estimate, not a catalog price\nas of 2026-11"));
    // The file keeps it.
    CHECK(f.w->document()->isModified());
    undo->undo();
    CHECK_FALSE(marked());
    p4d = f.editor(kP4dPrice);
    CHECK_FALSE(p4d->estimateBox()->isChecked());
    CHECK_FALSE(p4d->lineEdit()->property("estimate").toBool());
    CHECK(p4d->findChild<QLabel*>(QStringLiteral("FieldAge"))->text() == QStringLiteral("as of 2026-11"));
    undo->redo();
    CHECK(marked());
    CHECK(f.editor(kP4dPrice)->estimateBox()->isChecked());
    // Cleared by the box again: its own step.
    f.editor(kP4dPrice)->estimateBox()->click();
    CHECK_FALSE(marked());
    CHECK(undo->undoText().startsWith(QStringLiteral("Clear the estimate mark of ")));
}

TEST_CASE("ui estimate: an explanation shows an estimated input price in amber, with the words",
          "[ui][estimate]") {
    EstimateWindow f;
    REQUIRE(f.open(kExample));
    // The bought cluster's hardware in year 1: its inputs include the DGX A100 price.
    std::unique_ptr<ui::ExplainDialog> dialog = test::explainHardwareInYearOne(*f.w, 2);
    REQUIRE(dialog);
    const QTableWidget* inputs = dialog->inputs();
    int saw = 0;
    for (int r = 0; r < inputs->rowCount(); ++r) {
        const bool price = inputs->item(r, 0)->text().endsWith(QStringLiteral("Server price (USD)"));
        for (int c : {1, 2}) {
            const bool amber = inputs->item(r, c)->foreground().color() == QColor(0x92, 0x40, 0x0e);
            CHECK(amber == price);
        }
        if (!price) continue;
        CHECK(inputs->item(r, 1)->text() == QStringLiteral("USD 199,000"));
        CHECK(inputs->item(r, 2)->text().startsWith(
            QStringLiteral("User's estimate, not a catalog price (source: ")));
        CHECK(
            inputs->item(r, 1)->toolTip().startsWith(QStringLiteral("User's estimate, not a catalog price")));
        ++saw;
    }
    CHECK(saw == 1);
}

TEST_CASE("ui estimate: screenshots of the mark at 1280x720, English and Chinese",
          "[ui][estimate][screenshot]") {
    const QString dir = QStringLiteral(GPUTCO_BINARY_DIR "/screenshots");
    REQUIRE(QDir().mkpath(dir));
    EstimateWindow f(QSize(1280, 720));
    REQUIRE(f.open(kExample));
    for (const auto language : {ui::UiLanguage::English, ui::UiLanguage::SimplifiedChinese}) {
        f.w->setLanguage(language);
        QTest::qWait(100);
        const QString code = ui::languageCode(language);
        f.w->tabs()->setCurrentIndex(ui::MainWindow::OptionsTab);
        ui::FieldEditor* dgx = f.editor(kDgxPrice);
        REQUIRE(dgx);
        f.w->inputsPanel()->optionBoard()->horizontalScrollBar()->setValue(0);
        f.w->inputsPanel()->optionBoard()->ensureWidgetVisible(dgx, 50, 200);
        QTest::qWait(50);
        CHECK(f.w->grab().save(dir + QStringLiteral("/estimate-option-editor-1280x720-%1.png").arg(code)));
        std::unique_ptr<ui::ExplainDialog> dialog = test::explainHardwareInYearOne(*f.w, 2);
        REQUIRE(dialog);
        dialog->resize(1280, 720);
        QTest::qWait(50);
        CHECK(dialog->grab().save(dir + QStringLiteral("/estimate-explain-1280x720-%1.png").arg(code)));
    }
    f.w->setLanguage(ui::UiLanguage::English);
}
