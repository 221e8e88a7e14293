// The Risk page (issue #8): inputs added and edited as undoable changes, the tornado from the
// engine's sensitivity(), and a Monte Carlo run in the background whose numbers are the
// engine's for the same seed, kept while the scenario stays the same. Everything in words
// (issue #16): inputs by their fields' titles, values in the fields' units, P10 / P50 / P90
// per option; charts whose titles and labels fit at 1280x720 and 1920x1080 in both languages.
#include <catch2/catch.hpp>

#include <qcustomplot.h>
#include <QAbstractButton>
#include <QCompleter>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTextDocument>
#include <QUndoStack>
#include <numeric>

#include "model/engine/analyses.h"
#include "model/engine/monte_carlo.h"
#include "model/engine/sensitivity.h"
#include "model/io/number_format.h"
#include "model/io/scenario_reader.h"
#include "model/scenario/field_paths.h"
#include "tests/support/ui_test_support.h"
#include "tests/ui/window_fixture.h"
#include "ui/charts/input_distribution_chart.h"
#include "ui/charts/pv_distribution_chart.h"
#include "ui/charts/tornado_chart.h"
#include "ui/dialogs/chart_note_dialog.h"
#include "ui/document/field_registry.h"
#include "ui/document/language.h"
#include "ui/document/scenario_document.h"
#include "ui/editors/field_editor.h"
#include "ui/editors/inputs_panel.h"
#include "ui/pages/field_picker.h"
#include "ui/pages/kpi_card.h"
#include "ui/pages/kpi_panel.h"
#include "ui/pages/pv_percentile_table.h"
#include "ui/pages/risk_page.h"
#include "ui/report/report_charts.h"
#include "ui/report/report_risk.h"
#include "ui/shell/main_window.h"

using gputco::test::kExample;

using namespace gputco;

