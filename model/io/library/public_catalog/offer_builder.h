// Shared by the public catalog readers: one offers row from its parts, the key it takes, and
// the as_of rule (the file's own date, else --as-of, else the file's modification date).
#pragma once

#include <QByteArray>
#include <QDate>
#include <QIODevice>
#include <QString>
#include <optional>

#include "model/io/library/catalog_row.h"
#include "model/io/library/public_catalog/public_catalog.h"

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
// options.asOf, else `fileDate`.
void settleAsOf(PublicCatalog& out, const QDate& stated, const PublicImportOptions& options,
                const QDate& fileDate);

// "vms.csv (SkyPilot catalog CSV, as of 2026-12-01: the file's modification date)"
QString sourceHead(const PublicCatalog& out);

// The whole file, with the progress callback told before and after; none when it cancels
// (out.cancelled is then set). For the formats read at once (CSV, YAML).
std::optional<QByteArray> readWhole(QIODevice& in, PublicCatalog& out, const PublicImportOptions& options);

// A GPU count read from a catalog file as an int: a whole number from 1 to 4,096 (no instance
// has more; larger values are damage and would overflow an int), else none.
std::optional<int> wholeGpuCount(double count);

// Counts a GPU name that has no catalog key.
void countUnknownGpu(PublicCatalog& out, const QString& name);

}  // namespace gputco::io::library
