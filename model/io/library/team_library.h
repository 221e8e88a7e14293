// The team library (issue #37): one catalog, the scenarios' revisions with their status, probe
// results and an audit trail, on a PostgreSQL server a finance team shares, through Qt's QPSQL
// driver. The tables and the roles are team_schema.h's; this is what the app and the CLI do
// with them.
//
// Two people at once: every scenario has a version, and a write names the version it was based
// on; a write based on an older one is refused whole, saying who changed it and when (an
// UPDATE ... WHERE version = n that changes no row). An import of prices is one transaction:
// it lands whole, or is refused whole. Every write is in the audit trail and is told to every
// connection listening (LISTEN gputco_library), so that the others see it within a second.
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QObject>
#include <QString>
#include <optional>
#include <vector>

#include "model/io/library/catalog_book.h"
#include "model/io/library/catalog_row.h"
#include "model/io/library/catalog_store.h"
#include "model/io/library/probe_shelf.h"
#include "model/io/library/revision_shelf.h"
#include "model/io/library/team_schema.h"

namespace gputco::io::library {

// Where a team library is: postgresql://user@host:port/database?sslmode=require. The host may
// be a Unix socket's folder, percent-encoded ("%2Frun%2Fpostgresql") or as ?host=/run/...; the
// password is never in it: libpq reads PGPASSWORD or ~/.pgpass, as every PostgreSQL tool does.
struct TeamAddress {
    QString user;
    QString host;
    int port = 5432;
    QString database;
    QString sslMode;  // "", "disable", "allow", "prefer", "require", "verify-ca", "verify-full"

    // Nullopt, with `error` naming what is wrong, for a text that is no such address.
    static std::optional<TeamAddress> parse(const QString& url, QString* error);
    QString text() const;  // as parse() reads it, for messages: never a password
};

struct TeamRevision {
    qint64 id = 0;
    QString scenario;
    int number = 0;  // the scenario's version this revision made
    QString author;
    QDateTime savedAt;   // UTC
    QString status;      // "draft", "in review", "approved"
    QString statusBy;    // who set the status (the author, for a new revision's draft)
    QDateTime statusAt;  // when, UTC
    QString comment;
    QString sha256;
    QByteArray content;  // empty in lists (revisions()): read with content()
    qint64 bytes = 0;    // the content's size, in lists too
};

struct TeamAuditEntry {
    QDateTime at;  // UTC
    QString who;
    QString host;
    QString action;  // "insert", "update"
    QString table;
    qint64 rowId = 0;
    QString detail;
};

// A GPU probe's measurement shared with the team (gputco-probe's JSON document): ProbeRecord,
// its addedBy the analyst who shared it.
using TeamProbeResult = ProbeRecord;

// What a write did: empty `error` when it landed. A write refused because someone else wrote
// first says so in `conflict`, with the version the scenario is at now.
struct TeamWrite {
    QString error;
    bool conflict = false;
    int version = 0;              // the scenario's version after the write, or the newer one on a conflict
    bool uploadedBefore = false;  // addRevision(uploadId): that revision was there already
    bool ok() const { return error.isEmpty(); }
};

class TeamLibrary : public QObject {
    Q_OBJECT
public:
    explicit TeamLibrary(QObject* parent = nullptr);
    ~TeamLibrary() override;

    // Connects (a few seconds at most when the server does not answer); empty on success, else
    // why not, in words. Without `password`, libpq reads PGPASSWORD or ~/.pgpass. Does not migrate: a server
    // at another version is refused by checkVersion().
    QString open(const TeamAddress& address, const QString& password = {});
    // Whether the server answers and takes the password: a connection of its own, opened and
    // closed, on whatever thread calls it (the app's worker, so that a server that drops packets
    // never holds the window). Empty when it did, else why not, as open() says.
    static QString tryConnect(const TeamAddress& address, const QString& password = {});
    bool isOpen() const;
    // Whether the server answers now (after a write failed: a connection lost, or the write's own
    // fault).
    bool reachable() const;
    // This connection's session on the server: its backend's process id and when the server
    // started. Another connection asks whether it still lives (sessionAlive), so that a window
    // checks its listening connection without a query on it, which a dead network would hold.
    struct Session {
        int pid = 0;
        QDateTime serverStarted;
    };
    Session session() const;
    // Whether `session` (another connection's) still lives: the same server run, and its backend
    // there. False with `error` when this connection could not ask.
    bool sessionAlive(const Session& session, QString* error) const;
    QString checkVersion();  // empty when the server is at this gputco's version
    // Runs the migration steps the server lacks (team_schema.h); an administrator's command.
    TeamMigration migrate();
    QString user() const;  // the user connected as
    void close();

    // The roles the connected user holds, for the app to say plainly what it may not do.
    bool canWrite();    // gputco_analyst (or an approver, or a superuser)
    bool canApprove();  // gputco_approver (or a superuser)