namespace {

// The example open with its sensitivity shown on the Risk page.
struct RiskWindow : test::WindowFixture {
    explicit RiskWindow(QSize size = QSize(1600, 960)) : WindowFixture({.size = size}) {
        REQUIRE(open(kExample, w->riskPage(), &ui::RiskPage::sensitivityShown));
    }
    // A small Monte Carlo (the file asks for 10,000 trials), as an edit of the trials.
    void runMonteCarlo(int trials) {
        w->document()->edit(QStringLiteral("trials"), QString(),
                            [trials](scenario::Scenario& x) { x.uncertainty->trials = trials; });
        // Done when the page holds a current result: a run the opening started may finish
        // first, stale after the edit.
        ui::RiskPage* page = w->riskPage();
        page->runMonteCarlo();
        REQUIRE(test::eventually([&] { return page->isResultCurrent() && !page->isRunning(); }, 20000));
    }
};

std::string text(const QString& s) {
    return s.toStdString();
}

QString cell(const QTableWidget* table, int row, int column) {
    const QTableWidgetItem* item = table->item(row, column);
    return item ? item->text() : QString();
}

int rowOf(const ui::RiskPage*, const std::string& path, const scenario::Scenario& s) {
    for (std::size_t i = 0; i < s.uncertainty->inputs.size(); ++i)
        if (s.uncertainty->inputs[i].path == path) return static_cast<int>(i);
    FAIL("no uncertain input " << path);
    return -1;
}

// Every text the page shows a person: labels, buttons, table headers, cells and their tool
// tips, the field list, each chart's axis titles, tick labels and legend names.
QStringList shownTexts(const ui::RiskPage* page) {
    QStringList texts;
    for (const QLabel* l : page->findChildren<QLabel*>()) texts << l->text() << l->toolTip();
    for (const QAbstractButton* b : page->findChildren<QAbstractButton*>())
        texts << b->text() << b->toolTip();
    for (const QTableWidget* t : page->findChildren<QTableWidget*>()) {
        for (int c = 0; c < t->columnCount(); ++c)
            if (const QTableWidgetItem* h = t->horizontalHeaderItem(c)) texts << h->text() << h->toolTip();
        for (int r = 0; r < t->rowCount(); ++r)
            for (int c = 0; c < t->columnCount(); ++c)
                if (const QTableWidgetItem* i = t->item(r, c)) texts << i->text() << i->toolTip();
    }
    for (const QComboBox* combo : page->findChildren<QComboBox*>()) {
        for (int i = 0; i < combo->count(); ++i) texts << combo->itemText(i);
        if (combo->lineEdit()) texts << combo->lineEdit()->placeholderText() << combo->toolTip();
    }
    for (const QCustomPlot* plot : page->findChildren<QCustomPlot*>()) {
        for (QCPAxis* a : {plot->xAxis, plot->yAxis}) {
            texts << a->label();
            for (const QString& tick : a->tickVectorLabels()) texts << tick;
        }
        for (int i = 0; i < plot->legend->itemCount(); ++i)
            if (auto* item = qobject_cast<QCPPlottableLegendItem*>(plot->legend->item(i)))
                texts << item->plottable()->name();
    }
    return texts;
}

// What a person must never read: a file path's brackets, dots between keys, snake_case. The
// user's own names (options, tariffs, GPU models) are theirs, and a decimal point between
// digits is a number's.
void checkInWords(const QStringList& texts, const scenario::Scenario& s) {
    const QRegularExpression internal(QStringLiteral("\\[\\d|[a-z]_[a-z]|\\w\\.\\w"));
    const QRegularExpression decimalPoint(QStringLiteral("(?<=\\d)\\.(?=\\d)"));
    for (QString words : texts) {
        for (const auto& option : s.options) words.remove(QString::fromStdString(option.name));
        for (const auto& [key, tariff] : s.tariffs) words.remove(QString::fromStdString(key));
        for (const auto& [key, gpu] : s.gpus) words.remove(QString::fromStdString(key));
        words.replace(decimalPoint, QStringLiteral(","));
        INFO(text(words));
        CHECK_FALSE(internal.match(words).hasMatch());
    }
}

// Every line of each axis title fits the axis it names, so none is cut. A chart scrolled out
// of view is laid out when it is next painted (Chart::redraw), so it is painted first, as
// scrolling to it would.
void checkAxisTitlesFit(QCustomPlot* plot) {
    plot->grab();
    for (QCPAxis* a : {plot->xAxis, plot->yAxis}) {
        const QRect r = a->axisRect()->rect();
        const int length = a->orientation() == Qt::Horizontal ? r.width() : r.height();
        for (const QString& line : a->label().split(QLatin1Char('\n'))) {
            INFO(plot->objectName().toStdString()
                 << ": " << text(line) << " on an axis of " << length << " px");
            CHECK(QFontMetrics(a->labelFont()).horizontalAdvance(line) <= length);
        }
    }
    // The legend (below the plot) lies inside the chart, every entry whole.
    if (plot->legend->visible()) {
        INFO(plot->objectName().toStdString());
        CHECK(plot->rect().contains(plot->legend->outerRect()));
        for (int i = 0; i < plot->legend->itemCount(); ++i) {
            const QCPAbstractLegendItem* item = plot->legend->item(i);
            if (!item) continue;  // an empty cell: five entries in two columns leave one
            CHECK(plot->legend->outerRect().contains(item->outerRect()));
            CHECK(item->outerRect().width() >= item->minimumOuterSizeHint().width());
        }
    }
}

// The tornado's labels: each is its input's title or that title elided in the middle, all
// of them inside the chart, one row each with room for a line of text.
void checkTornadoLabels(ui::TornadoChart* tornado) {
    tornado->grab();  // laid out as when it comes into view
    const QStringList titles = tornado->titles();
    const QStringList shown = tornado->shownLabels();
    REQUIRE(shown.size() == titles.size());
    const QFontMetrics metrics(tornado->yAxis->tickLabelFont());
    for (int k = 0; k < titles.size(); ++k) {
        INFO(text(shown[k]) << " for " << text(titles[k]));
        if (shown[k] != titles[k]) {
            const QStringList ends = shown[k].split(QChar(0x2026));
            REQUIRE(ends.size() == 2);
            CHECK(titles[k].startsWith(ends[0]));
            CHECK(titles[k].endsWith(ends[1]));
        }
        // The labels sit left of the bars, inside the chart.
        CHECK(metrics.horizontalAdvance(shown[k]) <= tornado->axisRect()->left());
    }
    if (titles.size() > 1)
        CHECK(tornado->yAxis->coordToPixel(1) - tornado->yAxis->coordToPixel(2) >= metrics.height());
}

}  // namespace

