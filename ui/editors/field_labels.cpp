#include "ui/editors/field_labels.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

namespace gputco::ui {

namespace {

QString translated(const char* text) {
    return QCoreApplication::translate("gputco::ui::FieldLabels", text);
}

enum class Unit { None, Money, Percent, Text };

struct Entry {
    const char* label;  // with %1 for the currency where the unit is money
    Unit unit;
};

// Leaf names of the file format (MODEL.md section 9, the reference example).
const QHash<QString, Entry>& entries() {
    static const QHash<QString, Entry> table = {
        {QStringLiteral("horizon_years"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Horizon (years)"), Unit::None}},
        {QStringLiteral("discount_rate"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Discount rate (% per year)"), Unit::Percent}},
        {QStringLiteral("rate"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Rate (% per year)"), Unit::Percent}},
        {QStringLiteral("life_years"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Depreciation life (years)"), Unit::None}},
        {QStringLiteral("salvage_fraction"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Salvage value (% of cost)"), Unit::Percent}},
        {QStringLiteral("bonus_fraction"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "Bonus depreciation (% of cost, in the purchase month)"),
          Unit::Percent}},
        {QStringLiteral("capex_life_years"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Facility capex life (years)"), Unit::None}},
        {QStringLiteral("factor"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Declining-balance factor"), Unit::None}},
        {QStringLiteral("monthly_value"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Business value (%1 per month)"), Unit::Money}},
        {QStringLiteral("growth_per_year"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Growth (% per year)"), Unit::Percent}},
        {QStringLiteral("gpus"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Average demand (reference GPUs)"), Unit::None}},
        {QStringLiteral("interruptible_share"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Interruptible share (%)"), Unit::Percent}},
        {QStringLiteral("unserved_cost_per_hour"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Cost of unserved demand (%1 per GPU-hour)"),
          Unit::Money}},
        {QStringLiteral("runs_per_month"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Runs per month"), Unit::None}},
        {QStringLiteral("params"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Model parameters"), Unit::None}},
        {QStringLiteral("tokens"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Tokens per run"), Unit::None}},
        {QStringLiteral("tokens_per_second"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Tokens per second"), Unit::None}},
        {QStringLiteral("mfu"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Model FLOPs utilisation (%)"), Unit::Percent}},
        {QStringLiteral("price_per_kwh"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Price (%1/kWh)"), Unit::Money}},
        {QStringLiteral("peak_price_per_kwh"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Peak price (%1/kWh)"), Unit::Money}},
        {QStringLiteral("offpeak_price_per_kwh"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Off-peak price (%1/kWh)"), Unit::Money}},
        {QStringLiteral("escalation_per_year"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Escalation (% per year)"), Unit::Percent}},
        {QStringLiteral("nodes"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Servers (nodes)"), Unit::None}},
        {QStringLiteral("gpus_per_node"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "GPUs per server"), Unit::None}},
        {QStringLiteral("availability"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Availability (%)"), Unit::Percent}},
        {QStringLiteral("server_price"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Server price (%1)"), Unit::Money}},
        {QStringLiteral("network_per_node"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Network per server (%1)"), Unit::Money}},
        {QStringLiteral("storage_per_node"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Storage per server (%1)"), Unit::Money}},
        {QStringLiteral("spare_fraction"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Spares (%)"), Unit::Percent}},
        {QStringLiteral("installation_fraction"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Installation (% of hardware)"), Unit::Percent}},
        {QStringLiteral("price_decline_per_year"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Price decline (% per year)"), Unit::Percent}},
        {QStringLiteral("idle_kw"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Power when idle (kW per server)"), Unit::None}},
        {QStringLiteral("max_kw"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Power at full load (kW per server)"), Unit::None}},
        {QStringLiteral("warranty_years"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Warranty (years)"), Unit::None}},
        {QStringLiteral("support_rate_per_year"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Support after warranty (% of hardware per year)"),
          Unit::Percent}},
        {QStringLiteral("licence_per_gpu_year"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Software licence (%1 per GPU-year)"), Unit::Money}},
        {QStringLiteral("refresh_years"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Refresh every (years; 0: never)"), Unit::None}},
        {QStringLiteral("resale_decline_per_year"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Resale value decline (% per year)"), Unit::Percent}},
        {QStringLiteral("term_months"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Term (months)"), Unit::None}},
        {QStringLiteral("down_payment_fraction"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Down payment (%)"), Unit::Percent}},
        {QStringLiteral("monthly_payment"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Monthly payment (%1)"), Unit::Money}},
        {QStringLiteral("pue"), {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "PUE"), Unit::None}},
        {QStringLiteral("colo_per_kw_month"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Colocation (%1 per kW-month)"), Unit::Money}},
        {QStringLiteral("rack_fee_per_month"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Rack fees (%1 per month)"), Unit::Money}},
        {QStringLiteral("capex"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Facility capex (%1)"), Unit::Money}},
        {QStringLiteral("grid_kg_co2_per_kwh"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Grid emissions (kg CO2 per kWh)"), Unit::None}},
        {QStringLiteral("gpus_per_instance"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "GPUs per instance"), Unit::None}},
        {QStringLiteral("price_per_hour"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Price (%1 per instance-hour)"), Unit::Money}},
        {QStringLiteral("scheduling_efficiency"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Scheduling efficiency (%)"), Unit::Percent}},
        {QStringLiteral("max_instances"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Instances at most"), Unit::None}},
        {QStringLiteral("interruption_overhead"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Interruption overhead (%)"), Unit::Percent}},
        {QStringLiteral("instances"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Reserved instances"), Unit::None}},
        {QStringLiteral("upfront_fraction"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Paid upfront (%)"), Unit::Percent}},
        {QStringLiteral("storage_tb"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Storage (TB)"), Unit::None}},
        {QStringLiteral("price_per_tb_month"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Storage price (%1 per TB-month)"), Unit::Money}},
        {QStringLiteral("egress_tb_per_month"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Egress (TB per month)"), Unit::None}},
        {QStringLiteral("price_per_tb_egress"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Egress price (%1 per TB)"), Unit::Money}},
        {QStringLiteral("support_fraction"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Support (% of cloud spend)"), Unit::Percent}},
        {QStringLiteral("fte"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Full-time equivalents"), Unit::None}},
        {QStringLiteral("cost_per_fte_year"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Cost (%1 per FTE-year)"), Unit::Money}},
    };
    return table;
}

// The group a field sits in, for the parts of a source or option that share leaf names.
QString groupOf(const QString& path) {
    if (path.contains(QLatin1String(".financing.")))
        return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Loan or lease"));
    if (path.contains(QLatin1String(".staff.")))
        return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Staff"));
    if (path.contains(QLatin1String(".cloud_extras.")))
        return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Cloud extras"));
    if (path.startsWith(QLatin1String("benefits.")))
        return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Benefits"));
    if (path.startsWith(QLatin1String("tax.")))
        return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Tax"));
    return {};
}

}  // namespace

FieldLabel fieldLabel(const QString& path, const QString& currency) {
    const QString leaf = path.section(QLatin1Char('.'), -1);
    const QString parent = path.section(QLatin1Char('.'), -2, -2);
    // GPU figures: gpus.NAME.datasheet.METRIC, gpus.NAME.efficiency.METRIC
    if (parent == QLatin1String("datasheet"))
        return {translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Datasheet %1 (TFLOPS or GB/s)"))
                    .arg(leaf),
                1};
    if (parent == QLatin1String("efficiency"))
        return {translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Efficiency %1 (%)")).arg(leaf), 100};
    if (path == QLatin1String("tax.rate"))
        return {translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Tax rate (%)")), 100};
    if (path == QLatin1String("financing.rate") || path.endsWith(QLatin1String(".financing.rate")))
        return {translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Loan interest (% per year)")), 100};
    if (path == QLatin1String("demand.growth_per_year"))
        return {translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Demand growth (% per year)")), 100};

    QString text;
    double scale = 1;
    const auto it = entries().constFind(leaf);
    if (it == entries().constEnd()) {
        text = leaf;
    } else {
        text = QCoreApplication::translate("gputco::ui::FieldLabels", it->label);
        if (it->unit == Unit::Money) text = text.arg(currency);
        if (it->unit == Unit::Percent) scale = 100;
    }
    const QString group = groupOf(path);
    return {group.isEmpty() ? text : group + QStringLiteral(": ") + text, scale};
}

QString fieldSection(const QString& path) {
    static const QRegularExpression option(QStringLiteral("^options\\[(\\d+)\\]"));
    if (const auto m = option.match(path); m.hasMatch()) return m.captured(0);
    for (const char* prefix : {"demand", "tariffs", "gpus"})
        if (path.startsWith(QLatin1String(prefix) + QLatin1Char('.'))) return QLatin1String(prefix);
    return QStringLiteral("general");
}

}  // namespace gputco::ui
