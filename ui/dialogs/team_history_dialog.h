// File > Team Library History: the team library's audit trail (issue #37), newest first: when,
// who, from which computer, and what was written, in words.
#pragma once

#include <QDialog>
#include <vector>

#include "model/io/library/team_library.h"

class QTableWidget;

namespace gputco::ui {

class TeamHistoryDialog : public QDialog {
    Q_OBJECT
public:
    TeamHistoryDialog(const std::vector<io::library::TeamAuditEntry>& entries, QWidget* parent = nullptr);
    QTableWidget* table() const { return table_; }

    // "Saved revision 3 of “Buy vs rent” (in review)", "Imported 219 catalog rows": the line's
    // what, from its table, action and detail.
    static QString what(const io::library::TeamAuditEntry& entry);
    // A revision's status in words: "draft", "in review", "approved" (草稿, 审阅中, 已批准).
    static QString statusName(const QString& status);

private:
    QTableWidget* table_;
};

}  // namespace gputco::ui
