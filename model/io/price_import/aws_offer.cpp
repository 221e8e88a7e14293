// The AWS Price List bulk offer file for EC2 (offers/v1.0/aws/AmazonEC2/current/index.json, or
// one region's file): {"offerCode", "publicationDate", "products": {sku: {productFamily,
// attributes}}, "terms": {"OnDemand" | "Reserved": {sku: {sku.offerTermCode: {priceDimensions,
// termAttributes}}}}}. Several GB: read as a stream, one product or one SKU's terms at a time,
// keeping only the GPU instances that will become rows.
#include <QHash>
#include <QIODevice>
#include <QVariantMap>
#include <cmath>
#include <map>

#include "model/io/price_import/json_stream.h"
#include "model/io/price_import/offer_builder.h"
#include "model/io/price_import/public_catalog.h"
#include "model/scenario/scenario.h"

namespace gputco::io::library {

namespace {

struct Product {
    QString instance;
    QString region;
    QString gpu;
    int gpus = 0;
    int line = 0;
};

struct Price {
    double value = 0;
    QString currency;
};

// The one price of a pricePerUnit object ({"USD": "32.7726000000"}) into `price`; "" when it
// is one, else why not.
std::string readPrice(const QVariant& perUnit, Price& price) {
    const QVariantMap map = perUnit.toMap();
    if (map.size() != 1) return "a price that is not one currency and number";
    if (std::string why = priceProblem(map.first().toString(), price.value); !why.empty()) return why;
    price.currency = map.firstKey();
    return {};
}

QString purchaseKey(const QString& option) {
    if (option == QLatin1String("No Upfront")) return QStringLiteral("no-upfront");
    if (option == QLatin1String("Partial Upfront")) return QStringLiteral("partial-upfront");
    if (option == QLatin1String("All Upfront")) return QStringLiteral("all-upfront");
    return {};
}

}  // namespace

PublicCatalog readAwsOfferJson(QIODevice& in, const QString& fileName, const PublicImportOptions& options) {
    PublicCatalog out;
    out.format = PublicFormat::AwsOffer;
    out.fileName = fileName;
    out.provider = QStringLiteral("AWS");
    const std::string where = fileName.toStdString();
    const qint64 total = in.size();
    JsonStream json(in, [&](qint64 done) { return !options.progress || options.progress(done, total); });
    auto problem = [&](int line, const std::string& what) {
        reportProblem(out, where + " line " + std::to_string(line) + ": " + what);
    };
    auto finish = [&]() -> PublicCatalog {
        if (json.cancelled()) {
            out.cancelled = true;
            out.rows.clear();
        } else if (!json.ok()) {
            out.problems.push_back(where + " " + json.error());
        }
        if (!out.problems.empty()) out.rows.clear();
        return out;
    };

    QDate stated;
    bool sawProducts = false;
    QHash<QString, Product> kept;  // the GPU instances that will become rows, by SKU
    // Rows by key: a key met twice (the same instance sold under two SKUs) keeps the lowest.
    std::map<QString, CatalogRow> rows;
    std::vector<OfferParts> pending;  // built before as_of is known, finished at the end

    if (!json.beginObject()) return finish();
    QString key;
    QHash<QString, int> keysSeen;
    while (json.nextKey(key)) {
        if (const auto first = keysSeen.constFind(key); first != keysSeen.cend()) {
            problem(json.line(), "\"" + key.toStdString() + "\" appears twice (first on line " +
                                     std::to_string(*first) + ")");
            break;
        }
        keysSeen.insert(key, json.line());
        if (key == QLatin1String("offerCode")) {
            const int line = json.line();
            QString code;
            if (!json.readString(code)) break;
            if (code != QLatin1String("AmazonEC2"))
                problem(line, "offerCode is \"" + code.toStdString() + "\": this is not the EC2 offer file");
        } else if (key == QLatin1String("publicationDate")) {
            const int line = json.line();
            QString text;
            if (!json.readString(text)) break;
            stated = QDate::fromString(text.left(10), Qt::ISODate);
            if (!stated.isValid())
                problem(line, "publicationDate: not a date, got \"" + text.toStdString() + "\"");
        } else if (key == QLatin1String("products")) {
            sawProducts = true;
            if (!json.beginObject()) break;
            QString sku;
            while (json.nextKey(sku)) {
                const int line = json.line();
                const QVariantMap product = json.readValue().toMap();
                if (!json.ok()) break;
                ++out.recordsRead;
                // The SKUs passed over are not remembered (a few hundred thousand in the whole
                // file); one kept for a row and given again would leave its product to chance.
                if (const auto first = kept.constFind(sku); first != kept.cend()) {
                    problem(line, "products: SKU " + sku.toStdString() + " appears twice (first on line " +
                                      std::to_string(first->line) + ")");
                    continue;
                }
                const QString family = product.value(QStringLiteral("productFamily")).toString();
                const QVariantMap a = product.value(QStringLiteral("attributes")).toMap();
                auto attr = [&](const char* name) { return a.value(QLatin1String(name)).toString(); };
                if (!family.startsWith(QLatin1String("Compute Instance"))) {
                    ++out.skippedNotComparable;
                    continue;
                }
                const QString gpuCount = attr("gpu");
                if (gpuCount.isEmpty() || gpuCount == QLatin1String("0") || gpuCount == QLatin1String("NA")) {
                    ++out.skippedNoGpu;
                    continue;
                }
                // The plain Linux price: no Windows or RHEL licence, no SQL Server, not a
                // dedicated host, not a capacity reservation's unused hours, not a Capacity
                // Block (operation RunInstances:CB, priced apart).
                if (attr("operatingSystem") != QLatin1String("Linux") ||
                    attr("tenancy") != QLatin1String("Shared") ||
                    attr("preInstalledSw") != QLatin1String("NA") ||
                    attr("capacitystatus") != QLatin1String("Used") ||
                    (a.contains(QStringLiteral("licenseModel")) &&
                     attr("licenseModel") != QLatin1String("No License required")) ||
                    (a.contains(QStringLiteral("operation")) &&
                     attr("operation") != QLatin1String("RunInstances"))) {
                    ++out.skippedNotComparable;
                    continue;
                }
                const QString region = attr("regionCode").isEmpty() ? attr("location") : attr("regionCode");
                if (!options.region.isEmpty() && region.compare(options.region, Qt::CaseInsensitive) != 0) {
                    ++out.skippedOtherRegion;
                    continue;
                }
                const QString instance = attr("instanceType");
                const std::string instanceWhy = keyPartProblem(instance);
                const std::string regionWhy = keyPartProblem(region);
                if (!instanceWhy.empty())
                    problem(line, "SKU " + sku.toStdString() + ": instanceType " + instanceWhy);
                if (!regionWhy.empty())
                    problem(line, "SKU " + sku.toStdString() + ": regionCode " + regionWhy);
                if (!instanceWhy.empty() || !regionWhy.empty()) continue;
                bool ok = false;
                const int gpus = gpuCount.toInt(&ok);
                const QString instanceFamily = instance.section(u'.', 0, 0);
                // The offer file names no GPU model: the instance family stands for it.
                const QString gpu =
                    mapGpuName(out, GpuNaming::AwsInstanceFamily, instanceFamily, instance, ok && gpus >= 1);
                if (gpu.isEmpty()) continue;
                kept.insert(sku, Product{instance, region, gpu, gpus, line});
            }
        } else if (key == QLatin1String("terms")) {
            if (!sawProducts) {
                problem(json.line(), "\"terms\" comes before \"products\"; AWS writes products first");
                break;
            }
            if (!json.beginObject()) break;
            QString termType;
            QHash<QString, int> termTypesSeen;
            while (json.nextKey(termType)) {
                const bool onDemand = termType == QLatin1String("OnDemand");
                if (!onDemand && termType != QLatin1String("Reserved")) {
                    if (!json.skipValue()) break;
                    continue;
                }
                const std::string termPath = "terms." + termType.toStdString();
                if (const auto first = termTypesSeen.constFind(termType); first != termTypesSeen.cend()) {
                    problem(json.line(),
                            termPath + " appears twice (first on line " + std::to_string(*first) + ")");
                    break;
                }
                termTypesSeen.insert(termType, json.line());
                if (!json.beginObject()) break;
                QHash<QString, int> skusSeen;  // of the kept ones: a second set of prices for one
                QString sku;
                while (json.nextKey(sku)) {
                    const auto product = kept.constFind(sku);
                    if (product == kept.cend()) {
                        if (!json.skipValue()) break;
                        continue;
                    }
                    const int line = json.line();
                    if (const auto first = skusSeen.constFind(sku); first != skusSeen.cend()) {
                        problem(line, termPath + ": SKU " + sku.toStdString() +
                                          " appears twice (first on line " + std::to_string(*first) + ")");
                        if (!json.skipValue()) break;
                        continue;
                    }
                    skusSeen.insert(sku, line);
                    const QVariantMap offers = json.readValue().toMap();
                    if (!json.ok()) break;
                    for (auto term = offers.cbegin(); term != offers.cend(); ++term) {
                        const QVariantMap t = term.value().toMap();
                        const QVariantMap attrs = t.value(QStringLiteral("termAttributes")).toMap();
                        std::optional<Price> hourly;
                        std::optional<Price> upfront;
                        const QVariantMap dims = t.value(QStringLiteral("priceDimensions")).toMap();
                        for (const QVariant& d : dims) {
                            const QVariantMap dim = d.toMap();
                            const QString unit = dim.value(QStringLiteral("unit")).toString();
                            Price p;
                            if (const std::string why =
                                    readPrice(dim.value(QStringLiteral("pricePerUnit")), p);
                                !why.empty()) {
                                problem(line, "SKU " + sku.toStdString() + ": " + why);
                                continue;
                            }
                            if (unit == QLatin1String("Hrs"))
                                hourly = p;
                            else if (unit == QLatin1String("Quantity"))
                                upfront = p;
                        }
                        OfferParts parts;
                        parts.provider = out.provider;
                        parts.region = product->region;
                        parts.instance = product->instance;
                        parts.gpu = product->gpu;
                        parts.gpusPerInstance = product->gpus;
                        parts.line = line;
                        if (onDemand) {
                            if (!hourly) continue;
                            parts.mode = parts.keyMode = QStringLiteral("on_demand");
                            parts.pricePerHour = hourly->value;
                            parts.currency = hourly->currency;
                            parts.source = QStringLiteral("OnDemand");
                        } else {
                            const QString length =
                                attrs.value(QStringLiteral("LeaseContractLength")).toString();
                            const QString option = attrs.value(QStringLiteral("PurchaseOption")).toString();
                            const int months = length == QLatin1String("1yr")   ? 12
                                               : length == QLatin1String("3yr") ? 36
                                                                                : 0;
                            // Convertible reservations trade a higher price for exchanges: the
                            // standard class is the one comparable with a fixed term elsewhere.
                            if (months == 0 || purchaseKey(option).isEmpty() ||
                                attrs.value(QStringLiteral("OfferingClass")).toString() !=
                                    QLatin1String("standard"))
                                continue;
                            const double up = upfront ? upfront->value : 0.0;
                            const double hr = hourly ? hourly->value : 0.0;
                            const double hours = kHoursPerMonth * months;
                            parts.mode = QStringLiteral("reserved");
                            parts.keyMode =
                                QStringLiteral("reserved-%1-%2").arg(months).arg(purchaseKey(option));
                            parts.termMonths = months;
                            parts.upfrontFraction = upfrontFraction(up, hr, months);
                            parts.pricePerHour = (up + hr * hours) / hours;
                            if (parts.pricePerHour > scenario::kMaxMagnitude) {
                                problem(line, "SKU " + sku.toStdString() + ": " + termPath +
                                                  " price per hour, (upfront + hourly x hours) / hours = " +
                                                  priceText(parts.pricePerHour).toStdString() +
                                                  ", is above 1e15, the largest number a scenario takes");
                                continue;
                            }
                            parts.currency = hourly    ? hourly->currency
                                             : upfront ? upfront->currency
                                                       : QString();
                            parts.source =
                                QStringLiteral(
                                    "Reserved %1 standard %2: upfront %3 + %4 per hour x %5 h; price "
                                    "per hour = (upfront + hourly x hours) / hours")
                                    .arg(length, option, priceText(up), priceText(hr), priceText(hours));
                        }
                        pending.push_back(parts);
                    }
                }
            }
        } else {
            if (!json.skipValue()) break;
        }
    }
    if (json.ok() && !json.atEnd()) json.fail("text after the end of the document");
    if (!json.ok() || !out.problems.empty()) return finish();
    if (!sawProducts) {
        out.problems.push_back(where + ": no \"products\" (is this an AWS offer file?)");
        return finish();
    }
    settleAsOf(out, stated, options);
    for (OfferParts& parts : pending) {
        parts.source = sourceHead(out) + QStringLiteral("; ") + parts.source;
        parts.asOf = out.asOf;
        CatalogRow row = offerRow(parts);
        auto [it, added] = rows.try_emplace(row.key(), row);
        if (!added && row.number("price_per_hour") < it->second.number("price_per_hour")) it->second = row;
    }
    for (auto& [k, row] : rows) out.rows.push_back(std::move(row));
    return finish();
}

}  // namespace gputco::io::library
