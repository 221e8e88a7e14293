#include "model/scenario/field_paths.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <variant>

#include "model/scenario/validation_checks.h"

namespace gputco::scenario {

namespace {

using detail::element;
using detail::formatNumber;
using detail::member;

constexpr double kInf = kUnbounded;
constexpr double kMax = kMaxMagnitude;

// The ranges validation applies to each kind of number (validation.cpp, validation_options.cpp);
// no number may be larger than kMaxMagnitude.
constexpr FieldRange kNonNegative{0, kMax};
constexpr FieldRange kPositive{0, kMax, true};
constexpr FieldRange kFraction{0, 1};
constexpr FieldRange kPositiveFraction{0, 1, true};
constexpr FieldRange kRateOfChange{-1, kMaxRateOfChange, true};
constexpr FieldRange kEfficiency{0, 1.5, true};
constexpr FieldRange kDecline{-1, 1, true};
constexpr FieldRange kPue{1, kMax};
constexpr FieldRange kAtLeastOne{1, kMax};
constexpr FieldRange kHorizon{1, 10};
constexpr FieldRange kLife{1, 50};
constexpr FieldRange kTermMonths{1, kMaxTermMonths};
constexpr FieldRange kDiscountRate{kMinDiscountRate, kMaxDiscountRate};
constexpr FieldRange kTaxRate{0, kMaxTaxRate};

struct Entry {
    std::string path;
    FieldRef field;
    bool listed = true;  // false for an alias of a listed field
};

// Collects every numeric field of a scenario with its path. The scenario is taken as const so
// that validation can use it; findField(Scenario&) hands out the references for writing,
// which is legal because that scenario is not const.
class Collector {
public:
    explicit Collector(const Scenario& s) : s_(const_cast<Scenario&>(s)) {}

    std::vector<Entry> all() {
        Scenario& s = s_;
        add("horizon_years", &s.horizonYears, kHorizon);
        add("finance.discount_rate", s.finance.discountRate, kDiscountRate);
        if (s.finance.costOfDebt) add("finance.cost_of_debt", *s.finance.costOfDebt, kFraction);
        add("finance.inflation_per_year", s.finance.inflationPerYear, kDiscountRate);
        add("tax.rate", s.tax.rate, kTaxRate);
        whole("accounting.life_years", s.accounting.lifeYears, kLife);
        add("accounting.salvage_fraction", s.accounting.salvageFraction, kFraction);
        add("accounting.factor", s.accounting.factor, kPositive);
        add("accounting.bonus_fraction", s.accounting.bonusFraction, kFraction);
        for (auto& [name, gpu] : s.gpus) {
            const std::string path = member("gpus", name);
            for (auto& [metric, v] : gpu.datasheet)
                add(member(member(path, "datasheet"), metric), v, kPositive);
            for (auto& [metric, v] : gpu.efficiency)
                add(member(member(path, "efficiency"), metric), v, kEfficiency);
        }
        for (auto& [name, t] : s.tariffs) {
            const std::string path = member("tariffs", name);
            if (t.kind == TariffKind::Flat) {
                add(member(path, "price_per_kwh"), t.pricePerKwh, kNonNegative);
            } else {
                add(member(path, "peak_price_per_kwh"), t.peakPricePerKwh, kNonNegative);
                add(member(path, "offpeak_price_per_kwh"), t.offpeakPricePerKwh, kNonNegative);
            }
            add(member(path, "escalation_per_year"), t.escalationPerYear, kRateOfChange);
        }
        demand(s.demand);
        for (std::size_t i = 0; i < s.options.size(); ++i) option(s.options[i], element("options", i));
        add("benefits.monthly_value", s.benefits.monthlyValue, kNonNegative);
        add("benefits.growth_per_year", s.benefits.growthPerYear, kRateOfChange);
        return std::move(entries_);
    }

private:
    void add(std::string path, double& v, FieldRange range) {
        entries_.push_back({std::move(path), FieldRef(&v, FieldKind::Real, range)});
    }
    void whole(std::string path, double& v, FieldRange range) {
        entries_.push_back({std::move(path), FieldRef(&v, FieldKind::Whole, range)});
    }
    void months(std::string path, double& v) {
        entries_.push_back({std::move(path), FieldRef(&v, FieldKind::WholeMonths, kNonNegative)});
    }
    void add(std::string path, int* v, FieldRange range) {
        entries_.push_back({std::move(path), FieldRef(v, range)});
    }