TEST_CASE("ui risk: the example's inputs, tornado and Monte Carlo are the engine's", "[ui][risk]") {
    RiskWindow f;
    ui::RiskPage* page = f.w->riskPage();
    const scenario::Scenario s = f.w->document()->scenario();
    // The example lists 5 uncertain inputs (resources/examples/a100-buy-vs-rent.gputco).
    CHECK(page->inputsTable()->rowCount() == 5);

    // The tornado starts on the option most of the inputs belong to (issue #36): the PUE and the
    // resale decline are "Buy 4x 8-GPU A100 servers"' (options[2]).
    const engine::SensitivityResult computed = engine::sensitivity(s);
    CHECK(engine::optionOfInputs(s, computed.basePvs, computed.baseline) == 2);
    const engine::SensitivityResult expected = engine::rankedFor(computed, 2);
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
    page->runMonteCarlo();
    CHECK(page->isRunning());
    REQUIRE(test::eventually([&] { return page->isResultCurrent() && !page->isRunning(); }, 20000));
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

    // P10 / P50 / P90 per option. The engine's montecarlo.cpp fills percentiles[p] with
    // percentileOfSorted(trials, p / 100), so P10 and P90 are the one-thread reference's
    // percentiles[10] and [90] and P50 its pv.p50 (percentileOfSorted(trials, 0.50)); and
    // percentileOfSorted over the page's own CDF at 0.1 and 0.9 lands on the same values.
    const ui::PvPercentileTable* percentiles = page->percentileTable();
    REQUIRE(percentiles->rowCount() == static_cast<int>(reference.options.size()));
    const QString usd = QStringLiteral("USD");
    for (std::size_t i = 0; i < reference.options.size(); ++i) {
        const engine::OptionRisk& ref = reference.options[i];
        const int row = static_cast<int>(i);
        CHECK(text(cell(percentiles, row, 0)) == ref.name);
        CHECK(text(cell(percentiles, row, 1)) ==
              text(io::formatMoney(ref.percentiles[10], usd, ui::uiLocale())));
        CHECK(text(cell(percentiles, row, 2)) == text(io::formatMoney(ref.pv.p50, usd, ui::uiLocale())));
        CHECK(text(cell(percentiles, row, 3)) ==
              text(io::formatMoney(ref.percentiles[90], usd, ui::uiLocale())));
        const std::vector<double>& cdf = page->monteCarloResult()->options[i].percentiles;
        CHECK(engine::percentileOfSorted(cdf, 0.10) == ref.percentiles[10]);
        CHECK(engine::percentileOfSorted(cdf, 0.90) == ref.percentiles[90]);
        CHECK(ref.percentiles[10] <= ref.pv.p50);
        CHECK(ref.pv.p50 <= ref.percentiles[90]);
    }

    // An edit makes the result out of date; undo makes it current again.
    f.w->document()->edit(QStringLiteral("demand"), QString(),
                          [](scenario::Scenario& x) { x.demand.gpus = 30; });
    CHECK_FALSE(page->isResultCurrent());
    f.w->document()->undoStack()->undo();
    CHECK(page->isResultCurrent());
}

TEST_CASE("ui risk: adding and removing an input is undoable, and a bad path is refused", "[ui][risk]") {
    RiskWindow f;
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
    // The hybrid's PUE, 1.5: 20 % of it is 0.30000000000000004 in binary, and the standard
    // deviation read 0.15000000000000002 on the page and in the file. Now the decimals a person
    // would write.
    REQUIRE(page->addInput(QStringLiteral("options[3].sources[0].facility.pue")));
    const scenario::UncertainInput& pue = f.w->document()->scenario().uncertainty->inputs.back();
    CHECK(pue.low == 1.2);
    CHECK(pue.high == 1.8);
    CHECK(pue.stddev == 0.15);
    f.w->document()->undoStack()->undo();
    page->removeInput(0);
    CHECK(page->inputsTable()->rowCount() == 5);
    f.w->document()->undoStack()->undo();
    f.w->document()->undoStack()->undo();
    CHECK(page->inputsTable()->rowCount() == 5);
    CHECK(f.w->document()->scenario().uncertainty->inputs.front().path == "demand.gpus");
}

TEST_CASE("ui risk: a long run can be cancelled and leaves the last result", "[ui][risk]") {
    RiskWindow f;
    ui::RiskPage* page = f.w->riskPage();
    f.w->document()->edit(QStringLiteral("trials"), QString(),
                          [](scenario::Scenario& x) { x.uncertainty->trials = 1'000'000; });
    QSignalSpy done(page, &ui::RiskPage::monteCarloFinished);
    page->runMonteCarlo();
    REQUIRE(page->isRunning());
    page->cancel();
    REQUIRE(test::eventually([&] { return !page->isRunning(); }, 20000));
    CHECK(done.count() == 0);
    CHECK_FALSE(page->monteCarloResult().has_value());
}

TEST_CASE("ui risk: every input, header, label and axis is in words, in both languages", "[ui][risk]") {
    RiskWindow f;
    ui::RiskPage* page = f.w->riskPage();
    f.w->tabs()->setCurrentIndex(ui::MainWindow::RiskTab);
    // Edits that leave undo texts behind: an input added, one removed, a value changed.
    REQUIRE(page->addInput(QStringLiteral("options[2].sources[0].server_price")));
    page->removeInput(0);
    page->inputsTable()->item(0, 4)->setText(QStringLiteral("45"));
    page->inputsTable()->selectRow(2);
    f.runMonteCarlo(500);
    QTest::qWait(20);
    const scenario::Scenario& s = f.w->document()->scenario();
    for (const auto language : {ui::UiLanguage::English, ui::UiLanguage::SimplifiedChinese}) {
        f.w->setLanguage(language);
        QTest::qWait(20);
        QStringList texts = shownTexts(page);
        for (int i = 0; i < f.w->document()->undoStack()->count(); ++i)
            texts << f.w->document()->undoStack()->text(i);
        checkInWords(texts, s);
        // The inputs by their titles, the tornado too.
        for (int row = 0; row < page->inputsTable()->rowCount(); ++row)
            CHECK(text(cell(page->inputsTable(), row, 0)) ==
                  text(ui::fieldTitle(s, QString::fromStdString(s.uncertainty->inputs[row].path))));
        for (const QString& title : page->tornadoChart()->titles())
            CHECK(page->inputsTable()->findItems(title, Qt::MatchExactly).size() == 1);
    }
    // The English words, as the registry gives them (field_registry.cpp): the tariff's price in
    // its currency per kWh, the owned option's PUE under its facility.
    f.w->setLanguage(ui::UiLanguage::English);
    QTest::qWait(20);  // the widgets get the language change as a posted event
    const int tariff = rowOf(page, "tariffs.us-industrial.price_per_kwh", s);
    CHECK(text(cell(page->inputsTable(), tariff, 0)) == "Tariff us-industrial \u203a Price (USD/kWh)");
    const int pue = rowOf(page, "options[2].sources[0].facility.pue", s);
    CHECK(text(cell(page->inputsTable(), pue, 0)) ==
          "Buy 4x 8-GPU A100 servers \u203a Owned servers \u203a Facility: PUE");
    // The file's 0.0929 (USD/kWh) and 1.5 as they are: no unit to convert.
    CHECK(text(cell(page->inputsTable(), tariff, 3)) == "0.0929");
    CHECK(text(cell(page->inputsTable(), pue, 3)) == "1.5");
}

