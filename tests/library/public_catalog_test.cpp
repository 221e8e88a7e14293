// Import of public price catalogs (issue #19): each reader on its committed extract
// (tests/fixtures/public_catalogs/README.md says where each was cut from), the preview's four
// states, import twice, malformed files, streaming a padded AWS file, and the CLI end to end.
#include <catch2/catch.hpp>

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <algorithm>
#include <set>

#include "model/io/library/library.h"
#include "model/io/price_import/catalog_preview.h"
#include "model/io/price_import/gpu_names.h"
#include "model/io/price_import/public_catalog.h"
#include "tests/cli/cli_run.h"
#include "tests/library/library_support.h"
#include "tests/library/price_list_fixtures.h"

namespace gputco::test {

namespace lib = gputco::io::library;

namespace {

// Linux: the resident set's peak since the last reset, in KiB, or -1 where unknown. Writing 5
// to /proc/self/clear_refs resets the peak to the current resident set.
qint64 peakResidentKiB(bool reset) {
    if (reset) {
        QFile clear(QStringLiteral("/proc/self/clear_refs"));
        if (!clear.open(QIODevice::WriteOnly) || clear.write("5") != 1) return -1;
    }
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:")) return line.mid(6).trimmed().split(' ').front().toLongLong();
    return -1;
}

const lib::CatalogRow* find(const std::vector<lib::CatalogRow>& rows, const QString& key) {
    for (const lib::CatalogRow& r : rows)
        if (r.key() == key) return &r;
    return nullptr;
}

double price(const lib::CatalogRow& r) {
    return r.number("price_per_hour").value_or(-1);
}

lib::PublicImportOptions asOf(const char* date) {
    lib::PublicImportOptions o;
    o.asOf = QDate::fromString(QString::fromLatin1(date), Qt::ISODate);
    return o;
}

}  // namespace

TEST_CASE("public catalog: SkyPilot vms.csv extract folds zones into one offer per region and mode",
          "[library][public catalog]") {
    // The extract states no date: --as-of dates it.
    const lib::PublicCatalog read =
        lib::readPublicCatalog(lib::PublicFormat::SkyPilot, kSkyPilot, asOf("2026-12-01"));
    REQUIRE(read.ok());
    CHECK(read.provider == QLatin1String("AWS"));  // from the file name's "aws"
    CHECK(read.asOf == QLatin1String("2026-12-01"));
    CHECK(read.asOfFrom == QLatin1String("given by the user; the file states no date"));
    CHECK(read.recordsRead == 47);         // the lines after the header
    CHECK(read.skippedNoGpu == 6);         // the a1.2xlarge lines 2-7
    CHECK(read.skippedUnknownGpu() == 5);  // p3dn.24xlarge, V100-32GB, lines 8-12
    CHECK(read.unknownGpus.at(QStringLiteral("V100-32GB")) == 5);
    // p4d: 9 regions on demand and 8 with a spot price (ap-south-1 has none, lines 15-17);
    // p4de: us-east-1 on demand and spot; p5: 3 regions, both modes.
    CHECK(read.rows.size() == 17 + 2 + 6);

    // Lines 22-24: p4d.24xlarge us-east-1, Price 32.7726 in zones az1, az2, az6, spot 6.7915,
    // 9.6107, 5.0933: the on-demand price is shared, the spot offer is the lowest zone's.
    const lib::CatalogRow* od = find(read.rows, QStringLiteral("aws/us-east-1/p4d.24xlarge/on_demand"));
    REQUIRE(od);
    CHECK(od->value("provider") == QLatin1String("AWS"));
    CHECK(od->value("region") == QLatin1String("us-east-1"));
    CHECK(od->value("instance") == QLatin1String("p4d.24xlarge"));
    CHECK(od->value("gpu") == QLatin1String("A100-40GB-SXM4"));  // AcceleratorName A100, 40960 MiB
    CHECK(od->value("gpus_per_instance") == QLatin1String("8"));
    CHECK(od->value("pricing_mode") == QLatin1String("on_demand"));
    CHECK(od->value("term_months") == QLatin1String("0"));
    CHECK(price(*od) == 32.7726);
    CHECK(od->value("currency") == QLatin1String("USD"));
    CHECK(od->value("as_of") == QLatin1String("2026-12-01"));
    CHECK(
        od->value("source").startsWith(QLatin1String("skypilot-aws-vms-extract.csv (SkyPilot catalog CSV")));
    CHECK(od->value("source").contains(QLatin1String("the same in its 3 zones")));
    const lib::CatalogRow* spot = find(read.rows, QStringLiteral("aws/us-east-1/p4d.24xlarge/spot"));
    REQUIRE(spot);
    CHECK(spot->value("pricing_mode") == QLatin1String("spot"));
    CHECK(price(*spot) == 5.0933);
    CHECK(spot->value("source").contains(QLatin1String("the lowest of 3 zones (5.0933 to 9.6107)")));
    // Line 17 (ap-south-1): no spot price in any zone, so no spot offer.
    CHECK(find(read.rows, QStringLiteral("aws/ap-south-1/p4d.24xlarge/on_demand")));
    CHECK(!find(read.rows, QStringLiteral("aws/ap-south-1/p4d.24xlarge/spot")));
    // Lines 30-37: p4de.24xlarge A100-80GB, 40.96575 in every zone, spot 7.8074 (az4), 5.8394 (az6).
    const lib::CatalogRow* p4de = find(read.rows, QStringLiteral("aws/us-east-1/p4de.24xlarge/spot"));
    REQUIRE(p4de);
    CHECK(p4de->value("gpu") == QLatin1String("A100-80GB-SXM4"));
    CHECK(price(*p4de) == 5.8394);
    CHECK(price(*find(read.rows, QStringLiteral("aws/us-east-1/p4de.24xlarge/on_demand"))) == 40.96575);
    // Lines 43-48: p5.48xlarge H100 us-east-1 98.32, spot lowest 20.9934 (use1-az3).
    const lib::CatalogRow* p5 = find(read.rows, QStringLiteral("aws/us-east-1/p5.48xlarge/on_demand"));
    REQUIRE(p5);
    CHECK(p5->value("gpu") == QLatin1String("H100-SXM"));
    CHECK(price(*p5) == 98.32);
    CHECK(price(*find(read.rows, QStringLiteral("aws/us-east-1/p5.48xlarge/spot"))) == 20.9934);

    SECTION("--region keeps one region") {
        lib::PublicImportOptions o = asOf("2026-12-01");
        o.region = QStringLiteral("us-east-1");
        const lib::PublicCatalog one = lib::readPublicCatalog(lib::PublicFormat::SkyPilot, kSkyPilot, o);
        REQUIRE(one.ok());
        CHECK(one.rows.size() == 6);  // p4d, p4de, p5, each on demand and spot
        for (const lib::CatalogRow& r : one.rows) CHECK(r.value("region") == QLatin1String("us-east-1"));
        CHECK(one.skippedOtherRegion > 0);
    }
    SECTION("without --as-of no date, never the file's modification date; the user's date dates it") {
        // Issue #34: the file's modification time dated a list of unknown age as current.
        lib::PublicCatalog undated = lib::readPublicCatalog(lib::PublicFormat::SkyPilot, kSkyPilot, {});
        REQUIRE(undated.ok());
        CHECK(undated.undated());
        CHECK(undated.asOf.isEmpty());
        REQUIRE(undated.rows.size() == 25);  // the same offers as above, waiting for a date
        for (const lib::CatalogRow& r : undated.rows) CHECK(r.asOf().isEmpty());
        CHECK_FALSE(undated.rows.front().value("source").contains(QLatin1String("modification")));
        // The date the user then gives dates every row and its source.
        REQUIRE(lib::datePublicCatalog(undated, QDate(2026, 11, 2)));
        CHECK(undated.asOf == QLatin1String("2026-11-02"));
        for (const lib::CatalogRow& r : undated.rows) {
            CHECK(r.asOf() == QLatin1String("2026-11-02"));
            CHECK(r.value("source").startsWith(QLatin1String(
                "skypilot-aws-vms-extract.csv (SkyPilot catalog CSV, as of 2026-11-02: given by "
                "the user; the file states no date); ")));
        }
        // Given again (the user corrected it): the new date replaces the first.
        REQUIRE(lib::datePublicCatalog(undated, QDate(2026, 11, 3)));
        CHECK(undated.rows.back().asOf() == QLatin1String("2026-11-03"));
        CHECK(undated.rows.back().value("source").contains(QLatin1String("as of 2026-11-03: given by")));
    }
}

TEST_CASE("public catalog: GCP pricing.yml extract, commitments derived per hour at 730 h",
          "[library][public catalog]") {
    const lib::PublicCatalog read =
        lib::readPublicCatalog(lib::PublicFormat::GcpYaml, kGcp, asOf("2020-01-01"));
    REQUIRE(read.ok());
    // Line 18, "generated: Thu Jul 30 06:13:17 2026": the file's own date wins over --as-of.
    CHECK(read.asOf == QLatin1String("2026-07-30"));
    CHECK(read.asOfFrom == QLatin1String("stated in the file"));
    CHECK(read.recordsRead == 5);                           // five machine types
    CHECK(read.skippedNoGpu == 1);                          // e2-standard-8
    CHECK(read.unknownGpus.at(QStringLiteral("l4")) == 1);  // g2-standard-4: the catalog has no L4
    // a2-highgpu-8g: 3 regions x (hour, hour_spot, month_1y, month_3y); a2-ultragpu-8g: hour
    // and hour_spot; a3-highgpu-8g: 2 regions x 4.
    CHECK(read.rows.size() == 12 + 2 + 8);

    // Lines 33-39, a2-highgpu-8g us-central1: hour 29.38708, hour_spot 15.42416,
    // month_1y 13514.9691136, month_3y 7508.53662384.
    const lib::CatalogRow* od = find(read.rows, QStringLiteral("gcp/us-central1/a2-highgpu-8g/on_demand"));
    REQUIRE(od);
    CHECK(od->value("gpu") == QLatin1String("A100-40GB-SXM4"));  // "a100: 8", line 24
    CHECK(od->value("gpus_per_instance") == QLatin1String("8"));
    CHECK(price(*od) == 29.38708);
    CHECK(od->value("as_of") == QLatin1String("2026-07-30"));
    CHECK(price(*find(read.rows, QStringLiteral("gcp/us-central1/a2-highgpu-8g/spot"))) == 15.42416);
    const lib::CatalogRow* r12 = find(read.rows, QStringLiteral("gcp/us-central1/a2-highgpu-8g/reserved-12"));
    REQUIRE(r12);
    CHECK(r12->value("pricing_mode") == QLatin1String("reserved"));
    CHECK(r12->value("term_months") == QLatin1String("12"));
    CHECK(r12->value("upfront_fraction") == QLatin1String("0"));
    // By hand: 13514.9691136 / 730 = 18.51365632 (730 x 18.51365632 = 13514.9691136).
    CHECK(price(*r12) == Approx(18.51365632).epsilon(1e-12));
    CHECK(r12->value("source").contains(QLatin1String("derived, month_1y 13514.9691136 per month / 730 h")));
    // By hand: 7508.53662384 / 730 = 10.285666608 (730 x 10.285666608 = 7508.53662384).
    const lib::CatalogRow* r36 = find(read.rows, QStringLiteral("gcp/us-central1/a2-highgpu-8g/reserved-36"));
    REQUIRE(r36);
    CHECK(r36->value("term_months") == QLatin1String("36"));
    CHECK(price(*r36) == Approx(10.285666608).epsilon(1e-12));
    // a3-highgpu-8g (h100-80gb: 8, after its costs, line 69), us-central1 hour 88.4899999025753.
    const lib::CatalogRow* h100 = find(read.rows, QStringLiteral("gcp/us-central1/a3-highgpu-8g/on_demand"));
    REQUIRE(h100);
    CHECK(h100->value("gpu") == QLatin1String("H100-SXM"));
    CHECK(price(*h100) == 88.4899999025753);
    // a2-ultragpu-8g (a100-80gb) has no commitment prices in the file: none invented.
    CHECK(find(read.rows, QStringLiteral("gcp/us-central1/a2-ultragpu-8g/on_demand"))->value("gpu") ==
          QLatin1String("A100-80GB-SXM4"));
    CHECK(!find(read.rows, QStringLiteral("gcp/us-central1/a2-ultragpu-8g/reserved-12")));

    // --region: a2-highgpu-8g 4 rows, a2-ultragpu-8g 2, a3-highgpu-8g 4 in us-central1; the
    // other regions of a2-highgpu-8g (europe-west4, us-east4) and a3-highgpu-8g (europe-west4)
    // counted once per machine type and region.
    lib::PublicImportOptions o;
    o.region = QStringLiteral("us-central1");
    const lib::PublicCatalog one = lib::readPublicCatalog(lib::PublicFormat::GcpYaml, kGcp, o);
    REQUIRE(one.ok());
    CHECK(one.rows.size() == 10);
    CHECK(one.skippedOtherRegion == 3);
}

TEST_CASE("public catalog: AWS offer file extract and GPU products on its structure",
          "[library][public catalog]") {
    SECTION("the committed extract: no Linux GPU instance in it, each product skipped for its reason") {
        const lib::PublicCatalog read = lib::readPublicCatalog(lib::PublicFormat::AwsOffer, kAws, {});
        REQUIRE(read.ok());
        CHECK(read.asOf == QLatin1String("2023-03-22"));  // "publicationDate" : "2023-03-22T14:56:51Z"
        CHECK(read.asOfFrom == QLatin1String("stated in the file"));
        CHECK(read.recordsRead == 3);
        CHECK(read.skippedNoGpu == 1);          // m5.large
        CHECK(read.skippedNotComparable == 2);  // p3.8xlarge Windows BYOL, the gp3 volume
        CHECK(read.rows.empty());
    }
    SECTION("the committed p4d extract: the on-demand price, the Capacity Block left out") {
        const lib::PublicCatalog read = lib::readPublicCatalog(lib::PublicFormat::AwsOffer, kAwsP4d, {});
        REQUIRE(read.ok());
        CHECK(read.asOf == QLatin1String("2024-05-28"));  // "publicationDate": "2024-05-28T20:35:22Z"
        CHECK(read.recordsRead == 2);
        CHECK(read.skippedNotComparable == 1);  // YSXJGN78QTXNVGDQ, operation RunInstances:CB
        REQUIRE(read.rows.size() == 1);
        const lib::CatalogRow& od = read.rows.front();
        // H7NGEAC6UEHNTKSJ.JRTCKXETXF: "USD": "32.7726000000", unit Hrs.
        CHECK(od.key() == QLatin1String("aws/us-east-1/p4d.24xlarge/on_demand"));
        CHECK(od.value("provider") == QLatin1String("AWS"));
        CHECK(od.value("instance") == QLatin1String("p4d.24xlarge"));
        CHECK(od.value("gpu") == QLatin1String("A100-40GB-SXM4"));   // the p4d family
        CHECK(od.value("gpus_per_instance") == QLatin1String("8"));  // "gpu": "8"
        CHECK(od.value("pricing_mode") == QLatin1String("on_demand"));
        CHECK(price(od) == 32.7726);
        CHECK(od.value("currency") == QLatin1String("USD"));
        CHECK(od.value("as_of") == QLatin1String("2024-05-28"));
        CHECK(od.value("source").startsWith(QLatin1String(
            "aws-ec2-offer-p4d-extract.json (AWS EC2 offer file, as of 2024-05-28: stated in the file)")));
    }
    SECTION("on demand and reserved terms; the upfront fraction by hand") {
        // Built on the extract's structure. The reserved term's figures are those of a real
        // EC2 term (c4.large, 1 yr standard Partial Upfront: upfront USD 263, then USD 0.03 an
        // hour), put on a p4d.24xlarge product: test inputs for the arithmetic, not a price.
        // The on-demand price is SkyPilot's us-east-1 p4d.24xlarge price (extract line 22).
        QByteArray doc =
            "{\n\"formatVersion\" : \"v1.0\",\n\"offerCode\" : \"AmazonEC2\",\n"
            "\"publicationDate\" : \"2023-03-22T14:56:51Z\",\n\"products\" : {\n" +
            awsProduct("GPUSKU0000000001", "p4d.24xlarge", "8", "us-east-1") + ",\n" +
            awsProduct("GPUSKU0000000002", "g5.48xlarge", "8", "us-east-1") + "\n},\n" +
            "\"terms\" : {\n\"OnDemand\" : {\n\"GPUSKU0000000001\" : {\n" +
            awsTerm("GPUSKU0000000001", "JRTCKXETXF", {{"Hrs", "32.7726000000"}}, "") +
            "\n}\n},\n\"Reserved\" : {\n\"GPUSKU0000000001\" : {\n" +
            awsTerm("GPUSKU0000000001", "HU7G6KETJZ", {{"Hrs", "0.0300000000"}, {"Quantity", "263"}},
                    "\"LeaseContractLength\" : \"1yr\", \"OfferingClass\" : \"standard\", "
                    "\"PurchaseOption\" : \"Partial Upfront\"") +
            ",\n" +
            awsTerm("GPUSKU0000000001", "CONVERTIBL", {{"Hrs", "0.0300000000"}, {"Quantity", "263"}},
                    "\"LeaseContractLength\" : \"1yr\", \"OfferingClass\" : \"convertible\", "
                    "\"PurchaseOption\" : \"Partial Upfront\"") +
            "\n}\n}\n}\n}\n";
        QBuffer buffer(&doc);
        REQUIRE(buffer.open(QIODevice::ReadOnly));
        const lib::PublicCatalog read = lib::readAwsOfferJson(buffer, QStringLiteral("index.json"), {});
        INFO((read.problems.empty() ? std::string() : read.problems.front()));
        REQUIRE(read.ok());
        CHECK(read.unknownGpus.at(QStringLiteral("g5 (instance family)")) == 1);  // A10G: no catalog key
        REQUIRE(read.rows.size() == 2);  // on demand and the standard reservation; convertible left out
        const lib::CatalogRow* od = find(read.rows, QStringLiteral("aws/us-east-1/p4d.24xlarge/on_demand"));
        REQUIRE(od);
        CHECK(od->value("gpu") == QLatin1String("A100-40GB-SXM4"));
        CHECK(price(*od) == 32.7726);
        const lib::CatalogRow* ri =
            find(read.rows, QStringLiteral("aws/us-east-1/p4d.24xlarge/reserved-12-partial-upfront"));
        REQUIRE(ri);
        CHECK(ri->value("term_months") == QLatin1String("12"));
        // By hand: 263 / (263 + 0.03 x 8760) = 263 / 525.8 = 0.500190186...
        CHECK(ri->number("upfront_fraction").value() == Approx(0.5001901864).epsilon(1e-9));
        // All of the term per hour: 525.8 / 8760 = 0.0600228310...
        CHECK(price(*ri) == Approx(0.0600228311).epsilon(1e-9));
        CHECK(lib::upfrontFraction(263, 0.03, 12) == Approx(263.0 / 525.8));
        CHECK(lib::upfrontFraction(0, 1.5, 36) == 0);   // No Upfront
        CHECK(lib::upfrontFraction(1000, 0, 36) == 1);  // All Upfront
    }
}

TEST_CASE("public catalog: an AWS file padded past 50 MB of non-GPU products is streamed",
          "[library][public catalog]") {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("index.json"));
    int padding = 0;
    {
        QFile f(path);
        REQUIRE(f.open(QIODevice::WriteOnly));
        f.write(
            "{\n\"offerCode\" : \"AmazonEC2\",\n\"publicationDate\" : \"2023-03-22T14:56:51Z\",\n"
            "\"products\" : {\n");
        // Non-GPU products (the attributes of the extract's m5.large), written as a stream.
        while (f.size() < 52LL * 1024 * 1024) {
            const QByteArray sku = "PAD" + QByteArray::number(padding).rightJustified(13, '0');
            f.write(awsProduct(sku, "m5.large", QByteArray(), "us-east-2") + ",\n");
            ++padding;
        }
        f.write(awsProduct("GPUSKU0000000001", "p5.48xlarge", "8", "us-east-1") + "\n},\n");
        f.write("\"terms\" : {\n\"OnDemand\" : {\n");
        // Every padding product's term too, to be passed over.
        for (int i = 0; i < padding; i += 50) {
            const QByteArray sku = "PAD" + QByteArray::number(i).rightJustified(13, '0');
            f.write("\"" + sku + "\" : {\n" + awsTerm(sku, "JRTCKXETXF", {{"Hrs", "0.0960000000"}}, "") +
                    "\n},\n");
        }
        // The bundled catalog's AWS p5.48xlarge on-demand price (resources/catalog/offers.csv).
        f.write("\"GPUSKU0000000001\" : {\n" +
                awsTerm("GPUSKU0000000001", "JRTCKXETXF", {{"Hrs", "55.04"}}, "") + "\n}\n}\n}\n}\n");
    }
    REQUIRE(QFileInfo(path).size() > 50LL * 1024 * 1024);
    qint64 lastProgress = 0;
    lib::PublicImportOptions options;
    options.progress = [&](qint64 done, qint64) {
        lastProgress = done;
        return true;
    };
    const qint64 before = peakResidentKiB(true);
    const lib::PublicCatalog read = lib::readPublicCatalog(lib::PublicFormat::AwsOffer, path, options);
    const qint64 peak = peakResidentKiB(false);
    REQUIRE(read.ok());
    // Streamed: the peak grows by a read buffer (1 MiB) and one product, far from the file's
    // 52 MB. (Where the peak cannot be reset or read, only the rows are checked; under
    // AddressSanitizer, whose quarantine keeps freed memory resident, neither.)
#if !defined(__SANITIZE_ADDRESS__)
    if (before > 0 && peak > 0) CHECK(peak - before < 20 * 1024);
#else
    (void)before, (void)peak;
#endif
    CHECK(read.recordsRead == padding + 1);
    CHECK(read.skippedNoGpu == padding);
    REQUIRE(read.rows.size() == 1);
    CHECK(read.rows.front().key() == QLatin1String("aws/us-east-1/p5.48xlarge/on_demand"));
    CHECK(price(read.rows.front()) == 55.04);
    CHECK(lastProgress > 49LL * 1024 * 1024);  // read chunk by chunk, the progress told

