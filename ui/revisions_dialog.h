// The saved revisions of one scenario file (the library keeps every save): when, a short
// content hash, the size. One can be compared with the current scenario, or restored into
// it as an undoable edit; the file on disk is not touched until the user saves.
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

    QTableWidget* table() const { return table_; }
    void choose(int row, bool restore);
    std::optional<io::library::Revision> chosen() const;
    bool restoreChosen() const { return restore_; }

private:
    std::vector<io::library::Revision> revisions_;
    QTableWidget* table_;
    bool restore_ = false;
};

}  // namespace gputco::ui
