// The catalog tables described once, for both backends (issue #37): each kind's columns
// (catalog_kind.h) make its CREATE TABLE in SQLite's words for this computer's library and in
// PostgreSQL's for the team library, and the statements that compare, add and read rows are
// made from the same description, so that both libraries keep a price by the same rules.
//
// Where the two differ, and why:
// - types: SQLite's REAL, INTEGER and TEXT are PostgreSQL's double precision, integer and
//   text; the row id is an identity column there;
// - "the same value, NULL included" is `IS` in SQLite and `IS NOT DISTINCT FROM` in PostgreSQL;
// - the team library names the import that brought each row (`import_id`, filled from the
//   imports row written first in the same transaction), and keeps (key, as_of) unique: two
//   analysts' imports run side by side there, while SQLite's writers take turns.
#pragma once

#include <QSqlDatabase>
#include <QString>
#include <vector>

#include "model/io/library/catalog_kind.h"

namespace gputco::io::library {

enum class SqlDialect { Sqlite, Postgres };

// The dialect of an open connection: QPSQL is PostgreSQL, anything else SQLite.
SqlDialect dialectOf(const QSqlDatabase& db);

// CREATE TABLE for `kind` in `dialect`.
QString catalogTableSql(Kind kind, SqlDialect dialect);
// Its statements: the table, then its (key, as_of) index in SQLite (PostgreSQL's unique
// constraint is that index).
std::vector<QString> catalogTableStatements(Kind kind, SqlDialect dialect);

// "a IS ?" in SQLite, "a IS NOT DISTINCT FROM ?" in PostgreSQL: equal, or both NULL.
QString sameValueTest(const char* column, SqlDialect dialect);

}  // namespace gputco::io::library
