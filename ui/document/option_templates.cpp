#include "ui/document/option_templates.h"

#include <variant>

#include "model/io/scenario_reader.h"
#include "model/scenario/like_baseline.h"
#include "ui/document/catalog_apply.h"

namespace gputco::ui {

namespace sc = gputco::scenario;

namespace {

// Variant indices of scenario::Source.
constexpr std::size_t kOwned = 0;
constexpr std::size_t kReserved = 1;
constexpr std::size_t kSpot = 2;
constexpr std::size_t kOnDemand = 3;

const std::optional<sc::Scenario>& bundledExample() {
    static const std::optional<sc::Scenario> example = [] {
        io::ReadResult read = io::readScenarioFile(QStringLiteral(":/examples/a100-buy-vs-rent.gputco"));
        return read.scenario;
    }();
    return example;
}

}  // namespace

sc::Source OptionTemplates::unpriced(sc::Source source) {
    std::visit(
        [](auto& s) {
            using T = std::decay_t<decltype(s)>;
            if constexpr (!std::is_same_v<T, sc::OwnedSource>) {
                s.offer.clear();
                s.pricePerHour = 0;
                s.escalationPerYear = 0;
                s.provenance = {};
            }
        },
        source);
    return source;
}

QString OptionTemplates::title(OptionTemplate t) {
    switch (t) {
        case OptionTemplate::BuyServers:
            return tr("Buy servers");
        case OptionTemplate::ReservedWithOverflow:
            return tr("Reserved + on-demand overflow");
        case OptionTemplate::Hybrid:
            return tr("Hybrid: own + burst to cloud");
        case OptionTemplate::Subscription:
            return tr("Monthly subscription");
        case OptionTemplate::FromCatalog:
            break;
    }
    return tr("From the catalog…");
}

QString OptionTemplates::description(OptionTemplate t) {
    switch (t) {
        case OptionTemplate::BuyServers:
            return tr("Owned servers in your data centre: price, power, staff and depreciation.");
        case OptionTemplate::ReservedWithOverflow:
            return tr("A committed term for the base load, on-demand instances for the peaks.");
        case OptionTemplate::Hybrid:
            return tr("Owned servers first, on-demand cloud instances for what they cannot serve.");
        case OptionTemplate::Subscription:
            return tr("Capacity paid month by month, as Chinese clouds sell it; you enter its price.");
        case OptionTemplate::FromCatalog:
            break;
    }
    return tr("One cloud offer from the catalog, named after it, with its price, source and date.");
}

QString OptionTemplates::sourceKindName(std::size_t kind) {
    switch (kind) {
        case kOwned:
            return tr("Owned servers");
        case kReserved:
            return tr("Reserved or subscription");
        case kSpot:
            return tr("Spot instances");
        default:
            return tr("On-demand instances");
    }
}

std::optional<sc::Source> OptionTemplates::templateSource(const sc::Scenario& current, std::size_t kind) {
    // Every field filled with a sourced value; the user then edits what differs.
    const std::optional<sc::Scenario>& example = bundledExample();
    for (const sc::Scenario* scenario : {&current, example ? &*example : nullptr}) {
        if (!scenario) continue;
        for (const sc::Option& o : scenario->options)
            for (const sc::Source& source : o.sources)
                if (source.index() == kind) return source;
    }
    return std::nullopt;
}

std::optional<sc::Option> OptionTemplates::fromTemplate(const sc::Scenario& current, OptionTemplate t) {
    std::vector<std::size_t> kinds;
    switch (t) {
        case OptionTemplate::BuyServers:
            kinds = {kOwned};
            break;
        case OptionTemplate::ReservedWithOverflow:
        case OptionTemplate::Subscription:
            kinds = {kReserved, kOnDemand};
            break;
        case OptionTemplate::Hybrid:
            kinds = {kOwned, kOnDemand};
            break;
        case OptionTemplate::FromCatalog:
            return std::nullopt;
    }
    sc::Option option;
    option.name = title(t).toStdString();
    for (const std::size_t kind : kinds) {
        std::optional<sc::Source> source = templateSource(current, kind);
        if (!source) return std::nullopt;
        option.sources.push_back(std::move(*source));
    }
    if (t == OptionTemplate::Subscription) {
        // No catalog row is a subscription: its monthly price is the user's to enter, so it
        // starts unpriced (as a subscription read from a file: one-month term, paid upfront).
        option.sources.resize(1);
        auto& reserved =
            std::get<sc::ReservedSource>(option.sources[0] = OptionTemplates::unpriced(option.sources[0]));
        reserved.subscription = true;
        reserved.termMonths = 1;
        reserved.upfrontFraction = 1.0;
    }
    // Like the baseline (issue #34): its staff, a cloud option's storage, egress and support,
    // and an on-demand overflow behind owned or reserved capacity, all shown and editable.
    sc::startLikeBaseline(option, current);
    return option;
}

std::optional<sc::Option> OptionTemplates::fromOffer(const sc::Scenario& current,
                                                     const io::library::CatalogRow& row, QString* error) {
    const QString mode = row.value("pricing_mode");
    const std::size_t kind = mode == QLatin1String("reserved") || mode == QLatin1String("subscription")
                                 ? kReserved
                             : mode == QLatin1String("spot") ? kSpot
                                                             : kOnDemand;
    std::optional<sc::Source> start = templateSource(current, kind);
    if (!start) {
        // Nothing to copy the other fields from: the kind's defaults, one instance.
        start = kind == kReserved ? sc::Source(sc::ReservedSource{})
                : kind == kSpot   ? sc::Source(sc::SpotSource{})
                                  : sc::Source(sc::OnDemandSource{});
        if (auto* r = std::get_if<sc::ReservedSource>(&*start)) r->instances = 1;
    }
    if (auto* r = std::get_if<sc::ReservedSource>(&*start))
        r->subscription = mode == QLatin1String("subscription");
    sc::Scenario copy = current;
    sc::Option option;
    option.name = offerName(row).toStdString();
    option.sources.push_back(unpriced(*start));
    copy.options.push_back(std::move(option));
    // applyOffer converts the price to the scenario's currency at the library's rate in force on the
    // price's date, else the scenario's own rate (catalog_apply.h).
    if (const QString why = applyOffer(copy, copy.options.size() - 1, 0, row); !why.isEmpty()) {
        if (error) *error = why;
        return std::nullopt;
    }
    // Like the baseline (issue #34): an offer is one price, not a whole option; its staff, a
    // cloud's storage, egress and support, and an overflow behind a reservation come from the
    // baseline, shown and editable, so that it is not "cheapest" for lacking them.
    sc::startLikeBaseline(copy.options.back(), current);
    return std::move(copy.options.back());
}

QString OptionTemplates::offerName(const io::library::CatalogRow& row) {
    const QString machine =
        QStringLiteral("%1 %2").arg(row.value("provider"), row.value("instance")).trimmed();
    const QString mode = row.value("pricing_mode");
    if (mode == QLatin1String("spot")) return tr("%1, spot").arg(machine);
    if (mode == QLatin1String("subscription")) return tr("%1, monthly subscription").arg(machine);
    if (mode == QLatin1String("reserved")) {
        const int months = static_cast<int>(row.number("term_months").value_or(0));
        if (months <= 0) return tr("%1, reserved").arg(machine);
        if (months == 12) return tr("%1, 1-year reserved").arg(machine);
        if (months % 12 == 0) return tr("%1, %2-year reserved").arg(machine).arg(months / 12);
        return tr("%1, %2-month reserved").arg(machine).arg(months);
    }
    return tr("%1, on-demand").arg(machine);
}

}  // namespace gputco::ui
