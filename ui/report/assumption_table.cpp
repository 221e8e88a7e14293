#include "ui/report/assumption_table.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

#include "model/io/number_format.h"
#include "model/io/scenario_writer.h"
#include "ui/language.h"
#include "ui/report/report_text.h"

namespace gputco::ui::report {

namespace {

enum class Kind { Money, Fraction, Plain, Text };

struct Unit {
    Kind kind = Kind::Plain;
    QString text;  // shown in the unit column
};

bool endsWith(const QString& key, const char* suffix) {
    return key.endsWith(QLatin1String(suffix));
}

// The unit of a field, from its name and the object holding it: the file's names carry
// their units (DESIGN.md, Conventions), so the table needs no list of its own.
Unit unitOf(const QString& key, const QString& parent, const QString& currency) {
    if (parent == QLatin1String("efficiency") || parent == QLatin1String("bound"))
        return {Kind::Fraction, QString()};
    if (parent == QLatin1String("datasheet"))
        return {Kind::Plain,
                key.contains(QLatin1String("bandwidth")) ? ReportText::tr("GB/s") : ReportText::tr("TFLOPS")};
    if (parent == QLatin1String("fx")) return {Kind::Plain, ReportText::tr("%1 per %2").arg(currency, key)};
    if (endsWith(key, "_per_kwh") && key.contains(QLatin1String("co2")))
        return {Kind::Plain, ReportText::tr("kg CO2/kWh")};
    if (endsWith(key, "_per_kwh")) return {Kind::Money, ReportText::tr("%1/kWh").arg(currency)};
    if (key == QLatin1String("price_per_hour"))
        return {Kind::Money, ReportText::tr("%1 per instance-hour").arg(currency)};
    if (key == QLatin1String("unserved_cost_per_hour"))
        return {Kind::Money, ReportText::tr("%1 per reference GPU-hour").arg(currency)};
    if (key == QLatin1String("price_per_tb_month"))
        return {Kind::Money, ReportText::tr("%1 per TB-month").arg(currency)};
    if (key == QLatin1String("price_per_tb_egress"))
        return {Kind::Money, ReportText::tr("%1 per TB").arg(currency)};
    if (key == QLatin1String("cost_per_fte_year"))
        return {Kind::Money, ReportText::tr("%1 per FTE-year").arg(currency)};
    if (key == QLatin1String("colo_per_kw_month"))
        return {Kind::Money, ReportText::tr("%1 per kW-month").arg(currency)};
    if (key == QLatin1String("licence_per_gpu_year"))
        return {Kind::Money, ReportText::tr("%1 per GPU-year").arg(currency)};
    if (endsWith(key, "_per_month") && !key.contains(QLatin1String("tb")))
        return {Kind::Money, ReportText::tr("%1/month").arg(currency)};
    if (key == QLatin1String("monthly_value") || key == QLatin1String("monthly_payment"))
        return {Kind::Money, ReportText::tr("%1/month").arg(currency)};
    if (key == QLatin1String("gpus") || endsWith(key, "gpus_per_node") || endsWith(key, "gpus_per_instance"))
        return {Kind::Plain, ReportText::tr("GPUs")};
    if (key == QLatin1String("server_price") || endsWith(key, "_per_node") || key == QLatin1String("capex"))
        return {Kind::Money, currency};
    if (endsWith(key, "_per_year") || endsWith(key, "_fraction") || endsWith(key, "_share") ||
        endsWith(key, "_rate") || key == QLatin1String("rate") || key == QLatin1String("availability") ||
        key == QLatin1String("scheduling_efficiency") || key == QLatin1String("interruption_overhead") ||
        key == QLatin1String("mfu"))
        return {Kind::Fraction, endsWith(key, "_per_year") ? ReportText::tr("per year") : QString()};
    if (endsWith(key, "_kw")) return {Kind::Plain, ReportText::tr("kW")};
    if (endsWith(key, "_years")) return {Kind::Plain, ReportText::tr("years")};
    if (endsWith(key, "_months")) return {Kind::Plain, ReportText::tr("months")};
    if (endsWith(key, "_gb")) return {Kind::Plain, ReportText::tr("GB")};
    if (key == QLatin1String("storage_tb")) return {Kind::Plain, ReportText::tr("TB")};
    if (key == QLatin1String("egress_tb_per_month")) return {Kind::Plain, ReportText::tr("TB/month")};
    if (key == QLatin1String("nodes")) return {Kind::Plain, ReportText::tr("servers")};
    if (key == QLatin1String("gpus") || endsWith(key, "gpus_per_node") || endsWith(key, "gpus_per_instance"))
        return {Kind::Plain, ReportText::tr("GPUs")};
    if (key == QLatin1String("instances") || key == QLatin1String("max_instances"))
        return {Kind::Plain, ReportText::tr("instances")};
    if (key == QLatin1String("fte")) return {Kind::Plain, ReportText::tr("FTE")};
    if (key == QLatin1String("pue")) return {Kind::Plain, ReportText::tr("ratio")};
    return {Kind::Plain, QString()};
}

QString formatValue(const QJsonValue& v, const Unit& unit, const QString& currency, const QLocale& locale) {
    if (v.isBool()) return v.toBool() ? ReportText::tr("yes") : ReportText::tr("no");
    if (v.isString()) return v.toString();
    if (v.isNull()) return ReportText::tr("unbounded");
    const double x = v.toDouble();
    switch (unit.kind) {
        case Kind::Money:
            return io::formatMoney(x, currency, locale, shortestDecimals(x, 6));
        case Kind::Fraction:
            return io::formatPercent(x, locale, shortestDecimals(x * 100.0, 4));
        case Kind::Plain:
        case Kind::Text:
            break;
    }
    return io::formatDecimal(x, locale, shortestDecimals(x, 6));
}

struct Walker {
    const QString currency;
    const QLocale locale;
    ReportTable& table;