TEST_CASE("ui risk: a percentage input shows and edits in %, exactly, and undoes", "[ui][risk]") {
    RiskWindow f;
    ui::RiskPage* page = f.w->riskPage();
    QTableWidget* table = page->inputsTable();
    ui::ScenarioDocument* doc = f.w->document();
    // demand.growth_per_year is uniform from 0.0 to 0.4 in the example: 0 % to 40 %.
    const int row = rowOf(page, "demand.growth_per_year", doc->scenario());
    constexpr int low = 2, mode = 3, high = 4;
    CHECK(text(cell(table, row, 0)) == "Demand \u203a Demand growth (% per year)");
    CHECK(text(cell(table, row, low)) == "0 %");
    CHECK(text(cell(table, row, high)) == "40 %");
    CHECK(text(cell(table, row, mode)).empty());  // a uniform has no mode
    // Typed in %: 35 is stored as 0.35, and 12.3 as 0.123 exactly (not 12.3 / 100, which is
    // 0.12300000000000001 in floating point).
    table->item(row, high)->setText(QStringLiteral("35"));
    CHECK(doc->scenario().uncertainty->inputs[row].high == 0.35);
    CHECK(text(cell(table, row, high)) == "35 %");
    table->item(row, low)->setText(QStringLiteral("12.3 %"));
    CHECK(doc->scenario().uncertainty->inputs[row].low == 0.123);
    CHECK(text(cell(table, row, low)) == "12.3 %");
    // Not a number: nothing changes, the cell shows the value again.
    table->item(row, low)->setText(QStringLiteral("twelve"));
    CHECK(doc->scenario().uncertainty->inputs[row].low == 0.123);
    CHECK(text(cell(table, row, low)) == "12.3 %");
    // Each edit is one undo step, named in words.
    CHECK(text(doc->undoStack()->undoText()) == "Change Low of Demand \u203a Demand growth (% per year)");
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    CHECK(doc->scenario().uncertainty->inputs[row].low == 0.0);
    CHECK(doc->scenario().uncertainty->inputs[row].high == 0.4);
    CHECK(text(cell(table, row, high)) == "40 %");

    // The preview of the selected input: its title with the unit as the axis title, drawn in
    // % (0 to 40, not 0 to 0.4), whole, with 6 % of its width either side (40 x 0.06 = 2.4).
    table->selectRow(row);
    const ui::InputDistributionChart* preview = page->preview();
    CHECK(text(preview->axisTitle()) == "Demand \u203a Demand growth (% per year)");
    CHECK(preview->xAxis->range().lower == Approx(-2.4));
    CHECK(preview->xAxis->range().upper == Approx(42.4));
}

