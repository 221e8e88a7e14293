#include "ui/report/report_charts.h"

#include <qcustomplot.h>
#include <QAbstractTextDocumentLayout>
#include <QTextCursor>
#include <QTextDocument>

namespace gputco::ui::report {

namespace {
constexpr int kChartObject = QTextFormat::UserObject + 1;
constexpr int kChartIndex = QTextFormat::UserProperty + 1;

QString mark(std::size_t index) {
    return QStringLiteral("@@gputco-chart-%1@@").arg(index);
}

QFont withFamilies(QFont font, const QStringList& families) {
    font.setFamilies(families);
    return font;
}

void restyleFonts(QCustomPlot& plot, const QStringList& families) {
    for (QCPAxis* axis : plot.axisRect()->axes()) {
        axis->setTickLabelFont(withFamilies(axis->tickLabelFont(), families));
        axis->setLabelFont(withFamilies(axis->labelFont(), families));
    }
    plot.legend->setFont(withFamilies(plot.legend->font(), families));
    for (int i = 0; i < plot.legend->itemCount(); ++i)
        if (QCPAbstractLegendItem* item = plot.legend->item(i))
            item->setFont(withFamilies(item->font(), families));
}
}  // namespace

ReportCharts::ReportCharts() = default;
ReportCharts::~ReportCharts() = default;

QString ReportCharts::add(std::unique_ptr<QCustomPlot> plot, QSize logical) {
    plot->resize(logical);
    if (!families_.isEmpty()) restyleFonts(*plot, families_);
    charts_.push_back({std::move(plot), logical});
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
    // Only the writer's own painter can draw a QCustomPlot (it needs a QCPPainter).
    if (i >= charts_.size() || painter != painter_ || !painter_ || !page_.contains(rect.topLeft())) return;
    const QSize l = charts_[i].logical;
    painter_->save();
    painter_->translate(rect.topLeft());
    painter_->scale(rect.width() / l.width(), rect.height() / l.height());
    charts_[i].plot->toPainter(painter_, l.width(), l.height());
    painter_->restore();
}

}  // namespace gputco::ui::report
