// Schema steps (library_schema.h): a database from every older version opens with its rows,
// and a failing step leaves the version before it.
#include <catch2/catch.hpp>

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>
#include <functional>

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