TEST_CASE("ui risk: an input is added by choosing its title from the list", "[ui][risk]") {
    RiskWindow f;
    ui::RiskPage* page = f.w->riskPage();
    ui::FieldPicker* picker = page->fieldToAdd();
    const scenario::Scenario& s = f.w->document()->scenario();
    // Every numeric field the five inputs do not use, by its title, never by its path.
    CHECK(picker->count() == static_cast<int>(scenario::numericFieldPaths(s).size()) - 5);
    CHECK(picker->findText(QStringLiteral("finance.discount_rate")) < 0);
    // finance.discount_rate is a general input: its title is the registry's label alone.
    const QString discount = QStringLiteral("Discount rate (% per year)");
    const int index = picker->findText(discount);
    REQUIRE(index >= 0);
    // Typing part of a title narrows the list to those containing it, in any case.
    picker->completer()->setCompletionPrefix(QStringLiteral("DISCOUNT"));
    REQUIRE(picker->completer()->completionCount() >= 1);
    QStringList found;
    for (int i = 0; picker->completer()->setCurrentRow(i); ++i)
        found << picker->completer()->currentCompletion();
    CHECK(found.contains(discount));

    // Chosen from the list and added with the button.
    picker->setCurrentIndex(index);
    page->addButton()->click();
    REQUIRE(page->inputsTable()->rowCount() == 6);
    CHECK(f.w->document()->scenario().uncertainty->inputs.back().path == "finance.discount_rate");
    CHECK(text(f.w->document()->undoStack()->undoText()) == "Add uncertain input Discount rate (% per year)");
    CHECK(picker->findText(discount) < 0);  // an uncertain input is not offered again
    CHECK(picker->currentText().isEmpty());

    // Typed in full and added with Enter: the owned option's server price.
    const QString price =
        QStringLiteral("Buy 4x 8-GPU A100 servers \u203a Owned servers \u203a Server price (USD)");
    picker->setFocus();
    picker->lineEdit()->clear();
    picker->lineEdit()->insert(price);  // keyClicks knows only ASCII keys; the title has a '›'
    QTest::keyClick(picker->lineEdit(), Qt::Key_Return);
    REQUIRE(page->inputsTable()->rowCount() == 7);
    CHECK(f.w->document()->scenario().uncertainty->inputs.back().path ==
          "options[2].sources[0].server_price");

    // Text that is no field's title adds nothing.
    picker->setEditText(QStringLiteral("options[2].sources[0].nodes"));
    page->addButton()->click();
    CHECK(page->inputsTable()->rowCount() == 7);
}

TEST_CASE("ui risk: the report's risk pages name inputs in words and give P10 / P50 / P90", "[ui][risk]") {
    RiskWindow f;
    scenario::Scenario s = f.w->document()->scenario();
    s.uncertainty->trials = 500;
    // The test computes what the report would (the app does it through the controller).
    const std::optional<engine::RiskAnalysis> analysis = engine::riskAnalysis(s);
    REQUIRE(analysis.has_value());
    const std::optional<ui::report::ReportRisk> risk = ui::report::reportRisk(s, *analysis);
    ui::report::ReportCharts charts;
    QTextDocument html;
    html.setHtml(ui::report::riskSectionHtml(&*risk, charts));
    const QString plain = html.toPlainText();
    checkInWords(plain.split(QLatin1Char('\n')), s);
    // The inputs table: demand growth uniform from 0.0 to 0.4 in the file, in %.
    CHECK(plain.contains(QStringLiteral("Demand \u203a Demand growth (% per year)")));
    CHECK(plain.contains(QStringLiteral("low 0 %, high 40 %")));
    CHECK(plain.contains(QStringLiteral("low USD 0.06, most likely USD 0.0929, high USD 0.14")));
    // The sensitivity rows: each input's title and its P5 / P95 in its unit.
    for (const engine::InputSwing& in : risk->sensitivity.inputs) {
        const QString path = QString::fromStdString(in.path);
        CHECK(plain.contains(ui::fieldTitle(s, path)));
        CHECK(plain.contains(ui::formatFieldEstimate(path, in.high, QStringLiteral("USD"))));
    }
    // P10 / P50 / P90 per option: the run's CDF at 10, 50 and 90 %.
    for (const engine::OptionRisk& o : risk->monteCarlo.options)
        for (int p : {10, 50, 90})
            CHECK(plain.contains(io::formatMoney(o.percentiles[static_cast<std::size_t>(p)],
                                                 QStringLiteral("USD"), ui::uiLocale())));
}

TEST_CASE("ui risk: the tornado names inputs by title, elided in the middle, whole on hover", "[ui][risk]") {
    RiskWindow f;
    ui::TornadoChart* tornado = f.w->riskPage()->tornadoChart();
    const scenario::Scenario& s = f.w->document()->scenario();
    // The tornado starts on the option most of the inputs belong to (issue #36): the PUE and the
    // resale decline are "Buy 4x 8-GPU A100 servers"' (options[2]).
    const engine::SensitivityResult computed = engine::sensitivity(s);
    CHECK(engine::optionOfInputs(s, computed.basePvs, computed.baseline) == 2);
    const engine::SensitivityResult expected = engine::rankedFor(computed, 2);
    REQUIRE(tornado->titles().size() == static_cast<int>(expected.inputs.size()));
    for (std::size_t k = 0; k < expected.inputs.size(); ++k)
        CHECK(text(tornado->titles()[static_cast<int>(k)]) ==
              text(ui::fieldTitle(s, QString::fromStdString(expected.inputs[k].path))));
    // Narrow: the long titles are elided, none cut, none overlapping.
    tornado->setFixedWidth(420);
    QTest::qWait(20);
    tornado->replot();
    checkTornadoLabels(tornado);
    CHECK(tornado->shownLabels() != tornado->titles());
    // Hovering a label's row gives the full title and both ends of its bar.
    const double y =
        tornado->yAxis->coordToPixel(static_cast<double>(expected.inputs.size()));  // the top row
    const QString hover = tornado->hoverText(QPointF(10, y));
    CHECK(hover.startsWith(tornado->titles().front() + QLatin1Char('\n')));
    CHECK(hover.contains(
        io::formatMoney(expected.inputs[0].differenceHigh, QStringLiteral("USD"), ui::uiLocale())));
    tornado->setMinimumWidth(0);
    tornado->setMaximumWidth(QWIDGETSIZE_MAX);
}

