// The team library the window uses when the preferences choose one (issue #37): connected when
// the window has opened (or the choice changes), with the password asked once a session where
// libpq finds none, never saved; listened to, so that another user's import reaches the catalog
// buttons within a second; and said in the status bar: which library, as whom, and what that
// user may do. Where the team library cannot be reached, or is at another version, the window
// goes on with this computer's library and the status bar says so.
#pragma once

#include <QObject>
#include <QString>
#include <memory>

#include "ui/document/preferences.h"

class QLabel;
class QWidget;

namespace gputco::io::library {
class TeamLibrary;
}

namespace gputco::ui {

class TeamLink : public QObject {
    Q_OBJECT
public:
    explicit TeamLink(QWidget* window);
    ~TeamLink() override;

    // Connects as `choice` says, or lets the team library go for this computer's.
    void use(const LibraryChoice& choice);
    // The team library when connected and at this gputco's version; null otherwise.
    io::library::TeamLibrary* library() const;
    // The status bar's permanent line: "Library: this computer", "Team library: alice on
    // db.example.com/gputco, may import prices and save revisions".
    QLabel* statusLabel() const { return label_; }
    QString statusText() const;

signals:
    // The team catalog changed (another user's import, or this one connected or let go).
    void catalogChanged();
    void message(const QString& text, int ms);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showStatus();
    QString connect(const LibraryChoice& choice);

    QWidget* window_;
    QLabel* label_;
    std::unique_ptr<io::library::TeamLibrary> team_;
    LibraryChoice choice_;
    QString problem_;   // why the chosen team library is not in use; empty when it is
    QString password_;  // this session's, asked once; never saved
    bool mayWrite_ = false;
    bool mayApprove_ = false;
};

}  // namespace gputco::ui
