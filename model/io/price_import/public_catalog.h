// Import of public price catalogs (issue #19): files the user downloaded, read offline, each
// mapped to catalog offers rows (docs/library.md, Importing public price catalogs).
//
//   skypilot   vms.csv of skypilot-org/skypilot-catalog (one row per availability zone)
//   gcp-yaml   pricing.yml of Cyclenerd/google-cloud-pricing-cost-calculator
//   aws-offer  the AWS Price List bulk offer file for EC2 (JSON, several GB: streamed)
//
// A row whose GPU has no catalog gpus key is skipped and counted by name, never given a made-up
// key (gpu_names.h holds the one table of names); a file with a problem is refused whole, each
// problem named "FILE line N: ...". The prices' date is the file's own (AWS publicationDate,
// Cyclenerd's about.generated), else the one the user gives; never the file's modification time.
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
    QDate asOf;            // --as-of: used when the file states no date of its own (required then)
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
    QString asOf;                  // yyyy-MM-dd; "" when the file states no date and none was given
    QString asOfFrom;              // "stated in the file", "given by the user; the file states no date"
    bool dateStated = false;       // the file states its prices' date (then no other date is taken)
    QString provider;              // the provider the rows carry (AWS, GCP, ...)
    bool providerUnknown = false;  // SkyPilot: neither the options nor the file's name say it
    int recordsRead = 0;           // rows (CSV), instances (YAML) or products (JSON) looked at
    int skippedNoGpu = 0;          // without a GPU: can never map to a gpus key
    int skippedOtherRegion = 0;
    int skippedNotComparable = 0;  // AWS: not Linux, not shared tenancy, software, other capacity
    int zoneRowsFolded = 0;        // SkyPilot: zone rows folded into one offer per region and mode
    // GPU names without a catalog key, with how many rows each ("GH200", "H100 on gpu_1x_x").
    std::map<QString, int> unknownGpus;
    // GPU names as the file spells them and the catalog key each was mapped to, with how many
    // rows each: {"H100", "H100-PCIe"} -> 2.
    std::map<std::pair<QString, QString>, int> mappedGpus;
    bool cancelled = false;
    int problemsNotListed = 0;  // problems past the first kMostProblemsListed, counted only

    bool ok() const { return problems.empty() && !cancelled; }
    // The file states no date and none was given: its rows carry no as_of and must not be
    // stored until datePublicCatalog gives them one.
    bool undated() const { return asOf.isEmpty(); }
    int skippedUnknownGpu() const;
};

PublicCatalog readPublicCatalog(PublicFormat format, const QString& path, const PublicImportOptions& options);

// SkyPilot's clouds as the rows name them ("AWS", "DigitalOcean", ...), sorted: what a
// SkyPilot file's folder or name says, or the provider given for it.
QStringList skyPilotClouds();

// Whether the format ever states the prices' date: SkyPilot's vms.csv never does, so that
// --as-of is required before the file is read.
bool formatStatesDate(PublicFormat format);

// Dates a catalog whose file states no date (as_of and the date in each row's source) with
// `asOf`, given by the user, again if the user changes it; a catalog with a date of its own is
// left as it is. False when the file states its date or `asOf` is not a valid date.
bool datePublicCatalog(PublicCatalog& catalog, const QDate& asOf);

// The readers behind readPublicCatalog, on an open device. `fileName` names the file in
// messages and in each row's source.
PublicCatalog readSkyPilotCsv(QIODevice& in, const QString& fileName, const QString& folderName,
                              const PublicImportOptions& options);
PublicCatalog readGcpPricingYaml(QIODevice& in, const QString& fileName, const PublicImportOptions& options);
PublicCatalog readAwsOfferJson(QIODevice& in, const QString& fileName, const PublicImportOptions& options);

// GCP prices a commitment per month; per hour is month / kHoursPerMonth (Google's 730 h).
inline constexpr double kHoursPerMonth = 730.0;

// The share of a reserved term paid upfront: upfront / (upfront + hourly x hours of the term),
// hours of the term = 730 x months (8760 a year, as AWS counts). 0 when nothing is owed.
double upfrontFraction(double upfront, double hourly, int termMonths);

// A price as the catalog stores it: the shortest text that reads back to the same double.
QString priceText(double value);

}  // namespace gputco::io::library
