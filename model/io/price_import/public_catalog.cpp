#include "model/io/price_import/public_catalog.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <charconv>
#include <cmath>

#include "model/io/library/catalog_kind.h"
#include "model/io/library/file_stamp.h"
#include "model/io/price_import/offer_builder.h"
#include "model/scenario/scenario.h"

namespace gputco::io::library {

std::optional<PublicFormat> publicFormatFromName(const QString& name) {
    if (name == QLatin1String("skypilot")) return PublicFormat::SkyPilot;
    if (name == QLatin1String("gcp-yaml")) return PublicFormat::GcpYaml;
    if (name == QLatin1String("aws-offer")) return PublicFormat::AwsOffer;
    return std::nullopt;
}

QString publicFormatName(PublicFormat format) {
    switch (format) {
        case PublicFormat::SkyPilot:
            return QStringLiteral("skypilot");
        case PublicFormat::GcpYaml:
            return QStringLiteral("gcp-yaml");
        case PublicFormat::AwsOffer:
            return QStringLiteral("aws-offer");
    }
    return {};
}

QString publicFormatTitle(PublicFormat format) {
    switch (format) {
        case PublicFormat::SkyPilot:
            return QStringLiteral("SkyPilot catalog CSV");
        case PublicFormat::GcpYaml:
            return QStringLiteral("Google Cloud pricing YAML");
        case PublicFormat::AwsOffer:
            return QStringLiteral("AWS EC2 offer file");
    }
    return {};
}

int PublicCatalog::skippedUnknownGpu() const {
    int n = 0;
    for (const auto& [name, count] : unknownGpus) n += count;
    return n;
}

bool formatStatesDate(PublicFormat format) {
    return format != PublicFormat::SkyPilot;
}

QString mapGpuName(PublicCatalog& out, GpuNaming naming, const QString& name, const QString& instance,
                   bool wholeCount) {
    const GpuNameMatch match = matchGpuName(naming, out.provider, name, instance);
    // An AWS family is said to be one, as "p3" alone names no GPU to a reader.
    const QString suffix =
        naming == GpuNaming::AwsInstanceFamily ? QStringLiteral(" (instance family)") : QString();
    if (match.gpu.isEmpty() || !wholeCount) {
        countUnknownGpu(out, (match.gpu.isEmpty() ? match.unknown : name.trimmed()) + suffix);
        return {};
    }
    ++out.mappedGpus[{name.trimmed() + suffix, match.gpu}];
    return match.gpu;
}

double upfrontFraction(double upfront, double hourly, int termMonths) {
    const double hours = kHoursPerMonth * termMonths;  // 8760 h a year, as AWS counts
    const double total = upfront + hourly * hours;
    return total > 0 ? upfront / total : 0.0;
}

QString priceText(double value) {
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

CatalogRow offerRow(const OfferParts& p) {
    CatalogRow row{Kind::Offers, {}, p.line};
    for (const Column& c : kindSpec(Kind::Offers).columns) {
        const QString name = QString::fromLatin1(c.name);
        QString v;
        if (name == QLatin1String("key"))
            v = p.provider.toLower() + u'/' + p.region + u'/' + p.instance + u'/' + p.keyMode;
        else if (name == QLatin1String("provider"))
            v = p.provider;
        else if (name == QLatin1String("region"))
            v = p.region;
        else if (name == QLatin1String("instance"))
            v = p.instance;
        else if (name == QLatin1String("gpu"))
            v = p.gpu;
        else if (name == QLatin1String("gpus_per_instance"))
            v = QString::number(p.gpusPerInstance);
        else if (name == QLatin1String("pricing_mode"))
            v = p.mode;
        else if (name == QLatin1String("term_months"))
            v = QString::number(p.termMonths);
        else if (name == QLatin1String("upfront_fraction"))
            v = priceText(p.upfrontFraction);
        else if (name == QLatin1String("price_per_hour"))
            v = priceText(p.pricePerHour);
        else if (name == QLatin1String("currency"))
            v = p.currency;
        else if (name == QLatin1String("source"))
            v = p.source;
        else if (name == QLatin1String("as_of"))
            v = p.asOf;
        row.values.append(v);
    }
    return row;
}

namespace {
const QString kGivenByUser = QStringLiteral("given by the user; the file states no date");
}

void settleAsOf(PublicCatalog& out, const QDate& stated, const PublicImportOptions& options) {
    if (stated.isValid()) {
        out.asOf = stated.toString(Qt::ISODate);
        out.asOfFrom = QStringLiteral("stated in the file");
        out.dateStated = true;
    } else if (options.asOf.isValid()) {
        out.asOf = options.asOf.toString(Qt::ISODate);
        out.asOfFrom = kGivenByUser;
    } else {
        // Not the file's modification time: a list downloaded today may hold last year's prices.
        out.asOf.clear();
        out.asOfFrom = QStringLiteral("not known yet; the file states no date");
    }
}

QString sourceHead(const PublicCatalog& out) {
    return QStringLiteral("%1 (%2, as of %3: %4)")
        .arg(out.fileName, publicFormatTitle(out.format), out.asOf, out.asOfFrom);
}

bool datePublicCatalog(PublicCatalog& catalog, const QDate& asOf) {
    if (catalog.dateStated || !asOf.isValid()) return false;
    const QString oldHead = sourceHead(catalog);
    catalog.asOf = asOf.toString(Qt::ISODate);
    catalog.asOfFrom = kGivenByUser;
    const QString newHead = sourceHead(catalog);
    const int sourceAt = columnIndex(Kind::Offers, "source");
    const int asOfAt = columnIndex(Kind::Offers, "as_of");
    for (CatalogRow& row : catalog.rows) {
        QString& source = row.values[sourceAt];
        if (source.startsWith(oldHead)) source = newHead + source.mid(oldHead.size());
        row.values[asOfAt] = catalog.asOf;
    }
    return true;
}

namespace {

// The number `text` spells, read by std::from_chars where the text is plain ASCII digits
// (a price list's millions of prices: QString::toDouble's locale machinery took a third of the
// reading time); anything else, or anything from_chars does not read whole, by QString, whose
// verdict stands. Both round correctly, so they agree where both read.
double toNumber(const QString& text, bool* ok) {
    char bytes[32];
    const qsizetype n = text.size();
    bool plain = n > 0 && n < qsizetype(sizeof bytes) && text.front() != u'+';
    for (qsizetype i = 0; plain && i < n; ++i) {
        const char16_t c = text[i].unicode();
        plain = (c >= u'0' && c <= u'9') || c == u'.' || c == u'-' || c == u'e' || c == u'E';
        bytes[i] = static_cast<char>(c);
    }
    if (plain) {
        double v = 0;
        const auto [end, error] = std::from_chars(bytes, bytes + n, v);
        if (error == std::errc() && end == bytes + n) {
            *ok = true;
            return v;
        }
    }
    return text.toDouble(ok);
}

}  // namespace

std::string priceProblem(const QString& text, double& value) {
    bool ok = false;
    const double v = toNumber(text, &ok);
    if (!ok || !std::isfinite(v) || v < 0) return "not a price, got \"" + text.toStdString() + "\"";
    if (v > scenario::kMaxMagnitude)
        return text.toStdString() + " is above 1e15, the largest number a scenario takes";
    value = v;
    return {};
}

std::string keyPartProblem(const QString& text) {
    if (text.contains(u'/'))
        return "\"" + text.toStdString() +
               "\" holds a '/', which would read as another part of its offer key "
               "(provider/region/instance/mode)";
    if (text.contains(QLatin1String("..")))
        return "\"" + text.toStdString() +
               "\" holds \"..\", which no offer key holds (it reads as a path step)";
    return {};
}

void reportProblem(PublicCatalog& out, std::string what) {
    if (out.problems.size() < kMostProblemsListed)
        out.problems.push_back(std::move(what));
    else
        ++out.problemsNotListed;
}

std::optional<int> wholeGpuCount(double count) {
    constexpr double kMostGpus = 4096;
    if (!(count >= 1 && count <= kMostGpus) || std::floor(count) != count) return std::nullopt;
    return static_cast<int>(count);
}

void countUnknownGpu(PublicCatalog& out, const QString& name) {
    ++out.unknownGpus[name];
}

PublicCatalog readPublicCatalog(PublicFormat format, const QString& path,
                                const PublicImportOptions& options) {
    const FileStamp before = FileStamp::of(path);
    QFile file(path);
    const QFileInfo info(path);
    if (!file.open(QIODevice::ReadOnly)) {
        PublicCatalog out;
        out.format = format;
        out.fileName = info.fileName();
        out.problems.push_back(info.fileName().toStdString() +
                               ": cannot be read: " + file.errorString().toStdString());
        return out;
    }
    PublicCatalog out;
    switch (format) {
        case PublicFormat::SkyPilot:
            out = readSkyPilotCsv(file, info.fileName(), info.absoluteDir().dirName(), options);
            break;
        case PublicFormat::GcpYaml:
            out = readGcpPricingYaml(file, info.fileName(), options);
            break;
        case PublicFormat::AwsOffer:
            out = readAwsOfferJson(file, info.fileName(), options);
            break;
    }
    if (out.problemsNotListed > 0)
        out.problems.push_back(info.fileName().toStdString() + ": and " +
                               std::to_string(out.problemsNotListed) + " more problems");
    if (out.cancelled) return out;
    // Rows read from a file that changed meanwhile may mix two versions of it: the change
    // goes first, since it makes every other finding moot.
    if (const std::string changed = changedWhileRead(before, FileStamp::of(path)); !changed.empty()) {
        out.problems.insert(out.problems.begin(), info.fileName().toStdString() + ": " + changed);
        out.rows.clear();
    }
    return out;
}

}  // namespace gputco::io::library
