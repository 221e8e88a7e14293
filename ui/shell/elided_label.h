// A one-line label for a text of the user's that may be long (a scenario's name, a file's
// path): it shows as much as fits, ends in "…", and keeps the whole text in its tool tip.
// A plain QLabel asks for its whole text's width: a scenario named with 5,000 characters made
// the window some 40,000 px wide, and every chart's paint buffers with it, 15 s and 1 GB to
// the first result, and out of memory at 1 MiB (issue #32).
#pragma once

#include <QLabel>
#include <QString>

namespace gputco::ui {

class ElidedLabel : public QLabel {
public:
    explicit ElidedLabel(QWidget* parent = nullptr);

    void setFullText(const QString& text);
    const QString& fullText() const { return full_; }

    // As wide as the whole text up to about 60 characters, and as narrow as "…".
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void elide();

    QString full_;
};

}  // namespace gputco::ui