    // Rows for the members of `o`, under `path`; an object with a source note passes it on.
    void object(const QJsonObject& o, const QString& path, const QString& parentKey, QString source,
                QString asOf) {
        if (o.contains(QLatin1String("source"))) {
            source = o.value(QLatin1String("source")).toString();
            asOf = o.value(QLatin1String("as_of")).toString();
        }
        // A GPU model a probe calibrated: the run has its own table (probeTable), and each
        // efficiency it measured comes from the probe, not from the catalog row.
        const QJsonObject probe = o.value(QLatin1String("calibration")).toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString key = it.key();
            if (key == QLatin1String("source") || key == QLatin1String("as_of")) continue;
            if (key == QLatin1String("calibration")) continue;
            const QString here = path.isEmpty() ? key : path + QLatin1Char('.') + key;
            if (key == QLatin1String("efficiency") && !probe.isEmpty()) {
                probeEfficiencies(it.value().toObject(), here, probe, source, asOf);
                continue;
            }
            value(it.value(), here, key, parentKey, source, asOf);
        }
    }

    void probeEfficiencies(const QJsonObject& efficiency, const QString& path, const QJsonObject& probe,
                           const QString& source, const QString& asOf) {
        const QJsonObject measured = probe.value(QLatin1String("measured")).toObject();
        const QString probeSource = ReportText::tr("probe on %1 (%2)")
                                        .arg(probe.value(QLatin1String("device")).toString(),
                                             probe.value(QLatin1String("origin")).toString());
        const QString probeAsOf = probe.value(QLatin1String("measured_at")).toString().left(10);
        for (auto it = efficiency.begin(); it != efficiency.end(); ++it) {
            const bool byProbe = measured.contains(it.key());
            value(it.value(), path + QLatin1Char('.') + it.key(), it.key(), QStringLiteral("efficiency"),
                  byProbe ? probeSource : source, byProbe ? probeAsOf : asOf);
        }
    }

    void value(const QJsonValue& v, const QString& path, const QString& key, const QString& parentKey,
               const QString& source, const QString& asOf) {
        if (v.isObject()) {
            // A source's facility and financing are the user's own inputs, not the catalog
            // row's: they do not inherit its source note.
            const bool own = key == QLatin1String("facility") || key == QLatin1String("financing");
            object(v.toObject(), path, key, own ? QString() : source, own ? QString() : asOf);
            return;
        }
        if (v.isArray()) {
            const QJsonArray a = v.toArray();
            if (!a.isEmpty() && !a.first().isObject()) {
                // A weekly profile: 168 numbers say nothing one by one.
                row(path, ReportText::tr("%1 values").arg(a.size()), QString(), source, asOf);
                return;
            }
            for (qsizetype i = 0; i < a.size(); ++i)
                value(a.at(i), path + QStringLiteral("[%1]").arg(i), key, parentKey, source, asOf);
            return;
        }
        const Unit unit = unitOf(key, parentKey, currency);
        row(path, formatValue(v, unit, currency, locale), unit.text, source, asOf);
    }

    void row(const QString& path, const QString& value, const QString& unit, const QString& source,
             const QString& asOf) {
        const QString none = QStringLiteral("\u2014");
        table.rows.push_back(
            {{path, value, unit, source.isEmpty() ? ReportText::tr("scenario input") : source,
              asOf.isEmpty() ? none : asOf},
             false,
             false});
    }
};

}  // namespace

int shortestDecimals(double value, int maxDecimals) {
    if (!std::isfinite(value)) return 0;
    for (int d = 0; d < maxDecimals; ++d) {
        const double scale = std::pow(10.0, d);
        if (std::abs(std::round(value * scale) / scale - value) <= 1e-9 * std::max(1.0, std::abs(value)))
            return d;
    }
    return maxDecimals;
}

ReportTable assumptionTable(const scenario::Scenario& s) {
    ReportTable t;
    t.id = QStringLiteral("assumptions");
    t.title = ReportText::tr("Assumptions");
    t.caption = ReportText::tr(
        "Every input of the scenario, as the file holds it, with its unit, source and "
        "as-of date.");
    t.header = {ReportText::tr("Input"), ReportText::tr("Value"), ReportText::tr("Unit"),
                ReportText::tr("Source"), ReportText::tr("As of")};
    // Values are left-aligned and may wrap: many are names ("DGX A100 (8x A100 40GB)").
    t.numeric = {false, false, false, false, false};
    t.widths = {30, 18, 14, 25, 13};
    const QJsonObject root = QJsonDocument::fromJson(io::writeScenarioJson(s)).object();
    Walker walker{QString::fromStdString(s.currency), uiLocale(), t};
    // Options read by name, one group each; the rest of the file is one group per section.
    const QStringList skipped = {QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("name"),
                                 QStringLiteral("notes"), QStringLiteral("options")};
    t.rows.push_back({{ReportText::tr("Scenario")}, true, false});
    QJsonObject general;
    for (auto it = root.begin(); it != root.end(); ++it)
        if (!skipped.contains(it.key())) general.insert(it.key(), it.value());
    walker.object(general, QString(), QString(), QString(), QString());
    const QJsonArray options = root.value(QLatin1String("options")).toArray();
    for (qsizetype i = 0; i < options.size(); ++i) {
        QJsonObject o = options.at(i).toObject();
        t.rows.push_back(
            {{ReportText::tr("Option %1: %2").arg(i + 1).arg(o.value(QLatin1String("name")).toString())},
             true,
             false});
        o.remove(QStringLiteral("name"));
        walker.object(o, QString(), QString(), QString(), QString());
    }
    return t;
}

}  // namespace gputco::ui::report
