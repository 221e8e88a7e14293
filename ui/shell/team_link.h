// The team library the window uses when the preferences choose one (issue #37): connected when
// the window has opened (or the choice changes), with the password from the desktop's secret
// store, or asked where neither it nor libpq (PGPASSWORD, ~/.pgpass) has one, and kept in the
// store only when the user asks (never in plain text); listened to, so that another user's import reaches the
// catalog buttons within a second; and said in the status bar: which library, as whom, and what that user may
// do. Where the team library cannot be reached, or is at another version, the window goes on with this
// computer's library and the status bar says so.
//
// Each save of a scenario becomes a revision in the team library too, based on the version the
// file was opened at (or last saved as): a save based on an older one is refused there, and the
// user told who saved since. The revision is sent on a thread of its own (TeamWriter), so that
// a server that stops answering mid-write never holds the window. A save made while the server is out of
// reach is kept on this computer (io::library::TeamOutbox) and uploaded, once, when the server answers again;
// the link tries every few seconds while anything waits.
#pragma once

#include <QByteArray>
#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QTimer>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <vector>

#include "model/io/library/catalog_kind.h"
#include "model/io/library/catalog_row.h"
#include "ui/document/preferences.h"
#include "ui/shell/team_writer.h"

class QLabel;
class QWidget;

namespace gputco::io::library {
struct ImportOutcome;
struct ProbeRecord;
class TeamLibrary;
struct TeamAuditEntry;
struct TeamRevision;
}  // namespace gputco::io::library

namespace gputco::ui {

class TeamLink : public QObject {
    Q_OBJECT
public:
    explicit TeamLink(QWidget* window);
    ~TeamLink() override;

    // Connects as `choice` says, or lets the team library go for this computer's.
    void use(const LibraryChoice& choice);
    // Whether the team library is connected, at this gputco's version, and answering.
    bool inUse() const;
    // The status bar's permanent line: "Library: this computer", "Team library: alice on
    // db.example.com/gputco, may import prices and save revisions".
    QLabel* statusLabel() const { return label_; }
    QString statusText() const;

    // A file was opened (or made new): its saves are based on the team's version of it now.
    void noteOpened(const QString& path);
    // A save wrote `content` to `path`: a revision in the team library, or kept to upload later.
    void keepRevision(const QString& path, const QByteArray& content);
    // A probe result measured here or imported: shared with the team when this user may write;
    // where the server is out of reach it stays on this computer, and the user is told.
    void keepProbeResult(const QString& device, const QByteArray& document);
    // The team library's name for the scenario in `path`: its file name without the extension.
    static QString scenarioName(const QString& path);
    // Revisions waiting for the server; tries again every kRetryMs while there are any.
    int waiting() const;
    // Whether a save's revision is being sent, or waits its turn (TeamWriter).
    bool writing() const { return writes_ > 0 || !queued_.empty(); }
    static constexpr int kRetryMs = 3000;
    static constexpr int kHeartbeatMs = 5000;

    // What the connected user may do (false while no team library is in use).
    bool mayWrite() const { return inUse() && mayWrite_; }
    bool mayApprove() const { return inUse() && mayApprove_; }
    QString user() const { return choice_.user; }
    // Why the chosen team library is not in use; empty when it is.
    QString problem() const { return problem_; }
    // Whether the preferences choose a team library (in use or not), and its address.
    bool chosen() const { return choice_.team; }
    QString address() const { return choice_.address(); }

