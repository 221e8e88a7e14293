#include "ui/document/catalog_apply.h"

#include <QCoreApplication>
#include <QDate>
#include <optional>
#include <variant>

namespace gputco::ui {

namespace sc = gputco::scenario;
using io::library::CatalogRow;

namespace {

QString applyText(const char* text) {
    return QCoreApplication::translate("gputco::ui::CatalogApply", text);
}

struct Converted {
    double value = 0;
    QString note;   // appended to the source: the rate used
    QString error;  // no rate for the row's currency
};

// `amount` (the row's price) in the scenario's currency: at the library's rate in force on
// the row's as-of date, else at the scenario's own rate (fx maps 1 unit of a currency to
// units of the scenario currency: MODEL.md), else not at all.
Converted toScenarioCurrency(const sc::Scenario& s, const CatalogRow& row, double amount,
                             const io::library::ExchangeRates* rates) {
    const QString currency = row.value("currency");
    const QString target = QString::fromStdString(s.currency);
    if (currency.isEmpty() || currency == target) return {amount, {}, {}};
    const QDate asOf = QDate::fromString(row.asOf(), Qt::ISODate);
    std::optional<io::library::ExchangeRates> read;
    if (!rates) rates = &read.emplace(io::library::ExchangeRates::fromLibrary());
    if (const std::optional<io::library::FxRate> fx = rates->rate(currency, target, asOf))
        return {amount * fx->rate,
                QStringLiteral("; converted from %1 %2 at %3")
                    .arg(QString::number(amount, 'g', 12), currency, fx->note),
                {}};
    const auto it = s.fx.find(currency.toStdString());
    if (it != s.fx.end() && it->second > 0)
        return {
            amount * it->second,
            QStringLiteral("; converted from %1 %2 at %3 %4 per %2, the scenario's own rate (the library has "
                           "no %2/%4 rate in force on %5)")
                .arg(QString::number(amount, 'g', 12), currency, QString::number(it->second, 'g', 12), target,
                     row.asOf()),
            {}};
    return {0,
            {},
            applyText(
                QT_TRANSLATE_NOOP("gputco::ui::CatalogApply",
                                  "the price is in %1 and the scenario in %2, and no exchange rate from %1 "
                                  "to %2 was in force on %3, the price's date: add a dated %1/%2 rate to the "
                                  "library (catalog import of an fx file) or the scenario's own rate for %1 "
                                  "(fx)"))
                .arg(currency, target, row.asOf())};
}

sc::Provenance provenance(const CatalogRow& row, const QString& note = {}) {
    // A fresh row: no override of the old values carries over.
    sc::Provenance p;
    p.source = (row.value("source") + note).toStdString();
    p.asOf = row.asOf().toStdString();
    return p;
}

// A catalog row's GPU must be one the scenario describes, or the scenario stops being valid
// (a new user's trial put an H100 server into an A100 option this way).
QString unknownGpu(const sc::Scenario& s, const CatalogRow& row) {
    const std::string gpu = row.value("gpu").toStdString();
    if (gpu.empty() || gpu == sc::kReferenceGpu || s.gpus.count(gpu)) return {};
    return applyText(QT_TRANSLATE_NOOP("gputco::ui::CatalogApply",
                                       "its GPU model %1 is not in the scenario: add it first (GPU models: "
                                       "Add or update a GPU model from the catalog…)"))
        .arg(QString::fromStdString(gpu));
}

// The pricing a cloud source is: a reserved price in an on-demand source (or the reverse)
// would silently turn the option into another one.
QString pricingMismatch(const sc::Source& source, const CatalogRow& row) {
    const QString mode = row.value("pricing_mode");
    const bool fits = std::visit(
        [&](const auto& cloud) {
            using T = std::decay_t<decltype(cloud)>;
            if constexpr (std::is_same_v<T, sc::ReservedSource>)
                return mode == QLatin1String("reserved") || mode == QLatin1String("subscription");
            else if constexpr (std::is_same_v<T, sc::SpotSource>)
                return mode == QLatin1String("spot");
            else if constexpr (std::is_same_v<T, sc::OnDemandSource>)
                return mode == QLatin1String("on_demand");
            else
                return true;
        },
        source);
    if (fits || mode.isEmpty()) return {};
    return applyText(QT_TRANSLATE_NOOP("gputco::ui::CatalogApply",
                                       "the row is priced %1, not as this source is: pick a row of the same "
                                       "pricing, or add an option from the catalog (Add option…)"))
        .arg(mode == QLatin1String("on_demand")
                 ? applyText(QT_TRANSLATE_NOOP("gputco::ui::CatalogApply", "on demand"))
             : mode == QLatin1String("reserved")
                 ? applyText(QT_TRANSLATE_NOOP("gputco::ui::CatalogApply", "reserved"))
             : mode == QLatin1String("spot")
                 ? applyText(QT_TRANSLATE_NOOP("gputco::ui::CatalogApply", "spot"))
                 : applyText(QT_TRANSLATE_NOOP("gputco::ui::CatalogApply", "by subscription")));
}

}  // namespace

QString applyOffer(sc::Scenario& s, std::size_t o, std::size_t i, const CatalogRow& row,
                   const io::library::ExchangeRates* rates) {
    if (o >= s.options.size() || i >= s.options[o].sources.size())
        return applyText(QT_TRANSLATE_NOOP("gputco::ui::CatalogApply", "no such source"));
    sc::Source& source = s.options[o].sources[i];
    if (std::holds_alternative<sc::OwnedSource>(source))
        return applyText(
            QT_TRANSLATE_NOOP("gputco::ui::CatalogApply", "a cloud offer goes into a cloud source"));
    if (const QString why = pricingMismatch(source, row); !why.isEmpty()) return why;
    if (const QString why = unknownGpu(s, row); !why.isEmpty()) return why;
    const std::optional<double> price = row.number("price_per_hour");
    if (!price)
        return applyText(QT_TRANSLATE_NOOP("gputco::ui::CatalogApply", "the offer has no price per hour"));
    const Converted c = toScenarioCurrency(s, row, *price, rates);
    if (!c.error.isEmpty()) return c.error;
    std::visit(
        [&](auto& cloud) {
            using T = std::decay_t<decltype(cloud)>;
            if constexpr (!std::is_same_v<T, sc::OwnedSource>) {
                cloud.offer = row.key().toStdString();
                cloud.gpu = row.value("gpu").toStdString();
                if (const auto n = row.number("gpus_per_instance")) cloud.gpusPerInstance = *n;
                cloud.pricePerHour = c.value;
                cloud.provenance = provenance(row, c.note);
                if constexpr (std::is_same_v<T, sc::ReservedSource>) {
                    if (const auto term = row.number("term_months"); term && *term > 0)
                        cloud.termMonths = static_cast<int>(*term);
                    if (const auto upfront = row.number("upfront_fraction")) cloud.upfrontFraction = *upfront;
                }
            }
        },
        source);
    return {};
}

QString applyServer(sc::Scenario& s, std::size_t o, std::size_t i, const CatalogRow& row,
                    const io::library::ExchangeRates* rates) {
    if (o >= s.options.size() || i >= s.options[o].sources.size())
        return applyText(QT_TRANSLATE_NOOP("gputco::ui::CatalogApply", "no such source"));
    auto* owned = std::get_if<sc::OwnedSource>(&s.options[o].sources[i]);
    if (!owned)
        return applyText(QT_TRANSLATE_NOOP("gputco::ui::CatalogApply", "a server goes into an owned source"));
    if (const QString why = unknownGpu(s, row); !why.isEmpty()) return why;
    const std::optional<double> price = row.number("price");
    if (!price) return applyText(QT_TRANSLATE_NOOP("gputco::ui::CatalogApply", "the server has no price"));
    const Converted c = toScenarioCurrency(s, row, *price, rates);
    if (!c.error.isEmpty()) return c.error;
    owned->server = row.key().toStdString();
    owned->gpu = row.value("gpu").toStdString();
    if (const auto n = row.number("gpu_count")) owned->gpusPerNode = *n;
    if (const auto kw = row.number("power_kw")) owned->maxKw = *kw;
    owned->serverPrice = c.value;
    owned->provenance = provenance(row, c.note);
    return {};
}

QString applyTariff(sc::Scenario& s, const std::string& tariff, const CatalogRow& row,
                    const io::library::ExchangeRates* rates) {
    if (row.value("unit") != QLatin1String("kWh"))
        return applyText(
            QT_TRANSLATE_NOOP("gputco::ui::CatalogApply", "only prices per kWh are electricity tariffs"));
    const std::optional<double> price = row.number("price");
    if (!price) return applyText(QT_TRANSLATE_NOOP("gputco::ui::CatalogApply", "the tariff has no price"));
    const Converted c = toScenarioCurrency(s, row, *price, rates);
    if (!c.error.isEmpty()) return c.error;
    sc::Tariff& t = s.tariffs[tariff];
    const double escalation = t.escalationPerYear;
    t = sc::Tariff{};
    t.kind = sc::TariffKind::Flat;
    t.pricePerKwh = c.value;
    t.escalationPerYear = escalation;  // the catalog says nothing about the future
    t.provenance = provenance(row, c.note);
    return {};
}

QString applyGpu(sc::Scenario& s, const CatalogRow& row) {
    sc::GpuModel gpu;
    const auto put = [&](sc::MetricMap& map, const char* metric, const char* column) {
        if (const auto v = row.number(column)) map[metric] = *v;
    };
    put(gpu.datasheet, "tensor_fp16", "tensor_fp16_tflops");
    put(gpu.datasheet, "hbm_bandwidth", "hbm_gbps");
    put(gpu.datasheet, "fp32", "fp32_tflops");
    put(gpu.efficiency, "tensor_fp16", "eff_tensor");
    put(gpu.efficiency, "hbm_bandwidth", "eff_hbm");
    put(gpu.efficiency, "fp32", "eff_fp32");
    if (gpu.datasheet.empty())
        return applyText(QT_TRANSLATE_NOOP("gputco::ui::CatalogApply", "the GPU has no datasheet figures"));
    gpu.memoryGb = row.number("memory_gb").value_or(0);
    gpu.provenance = provenance(row);
    s.gpus[row.key().toStdString()] = std::move(gpu);
    return {};
}

}  // namespace gputco::ui
