// The catalog in the library (catalog_store.h): seeding, dated imports, priceOn, round trip,
// and revisions and probe results beside it.
#include <catch2/catch.hpp>

#include <QElapsedTimer>

#include "model/io/library/library.h"
#include "tests/library/library_support.h"

using gputco::test::kOfferHeader;

namespace gputco::io::library {

namespace {

const QString kP4d = QStringLiteral("aws/us-east-1/p4d.24xlarge/on_demand");

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
    CHECK(store.count(Kind::Fx) == test::kBundledFx);
    CHECK(library.state().bundledRowsAdded == test::kBundledRows);
    CHECK(test::sqlValue(data.library(), "PRAGMA journal_mode") == "wal");
    CHECK(test::sqlValue(data.library(), "PRAGMA user_version") == "5");
    CHECK(test::sqlValue(data.library(),
                         "SELECT value FROM library_settings WHERE name = 'bundled_catalog_sha256'") ==
          QString::fromLatin1(bundledCatalogRevision()));
    // A second open seeds nothing more: the library has this bundled catalog already.
    Library again;
    REQUIRE(again.open().usable());
    CHECK(again.state().bundledRowsAdded == 0);
    CHECK(again.catalog().count(Kind::Offers) == test::kBundledOffers);
}

namespace {

// Runs `sql` on the library file through a connection of its own; fails the test if it does not run.
void exec(const QString& path, const QString& sql) {
    INFO(sql.toStdString());
    CHECK(test::sqlValue(path, sql).isEmpty());
}

}  // namespace

TEST_CASE(
    "library: a library made with older bundled rows gets the new ones on open, keeps its own, "
    "and a second open writes nothing",
    "[library][store][refresh]") {
    test::DataDir data;
    test::makeLibrary();
    const QString path = data.library();
    // Make it what an earlier gputco left: the bundled catalog before the 2025-2026 refresh
    // (no fx rows, no p5en or B200 offer, no revision recorded), plus rows of the user's own.
    exec(path, "DELETE FROM library_settings");
    exec(path, "DELETE FROM fx");
    exec(path, "DELETE FROM offers WHERE instance IN ('p5en.48xlarge', 'p6-b200.48xlarge')");
    exec(path, "DELETE FROM gpus WHERE key IN ('B200', 'MI300X')");
    const int offersBefore = test::sqlValue(path, "SELECT count(*) FROM offers").toInt();
    // resources/catalog/offers.csv: p5en.48xlarge (8x H200) has 4 rows and p6-b200.48xlarge
    // (8x B200) 4 rows, all AWS us-east-1 as of 2026-09-27 (CATALOG-SOURCES.md, AWS table).
    CHECK(offersBefore == test::kBundledOffers - 8);
    // The user's own row, and a user's row with the key and date of a bundled row but their
    // own price (the bundled p5en on-demand price is 63.296 USD/h on 2026-09-27).
    exec(path,
         "INSERT INTO offers (key, provider, region, instance, gpu, gpus_per_instance, pricing_mode,"
         " term_months, upfront_fraction, price_per_hour, currency, source, as_of) VALUES"
         " ('mine/offer', 'Mine', NULL, 'x', 'H100-SXM', 8, 'on_demand', 0, 0, 40, 'USD', 'my quote', "
         "'2026-10-01'),"
         " ('aws/us-east-1/p5en.48xlarge/on_demand', 'AWS', 'us-east-1', 'p5en.48xlarge', 'H200-SXM', 8,"
         " 'on_demand', 0, 0, 60, 'USD', 'my negotiated price', '2026-09-27')");
    exec(path, "PRAGMA user_version = 3");  // and its schema was version 3, without fx
    exec(path, "DROP TABLE fx");
    exec(path, "DROP TABLE library_settings");
    exec(path, "DROP TABLE team_catalog");  // and what later steps added
    exec(path, "DROP TABLE team_catalog_copies");

    Library library;
    REQUIRE(library.open().usable());
    // Added: 7 offers (the 8 removed, less the p5en on-demand row the user contradicts), the 2
    // GPU models and the 6 exchange rates; skipped and counted: the contradicting row.
    CHECK(library.state().bundledRowsAdded == 7 + 2 + test::kBundledFx);
    CHECK(library.state().bundledRowsSkipped == 1);
    const CatalogStore store = library.catalog();
    CHECK(store.count(Kind::Offers) == test::kBundledOffers + 1);  // + the user's own, - none
    CHECK(store.count(Kind::Gpus) == test::kBundledGpus);
    CHECK(store.count(Kind::Fx) == test::kBundledFx);
    const auto mine = store.priceOn(Kind::Offers, QStringLiteral("mine/offer"), QDate(2026, 12, 1));
    REQUIRE(mine);
    CHECK(mine->number("price_per_hour") == 40);
    // The user's row is never overwritten by the bundled one.
    const auto p5en = store.priceOn(Kind::Offers, QStringLiteral("aws/us-east-1/p5en.48xlarge/on_demand"),
                                    QDate(2026, 9, 27));
    REQUIRE(p5en);
    CHECK(p5en->number("price_per_hour") == 60);
    CHECK(p5en->value("source") == QLatin1String("my negotiated price"));
    // The new B200 rows are there: p6-b200.48xlarge Capacity Block 98.84 USD/h ([TERM]).
    const auto block = store.priceOn(
        Kind::Offers, QStringLiteral("aws/us-east-1/p6-b200.48xlarge/capacity_block"), QDate(2026, 12, 1));
    REQUIRE(block);
    CHECK(block->number("price_per_hour") == 98.84);

    // A second open finds the revision recorded and writes nothing: with another connection
    // holding the write lock for 3 s it still opens at once and adds nothing.
    {
        test::LockHolder holder(path, 3000);
        REQUIRE(holder.locked());
        QElapsedTimer clock;
        clock.start();
        Library again;
        REQUIRE(again.open().usable());
        CHECK(clock.elapsed() < 1500);
        CHECK(again.state().bundledRowsAdded == 0);
        CHECK(again.state().bundledRowsSkipped == 0);
        CHECK(again.catalog().count(Kind::Offers) == test::kBundledOffers + 1);
    }
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
    const ImportOutcome first = store.importFile(offersFile(later), "offers.csv");
    REQUIRE(first.ok());
    CHECK(first.added == 1);
    CHECK(first.alreadyPresent == 0);
    const ImportOutcome second = store.importFile(offersFile(later + later), "offers.csv");
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
    const ImportOutcome outcome = store.importFile(offersFile(fresh + clash), "offers.csv");
    REQUIRE(outcome.problems.size() == 1);
    CHECK_THAT(
        outcome.problems[0],
        Catch::StartsWith("offers.csv line 3: key aws/us-east-1/p4d.24xlarge/on_demand as of 2026-11-01 "
                          "is already in the library with other values"));
    CHECK(outcome.added == 0);
    CHECK(store.count(Kind::Offers) == test::kBundledOffers);  // line 2 was rolled back too
    // A file with a validation problem never reaches the database.
    const ImportOutcome bad = store.importFile(
        offersFile(fresh + "k,A,,x,A100,1,on_demand,0,0,abc,USD,s,2027-01-01\n"), "offers.csv");
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
        const ImportOutcome outcome = store.importFile(back, "export.csv");
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

TEST_CASE("library: every row read back in key and date order, its text as stored and repeats shared",
          "[library][store]") {
    test::DataDir data;
    Library library;
    REQUIRE(library.open().usable());
    const CatalogStore store = library.catalog();
    // Made-up rows, out of order: two dates of one key, a Chinese source, an empty region, a
    // price with no short decimal form and one that prints with an exponent.
    const QByteArray rows =
        QStringLiteral(
            "zz/b,阿里云,,gn7,A100-40GB-SXM4,8,on_demand,0,0,0.1,CNY,阿里云价格页,2027-02-01\n"
            "zz/b,阿里云,,gn7,A100-40GB-SXM4,8,on_demand,0,0,123456789.125,CNY,阿里云价格页,2027-01-01\n"
            "zz/a,Lambda,us-west-1,x,A100-40GB-SXM4,1,reserved,12,0.25,1e-7,USD,s,2027-01-01\n")
            .toUtf8();
    REQUIRE(store.importFile(offersFile(rows), "offers.csv").ok());
    std::vector<CatalogRow> ours;
    for (const CatalogRow& row : store.rows(Kind::Offers))
        if (row.key().startsWith(QLatin1String("zz/"))) ours.push_back(row);
    REQUIRE(ours.size() == 3);
    // By key, then as_of: zz/a, then zz/b's January row before its February one.
    CHECK(ours[0].key() == QLatin1String("zz/a"));
    CHECK(ours[1].asOf() == QLatin1String("2027-01-01"));
    CHECK(ours[2].asOf() == QLatin1String("2027-02-01"));
    // Numbers in the shortest form that reads back the same; integers as integers.
    CHECK(ours[0].value("price_per_hour") == QLatin1String("1e-07"));
    CHECK(ours[0].value("upfront_fraction") == QLatin1String("0.25"));
    CHECK(ours[0].value("term_months") == QLatin1String("12"));
    CHECK(ours[1].value("price_per_hour") == QLatin1String("123456789.125"));
    CHECK(ours[2].value("price_per_hour") == QLatin1String("0.1"));
    CHECK(ours[2].value("gpus_per_instance") == QLatin1String("8"));
    CHECK(ours[1].value("region").isEmpty());
    CHECK(ours[1].value("source") == QStringLiteral("阿里云价格页"));
    // One string for a value the column repeats (the memory of 50,000 offers, issue #32).
    CHECK(ours[1].value("source").constData() == ours[2].value("source").constData());
    CHECK(ours[1].value("provider").constData() == ours[2].value("provider").constData());
}

}  // namespace gputco::io::library
