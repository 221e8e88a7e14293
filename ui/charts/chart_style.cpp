#include "ui/charts/chart_style.h"

#include "ui/charts/axis_title.h"

#include <QMouseEvent>
#include <QToolTip>
#include <QWheelEvent>
#include <cmath>

#include <qcustomplot.h>
#include <QApplication>
#include <array>

namespace gputco::ui {

QColor optionColor(std::size_t optionIndex) {
    static const std::array<QColor, 8> colors = {QColor(0x25, 0x63, 0xeb), QColor(0xf5, 0x9e, 0x0b),
                                                 QColor(0x10, 0xb9, 0x81), QColor(0x8b, 0x5c, 0xf6),
                                                 QColor(0x0e, 0xa5, 0xe9), QColor(0xec, 0x48, 0x99),
                                                 QColor(0x64, 0x74, 0x8b), QColor(0x84, 0xcc, 0x16)};
    return colors[optionIndex % colors.size()];
}

QColor categoryColor(engine::Category category) {
    // Owned costs in blues and greens, cloud costs in warm tones, the rest in greys.
    static const std::array<QColor, engine::kCategoryCount> colors = {
        QColor(0x1e, 0x40, 0xaf),  // hardware
        QColor(0x60, 0xa5, 0xfa),  // installation
        QColor(0x93, 0xc5, 0xfd),  // facility
        QColor(0x7c, 0x3a, 0xed),  // financing
        QColor(0xc4, 0xb5, 0xfd),  // financing_interest (memo, not drawn)
        QColor(0x05, 0x96, 0x69),  // electricity_it
        QColor(0x6e, 0xe7, 0xb7),  // electricity_cooling
        QColor(0x0d, 0x94, 0x88),  // colocation
        QColor(0x47, 0x55, 0x69),  // maintenance
        QColor(0x94, 0xa3, 0xb8),  // staff
        QColor(0xcb, 0xd5, 0xe1),  // software
        QColor(0xea, 0x58, 0x0c),  // cloud_compute
        QColor(0xfb, 0x92, 0x3c),  // cloud_storage
        QColor(0xfd, 0xba, 0x74),  // cloud_egress
        QColor(0xfe, 0xd7, 0xaa),  // cloud_support
        QColor(0xdc, 0x26, 0x26),  // unserved
        QColor(0x16, 0xa3, 0x4a),  // resale
        QColor(0xa3, 0xe6, 0x35),  // tax_shield (not drawn)
    };
    return colors[engine::index(category)];
}

namespace {

// QCustomPlot accepts every wheel event, so that none reaches its parent: over a chart, a page
// of charts stopped scrolling under the wheel (the Costs page at 1280x720 is mostly charts).
// None of ours zooms or pans, so the wheel goes on to the widget under the chart.
class WheelToParent : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() != QEvent::Wheel) return false;
        const auto* wheel = static_cast<QWheelEvent*>(event);
        // Up the parents until one takes it, as Qt does with a wheel event from the device
        // (one sent by code, like this one, it gives to its receiver only).
        for (QWidget* w = static_cast<QWidget*>(watched)->parentWidget(); w; w = w->parentWidget()) {
            QWheelEvent forwarded(w->mapFromGlobal(wheel->globalPosition()), wheel->globalPosition(),
                                  wheel->pixelDelta(), wheel->angleDelta(), wheel->buttons(),
                                  wheel->modifiers(), wheel->phase(), wheel->inverted(), wheel->source());
            QCoreApplication::sendEvent(w, &forwarded);
            if (forwarded.isAccepted() || w->isWindow()) break;
        }
        return true;
    }
};

// Every axis title of `plot` broken onto lines that fit its axis, as laid out just now: a
// chart that sets a title sets it whole, and this keeps that whole title to fit it again at
// the next size (at 1280x720 "Cost per reference GPU-hour (USD)" was cut at the top of a
// chart 250 px high). Laid out again when a title changed.
void fitAxisTitles(QCustomPlot& plot) {
    bool changed = false;
    for (QCPAxisRect* rect : plot.axisRects())
        for (QCPAxis* axis : rect->axes()) {
            if (axis->label().isEmpty() || !axis->visible()) continue;
            const QString fitted = axis->property("gputcoFittedTitle").toString();
            if (axis->label() != fitted) axis->setProperty("gputcoTitle", axis->label());  // set anew
            changed = fitAxisTitle(*axis, axis->property("gputcoTitle").toString()) || changed;
            axis->setProperty("gputcoFittedTitle", axis->label());
        }
    if (!changed) return;
    plot.plotLayout()->update(QCPLayoutElement::upPreparation);
    plot.plotLayout()->update(QCPLayoutElement::upMargins);
    plot.plotLayout()->update(QCPLayoutElement::upLayout);
}

}  // namespace

