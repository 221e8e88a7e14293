#include "model/io/library/library.h"

#include <unistd.h>

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStringList>
#include <QUrl>
#include <QVariant>
#include <algorithm>
#include <atomic>
#include <filesystem>
#include <system_error>

#include "model/io/data_dir.h"
#include "model/io/library/library_schema.h"
#include "model/io/library/write_transaction.h"
#include "model/io/safe_write.h"

namespace gputco::io::library {

namespace {

using Problem = LibraryState::Problem;

QString newConnectionName() {
    static std::atomic<int> counter{0};
    return QStringLiteral("gputco-library-%1").arg(++counter);
}

QString fromStd(const std::string& s) {
    return QString::fromStdString(s);
}

// What a failure means for the user, from SQLite's code.
Problem classify(const SqlOutcome& failure) {
    switch (failure.code) {
        case 5:  // SQLITE_BUSY
        case 6:  // SQLITE_LOCKED
            return Problem::Busy;
        case 8:  // SQLITE_READONLY
            return Problem::ReadOnly;
        case 11:  // SQLITE_CORRUPT
        case 26:  // SQLITE_NOTADB
            return Problem::Damaged;
        default:  // an I/O error, a full disk, a file that cannot be opened: not cured by a rebuild
            return Problem::Unusable;
    }
}

QString describe(Problem problem, const SqlOutcome& failure) {
    const QString why = fromStd(failure.error);
    switch (problem) {
        case Problem::Busy:
            return QStringLiteral(
                       "busy: another program (perhaps another gputco) has held its write lock for "
                       "longer than gputco waits (%1)")
                .arg(why);
        case Problem::ReadOnly:
            return QStringLiteral("read-only (%1)").arg(why);
        case Problem::Damaged:
            return QStringLiteral("damaged (%1)").arg(why);
        default:
            return QStringLiteral("not usable (%1)").arg(why);
    }
}

struct Opened {
    Problem problem = Problem::None;
    QString message;
};

Opened failedWith(const SqlOutcome& failure) {
    const Problem p = classify(failure);
    return {p, describe(p, failure)};
}

SqlOutcome queryValue(QSqlDatabase& db, const QString& sql, QVariant& value) {
    QSqlQuery q(db);
    if (!q.exec(sql)) return sqlFailure(q);
    if (!q.next()) return q.lastError().isValid() ? sqlFailure(q) : SqlOutcome{"no result", -1};
    value = q.value(0);
    return {};
}

// The checks every connection needs, reading before writing: a current, healthy library
// opens without a single write, so another process's lock cannot stop it.
Opened prepare(QSqlDatabase& db, bool writable) {
    QVariant value;
    if (SqlOutcome f = queryValue(db, QStringLiteral("PRAGMA user_version"), value); !f.ok())
        return failedWith(f);
    const int version = value.toInt();
    if (version > currentSchemaVersion())
        return {Problem::Newer,
                QStringLiteral("made by a newer gputco (schema version %1, this one knows up to %2)")
                    .arg(version)
                    .arg(currentSchemaVersion())};
    if (SqlOutcome f = queryValue(db, QStringLiteral("PRAGMA quick_check"), value); !f.ok())
        return failedWith(f);
    if (value.toString() != QLatin1String("ok"))
        return {Problem::Damaged, QStringLiteral("damaged (quick_check: %1)").arg(value.toString())};
    if (!writable) {
        if (version < currentSchemaVersion())
            return {Problem::ReadOnly,
                    QStringLiteral("read-only and from an older gputco (schema version %1): it "
                                   "cannot be brought up to date")
                        .arg(version)};
        return {};
    }
    if (SqlOutcome f = queryValue(db, QStringLiteral("PRAGMA journal_mode"), value); !f.ok())
        return failedWith(f);
    if (value.toString() != QLatin1String("wal")) {
        // Needs the lock for a moment; SQLite's busy handler waits for it.
        if (SqlOutcome f = queryValue(db, QStringLiteral("PRAGMA journal_mode = WAL"), value); !f.ok())
            return failedWith(f);
    }
    if (version < currentSchemaVersion())
        if (SqlOutcome f = migrateSchema(db); !f.ok()) return failedWith(f);
    return {};
}

// The write-ahead log and its index beside a library that this user may not write (left by
// a gputco run once as root, say): SQLite cannot write the library, and said only "unable to
// open database file" (issue #32). Names them, their owner and what to do; empty when none.
QString companionsNotWritable(const QString& path) {
    QStringList blocked;
    for (const char* suffix : {"-wal", "-shm"}) {
        const QFileInfo companion(path + QLatin1String(suffix));
        if (companion.exists() && ::access(QFile::encodeName(companion.filePath()).constData(), W_OK) != 0)
            blocked << QStringLiteral("%1 (owned by %2)").arg(companion.fileName(), companion.owner());
    }
    if (blocked.isEmpty()) return {};
    return QStringLiteral(
               "%1 beside it cannot be written by this user, and SQLite writes the library through them: "
               "their owner (or an administrator) can give them to you with chown, or run gputco once as "
               "that user, which folds them back into the library (do not delete them: they may hold its "
               "latest writes)")
        .arg(blocked.join(QStringLiteral(" and ")));
}

QString osError(const std::error_code& error) {
    return QString::fromStdString(error.message());
}

QString uriOf(const QString& path, bool immutable) {
    QUrl url = QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath());
    return url.toString(QUrl::FullyEncoded) + (immutable ? QStringLiteral("?immutable=1") : QString());
}

// Every readable row of a damaged library, table by table; what cannot be read is named.
struct SalvagedRows {
    std::vector<Revision> revisions;
    std::vector<ProbeRecord> probes;
    std::vector<std::pair<Kind, std::vector<CatalogRow>>> catalog;
};

SalvagedRows salvageFrom(const QString& path, Salvage& report) {
    SalvagedRows rows;
    const QString name = newConnectionName();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(
            QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=%1").arg(Library::kBusyTimeoutMs));
        if (!db.open()) {
            report.unreadable.push_back("the whole file: " + db.lastError().text().toStdString());
        } else {
            // Each table is read by rowid, a range of them at a time; a range that meets an
            // unreadable page is read on a row at a time from the last row read, so a damaged
            // page costs the rows on it and no more. (Read in order, a table stopped at its
            // first bad page: 2,188 of 4,168 offers salvaged where 4,104 could be read.)
            auto readTable = [&](const QString& columns, const char* table, const auto& take) {
                const QString from = QString::fromLatin1(table);
                const QString select = QStringLiteral("SELECT ") + columns;
                QSqlQuery bounds(db);
                if (!bounds.exec("SELECT max(rowid) FROM " + from) || !bounds.next()) {
                    report.unreadable.push_back(std::string(table) + ": " +
                                                bounds.lastError().text().toStdString());
                    return;
                }
                const qint64 last = bounds.value(0).toLongLong();
                int lost = 0;
                std::string firstError;
                constexpr qint64 kRange = 256;
                for (qint64 start = 1; start <= last; start += kRange) {
                    const qint64 end = std::min(last, start + kRange - 1);
                    qint64 read = start - 1;  // the last rowid taken in this range
                    QSqlQuery q(db);
                    q.setForwardOnly(true);
                    q.prepare(select + QStringLiteral(", rowid FROM ") + from +
                              QStringLiteral(" WHERE rowid BETWEEN ? AND ? ORDER BY rowid"));
                    q.addBindValue(start);
                    q.addBindValue(end);
                    bool whole = q.exec();
                    if (whole) {
                        const int rowidAt = q.record().count() - 1;
                        while (q.next()) {
                            take(q);
                            read = q.value(rowidAt).toLongLong();
                        }
                        whole = !q.lastError().isValid();
                    }
                    if (whole) continue;
                    if (firstError.empty()) firstError = q.lastError().text().toStdString();
                    // Row by row past the damage; a rowid no row has reads as nothing, not an error.
                    for (qint64 rowid = read + 1; rowid <= end; ++rowid) {
                        QSqlQuery one(db);
                        one.setForwardOnly(true);
                        one.prepare(select + QStringLiteral(" FROM ") + from +
                                    QStringLiteral(" WHERE rowid = ?"));
                        one.addBindValue(rowid);
                        if (one.exec() && one.next())
                            take(one);
                        else if (one.lastError().isValid())
                            ++lost;
                    }
                }
                if (lost > 0 || !firstError.empty())
                    report.unreadable.push_back(std::string(table) + " (" + std::to_string(lost) +
                                                " rows unreadable): " + firstError);
            };
            readTable(QStringLiteral("id, path, saved_at, sha256, content"), "scenario_revisions",
                      [&](const QSqlQuery& q) {
                          rows.revisions.push_back(
                              Revision{q.value(0).toLongLong(), q.value(1).toString(),
                                       QDateTime::fromString(q.value(2).toString(), Qt::ISODateWithMs),
                                       q.value(3).toString().toLatin1(), q.value(4).toByteArray()});
                      });
            readTable(QStringLiteral("id, measured_at, device, document"), "probe_results",
                      [&](const QSqlQuery& q) {
                          rows.probes.push_back(
                              ProbeRecord{q.value(0).toLongLong(),
                                          QDateTime::fromString(q.value(1).toString(), Qt::ISODateWithMs),
                                          q.value(2).toString(), q.value(3).toString().toUtf8(), QString()});
                      });
            for (Kind kind : allKinds()) {
                const KindSpec& spec = kindSpec(kind);
                // A library older than schema step 4 has no fx table: nothing to salvage there.
                if (kind == Kind::Fx && !db.tables().contains(QLatin1String(spec.name))) continue;
                QStringList columns;
                for (const Column& c : spec.columns) columns << QString::fromLatin1(c.name);
                std::vector<CatalogRow> kindRows;
                readTable(columns.join(QStringLiteral(", ")), spec.name, [&](const QSqlQuery& q) {
                    CatalogRow row{kind, {}, 0};
                    for (int c = 0; c < static_cast<int>(spec.columns.size()); ++c) {
                        const QVariant v = q.value(c);
                        const bool number = spec.columns[c].type == ColumnType::Number ||
                                            spec.columns[c].type == ColumnType::Fraction;
                        row.values << (v.isNull() ? QString()
                                       : number   ? QString::number(v.toDouble(), 'g',
                                                                    QLocale::FloatingPointShortest)
                                                  : v.toString());
                    }
                    kindRows.push_back(std::move(row));
                });
                rows.catalog.emplace_back(kind, std::move(kindRows));
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return rows;
}

SqlOutcome insertSalvage(QSqlDatabase& db, const SalvagedRows& rows, Salvage& report) {
    return writeTransaction(db, [&](QSqlDatabase& tx) {
        report.revisions = report.probeResults = report.catalogRows = report.catalogConflicts = 0;
        QSqlQuery revision(tx);
        revision.prepare(QStringLiteral(
            "INSERT INTO scenario_revisions (path, saved_at, sha256, content) VALUES (?, ?, ?, ?)"));
        for (const Revision& r : rows.revisions) {
            revision.bindValue(0, r.path);
            revision.bindValue(1, r.savedAt.toUTC().toString(Qt::ISODateWithMs));
            revision.bindValue(2, QString::fromLatin1(r.sha256));
            revision.bindValue(3, r.content);
            if (!revision.exec()) return sqlFailure(revision, "cannot copy a revision");
            ++report.revisions;
        }
        for (const ProbeRecord& p : rows.probes) {
            if (SqlOutcome copied = insertProbeResult(tx, p.device, p.document, p.measuredAt); !copied.ok()) {
                copied.error = "cannot copy a probe result: " + copied.error;
                return copied;
            }
            ++report.probeResults;
        }
        for (const auto& [kind, kindRows] : rows.catalog) {
            ImportOutcome counted;
            if (SqlOutcome f = insertCatalogRows(tx, kind, kindRows, "salvage", true, counted); !f.ok())
                return f;
            report.catalogRows += counted.added;
            report.catalogConflicts += counted.conflicts;
        }
        return SqlOutcome{};
    });
}

void removeWithJournal(const QString& path) {
    for (const char* suffix : {"", "-wal", "-shm", "-journal"}) QFile::remove(path + QLatin1String(suffix));
}

}  // namespace

Library::Library() = default;

Library::~Library() {
    close();
}

QString Library::dataDir() {
    return io::dataDirectory();
}

QString Library::defaultPath() {
    return QDir(dataDir()).filePath(QStringLiteral("library.sqlite"));
}

void Library::close() {
    if (connection_.isEmpty()) return;
    {
        QSqlDatabase db = QSqlDatabase::database(connection_, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(connection_);
    connection_.clear();
    walCopy_.reset();
    state_.mode = LibraryState::Mode::Closed;
}

LibraryState Library::openFile(const QString& path) {
    LibraryState st;
    st.path = path;
    const QFileInfo info(path);
    const QString folder = info.absolutePath();
    std::error_code error;
    std::filesystem::create_directories(QFile::encodeName(folder).toStdString(), error);
    if (error) {
        st.problem = error == std::errc::read_only_file_system || error == std::errc::permission_denied
                         ? Problem::ReadOnly
                         : Problem::Unusable;
        st.message = QStringLiteral("not there and cannot be created: the folder %1 cannot be made (%2)")
                         .arg(QDir::toNativeSeparators(folder), osError(error));
        return st;
    }
    const bool exists = info.exists();
    const QString blockedCompanions = exists ? companionsNotWritable(path) : QString();
    const bool writable = ::access(QFile::encodeName(folder).constData(), W_OK) == 0 &&
                          (!exists || ::access(QFile::encodeName(path).constData(), W_OK) == 0) &&
                          blockedCompanions.isEmpty();
    if (!exists && !writable) {
        st.problem = Problem::ReadOnly;
        st.message = QStringLiteral("not there and cannot be created: the folder %1 is read-only (%2)")
                         .arg(QDir::toNativeSeparators(folder),
                              osError(std::error_code(errno, std::generic_category())));
        return st;
    }
    // An empty file is what SQLite makes of a new library, so it would be seeded afresh
    // without a word; but a library file of 0 bytes once held a library.
    if (exists && info.size() == 0 && writable)
        st.notice =
            QStringLiteral(
                "The library file %1 was empty (0 bytes): whatever revisions, probe results and imported "
                "catalog rows it held are gone. A fresh library was started with the bundled catalog.")
                .arg(QDir::toNativeSeparators(path));

    connection_ = newConnectionName();
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection_);
    // The busy timeout is a connect option: it is in force before the first statement.
    QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs);
    // Writes committed in the write-ahead log but not yet copied into the file (a gputco
    // killed before its last connection closed leaves them there) that a read-only open
    // cannot see: a read-only folder cannot hold the log's index, and the file "as it is"
    // (immutable) ignored them, so history showed 1 revision of 3 (issue #32).
    const bool folderReadOnly = !writable && ::access(QFile::encodeName(folder).constData(), W_OK) != 0;
    const QString wal = path + QStringLiteral("-wal");
    QString unseen;  // why the log's writes are not shown; empty when they are (or there are none)
    if (writable) {
        db.setDatabaseName(path);
    } else if (folderReadOnly && QFileInfo(wal).size() > 0) {
        // Read a copy of the file and its log, in a folder that can hold the index; the
        // user's files are only read.
        walCopy_ = std::make_unique<QTemporaryDir>();
        const QString copy =
            walCopy_->isValid() ? walCopy_->filePath(QStringLiteral("library.sqlite")) : QString();
        if (copy.isEmpty() || !QFile::copy(path, copy) || !QFile::copy(wal, copy + QStringLiteral("-wal"))) {
            unseen = QStringLiteral(
                         "its latest writes (%1, %2 bytes) could not be copied to be read, so "
                         "revisions and prices saved since its last checkpoint are not shown")
                         .arg(QDir::toNativeSeparators(wal))
                         .arg(QFileInfo(wal).size());
            walCopy_.reset();
            db.setDatabaseName(uriOf(path, true));
            options += QStringLiteral(";QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI");
        } else {
            db.setDatabaseName(copy);
        }
    } else {
        // No log to replay: read the file as it is.
        db.setDatabaseName(uriOf(path, folderReadOnly));
        options += QStringLiteral(";QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI");
    }
    db.setConnectOptions(options);
    if (!db.open()) {
        const Opened failed = failedWith(sqlFailure(db.lastError()));
        st.problem = failed.problem;
        st.message = failed.message;
        if (!blockedCompanions.isEmpty()) st.message = QStringLiteral("not usable: ") + blockedCompanions;
        return st;
    }
    const Opened prepared = prepare(db, writable);
    if (prepared.problem != Problem::None) {
        st.problem = prepared.problem;
        st.message = prepared.message;
        if (!blockedCompanions.isEmpty() && prepared.problem != Problem::Damaged &&
            prepared.problem != Problem::Newer)
            st.message = QStringLiteral("not usable: ") + blockedCompanions;
        return st;
    }
    if (!writable) {
        st.mode = LibraryState::Mode::ReadOnly;
        st.problem = Problem::ReadOnly;
        st.message =
            !blockedCompanions.isEmpty()
                ? QStringLiteral("read-only: %1; its catalog and revisions are shown, nothing new is kept")
                      .arg(blockedCompanions)
            : unseen.isEmpty() ? QStringLiteral(
                                     "read-only (the file or its folder cannot be written): its catalog and "
                                     "revisions are shown, nothing new is kept")
                               : QStringLiteral(
                                     "read-only (the file or its folder cannot be written), and %1; "
                                     "nothing new is kept")
                                     .arg(unseen);
        return st;
    }
    const BundledRefresh refreshed = refreshBundledCatalog(connection_);
    if (!refreshed.error.empty()) {
        const Opened failed =
            failedWith(SqlOutcome{refreshed.error, refreshed.code != 0 ? refreshed.code : -1});
        st.problem = failed.problem;
        st.message = failed.message;
        return st;
    }
    st.bundledRowsAdded = refreshed.added;
    st.bundledRowsSkipped = refreshed.conflicts;
    st.mode = LibraryState::Mode::Open;
    return st;
}

void Library::openFallback() {
    close();
    connection_ = newConnectionName();
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection_);
    db.setDatabaseName(QStringLiteral(":memory:"));
    std::string error;
    if (!db.open())
        error = db.lastError().text().toStdString();
    else if (SqlOutcome migrated = migrateSchema(db); !migrated.ok())
        error = migrated.error;
    else
        error = refreshBundledCatalog(connection_).error;
    state_.mode = LibraryState::Mode::Fallback;
    state_.message = QStringLiteral("the library %1 is %2; using the bundled catalog, read-only")
                         .arg(QDir::toNativeSeparators(state_.path), state_.message);
    if (!error.empty())
        state_.message += QStringLiteral(" (which failed too: %1)").arg(QString::fromStdString(error));
}

const LibraryState& Library::open(const QString& path) {
    close();
    state_ = openFile(path);
    if (state_.mode == LibraryState::Mode::Open) return state_;
    if (state_.mode == LibraryState::Mode::ReadOnly) {
        state_.message =
            QStringLiteral("the library %1 is %2").arg(QDir::toNativeSeparators(path), state_.message);
        return state_;
    }
    openFallback();
    return state_;
}

RebuildOutcome Library::rebuild() {
    RebuildOutcome out;
    const QString path = state_.path.isEmpty() ? defaultPath() : state_.path;
    if (state_.mode != LibraryState::Mode::Closed && !state_.canRebuild()) {
        out.error = "only a damaged library is rebuilt; this one is " + state_.message.toStdString();
        return out;
    }
    close();
    // Salvage first, into a new library beside the old one; the damaged file moves aside
    // only once the new one holds what could be read.
    SalvagedRows rows;
    if (QFileInfo::exists(path)) rows = salvageFrom(path, out.salvaged);
    const QString fresh = path + QStringLiteral(".rebuilding");
    removeWithJournal(fresh);
    {
        Library building;
        const LibraryState& made = building.open(fresh);
        if (!made.usable()) {
            out.error = "cannot make a new library: " + made.message.toStdString();
            removeWithJournal(fresh);
            open(path);
            return out;
        }
        QSqlDatabase db = QSqlDatabase::database(building.connection_, false);
        if (SqlOutcome copied = insertSalvage(db, rows, out.salvaged); !copied.ok()) {
            out.error = "cannot copy what was salvaged into the new library: " + copied.error;
            building.close();
            removeWithJournal(fresh);
            open(path);
            return out;
        }
    }  // closed: its write-ahead log is folded into the file
    if (QFileInfo::exists(path)) {
        const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
        out.setAside = path + QStringLiteral(".corrupt-") + stamp;
        for (int n = 2; QFileInfo::exists(out.setAside); ++n)
            out.setAside = path + QStringLiteral(".corrupt-") + stamp + QStringLiteral("-%1").arg(n);
        if (!QFile::rename(path, out.setAside)) {
            out.error = "cannot set " + path.toStdString() + " aside as " + out.setAside.toStdString();
            out.setAside.clear();
            removeWithJournal(fresh);
            open(path);
            return out;
        }
        // The write-ahead log belongs to the old file; the new database must not replay it.
        for (const char* suffix : {"-wal", "-shm"})
            if (QFileInfo::exists(path + QLatin1String(suffix)))
                QFile::rename(path + QLatin1String(suffix), out.setAside + QLatin1String(suffix));
    }
    if (!QFile::rename(fresh, path)) {
        out.error = "cannot put the new library in place at " + path.toStdString();
        return out;
    }
    if (!open(path).usable()) out.error = state_.message.toStdString();
    return out;
}

CatalogStore Library::catalog() const {
    return CatalogStore(connection_, state_.usable());
}

std::string Library::addRevision(const QString& path, const QByteArray& content, const QDateTime& savedAt) {
    if (!state_.usable()) return "the library is not writable: " + state_.message.toStdString();
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    const SqlOutcome written = writeTransaction(db, [&](QSqlDatabase& tx) {
        QSqlQuery q(tx);
        q.prepare(QStringLiteral(
            "INSERT INTO scenario_revisions (path, saved_at, sha256, content) VALUES (?, ?, ?, ?)"));
        q.bindValue(0, QFileInfo(path).absoluteFilePath());
        q.bindValue(1, savedAt.toUTC().toString(Qt::ISODateWithMs));
        q.bindValue(2, QString::fromLatin1(contentHash(content)));
        q.bindValue(3, content);
        return q.exec() ? SqlOutcome{} : sqlFailure(q);
    });
    if (written.ok()) return {};
    return (written.busy() ? "the library is busy (another process is writing it): "
                           : "cannot write the library: ") +
           written.error;
}

std::vector<Revision> Library::revisions(const QString& path, std::string* error) const {
    std::vector<Revision> out;
    if (!readsUserLibrary()) {
        if (error) *error = state_.message.toStdString();
        return out;
    }
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare(
        QStringLiteral("SELECT id, path, saved_at, sha256, content FROM scenario_revisions"
                       " WHERE path = ? ORDER BY saved_at DESC, id DESC"));
    q.bindValue(0, QFileInfo(path).absoluteFilePath());
    if (!q.exec()) {
        if (error) *error = q.lastError().text().toStdString();
        return out;
    }
    while (q.next())
        out.push_back(Revision{q.value(0).toLongLong(), q.value(1).toString(),
                               QDateTime::fromString(q.value(2).toString(), Qt::ISODateWithMs),
                               q.value(3).toString().toLatin1(), q.value(4).toByteArray()});
    if (q.lastError().isValid() && error) *error = q.lastError().text().toStdString();
    return out;
}

QString LibraryRevisions::scenarioOf(const QString& file) const {
    return QFileInfo(file).absoluteFilePath();
}

std::string LibraryRevisions::add(const QString& scenario, const QByteArray& content) const {
    return library_.addRevision(scenario, content);
}

std::vector<RevisionRecord> LibraryRevisions::list(const QString& scenario, std::string* error) const {
    std::string why;
    const std::vector<Revision> revisions = library_.revisions(scenario, &why);
    if (error) *error = why;
    std::vector<RevisionRecord> out;
    if (!why.empty()) return out;
    out.reserve(revisions.size());
    // Newest first: the oldest is number 1.
    int number = static_cast<int>(revisions.size());
    for (const Revision& r : revisions)
        out.push_back({r.path, number--, r.savedAt, QString::fromLatin1(r.sha256), r.content.size(), {}, {}});
    return out;
}

QByteArray LibraryRevisions::content(const QString& scenario, int number, std::string* error) const {
    std::string why;
    const std::vector<Revision> revisions = library_.revisions(scenario, &why);
    if (error) *error = why;
    if (!why.empty()) return {};
    const auto count = static_cast<int>(revisions.size());
    if (number < 1 || number > count) {
        if (error) *error = "no revision " + std::to_string(number) + " (" + std::to_string(count) + " kept)";
        return {};
    }
    return revisions[static_cast<std::size_t>(count - number)].content;
}

std::string Library::addProbeResult(const QString& device, const QByteArray& document,
                                    const QDateTime& measuredAt) {
    if (!state_.usable()) return "the library is not writable: " + state_.message.toStdString();
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    const SqlOutcome written = writeTransaction(
        db, [&](QSqlDatabase& tx) { return insertProbeResult(tx, device, document, measuredAt); });
    if (written.ok()) return {};
    return (written.busy() ? "the library is busy (another process is writing it): "
                           : "cannot write the library: ") +
           written.error;
}

std::vector<ProbeRecord> Library::probeResults(std::string* error) const {
    return readProbeResults(QSqlDatabase::database(connection_, false), error);
}

namespace {

const QString kBundledRevisionSetting = QStringLiteral("bundled_catalog_sha256");

struct BundledFiles {
    std::vector<std::pair<QString, QByteArray>> bytes;  // file name, contents, in kind order
    QByteArray revision;
    std::string error;
};

const BundledFiles& bundledFiles() {
    static const BundledFiles files = [] {
        BundledFiles out;
        QCryptographicHash hash(QCryptographicHash::Sha256);
        for (Kind kind : allKinds()) {
            const QString name = kindName(kind) + QStringLiteral(".csv");
            QFile file(QStringLiteral(":/catalog/") + name);
            if (!file.open(QIODevice::ReadOnly)) {
                out.error = "the bundled catalog " + name.toStdString() + " is missing";
                return out;
            }
            out.bytes.emplace_back(name, file.readAll());
            // The name and the length too, so moving a row from one file to another is a change.
            hash.addData(name.toUtf8() + '\n' + QByteArray::number(out.bytes.back().second.size()) + '\n');
            hash.addData(out.bytes.back().second);
        }
        out.revision = hash.result().toHex();
        return out;
    }();
    return files;
}

// The bundled revision the library last took in, or "" when none.
SqlOutcome storedRevision(QSqlDatabase& db, QString& revision) {
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT value FROM library_settings WHERE name = ?"));
    q.bindValue(0, kBundledRevisionSetting);
    if (!q.exec()) return sqlFailure(q);
    revision = q.next() ? q.value(0).toString() : QString();
    return {};
}

}  // namespace

QByteArray bundledCatalogRevision() {
    return bundledFiles().revision;
}

BundledRefresh refreshBundledCatalog(const QString& connectionName) {
    BundledRefresh out;
    const BundledFiles& bundled = bundledFiles();
    if (!bundled.error.empty()) {
        out.error = bundled.error;
        return out;
    }
    QSqlDatabase db = QSqlDatabase::database(connectionName, false);
    // A look first, outside any transaction: a library that has this revision is not written.
    QString stored;
    if (SqlOutcome f = storedRevision(db, stored); !f.ok()) {
        out.error = f.error;
        out.code = f.code;
        return out;
    }
    if (stored == QLatin1String(bundled.revision)) return out;
    std::vector<CatalogFile> files;
    for (const auto& [name, bytes] : bundled.bytes) {
        files.push_back(parseCatalogCsv(bytes, name));
        if (!files.back().ok()) {
            out.error = "the bundled catalog does not import: " + files.back().problems.front();
            return out;
        }
    }
    const SqlOutcome written = writeTransaction(db, [&](QSqlDatabase& tx) {
        out.added = out.conflicts = 0;
        // Another process may have taken it in meanwhile: look again under the write lock.
        QString again;
        if (SqlOutcome f = storedRevision(tx, again); !f.ok()) return f;
        if (again == QLatin1String(bundled.revision)) return SqlOutcome{};
        for (const CatalogFile& file : files) {
            ImportOutcome counted;
            // A user's row is never replaced: a contradicting bundled row is only counted.
            if (SqlOutcome f = insertCatalogRows(tx, *file.kind, file.rows, "bundled catalog", true, counted);
                !f.ok())
                return f;
            out.added += counted.added;
            out.conflicts += counted.conflicts;
        }
        QSqlQuery q(tx);
        q.prepare(QStringLiteral("INSERT OR REPLACE INTO library_settings (name, value) VALUES (?, ?)"));
        q.bindValue(0, kBundledRevisionSetting);
        q.bindValue(1, QString::fromLatin1(bundled.revision));
        return q.exec() ? SqlOutcome{} : sqlFailure(q);
    });
    if (!written.ok()) {
        out = BundledRefresh{};
        out.error = written.error;
        out.code = written.code;
    }
    return out;
}

}  // namespace gputco::io::library
