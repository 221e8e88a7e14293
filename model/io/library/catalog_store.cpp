#include "model/io/library/catalog_store.h"

#include <QFileInfo>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

#include "model/io/library/catalog_scan.h"
#include "model/io/library/write_transaction.h"

namespace gputco::io::library {

namespace {

QString columnList(const KindSpec& spec) {
    QStringList names;
    for (const Column& c : spec.columns) names.append(QString::fromLatin1(c.name));
    return names.join(QStringLiteral(", "));
}

// The SQL value of one validated field: NULL for an empty optional one.
QVariant sqlValue(const Column& column, const QString& text) {
    if (text.isEmpty()) return QVariant();
    switch (column.type) {
        case ColumnType::Number:
        case ColumnType::Fraction:
            return text.toDouble();
        case ColumnType::Integer:
            return text.toLongLong();
        default:
            return text;
    }
}

// Numbers come back in the shortest form that reads back to the same double, so export
// then import finds every row identical.
QString textValue(const Column& column, const QVariant& value) {
    if (value.isNull()) return QString();
    if (column.type == ColumnType::Number || column.type == ColumnType::Fraction)
        return QString::number(value.toDouble(), 'g', QLocale::FloatingPointShortest);
    return value.toString();
}

CatalogRow rowFrom(Kind kind, const QSqlQuery& q) {
    CatalogRow row{kind, {}, 0};
    const std::vector<Column>& columns = kindSpec(kind).columns;
    row.values.reserve(static_cast<qsizetype>(columns.size()));
    for (std::size_t i = 0; i < columns.size(); ++i)
        row.values.append(textValue(columns[i], q.value(static_cast<int>(i))));
    return row;
}

}  // namespace

CatalogStore::CatalogStore(QString connectionName, bool writable)
    : connection_(std::move(connectionName)), writable_(writable) {}

SqlOutcome insertCatalogRows(QSqlDatabase& db, Kind kind, const std::vector<CatalogRow>& rows,
                             const std::string& where, bool skipConflicts, ImportOutcome& out) {
    const KindSpec& spec = kindSpec(kind);
    const QString table = QString::fromLatin1(spec.name);
    QStringList same;
    QStringList marks;
    for (const Column& c : spec.columns) {
        same.append(QString::fromLatin1(c.name) + QStringLiteral(" IS ?"));
        marks.append(QStringLiteral("?"));
    }
    QSqlQuery identical(db);
    QSqlQuery clash(db);
    QSqlQuery insert(db);
    if (!identical.prepare("SELECT count(*) FROM " + table + " WHERE " + same.join(QStringLiteral(" AND "))))
        return sqlFailure(identical, "cannot write the library");
    if (!clash.prepare("SELECT count(*) FROM " + table + " WHERE key = ? AND as_of = ?"))
        return sqlFailure(clash, "cannot write the library");
    if (!insert.prepare("INSERT INTO " + table + " (" + columnList(spec) + ") VALUES (" +
                        marks.join(QStringLiteral(", ")) + ")"))
        return sqlFailure(insert, "cannot write the library");
    for (const CatalogRow& row : rows) {
        for (std::size_t c = 0; c < spec.columns.size(); ++c)
            identical.bindValue(static_cast<int>(c), sqlValue(spec.columns[c], row.values[c]));
        if (!identical.exec() || !identical.next()) return sqlFailure(identical, "cannot write the library");
        const bool present = identical.value(0).toInt() > 0;
        identical.finish();
        if (present) {
            ++out.alreadyPresent;
            continue;
        }
        clash.bindValue(0, row.key());
        clash.bindValue(1, row.asOf());
        if (!clash.exec() || !clash.next()) return sqlFailure(clash, "cannot write the library");
        const bool clashes = clash.value(0).toInt() > 0;
        clash.finish();
        // Two different prices for one key on one day would make priceOn ambiguous; a
        // correction is a new row with a later as_of.
        if (clashes) {
            ++out.conflicts;
            if (!skipConflicts)
                out.problems.push_back(where + " line " + std::to_string(row.line) + ": key " +
                                       row.key().toStdString() + " as of " + row.asOf().toStdString() +
                                       " is already in the library with other values (date a correction "
                                       "with a later as_of)");
            continue;
        }
        for (std::size_t c = 0; c < spec.columns.size(); ++c)
            insert.bindValue(static_cast<int>(c), sqlValue(spec.columns[c], row.values[c]));
        if (!insert.exec()) return sqlFailure(insert, "cannot write the library");
        ++out.added;
    }
    return {};
}

ImportOutcome CatalogStore::import(const CatalogFile& file, const QString& fileName) const {
    ImportOutcome out;
    const std::string where = QFileInfo(fileName).fileName().toStdString();
    if (!file.ok() || !file.kind) {
        out.problems = file.problems;
        if (out.problems.empty()) out.problems.push_back(where + ": the kind of catalog is not known");
        return out;
    }
    if (!writable_) {
        out.problems.push_back("the library is read-only; nothing imported");
        return out;
    }
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    const int gpuColumn = columnIndex(*file.kind, "gpu");
    const SqlOutcome written = writeTransaction(db, [&](QSqlDatabase& tx) {
        out = ImportOutcome{};
        std::vector<CatalogRow> rows;
        if (gpuColumn < 0) {
            rows = file.rows;
        } else {
            QSet<QString> gpus;
            QSqlQuery q(tx);
            if (!q.exec(QStringLiteral("SELECT DISTINCT key FROM gpus")))
                return sqlFailure(q, "cannot read the library");
            while (q.next()) gpus.insert(q.value(0).toString());
            for (const CatalogRow& row : file.rows) {
                if (const QString& gpu = row.values[gpuColumn]; !gpus.contains(gpu))
                    ++out.unknownGpus[gpu];
                else
                    rows.push_back(row);
            }
        }
        const SqlOutcome inserted = insertCatalogRows(tx, *file.kind, rows, where, false, out);
        // A contradiction rolls the whole file back: all rows or none.
        if (inserted.ok() && !out.problems.empty()) return SqlOutcome{"contradictions", 0};
        return inserted;
    });
    if (!written.ok()) {
        if (out.problems.empty())
            out.problems.push_back(written.busy() ? "the library is busy (another process is writing it): " +
                                                        written.error
                                                  : written.error);
        out.added = 0;
        out.alreadyPresent = 0;
    }
    return out;
}

std::vector<CatalogRow> CatalogStore::rows(Kind kind, std::string* error) const {
    return scanCatalogRows(QSqlDatabase::database(connection_, false), kind, error);
}

std::optional<CatalogRow> CatalogStore::priceOn(Kind kind, const QString& key, const QDate& date) const {
    const KindSpec& spec = kindSpec(kind);
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    // ISO dates compare as text in date order.
    q.prepare("SELECT " + columnList(spec) + " FROM " + QString::fromLatin1(spec.name) +
              " WHERE key = ? AND as_of <= ? ORDER BY as_of DESC, id DESC LIMIT 1");
    q.bindValue(0, key);
    q.bindValue(1, date.toString(Qt::ISODate));
    if (!q.exec() || !q.next()) return std::nullopt;
    return rowFrom(kind, q);
}

int CatalogStore::count(Kind kind) const {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    if (!q.exec("SELECT count(*) FROM " + QString::fromLatin1(kindSpec(kind).name)) || !q.next()) return -1;
    return q.value(0).toInt();
}

}  // namespace gputco::io::library
