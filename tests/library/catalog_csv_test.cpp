// Catalog CSV validation (catalog_csv.h): the bundled files, and bad files refused whole.
#include <catch2/catch.hpp>

#include "model/io/library/catalog_csv.h"
#include "model/io/library/currency_codes.h"
#include "tests/library/library_support.h"

namespace gputco::io::library {

namespace {

const QByteArray kOfferHeader =
    "key,provider,region,instance,gpu,gpus_per_instance,pricing_mode,term_months,upfront_fraction,"
    "price_per_hour,currency,source,as_of\n";

}  // namespace

TEST_CASE("library: every bundled catalog row parses, with a source and an as_of date",
          "[library][catalog]") {
    const std::pair<const char*, int> files[] = {{"gpus.csv", test::kBundledGpus},
                                                 {"servers.csv", test::kBundledServers},
                                                 {"offers.csv", test::kBundledOffers},
                                                 {"tariffs.csv", test::kBundledTariffs}};
    for (const auto& [name, rows] : files) {
        INFO(name);
        const QString path = QStringLiteral(GPUTCO_SOURCE_DIR "/resources/catalog/") + QLatin1String(name);
        const CatalogFile file = parseCatalogCsv(test::readFile(path), path);
        CHECK(file.problems.empty());
        for (const std::string& p : file.problems) UNSCOPED_INFO(p);
        REQUIRE(file.kind);
        CHECK(kindName(*file.kind) + ".csv" == QLatin1String(name));
        CHECK(static_cast<int>(file.rows.size()) == rows);
        for (const CatalogRow& row : file.rows) {
            CHECK(!row.value("source").isEmpty());
            CHECK(!row.asOf().isEmpty());
        }
    }
}

TEST_CASE("library: bundled figures match CATALOG-SOURCES.md", "[library][catalog]") {
    const QString path = QStringLiteral(GPUTCO_SOURCE_DIR "/resources/catalog/offers.csv");
    const CatalogFile offers = parseCatalogCsv(test::readFile(path), path);
    REQUIRE(offers.ok());
    // CATALOG-SOURCES.md, Cloud: GCP a2-highgpu-8g us-central1 spot 10.34684 USD/h as of 2025-03-06.
    bool found = false;
    for (const CatalogRow& row : offers.rows)
        if (row.key() == QLatin1String("gcp/us-central1/a2-highgpu-8g/spot")) {
            found = true;
            CHECK(row.number("price_per_hour") == Approx(10.34684).epsilon(0));
            CHECK(row.asOf() == QLatin1String("2025-03-06"));
            CHECK(row.value("pricing_mode") == QLatin1String("spot"));
        }
    CHECK(found);
    const QString gpusPath = QStringLiteral(GPUTCO_SOURCE_DIR "/resources/catalog/gpus.csv");
    const CatalogFile gpus = parseCatalogCsv(test::readFile(gpusPath), gpusPath);
    REQUIRE(gpus.ok());
    // CATALOG-SOURCES.md, GPUs: A100 80GB SXM4 2,039 GB/s, 312 TFLOPS FP16 TC, 400 W; HBM
    // efficiency 0.85 (1,741 of 2,039); H100 SXM HBM efficiency not given, so empty.
    for (const CatalogRow& row : gpus.rows) {
        if (row.key() == QLatin1String("A100-80GB-SXM4")) {
            CHECK(row.number("hbm_gbps") == 2039);
            CHECK(row.number("tensor_fp16_tflops") == 312);
            CHECK(row.number("tdp_w") == 400);
            CHECK(row.number("eff_hbm") == 0.85);
        }
        if (row.key() == QLatin1String("H100-SXM")) CHECK(row.value("eff_hbm").isEmpty());
    }
}

TEST_CASE("library: a bad offers file is refused whole with every problem's line", "[library][catalog]") {
    const QByteArray bytes = kOfferHeader +
                             // line 2 is good, and still not imported, because the file is bad
                             "k1,AWS,us-east-1,p4d,A100,8,on_demand,0,0,21.5,USD,s,2026-11-01\n"
                             "k2,AWS,us-east-1,p4d,A100,8,on_demand,0,0,abc,USD,s,2026-11-01\n"
                             "k3,AWS,us-east-1,p4d,A100,8,on_demand,0,0,1,USD,s,2026-13-01\n"
                             "k4,AWS,us-east-1,p4d,A100,8,on_demand,0,0,1,USX,s,2026-11-01\n"
                             "k5,AWS,us-east-1,p4d,A100,8,monthly,0,0,1,USD,s,2026-11-01\n"
                             "k6,AWS,us-east-1,p4d,A100,8,reserved,12,1.5,-2,USD,,3/12/2025\n"
                             "k7,AWS,us-east-1,p4d,A100,8,spot,0,0,1,USD\n";
    const CatalogFile file = parseCatalogCsv(bytes, QStringLiteral("/some/folder/offers.csv"));
    const std::vector<std::string> expected = {
        "offers.csv line 3: price_per_hour: not a number, got \"abc\"",
        "offers.csv line 4: as_of: not a date (yyyy-MM-dd), got \"2026-13-01\"",
        "offers.csv line 5: currency: not an active ISO 4217 currency code, got \"USX\"",
        "offers.csv line 6: pricing_mode: must be on_demand, reserved, spot or subscription, got \"monthly\"",
        "offers.csv line 7: upfront_fraction: must be a fraction from 0 to 1, got 1.5",
        "offers.csv line 7: price_per_hour: must be >= 0, got -2",
        "offers.csv line 7: source: required, got nothing",
        "offers.csv line 7: as_of: not a date (yyyy-MM-dd), got \"3/12/2025\"",
        "offers.csv line 8: 11 fields, the header has 13",
    };
    CHECK(file.problems == expected);
    CHECK_FALSE(file.ok());
}

TEST_CASE("library: the kind comes from the columns, else the file name, and columns are checked",
          "[library][catalog]") {
    // Columns in another order still say "offers", whatever the file is called.
    QByteArray shuffled =
        "as_of,source,currency,price_per_hour,upfront_fraction,term_months,pricing_mode,"
        "gpus_per_instance,gpu,instance,region,provider,key\n"
        "2026-11-01,s,USD,1.99,0,0,on_demand,1,A100,x,,Lambda,k\n";
    const CatalogFile any = parseCatalogCsv(shuffled, QStringLiteral("prices.csv"));
    REQUIRE(any.ok());
    CHECK(any.kind == Kind::Offers);
    CHECK(any.rows.at(0).number("price_per_hour") == 1.99);
    CHECK(any.rows.at(0).key() == QLatin1String("k"));

    const QByteArray missing =
        "key,provider,region,instance,gpu,pricing_mode,price_per_hour,currency,source,as_of,extra\n";
    const CatalogFile named = parseCatalogCsv(missing, QStringLiteral("offers-2027.csv"));
    CHECK(named.kind == Kind::Offers);
    CHECK(named.problems == std::vector<std::string>{
                                "offers-2027.csv line 1: missing column gpus_per_instance",
                                "offers-2027.csv line 1: missing column term_months",
                                "offers-2027.csv line 1: missing column upfront_fraction",
                                "offers-2027.csv line 1: unknown column \"extra\" for offers",
                            });
    const CatalogFile unknown = parseCatalogCsv(missing, QStringLiteral("prices.csv"));
    CHECK_FALSE(unknown.kind);
    REQUIRE(unknown.problems.size() == 1);
    CHECK_THAT(unknown.problems[0], Catch::StartsWith("prices.csv line 1: cannot tell the kind of catalog"));
}

TEST_CASE("library: active ISO 4217 codes are accepted, withdrawn and lower-case ones refused",
          "[library][catalog]") {
    for (const char* code : {"USD", "CNY", "EUR", "JPY", "GBP", "AED", "ZWG", "XAU"}) {
        INFO(code);
        CHECK(isActiveCurrencyCode(QString::fromLatin1(code)));
    }
    // DEM and FRF became EUR in 2002, HRK in 2023; RMB is a name, not a code.
    for (const char* code : {"DEM", "FRF", "HRK", "RMB", "usd", "US", "USDX", "", "XXX"}) {
        INFO(code);
        CHECK_FALSE(isActiveCurrencyCode(QString::fromLatin1(code)));
    }
}

}  // namespace gputco::io::library
