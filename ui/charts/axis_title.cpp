#include "ui/charts/axis_title.h"

#include <qcustomplot.h>
#include <QFontMetrics>
#include <QStringList>
#include <QTextLayout>

namespace gputco::ui {

QString wrapToWidth(const QString& text, const QFont& font, int width) {
    if (width <= 0 || QFontMetrics(font).horizontalAdvance(text) <= width) return text;
    // QTextLayout breaks as the Unicode line-breaking rules allow: at spaces, and between
    // Han characters, which have none.
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    QStringList lines;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        lines << text.mid(line.textStart(), line.textLength()).trimmed();
    }
    layout.endLayout();
    lines.removeAll(QString());
    return lines.join(QLatin1Char('\n'));
}

bool fitAxisTitle(QCPAxis& axis, const QString& title) {
    const QRect rect = axis.axisRect()->rect();
    const int length = axis.orientation() == Qt::Horizontal ? rect.width() : rect.height();
    // Before the first layout the axis has no length yet: leave the title whole until then.
    const QString fitted = length > 0 ? wrapToWidth(title, axis.labelFont(), length - 8) : title;
    if (fitted == axis.label()) return false;
    axis.setLabel(fitted);
    return true;
}

QString elideMiddle(const QString& text, const QFont& font, int width) {
    return QFontMetrics(font).elidedText(text, Qt::ElideMiddle, std::max(width, 1));
}

}  // namespace gputco::ui
