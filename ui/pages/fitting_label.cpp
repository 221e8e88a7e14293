#include "ui/pages/fitting_label.h"

#include <QPainter>
#include <QStyle>
#include <algorithm>

namespace gputco::ui {

namespace {
constexpr qreal kSmallestShare = 0.7;  // of the styled size: still reads as the headline
constexpr qreal kStep = 0.5;           // points
constexpr int kWrapFlags = Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop;
}  // namespace

FittingLabel::FittingLabel(QWidget* parent) : QLabel(parent) {
    setTextFormat(Qt::PlainText);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

void FittingLabel::setFitting(bool fitting) {
    fitting_ = fitting;
    updateGeometry();
    update();
}

QFont FittingLabel::fittedFont(int width, bool* oneLine) const {
    // The layout asks many times for the same width: the answer is kept until the text, the
    // font or the width changes (measuring a new font size is slow).
    if (cache_.valid && cache_.width == width && cache_.text == text() && cache_.font == font()) {
        if (oneLine) *oneLine = cache_.oneLine;
        return cache_.fitted;
    }
    bool fits = false;
    const QFont fitted = measureFit(width, &fits);
    cache_ = {true, width, text(), font(), fitted, fits};
    if (oneLine) *oneLine = fits;
    return fitted;
}

QFont FittingLabel::measureFit(int width, bool* oneLine) const {
    QFont f = font();
    const qreal styled = f.pointSizeF() > 0 ? f.pointSizeF() : 12;
    const qreal smallest = styled * kSmallestShare;
    for (qreal size = styled; size >= smallest - 1e-9; size -= kStep) {
        f.setPointSizeF(size);
        if (QFontMetrics(f).horizontalAdvance(text()) <= width) {
            if (oneLine) *oneLine = true;
            return f;
        }
    }
    f.setPointSizeF(smallest);
    if (oneLine) *oneLine = false;
    return f;
}

qreal FittingLabel::shownPointSize() const {
    return fittedFont(contentsRect().width()).pointSizeF();
}

bool FittingLabel::fits() const {
    if (!fitting_) return wordWrap() ? heightForWidth(width()) <= height() : sizeHint().width() <= width();
    const QRect room = contentsRect();
    bool oneLine = false;
    const QFont f = fittedFont(room.width(), &oneLine);
    if (oneLine) return QFontMetrics(f).height() <= room.height();
    const QRect need = QFontMetrics(f).boundingRect(QRect(0, 0, room.width(), 100000), kWrapFlags, text());
    return need.width() <= room.width() && need.height() <= room.height();
}

QSize FittingLabel::minimumSizeHint() const {
    if (!fitting_) return QLabel::minimumSizeHint();
    // As narrow as the longest word at the smallest size: the layout may squeeze the card.
    QFont f = font();
    f.setPointSizeF((f.pointSizeF() > 0 ? f.pointSizeF() : 12) * kSmallestShare);
    const QFontMetrics m(f);
    int word = 0;
    for (const QString& w : text().split(QLatin1Char(' '), Qt::SkipEmptyParts))
        word = std::max(word, m.horizontalAdvance(w));
    const QMargins margins = contentsMargins();
    return {word + margins.left() + margins.right(), QLabel::minimumSizeHint().height()};
}

int FittingLabel::heightForWidth(int width) const {
    if (!fitting_) return QLabel::heightForWidth(width);
    const QMargins margins = contentsMargins();
    const int inner = width - margins.left() - margins.right();
    bool oneLine = false;
    const QFont f = fittedFont(inner, &oneLine);
    // One line keeps the styled height, so that cards side by side stay aligned.
    const int styledLine = fontMetrics().height();
    const int need =
        oneLine ? styledLine
                : QFontMetrics(f).boundingRect(QRect(0, 0, inner, 100000), kWrapFlags, text()).height();
    return std::max(styledLine, need) + margins.top() + margins.bottom();
}

void FittingLabel::paintEvent(QPaintEvent* event) {
    if (!fitting_) {
        QLabel::paintEvent(event);
        return;
    }
    QPainter painter(this);
    const QRect room = contentsRect();
    bool oneLine = false;
    painter.setFont(fittedFont(room.width(), &oneLine));
    painter.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, foregroundRole()));
    if (oneLine)
        painter.drawText(room, Qt::AlignLeft | Qt::AlignVCenter, text());
    else
        painter.drawText(room, kWrapFlags, text());
}

}  // namespace gputco::ui