TEST_CASE("ui risk: a double-click on any point of the risk charts explains it", "[ui][risk]") {
    RiskWindow f;
    f.runMonteCarlo(2000);
    f.w->tabs()->setCurrentIndex(ui::MainWindow::RiskTab);
    QTest::qWait(50);
    const scenario::Scenario& s = f.w->document()->scenario();
    const QLocale locale = ui::uiLocale();
    const auto money = [&](double v) { return io::formatMoney(v, QStringLiteral("USD"), locale); };

    // The tornado's top bar: its ends and its swing are the engine's sensitivity(), ranked for
    // the option the inputs belong to ("Buy 4x", options[2]; issue #36).
    // Each chart is painted first, as scrolling to it would: one out of view is laid out when
    // it is next painted (Chart::redraw), and a person double-clicks only what they see.
    ui::TornadoChart* tornado = f.w->riskPage()->tornadoChart();
    tornado->grab();
    const engine::SensitivityResult swings = engine::rankedFor(engine::sensitivity(s), 2);
    const QPointF top(tornado->axisRect()->center().x(),
                      tornado->yAxis->coordToPixel(static_cast<double>(swings.inputs.size())));
    QTest::mouseDClick(tornado, Qt::LeftButton, {}, top.toPoint());
    ui::ChartNoteDialog* note = f.w->lastChartNote();
    REQUIRE(note != nullptr);
    CHECK(text(note->titleText()) == text(tornado->titles().front()));
    CHECK(note->bodyText().contains(money(swings.inputs[0].differenceLow)));
    CHECK(note->bodyText().contains(money(swings.inputs[0].swing)));
    QTest::qWait(20);
    const QString dir = QStringLiteral(GPUTCO_BINARY_DIR "/screenshots");
    REQUIRE(QDir().mkpath(dir));
    CHECK(note->grab().save(dir + QStringLiteral("/chart-note-tornado-en.png")));
    note->close();
    CHECK_FALSE(tornado->noteAt(QPointF(-50, -50)).has_value());

    // The PV curves at option 0's median: half its trials at or below (49 percentiles below
    // and the 50th reached), with its P10 / P50 / P90 as the percentile table gives them.
    ui::PvDistributionChart* curves = f.w->riskPage()->distributionChart();
    curves->grab();
    const engine::MonteCarloResult& mc = *f.w->riskPage()->monteCarloResult();
    const std::vector<double>& p = mc.options[0].percentiles;
    REQUIRE(p.size() == 101);
    const QPointF median(curves->xAxis->coordToPixel(p[50]), curves->axisRect()->center().y());
    const std::optional<ui::ChartNote> atMedian = curves->noteAt(median);
    REQUIRE(atMedian);
    CHECK(text(atMedian->title) == text(QStringLiteral("PV of cost at most %1").arg(money(p[50]))));
    const QString first = atMedian->body.section(QLatin1Char('\n'), 0, 0);
    CHECK(text(first) == text(QStringLiteral("%1: 50.0 % of the trials (P10 %2, P50 %3, P90 %4)")
                                  .arg(QString::fromStdString(s.options[0].name), money(p[10]), money(p[50]),
                                       money(p[90]))));
    CHECK(atMedian->body.contains(QStringLiteral("Each of the 2,000 trials")));

    // The cheapest-option bars: the hybrid option's share (the first bar is at the top).
    ui::CheapestProbabilityChart* cheapest = f.w->riskPage()->cheapestChart();
    cheapest->grab();
    const int n = static_cast<int>(mc.options.size());
    const QPointF hybrid(cheapest->axisRect()->center().x(), cheapest->yAxis->coordToPixel(n - 3));
    const std::optional<ui::ChartNote> share = cheapest->noteAt(hybrid);
    REQUIRE(share);
    CHECK(text(share->title) == s.options[3].name);
    CHECK(share->body.startsWith(QStringLiteral("The cheapest option in %1 of the 2,000 trials.")
                                     .arg(io::formatPercent(mc.options[3].pCheapest, locale, 1))));

    // The percentile table: the hybrid's P90 cell, as the table shows it.
    ui::PvPercentileTable* table = f.w->riskPage()->percentileTable();
    const std::optional<ui::ChartNote> p90 = table->noteAt(3, 3);
    REQUIRE(p90);
    CHECK(text(p90->title) ==
          text(QStringLiteral("P90 of %1: %2")
                   .arg(QString::fromStdString(s.options[3].name),
                        money(engine::percentileOfSorted(mc.options[3].percentiles, 0.9)))));
    CHECK(p90->body.startsWith(QStringLiteral("90 % of the 2,000 trials (seed ")));
    CHECK(p90->body.contains(money(mc.options[3].pv.mean)));
    CHECK_FALSE(table->noteAt(9, 1).has_value());

    // The input preview: at the median of the shown input's distribution, half the draws.
    ui::InputDistributionChart* preview = f.w->riskPage()->preview();
    preview->grab();
    CHECK_FALSE(preview->noteAt(preview->axisRect()->center()).has_value());  // the hint only
    f.w->riskPage()->inputsTable()->setCurrentCell(0, 0);
    QTest::qWait(20);
    preview->grab();
    const QPointF middle = preview->axisRect()->center();
    const std::optional<ui::ChartNote> drawn = preview->noteAt(middle);
    REQUIRE(drawn);
    CHECK(text(drawn->title) == text(preview->axisTitle()));
    CHECK(drawn->body.contains(QStringLiteral("of the draws are at or below")));
    CHECK_FALSE(drawn->body.contains(QStringLiteral("options[")));
}