void styleChart(QCustomPlot& plot, const QLocale& locale) {
    // Once a plot (styleChart runs again on a language change); a property, as the filter has
    // no meta-object of its own for findChild to tell it by.
    if (!plot.property("gputcoWheelToParent").toBool()) {
        plot.installEventFilter(new WheelToParent(&plot));
        QObject::connect(&plot, &QCustomPlot::afterLayout, &plot, [&plot] { fitAxisTitles(plot); });
        plot.setProperty("gputcoWheelToParent", true);
    }
    // The locale gives the axis labels their thousands separators (DESIGN.md, pitfalls).
    plot.setLocale(locale);
    QFont base = QApplication::font();
    QFont ticks = base;
    ticks.setPointSizeF(base.pointSizeF() * 0.95);
    QFont labels = base;
    const QColor text(0x33, 0x41, 0x55);
    const QColor grid(0xe5, 0xe9, 0xf0);
    plot.setBackground(Qt::white);
    for (QCPAxis* axis : {plot.xAxis, plot.yAxis}) {
        axis->setTickLabelFont(ticks);
        axis->setLabelFont(labels);
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
        axis->setBasePen(QPen(QColor(0xcb, 0xd5, 0xe1)));
        axis->setTickPen(QPen(QColor(0xcb, 0xd5, 0xe1)));
        axis->setSubTickPen(Qt::NoPen);
        axis->grid()->setPen(QPen(grid));
        axis->grid()->setZeroLinePen(QPen(QColor(0x94, 0xa3, 0xb8)));
    }
    plot.xAxis->grid()->setVisible(false);
    plot.legend->setFont(ticks);
    plot.legend->setBrush(QColor(255, 255, 255, 230));
    plot.legend->setBorderPen(QPen(QColor(0xe2, 0xe8, 0xf0)));
    plot.legend->setTextColor(text);
}

void placeLegendBelow(QCustomPlot& plot, int columns) {
    plot.axisRect()->insetLayout()->take(plot.legend);
    plot.plotLayout()->addElement(1, 0, plot.legend);
    plot.plotLayout()->setRowStretchFactor(1, 0.001);
    plot.legend->setFillOrder(QCPLegend::foColumnsFirst);
    plot.legend->setWrap(columns);
    plot.legend->setMargins(QMargins(6, 4, 6, 4));
}

namespace {

// At most this many lines a legend entry: a name of 200 characters without a space (issue #32)
// would otherwise fill the legend.
constexpr int kLegendLines = 3;

// `name` broken onto lines of `room` pixels; past kLegendLines, the rest elided in the middle
// of the last line (the chart's hover and the tables have it whole).
QString legendName(const QString& name, const QFont& font, int room) {
    QStringList lines = wrapToWidth(name, font, room).split(QLatin1Char('\n'));
    if (lines.size() <= kLegendLines) return lines.join(QLatin1Char('\n'));
    const QString rest = lines.mid(kLegendLines - 1).join(QLatin1Char(' '));
    lines = lines.mid(0, kLegendLines - 1);
    lines << elideMiddle(rest, font, room);
    return lines.join(QLatin1Char('\n'));
}

}  // namespace

void fitLegendNames(QCustomPlot& plot, const QStringList& names, int columns) {
    // A column's share of the width, less the line sample and the padding.
    const int room = plot.viewport().width() / std::max(columns, 1) - 70;
    for (int i = 0; i < plot.graphCount() && i < names.size(); ++i)
        plot.graph(i)->setName(legendName(names[i], plot.legend->font(), room));
}

std::optional<std::size_t> nearestSeriesAt(const QCustomPlot& plot,
                                           const std::vector<std::vector<double>>& series, long index,
                                           double y) {
    if (index < 0) return std::nullopt;
    std::optional<std::size_t> nearest;
    double best = 40;  // px
    for (std::size_t i = 0; i < series.size(); ++i) {
        if (static_cast<std::size_t>(index) >= series[i].size()) continue;
        const double d = std::abs(plot.yAxis->coordToPixel(series[i][static_cast<std::size_t>(index)]) - y);
        if (d <= best) {
            best = d;
            nearest = i;
        }
    }
    return nearest;
}

void showChartToolTip(QCustomPlot& plot, QMouseEvent* event, const QString& text) {
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(event->globalPosition().toPoint(), text, &plot);
}

}  // namespace gputco::ui
