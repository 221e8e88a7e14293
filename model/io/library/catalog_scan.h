// Every row of one catalog table, read through SQLite's own interface on the connection that
// Qt holds. The catalog picker opens on 50,000 offers in under 0.3 s (issue #32, item 13):
// through QSqlQuery each value became a QVariant of UTF-16 text that SQLite converted for it,
// and reading the rows was three quarters of the picker's opening.
#pragma once

#include <QSqlDatabase>
#include <string>
#include <vector>

#include "model/io/library/catalog_row.h"

namespace gputco::io::library {

// The rows of `kind` by key, as_of, then id; each value as CatalogStore gives it (numbers in
// the shortest form that reads back the same). On failure, `error` says why and the rows
// read so far are dropped.
std::vector<CatalogRow> scanCatalogRows(const QSqlDatabase& db, Kind kind, std::string* error);

}  // namespace gputco::io::library
