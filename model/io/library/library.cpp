#include "model/io/library/library.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>
#include <atomic>

#include "model/io/data_dir.h"
#include "model/io/library/library_schema.h"
#include "model/io/scenario_file.h"

namespace gputco::io::library {

namespace {

QString newConnectionName() {
    static std::atomic<int> counter{0};
    return QStringLiteral("gputco-library-%1").arg(++counter);
}

std::string sqlError(const QSqlQuery& q) {
    return q.lastError().text().toStdString();
}

bool exec(QSqlDatabase& db, const QString& sql, std::string& error) {
    QSqlQuery q(db);
    if (q.exec(sql)) return true;
    error = sqlError(q);
    return false;
}

// The settings every connection needs, then the schema, then a real write: a locked or
// read-only file often opens and reads fine and fails only on the first write.
std::string prepare(QSqlDatabase& db) {
    std::string error;
    if (!exec(db, QStringLiteral("PRAGMA foreign_keys = ON"), error)) return "not usable: " + error;
    const int version = schemaVersion(db, error);
    if (version < 0) return "not a library or damaged: " + error;
    if (version > currentSchemaVersion())
        return "made by a newer gputco (schema version " + std::to_string(version) +
               ", this one knows up to " + std::to_string(currentSchemaVersion()) + ")";
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA journal_mode = WAL")) || !q.next())
        return "cannot use write-ahead logging: " + sqlError(q);
    if (q.value(0).toString() != QLatin1String("wal") && q.value(0).toString() != QLatin1String("memory"))
        return "cannot use write-ahead logging (journal mode " + q.value(0).toString().toStdString() + ")";
    if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next()) return "damaged: " + sqlError(q);
    if (q.value(0).toString() != QLatin1String("ok"))
        return "damaged: " + q.value(0).toString().toStdString();
    if (std::string why = migrateSchema(db); !why.empty()) return why;
    if (!db.transaction()) return "cannot write: " + db.lastError().text().toStdString();
    if (!q.exec(QStringLiteral("PRAGMA user_version = %1").arg(currentSchemaVersion())) || !db.commit()) {
        const std::string why = sqlError(q) + db.lastError().text().toStdString();
        db.rollback();
        return "cannot write: " + why;
    }
    return {};
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
    state_.mode = LibraryState::Mode::Closed;
}

std::string Library::openFile(const QString& path) {
    const QString folder = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(folder)) return "cannot create the folder " + folder.toStdString();
    connection_ = newConnectionName();
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection_);
    db.setDatabaseName(path);
    // Another gputco writing at the same moment is waited for, briefly, before "locked".
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=2000"));
    if (!db.open()) return "cannot open: " + db.lastError().text().toStdString();
    if (std::string why = prepare(db); !why.empty()) return why;
    return seedBundledCatalog(connection_);
}

void Library::openFallback(const QString& why) {
    close();
    connection_ = newConnectionName();
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection_);
    db.setDatabaseName(QStringLiteral(":memory:"));
    std::string error;
    if (!db.open())
        error = db.lastError().text().toStdString();
    else if (error = migrateSchema(db); error.empty())
        error = seedBundledCatalog(connection_);
    state_.mode = LibraryState::Mode::Fallback;
    state_.message = why + QStringLiteral("; using the bundled catalog, read-only");
    if (!error.empty())
        state_.message += QStringLiteral(" (which failed too: %1)").arg(QString::fromStdString(error));
}

const LibraryState& Library::open(const QString& path) {
    close();
    state_ = LibraryState{};
    state_.path = path;
    const std::string why = openFile(path);
    if (why.empty()) {
        state_.mode = LibraryState::Mode::Open;
        return state_;
    }
    openFallback(QStringLiteral("the library %1 is %2").arg(path, QString::fromStdString(why)));
    return state_;
}

