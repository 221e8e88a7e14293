// Public price lists for the library tests: the committed extracts
// (tests/fixtures/public_catalogs/README.md says where each was cut from), copies of them with
// one change, and EC2 offer-file pieces on the extract's structure.
#pragma once

#include <catch2/catch.hpp>

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>
#include <utility>
#include <vector>

#include "model/io/library/catalog_csv.h"
#include "tests/library/library_support.h"

namespace gputco::test {

inline const QString kFixtures = QStringLiteral(GPUTCO_SOURCE_DIR "/tests/fixtures/public_catalogs/");
inline const QString kSkyPilot = kFixtures + QStringLiteral("skypilot-aws-vms-extract.csv");
inline const QString kGcp = kFixtures + QStringLiteral("gcp-pricing-extract.yml");
inline const QString kAws = kFixtures + QStringLiteral("aws-ec2-offer-extract.json");
inline const QString kAwsP4d = kFixtures + QStringLiteral("aws-ec2-offer-p4d-extract.json");

// The bundled catalog's gpus rows (resources/catalog/gpus.csv), which every library holds.
inline std::vector<io::library::CatalogRow> bundledGpus() {
    const io::library::CatalogFile file = io::library::parseCatalogCsv(
        readFile(QStringLiteral(GPUTCO_SOURCE_DIR "/resources/catalog/gpus.csv")),
        QStringLiteral("gpus.csv"));
    REQUIRE(file.ok());
    return file.rows;
}

// A copy of `from` with `before` replaced by `after` (once), written under `dir`.
inline QString alteredCopy(const QTemporaryDir& dir, const QString& from, const QByteArray& before,
                           const QByteArray& after, const char* name) {
    QByteArray bytes = readFile(from);
    REQUIRE(bytes.contains(before));
    bytes.replace(bytes.indexOf(before), before.size(), after);
    const QString path = dir.filePath(QString::fromLatin1(name));
    QFile f(path);
    REQUIRE(f.open(QIODevice::WriteOnly));
    f.write(bytes);
    return path;
}

// One EC2 product as the offer file writes it: the attributes of the extract's p3.8xlarge
// (tests/fixtures/public_catalogs/aws-ec2-offer-extract.json), with the instance type, GPU
// count, operating system and licence of the product wanted.
inline QByteArray awsProduct(const QByteArray& sku, const QByteArray& instance, const QByteArray& gpus,
                             const QByteArray& region) {
    QByteArray p = "\"" + sku + "\" : {\n\"sku\" : \"" + sku +
                   "\",\n\"productFamily\" : \"Compute Instance\",\n\"attributes\" : {\n"
                   "\"servicecode\" : \"AmazonEC2\",\n\"location\" : \"US East (N. Virginia)\",\n"
                   "\"locationType\" : \"AWS Region\",\n\"instanceType\" : \"" +
                   instance +
                   "\",\n\"currentGeneration\" : \"Yes\",\n\"vcpu\" : \"96\",\n\"tenancy\" : \"Shared\",\n"
                   "\"operatingSystem\" : \"Linux\",\n\"licenseModel\" : \"No License required\",\n"
                   "\"operation\" : \"RunInstances\",\n\"capacitystatus\" : \"Used\",\n";
    if (!gpus.isEmpty()) p += "\"gpu\" : \"" + gpus + "\",\n";
    p += "\"preInstalledSw\" : \"NA\",\n\"regionCode\" : \"" + region +
         "\",\n\"servicename\" : \"Amazon Elastic Compute Cloud\"\n}\n}";
    return p;
}

// One term as the offer file writes it: `dims` are (unit, USD) pairs.
inline QByteArray awsTerm(const QByteArray& sku, const QByteArray& code,
                          const std::vector<std::pair<QByteArray, QByteArray>>& dims,
                          const QByteArray& attributes) {
    QByteArray t = "\"" + sku + "." + code + "\" : {\n\"offerTermCode\" : \"" + code + "\",\n\"sku\" : \"" +
                   sku + "\",\n\"priceDimensions\" : {\n";
    for (std::size_t i = 0; i < dims.size(); ++i) {
        t += "\"" + sku + "." + code + ".D" + QByteArray::number(static_cast<int>(i)) +
             "\" : {\n\"unit\" : \"" + dims[i].first + "\",\n\"pricePerUnit\" : {\n\"USD\" : \"" +
             dims[i].second + "\"\n},\n\"appliesTo\" : [ ]\n}";
        if (i + 1 < dims.size()) t += ",\n";
    }
    t += "\n},\n\"termAttributes\" : {" + attributes + "}\n}";
    return t;
}

}  // namespace gputco::test
