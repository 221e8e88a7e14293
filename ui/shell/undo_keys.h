// Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y in a field of the window undo and redo the document's last
// edit, not the field's own typing (issue #16): a field's changes are already edits of the
// document, and its private undo would take back text the document has already kept.
#pragma once

#include <QObject>

class QWidget;

namespace gputco::ui {

class UndoKeys : public QObject {
    Q_OBJECT
public:
    // Watches every key of the application on behalf of `window` (installed on qApp).
    explicit UndoKeys(QWidget* window);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* window_;
};

}  // namespace gputco::ui
