// A library that cannot be used does not stop the app (library.h): the bundled catalog,
// read-only, and rebuild().
#include <catch2/catch.hpp>

#include <unistd.h>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>

#include "model/io/library/library.h"
#include "tests/library/library_support.h"

namespace gputco::io::library {

namespace {

void checkFallbackCatalog(const Library& library) {
    const CatalogStore store = library.catalog();
    CHECK(store.count(Kind::Gpus) == test::kBundledGpus);
    CHECK(store.count(Kind::Offers) == test::kBundledOffers);
    // CATALOG-SOURCES.md: GCP a2-highgpu-8g on-demand 29.38708 USD/h as of 2025-03-06.
    const auto row = store.priceOn(Kind::Offers, QStringLiteral("gcp/us-central1/a2-highgpu-8g/on_demand"),
                                   QDate(2025, 3, 6));
    REQUIRE(row);
    CHECK(row->number("price_per_hour") == 29.38708);
}

void checkRefusesWrites(Library& library) {
    CHECK_FALSE(library.addRevision(QStringLiteral("/x.gputco"), "x").empty());
    CHECK_FALSE(library.addProbeResult(QStringLiteral("dev"), "{}").empty());
    const CatalogFile file = parseCatalogCsv(
        "key,name,region,tariff_kind,unit,price,currency,source,as_of\nk,n,,electricity,kWh,0.1,USD,s,2027-"
        "01-01\n",
        QStringLiteral("tariffs.csv"));
    REQUIRE(file.ok());
    CHECK_FALSE(library.catalog().import(file, "tariffs.csv").ok());
    CHECK(library.catalog().count(Kind::Tariffs) == test::kBundledTariffs);
}

}  // namespace

TEST_CASE("library: a corrupt file opens the read-only bundled catalog and rebuild sets it aside",
          "[library][fallback]") {
    test::DataDir data;
    const QByteArray garbage = QByteArray("this is not an SQLite database, ") + QByteArray(4096, '\x5a');
    data.write("library.sqlite", garbage);
    Library library;
    const LibraryState& state = library.open();
    CHECK(state.mode == LibraryState::Mode::Fallback);
    CHECK(state.message.contains(data.library()));
    CHECK(state.message.contains(QLatin1String("not a library or damaged")));
    CHECK(state.message.contains(QLatin1String("read-only")));
    checkFallbackCatalog(library);
    checkRefusesWrites(library);
    CHECK(test::readFile(data.library()) == garbage);  // opening never changes a damaged file

    const RebuildOutcome rebuilt = library.rebuild();
    CHECK(rebuilt.error.empty());
    CHECK(library.state().usable());
    const QRegularExpression name(QStringLiteral("/library\\.sqlite\\.corrupt-\\d{8}-\\d{6}$"));
    CHECK(name.match(rebuilt.setAside).hasMatch());
    CHECK(test::readFile(rebuilt.setAside) == garbage);
    CHECK(library.catalog().count(Kind::Offers) == test::kBundledOffers);
    CHECK(library.addRevision(data.file("a.gputco"), "x").empty());
    CHECK(test::sqlValue(data.library(), "PRAGMA user_version") == "3");
}

TEST_CASE("library: a library from a newer gputco is left untouched", "[library][fallback]") {
    test::DataDir data;
    CHECK(test::sqlValue(data.library(), "PRAGMA user_version = 99") == "");
    const QByteArray before = test::readFile(data.library());
    Library library;
    CHECK_FALSE(library.open().usable());
    CHECK(library.state().message.contains(QLatin1String("made by a newer gputco (schema version 99")));
    checkFallbackCatalog(library);
    CHECK(test::readFile(data.library()) == before);
    CHECK(test::sqlValue(data.library(), "PRAGMA user_version") == "99");
}

TEST_CASE("library: a library locked by another writer falls back instead of waiting",
          "[library][fallback]") {
    test::DataDir data;
    {
        Library first;
        REQUIRE(first.open().usable());
    }
    const QString name = QStringLiteral("test-locker");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(data.library());
        REQUIRE(db.open());
        QSqlQuery q(db);
        REQUIRE(q.exec(QStringLiteral("BEGIN EXCLUSIVE")));
        REQUIRE(q.exec(QStringLiteral(
            "INSERT INTO probe_results (measured_at, device, document) VALUES ('t', 'd', '{}')")));
        Library library;
        CHECK_FALSE(library.open().usable());
        CHECK(library.state().message.contains(QLatin1String("locked")));
        checkFallbackCatalog(library);
        REQUIRE(q.exec(QStringLiteral("ROLLBACK")));
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    Library after;
    CHECK(after.open().usable());
}

TEST_CASE("library: a read-only folder gives the read-only fallback", "[library][fallback]") {
    // Root ignores file permissions, so there the folder would be writable after all.
    if (geteuid() == 0) {
        WARN("running as root: permissions are not enforced, read-only folder not testable");
        return;
    }
    test::DataDir data;
    const QString folder = data.file("ro");
    REQUIRE(QDir().mkpath(folder));
    REQUIRE(QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner |
                                              QFileDevice::ReadGroup | QFileDevice::ExeGroup |
                                              QFileDevice::ReadOther | QFileDevice::ExeOther));
    Library library;
    CHECK_FALSE(library.open(folder + QStringLiteral("/library.sqlite")).usable());
    checkFallbackCatalog(library);
    checkRefusesWrites(library);
    QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
}

}  // namespace gputco::io::library
