// SkyPilot's catalog (skypilot-org/skypilot-catalog, catalogs/v*/<cloud>/vms.csv): one row
// per instance type and availability zone, prices in USD per hour, the spot price by zone.
#include <QIODevice>
#include <QRegularExpression>
#include <QSet>
#include <cmath>
#include <map>

#include "model/io/library/csv_stream.h"
#include "model/io/price_import/offer_builder.h"
#include "model/io/price_import/public_catalog.h"

namespace gputco::io::library {

namespace {

// SkyPilot's cloud folder names and the provider each stands for.
const std::map<QString, QString>& cloudFolders() {
    static const std::map<QString, QString> kClouds = {
        {QStringLiteral("aws"), QStringLiteral("AWS")},
        {QStringLiteral("gcp"), QStringLiteral("GCP")},
        {QStringLiteral("azure"), QStringLiteral("Azure")},
        {QStringLiteral("oci"), QStringLiteral("OCI")},
        {QStringLiteral("lambda"), QStringLiteral("Lambda")},
        {QStringLiteral("runpod"), QStringLiteral("RunPod")},
        {QStringLiteral("fluidstack"), QStringLiteral("FluidStack")},
        {QStringLiteral("paperspace"), QStringLiteral("Paperspace")},
        {QStringLiteral("cudo"), QStringLiteral("Cudo")},
        {QStringLiteral("ibm"), QStringLiteral("IBM")},
        {QStringLiteral("scp"), QStringLiteral("SCP")},
        {QStringLiteral("do"), QStringLiteral("DigitalOcean")},
        {QStringLiteral("nebius"), QStringLiteral("Nebius")},
        {QStringLiteral("vast"), QStringLiteral("Vast.ai")},
        {QStringLiteral("hyperbolic"), QStringLiteral("Hyperbolic")},
    };
    return kClouds;
}

QString providerFromToken(const QString& token) {
    const auto it = cloudFolders().find(token.toLower());
    return it == cloudFolders().end() ? QString() : it->second;
}

// A cloud given by name (--provider, the dialog's choice) as the rows spell it: "aws" and
// "Aws" are AWS, and "digitalocean" DigitalOcean, so that rows imported twice under either spelling
// are the same rows (they were keyed apart, and equal prices read as conflicts). A name that is
// no SkyPilot cloud is kept as given.
QString canonicalProvider(const QString& given) {
    const QString name = given.trimmed();
    if (QString p = providerFromToken(name); !p.isEmpty()) return p;
    for (const QString& cloud : skyPilotClouds())
        if (cloud.compare(name, Qt::CaseInsensitive) == 0) return cloud;
    return name;
}

// The folder (catalogs/v7/aws/vms.csv), else a word of the file name (aws-vms.csv).
QString providerOf(const QString& fileName, const QString& folderName) {
    if (QString p = providerFromToken(folderName); !p.isEmpty()) return p;
    static const QRegularExpression kWordBreak(QStringLiteral("[-_. ]"));
    for (const QString& word : fileName.split(kWordBreak, Qt::SkipEmptyParts))
        if (QString p = providerFromToken(word); !p.isEmpty()) return p;
    return {};
}

struct Folded {
    QString region;
    QString instance;
    QString gpu;
    int gpus = 0;
    bool spot = false;
    double low = 0;
    double high = 0;
    QSet<QString> zones;
    int rows = 0;
    int line = 0;
};

}  // namespace

QStringList skyPilotClouds() {
    QStringList clouds;
    for (const auto& [folder, cloud] : cloudFolders()) clouds << cloud;
    clouds.sort(Qt::CaseInsensitive);
    return clouds;
}

PublicCatalog readSkyPilotCsv(QIODevice& in, const QString& fileName, const QString& folderName,
                              const PublicImportOptions& options) {
    PublicCatalog out;
    out.format = PublicFormat::SkyPilot;
    out.fileName = fileName;
    const std::string where = fileName.toStdString();
    auto problem = [&](int line, const std::string& what) {
        reportProblem(out, where + " line " + std::to_string(line) + ": " + what);
    };
    out.provider = options.provider.trimmed().isEmpty() ? providerOf(fileName, folderName)
                                                        : canonicalProvider(options.provider);
    if (out.provider.isEmpty()) {
        out.providerUnknown = true;
        out.problems.push_back(where +
                               ": cannot tell which cloud the file prices: keep it in its catalog folder "
                               "(aws/vms.csv), name it after the cloud (aws-vms.csv) or give --provider");
        return out;
    }
    if (const std::string why = keyPartProblem(out.provider); !why.empty()) {
        out.problems.push_back(where + ": the cloud " + why);
        return out;
    }
    settleAsOf(out, QDate(), options);  // SkyPilot files state no date
    // Read a record at a time: only the offers being folded are held, never the file.
    const qint64 total = in.size();
    CsvStream csv(in, [&](qint64 done) { return !options.progress || options.progress(done, total); });
    auto finish = [&]() -> PublicCatalog {
        if (csv.cancelled())
            out.cancelled = true;
        else if (!csv.error().empty())
            out.problems.push_back(where + " " + csv.error());
        return std::move(out);
    };
    CsvRecord headerRecord;
    if (!csv.next(headerRecord)) {
        if (csv.error().empty() && !csv.cancelled())
            out.problems.push_back(where + ": empty file, expected SkyPilot's header line");
        return finish();
    }
    const QStringList header = headerRecord.fields;
    // A column named twice would leave it to chance which of the two is the price.
    for (qsizetype i = 0; i < header.size(); ++i)
        if (const qsizetype first = header.indexOf(header[i]); first < i && !header[i].isEmpty())
            problem(headerRecord.line, "column " + header[i].toStdString() + " appears twice (columns " +
                                           std::to_string(first + 1) + " and " + std::to_string(i + 1) + ")");
    auto column = [&](const char* name, bool required) {
        const qsizetype i = header.indexOf(QLatin1String(name));
        if (i < 0 && required)
            problem(headerRecord.line,
                    std::string("missing column ") + name + " (is this SkyPilot's vms.csv?)");
        return i;
    };
    const qsizetype cInstance = column("InstanceType", true);
    const qsizetype cAccelerator = column("AcceleratorName", true);
    const qsizetype cCount = column("AcceleratorCount", true);
    const qsizetype cPrice = column("Price", true);
    const qsizetype cSpot = column("SpotPrice", true);
    const qsizetype cRegion = column("Region", true);
    const qsizetype cZone = column("AvailabilityZone", false);
    if (!out.problems.empty()) return finish();

    std::map<QString, Folded> offers;  // by key: one offer per region, instance and mode
    auto number = [&](const CsvRecord& r, qsizetype c, const char* name, std::optional<double>& v) {
        const QString text = r.fields[c].trimmed();
        if (text.isEmpty()) return true;  // no price of this kind in this zone
        double d = 0;
        if (const std::string why = priceProblem(text, d); !why.empty()) {
            problem(r.line, std::string(name) + ": " + why);
            return false;
        }
        v = d;
        return true;
    };
    auto keyPart = [&](const CsvRecord& r, const char* name, const QString& text) {
        const std::string why = keyPartProblem(text);
        if (!why.empty()) problem(r.line, std::string(name) + " " + why);
        return why.empty();
    };
    CsvRecord r;
    while (csv.next(r)) {
        ++out.recordsRead;
        if (r.fields.size() != header.size()) {
            problem(r.line, std::to_string(r.fields.size()) + " fields, the header has " +
                                std::to_string(header.size()));
            continue;
        }
        const QString instance = r.fields[cInstance].trimmed();
        const QString accelerator = r.fields[cAccelerator].trimmed();
        const QString region = r.fields[cRegion].trimmed();
        if (options.gpuOnly && accelerator.isEmpty()) {
            ++out.skippedNoGpu;  // not even checked
            continue;
        }
        std::optional<double> price;
        std::optional<double> spot;
        // Every check made before any is judged, so that a line with two problems names both.
        const bool priceOk = number(r, cPrice, "Price", price);
        const bool spotOk = number(r, cSpot, "SpotPrice", spot);
        const bool instanceOk = keyPart(r, "InstanceType", instance);
        const bool regionOk = keyPart(r, "Region", region);
        const bool rowOk = priceOk && spotOk && instanceOk && regionOk;
        std::optional<double> count;
        if (!accelerator.isEmpty() && !number(r, cCount, "AcceleratorCount", count)) continue;
        if (!rowOk) continue;
        if (accelerator.isEmpty()) {
            ++out.skippedNoGpu;
            continue;
        }
        if (!options.region.isEmpty() && region.compare(options.region, Qt::CaseInsensitive) != 0) {
            ++out.skippedOtherRegion;
            continue;
        }
        if (instance.isEmpty()) {
            // SkyPilot's GCP catalog lists attachable GPUs on their own rows, priced apart from
            // any machine: not an instance a catalog offer can name.
            countUnknownGpu(out, accelerator + QStringLiteral(" (no instance type)"));
            continue;
        }
        const std::optional<int> gpus = count ? wholeGpuCount(*count) : std::nullopt;
        const QString gpu =
            mapGpuName(out, GpuNaming::SkyPilotAccelerator, accelerator, instance, gpus.has_value());
        if (gpu.isEmpty()) continue;
        const QString zone = cZone >= 0 ? r.fields[cZone].trimmed() : QString();
        for (const bool isSpot : {false, true}) {
            const std::optional<double>& v = isSpot ? spot : price;
            if (!v) continue;
            const QString key = out.provider.toLower() + u'/' + region + u'/' + instance + u'/' +
                                (isSpot ? QStringLiteral("spot") : QStringLiteral("on_demand"));
            auto [it, added] = offers.try_emplace(key);
            Folded& f = it->second;
            if (added) {
                f = Folded{region, instance, gpu, *gpus, isSpot, *v, *v, {}, 0, r.line};
            }
            f.low = std::min(f.low, *v);
            f.high = std::max(f.high, *v);
            f.zones.insert(zone);
            ++f.rows;
        }
    }
    if (csv.cancelled() || !csv.error().empty() || !out.problems.empty()) return finish();
    out.rows.reserve(offers.size());
    // Each folded offer is let go once it is a row: the two are not held at once.
    while (!offers.empty()) {
        const Folded f = std::move(offers.extract(offers.begin()).mapped());
        out.zoneRowsFolded += f.rows - 1;
        QString how;
        const int zones = static_cast<int>(f.zones.size());
        if (f.spot)
            how = zones == 1 ? QStringLiteral("spot price of its one zone")
                             : QStringLiteral("spot: the lowest of %1 zones (%2 to %3)")
                                   .arg(zones)
                                   .arg(priceText(f.low), priceText(f.high));
        else if (f.low == f.high)
            how = zones == 1 ? QStringLiteral("on-demand price of its one zone")
                             : QStringLiteral("on-demand: the same in its %1 zones").arg(zones);
        else
            how = QStringLiteral("on-demand: the lowest of %1 zones (%2 to %3)")
                      .arg(zones)
                      .arg(priceText(f.low), priceText(f.high));
        OfferParts parts;
        parts.provider = out.provider;
        parts.region = f.region;
        parts.instance = f.instance;
        parts.gpu = f.gpu;
        parts.gpusPerInstance = f.gpus;
        parts.mode = f.spot ? QStringLiteral("spot") : QStringLiteral("on_demand");
        parts.keyMode = parts.mode;
        parts.pricePerHour = f.low;
        parts.source = sourceHead(out) + QStringLiteral("; ") + how;
        parts.asOf = out.asOf;
        parts.line = f.line;
        out.rows.push_back(offerRow(parts));
    }
    return out;
}

}  // namespace gputco::io::library