    SECTION("Cancel stops the reading with no rows") {
        lib::PublicImportOptions cancel;
        cancel.progress = [](qint64 done, qint64) { return done < 4 * 1024 * 1024; };
        const lib::PublicCatalog stopped = lib::readPublicCatalog(lib::PublicFormat::AwsOffer, path, cancel);
        CHECK(stopped.cancelled);
        CHECK(stopped.rows.empty());
        CHECK(!stopped.ok());
    }
}

TEST_CASE("public catalog: malformed files are refused with file and line", "[library][public catalog]") {
    QTemporaryDir dir;
    SECTION("cut JSON") {
        const QByteArray whole = readFile(kAws);
        const QString path = dir.filePath(QStringLiteral("cut.json"));
        QFile f(path);
        REQUIRE(f.open(QIODevice::WriteOnly));
        f.write(whole.left(whole.size() * 6 / 10));
        f.close();
        const lib::PublicCatalog read = lib::readPublicCatalog(lib::PublicFormat::AwsOffer, path, {});
        REQUIRE(!read.ok());
        CHECK(read.rows.empty());
        CHECK(QString::fromStdString(read.problems.front()).startsWith(QLatin1String("cut.json line ")));
        CHECK(QString::fromStdString(read.problems.front()).contains(QLatin1String("cut short")));
    }
    SECTION("a trailing comma") {
        // The extract's one typo (README.md) put back where it first fits: a comma after a term's
        // last price dimension, the gp3 volume's (lines 129-130).
        const QString path = alteredCopy(dir, kAws, "\"appliesTo\" : [ ]\n\t\t\t\t\t}\n\t\t\t\t  },",
                                         "\"appliesTo\" : [ ]\n\t\t\t\t\t},\n\t\t\t\t  },", "comma.json");
        const lib::PublicCatalog read = lib::readPublicCatalog(lib::PublicFormat::AwsOffer, path, {});
        REQUIRE(!read.ok());
        CHECK(read.problems.front() ==
              "comma.json line 130: a comma before '}' (trailing commas are not JSON)");
    }
    SECTION("bad YAML indentation") {
        // Line 34 "          hour: 29.38708" moved one space right: it still opens the region's
        // mapping (its first key sets the indentation), so line 35, at the old 10 spaces, matches
        // no open level.
        const QString path = alteredCopy(dir, kGcp, "\n          hour: 29.38708",
                                         "\n           hour: 29.38708", "pricing.yml");
        const lib::PublicCatalog read = lib::readPublicCatalog(lib::PublicFormat::GcpYaml, path, {});
        REQUIRE(!read.ok());
        CHECK(read.rows.empty());
        CHECK(read.problems.front() == "pricing.yml line 35: bad indentation: 10 spaces match no open level");
    }
    SECTION("a YAML sequence is refused, not half read") {
        const QString path =
            alteredCopy(dir, kGcp, "      cpu: 96\n", "      cpu:\n        - 96\n", "seq.yml");
        const lib::PublicCatalog read = lib::readPublicCatalog(lib::PublicFormat::GcpYaml, path, {});
        REQUIRE(!read.ok());
        CHECK(QString::fromStdString(read.problems.front())
                  .contains(QLatin1String("sequences are not supported")));
    }
    SECTION("a GPU count too large for any instance is counted as unknown, not cast to int") {
        // Line 24 "a100: 8" made 5000, past any instance (a count past int's range, which was
        // undefined behaviour to cast, is now past the scenario's 1e15 and refused): the machine
        // type is passed over like one whose GPU the catalog lacks; the rest of the file reads.
        const QString path = alteredCopy(dir, kGcp, "      a100: 8\n", "      a100: 5000\n", "count.yml");
        const lib::PublicCatalog read = lib::readPublicCatalog(lib::PublicFormat::GcpYaml, path, {});
        REQUIRE(read.ok());
        CHECK(read.unknownGpus.at(QStringLiteral("a100")) == 1);
        CHECK(std::none_of(read.rows.begin(), read.rows.end(), [](const lib::CatalogRow& row) {
            return row.value("gpu") == QLatin1String("A100-40GB-SXM4");
        }));
        CHECK_FALSE(read.rows.empty());
    }
    SECTION("a bad number in the CSV") {
        // Line 22: p4d.24xlarge us-east-1 use1-az1, Price 32.7726.
        const QString path = alteredCopy(dir, kSkyPilot, ",32.7726,6.791500,us-east-1,use1-az1",
                                         ",32.77x6,6.791500,us-east-1,use1-az1", "aws-vms.csv");
        const lib::PublicCatalog read = lib::readPublicCatalog(lib::PublicFormat::SkyPilot, path, {});
        REQUIRE(!read.ok());
        CHECK(read.rows.empty());
        CHECK(read.problems.front() == "aws-vms.csv line 22: Price: not a price, got \"32.77x6\"");
    }
}

