#include "model/io/library/write_transaction.h"

#include <QSqlQuery>
#include <QThread>

#include "model/io/library/catalog_schema.h"

namespace gputco::io::library {

namespace {

int nativeCode(const QSqlError& error) {
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    if (ok && code != 0) return code & 0xff;  // an extended code's low byte is its primary code
    // Some paths in Qt's driver give no code: the message still says what happened.
    const QString text = error.text();
    if (text.contains(QLatin1String("database is locked")) ||
        text.contains(QLatin1String("database table is locked")))
        return 5;
    if (text.contains(QLatin1String("readonly database"))) return 8;
    if (text.contains(QLatin1String("file is not a database"))) return 26;
    if (text.contains(QLatin1String("malformed"))) return 11;
    return ok ? code : -1;
}

bool run(QSqlDatabase& db, const char* sql, SqlOutcome& outcome) {
    QSqlQuery q(db);
    if (q.exec(QString::fromLatin1(sql))) return true;
    outcome = sqlFailure(q);
    return false;
}

}  // namespace

SqlOutcome sqlFailure(const QSqlError& error, const std::string& context) {
    SqlOutcome out;
    const QString text = error.text().trimmed();
    out.error = context.empty() ? text.toStdString() : context + ": " + text.toStdString();
    if (out.error.empty()) out.error = "unknown SQLite error";
    out.code = nativeCode(error);
    out.state = error.nativeErrorCode().toStdString();
    return out;
}

SqlOutcome sqlFailure(const QSqlQuery& query, const std::string& context) {
    return sqlFailure(query.lastError(), context);
}

SqlOutcome writeTransaction(QSqlDatabase& db, const std::function<SqlOutcome(QSqlDatabase&)>& body,
                            int attempts) {
    SqlOutcome outcome;
    const bool postgres = dialectOf(db) == SqlDialect::Postgres;
    if (postgres) attempts = 1;  // "busy" is SQLite's
    for (int attempt = 0; attempt < attempts; ++attempt) {
        if (attempt > 0) QThread::msleep(50 * attempt);  // let the holder finish
        outcome = {};
        // PostgreSQL has no IMMEDIATE: its writers wait for each other's rows, not a file's lock.
        if (!run(db, postgres ? "BEGIN" : "BEGIN IMMEDIATE", outcome)) {
            if (outcome.busy()) continue;
            return outcome;
        }
        outcome = body(db);
        SqlOutcome commit;
        if (outcome.ok() && run(db, "COMMIT", commit)) return {};
        if (outcome.ok()) outcome = commit;
        SqlOutcome ignored;
        run(db, "ROLLBACK", ignored);
        if (!outcome.busy()) return outcome;
    }
    return outcome;
}

}  // namespace gputco::io::library
