#include "model/io/library/catalog_store.h"

#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>
#include <algorithm>
#include <memory>

#include "model/io/library/catalog_scan.h"
#include "model/io/library/catalog_schema.h"
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

namespace {

// One kind's statements on one connection, in its dialect, prepared once for a whole import.
class KindStatements {
public:
    KindStatements(QSqlDatabase& db, Kind kind) : spec_(kindSpec(kind)), held_(db), insert_(db) {
        const SqlDialect dialect = dialectOf(db);
        const QString table = QString::fromLatin1(spec_.name);
        QStringList same;
        QStringList marks;
        for (const Column& c : spec_.columns) {
            same.append(sameValueTest(c.name, dialect));
            marks.append(QStringLiteral("?"));
        }
        // One statement, so one snapshot: on PostgreSQL another import may commit between two
        // statements, and a row found "not identical" by one and "there" by the next would be
        // called a contradiction.
        prepared_ = held_.prepare("SELECT " + same.join(QStringLiteral(" AND ")) + " FROM " + table +
                                  " WHERE key = ? AND as_of = ?") &&
                    insert_.prepare("INSERT INTO " + table + " (" + columnList(spec_) + ") VALUES (" +
                                    marks.join(QStringLiteral(", ")) + ")");
    }
    bool prepared() const { return prepared_; }
    // The first failed statement's error.
    SqlOutcome failure(const std::string& context) const {
        for (const QSqlQuery* q : {&held_, &insert_})
            if (q->lastError().isValid()) return sqlFailure(*q, context);
        return SqlOutcome{context, -1};
    }

    enum class Held { New, Present, Contradicted };
    // The library's rows of the same key and date: none, one identical, or only others.
    std::optional<Held> held(const CatalogRow& row) {
        const int columns = static_cast<int>(spec_.columns.size());
        for (int c = 0; c < columns; ++c)
            held_.bindValue(c, sqlValue(spec_.columns[static_cast<std::size_t>(c)], row.values[c]));
        held_.bindValue(columns, row.key());
        held_.bindValue(columns + 1, row.asOf());
        if (!held_.exec()) return std::nullopt;
        Held found = Held::New;
        while (held_.next())
            if (held_.value(0).toBool())
                found = Held::Present;
            else if (found == Held::New)
                found = Held::Contradicted;
        held_.finish();
        return found;
    }
    bool insert(const CatalogRow& row) {
        for (std::size_t c = 0; c < spec_.columns.size(); ++c)
            insert_.bindValue(static_cast<int>(c), sqlValue(spec_.columns[c], row.values[c]));
        const bool ok = insert_.exec();
        if (ok) insert_.finish();
        return ok;
    }

private:
    const KindSpec& spec_;
    QSqlQuery held_;
    QSqlQuery insert_;
    bool prepared_ = false;
};

}  // namespace

