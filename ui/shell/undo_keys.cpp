#include "ui/shell/undo_keys.h"

#include <QKeyEvent>
#include <QKeySequence>
#include <QWidget>

namespace gputco::ui {

UndoKeys::UndoKeys(QWidget* window) : QObject(window), window_(window) {}

bool UndoKeys::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::ShortcutOverride) {
        auto* key = static_cast<QKeyEvent*>(event);
        auto* widget = qobject_cast<QWidget*>(watched);
        if (widget && window_->isAncestorOf(widget) &&
            (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo) ||
             QKeySequence(key->keyCombination()) == QKeySequence(Qt::CTRL | Qt::Key_Y))) {
            // Not overridden: the window's Undo / Redo shortcut takes the key.
            event->ignore();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace gputco::ui
