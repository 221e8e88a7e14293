#include "model/io/library/team_library.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUrlQuery>
#include <QUuid>
#include <QVariant>

#include "model/io/library/catalog_store.h"
#include "model/io/library/team_schema.h"
#include "model/io/library/write_transaction.h"

namespace gputco::io::library {

namespace {

// PostgreSQL's SQLSTATE for a row that another has (a unique constraint).
bool isUniqueViolation(const QSqlError& error) {
    return error.nativeErrorCode() == QLatin1String("23505");
}

// A text to bind: never SQL's NULL, which a null QString binds as.
QString bound(const QString& text) {
    return text.isNull() ? QStringLiteral("") : text;
}

QDateTime utc(const QVariant& v) {
    return v.toDateTime().toUTC();
}

const QStringList kSslModes = {QStringLiteral("disable"),   QStringLiteral("allow"),
                               QStringLiteral("prefer"),    QStringLiteral("require"),
                               QStringLiteral("verify-ca"), QStringLiteral("verify-full")};

}  // namespace

std::optional<TeamAddress> TeamAddress::parse(const QString& text, QString* error) {
    const auto fail = [&](const QString& why) {
        if (error) *error = why;
        return std::nullopt;
    };
    // "postgresql://bob@/db?host=/run/postgresql", as libpq writes a socket's address: QUrl
    // reads no empty host, so it is read with a stand-in one, which ?host= then replaces.
    // A socket's folder percent-encoded as the host ("bob@%2Frun%2Fpostgresql/db") is no host
    // QUrl reads either: it is taken out the same way, decoded.
    QString written = text;
    QString socketFolder;
    if (const qsizetype start = written.indexOf(QLatin1String("://")); start > 0) {
        const qsizetype path = written.indexOf(QLatin1Char('/'), start + 3);
        const qsizetype at = written.lastIndexOf(QLatin1Char('@'), path < 0 ? -1 : path);
        const qsizetype hostAt = at > start ? at + 1 : start + 3;
        const qsizetype hostEnd = path < 0 ? written.size() : path;
        const QString host = written.mid(hostAt, hostEnd - hostAt);
        if (host.startsWith(QLatin1String("%2F"), Qt::CaseInsensitive)) {
            const qsizetype colon = host.indexOf(QLatin1Char(':'));
            socketFolder = QUrl::fromPercentEncoding(host.left(colon < 0 ? host.size() : colon).toUtf8());
            written.replace(hostAt, colon < 0 ? host.size() : colon, QStringLiteral("localhost"));
        } else if (host.isEmpty()) {
            written.insert(hostAt, QStringLiteral("localhost"));
        }
    }
    const QUrl url(written, QUrl::StrictMode);
    if (!url.isValid() ||
        (url.scheme() != QLatin1String("postgresql") && url.scheme() != QLatin1String("postgres")))
        return fail(
            QStringLiteral("not a team library address: “%1” (write postgresql://user@host:port/database)")
                .arg(text));
    if (!url.password().isEmpty())
        return fail(QStringLiteral(
            "the address holds a password: leave it out, and give it in PGPASSWORD or ~/.pgpass"));
    TeamAddress a;
    a.user = url.userName();
    a.host = socketFolder.isEmpty() ? url.host(QUrl::FullyDecoded) : socketFolder;
    a.port = url.port(5432);
    a.database = url.path().mid(1);
    const QUrlQuery query(url);
    for (const auto& [key, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (key == QLatin1String("sslmode")) {
            if (!kSslModes.contains(value))
                return fail(QStringLiteral("sslmode “%1” is not one of %2")
                                .arg(value, kSslModes.join(QStringLiteral(", "))));
            a.sslMode = value;
        } else if (key == QLatin1String("host")) {
            a.host = value;
        } else if (key == QLatin1String("port")) {
            // libpq's way to give a socket's port: ?host=/run/postgresql&port=5433.
            bool ok = false;
            const int port = value.toInt(&ok);
            if (!ok || port < 1 || port > 65535)
                return fail(QStringLiteral("the address's port “%1” is not a port (1 to 65535)").arg(value));
            a.port = port;
        } else {
            return fail(
                QStringLiteral("the address's “%1” is not known (known: sslmode, host, port)").arg(key));
        }
    }
    if (a.user.isEmpty())
        return fail(QStringLiteral("the address names no user: postgresql://USER@host/database"));
    if (a.database.isEmpty() || a.database.contains(QLatin1Char('/')))
        return fail(QStringLiteral("the address names no database: postgresql://user@host/DATABASE"));
    if (a.host.isEmpty()) a.host = QStringLiteral("localhost");
    return a;
}

QString TeamAddress::text() const {
    // A socket's folder as libpq's own addresses write it: ?host=/run/postgresql.
    const bool socket = host.startsWith(QLatin1Char('/'));
    QString t = QStringLiteral("postgresql://%1@%2").arg(user, socket ? QString() : host);
    if (port != 5432) t += QStringLiteral(":%1").arg(port);
    t += QLatin1Char('/') + database;
    QStringList query;
    if (socket) query << QStringLiteral("host=") + host;
    if (!sslMode.isEmpty()) query << QStringLiteral("sslmode=") + sslMode;
    if (!query.isEmpty()) t += QLatin1Char('?') + query.join(QLatin1Char('&'));
    return t;
}

TeamLibrary::TeamLibrary(QObject* parent)
    : QObject(parent),
      connection_(QStringLiteral("gputco-team-") + QUuid::createUuid().toString(QUuid::Id128)) {}

TeamLibrary::~TeamLibrary() {
    close();
}

QString TeamLibrary::open(const TeamAddress& address, const QString& password) {
    close();
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
        return tr("the PostgreSQL driver of Qt is not installed (Debian: libqt6sql6-psql)");
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connection_);
    db.setHostName(address.host);
    db.setPort(address.port);
    db.setDatabaseName(address.database);
    db.setUserName(address.user);
    if (!password.isEmpty()) db.setPassword(password);
    // A server that stops answering mid-session is found out within seconds, not the kernel's
    // quarter of an hour: TCP keepalives on an idle connection, and a limit on data left
    // unacknowledged (both ignored on a Unix socket).
    QStringList options{QStringLiteral("connect_timeout=5"),  QStringLiteral("application_name=gputco"),
                        QStringLiteral("keepalives_idle=10"), QStringLiteral("keepalives_interval=5"),
                        QStringLiteral("keepalives_count=3"), QStringLiteral("tcp_user_timeout=15000")};
    if (!address.sslMode.isEmpty()) options << QStringLiteral("sslmode=") + address.sslMode;
    db.setConnectOptions(options.join(QLatin1Char(';')));
    if (!db.open()) {
        QString why = sqlErrorText(db.lastError());
        // libpq's words for a server that takes only encrypted connections ("pg_hba.conf rejects
        // connection ..., no encryption"), said in the address's terms.
        if (why.contains(QLatin1String("no encryption")))
            why +=
                tr(" (the server accepts only encrypted connections: add ?sslmode=require, or "
                   "verify-full, to the address)");
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(connection_);
        return tr("cannot connect to the team library %1: %2").arg(address.text(), why);
    }
    return {};
}

QString TeamLibrary::tryConnect(const TeamAddress& address, const QString& password) {
    TeamLibrary probe;
    return probe.open(address, password);  // closed as it goes
}

bool TeamLibrary::isOpen() const {
    return QSqlDatabase::contains(connection_) && QSqlDatabase::database(connection_, false).isOpen();
}

bool TeamLibrary::reachable() const {
    if (!isOpen()) return false;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    return q.exec(QStringLiteral("SELECT 1")) && q.next();
}

TeamLibrary::Session TeamLibrary::session() const {
    Session s;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    if (q.exec(QStringLiteral("SELECT pg_backend_pid(), pg_postmaster_start_time()")) && q.next()) {
        s.pid = q.value(0).toInt();
        s.serverStarted = q.value(1).toDateTime();
    }
    return s;
}

bool TeamLibrary::sessionAlive(const Session& session, QString* error) const {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare(QStringLiteral(
        "SELECT pg_postmaster_start_time(), EXISTS (SELECT 1 FROM pg_stat_activity WHERE pid = ?)"));
    q.addBindValue(session.pid);
    if (!q.exec() || !q.next()) {
        if (error) *error = sqlErrorText(q.lastError());
        return false;
    }
    // A restarted server may give a new backend the same process id: the run tells them apart.
    return q.value(0).toDateTime() == session.serverStarted && q.value(1).toBool();
}

void TeamLibrary::close() {
    if (!QSqlDatabase::contains(connection_)) return;
    {
        QSqlDatabase db = QSqlDatabase::database(connection_, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(connection_);
}

QString TeamLibrary::checkVersion() {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QString error;
    const int version = teamServerVersion(db, &error);
    if (version < 0) return tr("cannot read the team library's version: %1").arg(error);
    if (version == teamSchemaVersion()) return {};
    if (version > teamSchemaVersion())
        return tr("the team library is at version %1, made by a newer gputco; this gputco knows version %2")
            .arg(version)
            .arg(teamSchemaVersion());
    return tr("the team library is at version %1 and this gputco needs version %2: ask its administrator to "
              "run gputco-cli library migrate")
        .arg(version)
        .arg(teamSchemaVersion());
}

TeamMigration TeamLibrary::migrate() {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    return migrateTeamLibrary(db);
}

QString TeamLibrary::user() const {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    return q.exec(QStringLiteral("SELECT session_user")) && q.next() ? q.value(0).toString() : QString();
}

bool TeamLibrary::canWrite() {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    return q.exec(QStringLiteral("SELECT pg_has_role(session_user, 'gputco_analyst', 'MEMBER')")) &&
           q.next() && q.value(0).toBool();
}

bool TeamLibrary::canApprove() {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    return q.exec(QStringLiteral("SELECT pg_has_role(session_user, 'gputco_approver', 'MEMBER')")) &&
           q.next() && q.value(0).toBool();
}

TeamWrite TeamLibrary::importCatalog(const std::vector<CatalogRow>& all, const QString& note, int* added,
                                     ImportOutcome* counted, GpuCheck check,
                                     const QSet<QString>& referenceGpus) {
    TeamWrite outcome;
    if (added) *added = 0;
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    const auto fail = [&](const QString& why) {
        db.rollback();
        outcome.error = why;
        return outcome;
    };
    if (!db.transaction()) return fail(sqlErrorText(db.lastError()));
    // The same rule as this computer's library (storeCatalogRows): what the library has already
    // is skipped, what contradicts it refuses the import; the import is recorded before its
    // first row, which names it.
    ImportOutcome stored;
    std::vector<CatalogRow> rows = all;
    if (check == GpuCheck::LeaveOutUndescribed)
        if (const SqlOutcome read = leaveOutUndescribedGpus(db, rows, stored, referenceGpus); !read.ok()) {
            if (counted) *counted = stored;
            return fail(tr("nothing was imported: %1")
                            .arg(sqlErrorText(QSqlError(QString(), QString::fromStdString(read.error)))));
        }
    const SqlOutcome written =
        storeCatalogRows(db, rows, "the import", false, stored, [&](QSqlDatabase& tx, int newRows) {
            QSqlQuery q(tx);
            q.prepare(QStringLiteral("INSERT INTO imports (row_count, note) VALUES (?, ?)"));
            q.addBindValue(newRows);
            q.addBindValue(bound(note));
            return q.exec() ? SqlOutcome{} : sqlFailure(q);
        });
    if (counted) *counted = stored;
    if (stored.conflicts > 0 && stored.stoppedAt)
        return fail(
            tr("nothing was imported: the library has %1 “%2” as of %3 with other figures; a "
               "price is never overwritten: give the new one its own date")
                .arg(kindName(stored.stoppedAt->kind), stored.stoppedAt->key(), stored.stoppedAt->asOf()));
    if (!written.ok()) {
        // Another import added the same row since it was looked for: this one waited its turn on
        // that row and then found it taken.
        if (written.state == "23505" && stored.stoppedAt)
            return fail(tr("nothing was imported: someone imported %1 “%2” as of %3 at the same moment; "
                           "import again to add what is still missing")
                            .arg(kindName(stored.stoppedAt->kind), stored.stoppedAt->key(),
                                 stored.stoppedAt->asOf()));
        return fail(tr("nothing was imported: %1")
                        .arg(sqlErrorText(QSqlError(QString(), QString::fromStdString(written.error)))));
    }
    if (!db.commit()) return fail(tr("nothing was imported: %1").arg(sqlErrorText(db.lastError())));
    if (added) *added = stored.added;
    return outcome;
}

ImportOutcome TeamCatalog::importChecked(const std::vector<CatalogRow>& rows, const QString& note,
                                         GpuCheck check) const {
    ImportOutcome counted;
    const TeamWrite written = library_.importCatalog(rows, note, nullptr, &counted, check, referenceGpus_);
    if (!written.ok()) {
        // Refused whole: nothing of it is in the library.
        counted.added = 0;
        counted.alreadyPresent = 0;
        counted.problems.assign(1, written.error.toStdString());
    }
    return counted;
}

std::vector<CatalogRow> TeamCatalog::rows(Kind kind, std::string* error) const {
    return readCatalogRows(QSqlDatabase::database(library_.connectionName(), false), kind,
                           CatalogOrder::ByKeyAndDate, error);
}

std::optional<CatalogRow> TeamCatalog::priceOn(Kind kind, const QString& key, const QDate& date) const {
    return catalogPriceOn(QSqlDatabase::database(library_.connectionName(), false), kind, key, date);
}

std::vector<CatalogRow> TeamLibrary::catalogRows(Kind kind, QString* error) {
    std::string why;
    std::vector<CatalogRow> rows =
        readCatalogRows(QSqlDatabase::database(connection_, false), kind, CatalogOrder::AsAdded, &why);
    if (error && !why.empty()) *error = QString::fromStdString(why).section(QLatin1Char('\n'), 0, 0);
    return rows;
}

TeamWrite TeamLibrary::bumpVersion(const QString& scenario, int basedOn, qint64* scenarioId) {
    TeamWrite outcome;
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery q(db);
    if (basedOn == 0) {
        q.prepare(QStringLiteral("INSERT INTO scenarios (name) VALUES (?) RETURNING id, version"));
        q.addBindValue(scenario);
    } else {
        // Optimistic locking: the row changes only if nobody else changed it since `basedOn`.
        // A second writer at the same moment waits for the first's row lock, then finds the
        // version moved on and changes nothing.
        q.prepare(
            QStringLiteral("UPDATE scenarios SET version = version + 1, updated_by = session_user, "
                           "updated_at = now() WHERE name = ? AND version = ? RETURNING id, version"));
        q.addBindValue(scenario);
        q.addBindValue(basedOn);
    }
    if (q.exec() && q.next()) {
        *scenarioId = q.value(0).toLongLong();
        outcome.version = q.value(1).toInt();
        return outcome;
    }
    // On any failure the transaction is rolled back here, while the failed statement still
    // exists: freeing it afterwards in a failed transaction only earns a warning.
    if (q.lastError().isValid() && !isUniqueViolation(q.lastError())) {
        outcome.error = sqlErrorText(q.lastError());
        db.rollback();
        return outcome;
    }
    // Someone else wrote first. A failed statement ends the transaction: what they wrote is
    // read after it.
    db.rollback();
    outcome.conflict = true;
    QSqlQuery now(db);
    now.prepare(QStringLiteral("SELECT version, updated_by, updated_at FROM scenarios WHERE name = ?"));
    now.addBindValue(scenario);
    if (now.exec() && now.next()) {
        outcome.version = now.value(0).toInt();
        outcome.error = tr("“%1” was saved by %2 at %3 (version %4) since version %5, which yours builds on: "
                           "nothing was saved. Open the newer version and make your change there.")
                            .arg(scenario, now.value(1).toString(),
                                 utc(now.value(2)).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'")))
                            .arg(outcome.version)
                            .arg(basedOn);
    } else {
        outcome.error = tr("“%1” is not in the team library any more: nothing was saved").arg(scenario);
    }
    return outcome;
}

TeamWrite TeamLibrary::beginScenarioWrite(const QString& scenario, int basedOn, qint64* scenarioId) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    if (!db.transaction()) {
        TeamWrite outcome;
        outcome.error = sqlErrorText(db.lastError());
        return outcome;
    }
    return bumpVersion(scenario, basedOn, scenarioId);
}

TeamWrite TeamLibrary::addRevision(const QString& scenario, const QByteArray& content, int basedOn,
                                   const QString& comment, const QString& uploadId) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    TeamWrite outcome;
    if (!uploadId.isEmpty()) {
        QSqlQuery known(db);
        known.prepare(QStringLiteral("SELECT number FROM revisions WHERE upload_id = ?"));
        known.addBindValue(uploadId);
        if (!known.exec()) {
            outcome.error = sqlErrorText(known.lastError());
            return outcome;
        }
        if (known.next()) {
            outcome.version = known.value(0).toInt();
            outcome.uploadedBefore = true;
            return outcome;
        }
    }
    qint64 id = 0;
    outcome = beginScenarioWrite(scenario, basedOn, &id);
    if (!outcome.ok()) return outcome;  // nothing left open
    QSqlQuery q(db);
    q.prepare(
        QStringLiteral("INSERT INTO revisions (scenario_id, number, content, sha256, comment, upload_id) "
                       "VALUES (?, ?, ?, ?, ?, ?)"));
    q.addBindValue(id);
    q.addBindValue(outcome.version);
    q.addBindValue(content);
    q.addBindValue(
        QString::fromLatin1(QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex()));
    q.addBindValue(bound(comment));
    q.addBindValue(uploadId.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(uploadId));
    if (!q.exec() || !db.commit()) {
        outcome.error = sqlErrorText(q.lastError().isValid() ? q.lastError() : db.lastError());
        db.rollback();
    }
    return outcome;
}

TeamWrite TeamLibrary::setStatus(const QString& scenario, int number, const QString& status, int basedOn,
                                 const QString& comment) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    TeamWrite outcome;
    qint64 id = 0;
    outcome = beginScenarioWrite(scenario, basedOn, &id);
    if (!outcome.ok()) return outcome;  // nothing left open
    QSqlQuery q(db);
    q.prepare(
        QStringLiteral("UPDATE revisions SET status = ?, comment = CASE WHEN ? = '' THEN comment ELSE ? END "
                       "WHERE scenario_id = ? AND number = ?"));
    q.addBindValue(status);
    q.addBindValue(bound(comment));
    q.addBindValue(bound(comment));
    q.addBindValue(id);
    q.addBindValue(number);
    if (!q.exec()) {
        outcome.error = sqlErrorText(q.lastError());
    } else if (q.numRowsAffected() != 1) {
        outcome.error = tr("“%1” has no revision %2").arg(scenario).arg(number);
    } else if (!db.commit()) {
        outcome.error = sqlErrorText(db.lastError());
    }
    if (!outcome.ok()) db.rollback();
    return outcome;
}

int TeamLibrary::scenarioVersion(const QString& scenario, QString* error) {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare(QStringLiteral("SELECT version FROM scenarios WHERE name = ?"));
    q.addBindValue(scenario);
    if (!q.exec()) {
        if (error) *error = sqlErrorText(q.lastError());
        return -1;
    }
    return q.next() ? q.value(0).toInt() : 0;
}

std::vector<TeamRevision> TeamLibrary::revisions(const QString& scenario, QString* error) {
    std::vector<TeamRevision> list;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    q.prepare(
        QStringLiteral("SELECT r.id, r.number, r.author, r.saved_at, r.status, r.status_by, r.status_at, "
                       "r.comment, r.sha256, octet_length(r.content) "
                       "FROM revisions r "
                       "JOIN scenarios s ON s.id = r.scenario_id WHERE s.name = ? ORDER BY r.number DESC"));
    q.addBindValue(scenario);
    if (!q.exec()) {
        if (error) *error = sqlErrorText(q.lastError());
        return list;
    }
    while (q.next())
        list.push_back({q.value(0).toLongLong(),
                        scenario,
                        q.value(1).toInt(),
                        q.value(2).toString(),
                        utc(q.value(3)),
                        q.value(4).toString(),
                        q.value(5).toString(),
                        utc(q.value(6)),
                        q.value(7).toString(),
                        q.value(8).toString(),
                        {},
                        q.value(9).toLongLong()});
    return list;
}

QByteArray TeamLibrary::content(const QString& scenario, int number, QString* error) {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare(
        QStringLiteral("SELECT r.content FROM revisions r JOIN scenarios s ON s.id = r.scenario_id "
                       "WHERE s.name = ? AND r.number = ?"));
    q.addBindValue(scenario);
    q.addBindValue(number);
    if (!q.exec() || !q.next()) {
        if (!error) return {};
        if (q.lastError().isValid()) {
            *error = sqlErrorText(q.lastError());
            return {};
        }
        // Which: no such scenario, a version that set a status (no content of its own), or a
        // number past the newest.
        QString why;
        const int version = scenarioVersion(scenario, &why);
        if (!why.isEmpty())
            *error = why;
        else if (version <= 0)
            *error = tr("the team library has no scenario named %1").arg(scenario);
        else if (number >= 1 && number <= version)
            *error = tr("version %1 of %2 set a status: it holds no content of its own (the revision it "
                        "set is listed by `gputco-cli library revisions`)")
                         .arg(number)
                         .arg(scenario);
        else
            *error = tr("%1 has no revision %2 (it is at version %3)").arg(scenario).arg(number).arg(version);
        return {};
    }
    return q.value(0).toByteArray();
}

TeamWrite TeamLibrary::addProbeResult(const QString& device, const QByteArray& document,
                                      const QDateTime& measuredAt) {
    TeamWrite outcome;
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    if (const SqlOutcome written = insertProbeResult(db, device, document, measuredAt); !written.ok())
        outcome.error = sqlErrorText(QSqlError(QString(), QString::fromStdString(written.error)));
    return outcome;
}

std::vector<TeamProbeResult> TeamLibrary::probeResults(QString* error) {
    std::string why;
    std::vector<TeamProbeResult> list = readProbeResults(QSqlDatabase::database(connection_, false), &why);
    if (error && !why.empty()) *error = sqlErrorText(QSqlError(QString(), QString::fromStdString(why)));
    return list;
}

QString TeamRevisions::nameOf(const QString& file) {
    return QFileInfo(file).completeBaseName();
}

std::string TeamRevisions::add(const QString& scenario, const QByteArray& content) const {
    QString error;
    const int version = library_.scenarioVersion(scenario, &error);
    if (version < 0) return error.toStdString();
    return library_.addRevision(scenario, content, version).error.toStdString();
}

std::vector<RevisionRecord> TeamRevisions::list(const QString& scenario, std::string* error) const {
    QString why;
    const std::vector<TeamRevision> revisions = library_.revisions(scenario, &why);
    if (error) *error = why.toStdString();
    std::vector<RevisionRecord> out;
    if (!why.isEmpty()) return out;
    out.reserve(revisions.size());
    for (const TeamRevision& r : revisions)
        out.push_back({scenario, r.number, r.savedAt, r.sha256, r.bytes, r.author, r.status});
    return out;
}

QByteArray TeamRevisions::content(const QString& scenario, int number, std::string* error) const {
    QString why;
    QByteArray content = library_.content(scenario, number, &why);
    if (error) *error = why.toStdString();
    return content;
}

std::string TeamProbes::add(const QString& device, const QByteArray& document,
                            const QDateTime& measuredAt) const {
    return library_.addProbeResult(device, document, measuredAt).error.toStdString();
}

std::vector<ProbeRecord> TeamProbes::all(std::string* error) const {
    QString why;
    std::vector<ProbeRecord> list = library_.probeResults(&why);
    if (error) *error = why.toStdString();
    return list;
}

std::vector<TeamAuditEntry> TeamLibrary::auditLog(int limit, QString* error) {
    std::vector<TeamAuditEntry> log;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral(
        "SELECT at, who, host, action, table_name, row_id, detail FROM audit ORDER BY id DESC LIMIT ?"));
    q.addBindValue(limit);
    if (!q.exec()) {
        if (error) *error = sqlErrorText(q.lastError());
        return log;
    }
    while (q.next())
        log.push_back({utc(q.value(0)), q.value(1).toString(), q.value(2).toString(), q.value(3).toString(),
                       q.value(4).toString(), q.value(5).toLongLong(), q.value(6).toString()});
    return log;
}

bool TeamLibrary::listen() {
    QSqlDriver* driver = QSqlDatabase::database(connection_, false).driver();
    if (!driver || !driver->subscribeToNotification(QStringLiteral("gputco_library"))) return false;
    connect(driver, &QSqlDriver::notification, this,
            [this](const QString&, QSqlDriver::NotificationSource, const QVariant& payload) {
                emit changed(payload.toString());
            });
    return true;
}

}  // namespace gputco::io::library
