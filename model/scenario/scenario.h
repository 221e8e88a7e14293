// The Scenario value type: every input of the cost model (MODEL.md), format version 1.
// Plain data with the defaults MODEL.md states; no Qt. Field names follow the file's
// snake_case names in camelCase; units are in the names where they are not obvious.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "model/finance/depreciation.h"

namespace gputco::scenario {

inline constexpr int kFormatVersion = 1;
inline constexpr int kSlotsPerWeek = 168;
inline constexpr double kHoursPerMonth = 730.0;
inline constexpr double kUnbounded = std::numeric_limits<double>::infinity();
// The largest size any number of a scenario may have (issue #14). Far above any real price,
// count or token total (Llama 3 was trained on 1.5e13 tokens), and small enough that every
// product and sum the engine forms stays finite: 1e15 x 1e15 x 87,600 hours x an escalation
// of 11^10 is about 2.6e45, nowhere near the 1.8e308 a double holds.
inline constexpr double kMaxMagnitude = 1e15;
// The largest yearly rate of change (escalation, growth): 10 is 1,000 % a year.
inline constexpr double kMaxRateOfChange = 10.0;
// The discount rate's range (MODEL.md section 11, item 9): above 1 it is almost always a
// percentage typed where a fraction belongs.
inline constexpr double kMinDiscountRate = -0.10;
inline constexpr double kMaxDiscountRate = 1.00;
inline constexpr double kMaxTaxRate = 0.9;
// The longest loan, lease or reserved term, in months (100 years).
inline constexpr int kMaxTermMonths = 1200;
// The longest texts, in characters (Unicode code points; issue #32): what a person writes. A
// name (the scenario's, an option's, a job's, a GPU model's, a tariff's, a server's or offer's)
// and every other short text (codes, dates, the names a field refers to) at most 200; the
// scenario's notes and the source a figure cites at most 10,000. A name of a megabyte ran the
// app out of memory, and its report took 161 s.
inline constexpr std::size_t kMaxNameChars = 200;
inline constexpr std::size_t kMaxNoteChars = 10'000;
inline constexpr const char* kReferenceGpu = "A100-40GB-SXM4";

// Where a number came from: shown beside every catalog value and in the report.
struct Provenance {
    std::string source;
    std::string asOf;
    // Values the user typed over the catalog row's: the field's key within its source, tariff
    // or GPU model ("price_per_hour", "datasheet.tensor_fp16") and the catalog value it
    // replaced, so that the report says "user override (was X from SOURCE, DATE)". Kept in
    // the file as an optional "overrides" object beside "source" and "as_of".
    std::map<std::string, double> overrides;
    // The price is the user's own estimate, not a dated quote or catalog row (issue #33): no
    // source could be found for it. The app, the report and the workbook mark it so. Kept in
    // the file as an optional "estimate": true beside "source" and "as_of".
    bool estimate = false;

    bool operator==(const Provenance&) const = default;
};

// Throughput metrics a workload can be bound by (MODEL.md section 2), keyed by the file's
// names: "tensor_fp16", "hbm_bandwidth", "fp32", and any other the catalog or a probe uses.
using MetricMap = std::map<std::string, double>;

// Where a GPU model's efficiencies came from when a probe result set them (MODEL.md
// section 7): the run, what it measured and compared against, and the efficiencies it
// replaced, so that the report can show the calibration and detaching can restore them.
struct ProbeCalibration {
    std::string device;      // the probe's device name, e.g. "NVIDIA H200"
    std::string uuid;        // empty when the probe did not say
    std::string measuredAt;  // ISO 8601 UTC; empty when the document did not say
    std::string probeVersion;
    std::string origin;        // where the document came from: a file name or "this computer"
    MetricMap measured;        // TFLOPS for compute metrics, GB/s for bandwidth
    MetricMap probeDatasheet;  // the datasheet the probe compared against
    MetricMap previousEfficiency;
    // What measured each calibrated figure, as the probe named it ("gemm_cublaslt",
    // "mma_sync_peak_kernel", "triad", "fma_loop"); empty in files from before issue #18.
    std::map<std::string, std::string> methods;
    bool throttled = false;

    bool operator==(const ProbeCalibration&) const = default;
};

struct GpuModel {
    MetricMap datasheet;   // TFLOPS for compute metrics, GB/s for bandwidth
    MetricMap efficiency;  // achievable fraction of datasheet, 0..1 (probe may replace)
    double memoryGb = 0;   // 0 when unknown; used by memory sizing only
    Provenance provenance;
    std::optional<ProbeCalibration> calibration;