    void demand(Demand& d) {
        add("demand.gpus", d.gpus, kNonNegative);
        add("demand.growth_per_year", d.growthPerYear, kRateOfChange);
        add("demand.interruptible_share", d.interruptibleShare, kFraction);
        add("demand.unserved_cost_per_hour", d.unservedCostPerHour, kNonNegative);
        if (!d.jobs) return;
        for (std::size_t i = 0; i < d.jobs->training.size(); ++i) {
            TrainingJob& job = d.jobs->training[i];
            const std::string path = element("demand.jobs.training", i);
            add(member(path, "runs_per_month"), job.runsPerMonth, kNonNegative);
            add(member(path, "params"), job.params, kPositive);
            add(member(path, "tokens"), job.tokens, kPositive);
            add(member(path, "mfu"), job.mfu, kPositiveFraction);
            shape(job.shape, path);
            whole(member(path, "micro_batch"), job.microBatch, kNonNegative);
            whole(member(path, "sequence_length"), job.sequenceLength, kNonNegative);
        }
        for (std::size_t i = 0; i < d.jobs->inference.size(); ++i) {
            InferenceJob& job = d.jobs->inference[i];
            const std::string path = element("demand.jobs.inference", i);
            add(member(path, "tokens_per_second"), job.tokensPerSecond, kNonNegative);
            add(member(path, "params"), job.params, kPositive);
            add(member(path, "mfu"), job.mfu, kPositiveFraction);
            shape(job.shape, path);
            add(member(path, "peak_tokens_per_second"), job.peakTokensPerSecond, kNonNegative);
            whole(member(path, "context_length"), job.contextLength, kNonNegative);
            whole(member(path, "concurrent_requests"), job.concurrentRequests, kNonNegative);
            // A hosted API's prices, when given (and the input share, which only they use).
            if (job.apiInputPrice) add(member(path, "api_input_price"), *job.apiInputPrice, kNonNegative);
            if (job.apiOutputPrice) add(member(path, "api_output_price"), *job.apiOutputPrice, kNonNegative);
            if (job.apiInputPrice || job.apiOutputPrice)
                add(member(path, "api_input_share"), job.apiInputShare, kFraction);
        }
    }

    void shape(ModelShape& m, const std::string& path) {
        whole(member(path, "layers"), m.layers, kNonNegative);
        whole(member(path, "hidden_size"), m.hiddenSize, kNonNegative);
        whole(member(path, "kv_heads"), m.kvHeads, kNonNegative);
        whole(member(path, "head_dim"), m.headDim, kNonNegative);
    }

    void owned(OwnedSource& o, const std::string& path) {
        whole(member(path, "nodes"), o.nodes, kAtLeastOne);
        whole(member(path, "gpus_per_node"), o.gpusPerNode, kAtLeastOne);
        add(member(path, "availability"), o.availability, kPositiveFraction);
        add(member(path, "server_price"), o.serverPrice, kNonNegative);
        add(member(path, "network_per_node"), o.networkPerNode, kNonNegative);
        add(member(path, "storage_per_node"), o.storagePerNode, kNonNegative);
        add(member(path, "spare_fraction"), o.spareFraction, kFraction);
        add(member(path, "installation_fraction"), o.installationFraction, kFraction);
        add(member(path, "price_decline_per_year"), o.priceDeclinePerYear, kDecline);
        add(member(path, "idle_kw"), o.idleKw, kNonNegative);
        add(member(path, "max_kw"), o.maxKw, kNonNegative);
        months(member(path, "warranty_years"), o.warrantyYears);
        add(member(path, "support_rate_per_year"), o.supportRatePerYear, kFraction);
        add(member(path, "licence_per_gpu_year"), o.licencePerGpuYear, kNonNegative);
        months(member(path, "refresh_years"), o.refreshYears);
        add(member(path, "resale_decline_per_year"), o.resaleDeclinePerYear, kDecline);
        const std::string financing = member(path, "financing");
        if (o.financing.kind == FinancingKind::Loan) {
            add(member(financing, "rate"), o.financing.rate, kFraction);
            add(member(financing, "term_months"), &o.financing.termMonths, kTermMonths);
            add(member(financing, "down_payment_fraction"), o.financing.downPaymentFraction, kFraction);
        } else if (o.financing.kind == FinancingKind::Lease) {
            add(member(financing, "monthly_payment"), o.financing.monthlyPayment, kPositive);
            add(member(financing, "term_months"), &o.financing.termMonths, kTermMonths);
        }
        const std::string facility = member(path, "facility");
        add(member(facility, "pue"), o.facility.pue, kPue);
        add(member(facility, "colo_per_kw_month"), o.facility.coloPerKwMonth, kNonNegative);
        add(member(facility, "rack_fee_per_month"), o.facility.rackFeePerMonth, kNonNegative);
        add(member(facility, "capex"), o.facility.capex, kNonNegative);
        whole(member(facility, "capex_life_years"), o.facility.capexLifeYears, kLife);
        add(member(facility, "residual_fraction"), o.facility.residualFraction, kFraction);
        add(member(facility, "grid_kg_co2_per_kwh"), o.facility.gridKgCo2PerKwh, kNonNegative);
    }

