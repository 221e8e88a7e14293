// A label that wraps its words and remembers the height it needs at a width. Qt's layouts ask a
// label's height for its width several times in one pass (its height and its minimum height,
// in the scroll area's measure, then in its layout's), and QLabel lays its text out afresh each
// time: on the options board, a thousand field names shaped again several times after every
// change of shape were most of the time a source took to add (issue #35).
#pragma once

#include <QLabel>
#include <array>

namespace gputco::ui {

class WrappedLabel : public QLabel {
    Q_OBJECT
public:
    explicit WrappedLabel(const QString& text, QWidget* parent = nullptr);
    int heightForWidth(int width) const override;

protected:
    void changeEvent(QEvent* event) override;

private:
    // What the height depends on besides the font and style (a change of either forgets all):
    // QLabel's setters are not virtual, so what they set is compared instead.
    struct Measured {
        int width = -1;
        QString text;
        int margin = 0;
        int indent = 0;
        Qt::TextFormat format = Qt::AutoText;
        bool wrap = true;
        int height = 0;
    };
    mutable std::array<Measured, 2> measured_;  // the two widths last asked for
    mutable std::size_t next_ = 0;
};

}  // namespace gputco::ui
