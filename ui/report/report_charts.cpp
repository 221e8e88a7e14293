#include "ui/report/report_charts.h"

#include <QAbstractTextDocumentLayout>
#include <QTextCursor>
#include <QTextDocument>

#include "ui/charts/chart_base.h"

namespace gputco::ui::report {

namespace {
constexpr int kChartObject = QTextFormat::UserObject + 1;
constexpr int kChartIndex = QTextFormat::UserProperty + 1;

QString mark(std::size_t index) {
    return QStringLiteral("@@gputco-chart-%1@@").arg(index);
}
}  // namespace

ReportCharts::ReportCharts() = default;
ReportCharts::~ReportCharts() = default;

QString ReportCharts::add(std::unique_ptr<ui::Chart> chart, QSize logical) {
    chart->resize(logical);
    if (!families_.isEmpty()) chart->useFontFamilies(families_);
    charts_.push_back({std::move(chart), logical});
    return mark(charts_.size() - 1);
}

void ReportCharts::install(QTextDocument& document, double width) {
    width_ = width;
    document.documentLayout()->registerHandler(kChartObject, this);
    for (std::size_t i = 0; i < charts_.size(); ++i) {
        QTextCursor found = document.find(mark(i));
        if (found.isNull()) continue;
        QTextCharFormat format;
        format.setObjectType(kChartObject);
        format.setProperty(kChartIndex, static_cast<int>(i));
        found.insertText(QString(QChar::ObjectReplacementCharacter), format);
    }
}

QSizeF ReportCharts::intrinsicSize(QTextDocument*, int, const QTextFormat& format) {
    const auto i = static_cast<std::size_t>(format.property(kChartIndex).toInt());
    if (i >= charts_.size()) return {};
    const QSize l = charts_[i].logical;
    return {width_, width_ * l.height() / l.width()};
}

void ReportCharts::drawObject(QPainter* painter, const QRectF& rect, QTextDocument*, int,
                              const QTextFormat& format) {
    const auto i = static_cast<std::size_t>(format.property(kChartIndex).toInt());
    // Only the writer's own painter can draw a QCustomPlot (it needs a QCPPainter). A chart is
    // never split, so its centre says its page: its top, which the layout puts at a page's start
    // when it moves it there, can fall a rounding error above that page (11933.8 against
    // 12 x 994.496), and the chart was drawn on no page.
    if (i >= charts_.size() || painter != painter_ || !painter_ || !page_.contains(rect.center())) return;
    charts_[i].chart->drawInto(*painter_, rect, charts_[i].logical);
}

}  // namespace gputco::ui::report