TEST_CASE("ui risk: screenshots of the Risk page at 1280x720 and 1920x1080, English and Chinese",
          "[ui][risk][screenshot]") {
    const QString dir = QStringLiteral(GPUTCO_BINARY_DIR "/screenshots");
    REQUIRE(QDir().mkpath(dir));
    for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
        RiskWindow f(size);
        f.w->tabs()->setCurrentIndex(ui::MainWindow::RiskTab);
        f.w->riskPage()->inputsTable()->selectRow(3);
        // A correlated pair, so that the correlations table shows a target and what it reached.
        f.w->document()->edit(QStringLiteral("pair"), QString(), [](scenario::Scenario& x) {
            x.uncertainty->correlations = {
                {"tariffs.us-industrial.price_per_kwh", "demand.growth_per_year", 0.8}};
        });
        f.runMonteCarlo(3000);
        for (const auto language : {ui::UiLanguage::English, ui::UiLanguage::SimplifiedChinese}) {
            f.w->setLanguage(language);
            QTest::qWait(400);
            ui::RiskPage* page = f.w->riskPage();
            const QString name = QStringLiteral("/risk-%1x%2-%3")
                                     .arg(size.width())
                                     .arg(size.height())
                                     .arg(ui::languageCode(language));
            INFO(name.toStdString());
            for (QCustomPlot* plot : page->findChildren<QCustomPlot*>()) checkAxisTitlesFit(plot);
            checkTornadoLabels(page->tornadoChart());
            // The legend under the bars is whole, in Chinese too (its lines are taller).
            CHECK(page->tornadoChart()->legend->outerRect().bottom() <= page->tornadoChart()->height());
            CHECK(page->tornadoChart()->grab().save(dir + name + QStringLiteral("-tornado.png")));
            // The options' names left of the cheapest chart's bars: each whole or elided in the
            // middle, inside the chart, one row each.
            const ui::CheapestProbabilityChart* cheapest = page->cheapestChart();
            const QFontMetrics names(cheapest->yAxis->tickLabelFont());
            REQUIRE(cheapest->shownLabels().size() == cheapest->names().size());
            for (int k = 0; k < cheapest->names().size(); ++k) {
                const QString shown = cheapest->shownLabels()[k];
                INFO(text(shown));
                CHECK(names.horizontalAdvance(shown) <= cheapest->axisRect()->left());
                if (shown != cheapest->names()[k]) {
                    const QStringList ends = shown.split(QChar(0x2026));
                    REQUIRE(ends.size() == 2);
                    CHECK(cheapest->names()[k].startsWith(ends[0]));
                    CHECK(cheapest->names()[k].endsWith(ends[1]));
                }
            }
            CHECK(cheapest->yAxis->coordToPixel(1) - cheapest->yAxis->coordToPixel(2) >= names.height());
            // The page fits the window's width: it scrolls down, never sideways.
            auto* scroll = qobject_cast<QScrollArea*>(page->parentWidget()->parentWidget());
            REQUIRE(scroll != nullptr);
            CHECK(scroll->horizontalScrollBar()->maximum() == 0);
            CHECK(f.w->grab().save(dir + name + QStringLiteral(".png")));
            // The whole page, as far as it scrolls.
            CHECK(page->grab().save(dir + name + QStringLiteral("-page.png")));
        }
    }
}

TEST_CASE("ui risk: a field's context menu makes it an uncertain input", "[ui][risk]") {
    RiskWindow f;
    ui::FieldEditor* discount = f.w->inputsPanel()->editorFor(QStringLiteral("finance.discount_rate"));
    REQUIRE(discount != nullptr);
    emit discount->uncertainRequested(QStringLiteral("finance.discount_rate"));
    CHECK(f.w->tabs()->currentIndex() == ui::MainWindow::RiskTab);
    REQUIRE(f.w->riskPage()->inputsTable()->rowCount() == 6);
    CHECK(f.w->document()->scenario().uncertainty->inputs.back().path == "finance.discount_rate");
    // Asked again for a field that is uncertain already: its row is selected, none added.
    f.w->tabs()->setCurrentIndex(ui::MainWindow::CostsTab);
    ui::FieldEditor* gpus = f.w->inputsPanel()->editorFor(QStringLiteral("demand.gpus"));
    REQUIRE(gpus != nullptr);
    emit gpus->uncertainRequested(QStringLiteral("demand.gpus"));
    CHECK(f.w->tabs()->currentIndex() == ui::MainWindow::RiskTab);
    CHECK(f.w->riskPage()->inputsTable()->rowCount() == 6);
    CHECK(f.w->riskPage()->inputsTable()->currentRow() == 0);
}