    // The revisions of the scenario in `path`, newest first, and the scenario's version they
    // were read at (File > Team Revisions).
    struct Revisions {
        std::vector<io::library::TeamRevision> list;
        int version = 0;
        QString error;
    };
    // Reads (the revisions, a revision's content, the audit trail) run on the writer's thread
    // too, after the writes asked before them (a list read after a save has it), and answer
    // `done` here: a server that stops answering holds that thread, never the window. Where no
    // team library is in use, `done` is answered at once, with why.
    void readRevisions(const QString& path, std::function<void(Revisions)> done);
    // Sets revision `number`'s status, based on the scenario's `version` as the user saw it, on the
    // writer's thread; then `done` with an empty text when it landed, else why not (the
    // database's refusal in words, or a newer write).
    void setStatus(const QString& path, int number, const QString& status, const QString& comment,
                   int version, std::function<void(const QString& error)> done);
    void readContent(const QString& path, int number,
                     std::function<void(const QByteArray& content, const QString& error)> done);
    // The team's catalog, every kind, each in the order imported (the catalog buttons'; File >
    // Import Price List's preview).
    struct Catalog {
        std::map<io::library::Kind, std::vector<io::library::CatalogRow>> rows;
        QString error;
    };
    void readCatalog(std::function<void(Catalog)> done);
    // `rows` as one import into the team's catalog (File > Import Price List), on the writer's
    // thread; then `done` here with what it did, or why it was refused (whole).
    void importCatalog(const std::vector<io::library::CatalogRow>& rows, const QString& note,
                       std::function<void(const io::library::ImportOutcome&)> done);
    // The team's probe results, newest first (the Calibration page lists them).
    void readProbeResults(
        std::function<void(std::vector<io::library::ProbeRecord>, const QString& error)> done);
    // The audit trail, newest first, at most `limit` entries (File > Team Library History).
    void readHistory(
        int limit,
        std::function<void(const std::vector<io::library::TeamAuditEntry>&, const QString& error)> done);
    // The user took a team revision into the editor having seen the library at `version`: the
    // next save builds on it.
    void noteTaken(const QString& path, int version);

signals:
    // The team catalog changed (another user's import, or this one connected or let go).
    void catalogChanged();
    void message(const QString& text, int ms);
    // A revision was saved or its status changed, by anyone (the library told of it).
    void revisionsChanged();
    // A probe result was shared (the library told of it), or the team library came or went.
    void probeResultsChanged();
    // A save was refused because someone saved a newer revision of `path` first: `why` says who
    // and when; the window offers to open the newer one.
    void newerSaved(const QString& path, const QString& why);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showStatus();
    // Asks the server, on a worker thread, whether it answers and takes the password; tried()
    // has the answer.
    void tryServer();
    void tried(const QString& answer);
    // Once the server has answered the worker's try: the writer connects and listens, and asks
    // the library's version and the user's roles; then connected().
    void join();
    // A try has ended, connected or with problem_: the status, the catalog, the next retry.
    void connected();
    // The server stopped answering: the status says so, and the link tries again.
    void lose(const QString& why);
    // Tries the server again and uploads what waits (retry_'s timeout); retried() sets the next.
    void retry();
    void retried();
    void uploadWaiting();
    // A save's revision, sent to the team library on the writer's thread.
    struct QueuedRevision {
        QString id;  // its upload id (team_outbox.h)
        QString path;
        QString name;
        QByteArray content;
        int basedOn = 0;  // set when it is sent
    };
    void sendNext();
    // `write` on the writer's thread, then `done` here.
    void write(TeamWriter::Write write, std::function<void(const TeamWriter::Answer&)> done);
    // A read on the writer's thread (`read` fills what it captures, and returns its error as the
    // write's), then `done` here; a server that did not answer is lost, as for a write.
    void read(TeamWriter::Write read, std::function<void(const TeamWriter::Answer&)> done);
    void revisionAnswered(const QueuedRevision& r, const TeamWriter::Answer& answer);
    // Kept on this computer until the team library answers, and the user told.
    void keepForLater(const QueuedRevision& r);
    static void keepSilently(const QueuedRevision& r);
    // Whether every version of `name` since `basedOn` only set a status (no content saved).
    static bool onlyStatusesSince(io::library::TeamLibrary& team, const QString& name, int basedOn);
    // A refusal by the database in the user's words (an approval, a missing role).
    QString refusal(const QString& error) const;
    // A line for the status bar about a save, shown after the save's own.
    void say(const QString& text, int ms);

    QWidget* window_;
    QLabel* label_;
    class SecretStore* store_;
    bool connecting_ = false;  // waiting for the secret store's or the server's answer
    bool storeRead_ = false;   // the store was asked for this address's password
    bool storeAvailable_ = false;
    QString storeNote_;       // why the desktop has no store
    bool fromStore_ = false;  // password_ came from the store
    bool remember_ = false;   // the password typed is to be kept in the store once it works
    int passwordTries_ = 0;
    int attempt_ = 0;          // the choice's number: a try's answer names the one it was for
    bool retrying_ = false;    // the try is a retry (the server lost, or saves waiting)
    bool hadLibrary_ = false;  // a team library was in use before this try
    QFutureWatcher<QString> trying_;
    bool joined_ = false;  // the writer's connection joined: the version right, the roles known
    LibraryChoice choice_;
    QString problem_;   // why the chosen team library is not in use; empty when it is
    QString password_;  // this session's, asked once; never saved
    bool mayWrite_ = false;
    bool mayApprove_ = false;
    bool lost_ = false;                 // connected once, and the server stopped answering
    std::map<QString, int> versions_;   // by scenario name: the version this window's saves build on
    std::set<QString> readingVersion_;  // names whose version noteOpened() is reading
    QTimer retry_;
    QTimer heartbeat_;                           // while connected: is the server still there
    bool beating_ = false;                       // a heartbeat asked and not yet answered
    io::library::TeamLibrary::Session session_;  // the writer's, as joined: asked after by the heartbeat
    std::unique_ptr<TeamWriter> writer_;
    std::deque<QueuedRevision> queued_;
    std::optional<QueuedRevision> sending_;
    int writes_ = 0;            // sent to the writer, not yet answered
    bool uploadAfter_ = false;  // what waits from before is uploaded once this window's saves are sent
};

}  // namespace gputco::ui
