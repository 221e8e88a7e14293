// Dated exchange rates (exchange_rates.h): the rate in force on a day, either way round or
// through the euro, from the bundled fx rows; never 1:1 when there is none.
#include <catch2/catch.hpp>

#include "model/io/library/exchange_rates.h"
#include "model/io/library/library.h"
#include "tests/library/library_support.h"

namespace gputco::io::library {

namespace {

CatalogRow fx(const char* base, const char* quote, const char* rate, const char* asOf) {
    return CatalogRow{
        Kind::Fx,
        {QLatin1String(base) + u'/' + QLatin1String(quote), QLatin1String(base), QLatin1String(quote),
         QLatin1String(rate), QStringLiteral("test source"), QLatin1String(asOf)},
        0};
}

}  // namespace

TEST_CASE("library: the exchange rate in force on a day is the newest on or before it", "[library][fx]") {
    // Made-up rates, to have several dates of one pair.
    const ExchangeRates rates({fx("USD", "CNY", "7.1", "2026-01-05"), fx("USD", "CNY", "7.3", "2026-03-02"),
                               fx("USD", "CNY", "7.2", "2026-02-02")});
    CHECK_FALSE(rates.rate(QStringLiteral("USD"), QStringLiteral("CNY"), QDate(2026, 1, 4)));
    CHECK(rates.rate(QStringLiteral("USD"), QStringLiteral("CNY"), QDate(2026, 1, 5))->rate == 7.1);
    CHECK(rates.rate(QStringLiteral("USD"), QStringLiteral("CNY"), QDate(2026, 2, 28))->rate == 7.2);
    const auto latest = rates.rate(QStringLiteral("USD"), QStringLiteral("CNY"), QDate(2027, 1, 1));
    REQUIRE(latest);
    CHECK(latest->rate == 7.3);
    CHECK(latest->note == QLatin1String("7.3 CNY/USD (test source, 2026-03-02)"));
    // The other way round: 1 / 7.3 USD per CNY.
    const auto back = rates.rate(QStringLiteral("CNY"), QStringLiteral("USD"), QDate(2027, 1, 1));
    REQUIRE(back);
    CHECK(back->rate == Approx(1.0 / 7.3).epsilon(1e-12));
    CHECK(back->note.startsWith(
        QLatin1String("0.136986 USD/CNY, that is 1 / 7.3 CNY/USD (test source, 2026-03-02)")));
    // No rate for the pair and none through a third currency: no answer, never 1.
    CHECK_FALSE(rates.rate(QStringLiteral("EUR"), QStringLiteral("USD"), QDate(2027, 1, 1)));
    CHECK(rates.rate(QStringLiteral("USD"), QStringLiteral("USD"), QDate(2027, 1, 1))->rate == 1);
}

TEST_CASE("library: the bundled exchange rates convert at the central banks' published rates",
          "[library][fx]") {
    test::DataDir data;
    const ExchangeRates rates = ExchangeRates::fromLibrary();
    CHECK_FALSE(rates.empty());
    // resources/catalog/fx.csv: PBOC central parity USD/CNY 7.0173 on 2026-01-06; on
    // 2026-03-01 it is the rate in force, so 100 USD = 701.73 CNY.
    const auto usdCny = rates.rate(QStringLiteral("USD"), QStringLiteral("CNY"), QDate(2026, 3, 1));
    REQUIRE(usdCny);
    CHECK(100 * usdCny->rate == Approx(701.73).epsilon(1e-12));
    CHECK(usdCny->note.contains(QLatin1String("PBOC/CFETS central parity")));
    CHECK(usdCny->note.contains(QLatin1String("2026-01-06")));
    // Before 2026-01-06, the 2024-01-18 parity 7.1174 is in force.
    CHECK(rates.rate(QStringLiteral("USD"), QStringLiteral("CNY"), QDate(2025, 12, 31))->rate == 7.1174);
    // ECB 2026-05-08: 1 EUR = 1.1761 USD.
    CHECK(rates.rate(QStringLiteral("EUR"), QStringLiteral("USD"), QDate(2026, 6, 1))->rate == 1.1761);
    // Alibaba's 2023-06 CNY prices in USD: no USD/CNY row before 2024, so through the euro at
    // the ECB rates of 2023-05-25: 1 CNY = 1.0735 / 7.5891 USD = 0.141453... USD; 277.93 CNY
    // (gn7e 8x A100 80GB an hour) = 39.313997... USD.
    const auto cnyUsd2023 = rates.rate(QStringLiteral("CNY"), QStringLiteral("USD"), QDate(2023, 6, 1));
    REQUIRE(cnyUsd2023);
    CHECK(cnyUsd2023->rate == Approx(1.0735 / 7.5891).epsilon(1e-12));
    CHECK(277.93 * cnyUsd2023->rate == Approx(39.313997).margin(0.000001));
    CHECK(cnyUsd2023->note.contains(QLatin1String("derived from")));
    CHECK(cnyUsd2023->note.contains(QLatin1String("2023-05-25")));
    // Nothing before 2023-05-25.
    CHECK_FALSE(rates.rate(QStringLiteral("CNY"), QStringLiteral("USD"), QDate(2023, 5, 24)));
    // The store answers priceOn for fx like any kind.
    Library library;
    REQUIRE(library.open().usable());
    const auto row = library.catalog().priceOn(Kind::Fx, QStringLiteral("EUR/CNY"), QDate(2026, 12, 1));
    REQUIRE(row);
    CHECK(row->number("rate") == 7.9989);
}

}  // namespace gputco::io::library