    void offer(CloudOffer& c, const std::string& path) {
        whole(member(path, "gpus_per_instance"), c.gpusPerInstance, kAtLeastOne);
        add(member(path, "price_per_hour"), c.pricePerHour, kNonNegative);
        add(member(path, "escalation_per_year"), c.escalationPerYear, kRateOfChange);
    }

    void source(Source& source, const std::string& path) {
        if (auto* o = std::get_if<OwnedSource>(&source)) {
            owned(*o, path);
        } else if (auto* r = std::get_if<ReservedSource>(&source)) {
            offer(*r, path);
            if (r->subscription)  // Chinese clouds quote a subscription per month (source_reader.cpp)
                entries_.push_back({member(path, "price_per_month"),
                                    FieldRef(&r->pricePerHour, FieldKind::Real, kNonNegative, kHoursPerMonth),
                                    false});
            whole(member(path, "instances"), r->instances, kAtLeastOne);
            add(member(path, "term_months"), &r->termMonths, kTermMonths);
            add(member(path, "upfront_fraction"), r->upfrontFraction, kFraction);
        } else if (auto* sp = std::get_if<SpotSource>(&source)) {
            offer(*sp, path);
            add(member(path, "scheduling_efficiency"), sp->schedulingEfficiency, kPositiveFraction);
            whole(member(path, "max_instances"), sp->maxInstances, kNonNegative);
            add(member(path, "interruption_overhead"), sp->interruptionOverhead, kNonNegative);
        } else if (auto* od = std::get_if<OnDemandSource>(&source)) {
            offer(*od, path);
            add(member(path, "scheduling_efficiency"), od->schedulingEfficiency, kPositiveFraction);
            whole(member(path, "max_instances"), od->maxInstances, kNonNegative);
        }
    }

    void option(Option& o, const std::string& path) {
        for (std::size_t j = 0; j < o.sources.size(); ++j)
            source(o.sources[j], element(member(path, "sources"), j));
        const std::string extras = member(path, "cloud_extras");
        add(member(extras, "storage_tb"), o.cloudExtras.storageTb, kNonNegative);
        add(member(extras, "price_per_tb_month"), o.cloudExtras.pricePerTbMonth, kNonNegative);
        add(member(extras, "egress_tb_per_month"), o.cloudExtras.egressTbPerMonth, kNonNegative);
        add(member(extras, "price_per_tb_egress"), o.cloudExtras.pricePerTbEgress, kNonNegative);
        add(member(extras, "support_fraction"), o.cloudExtras.supportFraction, kFraction);
        const std::string staff = member(path, "staff");
        add(member(staff, "fte"), o.staff.fte, kNonNegative);
        add(member(staff, "cost_per_fte_year"), o.staff.costPerFteYear, kNonNegative);
        add(member(staff, "escalation_per_year"), o.staff.escalationPerYear, kRateOfChange);
    }

