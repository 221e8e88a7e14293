// The team library's catalog kept in this computer's library (issue #37, schema step 5): the rows
// as last read, by the team library's address and kind, replaced whole on each copy.
#include <QTimeZone>
#include <catch2/catch.hpp>

#include "model/io/library/library.h"
#include "tests/library/library_support.h"

using namespace gputco::io::library;

namespace {

CatalogRow offer(const QString& key, const QString& price) {
    CatalogRow row;
    row.kind = Kind::Offers;
    for (int c = 0; c < static_cast<int>(kindSpec(Kind::Offers).columns.size()); ++c) row.values << QString();
    row.values[columnIndex(Kind::Offers, "key")] = key;
    row.values[columnIndex(Kind::Offers, "price_per_hour")] = price;
    // A cell with a quote, a comma and Chinese: kept as text, whole.
    row.values[columnIndex(Kind::Offers, "source")] = QStringLiteral("阿里云 \"GPU\" 价格, 2026");
    return row;
}

}  // namespace

TEST_CASE("library: the team catalog copied here is read back whole, by address and kind, and replaced whole",
          "[library][team]") {
    gputco::test::DataDir data;
    Library library;
    REQUIRE(library.open().usable());
    const QString team = QStringLiteral("postgresql://alice@db.example.com:5432/gputco?sslmode=require");
    QDateTime copiedAt;
    // Nothing copied yet: none, rather than an empty catalog.
    CHECK_FALSE(library.keptTeamCatalog(team, Kind::Offers, &copiedAt).has_value());
    const QDateTime first(QDate(2026, 12, 6), QTime(9, 30), QTimeZone::utc());
    REQUIRE(
        library.keepTeamCatalog(team, Kind::Offers, {offer("b", "2.50"), offer("a", "1.25")}, first).empty());
    std::optional<std::vector<CatalogRow>> kept = library.keptTeamCatalog(team, Kind::Offers, &copiedAt);
    REQUIRE(kept.has_value());
    REQUIRE(kept->size() == 2);
    CHECK((*kept)[0].key() == QStringLiteral("b"));  // the team's order, not the key's
    CHECK((*kept)[0].values == offer("b", "2.50").values);
    CHECK((*kept)[1].value("price_per_hour") == QStringLiteral("1.25"));
    CHECK(copiedAt == first);
    // Another kind, another team library: nothing of theirs.
    CHECK_FALSE(library.keptTeamCatalog(team, Kind::Gpus, &copiedAt).has_value());
    CHECK_FALSE(
        library.keptTeamCatalog(QStringLiteral("postgresql://bob@other/gputco"), Kind::Offers, &copiedAt)
            .has_value());
    // A copy replaces the last one whole: a row the team no longer lists is gone.
    const QDateTime second = first.addSecs(3600);
    REQUIRE(library.keepTeamCatalog(team, Kind::Offers, {offer("c", "3.75")}, second).empty());
    kept = library.keptTeamCatalog(team, Kind::Offers, &copiedAt);
    REQUIRE(kept->size() == 1);
    CHECK(kept->front().key() == QStringLiteral("c"));
    CHECK(copiedAt == second);
    // An empty team catalog is kept as empty, not as none.
    REQUIRE(library.keepTeamCatalog(team, Kind::Offers, {}, second).empty());
    kept = library.keptTeamCatalog(team, Kind::Offers, &copiedAt);
    REQUIRE(kept.has_value());
    CHECK(kept->empty());
    // This computer's own catalog is untouched by the copies.
    CHECK(library.catalog().count(Kind::Offers) == gputco::test::kBundledOffers);
}
