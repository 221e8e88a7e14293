// What every chart owes through the chart base (ui/charts/chart_base.h, issue #35): after
// clearResult() it draws exactly the empty chart (nothing of the last result left: no bars,
// no axis range, no tick of it), and a switch of the app's language redraws it in that
// language by itself (QEvent::LanguageChange), as a chart made in that language draws it.
#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QImage>
#include <memory>

#include "model/engine/evaluate.h"
#include "model/engine/monte_carlo.h"
#include "model/engine/sensitivity.h"
#include "model/io/scenario_reader.h"
#include "tests/support/ui_test_support.h"
#include "ui/charts/annual_cost_chart.h"
#include "ui/charts/cash_flow_chart.h"
#include "ui/charts/chart_base.h"
#include "ui/charts/chart_style.h"
#include "ui/charts/cost_per_hour_chart.h"
#include "ui/charts/cumulative_cost_chart.h"
#include "ui/charts/frontier_chart.h"
#include "ui/charts/input_distribution_chart.h"
#include "ui/charts/npv_profile_chart.h"
#include "ui/charts/pv_distribution_chart.h"
#include "ui/charts/spider_chart.h"
#include "ui/charts/tornado_chart.h"
#include "ui/charts/variance_chart.h"

using namespace gputco;
using gputco::test::Language;

