// The library's SQL schema, declared in one place as numbered steps (DESIGN.md, Files):
// step k turns a version k-1 database into version k, inside its own transaction, and sets
// PRAGMA user_version = k in it, so a crash leaves a database at a whole version. A step's
// SQL is frozen once shipped: a change is a new step, never an edit of an old one.
#pragma once

#include <QSqlDatabase>
#include <QString>
#include <string>
#include <vector>

namespace gputco::io::library {

struct SchemaStep {
    int version;                      // the version this step produces
    const char* summary;              // what it adds, for messages and docs/library.md
    std::vector<QString> statements;  // run in order
};

const std::vector<SchemaStep>& schemaSteps();
int currentSchemaVersion();

// PRAGMA user_version of `db`; -1 with `error` set when it cannot be read (not a database).
int schemaVersion(QSqlDatabase& db, std::string& error);

struct SqlOutcome;

// Runs the steps after the database's version, up to `upTo` (the current version by
// default; tests stop earlier to make an old database). Each step is a write transaction
// that reads the version again under the write lock, so two processes opening a new library
// at once do not both run it. Fails naming the step; a failed step is rolled back and leaves
// the previous version.
SqlOutcome migrateSchema(QSqlDatabase& db, int upTo = -1);

}  // namespace gputco::io::library