    bool operator==(const GpuModel&) const = default;
};

enum class TariffKind { Flat, TimeOfUse };

struct Tariff {
    TariffKind kind = TariffKind::Flat;
    double pricePerKwh = 0;         // flat
    double peakPricePerKwh = 0;     // time of use: Monday to Friday 08:00-22:00
    double offpeakPricePerKwh = 0;  // time of use: every other slot
    double escalationPerYear = 0;
    Provenance provenance;

    bool operator==(const Tariff&) const = default;
};

enum class ProfilePreset { Flat, OfficeHours, NightlyBatch, Custom };

// The numeric format of a model's weights (and, for inference, of its KV cache: see
// engine/sizing.h): bytes per value 4, 2, 2, 1, 1, 0.5.
enum class Precision { Fp32, Fp16, Bf16, Fp8, Int8, Int4 };

// A transformer's shape, as its model card (config.json) gives it: what the KV cache and the
// activations need. 0 where not given (that part of the memory is then not counted).
struct ModelShape {
    double layers = 0;
    double hiddenSize = 0;
    double kvHeads = 0;  // key-value heads (grouped-query attention)
    double headDim = 0;

    bool operator==(const ModelShape&) const = default;
};

struct TrainingJob {
    std::string name;
    double runsPerMonth = 0;
    double params = 0;  // model parameters N
    double tokens = 0;  // training tokens D per run
    double mfu = 0.4;   // model-FLOPs utilisation of the reference GPU's calibrated rate
    Precision precision = Precision::Bf16;
    ModelShape shape;
    double microBatch = 0;      // sequences per GPU per step; 0: activations not counted
    double sequenceLength = 0;  // tokens per sequence

    bool operator==(const TrainingJob&) const = default;
};

struct InferenceJob {
    std::string name;
    double tokensPerSecond = 0;  // average over the month
    double params = 0;
    double mfu = 0.3;
    Precision precision = Precision::Fp16;
    ModelShape shape;
    double peakTokensPerSecond = 0;  // 0: the average
    double contextLength = 0;        // tokens held per request (KV cache)
    double concurrentRequests = 0;   // requests served at once (KV cache)
    // What a hosted API charges for the same model, per million tokens in the scenario's
    // currency (none: not given); the blended price weighs them by the input share (Artificial
    // Analysis's 3:1 input:output blend by default). Both or neither (validation).
    std::optional<double> apiInputPrice;
    std::optional<double> apiOutputPrice;
    double apiInputShare = 0.75;

    bool hasApiPrice() const { return apiInputPrice && apiOutputPrice; }
    // share x input + (1 - share) x output; 0 without a price.
    double blendedApiPrice() const {
        return hasApiPrice() ? apiInputShare * *apiInputPrice + (1.0 - apiInputShare) * *apiOutputPrice : 0.0;
    }

    bool operator==(const InferenceJob&) const = default;
};

// A job with its demand figures and every sizing member at its default.
inline TrainingJob trainingJob(std::string name, double runsPerMonth, double params, double tokens,
                               double mfu) {
    TrainingJob job;
    job.name = std::move(name);
    job.runsPerMonth = runsPerMonth;
    job.params = params;
    job.tokens = tokens;
    job.mfu = mfu;
    return job;
}

inline InferenceJob inferenceJob(std::string name, double tokensPerSecond, double params, double mfu) {
    InferenceJob job;
    job.name = std::move(name);
    job.tokensPerSecond = tokensPerSecond;
    job.params = params;
    job.mfu = mfu;
    return job;
}

// Jobs-based demand (MODEL.md section 3): when present, it replaces demand.gpus.
struct Jobs {
    std::vector<TrainingJob> training;
    std::vector<InferenceJob> inference;

    bool operator==(const Jobs&) const = default;
};

struct Demand {
    double gpus = 0;  // average reference GPUs busy in month 0
    double growthPerYear = 0;
    ProfilePreset preset = ProfilePreset::Flat;
    std::vector<double> customProfile;  // 168 multipliers as given (scaled to mean 1 on use)
    double interruptibleShare = 0;
    double unservedCostPerHour = 0;
    std::optional<Jobs> jobs;
    // With jobs: false, they replace `gpus` (MODEL.md section 3); true, they add to it
    // ("24 typed + 3.47 from jobs"), the typed GPUs shaped and grown like the training jobs.
    bool jobsAddToGpus = false;

