// The team library's tables on PostgreSQL (issue #37), as numbered migration steps: a server
// holds the version of the last step it ran, and `gputco-cli library migrate` runs the ones
// after it, each in a transaction of its own, so that a step either happened whole or not at
// all. The roles the grants name come first, from packaging/team-library.sql.
#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QString>

namespace gputco::io::library {

// The server's words for an error (its message, not Qt's wrapping), else Qt's.
QString sqlErrorText(const QSqlError& error);

// The version the last step makes: what this gputco reads and writes.
int teamSchemaVersion();

struct TeamMigration {
    int from = 0;   // the server's version before; 0 for an empty database
    int to = 0;     // after
    QString error;  // empty when the server is at teamSchemaVersion()
    bool ok() const { return error.isEmpty(); }
};

// The server's version: 0 for a database without gputco's tables; -1 with `error` set when it
// cannot be read.
int teamServerVersion(QSqlDatabase& db, QString* error = nullptr);
// Runs the steps the server has not run. Refuses a server a newer gputco migrated, naming both
// versions, and a server without the roles, naming the script that makes them. `upTo` stops
// earlier (tests make a library of an older version that way).
TeamMigration migrateTeamLibrary(QSqlDatabase& db, int upTo = -1);

}  // namespace gputco::io::library
