// The team library's catalog kept in this computer's library (issue #37): the rows last read from
// the server, by its address and kind, so that the catalog buttons have the team's prices while
// the server is out of reach, read-only and with the date they were copied.
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QVariant>

#include "model/io/library/library.h"
#include "model/io/library/write_transaction.h"

namespace gputco::io::library {

std::string Library::keepTeamCatalog(const QString& address, Kind kind, const std::vector<CatalogRow>& rows,
                                     const QDateTime& copiedAt) {
    if (!state_.usable()) return "the library is not writable: " + state_.message.toStdString();
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    const QString kindText = kindName(kind);
    const SqlOutcome written = writeTransaction(db, [&](QSqlDatabase& tx) {
        QSqlQuery q(tx);
        q.prepare(QStringLiteral("DELETE FROM team_catalog WHERE library = ? AND kind = ?"));
        q.addBindValue(address);
        q.addBindValue(kindText);
        if (!q.exec()) return sqlFailure(q);
        // One statement, its values bound as columns: SQLite runs it once per row.
        QVariantList libraries, kinds, positions, cells;
        for (std::size_t i = 0; i < rows.size(); ++i) {
            libraries << address;
            kinds << kindText;
            positions << static_cast<qlonglong>(i);
            cells << QString::fromUtf8(
                QJsonDocument(QJsonArray::fromStringList(rows[i].values)).toJson(QJsonDocument::Compact));
        }
        QSqlQuery insert(tx);
        insert.prepare(
            QStringLiteral("INSERT INTO team_catalog (library, kind, position, cells) VALUES (?, ?, ?, ?)"));
        insert.addBindValue(libraries);
        insert.addBindValue(kinds);
        insert.addBindValue(positions);
        insert.addBindValue(cells);
        if (!rows.empty() && !insert.execBatch()) return sqlFailure(insert);
        QSqlQuery copied(tx);
        copied.prepare(QStringLiteral(
            "INSERT OR REPLACE INTO team_catalog_copies (library, kind, copied_at) VALUES (?, ?, ?)"));
        copied.addBindValue(address);
        copied.addBindValue(kindText);
        copied.addBindValue(copiedAt.toUTC().toString(Qt::ISODateWithMs));
        return copied.exec() ? SqlOutcome{} : sqlFailure(copied);
    });
    if (written.ok()) return {};
    return (written.busy() ? "the library is busy (another process is writing it): "
                           : "cannot write the library: ") +
           written.error;
}

std::optional<std::vector<CatalogRow>> Library::keptTeamCatalog(const QString& address, Kind kind,
                                                                QDateTime* copiedAt,
                                                                std::string* error) const {
    if (!readsUserLibrary()) {
        if (error) *error = state_.message.toStdString();
        return std::nullopt;
    }
    const QString kindText = kindName(kind);
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery when(db);
    when.prepare(QStringLiteral("SELECT copied_at FROM team_catalog_copies WHERE library = ? AND kind = ?"));
    when.addBindValue(address);
    when.addBindValue(kindText);
    if (!when.exec()) {
        if (error) *error = sqlFailure(when).error;
        return std::nullopt;
    }
    if (!when.next()) return std::nullopt;
    if (copiedAt) *copiedAt = QDateTime::fromString(when.value(0).toString(), Qt::ISODateWithMs);
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(
        QStringLiteral("SELECT cells FROM team_catalog WHERE library = ? AND kind = ? ORDER BY position"));
    q.addBindValue(address);
    q.addBindValue(kindText);
    if (!q.exec()) {
        if (error) *error = sqlFailure(q).error;
        return std::nullopt;
    }
    std::vector<CatalogRow> rows;
    while (q.next()) {
        CatalogRow row;
        row.kind = kind;
        for (const QJsonValue& cell : QJsonDocument::fromJson(q.value(0).toString().toUtf8()).array())
            row.values << cell.toString();
        rows.push_back(std::move(row));
    }
    return rows;
}

}  // namespace gputco::io::library
