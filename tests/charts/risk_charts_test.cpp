// The risk charts of issue #36: the contribution to variance and the spider draw the numbers of
// the result they are given (the engine's OptionRisk::contributions and SpiderResult), name the
// inputs by their fields' titles, and at 1280 x 720 cut no label.
#include <catch2/catch.hpp>

#include <QFontMetrics>
#include <algorithm>
#include <cmath>

#include "model/engine/monte_carlo.h"
#include "model/engine/sensitivity.h"
#include "model/io/number_format.h"
#include "model/io/scenario_reader.h"
#include "tests/support/ui_test_support.h"
#include "ui/charts/spider_chart.h"
#include "ui/charts/variance_chart.h"
#include "ui/document/field_registry.h"

using namespace gputco;

namespace {

struct RiskExample {
    scenario::Scenario scenario;
    engine::MonteCarloResult monteCarlo;
    engine::SpiderResult spider;
};

// The reference example; its option 2, "Buy 4x 8-GPU A100 servers", owns two of the five
// uncertain inputs (the PUE and the resale decline), so it is the one the report draws.
const RiskExample& riskExample() {
    static const RiskExample e = [] {
        const io::ReadResult read = io::readScenarioFile(test::kExample);
        REQUIRE(read.ok());
        RiskExample x;
        x.scenario = *read.scenario;
        engine::MonteCarloSettings settings;
        settings.trials = 1000;
        settings.seed = 7;
        x.monteCarlo = engine::monteCarlo(x.scenario, settings);
        x.spider = engine::spider(x.scenario, 2);
        return x;
    }();
    return e;
}

// The chart laid out at 1280 x 720, as on a wide screen (a hidden widget's resize is only
// applied when shown, so the viewport is set as its resize event would).
void layOut1280(QCustomPlot& chart) {
    chart.resize(1280, 720);
    chart.setViewport(QRect(0, 0, 1280, 720));
    chart.replot();
}

}  // namespace

TEST_CASE("variance chart: one bar per input, the engine's shares largest on top, the sign as colour",
          "[charts][risk]") {
    const RiskExample& e = riskExample();
    const engine::OptionRisk& buy = e.monteCarlo.options.at(2);
    REQUIRE(buy.contributions.size() == 5);
    ui::VarianceContributionChart chart;
    chart.setResult(e.monteCarlo, 2, e.scenario);
    layOut1280(chart);
    const auto& bars = chart.bars();
    REQUIRE(bars.size() == 5);
    double sum = 0;
    for (std::size_t k = 0; k < bars.size(); ++k) {
        // Each bar is the input's share as the Monte Carlo gave it, with its correlation's sign.
        CHECK(bars[k].share == buy.contributions[bars[k].input]);
        CHECK(bars[k].raises == (buy.rankCorrelations[bars[k].input] > 0));
        if (k > 0) CHECK(bars[k - 1].share >= bars[k].share);
        sum += bars[k].share;
    }
    CHECK(sum == Approx(1.0));  // methodology.md: the shares sum to 1
    // What is drawn: the two bar sets (raises, lowers) hold every share, in %, at its row.
    std::vector<double> drawn;
    for (int p = 0; p < chart.plottableCount(); ++p)
        if (auto* b = qobject_cast<QCPBars*>(chart.plottable(p)))
            for (auto it = b->data()->constBegin(); it != b->data()->constEnd(); ++it) {
                const auto row = static_cast<std::size_t>(5 - std::lround(it->key));
                REQUIRE(row < bars.size());
                CHECK(it->value == Approx(100.0 * bars[row].share));
                CHECK((b->name().contains(QStringLiteral("raises")) == bars[row].raises));
                drawn.push_back(it->value);
            }
    CHECK(drawn.size() == 5);
    // Named by title, whole at this width.
    for (std::size_t k = 0; k < bars.size(); ++k)
        CHECK(chart.titles()[static_cast<int>(k)] ==
              ui::fieldTitle(e.scenario,
                             QString::fromStdString(e.scenario.uncertainty->inputs[bars[k].input].path)));
    CHECK(chart.shownLabels().join(QLatin1Char('|')).toStdString() ==
          chart.titles().join(QLatin1Char('|')).toStdString());
    // Every share's label ends inside the plot.
    for (int i = 0; i < chart.itemCount(); ++i)
        if (auto* text = qobject_cast<QCPItemText*>(chart.item(i))) {
            const double end = chart.xAxis->coordToPixel(text->position->key()) +
                               QFontMetrics(text->font()).horizontalAdvance(text->text()) + 8;
            CHECK(end <= chart.axisRect()->rect().right());
        }
}

