// Price lists that could be read two ways (issue #32, item 10): a key, SKU or column given
// twice, a number past what a scenario takes, a GPU the catalog lacks, a '/' or ".." in a
// part of an offer key, a file that changes while it is read. Each is refused (or its rows
// left out) with its place named, never read one way without a word.
#include <catch2/catch.hpp>

#include <QBuffer>
#include <QDateTime>
#include <QFile>
#include <QTemporaryDir>
#include <algorithm>

#include "model/io/library/catalog_csv.h"
#include "model/io/library/library.h"
#include "model/io/price_import/catalog_preview.h"
#include "model/io/price_import/public_catalog.h"
#include "tests/cli/cli_run.h"
#include "tests/library/library_support.h"
#include "tests/library/price_list_fixtures.h"

namespace gputco::test {

namespace lib = gputco::io::library;

namespace {

std::string firstProblem(const lib::PublicCatalog& read) {
    return read.problems.empty() ? std::string("(no problem)") : read.problems.front();
}

lib::PublicCatalog readAws(QByteArray doc) {
    QBuffer buffer(&doc);
    REQUIRE(buffer.open(QIODevice::ReadOnly));
    return lib::readAwsOfferJson(buffer, QStringLiteral("index.json"), {});
}

// The line (from 1) on which the `nth` (from 1) `text` of `doc` starts.
int lineOf(const QByteArray& doc, const QByteArray& text, int nth = 1) {
    qsizetype at = -1;
    for (int i = 0; i < nth; ++i) at = doc.indexOf(text, at + 1);
    REQUIRE(at >= 0);
    return static_cast<int>(doc.left(at).count('\n')) + 1;
}

// An offer file with one p5.48xlarge product and the OnDemand terms given.
QByteArray awsOnDemand(const QByteArray& product, const QByteArray& terms) {
    return "{\n\"offerCode\" : \"AmazonEC2\",\n\"publicationDate\" : \"2023-03-22T14:56:51Z\",\n"
           "\"products\" : {\n" +
           product + "\n},\n\"terms\" : {\n\"OnDemand\" : {\n" + terms + "\n}\n}\n}\n";
}

QByteArray awsOnDemandTerm(const QByteArray& price) {
    return "\"GPUSKU0000000001\" : {\n" + awsTerm("GPUSKU0000000001", "JRTCKXETXF", {{"Hrs", price}}, "") +
           "\n}";
}

const QByteArray kP5 = awsProduct("GPUSKU0000000001", "p5.48xlarge", "8", "us-east-1");

}  // namespace

TEST_CASE("public catalog: a YAML key given twice is refused with both lines", "[library][public catalog]") {
    QTemporaryDir dir;
    SECTION("a price's field") {
        // Line 34 "hour: 29.38708" (a2-highgpu-8g in us-central1), given again below it.
        const QString path = alteredCopy(dir, kGcp, "          hour: 29.38708\n",
                                         "          hour: 29.38708\n          hour: 1.5\n", "pricing.yml");
        const lib::PublicCatalog read = lib::readPublicCatalog(lib::PublicFormat::GcpYaml, path, {});
        CHECK(read.rows.empty());
        CHECK(
            firstProblem(read) ==
            "pricing.yml line 35: \"hour\" appears twice in compute.instance.a2-highgpu-8g.cost.us-central1 "
            "(first on line 34): which value is meant cannot be told");
    }
    SECTION("a machine type") {
        // Line 49 a2-ultragpu-8g renamed to the a2-highgpu-8g of line 23.
        const QString path =
            alteredCopy(dir, kGcp, "    a2-ultragpu-8g:\n", "    a2-highgpu-8g:\n", "pricing.yml");
        const lib::PublicCatalog read = lib::readPublicCatalog(lib::PublicFormat::GcpYaml, path, {});
        CHECK(read.rows.empty());
        CHECK(firstProblem(read) ==
              "pricing.yml line 49: \"a2-highgpu-8g\" appears twice in compute.instance (first on line 23): "
              "which value is meant cannot be told");
    }
}

TEST_CASE("public catalog: an AWS SKU or key given twice is refused with its place",
          "[library][public catalog]") {
    SECTION("a SKU twice under terms.OnDemand, with another price") {
        const QByteArray doc = awsOnDemand(kP5, awsOnDemandTerm("55.04") + ",\n" + awsOnDemandTerm("1.00"));
        const lib::PublicCatalog read = readAws(doc);
        CHECK(read.rows.empty());
        const QByteArray term = "\"GPUSKU0000000001\" : {\n\"GPUSKU0000000001.JRTCKXETXF";
        CHECK(firstProblem(read) ==
              "index.json line " + std::to_string(lineOf(doc, term, 2)) +
                  ": terms.OnDemand: SKU GPUSKU0000000001 appears twice (first on line " +
                  std::to_string(lineOf(doc, term, 1)) + ")");
    }
    SECTION("a product's SKU twice") {
        const QByteArray doc = awsOnDemand(kP5 + ",\n" + kP5, awsOnDemandTerm("55.04"));
        const lib::PublicCatalog read = readAws(doc);
        CHECK(read.rows.empty());
        const QByteArray product = "\"GPUSKU0000000001\" : {\n\"sku\"";
        CHECK(firstProblem(read) == "index.json line " + std::to_string(lineOf(doc, product, 2)) +
                                        ": products: SKU GPUSKU0000000001 appears twice (first on line " +
                                        std::to_string(lineOf(doc, product, 1)) + ")");
    }
    SECTION("a key twice inside a term") {
        QByteArray term = awsOnDemandTerm("55.04");
        term.replace("\"offerTermCode\" : \"JRTCKXETXF\",\n",
                     "\"offerTermCode\" : \"JRTCKXETXF\",\n\"offerTermCode\" : \"OTHER00000\",\n");
        const QByteArray doc = awsOnDemand(kP5, term);
        const lib::PublicCatalog read = readAws(doc);
        CHECK(read.rows.empty());
        CHECK(firstProblem(read) == "index.json line " + std::to_string(lineOf(doc, "\"offerTermCode\"", 2)) +
                                        ": \"offerTermCode\" appears twice in one object (first on line " +
                                        std::to_string(lineOf(doc, "\"offerTermCode\"", 1)) + ")");
    }
}

TEST_CASE("public catalog: a SkyPilot header naming a column twice is refused", "[library][public catalog]") {
    QTemporaryDir dir;
    const QString path = alteredCopy(dir, kSkyPilot, "Region,AvailabilityZone\n",
                                     "Region,AvailabilityZone,Price\n", "aws-vms.csv");
    const lib::PublicCatalog read = lib::readPublicCatalog(lib::PublicFormat::SkyPilot, path, {});
    CHECK(read.rows.empty());
    CHECK(firstProblem(read) == "aws-vms.csv line 1: column Price appears twice (columns 7 and 11)");
}

TEST_CASE("public catalog: a number above the scenario's 1e15 is refused with its line and the limit",
          "[library][public catalog]") {
    QTemporaryDir dir;
    SECTION("SkyPilot: 1e300 and 1e16") {
        // Line 22: p4d.24xlarge us-east-1 use1-az1, Price 32.7726, SpotPrice 6.7915.
        const QString path = alteredCopy(dir, kSkyPilot, ",32.7726,6.791500,us-east-1,use1-az1",
                                         ",1e300,1e16,us-east-1,use1-az1", "aws-vms.csv");
        const lib::PublicCatalog read = lib::readPublicCatalog(lib::PublicFormat::SkyPilot, path, {});
        CHECK(read.rows.empty());
        REQUIRE(read.problems.size() == 2);
        CHECK(read.problems[0] ==
              "aws-vms.csv line 22: Price: 1e300 is above 1e15, the largest number a scenario takes");
        CHECK(read.problems[1] ==
              "aws-vms.csv line 22: SpotPrice: 1e16 is above 1e15, the largest number a scenario takes");
    }
    SECTION("GCP YAML: 1e16 an hour") {
        const QString path =
            alteredCopy(dir, kGcp, "          hour: 29.38708\n", "          hour: 1e16\n", "pricing.yml");
        const lib::PublicCatalog read = lib::readPublicCatalog(lib::PublicFormat::GcpYaml, path, {});
        CHECK(read.rows.empty());
        CHECK(firstProblem(read) ==
              "pricing.yml line 34: a2-highgpu-8g.cost.us-central1.hour: 1e16 is above "
              "1e15, the largest number a scenario takes");
    }
    SECTION("GCP YAML: a GPU count of 1e300") {
        const QString path = alteredCopy(dir, kGcp, "      a100: 8\n", "      a100: 1e300\n", "count.yml");
        const lib::PublicCatalog read = lib::readPublicCatalog(lib::PublicFormat::GcpYaml, path, {});
        CHECK(read.rows.empty());
        CHECK(firstProblem(read) ==
              "count.yml line 24: a2-highgpu-8g.a100: 1e300 is above 1e15, the largest number a scenario "
              "takes");
    }
    SECTION("AWS: 1e300 an hour") {
        const QByteArray doc = awsOnDemand(kP5, awsOnDemandTerm("1e300"));
        const lib::PublicCatalog read = readAws(doc);
        CHECK(read.rows.empty());
        CHECK(firstProblem(read) ==
              "index.json line " +
                  std::to_string(lineOf(doc, "\"GPUSKU0000000001\" : {\n\"GPUSKU0000000001.")) +
                  ": SKU GPUSKU0000000001: 1e300 is above 1e15, the largest number a scenario "
                  "takes");
    }
    SECTION("catalog CSV: a price of 1e16 and a term of 1,300 months") {
        const lib::CatalogFile file = lib::parseCatalogCsv(
            kOfferHeader +
                "k,AWS,us-east-1,p4d.24xlarge,A100-40GB-SXM4,8,on_demand,0,0,1e16,USD,s,2027-01-01\n" +
                "k,AWS,us-east-1,p4d.24xlarge,A100-40GB-SXM4,8,reserved,1300,0,1,USD,s,2027-01-02\n",
            QStringLiteral("offers.csv"));
        REQUIRE(file.problems.size() == 2);
        CHECK(file.problems[0] ==
              "offers.csv line 2: price_per_hour: must be at most 1e15 (the largest number a scenario "
              "takes), got 1e16");
        CHECK(file.problems[1] ==
              "offers.csv line 3: term_months: must be at most 1200 (100 years, the longest "
              "term a scenario takes), got 1300");
    }
}

TEST_CASE("public catalog: rows whose GPU is not in the catalog are listed by name and not stored",
          "[library][public catalog][cli]") {
    DataDir data;
    SECTION("catalog import") {
        const QString offers = data.write(
            "offers.csv", kOfferHeader +
                              "lambda/us-east-1/a100/on_demand,Lambda,us-east-1,gpu_1x_a100,A100-40GB-SXM4,1,"
                              "on_demand,0,0,1.29,USD,s,2027-01-01\n"
                              "lambda/us-east-1/v100/on_demand,Lambda,us-east-1,gpu_1x_v100,V100-16GB,1,"
                              "on_demand,0,0,0.5,USD,s,2027-01-01\n");
        const Run run = cli({"catalog", "import", offers});
        INFO(run.err.toStdString());
        CHECK(run.exitCode == 0);
        CHECK(run.out.contains("offers.csv (offers): 1 rows added, 0 already present\n"));
        CHECK(
            run.out.contains("not stored, their GPU is not in the library's catalog (import its gpus row "
                             "first): 1 row (V100-16GB x1)"));
        const QByteArray listed = cli({"catalog", "list", "--kind", "offers"}).out;
        CHECK(listed.contains("lambda/us-east-1/a100/on_demand"));
        CHECK_FALSE(listed.contains("lambda/us-east-1/v100/on_demand"));
    }
    SECTION("the preview and catalog import-public") {
        lib::PublicImportOptions o;
        o.asOf = QDate(2026, 12, 1);
        o.region = QStringLiteral("us-east-1");
        const lib::PublicCatalog read = lib::readPublicCatalog(lib::PublicFormat::SkyPilot, kSkyPilot, o);
        REQUIRE(read.rows.size() == 6);  // p4d, p4de and p5, on demand and spot
        makeLibrary();
        // A library whose catalog has no H100-SXM (one made before the GPU was added, say).
        REQUIRE(sqlValue(data.library(), QStringLiteral("DELETE FROM gpus WHERE key = 'H100-SXM'")) ==
                QString());
        lib::Library library;
        REQUIRE(library.open().usable());
        const lib::CatalogPreview preview = lib::previewImport(
            read.rows, library.catalog().rows(lib::Kind::Offers), library.catalog().rows(lib::Kind::Gpus));
        CHECK(preview.unknownGpus == std::map<QString, int>{{QStringLiteral("H100-SXM"), 2}});
        CHECK(preview.rows.size() == 4);
        CHECK(std::none_of(preview.rows.begin(), preview.rows.end(), [](const lib::PreviewRow& r) {
            return r.row.value("gpu") == QLatin1String("H100-SXM");
        }));

        const Run run = cli({"catalog", "import-public", "skypilot", kSkyPilot, "--region", "us-east-1",
                             "--as-of", "2026-12-01"});
        INFO(run.err.toStdString());
        CHECK(run.exitCode == 0);
        CHECK(
            run.out.contains("not stored, their GPU is not in the library's catalog (import its gpus row "
                             "first): 2 offers (H100-SXM x2)"));
        CHECK_FALSE(run.out.contains("p5.48xlarge"));
        CHECK(run.out.contains("4 rows added"));
    }
}

TEST_CASE("public catalog: a '/' or '..' in a region or instance is refused", "[library][public catalog]") {
    QTemporaryDir dir;
    SECTION("SkyPilot") {
        // Line 13: the first p4d.24xlarge row; line 22 the us-east-1 one.
        QString path = alteredCopy(dir, kSkyPilot, "\np4d.24xlarge,", "\np4d/../x,", "aws-vms.csv");
        lib::PublicCatalog read = lib::readPublicCatalog(lib::PublicFormat::SkyPilot, path, {});
        CHECK(read.rows.empty());
        CHECK(firstProblem(read) ==
              "aws-vms.csv line 13: InstanceType \"p4d/../x\" holds a '/', which would read "
              "as another part of its offer key (provider/region/instance/mode)");
        path = alteredCopy(dir, kSkyPilot, ",us-east-1,use1-az1", ",us-east-1..x,use1-az1", "aws-region.csv");
        read = lib::readPublicCatalog(lib::PublicFormat::SkyPilot, path, {});
        CHECK(read.rows.empty());
        CHECK(firstProblem(read) ==
              "aws-region.csv line 11: Region \"us-east-1..x\" holds \"..\", which no offer key holds (it "
              "reads "
              "as a path step)");
    }
    SECTION("SkyPilot: the cloud given") {
        lib::PublicImportOptions o;
        o.provider = QStringLiteral("my/cloud");
        const lib::PublicCatalog read = lib::readPublicCatalog(lib::PublicFormat::SkyPilot, kSkyPilot, o);
        CHECK(read.rows.empty());
        CHECK_THAT(firstProblem(read),
                   Catch::StartsWith("skypilot-aws-vms-extract.csv: the cloud \"my/cloud\" "
                                     "holds a '/'"));
    }
    SECTION("GCP YAML: a machine type and a region") {
        QString path = alteredCopy(dir, kGcp, "    a2-highgpu-8g:\n", "    a2/../x:\n", "pricing.yml");
        lib::PublicCatalog read = lib::readPublicCatalog(lib::PublicFormat::GcpYaml, path, {});
        CHECK(read.rows.empty());
        CHECK_THAT(firstProblem(read),
                   Catch::StartsWith("pricing.yml line 24: machine type \"a2/../x\" holds a '/'"));
        path = alteredCopy(dir, kGcp, "        us-central1:\n", "        us/central1:\n", "region.yml");
        read = lib::readPublicCatalog(lib::PublicFormat::GcpYaml, path, {});
        CHECK(read.rows.empty());
        CHECK_THAT(firstProblem(read),
                   Catch::StartsWith("region.yml line 34: region \"us/central1\" holds a '/'"));
    }
    SECTION("AWS: an instance type") {
        const QByteArray doc = awsOnDemand(
            awsProduct("GPUSKU0000000001", "p5/../x.48xlarge", "8", "us-east-1"), awsOnDemandTerm("55.04"));
        const lib::PublicCatalog read = readAws(doc);
        CHECK(read.rows.empty());
        CHECK_THAT(firstProblem(read),
                   Catch::Contains(": SKU GPUSKU0000000001: instanceType \"p5/../x.48xlarge\" holds a '/'"));
    }
}

TEST_CASE("public catalog: a file that changes while it is read is refused", "[library][public catalog]") {
    QTemporaryDir dir;
    struct Case {
        lib::PublicFormat format;
        QString from;
        const char* name;
        QByteArray before;  // rewritten in place, the same size
        QByteArray after;
    };
    const Case cases[] = {
        {lib::PublicFormat::SkyPilot, kSkyPilot, "aws-vms.csv", ",32.7726,", ",32.7727,"},
        {lib::PublicFormat::GcpYaml, kGcp, "pricing.yml", "hour: 29.38708", "hour: 29.38709"},
        {lib::PublicFormat::AwsOffer, kAwsP4d, "index.json", "32.7726000000", "32.7727000000"},
    };
    const bool inPlace = GENERATE(true, false);
    for (const Case& c : cases) {
        INFO(c.name << (inPlace ? ", rewritten in place" : ", appended to"));
        const QString path = alteredCopy(dir, c.from, c.before, c.before, c.name);
        {
            // An old file: the rewrite below is then surely a later modification time, however
            // coarse the file system's clock.
            QFile f(path);
            REQUIRE(f.open(QIODevice::ReadWrite));
            REQUIRE(f.setFileTime(QDateTime(QDate(2020, 1, 1), QTime(0, 0), Qt::UTC),
                                  QFileDevice::FileModificationTime));
        }
        lib::PublicImportOptions o;
        o.asOf = QDate(2026, 12, 1);
        bool rewritten = false;
        o.progress = [&](qint64, qint64) {
            if (!rewritten) {
                // Another program (a download, an editor) writes the file while it is read.
                QFile f(path);
                REQUIRE(f.open(QIODevice::ReadWrite));
                QByteArray bytes = f.readAll();
                if (inPlace) {
                    bytes.replace(bytes.indexOf(c.before), c.before.size(), c.after);
                    f.seek(0);
                } else {
                    bytes = "\n";
                }
                REQUIRE(f.write(bytes) == bytes.size());
                rewritten = true;
            }
            return true;
        };
        const lib::PublicCatalog read = lib::readPublicCatalog(c.format, path, o);
        CHECK(rewritten);
        CHECK(read.rows.empty());
        CHECK_THAT(firstProblem(read),
                   Catch::StartsWith(std::string(c.name) + ": changed while it was read (") &&
                       Catch::EndsWith("): nothing imported; read it again once nothing is "
                                       "writing it"));
    }
}

}  // namespace gputco::test