TEST_CASE("public catalog: the preview tells new, changed, unchanged and conflict",
          "[library][public catalog]") {
    lib::PublicImportOptions o = asOf("2026-12-01");
    o.region = QStringLiteral("us-east-1");
    const lib::PublicCatalog read = lib::readPublicCatalog(lib::PublicFormat::SkyPilot, kSkyPilot, o);
    REQUIRE(read.ok());
    REQUIRE(read.rows.size() == 6);
    auto copyOf = [&](const char* key) {
        const lib::CatalogRow* r = find(read.rows, QString::fromLatin1(key));
        REQUIRE(r);
        return *r;
    };
    auto set = [](lib::CatalogRow r, const char* column, const QString& value) {
        r.values[lib::columnIndex(lib::Kind::Offers, column)] = value;
        return r;
    };
    std::vector<lib::CatalogRow> stored;
    // Changed: the key's row in force on 2026-12-01 is the 2026-11-01 row at 21.957642 (the
    // bundled catalog's p4d price after the June 2025 cut); the file says 32.7726.
    stored.push_back(
        set(set(copyOf("aws/us-east-1/p4d.24xlarge/on_demand"), "as_of", QStringLiteral("2026-11-01")),
            "price_per_hour", QStringLiteral("21.957642")));
    // A later row does not count as in force on 2026-12-01.
    stored.push_back(
        set(set(copyOf("aws/us-east-1/p4d.24xlarge/on_demand"), "as_of", QStringLiteral("2027-01-01")),
            "price_per_hour", QStringLiteral("30")));
    // Unchanged: the same price and terms, an earlier date and another source.
    stored.push_back(
        set(set(copyOf("aws/us-east-1/p4d.24xlarge/spot"), "as_of", QStringLiteral("2026-11-15")), "source",
            QStringLiteral("an earlier copy")));
    // Conflict: the same key and as_of, another price.
    stored.push_back(
        set(copyOf("aws/us-east-1/p5.48xlarge/on_demand"), "price_per_hour", QStringLiteral("55.04")));
    const lib::CatalogPreview preview = lib::previewImport(read.rows, stored, bundledGpus());
    CHECK(preview.newRows == 3);  // p4de on demand and spot, p5 spot
    CHECK(preview.changed == 1);
    CHECK(preview.unchanged == 1);
    CHECK(preview.conflicts == 1);
    for (const lib::PreviewRow& r : preview.rows) {
        if (r.row.key() == QLatin1String("aws/us-east-1/p4d.24xlarge/on_demand")) {
            CHECK(r.status == lib::PreviewStatus::Changed);
            REQUIRE(r.stored);
            CHECK(r.stored->value("price_per_hour") == QLatin1String("21.957642"));
        }
        if (r.row.key() == QLatin1String("aws/us-east-1/p4d.24xlarge/spot"))
            CHECK(r.status == lib::PreviewStatus::Unchanged);
        if (r.row.key() == QLatin1String("aws/us-east-1/p5.48xlarge/on_demand"))
            CHECK(r.status == lib::PreviewStatus::Conflict);
    }
    CHECK(preview.toWrite().size() == 4);
}