TEST_CASE("variance chart: the baseline's shares are of its PV, and a result without shares draws nothing",
          "[charts][risk]") {
    const RiskExample& e = riskExample();
    ui::VarianceContributionChart chart;
    chart.setResult(e.monteCarlo, e.monteCarlo.baseline, e.scenario);
    CHECK(chart.xAxis->label().contains(QStringLiteral("of the PV")));
    engine::MonteCarloResult without = e.monteCarlo;
    for (engine::OptionRisk& o : without.options) o.contributions.clear();
    chart.setResult(without, 2, e.scenario);
    CHECK(chart.bars().empty());
    CHECK(chart.plottableCount() == 0);
}

TEST_CASE("spider chart: one line per input through the engine's differences, named by title",
          "[charts][risk]") {
    const RiskExample& e = riskExample();
    REQUIRE(e.spider.lines.size() == 5);
    REQUIRE(e.spider.quantiles.size() == 19);
    ui::SpiderChart chart;
    chart.setResult(e.spider, e.scenario);
    layOut1280(chart);
    REQUIRE(chart.graphCount() == 5);  // every input of the example moves option 2's difference
    for (int g = 0; g < chart.graphCount(); ++g) {
        const engine::SpiderLine& line = e.spider.lines[static_cast<std::size_t>(g)];
        const auto data = chart.graph(g)->data();
        REQUIRE(data->size() == 19);
        int q = 0;
        for (auto it = data->constBegin(); it != data->constEnd(); ++it, ++q) {
            CHECK(it->key == Approx(5.0 * (q + 1)));  // percentiles 5, 10, ..., 95
            CHECK(it->value == line.differences[static_cast<std::size_t>(q)]);
        }
        const QString title = ui::fieldTitle(
            e.scenario, QString::fromStdString(e.scenario.uncertainty->inputs[line.input].path));
        CHECK(chart.titles()[g] == title);
        // The legend's entry is the title broken onto lines, nothing elided at this width.
        CHECK(chart.graph(g)->name().simplified().remove(QLatin1Char(' ')) ==
              title.simplified().remove(QLatin1Char(' ')));
    }
    CHECK(chart.yAxis->label().contains(QStringLiteral("USD")));
    // The legend and the axes inside the chart.
    CHECK(chart.viewport().contains(chart.legend->outerRect()));
    CHECK(chart.viewport().contains(chart.axisRect()->outerRect()));
    // The value range holds every line.
    for (const engine::SpiderLine& line : e.spider.lines)
        for (double v : line.differences) CHECK(chart.yAxis->range().contains(v));
}

TEST_CASE("spider chart: an input that does not move the difference is not drawn", "[charts][risk]") {
    const RiskExample& e = riskExample();
    // The example's spider with its second line made flat, as an input of a third option's is.
    engine::SpiderResult flat = e.spider;
    std::fill(flat.lines[1].differences.begin(), flat.lines[1].differences.end(), -250000.0);
    ui::SpiderChart chart;
    chart.setResult(flat, e.scenario);
    CHECK(ui::SpiderChart::movingLines(flat) == std::vector<std::size_t>{0, 2, 3, 4});
    CHECK(chart.drawnLines() == std::vector<std::size_t>{0, 2, 3, 4});
    REQUIRE(chart.graphCount() == 4);
    CHECK(chart.graph(1)->data()->at(0)->value == flat.lines[2].differences[0]);
    CHECK_FALSE(chart.titles().contains(
        ui::fieldTitle(e.scenario, QString::fromStdString(e.scenario.uncertainty->inputs[1].path))));
    // Nothing moves: the empty chart.
    for (engine::SpiderLine& line : flat.lines)
        std::fill(line.differences.begin(), line.differences.end(), 0.0);
    chart.setResult(flat, e.scenario);
    CHECK(chart.graphCount() == 0);
}

TEST_CASE("spider chart: hovering names the nearest line's input, its percentile and difference",
          "[charts][risk]") {
    const RiskExample& e = riskExample();
    ui::SpiderChart chart;
    chart.setResult(e.spider, e.scenario);
    layOut1280(chart);
    // The 19th point (P95) of the first line.
    const engine::SpiderLine& line = e.spider.lines[0];
    const QPointF at(chart.xAxis->coordToPixel(95), chart.yAxis->coordToPixel(line.differences[18]));
    const QString hover = chart.hoverText(at);
    INFO(hover.toStdString());
    CHECK(hover.contains(QStringLiteral("At P95")));
    CHECK(hover.contains(io::formatMoney(line.differences[18], QStringLiteral("USD"), ui::uiLocale())));
}
