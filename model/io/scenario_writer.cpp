#include "model/io/scenario_writer.h"

#include <cmath>

#include "model/io/json_tree.h"

namespace gputco::io {

namespace sc = gputco::scenario;

namespace {

JsonTree numberMap(const std::map<std::string, double>& values) {
    JsonTree o = JsonTree::object();
    for (const auto& [key, value] : values) o.add(key, value);
    return o;
}

void addProvenance(JsonTree& o, const sc::Provenance& p) {
    o.add("source", p.source);
    o.add("as_of", p.asOf);
    // Only when set: a file without estimates is written as before.
    if (p.estimate) o.add("estimate", true);
    // Only when there are some: a file without overrides is written as before.
    if (!p.overrides.empty()) o.add("overrides", numberMap(p.overrides));
}

const char* methodName(sc::DepreciationMethod m) {
    using M = sc::DepreciationMethod;
    switch (m) {
        case M::StraightLine:
            return "straight_line";
        case M::DecliningBalance:
            return "declining_balance";
        case M::SumOfYearsDigits:
            return "sum_of_years_digits";
        case M::Macrs5:
            return "macrs_5";
        case M::CnStraightLine:
            return "cn_straight_line";
        case M::Expense:
            return "expense";
        case M::None:
            break;
    }
    return "none";
}

const char* distName(sc::Distribution d) {
    switch (d) {
        case sc::Distribution::Uniform:
            return "uniform";
        case sc::Distribution::Triangular:
            return "triangular";
        case sc::Distribution::Normal:
            return "normal";
        case sc::Distribution::Lognormal:
            return "lognormal";
        case sc::Distribution::Pert:
            break;
    }
    return "pert";
}

JsonTree gpuModel(const sc::GpuModel& g) {
    JsonTree o = JsonTree::object();
    o.add("datasheet", numberMap(g.datasheet));
    o.add("efficiency", numberMap(g.efficiency));
    o.add("memory_gb", g.memoryGb);
    addProvenance(o, g.provenance);
    if (const auto& c = g.calibration) {
        JsonTree& cal = o.add("calibration", JsonTree::object());
        cal.add("device", c->device);
        cal.add("uuid", c->uuid);
        cal.add("measured_at", c->measuredAt);
        cal.add("probe_version", c->probeVersion);
        cal.add("origin", c->origin);
        cal.add("measured", numberMap(c->measured));
        cal.add("probe_datasheet", numberMap(c->probeDatasheet));
        cal.add("previous_efficiency", numberMap(c->previousEfficiency));
        if (!c->methods.empty()) {
            JsonTree& methods = cal.add("methods", JsonTree::object());
            for (const auto& [metric, method] : c->methods) methods.add(metric, method);
        }
        cal.add("throttled", c->throttled);
    }
    return o;
}

JsonTree tariff(const sc::Tariff& t) {
    JsonTree o = JsonTree::object();
    if (t.kind == sc::TariffKind::Flat) {
        o.add("kind", "flat");
        o.add("price_per_kwh", t.pricePerKwh);
    } else {
        o.add("kind", "tou");
        o.add("peak_price_per_kwh", t.peakPricePerKwh);
        o.add("offpeak_price_per_kwh", t.offpeakPricePerKwh);
    }
    o.add("escalation_per_year", t.escalationPerYear);
    addProvenance(o, t.provenance);
    return o;
}

const char* precisionName(sc::Precision p) {
    static const char* const names[] = {"fp32", "fp16", "bf16", "fp8", "int8", "int4"};
    return names[static_cast<int>(p)];
}

void addSizing(JsonTree& e, sc::Precision precision, const sc::ModelShape& shape) {
    e.add("precision", precisionName(precision));
    e.add("layers", shape.layers);
    e.add("hidden_size", shape.hiddenSize);
    e.add("kv_heads", shape.kvHeads);
    e.add("head_dim", shape.headDim);
}

JsonTree jobs(const sc::Jobs& j) {
    JsonTree o = JsonTree::object();
    JsonTree& training = o.add("training", JsonTree::array());
    for (const sc::TrainingJob& t : j.training) {
        JsonTree& e = training.push(JsonTree::object());
        e.add("name", t.name);
        e.add("runs_per_month", t.runsPerMonth);
        e.add("params", t.params);
        e.add("tokens", t.tokens);
        e.add("mfu", t.mfu);
        addSizing(e, t.precision, t.shape);
        e.add("micro_batch", t.microBatch);
        e.add("sequence_length", t.sequenceLength);
    }
    JsonTree& inference = o.add("inference", JsonTree::array());
    for (const sc::InferenceJob& i : j.inference) {
        JsonTree& e = inference.push(JsonTree::object());
        e.add("name", i.name);
        e.add("tokens_per_second", i.tokensPerSecond);
        e.add("params", i.params);
        e.add("mfu", i.mfu);
        addSizing(e, i.precision, i.shape);
        e.add("peak_tokens_per_second", i.peakTokensPerSecond);
        e.add("context_length", i.contextLength);
        e.add("concurrent_requests", i.concurrentRequests);
        // Only when given: a job without an API price is written as before.
        if (i.apiInputPrice) e.add("api_input_price", *i.apiInputPrice);
        if (i.apiOutputPrice) e.add("api_output_price", *i.apiOutputPrice);
        if (i.apiInputPrice || i.apiOutputPrice || i.apiInputShare != sc::InferenceJob{}.apiInputShare)
            e.add("api_input_share", i.apiInputShare);
    }
    return o;
}

JsonTree demand(const sc::Demand& d) {
    JsonTree o = JsonTree::object();
    o.add("gpus", d.gpus);
    o.add("growth_per_year", d.growthPerYear);
    switch (d.preset) {
        case sc::ProfilePreset::Flat:
            o.add("weekly_profile", "flat");
            break;
        case sc::ProfilePreset::OfficeHours:
            o.add("weekly_profile", "office_hours");
            break;
        case sc::ProfilePreset::NightlyBatch:
            o.add("weekly_profile", "nightly_batch");
            break;
        case sc::ProfilePreset::Custom: {
            JsonTree& hours = o.add("weekly_profile", JsonTree::array());
            for (const double h : d.customProfile) hours.push(h);
            break;
        }
    }
    o.add("interruptible_share", d.interruptibleShare);
    o.add("unserved_cost_per_hour", d.unservedCostPerHour);
    if (d.jobs) o.add("jobs", jobs(*d.jobs));
    // Written only when it is not the default, so that older files read back unchanged.
    if (d.jobsAddToGpus) o.add("jobs_combine", "add");
    return o;
}

JsonTree financing(const sc::Financing& f) {
    JsonTree o = JsonTree::object();
    switch (f.kind) {
        case sc::FinancingKind::Cash:
            o.add("kind", "cash");
            break;
        case sc::FinancingKind::Loan:
            o.add("kind", "loan");
            o.add("rate", f.rate);
            o.add("term_months", f.termMonths);
            o.add("down_payment_fraction", f.downPaymentFraction);
            break;
        case sc::FinancingKind::Lease:
            o.add("kind", "lease");
            o.add("monthly_payment", f.monthlyPayment);
            o.add("term_months", f.termMonths);
            break;
    }
    return o;
}

JsonTree facility(const sc::Facility& f) {
    JsonTree o = JsonTree::object();
    o.add("pue", f.pue);
    o.add("tariff", f.tariff);
    o.add("colo_per_kw_month", f.coloPerKwMonth);
    o.add("rack_fee_per_month", f.rackFeePerMonth);
    o.add("capex", f.capex);
    o.add("capex_life_years", f.capexLifeYears);
    if (f.residualFraction != 0) o.add("residual_fraction", f.residualFraction);
    o.add("grid_kg_co2_per_kwh", f.gridKgCo2PerKwh);
    return o;
}

JsonTree owned(const sc::OwnedSource& s) {
    JsonTree o = JsonTree::object();
    if (!s.id.empty()) o.add("id", s.id);
    o.add("kind", "owned");
    o.add("server", s.server);
    o.add("gpu", s.gpu);
    if (!s.migProfile.empty()) o.add("mig_profile", s.migProfile);  // whole GPUs: written as before
    o.add("nodes", s.nodes);
    o.add("gpus_per_node", s.gpusPerNode);
    o.add("availability", s.availability);
    o.add("server_price", s.serverPrice);
    o.add("network_per_node", s.networkPerNode);
    o.add("storage_per_node", s.storagePerNode);
    o.add("spare_fraction", s.spareFraction);
    o.add("installation_fraction", s.installationFraction);
    o.add("price_decline_per_year", s.priceDeclinePerYear);
    o.add("idle_kw", s.idleKw);
    o.add("max_kw", s.maxKw);
    o.add("warranty_years", s.warrantyYears);
    o.add("support_rate_per_year", s.supportRatePerYear);
    o.add("licence_per_gpu_year", s.licencePerGpuYear);
    o.add("refresh_years", s.refreshYears);
    o.add("resale_decline_per_year", s.resaleDeclinePerYear);
    o.add("financing", financing(s.financing));
    o.add("facility", facility(s.facility));
    addProvenance(o, s.provenance);
    return o;
}

JsonTree cloudOffer(const char* kind, const sc::CloudOffer& s) {
    JsonTree o = JsonTree::object();
    if (!s.id.empty()) o.add("id", s.id);
    o.add("kind", kind);
    o.add("offer", s.offer);
    o.add("gpu", s.gpu);
    if (!s.migProfile.empty()) o.add("mig_profile", s.migProfile);
    o.add("gpus_per_instance", s.gpusPerInstance);
    o.add("price_per_hour", s.pricePerHour);
    o.add("escalation_per_year", s.escalationPerYear);
    return o;
}

// JSON has no infinity: an unbounded max_instances is left out (MODEL.md: absent = no cap).
void addMaxInstances(JsonTree& o, double maxInstances) {
    if (std::isfinite(maxInstances)) o.add("max_instances", maxInstances);
}

JsonTree source(const sc::Source& source) {
    JsonTree o;
    if (const auto* s = std::get_if<sc::OwnedSource>(&source)) return owned(*s);
    if (const auto* s = std::get_if<sc::ReservedSource>(&source)) {
        o = cloudOffer(s->subscription ? "subscription" : "reserved", *s);
        o.add("instances", s->instances);
        o.add("term_months", s->termMonths);
        o.add("upfront_fraction", s->upfrontFraction);
        addProvenance(o, s->provenance);
    } else if (const auto* s = std::get_if<sc::SpotSource>(&source)) {
        o = cloudOffer("spot", *s);
        o.add("scheduling_efficiency", s->schedulingEfficiency);
        addMaxInstances(o, s->maxInstances);
        o.add("interruption_overhead", s->interruptionOverhead);
        addProvenance(o, s->provenance);
    } else if (const auto* s = std::get_if<sc::OnDemandSource>(&source)) {
        o = cloudOffer("on_demand", *s);
        o.add("scheduling_efficiency", s->schedulingEfficiency);
        addMaxInstances(o, s->maxInstances);
        addProvenance(o, s->provenance);
    }
    return o;
}

JsonTree option(const sc::Option& opt) {
    JsonTree o = JsonTree::object();
    if (!opt.id.empty()) o.add("id", opt.id);
    o.add("name", opt.name);
    JsonTree& sources = o.add("sources", JsonTree::array());
    for (const sc::Source& s : opt.sources) sources.push(source(s));
    JsonTree& extras = o.add("cloud_extras", JsonTree::object());
    extras.add("storage_tb", opt.cloudExtras.storageTb);
    extras.add("price_per_tb_month", opt.cloudExtras.pricePerTbMonth);
    extras.add("egress_tb_per_month", opt.cloudExtras.egressTbPerMonth);
    extras.add("price_per_tb_egress", opt.cloudExtras.pricePerTbEgress);
    extras.add("support_fraction", opt.cloudExtras.supportFraction);
    JsonTree& staff = o.add("staff", JsonTree::object());
    staff.add("fte", opt.staff.fte);
    staff.add("cost_per_fte_year", opt.staff.costPerFteYear);
    staff.add("escalation_per_year", opt.staff.escalationPerYear);
    if (const auto& from = opt.optimised) {
        JsonTree& rec = o.add("optimised", JsonTree::object());
        if (!from->optionId.empty()) rec.add("from_id", from->optionId);
        rec.add("from", from->optionName);
        if (from->maxCapex) rec.add("max_capex", *from->maxCapex);
        if (from->maxUnservedShare) rec.add("max_unserved_share", *from->maxUnservedShare);
        if (from->percentile) rec.add("percentile", *from->percentile);
        if (from->budget) rec.add("budget", *from->budget);
        // The trials belong to the risk limit (docs/file-format.md): without one none were run.
        if (from->percentile) rec.add("trials", from->trials);
        if (from->seed) rec.add("seed", *from->seed);
        if (!from->maxUnits.empty()) {
            JsonTree& units = rec.add("max_units", JsonTree::array());
            for (const auto& [source, count] : from->maxUnits) {
                JsonTree entry = JsonTree::object();
                entry.add("source", static_cast<int>(source + 1));
                entry.add("units", count);
                units.push(std::move(entry));
            }
        }
    }
    return o;
}

// Each distribution's own parameters, and any other the file gave (the reader keeps them).
JsonTree uncertainInput(const sc::UncertainInput& in) {
    using D = sc::Distribution;
    const bool shaped = in.dist == D::Triangular || in.dist == D::Pert;
    const bool moments = in.dist == D::Normal || in.dist == D::Lognormal;
    JsonTree o = JsonTree::object();
    o.add("path", in.path);
    o.add("dist", distName(in.dist));
    const auto put = [&o](const char* key, double value, bool needed) {
        if (needed || value != 0) o.add(key, value);
    };
    put("low", in.low, !moments);
    put("mode", in.mode, shaped);
    put("high", in.high, !moments);
    put("mean", in.mean, moments);
    put("stddev", in.stddev, moments);
    return o;
}

JsonTree uncertainty(const sc::Uncertainty& u) {
    JsonTree o = JsonTree::object();
    o.add("trials", u.trials);
    o.add("seed", u.seed);
    JsonTree& inputs = o.add("inputs", JsonTree::array());
    for (const sc::UncertainInput& in : u.inputs) inputs.push(uncertainInput(in));
    if (!u.correlations.empty()) {
        JsonTree& pairs = o.add("correlations", JsonTree::array());
        for (const sc::RankCorrelation& c : u.correlations) {
            JsonTree& pair = pairs.push(JsonTree::object());
            pair.add("a", c.a);
            pair.add("b", c.b);
            pair.add("rank", c.rank);
        }
    }
    return o;
}

}  // namespace

QByteArray writeScenarioJson(const sc::Scenario& s) {
    JsonTree root = JsonTree::object();
    root.add("format", "gputco.scenario");
    root.add("version", sc::kFormatVersion);
    root.add("name", s.name);
    root.add("notes", s.notes);
    root.add("currency", s.currency);
    if (!s.asOf.empty()) root.add("as_of", s.asOf);
    root.add("fx", numberMap(s.fx));
    root.add("horizon_years", s.horizonYears);
    JsonTree& finance = root.add("finance", JsonTree::object());
    finance.add("discount_rate", s.finance.discountRate);
    finance.add("baseline", s.finance.baseline);
    finance.add("commitments_at_horizon",
                s.finance.commitmentsAtHorizon == sc::CommitmentsAtHorizon::Settle ? "settle" : "prorate");
    if (s.finance.costOfDebt) finance.add("cost_of_debt", *s.finance.costOfDebt);
    if (s.finance.inflationPerYear != 0) finance.add("inflation_per_year", s.finance.inflationPerYear);
    JsonTree& tax = root.add("tax", JsonTree::object());
    tax.add("enabled", s.tax.enabled);
    tax.add("rate", s.tax.rate);
    JsonTree& accounting = root.add("accounting", JsonTree::object());
    accounting.add("depreciation", methodName(s.accounting.depreciation));
    accounting.add("life_years", s.accounting.lifeYears);
    accounting.add("salvage_fraction", s.accounting.salvageFraction);
    accounting.add("factor", s.accounting.factor);
    accounting.add("bonus_fraction", s.accounting.bonusFraction);
    root.add("workload", JsonTree::object()).add("bound", numberMap(s.workload.bound));
    JsonTree& gpus = root.add("gpus", JsonTree::object());
    for (const auto& [name, gpu] : s.gpus) gpus.add(name, gpuModel(gpu));
    JsonTree& tariffs = root.add("tariffs", JsonTree::object());
    for (const auto& [name, t] : s.tariffs) tariffs.add(name, tariff(t));
    root.add("demand", demand(s.demand));
    JsonTree& options = root.add("options", JsonTree::array());
    for (const sc::Option& o : s.options) options.push(option(o));
    JsonTree& benefits = root.add("benefits", JsonTree::object());
    benefits.add("monthly_value", s.benefits.monthlyValue);
    benefits.add("growth_per_year", s.benefits.growthPerYear);
    if (s.uncertainty) root.add("uncertainty", uncertainty(*s.uncertainty));
    root.mergeUnknown(s.unknownFields);
    return root.text();
}

}  // namespace gputco::io