TEST_CASE("public catalog: importing twice adds nothing the second time, history kept",
          "[library][public catalog]") {
    DataDir data;
    lib::Library library;
    REQUIRE(library.open().usable());
    const lib::CatalogStore store = library.catalog();
    const int before = store.count(lib::Kind::Offers);
    // SkyPilot's extract dated a day no bundled row carries, so that every row is new or
    // changed whatever the bundled catalog holds.
    const lib::PublicCatalog read =
        lib::readPublicCatalog(lib::PublicFormat::SkyPilot, kSkyPilot, asOf("2026-12-02"));
    REQUIRE(read.ok());
    const lib::CatalogPreview first =
        lib::previewImport(read.rows, store.rows(lib::Kind::Offers), store.rows(lib::Kind::Gpus));
    REQUIRE(first.conflicts == 0);
    const lib::ImportOutcome added = lib::importPreviewed(store, first, kSkyPilot);
    REQUIRE(added.ok());
    CHECK(added.added == first.newRows + first.changed);
    CHECK(added.added > 0);
    CHECK(store.count(lib::Kind::Offers) == before + added.added);

    const lib::CatalogPreview second =
        lib::previewImport(read.rows, store.rows(lib::Kind::Offers), store.rows(lib::Kind::Gpus));
    CHECK(second.newRows == 0);
    CHECK(second.changed == 0);
    CHECK(second.conflicts == 0);
    CHECK(second.unchanged == static_cast<int>(read.rows.size()));
    const lib::ImportOutcome again = lib::importPreviewed(store, second, kSkyPilot);
    REQUIRE(again.ok());
    CHECK(again.added == 0);
    CHECK(store.count(lib::Kind::Offers) == before + added.added);
    // The row in force on the file's date is the imported one (line 24: spot 5.0933 in use1-az6).
    const auto inForce = store.priceOn(lib::Kind::Offers, QStringLiteral("aws/us-east-1/p4d.24xlarge/spot"),
                                       QDate(2026, 12, 2));
    REQUIRE(inForce);
    CHECK(inForce->number("price_per_hour") == 5.0933);
    // Older rows of a key stay: the day before, the row in force is whatever was there before.
    const auto dayBefore = store.priceOn(lib::Kind::Offers, QStringLiteral("aws/us-east-1/p4d.24xlarge/spot"),
                                         QDate(2026, 12, 1));
    if (dayBefore) CHECK(dayBefore->asOf() < QLatin1String("2026-12-02"));
    // A later file with the same prices adds nothing either: unchanged against the row in force.
    const lib::PublicCatalog later =
        lib::readPublicCatalog(lib::PublicFormat::SkyPilot, kSkyPilot, asOf("2026-12-20"));
    const lib::CatalogPreview third =
        lib::previewImport(later.rows, store.rows(lib::Kind::Offers), store.rows(lib::Kind::Gpus));
    CHECK(third.unchanged == static_cast<int>(later.rows.size()));
}

