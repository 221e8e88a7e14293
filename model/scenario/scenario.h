// The Scenario value type: every input of the cost model (MODEL.md), format version 1.
// Plain data with the defaults MODEL.md states; no Qt. Field names follow the file's
// snake_case names in camelCase; units are in the names where they are not obvious.
#pragma once

#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "model/finance/depreciation.h"

namespace gputco::scenario {

inline constexpr int kFormatVersion = 1;
inline constexpr int kSlotsPerWeek = 168;
inline constexpr double kHoursPerMonth = 730.0;
inline constexpr double kUnbounded = std::numeric_limits<double>::infinity();
inline constexpr const char* kReferenceGpu = "A100-40GB-SXM4";

// Where a number came from: shown beside every catalog value and in the report.
struct Provenance {
    std::string source;
    std::string asOf;
};

// Throughput metrics a workload can be bound by (MODEL.md section 2), keyed by the file's
// names: "tensor_fp16", "hbm_bandwidth", "fp32", and any other the catalog or a probe uses.
using MetricMap = std::map<std::string, double>;

struct GpuModel {
    MetricMap datasheet;   // TFLOPS for compute metrics, GB/s for bandwidth
    MetricMap efficiency;  // achievable fraction of datasheet, 0..1 (probe may replace)
    double memoryGb = 0;   // 0 when unknown; used by memory sizing only
    Provenance provenance;
};

enum class TariffKind { Flat, TimeOfUse };

struct Tariff {
    TariffKind kind = TariffKind::Flat;
    double pricePerKwh = 0;         // flat
    double peakPricePerKwh = 0;     // time of use: Monday to Friday 08:00-22:00
    double offpeakPricePerKwh = 0;  // time of use: every other slot
    double escalationPerYear = 0;
    Provenance provenance;
};

enum class ProfilePreset { Flat, OfficeHours, NightlyBatch, Custom };

struct TrainingJob {
    std::string name;
    double runsPerMonth = 0;
    double params = 0;  // model parameters N
    double tokens = 0;  // training tokens D per run
    double mfu = 0.4;   // model-FLOPs utilisation of the reference GPU's calibrated rate
};

struct InferenceJob {
    std::string name;
    double tokensPerSecond = 0;  // average over the month
    double params = 0;
    double mfu = 0.3;
};

// Jobs-based demand (MODEL.md section 3): when present, it replaces demand.gpus.
struct Jobs {
    std::vector<TrainingJob> training;
    std::vector<InferenceJob> inference;
};

struct Demand {
    double gpus = 0;  // average reference GPUs busy in month 0
    double growthPerYear = 0;
    ProfilePreset preset = ProfilePreset::Flat;
    std::vector<double> customProfile;  // 168 multipliers as given (scaled to mean 1 on use)
    double interruptibleShare = 0;
    double unservedCostPerHour = 0;
    std::optional<Jobs> jobs;
};

enum class FinancingKind { Cash, Loan, Lease };

struct Financing {
    FinancingKind kind = FinancingKind::Cash;
    double rate = 0;                 // loan: annual interest rate
    int termMonths = 0;              // loan and lease
    double downPaymentFraction = 0;  // loan
    double monthlyPayment = 0;       // lease
};

struct Facility {
    double pue = 1.0;
    std::string tariff;
    double coloPerKwMonth = 0;
    double rackFeePerMonth = 0;  // fixed colocation rack fees of this source, per month
    double capex = 0;            // one-off facility capex at month 0 (e.g. liquid cooling)
    double gridKgCo2PerKwh = 0;
};

struct OwnedSource {
    std::string server;
    std::string gpu;
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
};

// Fields every cloud source shares.
struct CloudOffer {
    std::string offer;
    std::string gpu;
    double gpusPerInstance = 8;
    double pricePerHour = 0;  // per instance-hour, in the scenario currency
    double escalationPerYear = 0;
    Provenance provenance;
};

struct OnDemandSource : CloudOffer {
    double schedulingEfficiency = 0.9;
    double maxInstances = kUnbounded;
};

struct SpotSource : CloudOffer {
    double schedulingEfficiency = 0.9;
    double maxInstances = kUnbounded;
    double interruptionOverhead = 0;
};

// Reserved instances, savings plans, committed use and monthly subscriptions (包年包月):
// capacity paid for whether used or not.
struct ReservedSource : CloudOffer {
    double instances = 0;
    int termMonths = 12;
    double upfrontFraction = 0;
    bool subscription = false;  // read from kind "subscription": reported as such
};

using Source = std::variant<OwnedSource, ReservedSource, SpotSource, OnDemandSource>;

struct CloudExtras {
    double storageTb = 0;
    double pricePerTbMonth = 0;
    double egressTbPerMonth = 0;
    double pricePerTbEgress = 0;
    double supportFraction = 0;
};

struct Staff {
    double fte = 0;
    double costPerFteYear = 0;
    double escalationPerYear = 0;
};

struct Option {
    std::string name;
    std::vector<Source> sources;
    CloudExtras cloudExtras;
    Staff staff;
};

struct Finance {
    double discountRate = 0;
    std::string baseline;  // empty: the first option
};

struct Tax {
    bool enabled = false;
    double rate = 0;
};

using finance::DepreciationMethod;

struct Accounting {
    DepreciationMethod depreciation = DepreciationMethod::StraightLine;
    double lifeYears = 5;
    double salvageFraction = 0;
    double factor = 2;  // declining balance
};

struct Workload {
    std::map<std::string, double> bound;  // metric -> share of the reference GPU's time
};

struct Benefits {
    double monthlyValue = 0;
    double growthPerYear = 0;
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
};

struct Uncertainty {
    int trials = 10000;
    std::uint64_t seed = 1;
    std::vector<UncertainInput> inputs;
};

struct Scenario {
    std::string name;
    std::string notes;
    std::string currency = "USD";
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

    int months() const { return 12 * horizonYears; }
};

}  // namespace gputco::scenario