namespace {

SqlOutcome storeRows(QSqlDatabase& db, std::map<Kind, std::unique_ptr<KindStatements>>& statements,
                     const std::vector<CatalogRow>& rows, const std::string& where, bool skipConflicts,
                     ImportOutcome& out, const BeforeInsert& beforeInsert) {
    // Rows new to the library, and, by kind, key and date, the first of them: a file that
    // repeats a row adds it once, and one that gives a key two prices on one day contradicts
    // itself as it would contradict the library.
    std::vector<const CatalogRow*> fresh;
    QHash<QString, const CatalogRow*> freshByKey;
    const auto contradiction = [&](const CatalogRow& row, const char* what) {
        ++out.conflicts;
        if (!out.stoppedAt) out.stoppedAt = row;
        if (!skipConflicts)
            out.problems.push_back(where + " line " + std::to_string(row.line) + ": key " +
                                   row.key().toStdString() + " as of " + row.asOf().toStdString() +
                                   " is already in " + what +
                                   " with other values (date a correction with a later as_of)");
    };
    for (const CatalogRow& row : rows) {
        auto& kindStatements = statements[row.kind];
        if (!kindStatements) {
            kindStatements = std::make_unique<KindStatements>(db, row.kind);
            if (!kindStatements->prepared()) return kindStatements->failure("cannot write the library");
        }
        const QString id =
            kindName(row.kind) + QLatin1Char('\n') + row.key() + QLatin1Char('\n') + row.asOf();
        if (const CatalogRow* earlier = freshByKey.value(id)) {
            if (earlier->values == row.values)
                ++out.alreadyPresent;
            else
                contradiction(row, "the file");
            continue;
        }
        const std::optional<KindStatements::Held> held = kindStatements->held(row);
        if (!held) return kindStatements->failure("cannot read the library");
        // Two different prices for one key on one day would make priceOn ambiguous; a
        // correction is a new row with a later as_of.
        if (*held == KindStatements::Held::Present) {
            ++out.alreadyPresent;
        } else if (*held == KindStatements::Held::Contradicted) {
            contradiction(row, "the library");
        } else {
            fresh.push_back(&row);
            freshByKey.insert(id, &row);
        }
    }
    // A contradiction refuses the whole import unless the caller skips them: nothing written.
    if (fresh.empty() || !out.problems.empty()) return {};
    if (beforeInsert)
        if (SqlOutcome before = beforeInsert(db, static_cast<int>(fresh.size())); !before.ok()) return before;
    for (const CatalogRow* row : fresh) {
        KindStatements& kindStatements = *statements[row->kind];
        if (!kindStatements.insert(*row)) {
            out.stoppedAt = *row;
            return kindStatements.failure("cannot write the library");
        }
        ++out.added;
    }
    return {};
}

}  // namespace

SqlOutcome storeCatalogRows(QSqlDatabase& db, const std::vector<CatalogRow>& rows, const std::string& where,
                            bool skipConflicts, ImportOutcome& out, const BeforeInsert& beforeInsert) {
    std::map<Kind, std::unique_ptr<KindStatements>> statements;
    const SqlOutcome stored = storeRows(db, statements, rows, where, skipConflicts, out, beforeInsert);
    // On PostgreSQL a failed statement has ended the transaction: it is rolled back while the
    // statements still exist, since freeing them in an aborted transaction only earns warnings.
    if (!stored.ok() && dialectOf(db) == SqlDialect::Postgres) db.rollback();
    return stored;
}

SqlOutcome insertCatalogRows(QSqlDatabase& db, Kind kind, const std::vector<CatalogRow>& rows,
                             const std::string& where, bool skipConflicts, ImportOutcome& out) {
    std::vector<CatalogRow> ofKind;
    ofKind.reserve(rows.size());
    for (const CatalogRow& row : rows) {
        ofKind.push_back(row);
        ofKind.back().kind = kind;
    }
    return storeCatalogRows(db, ofKind, where, skipConflicts, out);
}

ImportOutcome CatalogBook::importRows(const std::vector<CatalogRow>& rows, const QString& note) const {
    return importChecked(rows, note, GpuCheck::KeepAll);
}

ImportOutcome CatalogBook::importFile(const CatalogFile& file, const QString& fileName) const {
    if (!file.ok() || !file.kind) {
        ImportOutcome out;
        out.problems = file.problems;
        if (out.problems.empty())
            out.problems.push_back(QFileInfo(fileName).fileName().toStdString() +
                                   ": the kind of catalog is not known");
        return out;
    }
    return importChecked(file.rows, QFileInfo(fileName).fileName(), GpuCheck::LeaveOutUndescribed);
}