TEST_CASE("public catalog: a SkyPilot cloud given in any spelling keys the same rows",
          "[library][public catalog]") {
    QTemporaryDir dir;
    // The extract under a name that says no cloud: the reader cannot tell, and says so.
    const QString plain = dir.filePath(QStringLiteral("vms.csv"));
    REQUIRE(QFile::copy(kSkyPilot, plain));
    const lib::PublicCatalog unknown =
        lib::readPublicCatalog(lib::PublicFormat::SkyPilot, plain, asOf("2026-12-02"));
    CHECK(unknown.providerUnknown);
    CHECK_FALSE(unknown.ok());
    // Named by the file ("skypilot-aws-vms-extract.csv") and given as "aws", "Aws" or " AWS ":
    // the same provider, the same keys. (Given "aws", the rows were keyed apart from the file's
    // AWS rows, and equal prices read as conflicts: "stored 0.526, file 0.526".)
    const lib::PublicCatalog named =
        lib::readPublicCatalog(lib::PublicFormat::SkyPilot, kSkyPilot, asOf("2026-12-02"));
    REQUIRE(named.ok());
    REQUIRE(named.provider == QLatin1String("AWS"));
    for (const char* given : {"aws", "Aws", " AWS "}) {
        lib::PublicImportOptions options = asOf("2026-12-02");
        options.provider = QString::fromLatin1(given);
        const lib::PublicCatalog read = lib::readPublicCatalog(lib::PublicFormat::SkyPilot, plain, options);
        INFO(given);
        REQUIRE(read.ok());
        CHECK_FALSE(read.providerUnknown);
        CHECK(read.provider == QLatin1String("AWS"));
        const lib::CatalogPreview preview = lib::previewImport(read.rows, named.rows, bundledGpus());
        CHECK(preview.conflicts == 0);
        CHECK(preview.unchanged == static_cast<int>(named.rows.size()));
    }
    // A cloud by its full name, any case; a name SkyPilot does not have is kept as given.
    lib::PublicImportOptions digitalOcean = asOf("2026-12-02");
    digitalOcean.provider = QStringLiteral("digitalocean");
    CHECK(lib::readPublicCatalog(lib::PublicFormat::SkyPilot, plain, digitalOcean).provider ==
          QLatin1String("DigitalOcean"));
    lib::PublicImportOptions own = asOf("2026-12-02");
    own.provider = QStringLiteral("Acme Cloud");
    CHECK(lib::readPublicCatalog(lib::PublicFormat::SkyPilot, plain, own).provider ==
          QLatin1String("Acme Cloud"));
    CHECK(lib::skyPilotClouds().contains(QStringLiteral("AWS")));
    CHECK(lib::skyPilotClouds().size() == 15);  // the clouds of SkyPilot's catalog folders
}