TEST_CASE("ui risk: an input edited away from its distribution is named, beside the expected saving too",
          "[ui][risk]") {
    RiskWindow f;
    f.runMonteCarlo(500);
    ui::RiskPage* page = f.w->riskPage();
    auto* drift = page->findChild<QLabel*>(QStringLiteral("RiskDrift"));
    REQUIRE(drift != nullptr);
    CHECK(drift->isHidden());  // the example's distributions centre on its values
    const ui::KpiCard* saving = f.w->kpiPanel()->savingCard();
    REQUIRE(test::eventually([&] { return saving->detail().contains(QStringLiteral("Monte Carlo mean")); },
                             20000));
    CHECK_FALSE(saving->detail().contains(QStringLiteral("uncertain input")));

    // Demand 24 -> 30: its triangular distribution 16 / 24 / 40 still centres on 24.
    f.w->document()->edit(QStringLiteral("demand"), QString(),
                          [](scenario::Scenario& x) { x.demand.gpus = 30; });
    CHECK_FALSE(drift->isHidden());
    CHECK(text(drift->text())
              .find("Demand \u203a Average demand (reference GPUs) is 30 in the inputs; its "
                    "distribution's most likely value is 24.") != std::string::npos);
    // The expected saving comes back from the new run with the warning under it.
    REQUIRE(test::eventually(
        [&] {
            return saving->detail().contains(QStringLiteral("Monte Carlo mean")) &&
                   saving->detail().contains(
                       QStringLiteral("an uncertain input has left its value in the inputs: see Risk"));
        },
        20000));
    // Back inside, at the most likely value: no warning.
    f.w->document()->undoStack()->undo();
    CHECK(drift->isHidden());
}

TEST_CASE("ui risk: the preview draws a triangle whole, and its handles edit the input", "[ui][risk]") {
    RiskWindow f;
    ui::RiskPage* page = f.w->riskPage();
    f.w->tabs()->setCurrentIndex(ui::MainWindow::RiskTab);
    // The PUE of "Buy 4x": triangular 1.2 / 1.5 / 1.8 (the example file).
    page->inputsTable()->selectRow(3);
    QTest::qWait(20);
    ui::InputDistributionChart* preview = page->preview();
    const auto [from, to] = preview->shownRange();
    CHECK(from < 1.2);
    CHECK(to > 1.8);
    // Both ends of the triangle are drawn, at zero density.
    REQUIRE(preview->graphCount() == 1);
    const QCPGraphDataContainer& data = *preview->graph(0)->data();
    REQUIRE(data.size() > 2);
    CHECK(data.constBegin()->key == Approx(1.2));
    CHECK(data.constBegin()->value == 0);
    CHECK((data.constEnd() - 1)->key == Approx(1.8));
    CHECK((data.constEnd() - 1)->value == 0);
    REQUIRE(preview->handles().size() == 3);
    CHECK(preview->handles()[0].shown == Approx(1.2));
    CHECK(preview->handles()[1].shown == Approx(1.5));
    CHECK(preview->handles()[2].shown == Approx(1.8));

    // Dragged with the mouse: pressed on the high handle, released further right.
    const auto pixel = [&](double x) {
        return QPoint(static_cast<int>(std::lround(preview->xAxis->coordToPixel(x))),
                      preview->axisRect()->center().y());
    };
    const double target = std::min(to, 1.85);
    QTest::mousePress(preview, Qt::LeftButton, {}, pixel(1.8));
    QTest::mouseRelease(preview, Qt::LeftButton, {}, pixel(target));
    const double high = f.w->document()->scenario().uncertainty->inputs[3].high;
    CHECK(high == Approx(target).margin(0.01));  // to the pixel, rounded to a step of 0.001
    CHECK(high > 1.8);
    // The same as typing it: one undoable edit.
    f.w->document()->undoStack()->undo();
    CHECK(f.w->document()->scenario().uncertainty->inputs[3].high == 1.8);
    // A dropped most-likely value.
    preview->dropHandle(ui::InputDistributionChart::Handle::Mode, 1.4);
    CHECK(f.w->document()->scenario().uncertainty->inputs[3].mode == 1.4);

    // A uniform input has no most likely value to drag.
    page->inputsTable()->selectRow(1);
    QTest::qWait(20);
    CHECK(preview->handles().size() == 2);
}
