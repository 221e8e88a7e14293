// Help > Keyboard Shortcuts: every menu command that has a key, read from the menus
// themselves, so the list cannot fall behind them.
#pragma once

#include <QDialog>

class QMenuBar;
class QTableWidget;

namespace gputco::ui {

class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    explicit ShortcutsDialog(const QMenuBar& menus, QWidget* parent = nullptr);
    QTableWidget* table() const { return table_; }

private:
    QTableWidget* table_;
};

}  // namespace gputco::ui
