// One catalog suite, two backends (issue #37): this computer's library (SQLite, CatalogStore)
// and the team library (PostgreSQL, TeamCatalog) through their one interface (catalog_book.h).
// Each case runs on both; they keep rows through one code over tables from one description, and
// the cases pin where the SQL dialects differ: an empty optional cell is NULL, and "the same
// row" must find NULL equal to NULL (SQLite's IS, PostgreSQL's IS NOT DISTINCT FROM).
// Registered with the team library's tests (tests/team_library/CMakeLists.txt), whose fixture
// starts the PostgreSQL server.
#include <QStringList>
#include <catch2/catch.hpp>
#include <memory>

#include "model/io/library/catalog_book.h"
#include "model/io/library/catalog_store.h"
#include "model/io/library/library.h"
#include "model/io/library/team_library.h"
#include "tests/library/on_backend.h"

namespace gputco::io::library {

namespace {

// A catalog of one backend, fresh for the test.
OnBackend<CatalogBook> backend(const std::string& name) {
    return OnBackend<CatalogBook>(
        name, [](Library& local) { return std::make_unique<CatalogStore>(local.catalog()); },
        [](TeamLibrary& team) { return std::make_unique<TeamCatalog>(team); });
}

// An offer row from its cells in the CSV's column order (resources/catalog/offers.csv).
CatalogRow offer(const QString& csv) {
    CatalogRow row{Kind::Offers, csv.split(QLatin1Char(',')), 0};
    REQUIRE(row.values.size() == static_cast<qsizetype>(kindSpec(Kind::Offers).columns.size()));
    return row;
}

// The rows of `kind` whose key starts "zz/": the test's own, beside the bundled catalog's in this
// computer's library.
std::vector<CatalogRow> ours(const CatalogBook& book, Kind kind) {
    std::string error;
    std::vector<CatalogRow> rows;
    for (const CatalogRow& row : book.rows(kind, &error))
        if (row.key().startsWith(QLatin1String("zz/"))) rows.push_back(row);
    INFO(error);
    CHECK(error.empty());
    return rows;
}

}  // namespace

TEST_CASE("catalog on both backends: rows read back in key and date order, their text as imported") {
    const std::string name = GENERATE(as<std::string>{}, "SQLite", "PostgreSQL");
    INFO(name);
    const auto b = backend(name);
    // Out of order: two dates of one key, Chinese text, empty optional cells, a price with no
    // short decimal form and one that prints with an exponent.
    const ImportOutcome in = b->importRows(
        {offer(
             QStringLiteral("zz/b,阿里云,,gn7,A100-40GB-SXM4,8,on_demand,,,0.1,CNY,阿里云价格页,2027-02-01")),
         offer(QStringLiteral(
             "zz/b,阿里云,,gn7,A100-40GB-SXM4,8,on_demand,,,123456789.125,CNY,阿里云价格页,2027-01-01")),
         offer(QStringLiteral(
             "zz/a,Lambda,us-west-1,x,A100-40GB-SXM4,1,reserved,12,0.25,1e-7,USD,s,2027-01-01"))},
        QStringLiteral("June"));
    REQUIRE(in.ok());
    CHECK(in.added == 3);
    const std::vector<CatalogRow> rows = ours(*b, Kind::Offers);
    REQUIRE(rows.size() == 3);
    CHECK(rows[0].key() == QLatin1String("zz/a"));
    CHECK(rows[1].asOf() == QLatin1String("2027-01-01"));
    CHECK(rows[2].asOf() == QLatin1String("2027-02-01"));
    // Numbers in the shortest form that reads back the same (1e-7 is printed "1e-07" by Qt).
    CHECK(rows[0].value("price_per_hour") == QLatin1String("1e-07"));
    CHECK(rows[0].value("upfront_fraction") == QLatin1String("0.25"));
    CHECK(rows[0].value("term_months") == QLatin1String("12"));
    CHECK(rows[1].value("price_per_hour") == QLatin1String("123456789.125"));
    CHECK(rows[2].value("price_per_hour") == QLatin1String("0.1"));
    CHECK(rows[1].value("region").isEmpty());
    CHECK(rows[1].value("term_months").isEmpty());
    CHECK(rows[1].value("source") == QStringLiteral("阿里云价格页"));
}

TEST_CASE(
    "catalog on both backends: a row already there is present, one that contradicts refuses the import") {
    const std::string name = GENERATE(as<std::string>{}, "SQLite", "PostgreSQL");
    INFO(name);
    const auto b = backend(name);
    // Empty region, term and upfront fraction: NULLs the second import must find equal.
    const CatalogRow first =
        offer(QStringLiteral("zz/p4d,AWS,,p4d,A100-40GB-SXM4,8,on_demand,,,21.96,USD,s,2026-06-01"));
    REQUIRE(b->importRows({first}, QStringLiteral("first")).added == 1);
    ImportOutcome again = b->importRows({first}, QStringLiteral("again"));
    CHECK(again.ok());
    CHECK(again.added == 0);
    CHECK(again.alreadyPresent == 1);
    // A new row beside a contradicting one (same key and date, 19.80 instead of 21.96): the
    // import is refused whole, the new row not kept either, the old price unchanged.
    const ImportOutcome refused = b->importRows(
        {offer(QStringLiteral("zz/new,AWS,,p5,H100-80GB-SXM5,8,on_demand,,,55.04,USD,s,2026-06-01")),
         offer(QStringLiteral("zz/p4d,AWS,,p4d,A100-40GB-SXM4,8,on_demand,,,19.80,USD,s,2026-06-01"))},
        QStringLiteral("contradicting"));
    CHECK_FALSE(refused.ok());
    CHECK(refused.added == 0);
    REQUIRE(refused.problems.size() == 1);
    CHECK_THAT(refused.problems[0], Catch::Contains("zz/p4d"));
    const std::vector<CatalogRow> rows = ours(*b, Kind::Offers);
    REQUIRE(rows.size() == 1);
    CHECK(rows[0].value("price_per_hour") == QLatin1String("21.96"));
}

TEST_CASE(
    "catalog on both backends: an import that repeats a row adds it once, and one that gives a key two "
    "prices on one day is refused") {
    const std::string name = GENERATE(as<std::string>{}, "SQLite", "PostgreSQL");
    INFO(name);
    const auto b = backend(name);
    const CatalogRow row =
        offer(QStringLiteral("zz/x,AWS,us-east-1,p4d,A100-40GB-SXM4,8,spot,,,9.5,USD,s,2026-06-01"));
    const ImportOutcome twice = b->importRows({row, row}, QStringLiteral("twice"));
    CHECK(twice.ok());
    CHECK(twice.added == 1);
    CHECK(twice.alreadyPresent == 1);
    CatalogRow other = row;
    other.values[columnIndex(Kind::Offers, "key")] = QStringLiteral("zz/y");
    CatalogRow dearer = other;
    dearer.values[columnIndex(Kind::Offers, "price_per_hour")] = QStringLiteral("9.75");
    const ImportOutcome clash = b->importRows({other, dearer}, QStringLiteral("clash"));
    CHECK_FALSE(clash.ok());
    CHECK(clash.added == 0);
    CHECK(ours(*b, Kind::Offers).size() == 1);
}

TEST_CASE("catalog on both backends: the price on a day is the newest dated on or before it") {
    const std::string name = GENERATE(as<std::string>{}, "SQLite", "PostgreSQL");
    INFO(name);
    const auto b = backend(name);
    REQUIRE(
        (*b).importRows(
                {offer(QStringLiteral("zz/h,AWS,,p5,H100-80GB-SXM5,8,on_demand,,,98.32,USD,s,2024-01-01")),
                 offer(QStringLiteral("zz/h,AWS,,p5,H100-80GB-SXM5,8,on_demand,,,55.04,USD,s,2025-06-05"))},
                QStringLiteral("two dates"))
            .ok());
    // Before the first date: none. On and after each date: that date's price.
    CHECK_FALSE(b->priceOn(Kind::Offers, QStringLiteral("zz/h"), QDate(2023, 12, 31)));
    const auto first = b->priceOn(Kind::Offers, QStringLiteral("zz/h"), QDate(2024, 1, 1));
    REQUIRE(first);
    CHECK(first->value("price_per_hour") == QLatin1String("98.32"));
    const auto dayBefore = b->priceOn(Kind::Offers, QStringLiteral("zz/h"), QDate(2025, 6, 4));
    REQUIRE(dayBefore);
    CHECK(dayBefore->value("price_per_hour") == QLatin1String("98.32"));
    const auto second = b->priceOn(Kind::Offers, QStringLiteral("zz/h"), QDate(2026, 12, 6));
    REQUIRE(second);
    CHECK(second->value("price_per_hour") == QLatin1String("55.04"));
}

TEST_CASE("catalog on both backends: an exchange rate and a GPU keep every column") {
    const std::string name = GENERATE(as<std::string>{}, "SQLite", "PostgreSQL");
    INFO(name);
    const auto b = backend(name);
    const CatalogRow fx{
        Kind::Fx,
        {QStringLiteral("zz/USD/CNY"), QStringLiteral("USD"), QStringLiteral("CNY"), QStringLiteral("7.1884"),
         QStringLiteral("PBOC central parity"), QStringLiteral("2024-01-18")},
        0};
    const CatalogRow gpu{
        Kind::Gpus,
        QStringLiteral("zz/A100,A100 40GB SXM4,40,1555,19.5,312,400,0.85,,0.7,NVIDIA datasheet,2020-05-14")
            .split(QLatin1Char(',')),
        0};
    REQUIRE(b->importRows({fx, gpu}, QStringLiteral("rates and GPUs")).added == 2);
    const std::vector<CatalogRow> rates = ours(*b, Kind::Fx);
    REQUIRE(rates.size() == 1);
    CHECK(rates[0].values == fx.values);
    const std::vector<CatalogRow> gpus = ours(*b, Kind::Gpus);
    REQUIRE(gpus.size() == 1);
    CHECK(gpus[0].values == gpu.values);
}

}  // namespace gputco::io::library

