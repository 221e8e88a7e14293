// The saved revisions of one scenario file (the library keeps every save): when, a short
// content hash, the size. One can be compared with the current scenario, opened read-only in
// a window of its own, or restored into the editor as an undoable edit; the file on disk is
// not touched until the user saves.
#pragma once

#include <QDialog>
#include <optional>
#include <vector>

#include "model/io/library/library.h"

class QTableWidget;

namespace gputco::ui {

class RevisionsDialog : public QDialog {
    Q_OBJECT
public:
    RevisionsDialog(std::vector<io::library::Revision> revisions, QWidget* parent = nullptr);

    enum class Action { Compare, Restore, OpenReadOnly };

    QTableWidget* table() const { return table_; }
    void choose(int row, Action action);
    std::optional<io::library::Revision> chosen() const;
    Action action() const { return action_; }

private:
    std::vector<io::library::Revision> revisions_;
    QTableWidget* table_;
    Action action_ = Action::Compare;
};

}  // namespace gputco::ui
