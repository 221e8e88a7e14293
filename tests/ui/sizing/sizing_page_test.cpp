// The Sizing page (issue #17) through the window's seams: a user adds "Llama 3 8B" as an
// inference service, types 2,000 tokens per second, and sees the demand it makes, whether it
// fits each GPU model, and its cost per million tokens on each option, each of which opens
// its explanation; Undo takes the job away again. Screenshots in both languages go to
// build/screenshots/sizing-*.png.
#include <catch2/catch.hpp>

#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include "model/engine/warnings.h"
#include "model/scenario/model_presets.h"
#include "tests/support/ui_test_support.h"
#include "tests/ui/window_fixture.h"
#include "ui/dialogs/explain_dialog.h"
#include "ui/document/language.h"
#include "ui/document/scenario_document.h"
#include "ui/document/sizing_words.h"
#include "ui/document/warning_words.h"
#include "ui/editors/choice_editor.h"
#include "ui/editors/field_editor.h"
#include "ui/pages/kpi_card.h"
#include "ui/pages/kpi_panel.h"
#include "ui/shell/main_window.h"
#include "ui/sizing/sizing_page.h"

using gputco::test::kExamplesDir;

using namespace gputco;

namespace {

// A bundled example open on the Sizing page.
struct SizingWindow : test::WindowFixture {
    explicit SizingWindow(const QString& example, QSize size = {1600, 1000},
                          ui::UiLanguage language = ui::UiLanguage::English)
        : WindowFixture({.size = size, .language = language}) {
        REQUIRE(openExample(example));
        showPage(ui::MainWindow::SizingTab);
    }
    ui::SizingPage* page() const { return w->sizingPage(); }
    // Adds an inference service from model preset `preset` and types its token rate, as a user
    // does, then waits for the result.
    void addService(std::size_t preset, const QString& tokensPerSecond) const {
        page()->addInferenceService(preset);
        ui::FieldEditor* rate =
            page()->editorFor(QStringLiteral("demand.jobs.inference[0].tokens_per_second"));
        REQUIRE(rate != nullptr);
        rate->lineEdit()->setFocus();
        rate->lineEdit()->selectAll();
        QTest::keyClicks(rate->lineEdit(), tokensPerSecond);
        settle();
    }
    // Waits for the evaluation of the scenario as it is now.
    void settle() const {
        REQUIRE(test::eventually([&] { return !w->isEvaluating(); }, 10000));
        QTest::qWait(20);
    }
};

}  // namespace

