// The catalog tables of an open library: import (adds rows, keeps older ones, skips rows
// already there), list, and the row in force on a day. Holds only a connection name; the
// Library owns the connection.
#pragma once

#include <QDate>
#include <QSet>
#include <QSqlDatabase>
#include <QString>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/io/library/catalog_book.h"
#include "model/io/library/catalog_csv.h"

namespace gputco::io::library {

struct ImportOutcome {
    int added = 0;
    int alreadyPresent = 0;  // identical in every column to a stored row
    int conflicts = 0;       // same key and as_of as a stored row, other values
    // Servers and offers rows not stored because their gpu is no gpus key of the library,
    // counted by that GPU: a price for a GPU the catalog cannot describe.
    std::map<QString, int> unknownGpus;
    // Rows that contradict stored ones (same key and as_of, other values) or a failed write;
    // when not empty, nothing was stored.
    std::vector<std::string> problems;
    // The first row that contradicted, or the row whose write failed.
    std::optional<CatalogRow> stoppedAt;

    bool ok() const { return problems.empty(); }
};

struct SqlOutcome;

// What a library does once it knows an import adds rows, before the first is written, in the
// same transaction: the team library records the import (who, when, how many rows), which
// every row then names.
using BeforeInsert = std::function<SqlOutcome(QSqlDatabase& db, int newRows)>;

// Stores `rows` (of any kinds) inside the caller's transaction, in this computer's library or
// the team's (catalog_schema.h), by one rule: a row identical to a stored one (or to an earlier
// row of `rows`) is counted as present; one with the same kind, key and as_of but other values
// is a contradiction, a problem that writes nothing (with `skipConflicts`, only counted); the
// rest are added in their order, after `beforeInsert`. Returns the SQL failure, if any.
SqlOutcome storeCatalogRows(QSqlDatabase& db, const std::vector<CatalogRow>& rows, const std::string& where,
                            bool skipConflicts, ImportOutcome& out, const BeforeInsert& beforeInsert = {});
// Within the caller's transaction, on either backend: leaves out of `rows` the servers and
// offers whose GPU is neither a gpus key of the library nor a gpus row of `rows`, counted in
// out.unknownGpus (GpuCheck::LeaveOutUndescribed).
// `alsoDescribed`: models the library knows besides its own gpus rows (the team library's
// reference models, TeamCatalog).
SqlOutcome leaveOutUndescribedGpus(QSqlDatabase& db, std::vector<CatalogRow>& rows, ImportOutcome& out,
                                   const QSet<QString>& alsoDescribed = {});
// The same for rows all of `kind`.
SqlOutcome insertCatalogRows(QSqlDatabase& db, Kind kind, const std::vector<CatalogRow>& rows,
                             const std::string& where, bool skipConflicts, ImportOutcome& out);

enum class CatalogOrder {
    ByKeyAndDate,  // key, as_of, then the order they were added in
    AsAdded,       // the order they were added in: the team library's imports, oldest first
};
// Every row of `kind` on either backend, each value as the store gives it (numbers in the
// shortest form that reads back the same); on failure `error` says why and nothing is returned.
std::vector<CatalogRow> readCatalogRows(const QSqlDatabase& db, Kind kind, CatalogOrder order,
                                        std::string* error = nullptr);
// The row of `key` in force on `date` on either backend: the newest with as_of <= date.
std::optional<CatalogRow> catalogPriceOn(const QSqlDatabase& db, Kind kind, const QString& key,
                                         const QDate& date);

class CatalogStore : public CatalogBook {
public:
    CatalogStore(QString connectionName, bool writable);

    // Imports (catalog_book.h: importRows, importFile) are one transaction each: all rows or none.
    // Every row of a kind, by key then as_of.
    std::vector<CatalogRow> rows(Kind kind, std::string* error = nullptr) const override;
    // The row of `key` in force on `date`: the newest with as_of <= date; nullopt if none.
    std::optional<CatalogRow> priceOn(Kind kind, const QString& key, const QDate& date) const override;
    int count(Kind kind) const;

protected:
    ImportOutcome importChecked(const std::vector<CatalogRow>& rows, const QString& note,
                                GpuCheck check) const override;

private:
    QString connection_;
    bool writable_;
};

}  // namespace gputco::io::library
