// File > Team Revisions: the open scenario's revisions in the team library (issue #37), newest
// first: number, when, who, status and comment. The user may compare one with the scenario in
// the editor, open it read-only, or take it into the editor (an undoable edit; the file on disk
// is untouched until saved) and, with the role for it, set a
// revision's status: an analyst to draft or in review, an approver to approved too. What the
// connected user may not do is disabled and said. The list is given again whenever the library
// tells of a change, so another user's save or approval shows within a second.
//
// The dialog reads and writes nothing itself: the window answers its requests (TeamLink), so the
// dialog stays in the dialogs layer and a test can drive it without a server.
#pragma once

#include <QDialog>
#include <optional>
#include <vector>

#include "model/io/library/team_library.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace gputco::ui {

class TeamRevisionsDialog : public QDialog {
    Q_OBJECT
public:
    // What the connected user may do, from their roles.
    struct Rights {
        QString user;
        bool write = false;    // gputco_analyst: save revisions, set draft or in review
        bool approve = false;  // gputco_approver: set approved, or take an approval back
    };
    TeamRevisionsDialog(const QString& scenario, const Rights& rights, QWidget* parent = nullptr);

    // The revisions as the library has them now, newest first, read at the scenario's `version`;
    // `error` when they could not be read (the last list stays, and the error is said).
    void setRevisions(std::vector<io::library::TeamRevision> revisions, int version,
                      const QString& error = {});
    // The outcome of a request: empty when it landed, else why not (said in the dialog). Ends
    // the wait a status change began.
    void setOutcome(const QString& error);
    // A status change sent and not yet answered (the library writes it on a thread of its own):
    // Set Status waits, and the note says so.
    void setWaiting(bool waiting);
    bool waiting() const { return waiting_; }
    // Between opening and the first setRevisions(): the note says the list is being read.
    bool reading() const { return reading_; }
    // Revision `number` asked for (the editor, a comparison or a read-only window) and being read
    // (0: none): Take, Compare and Open wait, and the note says so; setOutcome() ends it.
    void setTaking(int number);
    int taking() const { return taking_; }

    QTableWidget* table() const { return table_; }
    QComboBox* statusBox() const { return status_; }
    QLineEdit* commentEdit() const { return comment_; }
    QPushButton* setStatusButton() const { return setStatus_; }
    QPushButton* takeButton() const { return take_; }
    QPushButton* compareButton() const { return compare_; }
    QPushButton* openButton() const { return open_; }
    QPushButton* refreshButton() const { return refresh_; }
    QLabel* noteLabel() const { return note_; }
    std::optional<io::library::TeamRevision> selected() const;
    // Selects revision `number`; false when the list has none.
    bool select(int number);

signals:
    // Set revision `number` to `status` ("draft", "in review", "approved"), based on the
    // scenario's `version` as listed: refused when someone wrote since.
    void statusRequested(int number, const QString& status, const QString& comment, int version);
    // Take revision `number` into the editor; the next save builds on `version`.
    void takeRequested(int number, int version);
    // Compare revision `number` with the scenario in the editor, side by side.
    void compareRequested(int number);
    // Open revision `number` read-only in a window of its own.
    void openRequested(int number);
    // Read the list again (Refresh, F5).
    void refreshRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    // A status as a label reads: "Draft", "In review", "Approved".
    static QString statusLabel(const QString& status);
    // Fills the table from revisions_, selecting `was` again (the revision selected before).
    void fill(const std::optional<io::library::TeamRevision>& was);
    void updateButtons();

    QString scenario_;
    Rights rights_;
    std::vector<io::library::TeamRevision> revisions_;
    int version_ = 0;
    QString error_;
    bool waiting_ = false;
    bool reading_ = true;
    int taking_ = 0;
    QLabel* intro_;
    QTableWidget* table_;
    QLabel* statusLabel_;
    QComboBox* status_;
    QLabel* commentLabel_;
    QLineEdit* comment_;
    QPushButton* setStatus_;
    QPushButton* take_;
    QPushButton* compare_;
    QPushButton* open_;
    QPushButton* refresh_;
    QLabel* note_;
};

}  // namespace gputco::ui
