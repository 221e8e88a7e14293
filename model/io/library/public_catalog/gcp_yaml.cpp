// Cyclenerd/google-cloud-pricing-cost-calculator's pricing.yml: under compute.instance, each
// machine type with its GPU count ("a100: 8") and, per region, hour, hour_spot, month,
// month_1y, month_3y and month_spot in USD; about.generated dates the file.
#include <QDateTime>
#include <QIODevice>
#include <QLocale>
#include <QSet>
#include <cmath>
#include <map>

#include "model/io/library/public_catalog/offer_builder.h"
#include "model/io/library/public_catalog/public_catalog.h"
#include "model/io/library/public_catalog/yaml_subset.h"

namespace gputco::io::library {

namespace {

struct Figure {
    QString text;
    int line = 0;
};

struct Machine {
    QString gpuName;
    Figure gpuCount;
    std::map<QString, std::map<QString, Figure>> costs;  // region -> field -> figure
    int line = 0;
};

bool isMachineField(const QString& name) {
    return name == QLatin1String("cost") || name == QLatin1String("cpu") || name == QLatin1String("ram") ||
           name == QLatin1String("local-ssd") || name == QLatin1String("type");
}

// "Thu Jul 30 06:13:17 2026", as Perl's localtime writes it (a one-digit day padded).
QDate generatedDate(const QString& text) {
    const QDateTime t = QLocale::c().toDateTime(text.simplified(), QStringLiteral("ddd MMM d HH:mm:ss yyyy"));
    return t.date();
}

}  // namespace

PublicCatalog readGcpPricingYaml(QIODevice& in, const QString& fileName, const QDate& fileDate,
                                 const PublicImportOptions& options) {
    PublicCatalog out;
    out.format = PublicFormat::GcpYaml;
    out.fileName = fileName;
    out.provider = QStringLiteral("GCP");
    const std::string where = fileName.toStdString();
    auto problem = [&](int line, const std::string& what) {
        out.problems.push_back(where + " line " + std::to_string(line) + ": " + what);
    };
    const std::optional<QByteArray> whole = readWhole(in, out, options);
    if (!whole) return out;
    const QByteArray& bytes = *whole;
    QDate stated;
    bool sawCompute = false;
    std::map<QString, Machine> machines;
    QSet<QString> otherRegions;
    const std::string error = readYamlSubset(bytes, [&](const YamlScalar& s) {
        const QStringList& p = s.path;
        if (p.size() == 2 && p[0] == QLatin1String("about") && p[1] == QLatin1String("generated")) {
            stated = generatedDate(s.value);
            if (!stated.isValid())
                problem(s.line, "about.generated: not a date, got \"" + s.value.toStdString() + "\"");
            return true;
        }
        if (p.size() < 4 || p[0] != QLatin1String("compute") || p[1] != QLatin1String("instance"))
            return true;
        sawCompute = true;
        Machine& m = machines[p[2]];
        if (m.line == 0) m.line = s.line;
        if (p.size() == 4 && !isMachineField(p[3])) {
            m.gpuName = p[3];
            m.gpuCount = {s.value, s.line};
        } else if (p.size() == 6 && p[3] == QLatin1String("cost")) {
            if (!options.region.isEmpty() && p[4].compare(options.region, Qt::CaseInsensitive) != 0) {
                otherRegions.insert(p[2] + u'/' + p[4]);  // counted once per machine type and region
                return true;
            }
            m.costs[p[4]][p[5]] = {s.value, s.line};
        }
        return true;
    });
    if (!error.empty()) {
        out.problems.push_back(where + " " + error);
        return out;
    }
    if (!sawCompute) {
        out.problems.push_back(where + ": no compute.instance section (is this Cyclenerd's pricing.yml?)");
        return out;
    }
    out.skippedOtherRegion = static_cast<int>(otherRegions.size());
    settleAsOf(out, stated, options, fileDate);
    auto number = [&](const Figure& f, const QString& what, double& v) {
        bool ok = false;
        v = f.text.toDouble(&ok);
        if (!ok || !std::isfinite(v) || v < 0) {
            problem(f.line, what.toStdString() + ": not a price, got \"" + f.text.toStdString() + "\"");
            return false;
        }
        return true;
    };
    for (const auto& [type, m] : machines) {
        ++out.recordsRead;
        if (m.gpuName.isEmpty()) {
            ++out.skippedNoGpu;
            if (options.gpuOnly) continue;  // not checked
        }
        double count = 0;
        if (!m.gpuName.isEmpty() && !number(m.gpuCount, type + u'.' + m.gpuName, count)) continue;
        // Every price is checked, so that a damaged file is refused whole.
        std::map<QString, std::map<QString, double>> costs;
        for (const auto& [region, fields] : m.costs)
            for (const auto& [field, figure] : fields) {
                double v = 0;
                if (number(figure, type + QStringLiteral(".cost.") + region + u'.' + field, v))
                    costs[region][field] = v;
            }
        if (m.gpuName.isEmpty()) continue;
        const QString gpu = catalogGpuKey(out.provider, m.gpuName, type);
        const std::optional<int> gpus = wholeGpuCount(count);
        if (gpu.isEmpty() || !gpus) {
            countUnknownGpu(out, m.gpuName);
            continue;
        }
        for (const auto& [region, fields] : costs) {
            // Structured bindings are captured by name only from C++20 on; clang 14 (make fuzz)
            // needs them as init-captures.
            auto add = [&, &region = region, &type = type, &m = m](const char* field, const QString& mode,
                                                                   const QString& keyMode, int term,
                                                                   double perHour, const QString& how) {
                OfferParts parts;
                parts.provider = out.provider;
                parts.region = region;
                parts.instance = type;
                parts.gpu = gpu;
                parts.gpusPerInstance = *gpus;
                parts.mode = mode;
                parts.keyMode = keyMode;
                parts.termMonths = term;
                parts.pricePerHour = perHour;
                parts.source = sourceHead(out) + QStringLiteral("; ") + how;
                parts.asOf = out.asOf;
                parts.line = m.costs.at(region).at(QString::fromLatin1(field)).line;
                out.rows.push_back(offerRow(parts));
            };
            if (const auto it = fields.find(QStringLiteral("hour")); it != fields.end())
                add("hour", QStringLiteral("on_demand"), QStringLiteral("on_demand"), 0, it->second,
                    QStringLiteral("on-demand: hour"));
            if (const auto it = fields.find(QStringLiteral("hour_spot")); it != fields.end())
                add("hour_spot", QStringLiteral("spot"), QStringLiteral("spot"), 0, it->second,
                    QStringLiteral("spot: hour_spot"));
            for (const int years : {1, 3}) {
                const QString field = QStringLiteral("month_%1y").arg(years);
                const auto it = fields.find(field);
                if (it == fields.end()) continue;
                add(years == 1 ? "month_1y" : "month_3y", QStringLiteral("reserved"),
                    QStringLiteral("reserved-%1").arg(years * 12), years * 12, it->second / kHoursPerMonth,
                    QStringLiteral("%1-year commitment: derived, %2 %3 per month / 730 h")
                        .arg(years)
                        .arg(field, priceText(it->second)));
            }
        }
    }
    if (!out.problems.empty()) out.rows.clear();
    return out;
}

}  // namespace gputco::io::library
