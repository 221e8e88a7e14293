// Options and their capacity stacks (MODEL.md section 4): one JSON object per source, its
// "kind" saying which of the Source alternatives it reads into.
#include "model/io/scenario_sections.h"

#include <map>

#include "model/scenario/option_edits.h"

namespace gputco::io::detail {

namespace sc = gputco::scenario;

namespace {

// An option's or a source's stable id (optional): its form is checked here, its uniqueness
// once every option is read (readOptions).
void readId(const QJsonObject& o, const std::string& path, std::string& out, JsonFields& fields) {
    if (fields.string(o, path, "id", out) && !sc::isValidId(out)) {
        fields.report(member(path, "id"), "an id is 1 to 64 letters, digits, '_', '.' or '-'");
        out.clear();
    }
}

// Each id names one option (or one source): a second use is reported where it is.
void checkUniqueIds(const sc::Scenario& s, JsonFields& fields) {
    std::map<std::string, std::string> options;
    std::map<std::string, std::string> sources;
    for (std::size_t i = 0; i < s.options.size(); ++i) {
        const std::string path = element("options", i);
        if (const std::string& id = s.options[i].id; !id.empty()) {
            if (const auto [at, fresh] = options.emplace(id, path); !fresh)
                fields.report(member(path, "id"), "\"" + id + "\" is already the id of " + at->second);
        }
        for (std::size_t j = 0; j < s.options[i].sources.size(); ++j) {
            const std::string source = element(member(path, "sources"), j);
            if (const std::string& id = sc::sourceId(s.options[i].sources[j]); !id.empty())
                if (const auto [at, fresh] = sources.emplace(id, source); !fresh)
                    fields.report(member(source, "id"), "\"" + id + "\" is already the id of " + at->second);
        }
    }
}

void readFinancing(const QJsonObject& source, const std::string& path, sc::Financing& out,
                   JsonFields& fields) {
    const auto financing = fields.object(source, path, "financing");
    if (!financing) return;  // cash
    const std::string at = member(path, "financing");
    static constexpr sc::FinancingKind kKinds[] = {sc::FinancingKind::Cash, sc::FinancingKind::Loan,
                                                   sc::FinancingKind::Lease};
    const auto kind = fields.choice(*financing, at, "kind", {"cash", "loan", "lease"}, Need::Required);
    if (!kind) {
        fields.markBroken(at);
        return;
    }
    out.kind = kKinds[*kind];
    if (out.kind == sc::FinancingKind::Loan) {
        fields.number(*financing, at, "rate", out.rate, Need::Required);
        fields.integer(*financing, at, "term_months", out.termMonths, Need::Required);
        fields.number(*financing, at, "down_payment_fraction", out.downPaymentFraction);
    } else if (out.kind == sc::FinancingKind::Lease) {
        fields.number(*financing, at, "monthly_payment", out.monthlyPayment, Need::Required);
        fields.integer(*financing, at, "term_months", out.termMonths, Need::Required);
    }
}

void readFacility(const QJsonObject& source, const std::string& path, sc::Facility& out, JsonFields& fields) {
    const auto facility = fields.object(source, path, "facility", Need::Required);
    if (!facility) return;
    const std::string at = member(path, "facility");
    fields.number(*facility, at, "pue", out.pue);
    fields.string(*facility, at, "tariff", out.tariff, Need::Required);
    fields.number(*facility, at, "colo_per_kw_month", out.coloPerKwMonth);
    fields.number(*facility, at, "rack_fee_per_month", out.rackFeePerMonth);
    fields.number(*facility, at, "capex", out.capex);
    fields.number(*facility, at, "capex_life_years", out.capexLifeYears);
    fields.number(*facility, at, "residual_fraction", out.residualFraction);
    fields.number(*facility, at, "grid_kg_co2_per_kwh", out.gridKgCo2PerKwh);
}

sc::OwnedSource readOwned(const QJsonObject& o, const std::string& path, JsonFields& fields) {
    sc::OwnedSource s;
    readId(o, path, s.id, fields);
    fields.string(o, path, "server", s.server);
    fields.string(o, path, "gpu", s.gpu, Need::Required);
    fields.string(o, path, "mig_profile", s.migProfile);
    fields.number(o, path, "nodes", s.nodes, Need::Required);
    fields.number(o, path, "gpus_per_node", s.gpusPerNode);
    fields.number(o, path, "availability", s.availability);
    fields.number(o, path, "server_price", s.serverPrice, Need::Required);
    fields.number(o, path, "network_per_node", s.networkPerNode);
    fields.number(o, path, "storage_per_node", s.storagePerNode);
    fields.number(o, path, "spare_fraction", s.spareFraction);
    fields.number(o, path, "installation_fraction", s.installationFraction);
    fields.number(o, path, "price_decline_per_year", s.priceDeclinePerYear);
    fields.number(o, path, "idle_kw", s.idleKw);
    fields.number(o, path, "max_kw", s.maxKw, Need::Required);
    fields.number(o, path, "warranty_years", s.warrantyYears);
    fields.number(o, path, "support_rate_per_year", s.supportRatePerYear);
    fields.number(o, path, "licence_per_gpu_year", s.licencePerGpuYear);
    fields.number(o, path, "refresh_years", s.refreshYears);
    fields.number(o, path, "resale_decline_per_year", s.resaleDeclinePerYear);
    readFinancing(o, path, s.financing, fields);
    readFacility(o, path, s.facility, fields);
    readProvenance(o, path, s.provenance, fields);
    return s;
}

void readCloudOffer(const QJsonObject& o, const std::string& path, sc::CloudOffer& s, JsonFields& fields,
                    bool priceRequired = true) {
    readId(o, path, s.id, fields);
    fields.string(o, path, "offer", s.offer);
    fields.string(o, path, "gpu", s.gpu, Need::Required);
    fields.string(o, path, "mig_profile", s.migProfile);
    fields.number(o, path, "gpus_per_instance", s.gpusPerInstance);
    fields.number(o, path, "price_per_hour", s.pricePerHour, priceRequired ? Need::Required : Need::Optional);
    fields.number(o, path, "escalation_per_year", s.escalationPerYear);
    readProvenance(o, path, s.provenance, fields);
}

sc::ReservedSource readReserved(const QJsonObject& o, const std::string& path, JsonFields& fields) {
    sc::ReservedSource s;
    readCloudOffer(o, path, s, fields);
    fields.number(o, path, "instances", s.instances, Need::Required);
    fields.integer(o, path, "term_months", s.termMonths);
    fields.number(o, path, "upfront_fraction", s.upfrontFraction);
    return s;
}

// A monthly subscription (包年包月) is reserved capacity renewed every month and paid at its
// start, so it defaults to a one-month term, fully upfront; Chinese clouds quote it per month.
sc::ReservedSource readSubscription(const QJsonObject& o, const std::string& path, JsonFields& fields) {
    sc::ReservedSource s;
    s.subscription = true;
    s.termMonths = 1;
    s.upfrontFraction = 1.0;
    readCloudOffer(o, path, s, fields, false);
    const auto given = [&o](const char* key) {
        const QJsonValue value = o.value(QLatin1String(key));
        return !value.isUndefined() && !value.isNull();
    };
    const bool hourly = given("price_per_hour");
    double perMonth = 0;
    const bool monthly = fields.number(o, path, "price_per_month", perMonth);
    if (monthly && hourly)
        fields.report(member(path, "price_per_month"), "give price_per_month or price_per_hour, not both");
    else if (monthly)
        s.pricePerHour = perMonth / sc::kHoursPerMonth;
    else if (!hourly && !given("price_per_month"))
        fields.report(member(path, "price_per_month"), "required (or price_per_hour)");
    fields.number(o, path, "instances", s.instances, Need::Required);
    fields.integer(o, path, "term_months", s.termMonths);
    fields.number(o, path, "upfront_fraction", s.upfrontFraction);
    return s;
}

// JSON has no infinity: an absent or null max_instances is unbounded.
sc::SpotSource readSpot(const QJsonObject& o, const std::string& path, JsonFields& fields) {
    sc::SpotSource s;
    readCloudOffer(o, path, s, fields);
    fields.number(o, path, "scheduling_efficiency", s.schedulingEfficiency);
    fields.number(o, path, "max_instances", s.maxInstances);
    fields.number(o, path, "interruption_overhead", s.interruptionOverhead);
    return s;
}

sc::OnDemandSource readOnDemand(const QJsonObject& o, const std::string& path, JsonFields& fields) {
    sc::OnDemandSource s;
    readCloudOffer(o, path, s, fields);
    fields.number(o, path, "scheduling_efficiency", s.schedulingEfficiency);
    fields.number(o, path, "max_instances", s.maxInstances);
    return s;
}

// An unreadable source still takes its place in the stack, so that later sources keep
// their index in every problem's path; its own problems were reported by the reader.
sc::Source placeholder(const std::string& path, JsonFields& fields) {
    fields.markBroken(path);
    sc::OnDemandSource s;
    s.gpu = sc::kReferenceGpu;
    return s;
}

sc::Source readSource(const QJsonValue& value, const std::string& path, JsonFields& fields) {
    const auto o = fields.objectValue(value, path);
    if (!o) return placeholder(path, fields);
    const auto kind = fields.choice(
        *o, path, "kind", {"owned", "reserved", "subscription", "spot", "on_demand"}, Need::Required);
    if (!kind) return placeholder(path, fields);
    switch (*kind) {
        case 0:
            return readOwned(*o, path, fields);
        case 1:
            return readReserved(*o, path, fields);
        case 2:
            return readSubscription(*o, path, fields);
        case 3:
            return readSpot(*o, path, fields);
        default:
            return readOnDemand(*o, path, fields);
    }
}

// A number member into an optional: set only when the file has it.
template <typename T, typename Read>
void readOptional(const QJsonObject& o, const std::string& path, const char* key, std::optional<T>& out,
                  Read read) {
    T value{};
    if (read(o, path, key, value)) out = value;
}

void readOptimised(const QJsonObject& o, const std::string& path, sc::OptimisedFrom& out,
                   JsonFields& fields) {
    fields.string(o, path, "from_id", out.optionId);
    fields.string(o, path, "from", out.optionName, Need::Required);
    auto number = [&](const QJsonObject& obj, const std::string& at, const char* key, double& v) {
        return fields.number(obj, at, key, v);
    };
    readOptional(o, path, "max_capex", out.maxCapex, number);
    readOptional(o, path, "max_unserved_share", out.maxUnservedShare, number);
    readOptional(o, path, "percentile", out.percentile,
                 [&](const QJsonObject& obj, const std::string& at, const char* key, int& v) {
                     return fields.integer(obj, at, key, v);
                 });
    readOptional(o, path, "budget", out.budget, number);
    fields.integer(o, path, "trials", out.trials);
    readOptional(o, path, "seed", out.seed,
                 [&](const QJsonObject& obj, const std::string& at, const char* key, std::uint64_t& v) {
                     return fields.unsignedInteger(obj, at, key, v);
                 });
    const auto maxUnits = fields.array(o, path, "max_units");
    if (!maxUnits) return;
    const std::string at = member(path, "max_units");
    for (qsizetype i = 0; i < maxUnits->size(); ++i) {
        const std::string entryPath = element(at, static_cast<std::size_t>(i));
        const auto entry = fields.objectValue(maxUnits->at(i), entryPath);
        int source = 0, units = 0;
        if (!entry || !fields.integer(*entry, entryPath, "source", source, Need::Required) ||
            !fields.integer(*entry, entryPath, "units", units, Need::Required))
            continue;
        if (source < 1 || units < 0) {
            fields.report(entryPath, "source must be at least 1 and units at least 0, got source " +
                                         std::to_string(source) + " and units " + std::to_string(units));
            continue;
        }
        out.maxUnits.emplace_back(static_cast<std::size_t>(source - 1), units);
    }
}

void readOption(const QJsonObject& o, const std::string& path, sc::Option& option, JsonFields& fields) {
    readId(o, path, option.id, fields);
    fields.string(o, path, "name", option.name, Need::Required);
    if (const auto sources = fields.array(o, path, "sources", Need::Required))
        for (qsizetype j = 0; j < sources->size(); ++j)
            option.sources.push_back(readSource(
                sources->at(j), element(member(path, "sources"), static_cast<std::size_t>(j)), fields));
    if (const auto extras = fields.object(o, path, "cloud_extras")) {
        const std::string at = member(path, "cloud_extras");
        sc::CloudExtras& e = option.cloudExtras;
        fields.number(*extras, at, "storage_tb", e.storageTb);
        fields.number(*extras, at, "price_per_tb_month", e.pricePerTbMonth);
        fields.number(*extras, at, "egress_tb_per_month", e.egressTbPerMonth);
        fields.number(*extras, at, "price_per_tb_egress", e.pricePerTbEgress);
        fields.number(*extras, at, "support_fraction", e.supportFraction);
    }
    if (const auto staff = fields.object(o, path, "staff")) {
        const std::string at = member(path, "staff");
        fields.number(*staff, at, "fte", option.staff.fte);
        fields.number(*staff, at, "cost_per_fte_year", option.staff.costPerFteYear);
        fields.number(*staff, at, "escalation_per_year", option.staff.escalationPerYear);
    }
    if (const auto optimised = fields.object(o, path, "optimised"))
        readOptimised(*optimised, member(path, "optimised"), option.optimised.emplace(), fields);
}

}  // namespace

void readOptions(const QJsonArray& options, sc::Scenario& out, JsonFields& fields) {
    for (qsizetype i = 0; i < options.size(); ++i) {
        const std::string path = element("options", static_cast<std::size_t>(i));
        sc::Option& option = out.options.emplace_back();
        if (const auto o = fields.objectValue(options.at(i), path))
            readOption(*o, path, option, fields);
        else
            fields.markBroken(path);
    }
    checkUniqueIds(out, fields);
}

}  // namespace gputco::io::detail