    bool operator==(const Demand&) const = default;
};

enum class FinancingKind { Cash, Loan, Lease };

struct Financing {
    FinancingKind kind = FinancingKind::Cash;
    double rate = 0;                 // loan: annual interest rate
    int termMonths = 0;              // loan and lease
    double downPaymentFraction = 0;  // loan
    double monthlyPayment = 0;       // lease

    bool operator==(const Financing&) const = default;
};

struct Facility {
    double pue = 1.0;
    std::string tariff;
    double coloPerKwMonth = 0;
    double rackFeePerMonth = 0;  // fixed colocation rack fees of this source, per month
    double capex = 0;            // one-off facility capex at month 0 (e.g. liquid cooling)
    double capexLifeYears = 10;  // the capex is an asset of its own: straight line over this life
    // Share of the capex's book value left at the horizon that comes back as residual value
    // (a value in use, no tax effect): 0 by default, since a retrofit built into one site has
    // no market (MODEL.md section 12, item 3).
    double residualFraction = 0;
    double gridKgCo2PerKwh = 0;

    bool operator==(const Facility&) const = default;
};

struct OwnedSource {
    std::string id;  // stable across moves and sessions (option_edits.h: ensureIds)
    std::string server;
    std::string gpu;
    // A MIG profile of the GPU ("1g.5gb", scenario/mig_profiles.h): every GPU is cut into
    // slices of it, and the source's capacity counts what they put to work; "" for whole GPUs.
    std::string migProfile;
    double nodes = 0;
    double gpusPerNode = 8;
    double availability = 1.0;
    double serverPrice = 0;
    double networkPerNode = 0;
    double storagePerNode = 0;
    double spareFraction = 0;
    double installationFraction = 0;
    double priceDeclinePerYear = 0;
    double idleKw = 0;
    double maxKw = 0;
    double warrantyYears = 0;
    double supportRatePerYear = 0;
    double licencePerGpuYear = 0;
    double refreshYears = 0;  // 0: no refresh inside the horizon
    double resaleDeclinePerYear = 0;
    Financing financing;
    Facility facility;
    Provenance provenance;

    bool operator==(const OwnedSource&) const = default;
};

// Fields every cloud source shares.
struct CloudOffer {
    std::string id;  // stable across moves and sessions (option_edits.h: ensureIds)
    std::string offer;
    std::string gpu;
    std::string migProfile;  // as OwnedSource::migProfile
    double gpusPerInstance = 8;
    double pricePerHour = 0;  // per instance-hour, in the scenario currency
    double escalationPerYear = 0;
    Provenance provenance;

    bool operator==(const CloudOffer&) const = default;
};

struct OnDemandSource : CloudOffer {
    double schedulingEfficiency = 0.9;
    double maxInstances = kUnbounded;

    bool operator==(const OnDemandSource&) const = default;
};

struct SpotSource : CloudOffer {
    double schedulingEfficiency = 0.9;
    double maxInstances = kUnbounded;
    double interruptionOverhead = 0;

    bool operator==(const SpotSource&) const = default;
};

// Reserved instances, savings plans, committed use and monthly subscriptions (包年包月):
// capacity paid for whether used or not.
struct ReservedSource : CloudOffer {
    double instances = 0;
    int termMonths = 12;
    double upfrontFraction = 0;
    bool subscription = false;  // read from kind "subscription": reported as such

    bool operator==(const ReservedSource&) const = default;
};

using Source = std::variant<OwnedSource, ReservedSource, SpotSource, OnDemandSource>;

struct CloudExtras {
    double storageTb = 0;
    double pricePerTbMonth = 0;
    double egressTbPerMonth = 0;
    double pricePerTbEgress = 0;
    double supportFraction = 0;

    bool operator==(const CloudExtras&) const = default;
};

struct Staff {
    double fte = 0;
    double costPerFteYear = 0;
    double escalationPerYear = 0;

    bool operator==(const Staff&) const = default;
};

// How the capacity-mix optimiser found an option (issue #21): the option it searched and the
// limits it searched under, so that the report can run the search again on the current inputs
// and show the limits, the runners-up and the frontier. The engine ignores it.
struct OptimisedFrom {
    std::string optionId;    // the searched option's id (empty when it had none)
    std::string optionName;  // its name at the time: found by it when there is no id
    std::optional<double> maxCapex;
    std::optional<double> maxUnservedShare;
    std::optional<int> percentile;  // with budget: the risk limit
    std::optional<double> budget;
    int trials = 2000;
    std::optional<std::uint64_t> seed;  // the scenario's when none
    // (source index in the searched option, most units searched); a source not listed was
    // searched up to enough units for the busiest hour.
    std::vector<std::pair<std::size_t, int>> maxUnits;

