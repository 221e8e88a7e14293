// Top-level sections of a scenario file (the reference is examples/a100-buy-vs-rent.gputco).
#include "model/io/scenario_sections.h"

namespace gputco::io::detail {

namespace sc = gputco::scenario;

namespace {

// A JSON object of numbers, such as a datasheet or workload.bound.
void readNumberMap(const QJsonObject& object, const std::string& path, std::map<std::string, double>& out,
                   JsonFields& fields) {
    for (auto it = object.begin(); it != object.end(); ++it) {
        const std::string key = it.key().toStdString();
        double value = 0;
        if (fields.numberValue(it.value(), member(path, key), value)) out[key] = value;
    }
}

}  // namespace

void readProvenance(const QJsonObject& object, const std::string& path, sc::Provenance& out,
                    JsonFields& fields) {
    fields.string(object, path, "source", out.source);
    fields.string(object, path, "as_of", out.asOf);
    fields.boolean(object, path, "estimate", out.estimate);
    if (const auto overrides = fields.object(object, path, "overrides"))
        readNumberMap(*overrides, member(path, "overrides"), out.overrides, fields);
}

namespace {

void readCalibration(const QJsonObject& object, const std::string& path, sc::ProbeCalibration& out,
                     JsonFields& fields) {
    fields.string(object, path, "device", out.device, Need::Required);
    fields.string(object, path, "uuid", out.uuid);
    fields.string(object, path, "measured_at", out.measuredAt);
    fields.string(object, path, "probe_version", out.probeVersion);
    fields.string(object, path, "origin", out.origin);
    if (const auto measured = fields.object(object, path, "measured", Need::Required))
        readNumberMap(*measured, member(path, "measured"), out.measured, fields);
    if (const auto datasheet = fields.object(object, path, "probe_datasheet"))
        readNumberMap(*datasheet, member(path, "probe_datasheet"), out.probeDatasheet, fields);
    if (const auto previous = fields.object(object, path, "previous_efficiency"))
        readNumberMap(*previous, member(path, "previous_efficiency"), out.previousEfficiency, fields);
    if (const auto methods = fields.object(object, path, "methods"))
        for (auto it = methods->begin(); it != methods->end(); ++it) {
            const std::string metric = it.key().toStdString();
            fields.string(*methods, member(path, "methods"), metric.c_str(), out.methods[metric]);
        }
    fields.boolean(object, path, "throttled", out.throttled);
}

void readHeader(const QJsonObject& root, sc::Scenario& out, JsonFields& fields) {
    fields.string(root, "", "name", out.name);
    fields.string(root, "", "notes", out.notes);
    fields.string(root, "", "currency", out.currency);
    fields.string(root, "", "as_of", out.asOf);
    if (const auto fx = fields.object(root, "", "fx")) readNumberMap(*fx, "fx", out.fx, fields);
    fields.integer(root, "", "horizon_years", out.horizonYears);
}

void readFinance(const QJsonObject& root, sc::Scenario& out, JsonFields& fields) {
    if (const auto finance = fields.object(root, "", "finance")) {
        fields.number(*finance, "finance", "discount_rate", out.finance.discountRate);
        fields.string(*finance, "finance", "baseline", out.finance.baseline);
        if (const auto mode =
                fields.choice(*finance, "finance", "commitments_at_horizon", {"prorate", "settle"}))
            out.finance.commitmentsAtHorizon =
                *mode == 0 ? sc::CommitmentsAtHorizon::Prorate : sc::CommitmentsAtHorizon::Settle;
        double costOfDebt = 0;
        if (fields.number(*finance, "finance", "cost_of_debt", costOfDebt))
            out.finance.costOfDebt = costOfDebt;
        fields.number(*finance, "finance", "inflation_per_year", out.finance.inflationPerYear);
    }
    if (const auto tax = fields.object(root, "", "tax")) {
        fields.boolean(*tax, "tax", "enabled", out.tax.enabled);
        fields.number(*tax, "tax", "rate", out.tax.rate, out.tax.enabled ? Need::Required : Need::Optional);
    }
    if (const auto accounting = fields.object(root, "", "accounting")) {
        const std::string path = "accounting";
        using Method = sc::DepreciationMethod;
        static constexpr Method kMethods[] = {Method::StraightLine,     Method::DecliningBalance,
                                              Method::SumOfYearsDigits, Method::Macrs5,
                                              Method::CnStraightLine,   Method::None,
                                              Method::Expense};
        if (const auto method = fields.choice(*accounting, path, "depreciation",
                                              {"straight_line", "declining_balance", "sum_of_years_digits",
                                               "macrs_5", "cn_straight_line", "none", "expense"}))
            out.accounting.depreciation = kMethods[*method];
        fields.number(*accounting, path, "life_years", out.accounting.lifeYears);
        fields.number(*accounting, path, "salvage_fraction", out.accounting.salvageFraction);
        fields.number(*accounting, path, "factor", out.accounting.factor);
        fields.number(*accounting, path, "bonus_fraction", out.accounting.bonusFraction);
    }
}

void readGpus(const QJsonObject& root, sc::Scenario& out, JsonFields& fields) {
    if (const auto workload = fields.object(root, "", "workload", Need::Required))
        if (const auto bound = fields.object(*workload, "workload", "bound", Need::Required))
            readNumberMap(*bound, "workload.bound", out.workload.bound, fields);

    const auto gpus = fields.object(root, "", "gpus");
    if (!gpus) return;
    for (auto it = gpus->begin(); it != gpus->end(); ++it) {
        const std::string name = it.key().toStdString();
        const std::string path = member("gpus", name);
        const auto entry = fields.objectValue(it.value(), path);
        if (!entry) continue;
        sc::GpuModel& gpu = out.gpus[name];
        if (const auto datasheet = fields.object(*entry, path, "datasheet"))
            readNumberMap(*datasheet, member(path, "datasheet"), gpu.datasheet, fields);
        if (const auto efficiency = fields.object(*entry, path, "efficiency"))
            readNumberMap(*efficiency, member(path, "efficiency"), gpu.efficiency, fields);
        fields.number(*entry, path, "memory_gb", gpu.memoryGb);
        readProvenance(*entry, path, gpu.provenance, fields);
        if (const auto calibration = fields.object(*entry, path, "calibration"))
            readCalibration(*calibration, member(path, "calibration"), gpu.calibration.emplace(), fields);
    }
}

void readTariffs(const QJsonObject& root, sc::Scenario& out, JsonFields& fields) {
    const auto tariffs = fields.object(root, "", "tariffs");
    if (!tariffs) return;
    for (auto it = tariffs->begin(); it != tariffs->end(); ++it) {
        const std::string name = it.key().toStdString();
        const std::string path = member("tariffs", name);
        // The entry exists even when unreadable, so that facilities naming it are not also
        // told that it does not exist.
        sc::Tariff& tariff = out.tariffs[name];
        const auto entry = fields.objectValue(it.value(), path);
        if (!entry) {
            fields.markBroken(path);
            continue;
        }
        const auto kind = fields.choice(*entry, path, "kind", {"flat", "tou"}, Need::Required);
        if (!kind) fields.markBroken(path);
        tariff.kind = kind == std::size_t{1} ? sc::TariffKind::TimeOfUse : sc::TariffKind::Flat;
        if (tariff.kind == sc::TariffKind::Flat) {
            fields.number(*entry, path, "price_per_kwh", tariff.pricePerKwh,
                          kind ? Need::Required : Need::Optional);
        } else {
            fields.number(*entry, path, "peak_price_per_kwh", tariff.peakPricePerKwh, Need::Required);
            fields.number(*entry, path, "offpeak_price_per_kwh", tariff.offpeakPricePerKwh, Need::Required);
        }
        fields.number(*entry, path, "escalation_per_year", tariff.escalationPerYear);
        readProvenance(*entry, path, tariff.provenance, fields);
    }
}

void readProfile(const QJsonObject& demand, sc::Demand& out, JsonFields& fields) {
    const std::string path = "demand.weekly_profile";
    fields.markKnown(path);
    const QJsonValue profile = demand.value(QLatin1String("weekly_profile"));
    if (profile.isUndefined() || profile.isNull()) return;  // flat
    if (profile.isString()) {
        static constexpr sc::ProfilePreset kPresets[] = {
            sc::ProfilePreset::Flat, sc::ProfilePreset::OfficeHours, sc::ProfilePreset::NightlyBatch};
        if (const auto preset =
                fields.choice(demand, "demand", "weekly_profile", {"flat", "office_hours", "nightly_batch"}))
            out.preset = kPresets[*preset];
        return;
    }
    if (!profile.isArray()) {
        fields.report(path, "must be a preset name or a list of 168 numbers, got " + typeName(profile));
        return;
    }
    out.preset = sc::ProfilePreset::Custom;
    const QJsonArray hours = profile.toArray();
    out.customProfile.assign(static_cast<std::size_t>(hours.size()), 0.0);
    for (qsizetype h = 0; h < hours.size(); ++h)
        fields.numberValue(hours[h], element(path, static_cast<std::size_t>(h)),
                           out.customProfile[static_cast<std::size_t>(h)]);
}

// The sizing members a job may carry (docs/file-format.md "Jobs"): all optional.
void readSizing(const QJsonObject& entry, const std::string& at, sc::Precision& precision,
                sc::ModelShape& shape, JsonFields& fields) {
    // In scenario::Precision's order.
    if (const auto p = fields.choice(entry, at, "precision", {"fp32", "fp16", "bf16", "fp8", "int8", "int4"}))
        precision = static_cast<sc::Precision>(*p);
    fields.number(entry, at, "layers", shape.layers);
    fields.number(entry, at, "hidden_size", shape.hiddenSize);
    fields.number(entry, at, "kv_heads", shape.kvHeads);
    fields.number(entry, at, "head_dim", shape.headDim);
}

void readJobs(const QJsonObject& jobs, sc::Jobs& out, JsonFields& fields) {
    const std::string path = "demand.jobs";
    if (const auto training = fields.array(jobs, path, "training")) {
        for (qsizetype i = 0; i < training->size(); ++i) {
            const std::string at = element(member(path, "training"), static_cast<std::size_t>(i));
            sc::TrainingJob& job = out.training.emplace_back();
            const auto entry = fields.objectValue(training->at(i), at);
            if (!entry) {
                fields.markBroken(at);
                continue;
            }
            fields.string(*entry, at, "name", job.name);
            fields.number(*entry, at, "runs_per_month", job.runsPerMonth, Need::Required);
            fields.number(*entry, at, "params", job.params, Need::Required);
            fields.number(*entry, at, "tokens", job.tokens, Need::Required);
            fields.number(*entry, at, "mfu", job.mfu);
            readSizing(*entry, at, job.precision, job.shape, fields);
            fields.number(*entry, at, "micro_batch", job.microBatch);
            fields.number(*entry, at, "sequence_length", job.sequenceLength);
        }
    }
    if (const auto inference = fields.array(jobs, path, "inference")) {
        for (qsizetype i = 0; i < inference->size(); ++i) {
            const std::string at = element(member(path, "inference"), static_cast<std::size_t>(i));
            sc::InferenceJob& job = out.inference.emplace_back();
            const auto entry = fields.objectValue(inference->at(i), at);
            if (!entry) {
                fields.markBroken(at);
                continue;
            }
            fields.string(*entry, at, "name", job.name);
            fields.number(*entry, at, "tokens_per_second", job.tokensPerSecond, Need::Required);
            fields.number(*entry, at, "params", job.params, Need::Required);
            fields.number(*entry, at, "mfu", job.mfu);
            readSizing(*entry, at, job.precision, job.shape, fields);
            fields.number(*entry, at, "peak_tokens_per_second", job.peakTokensPerSecond);
            fields.number(*entry, at, "context_length", job.contextLength);
            fields.number(*entry, at, "concurrent_requests", job.concurrentRequests);
            // A hosted API's prices (optional): absent or null is no price.
            double price = 0;
            if (fields.number(*entry, at, "api_input_price", price)) job.apiInputPrice = price;
            if (fields.number(*entry, at, "api_output_price", price)) job.apiOutputPrice = price;
            fields.number(*entry, at, "api_input_share", job.apiInputShare);
        }
    }
}

void readDemand(const QJsonObject& root, sc::Scenario& out, JsonFields& fields) {
    const auto demand = fields.object(root, "", "demand", Need::Required);
    if (!demand) return;
    sc::Demand& d = out.demand;
    if (const auto jobs = fields.object(*demand, "demand", "jobs")) {
        d.jobs.emplace();
        readJobs(*jobs, *d.jobs, fields);
    }
    // Jobs replace the average (MODEL.md section 3), or add to it when the file says so.
    fields.number(*demand, "demand", "gpus", d.gpus, d.jobs ? Need::Optional : Need::Required);
    if (const auto combine = fields.choice(*demand, "demand", "jobs_combine", {"replace", "add"}))
        d.jobsAddToGpus = *combine == 1;
    fields.number(*demand, "demand", "growth_per_year", d.growthPerYear);
    readProfile(*demand, d, fields);
    fields.number(*demand, "demand", "interruptible_share", d.interruptibleShare);
    fields.number(*demand, "demand", "unserved_cost_per_hour", d.unservedCostPerHour);
}

void readBenefits(const QJsonObject& root, sc::Scenario& out, JsonFields& fields) {
    if (const auto benefits = fields.object(root, "", "benefits")) {
        fields.number(*benefits, "benefits", "monthly_value", out.benefits.monthlyValue);
        fields.number(*benefits, "benefits", "growth_per_year", out.benefits.growthPerYear);
    }
}

void readUncertainInput(const QJsonObject& entry, const std::string& path, sc::UncertainInput& in,
                        JsonFields& fields) {
    using D = sc::Distribution;
    static constexpr D kDists[] = {D::Uniform, D::Triangular, D::Normal, D::Lognormal, D::Pert};
    fields.string(entry, path, "path", in.path, Need::Required);
    const auto dist = fields.choice(entry, path, "dist",
                                    {"uniform", "triangular", "normal", "lognormal", "pert"}, Need::Required);
    if (dist) in.dist = kDists[*dist];
    const bool shaped = in.dist == D::Triangular || in.dist == D::Pert;
    const bool moments = in.dist == D::Normal || in.dist == D::Lognormal;
    const Need bounds = dist && !moments ? Need::Required : Need::Optional;
    fields.number(entry, path, "low", in.low, bounds);
    fields.number(entry, path, "high", in.high, bounds);
    fields.number(entry, path, "mode", in.mode, dist && shaped ? Need::Required : Need::Optional);
    const Need need = dist && moments ? Need::Required : Need::Optional;
    fields.number(entry, path, "mean", in.mean, need);
    fields.number(entry, path, "stddev", in.stddev, need);
}

void readUncertainty(const QJsonObject& root, sc::Scenario& out, JsonFields& fields) {
    const auto uncertainty = fields.object(root, "", "uncertainty");
    if (!uncertainty) return;
    const std::string path = "uncertainty";
    sc::Uncertainty& u = out.uncertainty.emplace();
    fields.integer(*uncertainty, path, "trials", u.trials);
    fields.unsignedInteger(*uncertainty, path, "seed", u.seed);
    if (const auto inputs = fields.array(*uncertainty, path, "inputs"))
        for (qsizetype i = 0; i < inputs->size(); ++i) {
            const std::string at = element(member(path, "inputs"), static_cast<std::size_t>(i));
            sc::UncertainInput& in = u.inputs.emplace_back();
            if (const auto entry = fields.objectValue(inputs->at(i), at))
                readUncertainInput(*entry, at, in, fields);
            else
                fields.markBroken(at);
        }
    // {"a": path, "b": path, "rank": rho} (MODEL.md section 8).
    if (const auto pairs = fields.array(*uncertainty, path, "correlations"))
        for (qsizetype i = 0; i < pairs->size(); ++i) {
            const std::string at = element(member(path, "correlations"), static_cast<std::size_t>(i));
            sc::RankCorrelation& c = u.correlations.emplace_back();
            if (const auto entry = fields.objectValue(pairs->at(i), at)) {
                fields.string(*entry, at, "a", c.a, Need::Required);
                fields.string(*entry, at, "b", c.b, Need::Required);
                fields.number(*entry, at, "rank", c.rank, Need::Required);
            } else {
                fields.markBroken(at);
            }
        }
}

}  // namespace

void readScenarioBody(const QJsonObject& root, sc::Scenario& out, JsonFields& fields) {
    readHeader(root, out, fields);
    readFinance(root, out, fields);
    readGpus(root, out, fields);
    readTariffs(root, out, fields);
    readDemand(root, out, fields);
    if (const auto options = fields.array(root, "", "options", Need::Required))
        readOptions(*options, out, fields);
    readBenefits(root, out, fields);
    readUncertainty(root, out, fields);
}

}  // namespace gputco::io::detail