TEST_CASE("public catalog: a region with no offer and a date after today are said",
          "[library][public catalog][cli]") {
    DataDir data;  // ctest fixes today at 2026-12-04 (GPUTCO_TODAY)
    const Run r = cli({"catalog", "import-public", "skypilot", kSkyPilot, "--region", "mars-1", "--as-of",
                       "2030-01-01", "--dry-run"});
    CHECK(r.exitCode == 0);  // allowed: a region may be new, prices may be announced ahead
    CHECK(r.err.contains("note: no offer of region mars-1 in the file"));
    CHECK(r.err.contains("note: the prices are dated 2030-01-01, after today (2026-12-04)"));
    // A region the file has and a past date: no note.
    const Run plain = cli({"catalog", "import-public", "skypilot", kSkyPilot, "--region", "us-east-1",
                           "--as-of", "2026-12-01", "--dry-run"});
    CHECK(plain.exitCode == 0);
    CHECK_FALSE(plain.err.contains("note: no offer"));
    CHECK_FALSE(plain.err.contains("after today"));
}

TEST_CASE("public catalog: gputco-cli catalog import-public end to end", "[library][public catalog][cli]") {
    DataDir data;
    const Run dry = cli({"catalog", "import-public", "gcp-yaml", kGcp, "--dry-run"});
    REQUIRE(dry.exitCode == 0);
    CHECK(dry.out.contains("gcp-pricing-extract.yml (Google Cloud pricing YAML, GCP, as of 2026-07-30"));
    CHECK(dry.out.contains(
        "read 5 records: 22 offers; skipped: 1 without a GPU, 1 with a GPU the catalog has no key "
        "for (l4 x1)"));
    CHECK(dry.out.contains("dry run: nothing written"));
    CHECK(dry.out.contains("gcp/us-east4/a2-highgpu-8g/on_demand  31.474839408 USD"));
    // The bundled catalog holds the us-central1 rows of the same file (2026-07-30) at the
    // file's own precision: they are unchanged, not conflicts that would refuse the import.
    CHECK(dry.out.contains("new 12, changed 0, unchanged 10, conflicts 0"));
    const QByteArray listed = cli({"catalog", "list", "--kind", "offers"}).out;
    CHECK(!listed.contains("gcp/us-east4/a2-highgpu-8g"));

    const Run first = cli({"catalog", "import-public", "skypilot", kSkyPilot, "--region", "us-east-1",
                           "--as-of", "2026-12-01", "--gpu-only"});
    INFO(first.err.toStdString());
    REQUIRE(first.exitCode == 0);
    CHECK(first.out.contains("skipped: 6 without a GPU"));
    CHECK(first.out.contains(" rows added, "));
    CHECK(first.out.contains("aws/us-east-1/p4de.24xlarge/spot  5.8394 USD"));
    const Run second = cli({"catalog", "import-public", "skypilot", kSkyPilot, "--region", "us-east-1",
                            "--as-of", "2026-12-01"});
    REQUIRE(second.exitCode == 0);
    CHECK(second.out.contains("new 0, changed 0, unchanged 6, conflicts 0"));
    CHECK(second.out.contains("0 rows added"));

    QTemporaryDir dir;
    // The same key and date with another price: a conflict, nothing written, exit 3.
    const QString other = alteredCopy(dir, kSkyPilot, ",98.32,30.326000,us-east-1,use1-az1",
                                      ",97.32,30.326000,us-east-1,use1-az1", "aws-vms.csv");
    const Run clash = cli(
        {"catalog", "import-public", "skypilot", other, "--region", "us-east-1", "--as-of", "2026-12-01"});
    CHECK(clash.exitCode == 3);
    CHECK(clash.out.contains("conflicts 1"));
    CHECK(clash.err.contains("is already in the library with other values"));
    // A bad number: exit 2, the file and line named, nothing written.
    const QString bad = alteredCopy(dir, kSkyPilot, ",32.7726,6.791500,us-east-1,use1-az1",
                                    ",32.77x6,6.791500,us-east-1,use1-az1", "aws-bad.csv");
    const Run refused = cli({"catalog", "import-public", "skypilot", bad, "--as-of", "2026-12-01"});
    CHECK(refused.exitCode == 2);
    CHECK(refused.err.contains("aws-bad.csv line 22: Price: not a price"));
    // The AWS extract: its own date (publicationDate 2024-05-28), the Capacity Block left out.
    const Run aws = cli({"catalog", "import-public", "aws-offer", kAwsP4d});
    REQUIRE(aws.exitCode == 0);
    CHECK(aws.out.contains("as of 2024-05-28: stated in the file"));
    CHECK(aws.out.contains("1 not comparable"));
    CHECK(aws.out.contains("aws/us-east-1/p4d.24xlarge/on_demand  "));
    CHECK(aws.out.contains("32.7726 USD"));
    CHECK(aws.out.contains("1 rows added"));
    const Run unknownFormat = cli({"catalog", "import-public", "azure-json", kSkyPilot});
    CHECK(unknownFormat.exitCode == 2);
}