RebuildOutcome Library::rebuild() {
    RebuildOutcome out;
    const QString path = state_.path.isEmpty() ? defaultPath() : state_.path;
    close();
    if (QFileInfo::exists(path)) {
        const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
        out.setAside = path + QStringLiteral(".corrupt-") + stamp;
        for (int n = 2; QFileInfo::exists(out.setAside); ++n)
            out.setAside = path + QStringLiteral(".corrupt-") + stamp + QStringLiteral("-%1").arg(n);
        if (!QFile::rename(path, out.setAside)) {
            out.error = "cannot set " + path.toStdString() + " aside as " + out.setAside.toStdString();
            out.setAside.clear();
            open(path);
            return out;
        }
        // The write-ahead log belongs to the old file; a fresh database must not replay it.
        for (const char* suffix : {"-wal", "-shm"})
            if (QFileInfo::exists(path + QLatin1String(suffix)))
                QFile::rename(path + QLatin1String(suffix), out.setAside + QLatin1String(suffix));
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
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "INSERT INTO scenario_revisions (path, saved_at, sha256, content) VALUES (?, ?, ?, ?)"));
    q.bindValue(0, QFileInfo(path).absoluteFilePath());
    q.bindValue(1, savedAt.toUTC().toString(Qt::ISODateWithMs));
    q.bindValue(2, QString::fromLatin1(contentHash(content)));
    q.bindValue(3, content);
    if (!db.transaction()) return "cannot write the library: " + db.lastError().text().toStdString();
    if (!q.exec() || !db.commit()) {
        const std::string why = sqlError(q);
        db.rollback();
        return "cannot write the library: " + why;
    }
    return {};
}

std::vector<Revision> Library::revisions(const QString& path) const {
    std::vector<Revision> out;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare(
        QStringLiteral("SELECT id, path, saved_at, sha256, content FROM scenario_revisions"
                       " WHERE path = ? ORDER BY saved_at DESC, id DESC"));
    q.bindValue(0, QFileInfo(path).absoluteFilePath());
    if (!q.exec()) return out;
    while (q.next())
        out.push_back(Revision{q.value(0).toLongLong(), q.value(1).toString(),
                               QDateTime::fromString(q.value(2).toString(), Qt::ISODateWithMs),
                               q.value(3).toString().toLatin1(), q.value(4).toByteArray()});
    return out;
}

std::string Library::addProbeResult(const QString& device, const QByteArray& document,
                                    const QDateTime& measuredAt) {
    if (!state_.usable()) return "the library is not writable: " + state_.message.toStdString();
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO probe_results (measured_at, device, document) VALUES (?, ?, ?)"));
    q.bindValue(0, measuredAt.toUTC().toString(Qt::ISODateWithMs));
    q.bindValue(1, device);
    q.bindValue(2, QString::fromUtf8(document));
    if (!db.transaction()) return "cannot write the library: " + db.lastError().text().toStdString();
    if (!q.exec() || !db.commit()) {
        const std::string why = sqlError(q);
        db.rollback();
        return "cannot write the library: " + why;
    }
    return {};
}

std::vector<ProbeRecord> Library::probeResults() const {
    std::vector<ProbeRecord> out;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    if (!q.exec(QStringLiteral("SELECT id, measured_at, device, document FROM probe_results"
                               " ORDER BY measured_at DESC, id DESC")))
        return out;
    while (q.next())
        out.push_back(ProbeRecord{q.value(0).toLongLong(),
                                  QDateTime::fromString(q.value(1).toString(), Qt::ISODateWithMs),
                                  q.value(2).toString(), q.value(3).toString().toUtf8()});
    return out;
}

std::string seedBundledCatalog(const QString& connectionName) {
    const CatalogStore store(connectionName, true);
    for (Kind kind : allKinds())
        if (store.count(kind) != 0) return {};  // not a first run: the user's catalog stays as it is
    for (Kind kind : allKinds()) {
        const QString name = kindName(kind) + QStringLiteral(".csv");
        QFile file(QStringLiteral(":/catalog/") + name);
        if (!file.open(QIODevice::ReadOnly))
            return "the bundled catalog " + name.toStdString() + " is missing";
        const ImportOutcome outcome = store.import(parseCatalogCsv(file.readAll(), name), name);
        if (!outcome.ok()) return "the bundled catalog does not import: " + outcome.problems.front();
    }
    return {};
}

}  // namespace gputco::io::library