SqlOutcome leaveOutUndescribedGpus(QSqlDatabase& db, std::vector<CatalogRow>& rows, ImportOutcome& out,
                                   const QSet<QString>& alsoDescribed) {
    const auto gpuColumn = [](Kind kind) { return kind == Kind::Gpus ? -1 : columnIndex(kind, "gpu"); };
    if (std::none_of(rows.begin(), rows.end(), [&](const CatalogRow& r) { return gpuColumn(r.kind) >= 0; }))
        return {};
    QSet<QString> gpus = alsoDescribed;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT DISTINCT key FROM gpus")))
        return sqlFailure(q, "cannot read the library");
    while (q.next()) gpus.insert(q.value(0).toString());
    for (const CatalogRow& row : rows)
        if (row.kind == Kind::Gpus) gpus.insert(row.key());
    std::vector<CatalogRow> kept;
    kept.reserve(rows.size());
    for (CatalogRow& row : rows) {
        const int at = gpuColumn(row.kind);
        if (at >= 0 && !gpus.contains(row.values[at]))
            ++out.unknownGpus[row.values[at]];
        else
            kept.push_back(std::move(row));
    }
    rows = std::move(kept);
    return {};
}

ImportOutcome CatalogStore::importChecked(const std::vector<CatalogRow>& all, const QString& note,
                                          GpuCheck check) const {
    ImportOutcome out;
    if (!writable_) {
        out.problems.push_back("the library is read-only; nothing imported");
        return out;
    }
    const std::string where = note.toStdString();
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    const SqlOutcome written = writeTransaction(db, [&](QSqlDatabase& tx) {
        out = ImportOutcome{};
        std::vector<CatalogRow> rows = all;
        if (check == GpuCheck::LeaveOutUndescribed)
            if (const SqlOutcome read = leaveOutUndescribedGpus(tx, rows, out); !read.ok()) return read;
        const SqlOutcome inserted = storeCatalogRows(tx, rows, where, false, out);
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

std::vector<CatalogRow> readCatalogRows(const QSqlDatabase& db, Kind kind, CatalogOrder order,
                                        std::string* error) {
    // SQLite's rows by key and date come through its own interface, the fastest way (catalog_scan.h).
    if (order == CatalogOrder::ByKeyAndDate && dialectOf(db) == SqlDialect::Sqlite)
        return scanCatalogRows(db, kind, error);
    const KindSpec& spec = kindSpec(kind);
    std::vector<CatalogRow> rows;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    const QString orderBy =
        order == CatalogOrder::ByKeyAndDate ? QStringLiteral("key, as_of, id") : QStringLiteral("id");
    if (!q.exec("SELECT " + columnList(spec) + " FROM " + QString::fromLatin1(spec.name) + " ORDER BY " +
                orderBy)) {
        if (error) *error = q.lastError().text().toStdString();
        return rows;
    }
    while (q.next()) rows.push_back(rowFrom(kind, q));
    if (q.lastError().isValid()) {
        if (error) *error = q.lastError().text().toStdString();
        rows.clear();
    }
    return rows;
}

std::optional<CatalogRow> catalogPriceOn(const QSqlDatabase& db, Kind kind, const QString& key,
                                         const QDate& date) {
    const KindSpec& spec = kindSpec(kind);
    QSqlQuery q(db);
    // ISO dates compare as text in date order.
    q.prepare("SELECT " + columnList(spec) + " FROM " + QString::fromLatin1(spec.name) +
              " WHERE key = ? AND as_of <= ? ORDER BY as_of DESC, id DESC LIMIT 1");
    q.bindValue(0, key);
    q.bindValue(1, date.toString(Qt::ISODate));
    if (!q.exec() || !q.next()) return std::nullopt;
    return rowFrom(kind, q);
}

std::optional<CatalogRow> CatalogStore::priceOn(Kind kind, const QString& key, const QDate& date) const {
    return catalogPriceOn(QSqlDatabase::database(connection_, false), kind, key, date);
}

int CatalogStore::count(Kind kind) const {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    if (!q.exec("SELECT count(*) FROM " + QString::fromLatin1(kindSpec(kind).name)) || !q.next()) return -1;
    return q.value(0).toInt();
}

}  // namespace gputco::io::library