    // The rows as one import, whole or not at all. A row the library has already (same kind,
    // key and as-of date, same cells) is skipped; one that contradicts it refuses the import.
    // `counted` (when given): how many rows were added, already present and contradicting, and
    // (with GpuCheck::LeaveOutUndescribed, a price list's) left out for a GPU it does not describe.
    TeamWrite importCatalog(const std::vector<CatalogRow>& rows, const QString& note = {},
                            int* added = nullptr, ImportOutcome* counted = nullptr,
                            GpuCheck check = GpuCheck::KeepAll, const QSet<QString>& referenceGpus = {});
    // Every row of `kind`, each key's every date (nothing is overwritten), oldest first.
    std::vector<CatalogRow> catalogRows(Kind kind, QString* error = nullptr);

    // A new revision of `scenario`, based on its version `basedOn` (0: a scenario new to the
    // library). Refused whole when the library's version is another: someone saved since.
    // `uploadId` (a revision kept while the server was out of reach): when the library has a
    // revision of that id already, nothing is added and `uploadedBefore` says so.
    TeamWrite addRevision(const QString& scenario, const QByteArray& content, int basedOn,
                          const QString& comment = {}, const QString& uploadId = {});
    // Sets revision `number`'s status ("draft", "in review", "approved"), based on the
    // scenario's version `basedOn`, as addRevision().
    TeamWrite setStatus(const QString& scenario, int number, const QString& status, int basedOn,
                        const QString& comment = {});
    // The scenario's version, 0 when the library has none of that name; -1 on an error.
    int scenarioVersion(const QString& scenario, QString* error = nullptr);
    // Newest first, without their content.
    std::vector<TeamRevision> revisions(const QString& scenario, QString* error = nullptr);
    QByteArray content(const QString& scenario, int number, QString* error = nullptr);

    // A probe result shared with the team (an analyst's write; append-only).
    TeamWrite addProbeResult(const QString& device, const QByteArray& document,
                             const QDateTime& measuredAt = QDateTime::currentDateTimeUtc());
    // Newest measurement first.
    std::vector<TeamProbeResult> probeResults(QString* error = nullptr);

    // Newest first, at most `limit`.
    std::vector<TeamAuditEntry> auditLog(int limit, QString* error = nullptr);

    // Tells changed() of every write to the library, this connection's own included.
    bool listen();

signals:
    // Another connection (or this one) wrote to `table`: "imports", "revisions", "scenarios",
    // "probe_results".
    void changed(const QString& table);

public:
    // Where this library's connection is, for the catalog interface (TeamCatalog).
    const QString& connectionName() const { return connection_; }

private:
    // Within a transaction: the scenario's version moved on from `basedOn` (or the scenario
    // made, for 0). On a failure the transaction is rolled back.
    TeamWrite bumpVersion(const QString& scenario, int basedOn, qint64* scenarioId);
    // A transaction begun, and bumpVersion() in it: what every write of a scenario starts with.
    TeamWrite beginScenarioWrite(const QString& scenario, int basedOn, qint64* scenarioId);
    QString connection_;
};

// The team library's catalog as the catalog interface both libraries have (catalog_book.h).
class TeamCatalog : public CatalogBook {
public:
    // `referenceGpus`: GPU models a price list's rows may name besides the team catalog's own gpus
    // rows (this computer's catalog's: the models are reference data, and a team catalog of
    // prices alone still knows them, as File > Import Price List does).
    explicit TeamCatalog(TeamLibrary& library, QSet<QString> referenceGpus = {})
        : library_(library), referenceGpus_(std::move(referenceGpus)) {}
    std::vector<CatalogRow> rows(Kind kind, std::string* error = nullptr) const override;
    std::optional<CatalogRow> priceOn(Kind kind, const QString& key, const QDate& date) const override;

protected:
    // As importCatalog(), `note` the import's note.
    ImportOutcome importChecked(const std::vector<CatalogRow>& rows, const QString& note,
                                GpuCheck check) const override;

private:
    TeamLibrary& library_;
    QSet<QString> referenceGpus_;
};

// The team's probe results as the interface both libraries have (probe_shelf.h).
// The team's revisions, as the interface both libraries have (revision_shelf.h).
class TeamRevisions : public RevisionShelf {
public:
    explicit TeamRevisions(TeamLibrary& library) : library_(library) {}
    // The team library's name for the scenario in `file`: its file name without the extension.
    static QString nameOf(const QString& file);
    QString scenarioOf(const QString& file) const override { return nameOf(file); }
    // On the version the library has now; a save another user made meanwhile refuses it, saying so.
    std::string add(const QString& scenario, const QByteArray& content) const override;
    std::vector<RevisionRecord> list(const QString& scenario, std::string* error = nullptr) const override;
    QByteArray content(const QString& scenario, int number, std::string* error = nullptr) const override;

private:
    TeamLibrary& library_;
};

class TeamProbes : public ProbeShelf {
public:
    explicit TeamProbes(TeamLibrary& library) : library_(library) {}
    std::string add(const QString& device, const QByteArray& document,
                    const QDateTime& measuredAt) const override;
    std::vector<ProbeRecord> all(std::string* error = nullptr) const override;

private:
    TeamLibrary& library_;
};

}  // namespace gputco::io::library