    Scenario& s_;
    std::vector<Entry> entries_;
};

const char* kindName(const Source& source) {
    if (const auto* r = std::get_if<ReservedSource>(&source))
        return r->subscription ? "a subscription" : "a reserved";
    if (std::holds_alternative<OwnedSource>(source)) return "an owned";
    if (std::holds_alternative<SpotSource>(source)) return "a spot";
    return "an on-demand";
}

std::string plural(std::size_t n, const char* word) {
    return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

// Reads "name[12]" at the front of `rest`; returns the index and strips it.
std::optional<std::size_t> takeIndex(std::string& rest, const std::string& name) {
    const std::string open = name + "[";
    if (rest.rfind(open, 0) != 0) return std::nullopt;
    const auto close = rest.find(']', open.size());
    if (close == std::string::npos || close == open.size()) return std::nullopt;
    const std::string digits = rest.substr(open.size(), close - open.size());
    if (!std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }) ||
        digits.size() > 9)
        return std::nullopt;
    rest.erase(0, close + 1);
    if (!rest.empty() && rest.front() == '.') rest.erase(0, 1);
    return static_cast<std::size_t>(std::stoul(digits));
}

template <class Map>
std::string names(const Map& map) {
    std::string out;
    for (const auto& [name, value] : map) out += (out.empty() ? "\"" : ", \"") + name + "\"";
    return out.empty() ? "none" : out;
}

// Why a path names no numeric field: the part of it that does not exist.
std::string whyMissing(const Scenario& s, const std::string& path) {
    std::string rest = path;
    if (const auto i = takeIndex(rest, "options")) {
        if (*i >= s.options.size()) return "the scenario has " + plural(s.options.size(), "option");
        const Option& option = s.options[*i];
        const std::string at = element("options", *i);
        if (const auto j = takeIndex(rest, "sources")) {
            if (*j >= option.sources.size()) return at + " has " + plural(option.sources.size(), "source");
            return element(at + ".sources", *j) + " is " + kindName(option.sources[*j]) +
                   " source, which has no number \"" + rest + "\"";
        }
        return at + " has no number \"" + rest + "\"";
    }
    const auto known = [&](const auto& map, const char* section, const char* what) -> std::string {
        const std::string prefix = std::string(section) + ".";
        if (path.rfind(prefix, 0) != 0) return {};
        for (const auto& [name, value] : map)
            if (path.rfind(prefix + name + ".", 0) == 0)
                return std::string(what) + " \"" + name + "\" has no number \"" +
                       path.substr(prefix.size() + name.size() + 1) + "\"";
        return std::string("no ") + what + " matches; the scenario has " + names(map);
    };
    if (auto why = known(s.tariffs, "tariffs", "tariff"); !why.empty()) return why;
    if (auto why = known(s.gpus, "gpus", "GPU"); !why.empty()) return why;
    if (path.rfind("fx.", 0) == 0 || path.rfind("workload.", 0) == 0)
        return "it is not an input the engine can vary alone";
    return "see the list of numeric fields";
}

FieldLookup missing(const Scenario& s, const std::string& path) {
    return {std::nullopt, "no numeric field \"" + path + "\" (" + whyMissing(s, path) + ")"};
}

FieldLookup lookup(const Scenario& s, const std::string& path) {
    for (Entry& e : Collector(s).all())
        if (e.path == path) return {e.field, {}};
    return missing(s, path);
}

std::vector<FieldLookup> lookupAll(const Scenario& s, const std::vector<std::string>& paths) {
    std::vector<FieldLookup> found;
    if (paths.empty()) return found;
    const std::vector<Entry> entries = Collector(s).all();
    for (const std::string& path : paths) {
        const auto it =
            std::find_if(entries.begin(), entries.end(), [&](const Entry& e) { return e.path == path; });
        found.push_back(it != entries.end() ? FieldLookup{it->field, {}} : missing(s, path));
    }
    return found;
}

}  // namespace

std::string FieldRange::text() const {
    const std::string low = (minOpen ? "> " : ">= ") + formatNumber(min);
    const std::string high = (maxOpen ? "< " : "<= ") + formatNumber(max);
    // The size limit every number has is said by its own message, not in every range.
    if (max >= kMaxMagnitude) return low;
    if (min <= -kMaxMagnitude) return high;
    if (!minOpen && !maxOpen) return "between " + formatNumber(min) + " and " + formatNumber(max);
    return low + " and " + high;
}

double FieldRef::admissible(double value) const {
    double v = value;
    if (kind_ == FieldKind::Whole) v = std::round(v);
    if (kind_ == FieldKind::WholeMonths) v = std::round(v * 12.0) / 12.0;
    const double low = range_.minOpen ? std::nextafter(range_.min, kInf) : range_.min;
    const double high = range_.maxOpen ? std::nextafter(range_.max, -kInf) : range_.max;
    return std::clamp(v, low, high);
}

void FieldRef::set(double value) const {
    const double v = admissible(value);
    if (real_)
        *real_ = v / scale_;
    else  // an int field: its range is far below INT_MAX in any valid scenario
        *whole_ =
            static_cast<int>(std::lround(std::min(v, static_cast<double>(std::numeric_limits<int>::max()))));
}

FieldLookup findField(Scenario& scenario, const std::string& path) {
    return lookup(scenario, path);
}

FieldLookup findField(const Scenario& scenario, const std::string& path) {
    return lookup(scenario, path);
}

std::vector<FieldLookup> findFields(Scenario& scenario, const std::vector<std::string>& paths) {
    return lookupAll(scenario, paths);
}

std::vector<FieldLookup> findFields(const Scenario& scenario, const std::vector<std::string>& paths) {
    return lookupAll(scenario, paths);
}

std::vector<std::string> numericFieldPaths(const Scenario& scenario) {
    std::vector<std::string> paths;
    for (Entry& e : Collector(scenario).all())
        if (e.listed) paths.push_back(std::move(e.path));
    return paths;
}

}  // namespace gputco::scenario