namespace {

// The reference example (MODEL.md section 9) and what the engine makes of it, once.
struct Example {
    scenario::Scenario scenario;
    engine::Result result;
    engine::MonteCarloResult monteCarlo;
    engine::SensitivityResult sensitivity;
    engine::OptimiseResult frontier;
};

const Example& example() {
    static const Example e = [] {
        const io::ReadResult read = io::readScenarioFile(test::kExample);
        REQUIRE(read.ok());
        Example x;
        x.scenario = *read.scenario;
        x.result = engine::evaluate(x.scenario);
        engine::MonteCarloSettings settings;
        settings.trials = 200;  // a curve per option is all a chart needs
        x.monteCarlo = engine::monteCarlo(x.scenario, settings);
        x.sensitivity = engine::sensitivity(x.scenario);
        // A frontier of three mixes (mean PV, P90 of PV) and a fourth mix above it, made by hand:
        // the chart draws what it is given.
        for (const auto& [mean, p90] : {std::pair{4.0e6, 5.0e6}, {4.2e6, 4.6e6}, {4.5e6, 4.5e6}}) {
            engine::OptimisedMix mix;
            mix.risk = engine::RiskFigures{mean, p90};
            x.frontier.frontier.push_back(mix);
            x.frontier.tried.push_back(mix);
        }
        engine::OptimisedMix above;
        above.risk = engine::RiskFigures{4.4e6, 5.2e6};
        x.frontier.tried.push_back(above);
        x.frontier.best = x.frontier.frontier[1];
        return x;
    }();
    return e;
}

// Each chart with the example's result set, as its page (or the report) sets it.
void fill(ui::AnnualCostChart& c) {
    c.setResult(example().result);
}
void fill(ui::CashFlowChart& c) {
    c.setResult(example().result, true);
}
void fill(ui::CumulativeCostChart& c) {
    c.setResult(example().result);
}
void fill(ui::NpvProfileChart& c) {
    c.setResult(example().result);
}
void fill(ui::CostPerHourChart& c) {
    c.setResult(example().result);
}
void fill(ui::PvDistributionChart& c) {
    c.setResult(example().monteCarlo, QStringLiteral("USD"));
}
void fill(ui::CheapestProbabilityChart& c) {
    c.setResult(example().monteCarlo);
}
void fill(ui::TornadoChart& c) {
    c.setResult(example().sensitivity, example().scenario);
}
void fill(ui::VarianceContributionChart& c) {
    c.setResult(example().monteCarlo, 2, example().scenario);
}
void fill(ui::SpiderChart& c) {
    c.setResult(engine::spider(example().scenario, 2), example().scenario);
}
void fill(ui::InputDistributionChart& c) {
    REQUIRE(example().scenario.uncertainty);
    c.setInput(example().scenario, example().scenario.uncertainty->inputs.at(0));
}
void fill(ui::FrontierChart& c) {
    c.setResult(example().frontier, 90, 4.8e6, QStringLiteral("USD"), ui::optionColor(1));
}

// The chart as the report draws it: at a size of its own, whatever the widget's.
QImage drawn(QCustomPlot& chart) {
    return chart.toPixmap(720, 420).toImage();
}

// The axis titles, which say the chart's language (as text Catch can print).
std::string axisTitles(QCustomPlot& chart) {
    drawn(chart);  // laid out, so both charts compared went through the same fitting
    return (chart.xAxis->label() + QLatin1Char('|') + chart.yAxis->label()).toStdString();
}

template <typename C>
void checkClears() {
    static_assert(std::is_base_of_v<ui::Chart, C>, "every chart derives from the chart base");
    C fresh;
    const QImage empty = drawn(fresh);
    C chart;
    fill(chart);
    const QImage full = drawn(chart);
    REQUIRE(full != empty);  // the result is drawn...
    chart.clearResult();
    CHECK(drawn(chart) == empty);  // ...and none of it stays
    CHECK_FALSE(chart.hasResult());
    // Set again after clearing, it draws as it did the first time.
    fill(chart);
    CHECK(drawn(chart) == full);
}

template <typename C>
void checkRetranslates() {
    C chart;
    fill(chart);
    const std::string english = axisTitles(chart);
    {
        Language zh(ui::UiLanguage::SimplifiedChinese);
        QCoreApplication::sendPostedEvents();  // LanguageChange is posted to hidden windows
        C made;
        fill(made);
        const std::string chinese = axisTitles(made);
        CHECK(chinese != english);            // the words are translated...
        CHECK(axisTitles(chart) == chinese);  // ...and the chart made in English says them now
    }
    QCoreApplication::sendPostedEvents();
    CHECK(axisTitles(chart) == english);  // and English again after
}

// Each chart drawn, empty and with the example, in both languages, for a person to look at
// (build/screenshots/chart-*.png) and to compare the drawing before and after a change.
template <typename C>
void saveShots() {
    const QString name = QString::fromLatin1(C::staticMetaObject.className()).section(QLatin1Char(':'), -1);
    for (const auto& [language, code] :
         {std::pair{ui::UiLanguage::English, "en"}, std::pair{ui::UiLanguage::SimplifiedChinese, "zh_CN"}}) {
        Language shown(language);
        C empty;
        CHECK(drawn(empty).save(QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/chart-%1-empty-%2.png")
                                    .arg(name, QLatin1String(code))));
        C chart;
        fill(chart);
        CHECK(drawn(chart).save(
            QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/chart-%1-%2.png").arg(name, QLatin1String(code))));
    }
}

}  // namespace

TEMPLATE_TEST_CASE("charts: clearResult draws the empty chart, with nothing of the last result",
                   "[charts][clear]", ui::AnnualCostChart, ui::CashFlowChart, ui::CumulativeCostChart,
                   ui::NpvProfileChart, ui::CostPerHourChart, ui::PvDistributionChart,
                   ui::CheapestProbabilityChart, ui::TornadoChart, ui::FrontierChart,
                   ui::InputDistributionChart, ui::VarianceContributionChart, ui::SpiderChart) {
    checkClears<TestType>();
}

TEMPLATE_TEST_CASE("charts: a switch to Chinese redraws a chart in Chinese, and back in English",
                   "[charts][language]", ui::AnnualCostChart, ui::CashFlowChart, ui::CumulativeCostChart,
                   ui::NpvProfileChart, ui::CostPerHourChart, ui::PvDistributionChart,
                   ui::CheapestProbabilityChart, ui::TornadoChart, ui::FrontierChart,
                   ui::InputDistributionChart, ui::VarianceContributionChart, ui::SpiderChart) {
    checkRetranslates<TestType>();
}

TEMPLATE_TEST_CASE("charts: screenshots of every chart, empty and with the example", "[charts][screenshot]",
                   ui::AnnualCostChart, ui::CashFlowChart, ui::CumulativeCostChart, ui::NpvProfileChart,
                   ui::CostPerHourChart, ui::PvDistributionChart, ui::CheapestProbabilityChart,
                   ui::TornadoChart, ui::FrontierChart, ui::InputDistributionChart,
                   ui::VarianceContributionChart, ui::SpiderChart) {
    saveShots<TestType>();
}
