#include "ui/editors/wrapped_label.h"

#include <QEvent>

namespace gputco::ui {

WrappedLabel::WrappedLabel(const QString& text, QWidget* parent) : QLabel(text, parent) {
    setWordWrap(true);
}

int WrappedLabel::heightForWidth(int width) const {
    for (const Measured& m : measured_)
        if (m.width == width && m.margin == margin() && m.indent == indent() && m.format == textFormat() &&
            m.wrap == wordWrap() && m.text == text())
            return m.height;
    const int height = QLabel::heightForWidth(width);
    measured_[next_] = {width, text(), margin(), indent(), textFormat(), wordWrap(), height};
    next_ = (next_ + 1) % measured_.size();
    return height;
}

void WrappedLabel::changeEvent(QEvent* event) {
    // A new font (a style sheet's or the application's) or style measures the words again.
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange ||
        event->type() == QEvent::ContentsRectChange)
        measured_ = {};
    QLabel::changeEvent(event);
}

}  // namespace gputco::ui
