// The report's charts inside the text flow (ui/report/report_charts.h): each is drawn on the
// page that holds it, once, even when the layout puts its top a rounding error above that
// page's start (the example's spider once lay at 11933.8 against a page starting at 12 x
// 994.496 and was drawn on no page: its place stayed blank).
#include <catch2/catch.hpp>

#include <QImage>
#include <QTextBlock>
#include <QTextDocument>
#include <memory>

#include "model/engine/sensitivity.h"
#include "model/io/scenario_reader.h"
#include "tests/support/ui_test_support.h"
#include "ui/charts/spider_chart.h"
#include "ui/report/report_charts.h"

using namespace gputco;

namespace {

// The format of the first chart object in `doc` and its position, as the layout hands them to
// drawObject.
std::pair<QTextFormat, int> chartObject(const QTextDocument& doc) {
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it)
            if (it.fragment().text().contains(QChar::ObjectReplacementCharacter))
                return {it.fragment().charFormat(), it.fragment().position()};
    return {QTextFormat(), -1};
}

// Whether anything but white was drawn.
bool inked(const QImage& image) {
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (image.pixelColor(x, y) != QColor(Qt::white)) return true;
    return false;
}

}  // namespace

TEST_CASE("report charts: a chart is drawn on the page holding its centre, on no other", "[report][charts]") {
    const io::ReadResult read = io::readScenarioFile(test::kExample);
    REQUIRE(read.ok());
    auto chart = std::make_unique<ui::SpiderChart>();
    chart->setResult(engine::spider(*read.scenario, 2), *read.scenario);
    ui::report::ReportCharts charts;
    const QString mark = charts.add(std::move(chart), QSize(860, 560));
    QTextDocument doc;
    doc.setHtml(QStringLiteral("<p>%1</p>").arg(mark));
    charts.install(doc, 430);
    const auto [format, position] = chartObject(doc);
    REQUIRE(position >= 0);
    // A page of 1000 starting at 1000; the chart's rectangle 0.15 above that start.
    const QRectF page(0, 1000, 430, 1000);
    const QRectF rect(0, 999.85, 430, 280);
    const auto drawOn = [&](const QRectF& on) {
        QImage image(430, 300, QImage::Format_RGB32);
        image.fill(Qt::white);
        QCPPainter painter(&image);
        painter.translate(0, -999.85);  // the chart's top at the image's
        charts.setPage(&painter, on);
        charts.drawObject(&painter, rect, &doc, position, format);
        charts.setPage(nullptr, QRectF());
        painter.end();
        return inked(image);
    };
    CHECK(drawOn(page));                                      // drawn on its page...
    CHECK_FALSE(drawOn(page.translated(0, -page.height())));  // ...and not on the one before
}
