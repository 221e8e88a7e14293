// The catalog in the library (catalog_store.h): seeding, dated imports, priceOn, round trip,
// and revisions and probe results beside it.
#include <catch2/catch.hpp>

#include "model/io/library/library.h"
#include "tests/library/library_support.h"

namespace gputco::io::library {

namespace {

const QString kP4d = QStringLiteral("aws/us-east-1/p4d.24xlarge/on_demand");
const QByteArray kOfferHeader =
    "key,provider,region,instance,gpu,gpus_per_instance,pricing_mode,term_months,upfront_fraction,"
    "price_per_hour,currency,source,as_of\n";

CatalogFile offersFile(const QByteArray& rows) {
    return parseCatalogCsv(kOfferHeader + rows, QStringLiteral("offers.csv"));
}

}  // namespace

TEST_CASE("library: a first open creates library.sqlite, WAL, current schema, seeded catalog",
          "[library][store]") {
    test::DataDir data;
    Library library;
    REQUIRE(library.open().usable());
    CHECK(library.state().path == data.library());
    CHECK(library.state().message.isEmpty());
    const CatalogStore store = library.catalog();
    CHECK(store.count(Kind::Gpus) == test::kBundledGpus);
    CHECK(store.count(Kind::Servers) == test::kBundledServers);
    CHECK(store.count(Kind::Offers) == test::kBundledOffers);
    CHECK(store.count(Kind::Tariffs) == test::kBundledTariffs);
    CHECK(test::sqlValue(data.library(), "PRAGMA journal_mode") == "wal");
    CHECK(test::sqlValue(data.library(), "PRAGMA user_version") == "3");
    // A second open seeds nothing more: the tables are not empty.
    Library again;
    REQUIRE(again.open().usable());
    CHECK(again.catalog().count(Kind::Offers) == test::kBundledOffers);
}

TEST_CASE("library: newer prices are added beside the old ones and priceOn answers each date",
          "[library][store]") {
    test::DataDir data;
    Library library;
    REQUIRE(library.open().usable());
    const CatalogStore store = library.catalog();
    // The bundled row: CATALOG-SOURCES.md, AWS p4d.24xlarge us-east-1 on-demand 21.957642 USD/h
    // as of 2026-11; the row below is a made-up later price, to have two dates.
    const QByteArray later =
        "aws/us-east-1/p4d.24xlarge/on_demand,AWS,us-east-1,p4d.24xlarge,A100-40GB-SXM4,8,"
        "on_demand,0,0,19.5,USD,test price,2027-01-01\n";
    const ImportOutcome first = store.import(offersFile(later), "offers.csv");
    REQUIRE(first.ok());
    CHECK(first.added == 1);
    CHECK(first.alreadyPresent == 0);
    const ImportOutcome second = store.import(offersFile(later + later), "offers.csv");
    REQUIRE(second.ok());
    CHECK(second.added == 0);
    CHECK(second.alreadyPresent == 2);
    CHECK(store.count(Kind::Offers) == test::kBundledOffers + 1);

    CHECK_FALSE(store.priceOn(Kind::Offers, kP4d, QDate(2026, 10, 31)));  // before the first row
    const auto onFirstDay = store.priceOn(Kind::Offers, kP4d, QDate(2026, 11, 1));
    REQUIRE(onFirstDay);
    CHECK(onFirstDay->number("price_per_hour") == 21.957642);
    const auto lastOld = store.priceOn(Kind::Offers, kP4d, QDate(2026, 12, 31));
    REQUIRE(lastOld);
    CHECK(lastOld->number("price_per_hour") == 21.957642);
    const auto newest = store.priceOn(Kind::Offers, kP4d, QDate(2027, 1, 1));
    REQUIRE(newest);
    CHECK(newest->number("price_per_hour") == 19.5);
    CHECK(newest->value("source") == QLatin1String("test price"));
    CHECK_FALSE(store.priceOn(Kind::Offers, QStringLiteral("no/such/offer"), QDate(2030, 1, 1)));
}

TEST_CASE("library: one key, one date, other values is refused and nothing of the file is stored",
          "[library][store]") {
    test::DataDir data;
    Library library;
    REQUIRE(library.open().usable());
    const CatalogStore store = library.catalog();
    const QByteArray fresh = "new/offer,Lambda,,x,A100,1,on_demand,0,0,1.5,USD,s,2027-01-01\n";
    // Same key and as_of as the bundled p4d row (2026-11-01), another price.
    const QByteArray clash =
        "aws/us-east-1/p4d.24xlarge/on_demand,AWS,us-east-1,p4d.24xlarge,A100-40GB-SXM4,8,"
        "on_demand,0,0,9.99,USD,s,2026-11-01\n";
    const ImportOutcome outcome = store.import(offersFile(fresh + clash), "offers.csv");
    REQUIRE(outcome.problems.size() == 1);
    CHECK_THAT(
        outcome.problems[0],
        Catch::StartsWith("offers.csv line 3: key aws/us-east-1/p4d.24xlarge/on_demand as of 2026-11-01 "
                          "is already in the library with other values"));
    CHECK(outcome.added == 0);
    CHECK(store.count(Kind::Offers) == test::kBundledOffers);  // line 2 was rolled back too
    // A file with a validation problem never reaches the database.
    const ImportOutcome bad =
        store.import(offersFile(fresh + "k,A,,x,A100,1,on_demand,0,0,abc,USD,s,2027-01-01\n"), "offers.csv");
    CHECK_FALSE(bad.ok());
    CHECK(store.count(Kind::Offers) == test::kBundledOffers);
}

TEST_CASE("library: export then import finds every row already present", "[library][store]") {
    test::DataDir data;
    Library library;
    REQUIRE(library.open().usable());
    const CatalogStore store = library.catalog();
    for (Kind kind : allKinds()) {
        INFO(kindName(kind).toStdString());
        const std::vector<CatalogRow> rows = store.rows(kind);
        const QByteArray csv = writeCatalogCsv(kind, rows);
        const CatalogFile back = parseCatalogCsv(csv, kindName(kind) + ".csv");
        REQUIRE(back.ok());
        const ImportOutcome outcome = store.import(back, "export.csv");
        REQUIRE(outcome.ok());
        CHECK(outcome.added == 0);
        CHECK(outcome.alreadyPresent == static_cast<int>(rows.size()));
        CHECK(store.count(kind) == static_cast<int>(rows.size()));
    }
}

TEST_CASE("library: every save is a revision, listed newest first with its SHA-256", "[library][store]") {
    test::DataDir data;
    Library library;
    REQUIRE(library.open().usable());
    const QString path = data.file("plan.gputco");
    const QDateTime t0(QDate(2026, 12, 1), QTime(9, 0), Qt::UTC);
    REQUIRE(library.addRevision(path, "abc", t0).empty());
    REQUIRE(library.addRevision(path, "abcd", t0.addSecs(60)).empty());
    REQUIRE(library.addRevision(data.file("other.gputco"), "x", t0).empty());
    const std::vector<Revision> revisions = library.revisions(path);
    REQUIRE(revisions.size() == 2);
    CHECK(revisions[0].content == "abcd");
    CHECK(revisions[0].savedAt == t0.addSecs(60));
    CHECK(revisions[1].content == "abc");
    // FIPS 180-2, appendix B.1: SHA-256("abc").
    CHECK(revisions[1].sha256 == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    CHECK(revisions[1].path == path);
}

TEST_CASE("library: probe results are kept with their device and document", "[library][store]") {
    test::DataDir data;
    Library library;
    REQUIRE(library.open().usable());
    const QDateTime t0(QDate(2026, 12, 1), QTime(9, 0), Qt::UTC);
    REQUIRE(library.addProbeResult("NVIDIA A100-SXM4-40GB", R"({"format":"gputco.probe","version":1})", t0)
                .empty());
    REQUIRE(
        library.addProbeResult("NVIDIA H200", R"({"format":"gputco.probe","version":1,"x":2})", t0.addSecs(5))
            .empty());
    const std::vector<ProbeRecord> results = library.probeResults();
    REQUIRE(results.size() == 2);
    CHECK(results[0].device == "NVIDIA H200");
    CHECK(results[1].device == "NVIDIA A100-SXM4-40GB");
    CHECK(results[1].document == R"({"format":"gputco.probe","version":1})");
    CHECK(results[1].measuredAt == t0);
}

}  // namespace gputco::io::library