namespace {

const QString kLambda = kFixtures + QStringLiteral("skypilot-lambda-vms-extract.csv");

// One line of a SkyPilot CSV split at its commas, a quoted field (GpuInfo) kept whole.
QStringList csvFields(const QString& line) {
    QStringList fields{QString()};
    bool quoted = false;
    for (const QChar c : line) {
        if (c == u'"')
            quoted = !quoted;
        else if (c == u',' && !quoted)
            fields << QString();
        else
            fields.back() += c;
    }
    return fields;
}

// The GPU names a fixture holds, read here apart from the readers: SkyPilot's AcceleratorName,
// the GPU count keys of a Cyclenerd machine type, the instance families of AWS's Linux GPU
// products.
std::set<QString> gpuNamesInFile(lib::PublicFormat format, const QString& path) {
    const QString text = QString::fromUtf8(readFile(path));
    std::set<QString> names;
    if (format == lib::PublicFormat::SkyPilot) {
        const QStringList lines = text.split(u'\n', Qt::SkipEmptyParts);
        const qsizetype at = csvFields(lines.front()).indexOf(QStringLiteral("AcceleratorName"));
        for (qsizetype i = 1; i < lines.size(); ++i)
            if (const QString name = csvFields(lines[i]).value(at); !name.isEmpty()) names.insert(name);
    } else if (format == lib::PublicFormat::GcpYaml) {
        static const QRegularExpression kCountKey(QStringLiteral("^      ([a-z0-9-]+): [0-9]+$"),
                                                  QRegularExpression::MultilineOption);
        for (auto m = kCountKey.globalMatch(text); m.hasNext();) {
            const QString key = m.next().captured(1);
            if (key != QLatin1String("cpu") && key != QLatin1String("ram") &&
                key != QLatin1String("local-ssd"))
                names.insert(key);
        }
    } else {
        // The fixtures are small: read whole, apart from the streaming reader.
        const QJsonObject products =
            QJsonDocument::fromJson(text.toUtf8()).object().value(u"products").toObject();
        for (const QJsonValue& product : products) {
            const QJsonObject a = product.toObject().value(u"attributes").toObject();
            if (a.value(u"gpu").toString().toInt() > 0 && a.value(u"operatingSystem").toString() == u"Linux")
                names.insert(a.value(u"instanceType").toString().section(u'.', 0, 0) +
                             QStringLiteral(" (instance family)"));
        }
    }
    return names;
}

// The names a read says it mapped or listed as unknown, as the file spells them.
std::set<QString> namesAccountedFor(const lib::PublicCatalog& read) {
    std::set<QString> names;
    for (const auto& [pair, count] : read.mappedGpus) names.insert(pair.first);
    for (const auto& [label, count] : read.unknownGpus)
        names.insert(label.section(QStringLiteral(" on "), 0, 0));  // "H100 on gpu_1x_h100_nvl"
    return names;
}

}  // namespace

