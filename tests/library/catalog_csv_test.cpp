// Catalog CSV validation (catalog_csv.h): the bundled files, and bad files refused whole.
#include <catch2/catch.hpp>

#include <set>

#include "model/io/library/catalog_csv.h"
#include "model/io/library/currency_codes.h"
#include "tests/library/library_support.h"

using gputco::test::kOfferHeader;

namespace gputco::io::library {

namespace {}  // namespace

TEST_CASE("library: every bundled catalog row parses, with a source and an as_of date",
          "[library][catalog]") {
    const std::pair<const char*, int> files[] = {{"gpus.csv", test::kBundledGpus},
                                                 {"servers.csv", test::kBundledServers},
                                                 {"offers.csv", test::kBundledOffers},
                                                 {"tariffs.csv", test::kBundledTariffs},
                                                 {"fx.csv", test::kBundledFx}};
    for (const auto& [name, rows] : files) {
        INFO(name);
        const QString path = QStringLiteral(GPUTCO_SOURCE_DIR "/resources/catalog/") + QLatin1String(name);
        const CatalogFile file = parseCatalogCsv(test::readFile(path), path);
        CHECK(file.problems.empty());
        for (const std::string& p : file.problems) UNSCOPED_INFO(p);
        REQUIRE(file.kind);
        CHECK(kindName(*file.kind) + ".csv" == QLatin1String(name));
        CHECK(static_cast<int>(file.rows.size()) == rows);
        std::set<std::pair<QString, QString>> keys;
        for (const CatalogRow& row : file.rows) {
            CHECK(!row.value("source").isEmpty());
            CHECK(!row.asOf().isEmpty());
            // One row per key and date: priceOn must have one answer for each day.
            INFO(row.key().toStdString() << " " << row.asOf().toStdString());
            CHECK(keys.insert({row.key(), row.asOf()}).second);
        }
    }
}

namespace {

std::vector<CatalogRow> bundled(const char* name) {
    const QString path = QStringLiteral(GPUTCO_SOURCE_DIR "/resources/catalog/") + QLatin1String(name);
    const CatalogFile file = parseCatalogCsv(test::readFile(path), path);
    REQUIRE(file.ok());
    return file.rows;
}

const CatalogRow* find(const std::vector<CatalogRow>& rows, const char* key, const char* asOf) {
    for (const CatalogRow& row : rows)
        if (row.key() == QLatin1String(key) && row.asOf() == QLatin1String(asOf)) return &row;
    return nullptr;
}

}  // namespace

TEST_CASE("library: no bundled price is one CATALOG-SOURCES.md marks not found, and the old rows stay",
          "[library][catalog]") {
    // CATALOG-SOURCES.md, 2025-2026 refresh, Servers and systems: no 2025-2026 price for an
    // 8x A100, H100, H200 or B200 server (new or used); the only server prices are the DGX
    // A100 launch price (2020) and the 2024-08 Thinkmate 8x H100 quote.
    const std::vector<CatalogRow> servers = bundled("servers.csv");
    for (const CatalogRow& row : servers) {
        INFO(row.key().toStdString());
        CHECK(row.asOf() < QLatin1String("2025-01-01"));
    }
    CHECK(find(servers, "DGX-A100-320GB", "2020-01-01"));
    CHECK(find(servers, "HGX-H100-8GPU-IB", "2024-08-01"));
    // GPU street prices (MI300X "not found", H100/H200/B200 "rough estimates") are not
    // catalog rows at all: no server or offer is a single card bought outright.
    for (const CatalogRow& row : servers) CHECK(row.value("gpu") != QLatin1String("MI300X"));

    const std::vector<CatalogRow> offers = bundled("offers.csv");
    for (const CatalogRow& row : offers) {
        INFO(row.key().toStdString() << " " << row.asOf().toStdString());
        const QString provider = row.value("provider");
        const QString instance = row.value("instance");
        // Not found: p5e (H200) on demand, reserved and spot; p4d Capacity Block after 2025;
        // p4de and p5en spot; Azure A100 40GB reservations and spot; Azure H100 Linux spot;
        // Oracle reservations; Lambda H200; Tencent and Huawei clouds; Alibaba A800/H800/H20.
        CHECK(instance != QLatin1String("p5e.48xlarge"));
        if (instance == QLatin1String("p4d.24xlarge") && row.key().endsWith(QLatin1String("capacity_block")))
            CHECK(row.asOf() < QLatin1String("2025-02-01"));
        if (instance == QLatin1String("p4de.24xlarge") || instance == QLatin1String("p5en.48xlarge"))
            CHECK(row.value("pricing_mode") != QLatin1String("spot"));
        if (provider == QLatin1String("Azure")) {
            CHECK(row.value("pricing_mode") != QLatin1String("spot"));
            if (instance == QLatin1String("ND96asr_v4"))
                CHECK(row.value("pricing_mode") == QLatin1String("on_demand"));
        }
        if (provider == QLatin1String("Oracle"))
            CHECK(row.value("pricing_mode") == QLatin1String("on_demand"));
        if (provider == QLatin1String("Lambda")) CHECK(row.value("gpu") != QLatin1String("H200-SXM"));
        CHECK_FALSE(provider.contains(QLatin1String("Tencent")));
        CHECK_FALSE(provider.contains(QLatin1String("Huawei")));
        // GPUs without a sourced model row are not offered (B300, GB200, A800, H800, H20).
        for (const char* gpu : {"B300", "GB200", "A800", "H800", "H20"})
            CHECK(row.value("gpu") != QLatin1String(gpu));
        // Every offer's GPU is a bundled GPU model.
        bool known = false;
        for (const CatalogRow& gpu : bundled("gpus.csv")) known = known || gpu.key() == row.value("gpu");
        CHECK(known);
    }
    // History kept: CoreWeave A100 (about 2023), GCP a2-highgpu-8g spot 10.34684 (2025-03-06),
    // Azure ND96asr_v4 27.20 (2024), and the newer rows of the same keys beside them:
    // CoreWeave A100 80GB 2.70 per GPU (2026-08-25), GCP spot 15.42416 (2026-07-30), Azure
    // 27.197 (2026-11-09), all CATALOG-SOURCES.md.
    const CatalogRow* coreweave2023 = find(offers, "coreweave/hgx-a100-80gb/on_demand", "2023-01-01");
    REQUIRE(coreweave2023);
    CHECK(coreweave2023->number("price_per_hour") == 2.21);
    CHECK(find(offers, "coreweave/hgx-a100-40gb/on_demand", "2023-01-01"));
    const CatalogRow* coreweave2026 = find(offers, "coreweave/hgx-a100-80gb/on_demand", "2026-08-25");
    REQUIRE(coreweave2026);
    CHECK(coreweave2026->number("price_per_hour") == 2.70);
    const CatalogRow* spot2025 = find(offers, "gcp/us-central1/a2-highgpu-8g/spot", "2025-03-06");
    REQUIRE(spot2025);
    CHECK(spot2025->number("price_per_hour") == 10.34684);
    const CatalogRow* spot2026 = find(offers, "gcp/us-central1/a2-highgpu-8g/spot", "2026-07-30");
    REQUIRE(spot2026);
    CHECK(spot2026->number("price_per_hour") == 15.42416);
    CHECK(find(offers, "azure/eastus/ND96asr_v4/on_demand", "2024-01-01"));
    CHECK(find(offers, "azure/eastus/ND96asr_v4/on_demand", "2026-11-09"));
    // North America colocation H2 2024 (184.06) stays beside year-end 2025 (194.95).
    const std::vector<CatalogRow> tariffs = bundled("tariffs.csv");
    CHECK(find(tariffs, "na-primary/colocation", "2024-07-01"));
    const CatalogRow* colo = find(tariffs, "na-primary/colocation", "2025-07-01");
    REQUIRE(colo);
    CHECK(colo->number("price") == 194.95);
}

TEST_CASE("library: the 2025-2026 rows match CATALOG-SOURCES.md", "[library][catalog]") {
    const std::vector<CatalogRow> offers = bundled("offers.csv");
    // AWS p5.48xlarge us-east-1: 1-yr no upfront 34.6752, 3-yr 23.77728 USD/h (2026-09-27).
    const CatalogRow* p5 = find(offers, "aws/us-east-1/p5.48xlarge/reserved-36", "2026-09-27");
    REQUIRE(p5);
    CHECK(p5->number("price_per_hour") == 23.77728);
    CHECK(p5->number("term_months") == 36);
    CHECK(p5->number("upfront_fraction") == 0);
    // Azure ND96isr_H100_v5 1-yr reservation 551,221 USD per VM: 551,221 / 8,760 h = 62.9248.
    const CatalogRow* azure = find(offers, "azure/eastus/ND96isr_H100_v5/reserved-12", "2026-09-27");
    REQUIRE(azure);
    CHECK(azure->number("price_per_hour") == Approx(551221.0 / 8760).margin(0.00005));
    CHECK(azure->value("upfront_fraction").isEmpty());
    // Alibaba gn7e 8x A100 80GB, cn-shanghai, 2023-06: 277.93 CNY/h pay-as-you-go and
    // 133,408 CNY a month (= 182.7507 CNY/h at 730 h), shipped with their 2023 date.
    const CatalogRow* ali =
        find(offers, "alibaba/cn-shanghai/ecs.gn7e-c16g1.32xlarge/subscription-1", "2023-06-01");
    REQUIRE(ali);
    CHECK(ali->value("currency") == QLatin1String("CNY"));
    CHECK(ali->value("pricing_mode") == QLatin1String("subscription"));
    CHECK(ali->number("price_per_hour") == Approx(133408.0 / 730).margin(0.00005));
    const std::vector<CatalogRow> gpus = bundled("gpus.csv");
    // AMD ROCm documentation: MI300X vector FP32 163.4, matrix FP16 1,307.4 TFLOPS, 5.3 TB/s.
    const CatalogRow* mi300x = find(gpus, "MI300X", "2026-12-03");
    REQUIRE(mi300x);
    CHECK(mi300x->number("fp32_tflops") == 163.4);
    CHECK(mi300x->number("tensor_fp16_tflops") == 1307.4);
    CHECK(mi300x->number("hbm_gbps") == 5300);
    CHECK(mi300x->value("eff_tensor").isEmpty());
    // HGX B200 at 1,000 W: 4,500 TFLOPS FP16 with sparsity, so 2,250 dense.
    const CatalogRow* b200 = find(gpus, "B200", "2026-12-03");
    REQUIRE(b200);
    CHECK(b200->number("tensor_fp16_tflops") == 2250);
    CHECK(b200->number("tdp_w") == 1000);
    const std::vector<CatalogRow> fx = bundled("fx.csv");
    // ECB reference rate of 2026-05-08: 1 EUR = 7.9989 CNY.
    const CatalogRow* eurCny = find(fx, "EUR/CNY", "2026-05-08");
    REQUIRE(eurCny);
    CHECK(eurCny->number("rate") == 7.9989);
}

TEST_CASE("library: an fx file names its pair as base/quote and a rate above 0", "[library][catalog]") {
    const CatalogFile file = parseCatalogCsv(
        "key,base,quote,rate,source,as_of\n"
        "USD/CNY,USD,CNY,7.1,s,2026-01-06\n"
        "USD/CNY,CNY,USD,0.14,s,2026-01-06\n"
        "EUR/EUR,EUR,EUR,1,s,2026-01-06\n"
        "USD/CNY,USD,CNY,0,s,2026-01-06\n"
        "USD/XXY,USD,XXY,7,s,2026-01-06\n",
        QStringLiteral("rates.csv"));
    REQUIRE(file.kind == Kind::Fx);  // from the header
    REQUIRE(file.problems.size() == 4);
    CHECK(file.problems[0] == "rates.csv line 3: key must be base/quote, CNY/USD, got \"USD/CNY\"");
    CHECK(file.problems[1] == "rates.csv line 4: base and quote are the same currency (EUR)");
    CHECK(file.problems[2] == "rates.csv line 5: rate: must be above 0");
    CHECK_THAT(file.problems[3], Catch::StartsWith("rates.csv line 6: quote: not an active ISO 4217"));
}

TEST_CASE("library: bundled figures match CATALOG-SOURCES.md", "[library][catalog]") {
    const QString path = QStringLiteral(GPUTCO_SOURCE_DIR "/resources/catalog/offers.csv");
    const CatalogFile offers = parseCatalogCsv(test::readFile(path), path);
    REQUIRE(offers.ok());
    // CATALOG-SOURCES.md, Cloud: GCP a2-highgpu-8g us-central1 spot 10.34684 USD/h as of
    // 2025-03-06 (the 2026-07-30 row of the same key is the newer price beside it).
    bool found = false;
    for (const CatalogRow& row : offers.rows)
        if (row.key() == QLatin1String("gcp/us-central1/a2-highgpu-8g/spot") &&
            row.asOf() == QLatin1String("2025-03-06")) {
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
