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

QString wrapToLines(const QString& text, const QFont& font, int width, int lines) {
    QStringList wrapped = wrapToWidth(text, font, width).split(QLatin1Char('\n'));
    if (wrapped.size() <= lines) return wrapped.join(QLatin1Char('\n'));
    const QString rest = wrapped.mid(lines - 1).join(QLatin1Char(' '));
    wrapped = wrapped.mid(0, lines - 1);
    wrapped << QFontMetrics(font).elidedText(rest, Qt::ElideRight, std::max(width, 1));
    return wrapped.join(QLatin1Char('\n'));
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

QString wrapName(const QString& name, int lineChars) {
    const QStringList words = name.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QStringList lines{QString()};
    for (const QString& w : words) {
        if (!lines.last().isEmpty() && lines.last().size() + 1 + w.size() > lineChars) {
            if (lines.size() == 3) {
                lines.last() += QStringLiteral(" \u2026");
                break;
            }
            lines << QString();
        }
        if (!lines.last().isEmpty()) lines.last() += QLatin1Char(' ');
        lines.last() += w;
    }
    for (QString& l : lines)
        if (l.size() > lineChars + 2) l = l.left(lineChars) + QStringLiteral("\u2026");
    return lines.join(QLatin1Char('\n'));
}

}  // namespace gputco::ui
