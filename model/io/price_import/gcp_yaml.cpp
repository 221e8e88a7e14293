// Cyclenerd/google-cloud-pricing-cost-calculator's pricing.yml: under compute.instance, each
// machine type with its GPU count ("a100: 8") and, per region, hour, hour_spot, month,
// month_1y, month_3y and month_spot in USD; about.generated dates the file.
#include <QDateTime>
#include <QIODevice>
#include <QLocale>
#include <QSet>
#include <cmath>
#include <map>

#include "model/io/price_import/offer_builder.h"
#include "model/io/price_import/public_catalog.h"
#include "model/io/price_import/yaml_subset.h"

namespace gputco::io::library {

namespace {

struct Figure {
    double value = 0;
    int line = 0;
};

// One machine type while its part of the file is read: the file is read a line at a time and
// a machine type's keys come together (a key given twice is refused), so one is held at a time.
struct Machine {
    QString type;
    QString gpuName;
    QString gpuCountText;
    int gpuCountLine = 0;
    // region -> the fields that become offers (hour, hour_spot, month_1y, month_3y)
    std::map<QString, std::map<QString, Figure>> costs;
    QSet<QString> otherRegions;
    // The problems of its prices, reported once it is known whether it has a GPU: with
    // --gpu-only, a machine type without one is not checked.
    std::vector<std::string> problems;
    int problemsNotListed = 0;
};

bool isMachineField(const QString& name) {
    return name == QLatin1String("cost") || name == QLatin1String("cpu") || name == QLatin1String("ram") ||
           name == QLatin1String("local-ssd") || name == QLatin1String("type");
}

bool isOfferField(const QString& name) {
    return name == QLatin1String("hour") || name == QLatin1String("hour_spot") ||
           name == QLatin1String("month_1y") || name == QLatin1String("month_3y");
}

// "Thu Jul 30 06:13:17 2026", as Perl's localtime writes it (a one-digit day padded).
QDate generatedDate(const QString& text) {
    const QDateTime t = QLocale::c().toDateTime(text.simplified(), QStringLiteral("ddd MMM d HH:mm:ss yyyy"));
    return t.date();
}

}  // namespace

PublicCatalog readGcpPricingYaml(QIODevice& in, const QString& fileName, const PublicImportOptions& options) {
    PublicCatalog out;
    out.format = PublicFormat::GcpYaml;
    out.fileName = fileName;
    out.provider = QStringLiteral("GCP");
    const std::string where = fileName.toStdString();
    auto problem = [&](int line, const std::string& what) {
        reportProblem(out, where + " line " + std::to_string(line) + ": " + what);
    };
    QDate stated;
    bool sawCompute = false;
    Machine m;
    // Offers are finished once as_of is known: about.generated may come after them.
    struct Pending {
        OfferParts parts;
        QString how;
    };
    std::vector<Pending> pending;

    auto machineProblem = [&](int line, const std::string& what) {
        if (m.problems.size() < kMostProblemsListed)
            m.problems.push_back(where + " line " + std::to_string(line) + ": " + what);
        else
            ++m.problemsNotListed;
    };
    auto finishMachine = [&] {
        if (m.type.isEmpty()) return;
        ++out.recordsRead;
        out.skippedOtherRegion += static_cast<int>(m.otherRegions.size());
        const bool hasGpu = !m.gpuName.isEmpty();
        if (!hasGpu) ++out.skippedNoGpu;
        double count = 0;
        bool countOk = hasGpu;
        if (hasGpu) {
            if (const std::string why = priceProblem(m.gpuCountText, count); !why.empty()) {
                problem(m.gpuCountLine, (m.type + u'.' + m.gpuName).toStdString() + ": " + why);
                countOk = false;
            }
        }
        const bool checked = hasGpu || !options.gpuOnly;
        if (checked) {
            for (std::string& p : m.problems) reportProblem(out, std::move(p));
            out.problemsNotListed += m.problemsNotListed;
        }
        const std::optional<int> gpus = countOk ? wholeGpuCount(count) : std::nullopt;
        const QString gpu = countOk
                                ? mapGpuName(out, GpuNaming::GcpCountKey, m.gpuName, m.type, gpus.has_value())
                                : QString();
        if (!gpu.isEmpty() && gpus && m.problems.empty() && m.problemsNotListed == 0) {
            for (const auto& [region, fields] : m.costs) {
                auto add = [&, &region = region](const char* field, const QString& mode,
                                                 const QString& keyMode, int term, double perHour,
                                                 const QString& how) {
                    OfferParts parts;
                    parts.provider = out.provider;
                    parts.region = region;
                    parts.instance = m.type;
                    parts.gpu = gpu;
                    parts.gpusPerInstance = *gpus;
                    parts.mode = mode;
                    parts.keyMode = keyMode;
                    parts.termMonths = term;
                    parts.pricePerHour = perHour;
                    parts.line = fields.at(QString::fromLatin1(field)).line;
                    pending.push_back({parts, how});
                };
                if (const auto it = fields.find(QStringLiteral("hour")); it != fields.end())
                    add("hour", QStringLiteral("on_demand"), QStringLiteral("on_demand"), 0, it->second.value,
                        QStringLiteral("on-demand: hour"));
                if (const auto it = fields.find(QStringLiteral("hour_spot")); it != fields.end())
                    add("hour_spot", QStringLiteral("spot"), QStringLiteral("spot"), 0, it->second.value,
                        QStringLiteral("spot: hour_spot"));
                for (const int years : {1, 3}) {
                    const QString field = QStringLiteral("month_%1y").arg(years);
                    const auto it = fields.find(field);
                    if (it == fields.end()) continue;
                    add(years == 1 ? "month_1y" : "month_3y", QStringLiteral("reserved"),
                        QStringLiteral("reserved-%1").arg(years * 12), years * 12,
                        it->second.value / kHoursPerMonth,
                        QStringLiteral("%1-year commitment: derived, %2 %3 per month / 730 h")
                            .arg(years)
                            .arg(field, priceText(it->second.value)));
                }
            }
        }
        m = Machine{};
    };

    const qint64 total = in.size();
    bool cancelled = false;
    const std::string error = readYamlSubset(
        in,
        [&](const YamlScalar& s) {
            const QStringList& p = s.path;
            const bool inMachine =
                p.size() >= 3 && p[0] == QLatin1String("compute") && p[1] == QLatin1String("instance");
            if (!inMachine || p[2] != m.type) finishMachine();
            if (p.size() == 2 && p[0] == QLatin1String("about") && p[1] == QLatin1String("generated")) {
                stated = generatedDate(s.value);
                if (!stated.isValid())
                    problem(s.line, "about.generated: not a date, got \"" + s.value.toStdString() + "\"");
                return true;
            }
            if (!inMachine || p.size() < 4) return true;
            sawCompute = true;
            if (m.type.isEmpty()) {
                m.type = p[2];
                if (const std::string why = keyPartProblem(m.type); !why.empty())
                    machineProblem(s.line, "machine type " + why);
            }
            if (p.size() == 4 && !isMachineField(p[3])) {
                m.gpuName = p[3];
                m.gpuCountText = s.value;
                m.gpuCountLine = s.line;
            } else if (p.size() == 6 && p[3] == QLatin1String("cost")) {
                const QString& region = p[4];
                if (!options.region.isEmpty() && region.compare(options.region, Qt::CaseInsensitive) != 0) {
                    m.otherRegions.insert(region);  // counted once per machine type and region
                    return true;
                }
                const auto [costs, firstTime] = m.costs.try_emplace(region);
                if (firstTime)
                    if (const std::string why = keyPartProblem(region); !why.empty())
                        machineProblem(s.line, "region " + why);
                // Every price is checked, so that a damaged file is refused whole.
                Figure figure{0, s.line};
                if (const std::string why = priceProblem(s.value, figure.value); !why.empty())
                    machineProblem(s.line,
                                   (m.type + QStringLiteral(".cost.") + region + u'.' + p[5]).toStdString() +
                                       ": " + why);
                else if (isOfferField(p[5]))
                    costs->second[p[5]] = figure;
            }
            return true;
        },
        [&](qint64 done) { return !options.progress || options.progress(done, total); }, &cancelled);
    if (cancelled) {
        out.cancelled = true;
        out.rows.clear();
        return out;
    }
    if (!error.empty()) {
        reportProblem(out, where + " " + error);
        out.rows.clear();
        return out;
    }
    finishMachine();
    if (!sawCompute) {
        out.problems.push_back(where + ": no compute.instance section (is this Cyclenerd's pricing.yml?)");
        return out;
    }
    if (!out.problems.empty() || out.problemsNotListed > 0) return out;
    settleAsOf(out, stated, options);
    for (Pending& p : pending) {
        p.parts.source = sourceHead(out) + QStringLiteral("; ") + p.how;
        p.parts.asOf = out.asOf;
        out.rows.push_back(offerRow(p.parts));
    }
    return out;
}

}  // namespace gputco::io::library
