// File > Team Library History: the team library's audit trail (issue #37), newest first: when,
// who, from which computer, and what was written, in words. The dialog opens at once and says it
// is reading; the window reads the trail on the team library's own thread and gives it here.
#pragma once

#include <QDialog>
#include <vector>

#include "model/io/library/team_library.h"

class QLabel;
class QTableWidget;

namespace gputco::ui {

class TeamHistoryDialog : public QDialog {
    Q_OBJECT
public:
    explicit TeamHistoryDialog(QWidget* parent = nullptr);
    // The trail as read; `error` when it could not be (said in the dialog, the table left empty).
    void setEntries(const std::vector<io::library::TeamAuditEntry>& entries, const QString& error = {});
    // Between opening and setEntries().
    bool reading() const { return reading_; }
    QTableWidget* table() const { return table_; }
    QLabel* noteLabel() const { return note_; }

    // "Saved revision 3 of “Buy vs rent” (in review)", "Imported 219 catalog rows": the line's
    // what, from its table, action and detail.
    static QString what(const io::library::TeamAuditEntry& entry);
    // A revision's status in words: "draft", "in review", "approved" (草稿, 审阅中, 已批准).
    static QString statusName(const QString& status);

private:
protected:
    void changeEvent(QEvent* event) override;

private:
    // Every word from the current language: the title, the columns, the note and each row's
    // what (a statement of the trail is kept, so that a language change words it again).
    void retranslate();
    void fill();

    QLabel* intro_;
    QTableWidget* table_;
    QLabel* note_;
    bool reading_ = true;
    std::vector<io::library::TeamAuditEntry> entries_;
    QString error_;
};

}  // namespace gputco::ui
