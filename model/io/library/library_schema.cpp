#include "model/io/library/library_schema.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include "model/io/library/write_transaction.h"

namespace gputco::io::library {

const std::vector<SchemaStep>& schemaSteps() {
    // Catalog tables keep every dated row: (key, as_of) picks one, and the newest as_of on
    // or before a day is that day's price. Numbers that sources do not give are NULL.
    static const std::vector<SchemaStep> kSteps = {
        {1,
         "catalog: gpus, servers, offers, tariffs, each row sourced and dated",
         {"CREATE TABLE gpus (id INTEGER PRIMARY KEY, key TEXT NOT NULL, name TEXT NOT NULL,"
          " memory_gb REAL NOT NULL, hbm_gbps REAL NOT NULL, fp32_tflops REAL NOT NULL,"
          " tensor_fp16_tflops REAL NOT NULL, tdp_w REAL NOT NULL, eff_hbm REAL, eff_fp32 REAL,"
          " eff_tensor REAL, source TEXT NOT NULL, as_of TEXT NOT NULL)",
          "CREATE TABLE servers (id INTEGER PRIMARY KEY, key TEXT NOT NULL, name TEXT NOT NULL,"
          " gpu TEXT NOT NULL, gpu_count INTEGER NOT NULL, price REAL NOT NULL, currency TEXT NOT NULL,"
          " power_kw REAL, rack_units INTEGER, source TEXT NOT NULL, as_of TEXT NOT NULL)",
          "CREATE TABLE offers (id INTEGER PRIMARY KEY, key TEXT NOT NULL, provider TEXT NOT NULL,"
          " region TEXT, instance TEXT NOT NULL, gpu TEXT NOT NULL, gpus_per_instance INTEGER NOT NULL,"
          " pricing_mode TEXT NOT NULL CHECK (pricing_mode IN ('on_demand', 'reserved', 'spot',"
          " 'subscription')), term_months INTEGER, upfront_fraction REAL, price_per_hour REAL NOT NULL,"
          " currency TEXT NOT NULL, source TEXT NOT NULL, as_of TEXT NOT NULL)",
          "CREATE TABLE tariffs (id INTEGER PRIMARY KEY, key TEXT NOT NULL, name TEXT NOT NULL,"
          " region TEXT, tariff_kind TEXT NOT NULL, unit TEXT NOT NULL, price REAL NOT NULL,"
          " currency TEXT NOT NULL, source TEXT NOT NULL, as_of TEXT NOT NULL)",
          "CREATE INDEX gpus_key_as_of ON gpus (key, as_of)",
          "CREATE INDEX servers_key_as_of ON servers (key, as_of)",
          "CREATE INDEX offers_key_as_of ON offers (key, as_of)",
          "CREATE INDEX tariffs_key_as_of ON tariffs (key, as_of)"}},
        {2,
         "scenario revisions: every save of a scenario, with its SHA-256",
         {"CREATE TABLE scenario_revisions (id INTEGER PRIMARY KEY, path TEXT NOT NULL,"
          " saved_at TEXT NOT NULL, sha256 TEXT NOT NULL, content BLOB NOT NULL)",
          "CREATE INDEX scenario_revisions_path ON scenario_revisions (path, saved_at)"}},
        {3,
         "probe results: each measurement's JSON document",
         {"CREATE TABLE probe_results (id INTEGER PRIMARY KEY, measured_at TEXT NOT NULL,"
          " device TEXT NOT NULL, document TEXT NOT NULL)"}},
        {4,
         "exchange rates (fx), and the revision of the bundled catalog the library has taken in",
         {"CREATE TABLE fx (id INTEGER PRIMARY KEY, key TEXT NOT NULL, base TEXT NOT NULL,"
          " quote TEXT NOT NULL, rate REAL NOT NULL, source TEXT NOT NULL, as_of TEXT NOT NULL)",
          "CREATE INDEX fx_key_as_of ON fx (key, as_of)",
          // One row per setting; name 'bundled_catalog_sha256' is the SHA-256 of the bundled CSV
          // files last added (library.cpp, refreshBundledCatalog): opening with the same bundled
          // catalog writes nothing.
          "CREATE TABLE library_settings (name TEXT PRIMARY KEY, value TEXT NOT NULL)"}},
        {5,
         "the team library's catalog as last read, for working offline (issue #37)",
         // By the team library's address and kind: the rows in the team's order, each its cells
         // as a JSON array of text; replaced whole on each copy, never edited.
         {"CREATE TABLE team_catalog (library TEXT NOT NULL, kind TEXT NOT NULL, position INTEGER NOT NULL,"
          " cells TEXT NOT NULL, PRIMARY KEY (library, kind, position))",
          "CREATE TABLE team_catalog_copies (library TEXT NOT NULL, kind TEXT NOT NULL,"
          " copied_at TEXT NOT NULL, PRIMARY KEY (library, kind))"}},
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
            for (const char* sql : step.statements)
                if (!q.exec(QString::fromLatin1(sql))) return sqlFailure(q, name);
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
