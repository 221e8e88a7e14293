#include "model/io/library/library_schema.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include "model/io/library/catalog_schema.h"
#include "model/io/library/write_transaction.h"

namespace gputco::io::library {

namespace {

// The catalog tables' statements, from their one description (catalog_schema.h).
std::vector<QString> catalogTables(std::initializer_list<Kind> kinds) {
    std::vector<QString> tables;
    std::vector<QString> indexes;
    for (Kind kind : kinds) {
        const std::vector<QString> statements = catalogTableStatements(kind, SqlDialect::Sqlite);
        tables.push_back(statements.front());
        indexes.insert(indexes.end(), statements.begin() + 1, statements.end());
    }
    tables.insert(tables.end(), indexes.begin(), indexes.end());
    return tables;
}

std::vector<QString> concat(std::vector<QString> a, const std::vector<QString>& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

}  // namespace

const std::vector<SchemaStep>& schemaSteps() {
    // Catalog tables keep every dated row: (key, as_of) picks one, and the newest as_of on
    // or before a day is that day's price. Numbers that sources do not give are NULL. Their
    // SQL is made from the kinds' columns (catalog_schema.h), the same description the team
    // library's tables are made from; a test holds it to the text these steps shipped with.
    static const std::vector<SchemaStep> kSteps = {
        {1, "catalog: gpus, servers, offers, tariffs, each row sourced and dated",
         catalogTables({Kind::Gpus, Kind::Servers, Kind::Offers, Kind::Tariffs})},
        {2,
         "scenario revisions: every save of a scenario, with its SHA-256",
         {QStringLiteral("CREATE TABLE scenario_revisions (id INTEGER PRIMARY KEY, path TEXT NOT NULL,"
                         " saved_at TEXT NOT NULL, sha256 TEXT NOT NULL, content BLOB NOT NULL)"),
          QStringLiteral("CREATE INDEX scenario_revisions_path ON scenario_revisions (path, saved_at)")}},
        {3,
         "probe results: each measurement's JSON document",
         {QStringLiteral("CREATE TABLE probe_results (id INTEGER PRIMARY KEY, measured_at TEXT NOT NULL,"
                         " device TEXT NOT NULL, document TEXT NOT NULL)")}},
        {4, "exchange rates (fx), and the revision of the bundled catalog the library has taken in",
         concat(
             catalogTables({Kind::Fx}),
             // One row per setting; name 'bundled_catalog_sha256' is the SHA-256 of the bundled CSV
             // files last added (library.cpp, refreshBundledCatalog): opening with the same bundled
             // catalog writes nothing.
             {QStringLiteral("CREATE TABLE library_settings (name TEXT PRIMARY KEY, value TEXT NOT NULL)")})},
        {5,
         "the team library's catalog as last read, for working offline (issue #37)",
         // By the team library's address and kind: the rows in the team's order, each its cells
         // as a JSON array of text; replaced whole on each copy, never edited.
         {QStringLiteral(
              "CREATE TABLE team_catalog (library TEXT NOT NULL, kind TEXT NOT NULL, position INTEGER "
              "NOT NULL, cells TEXT NOT NULL, PRIMARY KEY (library, kind, position))"),
          QStringLiteral("CREATE TABLE team_catalog_copies (library TEXT NOT NULL, kind TEXT NOT NULL,"
                         " copied_at TEXT NOT NULL, PRIMARY KEY (library, kind))")}},
    };
    return kSteps;
}

int currentSchemaVersion() {
    return schemaSteps().back().version;
}

int schemaVersion(QSqlDatabase& db, std::string& error) {
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next()) {
        error = q.lastError().text().toStdString();
        return -1;
    }
    return q.value(0).toInt();
}

SqlOutcome migrateSchema(QSqlDatabase& db, int upTo) {
    if (upTo < 0) upTo = currentSchemaVersion();
    for (const SchemaStep& step : schemaSteps()) {
        if (step.version > upTo) break;
        const std::string name = "schema step " + std::to_string(step.version) + " (" + step.summary + ")";
        const SqlOutcome outcome = writeTransaction(db, [&](QSqlDatabase& tx) {
            std::string error;
            const int from = schemaVersion(tx, error);
            if (from < 0) return SqlOutcome{"cannot read the schema version: " + error, -1};
            if (step.version <= from) return SqlOutcome{};  // done already, perhaps by another process
            QSqlQuery q(tx);
            for (const QString& sql : step.statements)
                if (!q.exec(sql)) return sqlFailure(q, name);
            // user_version is in the database header, written with the transaction: all or nothing.
            if (!q.exec(QStringLiteral("PRAGMA user_version = %1").arg(step.version)))
                return sqlFailure(q, name);
            return SqlOutcome{};
        });
        if (!outcome.ok()) return outcome;
    }
    return {};
}

}  // namespace gputco::io::library
