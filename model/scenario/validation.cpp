#include "model/scenario/validation.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "model/scenario/correlation_matrix.h"
#include "model/scenario/field_paths.h"
#include "model/scenario/price_age.h"
#include "model/scenario/validation_checks.h"

namespace gputco::scenario {

std::string Problem::text() const {
    return path.empty() ? message : path + ": " + message;
}

bool isTextTooLong(const Problem& problem) {
    return problem.rule == Rule::NameTooLong || problem.rule == Rule::NoteTooLong;
}

namespace {

using detail::Checker;
using detail::element;
using detail::formatNumber;
using detail::member;

// Shares may be rounded by hand; anything closer than this to 1 is taken as 1.
constexpr double kShareTolerance = 1e-6;
constexpr int kMaxTrials = 10'000'000;
constexpr int kMaxLifeYears = 50;

// The catalog's datasheet for the reference GPU, used when the scenario lacks its entry
// (MODEL.md section 9).
const std::set<std::string>& referenceCatalogMetrics() {
    static const std::set<std::string> metrics{"tensor_fp16", "hbm_bandwidth", "fp32"};
    return metrics;
}

bool hasDatasheetFigure(const Scenario& s, const std::string& gpu, const std::string& metric) {
    if (auto it = s.gpus.find(gpu); it != s.gpus.end()) return it->second.datasheet.count(metric) > 0;
    return gpu == kReferenceGpu && referenceCatalogMetrics().count(metric) > 0;
}

std::string sourceGpu(const Source& source) {
    return std::visit([](const auto& s) { return s.gpu; }, source);
}

void validateHeader(const Scenario& s, Checker& check) {
    const bool isoCode = s.currency.size() == 3 && std::all_of(s.currency.begin(), s.currency.end(),
                                                               [](char c) { return c >= 'A' && c <= 'Z'; });
    if (!isoCode)
        check.report("currency",
                     "must be a three-letter ISO 4217 code such as USD or CNY, got \"" + s.currency + "\"",
                     Rule::Currency, {}, s.currency);
    for (const auto& [code, rate] : s.fx) {
        check.positive(member("fx", code), rate);
        // 1 unit of the scenario's own currency is 1 unit of it: a rate for it could only
        // contradict that (MODEL.md section 11, item 9).
        if (code == s.currency)
            check.report(
                member("fx", code),
                "is the scenario's own currency: remove it (1 " + code + " is always 1 " + code + ")",
                Rule::OwnCurrency, {}, code);
    }
    if (!s.asOf.empty() && !parseDay(s.asOf))
        check.report("as_of", "must be a date written yyyy-MM-dd, such as 2026-12-01, got \"" + s.asOf + "\"",
                     Rule::Day, {}, s.asOf);
    if (s.horizonYears < 1 || s.horizonYears > 10)
        check.report("horizon_years", "must be between 1 and 10, got " + std::to_string(s.horizonYears),
                     Rule::WholeBetween, {1, 10, static_cast<double>(s.horizonYears)});
}

void validateFinance(const Scenario& s, Checker& check) {
    // MODEL.md section 11, item 9: a larger rate is almost always a percentage typed where a
    // fraction belongs.
    if (check.finite("finance.discount_rate", s.finance.discountRate) &&
        (s.finance.discountRate < kMinDiscountRate || s.finance.discountRate > kMaxDiscountRate))
        check.report(
            "finance.discount_rate",
            "must be between -0.1 and 1 (a yearly rate: 0.08 is 8 %; 8 would be 800 % a year), got " +
                formatNumber(s.finance.discountRate),
            Rule::Between, {kMinDiscountRate, kMaxDiscountRate, s.finance.discountRate});
    // MODEL.md section 12, item 6.
    if (s.finance.costOfDebt && check.finite("finance.cost_of_debt", *s.finance.costOfDebt) &&
        (*s.finance.costOfDebt < 0 || *s.finance.costOfDebt > 1))
        check.report("finance.cost_of_debt",
                     "must be between 0 and 1 (a yearly rate: 0.055 is 5.5 %), got " +
                         formatNumber(*s.finance.costOfDebt),
                     Rule::Between, {0, 1, *s.finance.costOfDebt});
    if (check.finite("finance.inflation_per_year", s.finance.inflationPerYear) &&
        (s.finance.inflationPerYear < kMinDiscountRate || s.finance.inflationPerYear > kMaxDiscountRate))
        check.report("finance.inflation_per_year",
                     "must be between -0.1 and 1 (a yearly rate: 0.02 is 2 %), got " +
                         formatNumber(s.finance.inflationPerYear),
                     Rule::Between, {kMinDiscountRate, kMaxDiscountRate, s.finance.inflationPerYear});
    if (!s.finance.baseline.empty()) {
        const bool found = std::any_of(s.options.begin(), s.options.end(),
                                       [&](const Option& o) { return o.name == s.finance.baseline; });
        if (!found)
            check.report("finance.baseline", "no option named \"" + s.finance.baseline + "\"",
                         Rule::UnknownOption, {}, s.finance.baseline);
    }
    if (check.finite("tax.rate", s.tax.rate) && (s.tax.rate < 0 || s.tax.rate > kMaxTaxRate))
        check.report("tax.rate", "must be between 0 and 0.9 (0.25 is 25 %), got " + formatNumber(s.tax.rate),
                     Rule::Between, {0, kMaxTaxRate, s.tax.rate});

    const Accounting& a = s.accounting;
    if (check.wholeAtLeast("accounting.life_years", a.lifeYears, 1, "1") && a.lifeYears > kMaxLifeYears)
        check.report("accounting.life_years", "must be between 1 and 50, got " + formatNumber(a.lifeYears),
                     Rule::WholeBetween, {1, static_cast<double>(kMaxLifeYears), a.lifeYears});
    check.fraction("accounting.salvage_fraction", a.salvageFraction);
    check.positive("accounting.factor", a.factor);
    check.fraction("accounting.bonus_fraction", a.bonusFraction);
}

void validateGpus(const Scenario& s, Checker& check) {
    for (const auto& [name, gpu] : s.gpus) {
        const std::string path = member("gpus", name);
        for (const auto& [metric, value] : gpu.datasheet)
            check.positive(member(member(path, "datasheet"), metric), value);
        for (const auto& [metric, value] : gpu.efficiency)
            check.efficiency(member(member(path, "efficiency"), metric), value);
        check.nonNegative(member(path, "memory_gb"), gpu.memoryGb);
        if (const auto& c = gpu.calibration) {
            const std::string at = member(path, "calibration");
            for (const auto& [metric, value] : c->measured)
                check.positive(member(member(at, "measured"), metric), value);
            for (const auto& [metric, value] : c->probeDatasheet)
                check.positive(member(member(at, "probe_datasheet"), metric), value);
            for (const auto& [metric, value] : c->previousEfficiency)
                check.efficiency(member(member(at, "previous_efficiency"), metric), value);
        }
    }
}

void validateWorkload(const Scenario& s, Checker& check) {
    const auto& bound = s.workload.bound;
    if (bound.empty()) {
        check.report("workload.bound", "must name at least one metric, with shares summing to 1",
                     Rule::BoundEmpty);
        return;
    }
    double sum = 0;
    bool allFinite = true;
    for (const auto& [metric, share] : bound) {
        allFinite = check.fraction(member("workload.bound", metric), share) && allFinite;
        sum += share;
    }
    if (allFinite && std::fabs(sum - 1.0) > kShareTolerance)
        check.report("workload.bound", "shares must sum to 1, got " + formatNumber(sum), Rule::BoundSum,
                     {sum});

    // Speed compares each GPU with the reference (MODEL.md section 2), so the reference is
    // always used, and every GPU a source names must have a figure for every bound metric.
    std::set<std::string> used{kReferenceGpu};
    for (const Option& option : s.options)
        for (const Source& source : option.sources)
            if (const std::string gpu = sourceGpu(source); detail::knownGpu(s, gpu)) used.insert(gpu);
    for (const auto& [metric, share] : bound)
        for (const std::string& gpu : used)
            if (!hasDatasheetFigure(s, gpu, metric))
                check.report(member("workload.bound", metric),
                             "GPU \"" + gpu + "\" has no datasheet figure for it", Rule::BoundNoFigure, {},
                             gpu);
}

void validateTariffs(const Scenario& s, Checker& check) {
    for (const auto& [name, tariff] : s.tariffs) {
        const std::string path = member("tariffs", name);
        if (tariff.kind == TariffKind::Flat) {
            check.nonNegative(member(path, "price_per_kwh"), tariff.pricePerKwh);
        } else {
            check.nonNegative(member(path, "peak_price_per_kwh"), tariff.peakPricePerKwh);
            check.nonNegative(member(path, "offpeak_price_per_kwh"), tariff.offpeakPricePerKwh);
        }
        check.rateOfChange(member(path, "escalation_per_year"), tariff.escalationPerYear);
    }
}

void validateProfile(const Demand& d, Checker& check) {
    if (d.preset != ProfilePreset::Custom) return;
    const std::string path = "demand.weekly_profile";
    if (d.customProfile.size() != static_cast<std::size_t>(kSlotsPerWeek)) {
        check.report(path,
                     "must be a preset name or a list of 168 numbers (one per hour of the "
                     "week), got " +
                         std::to_string(d.customProfile.size()) + " numbers",
                     Rule::ProfileLength, {static_cast<double>(d.customProfile.size())});
        return;
    }
    bool anyLoad = false;
    bool allValid = true;
    for (std::size_t h = 0; h < d.customProfile.size(); ++h) {
        allValid = check.nonNegative(element(path, h), d.customProfile[h]) && allValid;
        anyLoad = anyLoad || d.customProfile[h] > 0;
    }
    // The profile is scaled to mean 1, which an all-zero week cannot be (MODEL.md section 9).
    if (allValid && !anyLoad) check.report(path, "must not be all zeros", Rule::ProfileAllZero);
}

void validateShape(const ModelShape& shape, const std::string& path, Checker& check) {
    check.nonNegative(member(path, "layers"), shape.layers);
    check.nonNegative(member(path, "hidden_size"), shape.hiddenSize);
    check.nonNegative(member(path, "kv_heads"), shape.kvHeads);
    check.nonNegative(member(path, "head_dim"), shape.headDim);
}

void validateJobs(const Jobs& jobs, Checker& check) {
    for (std::size_t i = 0; i < jobs.training.size(); ++i) {
        const TrainingJob& job = jobs.training[i];
        const std::string path = element("demand.jobs.training", i);
        check.nonNegative(member(path, "runs_per_month"), job.runsPerMonth);
        check.positive(member(path, "params"), job.params);
        check.positive(member(path, "tokens"), job.tokens);
        check.positiveFraction(member(path, "mfu"), job.mfu);
        validateShape(job.shape, path, check);
        check.nonNegative(member(path, "micro_batch"), job.microBatch);
        check.nonNegative(member(path, "sequence_length"), job.sequenceLength);
    }
    for (std::size_t i = 0; i < jobs.inference.size(); ++i) {
        const InferenceJob& job = jobs.inference[i];
        const std::string path = element("demand.jobs.inference", i);
        check.nonNegative(member(path, "tokens_per_second"), job.tokensPerSecond);
        check.positive(member(path, "params"), job.params);
        check.positiveFraction(member(path, "mfu"), job.mfu);
        validateShape(job.shape, path, check);
        check.nonNegative(member(path, "peak_tokens_per_second"), job.peakTokensPerSecond);
        check.nonNegative(member(path, "context_length"), job.contextLength);
        check.nonNegative(member(path, "concurrent_requests"), job.concurrentRequests);
        // A hosted API's price: both prices or neither, so that the blend is of real numbers.
        if (job.apiInputPrice) check.nonNegative(member(path, "api_input_price"), *job.apiInputPrice);
        if (job.apiOutputPrice) check.nonNegative(member(path, "api_output_price"), *job.apiOutputPrice);
        if (job.apiInputPrice && !job.apiOutputPrice)
            check.report(member(path, "api_output_price"),
                         "required with api_input_price (the API's price per million output tokens)");
        if (job.apiOutputPrice && !job.apiInputPrice)
            check.report(member(path, "api_input_price"),
                         "required with api_output_price (the API's price per million input tokens)");
        check.fraction(member(path, "api_input_share"), job.apiInputShare);
    }
}

void validateDemand(const Scenario& s, Checker& check) {
    const Demand& d = s.demand;
    check.nonNegative("demand.gpus", d.gpus);
    check.rateOfChange("demand.growth_per_year", d.growthPerYear);
    validateProfile(d, check);
    check.fraction("demand.interruptible_share", d.interruptibleShare);
    check.nonNegative("demand.unserved_cost_per_hour", d.unservedCostPerHour);
    if (d.jobs) validateJobs(*d.jobs, check);
}

void validateBenefits(const Scenario& s, Checker& check) {
    check.nonNegative("benefits.monthly_value", s.benefits.monthlyValue);
    check.rateOfChange("benefits.growth_per_year", s.benefits.growthPerYear);
}

// The input must name a numeric field, and its distribution must be able to produce values
// that field accepts (docs/methodology.md "Risk"): bounded distributions lie inside its
// range; a normal or lognormal is truncated to it, which must leave some room.
void validateUncertainTarget(const FieldLookup& found, const UncertainInput& in, const std::string& path,
                             Checker& check) {
    if (in.path.empty()) return;
    for (double v : {in.low, in.mode, in.high, in.mean, in.stddev})
        if (!std::isfinite(v)) return;  // already reported
    if (!found.field) {
        check.report(member(path, "path"), found.error, Rule::InputUnknown, {}, in.path);
        return;
    }
    const FieldRange& range = found.field->range();
    const std::string of = " (the range of " + in.path + ")";
    const bool moments = in.dist == Distribution::Normal || in.dist == Distribution::Lognormal;
    if (!moments) {
        for (const auto& [key, value] : {std::pair{"low", in.low}, {"high", in.high}})
            if (!range.contains(value))
                check.report(member(path, key),
                             "must be " + range.text() + of + ", got " + formatNumber(value),
                             Rule::InputOutside, {value}, in.path);
        return;
    }
    // Truncation bounds of a normal or lognormal are given as low < high (both 0: none).
    double low = in.low < in.high ? in.low : -kUnbounded;
    double high = in.low < in.high ? in.high : kUnbounded;
    if (in.dist == Distribution::Lognormal) low = std::max(low, 0.0);
    low = std::max(low, range.min);
    high = std::min(high, range.max);
    if (low > high || (low == high && (range.minOpen || range.maxOpen || in.dist == Distribution::Lognormal)))
        check.report(
            member(path, "low"),
            "leaves no value that " + in.path + " accepts (" + range.text() + ") between low and high",
            Rule::InputNoRoom, {}, in.path);
}

void validateUncertainInput(const UncertainInput& in, const std::string& path, Checker& check) {
    if (in.path.empty()) check.report(member(path, "path"), "must name an input, got \"\"", Rule::InputEmpty);
    bool finite = true;
    for (const auto& [key, value] : {std::pair{"low", in.low},
                                     {"mode", in.mode},
                                     {"high", in.high},
                                     {"mean", in.mean},
                                     {"stddev", in.stddev}})
        finite = check.finite(member(path, key), value) && finite;
    if (!finite) return;
    // Sensitivity moves every input to its low and high (MODEL.md section 8).
    if (in.low > in.high)
        check.report(member(path, "low"),
                     "must be <= high (" + formatNumber(in.high) + "), got " + formatNumber(in.low),
                     Rule::InputLowAboveHigh, {in.high, in.low});
    switch (in.dist) {
        case Distribution::Triangular:
        case Distribution::Pert:
            if (in.mode < in.low || in.mode > in.high)
                check.report(member(path, "mode"),
                             "must be between low (" + formatNumber(in.low) + ") and high (" +
                                 formatNumber(in.high) + "), got " + formatNumber(in.mode),
                             Rule::InputModeOutside, {in.low, in.high, in.mode});
            break;
        case Distribution::Lognormal:
            check.positive(member(path, "mean"), in.mean);
            check.nonNegative(member(path, "stddev"), in.stddev);
            break;
        case Distribution::Normal:
            check.nonNegative(member(path, "stddev"), in.stddev);
            break;
        case Distribution::Uniform:
            break;
    }
}

// Rank correlations (MODEL.md section 8): each pair names two different uncertain inputs once,
// with a coefficient in [-1, 1], and together they form a valid correlation matrix.
void validateCorrelations(const Uncertainty& u, Checker& check) {
    const auto listed = [&u](const std::string& path) {
        return std::any_of(u.inputs.begin(), u.inputs.end(),
                           [&path](const UncertainInput& in) { return in.path == path; });
    };
    bool pairsValid = true;
    for (std::size_t i = 0; i < u.correlations.size(); ++i) {
        const RankCorrelation& c = u.correlations[i];
        const std::string path = element("uncertainty.correlations", i);
        for (const auto& [key, named] : {std::pair{"a", &c.a}, std::pair{"b", &c.b}})
            if (!listed(*named)) {
                check.report(member(path, key), "\"" + *named + "\" is not one of uncertainty.inputs",
                             Rule::CorrelationUnknown, {}, *named);
                pairsValid = false;
            }
        if (c.a == c.b && listed(c.a)) {
            check.report(member(path, "b"), "names the same input as a (\"" + c.a + "\")",
                         Rule::CorrelationSelf, {}, c.a);
            pairsValid = false;
        }
        if (!check.finite(member(path, "rank"), c.rank) ||
            !check.between(member(path, "rank"), c.rank, -1, 1))
            pairsValid = false;
        for (std::size_t j = 0; j < i; ++j) {
            const RankCorrelation& d = u.correlations[j];
            if ((d.a == c.a && d.b == c.b) || (d.a == c.b && d.b == c.a)) {
                check.report(path,
                             "the pair \"" + c.a + "\" and \"" + c.b +
                                 "\" is already uncertainty.correlations[" + std::to_string(j) + "]",
                             Rule::CorrelationDuplicate, {static_cast<double>(j)}, c.a + '\n' + c.b);
                pairsValid = false;
                break;
            }
        }
    }
    if (!pairsValid) return;  // the matrix of pairs in error would name the wrong conflicts
    const CorrelationTargets targets = correlationTargets(u);
    const double smallest = targets.matrix.n ? symmetricEigen(targets.matrix).values.front() : 0.0;
    if (smallest >= -kPsdTolerance) return;
    // The pairs, and what the nearest valid set would make of each (the app offers that set).
    std::string pairs, offered;
    const std::vector<RankCorrelation> nearest = nearestCorrelations(u);
    for (std::size_t k : conflictingCorrelations(u, nearest)) {
        const RankCorrelation& c = u.correlations[k];
        pairs += (pairs.empty() ? "" : "; ") + c.a + " ~ " + c.b;
        offered += (offered.empty() ? "" : "; ") + c.a + " ~ " + c.b + " " + formatNumber(c.rank) +
                   " (nearest valid " + formatNumber(std::round(nearest[k].rank * 1000) / 1000) + ")";
    }
    check.report("uncertainty.correlations",
                 "the rank correlations contradict each other (not a valid correlation matrix: its smallest "
                 "eigenvalue is " +
                     formatNumber(std::round(smallest * 1e6) / 1e6) + "); change one of: " + offered,
                 Rule::CorrelationInvalid, {smallest}, pairs);
}

void validateUncertainty(const Scenario& s, Checker& check) {
    if (!s.uncertainty) return;
    const Uncertainty& u = *s.uncertainty;
    if (u.trials < 1 || u.trials > kMaxTrials)
        check.report("uncertainty.trials", "must be between 1 and 10000000, got " + std::to_string(u.trials),
                     Rule::WholeBetween, {1, static_cast<double>(kMaxTrials), static_cast<double>(u.trials)});
    std::vector<std::string> paths;
    for (const UncertainInput& in : u.inputs) paths.push_back(in.path);
    const std::vector<FieldLookup> targets = findFields(s, paths);
    for (std::size_t i = 0; i < u.inputs.size(); ++i) {
        const std::string path = element("uncertainty.inputs", i);
        validateUncertainInput(u.inputs[i], path, check);
        validateUncertainTarget(targets[i], u.inputs[i], path, check);
        for (std::size_t j = 0; j < i; ++j)
            if (!u.inputs[i].path.empty() && u.inputs[j].path == u.inputs[i].path)
                check.report(member(path, "path"),
                             "duplicate of uncertainty.inputs[" + std::to_string(j) + "] (\"" +
                                 u.inputs[i].path + "\")",
                             Rule::InputDuplicate, {}, u.inputs[i].path);
    }
    validateCorrelations(u, check);
}

}  // namespace

namespace {

bool validateWithoutUncertainty(const Scenario& scenario, Checker& check) {
    if (!detail::validateTextLengths(scenario, check)) return false;
    validateHeader(scenario, check);
    validateFinance(scenario, check);
    validateWorkload(scenario, check);
    validateGpus(scenario, check);
    validateTariffs(scenario, check);
    validateDemand(scenario, check);
    detail::validateOptions(scenario, check);
    validateBenefits(scenario, check);
    return true;
}

}  // namespace

std::vector<Problem> validate(const Scenario& scenario) {
    std::vector<Problem> problems;
    Checker check(problems);
    if (validateWithoutUncertainty(scenario, check)) validateUncertainty(scenario, check);
    return problems;
}

std::vector<Problem> validateValues(const Scenario& scenario) {
    std::vector<Problem> problems;
    Checker check(problems);
    validateWithoutUncertainty(scenario, check);
    return problems;
}

}  // namespace gputco::scenario
