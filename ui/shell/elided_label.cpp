#include "ui/shell/elided_label.h"

#include <QEvent>
#include <QResizeEvent>
#include <algorithm>

namespace gputco::ui {

namespace {

// Wide enough for any name a person gives a scenario, on one line.
constexpr int kWidestInCharacters = 60;

}  // namespace

ElidedLabel::ElidedLabel(QWidget* parent) : QLabel(parent) {
    setTextFormat(Qt::PlainText);  // the user's text, never markup
}

void ElidedLabel::setFullText(const QString& text) {
    full_ = text;
    elide();
    updateGeometry();
}

QSize ElidedLabel::sizeHint() const {
    const QFontMetrics fm = fontMetrics();
    // Measured on a prefix: the width of a megabyte of text is not needed to cap it.
    const int whole = fm.horizontalAdvance(full_.left(kWidestInCharacters * 2));
    const int cap = fm.averageCharWidth() * kWidestInCharacters;
    const QMargins m = contentsMargins();
    return {std::min(whole, cap) + m.left() + m.right(), QLabel::sizeHint().height()};
}

QSize ElidedLabel::minimumSizeHint() const {
    const QMargins m = contentsMargins();
    return {fontMetrics().horizontalAdvance(QStringLiteral("…")) + m.left() + m.right(),
            QLabel::minimumSizeHint().height()};
}

void ElidedLabel::resizeEvent(QResizeEvent* event) {
    QLabel::resizeEvent(event);
    elide();
}

void ElidedLabel::changeEvent(QEvent* event) {
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange) elide();
}

void ElidedLabel::elide() {
    const QFontMetrics fm = fontMetrics();
    const QMargins m = contentsMargins();
    const int room = std::max(0, width() - m.left() - m.right());
    // Only what can show is laid out: a prefix of as many characters as the room holds of
    // the narrowest, and an ellipsis after it when the text goes on.
    const qsizetype enough = room / std::max(1, fm.horizontalAdvance(QLatin1Char('i'))) + 2;
    const QString prefix = full_.left(enough);
    setText(fm.elidedText(prefix.size() < full_.size() ? prefix + QStringLiteral("…") : prefix,
                          Qt::ElideRight, room));
    // The whole text to hover over, within reason (a tool tip of a megabyte helps no one).
    setToolTip(text() == full_ ? QString() : full_.left(2000));
}

}  // namespace gputco::ui