namespace gputco::io::library {

TEST_CASE(
    "catalog on both backends: a price list's offers for a GPU the library does not describe are left out "
    "and counted") {
    const std::string name = GENERATE(as<std::string>{}, "SQLite", "PostgreSQL");
    INFO(name);
    const auto b = backend(name);
    // The library describes zz/A100 (a gpus row imported first); zz/V100 it does not.
    const CatalogRow gpu{
        Kind::Gpus,
        QStringLiteral("zz/A100,A100 40GB SXM4,40,1555,19.5,312,400,0.85,,0.7,NVIDIA datasheet,2020-05-14")
            .split(QLatin1Char(',')),
        0};
    REQUIRE(b->importRows({gpu}, QStringLiteral("models")).added == 1);
    CatalogFile list;
    list.kind = Kind::Offers;
    list.rows = {offer(QStringLiteral("zz/a,AWS,,p4d,zz/A100,8,on_demand,,,21.96,USD,s,2026-06-01")),
                 offer(QStringLiteral("zz/v,AWS,,p3dn,zz/V100,8,on_demand,,,31.21,USD,s,2026-06-01")),
                 offer(QStringLiteral("zz/w,AWS,,p3dn,zz/V100,8,spot,,,9.36,USD,s,2026-06-01"))};
    const ImportOutcome in = b->importFile(list, QStringLiteral("/tmp/prices/offers.csv"));
    REQUIRE(in.ok());
    CHECK(in.added == 1);
    CHECK(in.unknownGpus == std::map<QString, int>{{QStringLiteral("zz/V100"), 2}});
    const std::vector<CatalogRow> rows = ours(*b, Kind::Offers);
    REQUIRE(rows.size() == 1);
    CHECK(rows[0].key() == QLatin1String("zz/a"));
    // A gpus row in the same import describes its model for the offers beside it.
    const CatalogRow v100{
        Kind::Gpus,
        QStringLiteral("zz/V100,V100 32GB SXM2,32,900,15.7,125,300,0.85,,0.7,NVIDIA datasheet,2018-03-27")
            .split(QLatin1Char(',')),
        0};
    CatalogFile both;
    both.kind = Kind::Offers;
    both.rows = {list.rows[1], v100};
    const ImportOutcome described = b->importFile(both, QStringLiteral("offers.csv"));
    REQUIRE(described.ok());
    CHECK(described.added == 2);
    CHECK(described.unknownGpus.empty());
}

}  // namespace gputco::io::library