TEST_CASE("public catalog: Lambda's H100 PCIe is the catalog's H100 PCIe, not the SXM (issue #34)",
          "[library][public catalog][gpu names]") {
    // Lambda names both boards "H100" (extract lines 8-11): gpu_1x_h100_pcie carries the PCIe
    // card (756 dense FP16 TFLOPS in gpus.csv), gpu_*_h100_sxm5 the SXM one (989.4).
    const lib::PublicCatalog read =
        lib::readPublicCatalog(lib::PublicFormat::SkyPilot, kLambda, asOf("2026-12-01"));
    REQUIRE(read.ok());
    CHECK(read.provider == QLatin1String("Lambda"));  // the file's name says it
    const lib::CatalogRow* pcie =
        find(read.rows, QStringLiteral("lambda/us-east-1/gpu_1x_h100_pcie/on_demand"));
    REQUIRE(pcie);
    CHECK(pcie->value("gpu") == QLatin1String("H100-PCIe"));
    CHECK(price(*pcie) == 2.49);  // line 8
    CHECK(find(read.rows, QStringLiteral("lambda/us-west-1/gpu_1x_h100_pcie/on_demand"))->value("gpu") ==
          QLatin1String("H100-PCIe"));
    CHECK(find(read.rows, QStringLiteral("lambda/us-east-1/gpu_1x_h100_sxm5/on_demand"))->value("gpu") ==
          QLatin1String("H100-SXM"));
    CHECK(find(read.rows, QStringLiteral("lambda/us-east-1/gpu_8x_h100_sxm5/on_demand"))->value("gpu") ==
          QLatin1String("H100-SXM"));
    // gpu_8x_a100: "8x A100 (40 GB SXM4)"; gpu_8x_a100_80gb_sxm4 the 80 GB SXM4.
    CHECK(find(read.rows, QStringLiteral("lambda/us-east-1/gpu_8x_a100/on_demand"))->value("gpu") ==
          QLatin1String("A100-40GB-SXM4"));
    CHECK(find(read.rows, QStringLiteral("lambda/us-east-1/gpu_8x_a100_80gb_sxm4/on_demand"))->value("gpu") ==
          QLatin1String("A100-80GB-SXM4"));
    // 11 records: 1 without a GPU; V100, A6000 and GH200 (no catalog model) listed by name;
    // the 7 others are offers (no spot price in the file).
    CHECK(read.skippedNoGpu == 1);
    CHECK(read.unknownGpus == std::map<QString, int>{{QStringLiteral("A6000"), 1},
                                                     {QStringLiteral("GH200"), 1},
                                                     {QStringLiteral("V100"), 1}});
    CHECK(read.rows.size() == 7);
    CHECK(read.mappedGpus.at({QStringLiteral("H100"), QStringLiteral("H100-PCIe")}) == 2);
    CHECK(read.mappedGpus.at({QStringLiteral("H100"), QStringLiteral("H100-SXM")}) == 2);

    // An instance type the table does not list, under a name Lambda uses for both boards: not
    // guessed from its spelling, listed with its instance type.
    CHECK(lib::matchGpuName(lib::GpuNaming::SkyPilotAccelerator, QStringLiteral("Lambda"),
                            QStringLiteral("H100"), QStringLiteral("gpu_2x_h100_pcie"))
              .unknown == QLatin1String("H100 on gpu_2x_h100_pcie"));
    // A cloud the table has no rows for: an A100 there may be PCIe or SXM, so it is unknown;
    // a B200 is an HGX board wherever it is.
    CHECK(lib::matchGpuName(lib::GpuNaming::SkyPilotAccelerator, QStringLiteral("RunPod"),
                            QStringLiteral("A100"), {})
              .gpu.isEmpty());
    CHECK(lib::matchGpuName(lib::GpuNaming::SkyPilotAccelerator, QStringLiteral("RunPod"),
                            QStringLiteral("B200"), {})
              .gpu == QLatin1String("B200"));
    CHECK(lib::matchGpuName(lib::GpuNaming::AwsInstanceFamily, {}, QStringLiteral("p6-b200"), {}).gpu ==
          QLatin1String("B200"));
    CHECK(lib::matchGpuName(lib::GpuNaming::AwsInstanceFamily, {}, QStringLiteral("g5"), {})
              .gpu.isEmpty());  // A10G

    // The CLI lists the mapping and the unknown names.
    DataDir data;
    const Run run =
        cli({"catalog", "import-public", "skypilot", kLambda, "--as-of", "2026-12-01", "--dry-run"});
    INFO(run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    CHECK(run.out.contains("3 with a GPU the catalog has no key for (A6000 x1, GH200 x1, V100 x1)"));
    CHECK(run.out.contains("H100 -> H100-PCIe x2, H100 -> H100-SXM x2"));
}

TEST_CASE("public catalog: every GPU name in the fixtures is mapped or listed as unknown",
          "[library][public catalog][gpu names]") {
    const std::pair<lib::PublicFormat, QString> fixtures[] = {{lib::PublicFormat::SkyPilot, kSkyPilot},
                                                              {lib::PublicFormat::SkyPilot, kLambda},
                                                              {lib::PublicFormat::GcpYaml, kGcp},
                                                              {lib::PublicFormat::AwsOffer, kAws},
                                                              {lib::PublicFormat::AwsOffer, kAwsP4d}};
    for (const auto& [format, path] : fixtures) {
        INFO(path.toStdString());
        const lib::PublicCatalog read = lib::readPublicCatalog(format, path, asOf("2026-12-01"));
        REQUIRE(read.ok());
        const std::set<QString> inFile = gpuNamesInFile(format, path);
        const std::set<QString> accounted = namesAccountedFor(read);
        for (const QString& name : inFile) {
            INFO(name.toStdString());
            CHECK(accounted.count(name) == 1);
        }
        for (const QString& name : accounted) {
            INFO(name.toStdString());
            CHECK(inFile.count(name) == 1);  // nothing mapped that the file does not hold
        }
    }
    // What each fixture's names map to (README.md says what each extract holds).
    const lib::PublicCatalog aws =
        lib::readPublicCatalog(lib::PublicFormat::SkyPilot, kSkyPilot, asOf("2026-12-01"));
    using Mapped = std::map<std::pair<QString, QString>, int>;
    // Lines 13-29 p4d (17), 30-37 p4de (8), 38-48 p5 (11).
    CHECK(aws.mappedGpus == Mapped{{{QStringLiteral("A100"), QStringLiteral("A100-40GB-SXM4")}, 17},
                                   {{QStringLiteral("A100-80GB"), QStringLiteral("A100-80GB-SXM4")}, 8},
                                   {{QStringLiteral("H100"), QStringLiteral("H100-SXM")}, 11}});
    const lib::PublicCatalog gcp = lib::readPublicCatalog(lib::PublicFormat::GcpYaml, kGcp, {});
    CHECK(gcp.mappedGpus == Mapped{{{QStringLiteral("a100"), QStringLiteral("A100-40GB-SXM4")}, 1},
                                   {{QStringLiteral("a100-80gb"), QStringLiteral("A100-80GB-SXM4")}, 1},
                                   {{QStringLiteral("h100-80gb"), QStringLiteral("H100-SXM")}, 1}});
}

TEST_CASE("public catalog: docs/library.md's table of GPU names is the one the readers use",
          "[library][public catalog][gpu names]") {
    const QString doc = QString::fromUtf8(readFile(QStringLiteral(GPUTCO_SOURCE_DIR "/docs/library.md")));
    const qsizetype start = doc.indexOf(QLatin1String("<!-- gpu-names-table -->"));
    REQUIRE(start >= 0);
    const qsizetype end = doc.indexOf(QLatin1String("<!-- /gpu-names-table -->"), start);
    REQUIRE(end > start);
    QStringList documented;
    for (const QString& line : doc.mid(start, end - start).split(u'\n'))
        if (line.startsWith(u'|') && !line.startsWith(QLatin1String("| Format")) &&
            !line.startsWith(QLatin1String("|--")))
            documented << line.simplified();
    auto naming = [](lib::GpuNaming n) {
        switch (n) {
            case lib::GpuNaming::SkyPilotAccelerator:
                return QStringLiteral("SkyPilot");
            case lib::GpuNaming::GcpCountKey:
                return QStringLiteral("GCP pricing.yml");
            case lib::GpuNaming::AwsInstanceFamily:
                return QStringLiteral("AWS offer file");
        }
        return QString();
    };
    auto orAny = [](const char* text) { return *text ? QString::fromLatin1(text) : QStringLiteral("any"); };
    QStringList coded;
    for (const lib::GpuNameMapping& m : lib::gpuNameTable())
        coded << QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 |")
                     .arg(naming(m.naming), orAny(m.cloud), QString::fromLatin1(m.name), orAny(m.instance),
                          QString::fromLatin1(m.gpu), QString::fromLatin1(m.why))
                     .simplified();
    CHECK(documented == coded);
    // Every key is a model of the bundled catalog.
    const QString gpus =
        QString::fromUtf8(readFile(QStringLiteral(GPUTCO_SOURCE_DIR "/resources/catalog/gpus.csv")));
    for (const lib::GpuNameMapping& m : lib::gpuNameTable()) {
        INFO(m.gpu);
        CHECK(gpus.contains(u'\n' + QString::fromLatin1(m.gpu) + u','));
    }
}

TEST_CASE("public catalog: a file that states no date needs --as-of, exit 2 (issue #34)",
          "[library][public catalog][cli]") {
    DataDir data;
    // SkyPilot's files never state a date: refused before the file is read.
    const Run sky = cli({"catalog", "import-public", "skypilot", kSkyPilot, "--dry-run"});
    CHECK(sky.exitCode == 2);
    CHECK(sky.err.contains(
        "states no date for its prices: give the day they were valid with --as-of YYYY-MM-DD"));
    CHECK(sky.out.isEmpty());
    // A pricing.yml without about.generated: read, then refused, nothing written.
    QTemporaryDir dir;
    QByteArray yml = readFile(kGcp);
    REQUIRE(yml.contains("  generated: Thu Jul 30 06:13:17 2026\n"));
    yml.replace("  generated: Thu Jul 30 06:13:17 2026\n", "");
    const QString undated = dir.filePath(QStringLiteral("pricing.yml"));
    {
        QFile f(undated);
        REQUIRE(f.open(QIODevice::WriteOnly));
        f.write(yml);
    }
    const Run gcp = cli({"catalog", "import-public", "gcp-yaml", undated});
    CHECK(gcp.exitCode == 2);
    CHECK(gcp.err.contains(
        "pricing.yml states no date for its prices: give the day they were valid with --as-of"));
    const QByteArray listed = cli({"catalog", "list", "--kind", "offers"}).out;
    CHECK(!listed.contains("gcp/us-east4/a2-highgpu-8g"));
    const Run given =
        cli({"catalog", "import-public", "gcp-yaml", undated, "--as-of", "2026-07-01", "--dry-run"});
    CHECK(given.exitCode == 0);
    CHECK(given.out.contains("as of 2026-07-01: given by the user; the file states no date"));
    // A file's own date is not replaced by the user's.
    lib::PublicCatalog stated = lib::readPublicCatalog(lib::PublicFormat::GcpYaml, kGcp, {});
    CHECK_FALSE(lib::datePublicCatalog(stated, QDate(2026, 1, 1)));
    CHECK(stated.asOf == QLatin1String("2026-07-30"));
}

}  // namespace gputco::test
