// A large catalog of cloud offers made up for the picker's test and benchmark (issue #32,
// item 13: the picker took 4.7 s to open on 50,159 offers). Each row has the length of a
// real one (resources/catalog/offers.csv): a key of about 45 characters, a source of about
// 150, every value its own string, as the library's reader returns them.
//
// Row i, which the test counts on:
// - provider: kProviders[i % 8] ("CoreWeave" is i % 8 == 4); its name is also in the key and
//   the source, and in no other provider's rows;
// - instance "<family>-node-NNNNN", NNNNN = i on 5 digits: "node-0123" is in rows 1230-1239
//   only;
// - pricing mode kModes[(i / 8) % 4] (spot: (i / 8) % 4 == 2); no source names a mode;
// - every key once, dated 2024-01-01 plus i % 1060 days: all in force on 2026-12-04.
#pragma once

#include <QDate>
#include <QString>
#include <QStringList>
#include <vector>

#include "model/io/library/catalog_row.h"

namespace gputco::test {

struct GeneratedProvider {
    const char* name;
    const char* keyName;
    const char* family;
    const char* currency;
    const char* source;  // %1: the region's page, %2: the retrieval date
};

inline constexpr GeneratedProvider kProviders[] = {
    {"AWS", "aws", "p4d.24xlarge", "USD",
     "AWS EC2 pricing page for %1, Linux, per instance-hour (retrieved %2; storage and data transfer "
     "not included)"},
    {"GCP", "gcp", "a2-highgpu-8g", "USD",
     "Google Cloud Compute Engine GPU pricing, %1 (retrieved %2): per instance-hour, sustained use "
     "discounts left out"},
    {"Azure", "azure", "ND96asr_v4", "USD",
     "Azure virtual machines pricing calculator, %1, Linux (retrieved %2); per instance-hour, "
     "pay as you go list price"},
    {"OCI", "oci", "BM.GPU4.8", "USD",
     "Oracle Cloud Infrastructure compute pricing list, %1 (retrieved %2): bare metal GPU shape, "
     "per instance-hour"},
    {"CoreWeave", "coreweave", "hgx-a100-80gb", "USD",
     "CoreWeave pricing document, %1 (retrieved %2): HGX nodes billed per GPU-hour, multiplied by "
     "the GPUs of the node"},
    {"Lambda", "lambda", "gpu_8x_a100_80gb_sxm4", "USD",
     "Lambda cloud pricing page, %1 (retrieved %2): on-cluster price per GPU-hour times the GPUs "
     "of one instance"},
    {"RunPod", "runpod", "a100-sxm-80gb-secure", "USD",
     "RunPod secure cloud pricing, %1 (retrieved %2): per GPU-hour, multiplied by the GPUs of the "
     "pod, storage extra"},
    {"Alibaba Cloud", "alibaba", "ecs.gn7e-c16g1.32xlarge", "CNY",
     "Alibaba Cloud ECS instance pricing, %1 (retrieved %2): GPU-accelerated compute optimised "
     "family, per instance-hour"},
};
inline constexpr int kGeneratedProviders = 8;
inline constexpr const char* kModes[] = {"on_demand", "reserved", "spot", "subscription"};
inline constexpr const char* kRegions[] = {"us-east-1",      "us-west-2",   "eu-west-1",      "eu-central-1",
                                           "ap-northeast-1", "us-central1", "europe-west4",   "eastus",
                                           "westeurope",     "cn-hangzhou", "ap-southeast-2", ""};
inline constexpr const char* kGpus[] = {"A100-40GB-SXM4", "A100-80GB-SXM4", "H100-SXM",
                                        "H100-PCIe",      "H200-SXM",       "L40S"};

inline io::library::CatalogRow generatedOffer(int i) {
    const GeneratedProvider& p = kProviders[i % kGeneratedProviders];
    const QString mode = QString::fromLatin1(kModes[(i / 8) % 4]);
    const QString region = QString::fromLatin1(kRegions[(i / 32) % 12]);
    const QString instance =
        QStringLiteral("%1-node-%2").arg(QLatin1String(p.family)).arg(i, 5, 10, QLatin1Char('0'));
    const QString asOf = QDate(2024, 1, 1).addDays(i % 1060).toString(Qt::ISODate);
    const bool reserved = mode == QLatin1String("reserved");
    const bool subscription = mode == QLatin1String("subscription");
    io::library::CatalogRow row;
    row.kind = io::library::Kind::Offers;
    row.values = {
        QLatin1String(p.keyName) + QLatin1Char('/') +
            (region.isEmpty() ? QString() : region + QLatin1Char('/')) + instance + QLatin1Char('/') + mode,
        QString::fromLatin1(p.name),
        region,
        instance,
        QString::fromLatin1(kGpus[(i / 96) % 6]),
        QString::number(1 << (i % 4)),
        mode,
        reserved       ? QString::number((i / 32) % 2 ? 36 : 12)
        : subscription ? QStringLiteral("1")
                       : QStringLiteral("0"),
        reserved && (i / 64) % 2 ? QString()
        : reserved               ? QStringLiteral("0.5")
                                 : QStringLiteral("0"),
        QString::number(0.35 + (i % 997) * 0.07319, 'g', 8),
        QString::fromLatin1(p.currency),
        QString::fromLatin1(p.source).arg(region.isEmpty() ? QStringLiteral("region not stated") : region,
                                          QDate(2024, 1, 1).addDays(i % 1060 + 2).toString(Qt::ISODate)),
        asOf,
    };
    return row;
}

inline std::vector<io::library::CatalogRow> generatedOffers(int count) {
    std::vector<io::library::CatalogRow> rows;
    rows.reserve(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) rows.push_back(generatedOffer(i));
    return rows;
}

}  // namespace gputco::test
