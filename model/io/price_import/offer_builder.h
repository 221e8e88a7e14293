// Shared by the public catalog readers: one offers row from its parts, the key it takes, and
// the as_of rule (the file's own date, else the one the user gives, else none yet).
#pragma once

#include <QByteArray>
#include <QDate>
#include <QIODevice>
#include <QString>
#include <optional>

#include "model/io/library/catalog_row.h"
#include "model/io/price_import/gpu_names.h"
#include "model/io/price_import/public_catalog.h"

namespace gputco::io::library {

struct OfferParts {
    QString provider;  // "AWS", "GCP", ...
    QString region;
    QString instance;
    QString gpu;  // a catalog gpus key
    int gpusPerInstance = 0;
    QString mode;     // on_demand | reserved | spot | subscription
    QString keyMode;  // the key's last part: on_demand, spot, reserved-12, reserved-12-partial-upfront ...
    int termMonths = 0;
    double upfrontFraction = 0;
    double pricePerHour = 0;
    QString currency = QStringLiteral("USD");
    QString source;
    QString asOf;
    int line = 0;
};

// Key: provider/region/instance/keyMode, the provider in lower case (as the bundled rows).
CatalogRow offerRow(const OfferParts& parts);

// Sets out.asOf and out.asOfFrom: `stated` (the file's own date) when valid, else
// options.asOf, else none (the catalog is undated()).
void settleAsOf(PublicCatalog& out, const QDate& stated, const PublicImportOptions& options);

// "vms.csv (SkyPilot catalog CSV, as of 2026-12-01: given by the user; the file states no date)"
QString sourceHead(const PublicCatalog& out);

// Why `text` is not a price a scenario can take (a number, finite, >= 0, at most
// scenario::kMaxMagnitude, 1e15), to follow "Price: "; "" when it is one, and `value` is set.
std::string priceProblem(const QString& text, double& value);

// Why `text` cannot be a part of an offer key (provider/region/instance/mode): a '/' would
// read as more parts (two offers one key, "p4d/../x" a path); "" when it can.
std::string keyPartProblem(const QString& text);

// Adds a problem; past the first kMostProblemsListed only counts it, so that a damaged file
// of hundreds of MB is not copied into its own error list (readPublicCatalog says how many
// more there were).
inline constexpr std::size_t kMostProblemsListed = 100;
void reportProblem(PublicCatalog& out, std::string what);

// A GPU count read from a catalog file as an int: a whole number from 1 to 4,096 (no instance
// has more; larger values are damage and would overflow an int), else none.
std::optional<int> wholeGpuCount(double count);

// Counts a GPU name that has no catalog key.
void countUnknownGpu(PublicCatalog& out, const QString& name);

// The catalog key of a GPU name (gpu_names.h), counted in out.mappedGpus; "" when the name has
// none or `wholeCount` is false (a part of a GPU, a damaged count), counted in out.unknownGpus.
QString mapGpuName(PublicCatalog& out, GpuNaming naming, const QString& name, const QString& instance,
                   bool wholeCount);

}  // namespace gputco::io::library
