// The catalog tables of an open library: import (adds rows, keeps older ones, skips rows
// already there), list, and the row in force on a day. Holds only a connection name; the
// Library owns the connection.
#pragma once

#include <QDate>
#include <QSqlDatabase>
#include <QString>
#include <map>
#include <optional>
#include <string>
#include <vector>

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

    bool ok() const { return problems.empty(); }
};

struct SqlOutcome;

// Inserts `rows` of `kind` inside the caller's transaction: identical rows are counted as
// present; a row that contradicts a stored one is a problem (or, with `skipConflicts`, only
// counted). Returns the SQL failure, if any.
SqlOutcome insertCatalogRows(QSqlDatabase& db, Kind kind, const std::vector<CatalogRow>& rows,
                             const std::string& where, bool skipConflicts, ImportOutcome& out);

class CatalogStore {
public:
    CatalogStore(QString connectionName, bool writable);

    // Stores a validated file (parseCatalogCsv) in one transaction: all rows or none, but for
    // servers and offers rows whose gpu is not in the library's gpus, which are left out and
    // counted in unknownGpus.
    ImportOutcome import(const CatalogFile& file, const QString& fileName) const;
    // Every row of a kind, by key then as_of.
    std::vector<CatalogRow> rows(Kind kind, std::string* error = nullptr) const;
    // The row of `key` in force on `date`: the newest with as_of <= date; nullopt if none.
    std::optional<CatalogRow> priceOn(Kind kind, const QString& key, const QDate& date) const;
    int count(Kind kind) const;

private:
    QString connection_;
    bool writable_;
};

}  // namespace gputco::io::library
