#include "model/io/library/probe_shelf.h"

#include <QSqlError>
#include <QSqlQuery>

#include "model/io/library/catalog_schema.h"

namespace gputco::io::library {

SqlOutcome insertProbeResult(QSqlDatabase& db, const QString& device, const QByteArray& document,
                             const QDateTime& measuredAt) {
    const bool sqlite = dialectOf(db) == SqlDialect::Sqlite;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO probe_results (measured_at, device, document) VALUES (?, ?, ?)"));
    // SQLite's columns are text: the time as ISO 8601 with milliseconds, the document as UTF-8
    // text (a probe document is JSON). PostgreSQL's are timestamptz and bytea.
    if (sqlite)
        q.addBindValue(measuredAt.toUTC().toString(Qt::ISODateWithMs));
    else
        q.addBindValue(measuredAt.toUTC());
    q.addBindValue(device);
    if (sqlite)
        q.addBindValue(QString::fromUtf8(document));
    else
        q.addBindValue(document);
    return q.exec() ? SqlOutcome{} : sqlFailure(q);
}

std::vector<ProbeRecord> readProbeResults(const QSqlDatabase& db, std::string* error) {
    const bool sqlite = dialectOf(db) == SqlDialect::Sqlite;
    std::vector<ProbeRecord> out;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    const QString addedBy = sqlite ? QStringLiteral("''") : QStringLiteral("added_by");
    if (!q.exec("SELECT id, measured_at, device, document, " + addedBy +
                " FROM probe_results ORDER BY measured_at DESC, id DESC")) {
        if (error) *error = q.lastError().text().toStdString();
        return out;
    }
    while (q.next()) {
        QDateTime at = sqlite ? QDateTime::fromString(q.value(1).toString(), Qt::ISODateWithMs)
                              : q.value(1).toDateTime();
        at = at.toUTC();
        out.push_back(ProbeRecord{q.value(0).toLongLong(), at, q.value(2).toString(),
                                  sqlite ? q.value(3).toString().toUtf8() : q.value(3).toByteArray(),
                                  q.value(4).toString()});
    }
    if (q.lastError().isValid()) {
        if (error) *error = q.lastError().text().toStdString();
        out.clear();
    }
    return out;
}

}  // namespace gputco::io::library
