// Schema steps (library_schema.h): a database from every older version opens with its rows,
// and a failing step leaves the version before it.
#include <catch2/catch.hpp>

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>
#include <functional>

#include "model/io/library/catalog_schema.h"
#include "model/io/library/library.h"
#include "model/io/library/library_schema.h"
#include "model/io/library/write_transaction.h"
#include "tests/library/library_support.h"

namespace gputco::io::library {

namespace {

// Opens `path` directly, runs `body`, closes: how an older gputco would have left a file.
void withDatabase(const QString& path, const std::function<void(QSqlDatabase&)>& body) {
    const QString name = QStringLiteral("test-old");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        REQUIRE(db.open());
        body(db);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

void execOk(QSqlDatabase& db, const char* sql) {
    QSqlQuery q(db);
    INFO(sql);
    REQUIRE(q.exec(QString::fromLatin1(sql)));
}

}  // namespace

TEST_CASE("library: the schema steps are numbered 1 to 5 in order", "[library][schema]") {
    const std::vector<SchemaStep>& steps = schemaSteps();
    for (std::size_t i = 0; i < steps.size(); ++i) CHECK(steps[i].version == static_cast<int>(i) + 1);
    CHECK(currentSchemaVersion() == 5);
}

TEST_CASE("library: a library of every older version opens with its rows kept", "[library][schema]") {
    for (int old = 0; old < currentSchemaVersion(); ++old) {
        INFO("from version " << old);
        test::DataDir data;
        withDatabase(data.library(), [&](QSqlDatabase& db) {
            REQUIRE(migrateSchema(db, old).ok());
            // A row in every table that this version has.
            if (old >= 1)
                execOk(db,
                       "INSERT INTO offers (key, provider, region, instance, gpu, gpus_per_instance, "
                       "pricing_mode,"
                       " term_months, upfront_fraction, price_per_hour, currency, source, as_of) VALUES"
                       " ('old/offer', 'Old', NULL, 'x', 'A100', 8, 'spot', 0, 0, 3.25, 'USD', 'old', "
                       "'2024-05-01')");
            if (old >= 2)
                execOk(db,
                       "INSERT INTO scenario_revisions (path, saved_at, sha256, content) VALUES"
                       " ('/old.gputco', '2024-05-01T10:00:00.000Z', 'ab', 'old content')");
        });
        CHECK(test::sqlValue(data.library(), "PRAGMA user_version") == QString::number(old));
        Library library;
        REQUIRE(library.open().usable());
        CHECK(test::sqlValue(data.library(), "PRAGMA user_version") == "5");
        for (const char* table :
             {"gpus", "servers", "offers", "tariffs", "scenario_revisions", "probe_results", "fx",
              "library_settings", "team_catalog", "team_catalog_copies"}) {
            INFO(table);
            CHECK(
                test::sqlValue(
                    data.library(),
                    QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = '%1'")
                        .arg(QLatin1String(table))) == "1");
        }
        const CatalogStore store = library.catalog();
        if (old == 0) {
            // No catalog yet: the first open with catalog tables seeds them.
            CHECK(store.count(Kind::Offers) == test::kBundledOffers);
        } else {
            // The old row is kept, and the bundled rows it lacked are added beside it.
            CHECK(store.count(Kind::Offers) == 1 + test::kBundledOffers);
            const auto row = store.priceOn(Kind::Offers, QStringLiteral("old/offer"), QDate(2024, 5, 1));
            REQUIRE(row);
            CHECK(row->number("price_per_hour") == 3.25);
            CHECK(row->value("region").isEmpty());
        }
        CHECK(store.count(Kind::Fx) == test::kBundledFx);
        CHECK(library.state().bundledRowsAdded == test::kBundledRows);
        if (old >= 2) {
            const std::vector<Revision> revisions = library.revisions(QStringLiteral("/old.gputco"));
            REQUIRE(revisions.size() == 1);
            CHECK(revisions[0].content == "old content");
        }
        REQUIRE(library.addProbeResult("dev", "{}").empty());
        CHECK(library.probeResults().size() == 1);
    }
}

TEST_CASE("library: each kind's columns are its table's columns", "[library][schema]") {
    test::DataDir data;
    Library library;
    REQUIRE(library.open().usable());
    for (Kind kind : allKinds()) {
        const KindSpec& spec = kindSpec(kind);
        INFO(spec.name);
        for (const Column& c : spec.columns) {
            INFO(c.name);
            const QString notNull = test::sqlValue(
                data.library(),
                QStringLiteral("SELECT \"notnull\" FROM pragma_table_info('%1') WHERE name = '%2'")
                    .arg(QLatin1String(spec.name), QLatin1String(c.name)));
            // Empty when the column does not exist; NOT NULL exactly for the required ones.
            CHECK(notNull == (c.required ? "1" : "0"));
        }
        CHECK(
            test::sqlValue(
                data.library(),
                QStringLiteral("SELECT count(*) FROM pragma_table_info('%1')").arg(QLatin1String(spec.name)))
                .toInt() == static_cast<int>(spec.columns.size()) + 1);  // + id
    }
}

// The SQL steps 1 and 4 shipped with, before the tables were made from the kinds' columns
// (catalog_schema.h): a library made by an older gputco and one made now must be the same.
TEST_CASE("library: the catalog tables made from their description are the ones shipped",
          "[library][schema]") {
    const std::vector<QString> step1 = {
        "CREATE TABLE gpus (id INTEGER PRIMARY KEY, key TEXT NOT NULL, name TEXT NOT NULL,"
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
        "CREATE INDEX tariffs_key_as_of ON tariffs (key, as_of)"};
    CHECK(schemaSteps()[0].statements == step1);
    const std::vector<QString> step4 = {
        "CREATE TABLE fx (id INTEGER PRIMARY KEY, key TEXT NOT NULL, base TEXT NOT NULL,"
        " quote TEXT NOT NULL, rate REAL NOT NULL, source TEXT NOT NULL, as_of TEXT NOT NULL)",
        "CREATE INDEX fx_key_as_of ON fx (key, as_of)",
        "CREATE TABLE library_settings (name TEXT PRIMARY KEY, value TEXT NOT NULL)"};
    CHECK(schemaSteps()[3].statements == step4);
    // The same description in PostgreSQL's words for the team library: its types, an identity
    // id, the import each row came with, and (key, as_of) unique instead of an index.
    CHECK(
        catalogTableStatements(Kind::Fx, SqlDialect::Postgres) ==
        std::vector<QString>{
            "CREATE TABLE fx (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, key text NOT NULL,"
            " base text NOT NULL, quote text NOT NULL, rate double precision NOT NULL, source text NOT NULL,"
            " as_of text NOT NULL, import_id bigint NOT NULL DEFAULT "
            "currval(pg_get_serial_sequence('imports',"
            " 'id')) REFERENCES imports (id), UNIQUE (key, as_of))"});
}

TEST_CASE("library: a failing step is rolled back and leaves the version before it", "[library][schema]") {
    test::DataDir data;
    withDatabase(data.library(), [&](QSqlDatabase& db) {
        REQUIRE(migrateSchema(db, 1).ok());
        // Step 2 creates this table: finding it already there makes step 2 fail.
        execOk(db, "CREATE TABLE scenario_revisions (x INTEGER)");
        const std::string error = migrateSchema(db).error;
        CHECK_THAT(error, Catch::StartsWith("schema step 2 (scenario revisions"));
        CHECK_THAT(error, Catch::Contains("already exists"));
    });
    CHECK(test::sqlValue(data.library(), "PRAGMA user_version") == "1");
    CHECK(test::sqlValue(data.library(), "SELECT count(*) FROM sqlite_master WHERE name = 'probe_results'") ==
          "0");
    // The library cannot be brought up to date, so it opens as the fallback.
    Library library;
    CHECK_FALSE(library.open().usable());
    CHECK(library.state().message.contains(QLatin1String("schema step 2")));
}

}  // namespace gputco::io::library