    bool operator==(const OptimisedFrom&) const = default;
};

struct Option {
    // Stable across moves and sessions, unlike the option's index: what the app keys its own
    // state by (option_edits.h: ensureIds). Empty until assigned; the file keeps it.
    std::string id;
    std::string name;
    std::vector<Source> sources;
    CloudExtras cloudExtras;
    Staff staff;
    std::optional<OptimisedFrom> optimised;

    bool operator==(const Option&) const = default;
};

// What happens to a reserved term or a lease still running at the horizon (MODEL.md
// section 9): only the months inside the horizon are paid, or the rest is paid at t = M.
enum class CommitmentsAtHorizon { Prorate, Settle };

struct Finance {
    double discountRate = 0;
    std::string baseline;  // empty: the first option
    CommitmentsAtHorizon commitmentsAtHorizon = CommitmentsAtHorizon::Prorate;
    // The rate at which the company borrows (annual): loans and leases are valued at it, after
    // tax (MODEL.md section 9); none: each loan at its own rate, leases at the discount rate.
    std::optional<double> costOfDebt;
    // Escalates every recurring price that has no escalation of its own (colocation,
    // maintenance, licences, cloud storage and egress, unserved value); figures are nominal.
    double inflationPerYear = 0;

    bool operator==(const Finance&) const = default;
};

struct Tax {
    bool enabled = false;
    double rate = 0;

    bool operator==(const Tax&) const = default;
};

using finance::DepreciationMethod;

struct Accounting {
    DepreciationMethod depreciation = DepreciationMethod::StraightLine;
    double lifeYears = 5;
    double salvageFraction = 0;
    double factor = 2;         // declining balance
    double bonusFraction = 0;  // share of the base deducted in the purchase month (US bonus depreciation)

    bool operator==(const Accounting&) const = default;
};

struct Workload {
    std::map<std::string, double> bound;  // metric -> share of the reference GPU's time

    bool operator==(const Workload&) const = default;
};

struct Benefits {
    double monthlyValue = 0;
    double growthPerYear = 0;

    bool operator==(const Benefits&) const = default;
};

enum class Distribution { Uniform, Triangular, Normal, Lognormal, Pert };

struct UncertainInput {
    std::string path;
    Distribution dist = Distribution::Uniform;
    double low = 0;
    double mode = 0;
    double high = 0;
    double mean = 0;    // normal, lognormal (of the value, not its log)
    double stddev = 0;  // normal, lognormal

    bool operator==(const UncertainInput&) const = default;
};

// A target Spearman rank correlation between two uncertain inputs, named by their paths
// (MODEL.md section 8): the trials get it by the Iman-Conover method.
struct RankCorrelation {
    std::string a;
    std::string b;
    double rank = 0;  // -1 .. 1

    bool operator==(const RankCorrelation&) const = default;
};

struct Uncertainty {
    int trials = 10000;
    std::uint64_t seed = 1;
    std::vector<UncertainInput> inputs;
    std::vector<RankCorrelation> correlations;

    bool operator==(const Uncertainty&) const = default;
};

struct Scenario {
    std::string name;
    std::string notes;
    std::string currency = "USD";
    // The day its prices are judged at (yyyy-MM-dd): a price more than twelve months older is
    // stale (model/scenario/price_age.h). Empty: the day it is looked at.
    std::string asOf;
    std::map<std::string, double> fx;  // 1 unit of key currency = value units of `currency`
    int horizonYears = 5;
    Finance finance;
    Tax tax;
    Accounting accounting;
    Workload workload;
    std::map<std::string, GpuModel> gpus;
    std::map<std::string, Tariff> tariffs;
    Demand demand;
    std::vector<Option> options;
    Benefits benefits;
    std::optional<Uncertainty> uncertainty;
    // Members this build does not know, kept so that saving a file made by a newer build
    // does not destroy them: JSON object text of the unknown members, keyed by the field
    // path of the object that held them ("" for the top level, "options[1].sources[0]").
    std::map<std::string, std::string> unknownFields;

    int months() const { return 12 * horizonYears; }

    bool operator==(const Scenario&) const = default;
};

}  // namespace gputco::scenario
