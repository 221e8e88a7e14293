// Import of public price catalogs (issue #19): files the user downloaded, read offline, each
// mapped to catalog offers rows (docs/library.md, Importing public price catalogs).
//
//   skypilot   vms.csv of skypilot-org/skypilot-catalog (one row per availability zone)
//   gcp-yaml   pricing.yml of Cyclenerd/google-cloud-pricing-cost-calculator
//   aws-offer  the AWS Price List bulk offer file for EC2 (JSON, several GB: streamed)
//
// A row whose GPU has no catalog gpus key is skipped and counted, never given a made-up key;
// a file with a problem is refused whole, each problem named "FILE line N: ...".
#pragma once

#include <QDate>
#include <QString>
#include <QStringList>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/io/library/catalog_row.h"

class QIODevice;

namespace gputco::io::library {

enum class PublicFormat { SkyPilot, GcpYaml, AwsOffer };

// "skypilot", "gcp-yaml", "aws-offer".
std::optional<PublicFormat> publicFormatFromName(const QString& name);
QString publicFormatName(PublicFormat format);
// "SkyPilot catalog CSV", "Google Cloud pricing YAML", "AWS EC2 offer file".
QString publicFormatTitle(PublicFormat format);

struct PublicImportOptions {
    QString region;        // keep only this region; empty: every region
    bool gpuOnly = false;  // drop rows without a GPU before checking them (see docs/library.md)
    QDate asOf;            // --as-of: used when the file states no date of its own
    QString provider;      // SkyPilot only: the cloud, when the file's name and folder do not say
    // Called now and then with the bytes read so far and the file's size; returning false
    // cancels the reading (the result is then `cancelled`, with no rows).
    std::function<bool(qint64 done, qint64 total)> progress;
};

struct PublicCatalog {
    PublicFormat format = PublicFormat::SkyPilot;
    QString fileName;              // base name
    std::vector<CatalogRow> rows;  // offers rows, complete only when problems is empty
    std::vector<std::string> problems;
    QString asOf;      // yyyy-MM-dd
    QString asOfFrom;  // "stated in the file", "given with --as-of", "the file's modification date"
    QString provider;  // the provider the rows carry (AWS, GCP, ...)
    bool providerUnknown = false;  // SkyPilot: neither the options nor the file's name say it
    int recordsRead = 0;           // rows (CSV), instances (YAML) or products (JSON) looked at
    int skippedNoGpu = 0;          // without a GPU: can never map to a gpus key
    int skippedOtherRegion = 0;
    int skippedNotComparable = 0;  // AWS: not Linux, not shared tenancy, software, other capacity
    int zoneRowsFolded = 0;        // SkyPilot: zone rows folded into one offer per region and mode
    // GPU names without a catalog key, with how many rows each.
    std::map<QString, int> unknownGpus;
    bool cancelled = false;
    int problemsNotListed = 0;  // problems past the first kMostProblemsListed, counted only

    bool ok() const { return problems.empty() && !cancelled; }
    int skippedUnknownGpu() const;
};

PublicCatalog readPublicCatalog(PublicFormat format, const QString& path, const PublicImportOptions& options);

// SkyPilot's clouds as the rows name them ("AWS", "DigitalOcean", ...), sorted: what a
// SkyPilot file's folder or name says, or the provider given for it.
QStringList skyPilotClouds();

// The readers behind readPublicCatalog, on an open device. `fileName` names the file in
// messages and in each row's source; `fileDate` is its modification date.
PublicCatalog readSkyPilotCsv(QIODevice& in, const QString& fileName, const QString& folderName,
                              const QDate& fileDate, const PublicImportOptions& options);
PublicCatalog readGcpPricingYaml(QIODevice& in, const QString& fileName, const QDate& fileDate,
                                 const PublicImportOptions& options);
PublicCatalog readAwsOfferJson(QIODevice& in, const QString& fileName, const QDate& fileDate,
                               const PublicImportOptions& options);

// The catalog gpus key of a GPU as a provider's file names it, or "" when the catalog has
// none. `name` is SkyPilot's AcceleratorName, Cyclenerd's count key ("a100-80gb") or, for AWS,
// the instance family ("p4d"); `instance` tells SXM from PCIe where one name covers both.
QString catalogGpuKey(const QString& provider, const QString& name, const QString& instance);

// GCP prices a commitment per month; per hour is month / kHoursPerMonth (Google's 730 h).
inline constexpr double kHoursPerMonth = 730.0;

// The share of a reserved term paid upfront: upfront / (upfront + hourly x hours of the term),
// hours of the term = 730 x months (8760 a year, as AWS counts). 0 when nothing is owed.
double upfrontFraction(double upfront, double hourly, int termMonths);

// A price as the catalog stores it: the shortest text that reads back to the same double.
QString priceText(double value);

}  // namespace gputco::io::library
