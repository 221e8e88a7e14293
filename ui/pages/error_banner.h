// Problems with a file, shown inside the window rather than in a modal dialog: the window
// stays usable, every problem is listed with its field path, and tests can read it.
#pragma once

#include <QFrame>
#include <QStringList>

class QLabel;
class QToolButton;

namespace gputco::ui {

class ErrorBanner : public QFrame {
    Q_OBJECT
public:
    explicit ErrorBanner(QWidget* parent = nullptr);

    // `title` is ours (translated); `lines` come from the file and the reader: plain text.
    void showProblems(const QString& title, const QStringList& lines);
    void dismiss();

    QString title() const;
    QString text() const;

private:
    QLabel* title_;
    QLabel* text_;
    QToolButton* close_;
};

}  // namespace gputco::ui
