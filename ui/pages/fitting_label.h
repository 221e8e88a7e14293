// A label for one key figure ("USD 2,351,702") that never cuts a digit (issue #16): when its
// text is wider than its room it is drawn in a smaller font, down to 70 % of the styled size,
// and only then broken at its spaces onto more lines (its height follows). The style sheet's
// font stays the widget's font, so it follows the language like every other label.
#pragma once

#include <QLabel>

namespace gputco::ui {

class FittingLabel : public QLabel {
    Q_OBJECT
public:
    explicit FittingLabel(QWidget* parent = nullptr);

    // Off: a plain label (a warning's sentence wraps as any label does).
    void setFitting(bool fitting);

    // Whether the whole text is drawn in the room it has now (the layout test asks this).
    bool fits() const;
    // The point size the text is drawn at, at the present width.
    qreal shownPointSize() const;

    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return fitting_ || QLabel::hasHeightForWidth(); }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    bool fitting_ = true;
    // The font that fits `width` on one line, or the smallest allowed (then the text wraps).
    QFont fittedFont(int width, bool* oneLine = nullptr) const;
    QFont measureFit(int width, bool* oneLine) const;
    struct Fit {
        bool valid = false;
        int width = 0;
        QString text;
        QFont font;
        QFont fitted;
        bool oneLine = false;
    };
    mutable Fit cache_;
};

}  // namespace gputco::ui