TEST_CASE(
    "ui sizing: Llama 3 8B at 2,000 tokens/s on the Sizing page sets the demand, fits and costs, and undo "
    "removes it",
    "[ui][sizing]") {
    SizingWindow f(QStringLiteral("a100-buy-vs-rent.gputco"));
    ui::SizingPage* page = f.page();
    CHECK(page->jobCount() == 0);
    CHECK(page->demandText().contains(QStringLiteral("No jobs yet")));
    const int undoBefore = f.w->document()->undoStack()->count();

    REQUIRE(std::string(scenario::kModelPresets[0].name) == "Llama 3 8B");
    page->addInferenceService(0);
    REQUIRE(page->jobCount() == 1);
    ui::FieldEditor* rate = page->editorFor(QStringLiteral("demand.jobs.inference[0].tokens_per_second"));
    REQUIRE(rate != nullptr);
    rate->lineEdit()->setFocus();
    rate->lineEdit()->selectAll();
    QTest::keyClicks(rate->lineEdit(), QStringLiteral("2000"));
    f.settle();
    const scenario::Scenario& s = f.w->document()->scenario();
    REQUIRE(s.demand.jobs);
    CHECK(s.demand.jobs->inference[0].tokensPerSecond == 2000);
    CHECK(s.demand.jobs->inference[0].params == 8.03e9);

    // By hand: the example's reference A100 computes 312 TFLOPS x 0.87 = 271.44 TFLOPS; at the
    // default MFU of 30 %, 81.432 TFLOPS. A token is 2 x 8.03e9 = 1.606e10 FLOPs, so
    // 2,000 tokens/s keep 2,000 x 1.606e10 / 8.1432e13 = 0.3944 reference GPUs busy, and a
    // million tokens take 1e6 x 1.606e10 / (8.1432e13 x 3,600) = 0.054783 GPU-hours.
    CHECK(page->demandText().contains(QStringLiteral("0.39 reference GPUs")));
    // Its 16.06 GB of FP16 weights need one A100 40GB in every hour (MODEL.md section 3): the
    // options serve max(0.3944, 1) = 1 reference GPU on average.
    CHECK(page->demandText().contains(QStringLiteral("the options serve 1.00 reference GPUs on average")));
    CHECK(page->stepsText(0).contains(QStringLiteral("Reference GPUs holding one replica")));
    // The Costs page says where its demand comes from: the job, not the 24 GPUs typed.
    bool demandCard = false;
    for (const ui::KpiCard* card : f.w->kpiPanel()->warningCards())
        if (card->caption() == QStringLiteral("Demand from the Sizing page")) {
            demandCard = true;
            // What the options serve: the replica's 1 GPU, not the 0.39 its tokens keep busy.
            CHECK(card->value() == QStringLiteral("1.00 reference GPUs on average, from one job"));
            CHECK(card->detail() ==
                  QStringLiteral("Every option serves it; the 24 GPUs typed under Demand do not "
                                 "count."));
        }
    CHECK(demandCard);
    CHECK(page->stepsText(0).contains(QStringLiteral("0.0548")));
    // FP16 weights: 8.03e9 x 2 bytes = 16.06 GB of the A100's 40 GB.
    CHECK(page->memoryText(0).contains(QStringLiteral("A100-40GB-SXM4 (40 GB): Fits on one GPU")));

    // Each option's cost per million tokens is its levelised cost x 0.054783 GPU-hours.
    REQUIRE(f.w->result());
    const double hours = 1e6 * 2 * 8.03e9 / (0.3 * 312 * 0.87 * 1e12 * 3600);
    CHECK(hours == Approx(0.054783).epsilon(1e-4));
    int costs = 0;
    for (const engine::OptionResult& o : f.w->result()->options) {
        REQUIRE(o.costPerMillionTokens.size() == 1);
        if (!o.levelisedCostPerReferenceGpuHour) continue;
        REQUIRE(o.costPerMillionTokens[0].value);
        CHECK(*o.costPerMillionTokens[0].value == Approx(*o.levelisedCostPerReferenceGpuHour * hours));
        ++costs;
    }
    CHECK(costs == 4);
    CHECK(page->costText(0).count(QStringLiteral("href='explain:")) == 4);

    // A click on a cost asks for its explanation, the job's figure on that option.
    QSignalSpy explain(page, &ui::SizingPage::explainRequested);
    page->explainCost(0, 2);
    REQUIRE(explain.count() == 1);
    const auto figure = explain.at(0).at(0).value<engine::FigureRef>();
    CHECK(figure.figure == engine::Figure::JobCost);
    CHECK(figure.option == 2);
    CHECK(figure.job == 0);
    // The window opens the engine's explanation of that cost: it ends on the same figure.
    ui::ExplainDialog* dialog = f.w->explainFigure(figure);
    REQUIRE(dialog != nullptr);
    INFO(dialog->titleText().toStdString() << "\n" << dialog->resultText().toStdString());
    CHECK(dialog->titleText().contains(QStringLiteral("million tokens")));
    // The headline to four significant digits, as the page writes it: a cost near USD 1 per
    // million tokens read "USD 1" (whole units) and hid 8 %.
    const double cost = *f.w->result()->options[2].costPerMillionTokens[0].value;
    REQUIRE(cost < 100);
    CHECK(dialog->resultText() == ui::jobCostMoney(cost, QStringLiteral("USD")));
    CHECK(dialog->resultText().contains(QLatin1Char('.')));
    // The GPU-hours per million tokens, 0.054783, keep their digits in the steps (not 0.05).
    bool hoursShown = false;
    bool flopsShown = false;
    for (int r = 0; r < dialog->steps()->rowCount(); ++r) {
        hoursShown |= dialog->steps()->item(r, 1)->text() == QStringLiteral("0.05478");
        // 2 x 8.03e9 FLOPs a token, written once and in powers of ten (it read "FLOPs a token
        // (2 N) 1.606e+10" beside "16,060,000,000.00").
        if (dialog->steps()->item(r, 0)->text() == QStringLiteral("FLOPs a token (2 N)")) {
            flopsShown = true;
            CHECK(dialog->steps()->item(r, 1)->text() == QStringLiteral("1.61 × 10¹⁰"));
        }
    }
    CHECK(hoursShown);
    CHECK(flopsShown);
    dialog->close();

    // An API price: USD 2 in, 6 out per million tokens, blended 3:1 to 0.75 x 2 + 0.25 x 6 =
    // USD 3.00; each option then says where it stands against it. (Whole numbers: under Xvfb
    // the window may not hold the focus, and an unfocused field shows the stored value back.)
    QToolButton* api = page->jobCard(0)->findChild<QToolButton*>(QStringLiteral("ApiPriceButton"));
    REQUIRE(api != nullptr);
    CHECK(api->text() == QStringLiteral("Compare with an API price"));
    api->click();
    for (const auto& [key, text] : {std::pair{"api_input_price", "2"}, std::pair{"api_output_price", "6"}}) {
        ui::FieldEditor* price =
            page->editorFor(QStringLiteral("demand.jobs.inference[0].") + QLatin1String(key));
        REQUIRE(price != nullptr);
        price->lineEdit()->setFocus();  // a field without focus shows the stored value under the typing
        price->lineEdit()->selectAll();
        QTest::keyClicks(price->lineEdit(), QLatin1String(text));
    }
    f.settle();
    CHECK(f.w->document()->scenario().demand.jobs->inference[0].blendedApiPrice() == Approx(3.0));
    CHECK(page->costText(0).contains(QStringLiteral("Against the API")));
    CHECK(page->costText(0).count(QStringLiteral("API (USD 3.00)")) == 4);
    CHECK(page->grab().save(QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/sizing-api-en.png")));

    // Undo the prices, the typed rate, then the job: the demand is the 24 typed GPUs again.
    QUndoStack* undo = f.w->document()->undoStack();
    while (undo->count() > undoBefore && undo->canUndo() && undo->index() > undoBefore) undo->undo();
    f.settle();
    CHECK(!f.w->document()->scenario().demand.jobs);
    CHECK(page->jobCount() == 0);
    CHECK(page->demandText().contains(QStringLiteral("24 reference GPUs")));
    CHECK(f.w->result()->options[0].costPerMillionTokens.empty());
}

TEST_CASE("ui sizing: removing the last job gives the demand back to the typed GPU count", "[ui][sizing]") {
    SizingWindow f(QStringLiteral("a100-buy-vs-rent.gputco"));
    f.page()->addTrainingJob(1);  // Llama 3 70B
    REQUIRE(f.page()->jobCount() == 1);
    const scenario::TrainingJob job = f.w->document()->scenario().demand.jobs->training[0];
    CHECK(job.params == 70.6e9);
    CHECK(job.tokens == 20 * 70.6e9);  // the Chinchilla rule: 20 tokens per parameter
    CHECK(job.shape.layers == 80);
    f.settle();  // the page draws the controller's sizing of the scenario with the job
    // Mixed-precision Adam: 16 bytes x 70.6e9 = 1,129.6 GB: 32 A100 40GB, more than a node of 8.
    CHECK(f.page()->memoryText(0).contains(QStringLiteral("Needs 32 GPUs: more than a node of 8")));
    QToolButton* remove = nullptr;
    for (QToolButton* b : f.page()->jobCard(0)->findChildren<QToolButton*>())
        if (b->text() == QStringLiteral("Remove")) remove = b;
    REQUIRE(remove != nullptr);
    remove->click();
    CHECK(!f.w->document()->scenario().demand.jobs);
    CHECK(f.page()->jobCount() == 0);
    f.settle();
    for (const ui::KpiCard* card : f.w->kpiPanel()->warningCards())
        CHECK(card->caption() != QStringLiteral("Demand from the Sizing page"));
}

TEST_CASE("ui sizing: a service that an option cannot serve is said on the Costs and Sizing pages",
          "[ui][sizing]") {
    // The inference example has two options in 2g.10gb MIG slices (10 GB each) and two T4
    // options that already leave demand unserved. Llama 3 8B needs 8.03e9 x 2 bytes = 16.06 GB
    // of weights (and its KV cache): more than a slice holds.
    SizingWindow f(QStringLiteral("inference-t4-a100-mig.gputco"));
    ui::SizingPage* page = f.page();
    const std::size_t jobsBefore = page->jobCount();
    page->addInferenceService(0);
    REQUIRE(page->jobCount() == jobsBefore + 1);
    const std::size_t added = f.w->document()->scenario().demand.jobs->inference.size() - 1;
    ui::FieldEditor* rate =
        page->editorFor(QStringLiteral("demand.jobs.inference[%1].tokens_per_second").arg(added));
    REQUIRE(rate != nullptr);
    rate->lineEdit()->setFocus();
    rate->lineEdit()->selectAll();
    QTest::keyClicks(rate->lineEdit(), QStringLiteral("2000"));
    f.settle();
    REQUIRE(f.w->result());
    const engine::Result& r = *f.w->result();
    int migShort = 0, unserved = 0;
    for (const engine::OptionResult& o : r.options) {
        unserved += o.unservedReferenceGpuHours >= 0.5;
        migShort += std::any_of(o.warnings.begin(), o.warnings.end(), [](const engine::Warning& w) {
            return w.code == engine::WarningCode::SliceTooSmall;
        });
    }
    REQUIRE(migShort == 2);
    REQUIRE(unserved >= 1);
    // The Costs page: not "Every option serves it" (it said so above these warnings), and the
    // slices' warning in words, without the engine's "sources[0]:".
    bool note = false;
    int sliceCards = 0;
    for (const ui::KpiCard* card : f.w->kpiPanel()->warningCards()) {
        INFO(card->caption().toStdString()
             << " | " << card->value().toStdString() << " | " << card->detail().toStdString());
        CHECK_FALSE(card->value().contains(QStringLiteral("sources[")));
        CHECK_FALSE(card->detail().contains(QStringLiteral("sources[")));
        if (card->caption() == QStringLiteral("Demand from the Sizing page")) {
            note = true;
            CHECK_FALSE(card->detail().contains(QStringLiteral("Every option serves it")));
            CHECK(card->detail().startsWith(QStringLiteral("%1 options of %2 cannot serve all of it")
                                                .arg(migShort + unserved)
                                                .arg(r.options.size())));
        }
        if (card->caption() == QStringLiteral("Warning: a service does not fit")) {
            ++sliceCards;
            CHECK(card->value().endsWith(
                QStringLiteral("“Llama 3 8B service” does not fit its 2g.10gb slices")));
            CHECK(card->detail().contains(QStringLiteral("holds 10.0 GB, less than the")));
        }
    }
    CHECK(note);
    CHECK(sliceCards == 2);
    // The Sizing page's table: no cost and no API verdict for the sliced options, and the
    // options that leave demand unserved marked.
    const QString costs = page->costText(page->jobCount() - 1);
    CHECK(costs.count(QStringLiteral("in 2g.10gb slices: does not fit a slice")) == 2);
    CHECK(costs.count(QStringLiteral("cannot serve it")) == 2);
    CHECK(costs.count(QStringLiteral("leaves demand unserved")) == unserved);
    CHECK(costs.count(QStringLiteral("href='explain:")) == static_cast<int>(r.options.size()) - migShort);
    CHECK(page->grab().save(QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/sizing-cannot-serve-en.png")));
    f.w->tabs()->setCurrentIndex(ui::MainWindow::CostsTab);
    CHECK(f.w->kpiPanel()->grab().save(
        QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/costs-cannot-serve-en.png")));
    // In Chinese, for a look: the same cards and table, in words.
    ui::applyLanguage(ui::UiLanguage::SimplifiedChinese);
    f.settle();
    f.w->tabs()->setCurrentIndex(ui::MainWindow::SizingTab);
    CHECK(page->grab().save(QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/sizing-cannot-serve-zh.png")));
    f.w->tabs()->setCurrentIndex(ui::MainWindow::CostsTab);
    for (const ui::KpiCard* card : f.w->kpiPanel()->warningCards())
        CHECK_FALSE(card->detail().contains(QStringLiteral("sources[")));
    CHECK(f.w->kpiPanel()->grab().save(
        QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/costs-cannot-serve-zh.png")));
}

TEST_CASE("ui sizing: while one job has a problem, the other jobs' cards say it is elsewhere",
          "[ui][sizing]") {
    SizingWindow f(QStringLiteral("a100-buy-vs-rent.gputco"));
    ui::SizingPage* page = f.page();
    page->addInferenceService(0);
    page->addInferenceService(0);
    REQUIRE(page->jobCount() == 2);
    f.settle();
    ui::FieldEditor* rate = page->editorFor(QStringLiteral("demand.jobs.inference[0].tokens_per_second"));
    REQUIRE(rate != nullptr);
    rate->lineEdit()->setFocus();
    rate->lineEdit()->selectAll();
    QTest::keyClicks(rate->lineEdit(), QStringLiteral("-5"));  // a rate below zero: a problem of job 1
    f.settle();
    REQUIRE_FALSE(f.w->document()->isEvaluable());
    CHECK(page->stepsText(0) == QStringLiteral("Fix the inputs marked in red to see this job's sizing."));
    // Job 2 has no red input: it said the same, and the user looked for one in vain.
    CHECK(page->stepsText(1).startsWith(QStringLiteral("An input elsewhere has a problem")));
}

TEST_CASE("ui sizing: a job added below the fold is scrolled into view, its rate field focused",
          "[ui][sizing]") {
    // The inference example's first card fills a 1280x720 window: the new one starts below it.
    SizingWindow f(QStringLiteral("inference-t4-a100-mig.gputco"), QSize(1280, 720));
    f.w->activateWindow();
    ui::SizingPage* page = f.page();
    page->addInferenceService(0);
    const std::size_t added = page->jobCount() - 1;
    QWidget* card = page->jobCard(added);
    REQUIRE(card != nullptr);
    QScrollArea* scroll = nullptr;
    for (QWidget* w = card->parentWidget(); w && !scroll; w = w->parentWidget())
        scroll = qobject_cast<QScrollArea*>(w);
    REQUIRE(scroll != nullptr);
    const QString rate = QStringLiteral("demand.jobs.inference[%1].tokens_per_second")
                             .arg(f.w->document()->scenario().demand.jobs->inference.size() - 1);
    ui::FieldEditor* field = page->editorFor(rate);
    REQUIRE(field != nullptr);
    // Once laid out, the card lies below the first one (a new widget starts at the page's top).
    f.settle();
    QTest::qWait(100);
    REQUIRE(card->y() > 300);
    const QRect shown(field->lineEdit()->mapTo(scroll->viewport(), QPoint(0, 0)), field->lineEdit()->size());
    INFO("field at " << shown.y() << " in a viewport " << scroll->viewport()->height() << " high");
    CHECK(scroll->viewport()->rect().contains(shown));  // it was below the viewport, out of sight
}

TEST_CASE("ui sizing: an API price is written as precisely as the costs beside it", "[ui][sizing]") {
    engine::OptionResult option;
    // USD 0.10 in, 0.20 out per million tokens, blended 3:1: 0.75 x 0.10 + 0.25 x 0.20 = 0.125.
    option.apiBreakEven.push_back({"chat", 0.125, 0.0, 2.0, 2e6});
    const QString text = ui::breakEvenText(option, "chat", QStringLiteral("USD"));
    CHECK(text == QStringLiteral("cheaper than the API (USD 0.1250) at every rate"));  // read "USD 0.13"
}

TEST_CASE("ui sizing: an engine warning names a source as a person counts, not by its path", "[ui]") {
    gputco::test::Language en(ui::UiLanguage::English);
    // The engine says sources[0] and sources[2] (the file's indices); a person reads 1 and 3.
    for (const std::size_t source : {std::size_t{0}, std::size_t{2}}) {
        const engine::Warning w =
            engine::sliceTooSmallWarning(source, "2g.10gb", "A100-40GB-SXM4", 10, 16, "chat");
        const QString note = ui::warningNote(w, ui::uiLocale());
        CHECK(note.startsWith(QStringLiteral("Source %1: the MIG slice 2g.10gb").arg(source + 1)));
        CHECK_FALSE(note.contains(QStringLiteral("sources[")));
    }
}

TEST_CASE("ui sizing: screenshots of the Sizing page on the inference example", "[ui][sizing][screenshot]") {
    for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)})
        for (const auto& [language, code] : {std::pair{ui::UiLanguage::English, "en"},
                                             std::pair{ui::UiLanguage::SimplifiedChinese, "zh_CN"}}) {
            SizingWindow f(QStringLiteral("inference-t4-a100-mig.gputco"), size, language);
            f.settle();
            REQUIRE(f.page()->jobCount() >= 1);
            CHECK(f.page()->costText(0).contains(QStringLiteral("href='explain:")));
            CHECK(f.w->grab().save(QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/sizing-%1x%2-%3.png")
                                       .arg(size.width())
                                       .arg(size.height())
                                       .arg(QLatin1String(code))));
            // The Costs page with jobs: the key figure is the cost per million tokens, and the
            // comparison table has a column for the service.
            f.w->tabs()->setCurrentIndex(ui::MainWindow::CostsTab);
            QTest::qWait(50);
            CHECK(f.w->kpiPanel()->levelisedCard()->caption() ==
                  (language == ui::UiLanguage::English ? QStringLiteral("Cost per million tokens")
                                                       : QStringLiteral("每百万 token 成本")));
            CHECK(f.w->grab().save(QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/sizing-costs-%1x%2-%3.png")
                                       .arg(size.width())
                                       .arg(size.height())
                                       .arg(QLatin1String(code))));
            // The whole page, cards below the fold included.
            CHECK(f.page()->grab().save(QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/sizing-page-%1-%2.png")
                                            .arg(size.width())
                                            .arg(QLatin1String(code))));
        }
}

TEST_CASE("ui sizing: a 70B service at 2,000 tokens/s holds 4 reference GPUs and is priced both ways",
          "[ui][sizing][floor]") {
    // Issue #34 item 5 / MODEL.md section 3: Llama 3 70B (70.6e9 parameters) in FP16 needs
    // 141.2 GB: 4 x A100 40GB hold one replica, whatever its token rate. At 2,000 tokens/s it
    // computes on 2,000 x 2 x 70.6e9 / 8.1432e13 = 3.4679 reference GPUs (MFU 30 %): the page
    // says the service holds max(3.47, 4) = 4.
    for (const auto& [language, code] :
         {std::pair{ui::UiLanguage::English, "en"}, std::pair{ui::UiLanguage::SimplifiedChinese, "zh_CN"}}) {
        SizingWindow f(QStringLiteral("a100-buy-vs-rent.gputco"), QSize(1280, 720), language);
        ui::SizingPage* page = f.page();
        REQUIRE(std::string(scenario::kModelPresets[1].name) == "Llama 3 70B");
        f.addService(1, QStringLiteral("2000"));
        if (language == ui::UiLanguage::English) {
            CHECK(page->stepsText(0).contains(QStringLiteral("Reference GPUs holding one replica")));
            CHECK(page->demandText().contains(QStringLiteral("3.47 reference GPUs")));
            CHECK(page->demandText().contains(
                QStringLiteral("the options serve 4.00 reference GPUs on average")));
            CHECK(page->costText(0).contains(QStringLiteral("on the GPUs it holds")));
        }
        CHECK(f.w->grab().save(QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/sizing-70b-1280x720-%1.png")
                                   .arg(QLatin1String(code))));
        CHECK(page->grab().save(QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/sizing-70b-page-%1.png")
                                    .arg(QLatin1String(code))));
    }
}

TEST_CASE("ui sizing: the jobs add to the typed GPUs by a choice both pages show, and undo takes it back",
          "[ui][sizing][floor]") {
    // Issue #34 item 5: a service no longer silently replaces the demand. The reference
    // example types 24 GPUs; Llama 3 8B at 2,000 tokens/s computes on 0.39 and holds 1.
    SizingWindow f(QStringLiteral("a100-buy-vs-rent.gputco"), QSize(1280, 720));
    ui::SizingPage* page = f.page();
    f.addService(0, QStringLiteral("2000"));
    auto* sizingButton = f.w->findChild<QPushButton*>(QStringLiteral("SizingButton"));
    REQUIRE(sizingButton != nullptr);
    // Replacing, the default: said on both pages.
    CHECK(page->demandText().contains(QStringLiteral("no longer count")));
    CHECK(sizingButton->text() == QStringLiteral("Demand: 0.39 from jobs only (Sizing page…)"));

    auto* combine = page->findChild<ui::ChoiceEditor*>(QStringLiteral("SizingCombine"));
    REQUIRE(combine != nullptr);
    const int undoBefore = f.w->document()->undoStack()->count();
    // As a user does: the keyboard's Down on the closed box picks "add".
    combine->comboBox()->setFocus();
    QTest::keyClick(combine->comboBox(), Qt::Key_Down);
    f.settle();
    CHECK(f.w->document()->scenario().demand.jobsAddToGpus);
    // 24 typed + 0.39 from the job = 24.39; the service's 1-GPU floor adds 1 - 0.39 = 0.61:
    // 25.00 on average.
    CHECK(page->demandText().contains(QStringLiteral("Demand: 24 typed + 0.39 from the jobs = 24.39")));
    CHECK(page->demandText().contains(QStringLiteral("the options serve 25.00 reference GPUs on average")));
    CHECK(sizingButton->text() == QStringLiteral("Demand: 24 typed + 0.39 from jobs (Sizing page…)"));
    CHECK(f.w->document()->undoStack()->count() == undoBefore + 1);
    f.w->document()->undoStack()->undo();
    f.settle();
    CHECK_FALSE(f.w->document()->scenario().demand.jobsAddToGpus);
    CHECK(sizingButton->text() == QStringLiteral("Demand: 0.39 from jobs only (Sizing page…)"));
}
