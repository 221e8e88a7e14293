// The Result value: everything evaluate() computes for a scenario (MODEL.md sections 6 and 10).
// The GUI, the report and the CLI read this one structure; no view computes a cost of its own.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/engine/category.h"

namespace gputco::engine {

using CategorySeries = std::array<std::vector<double>, kCategoryCount>;

struct YearTotals {
    int year = 1;  // 1-based, as people read it
    double total = 0;
    std::array<double, kCategoryCount> categories{};
};

// Against the baseline (MODEL.md sections 6 and 9). The break-even month, the NPV saving and
// the break-even utilisation are as financed; IRR, MIRR, profitability index and the paybacks
// are on the unlevered flows (every loan paid in cash), so that a small down payment does not
// pass for a high return.
// One point of the NPV profile: the NPV saving at another discount rate.
struct NpvPoint {
    double rate = 0;
    double npvSavings = 0;

    bool operator==(const NpvPoint&) const = default;
};

struct VsBaseline {
    std::optional<int> breakEvenMonth;  // 0-based month; nominal, before tax, as financed
    double npvSavings = 0;              // after tax when tax is on, of adjusted present values
    double npvSavingsUnlevered = 0;     // the same with every loan paid in cash
    double npvSavingsCash = 0;          // npvSavings without the imputed delay cost
    // Under the other commitments rule; none when neither this option nor the baseline has a
    // commitment running past the horizon.
    std::optional<double> npvSavingsOtherRule;
    std::vector<NpvPoint> npvProfile;  // at discount rates 0, 0.02, ..., 0.30
    std::optional<double> irr;         // annual, unlevered
    std::optional<double> mirr;        // annual, unlevered
    std::optional<double> profitabilityIndex;
    std::optional<int> paybackMonths;  // after tax when tax is on, unlevered
    std::optional<int> discountedPaybackMonths;
    std::optional<double> breakEvenUtilisation;
};

struct Roi {
    double pvBenefits = 0;  // after tax when tax is on
    double roi = 0;         // (benefits - cost) / cost, on PVs
    double npv = 0;         // PV benefits - PV cost
    std::optional<double> irr;
};

// What one job of demand.jobs costs on an option (engine/sizing.h): per million tokens for
// an inference service, per run for a training job; none without a levelised cost.
struct JobCost {
    std::string job;
    std::optional<double> value;

    bool operator==(const JobCost&) const = default;
};

// Where self-hosting an inference service on an option beats a hosted API (engine/
// api_break_even.h): the lowest steady token rate of the service, other jobs unchanged, at
// which the option's cost per million tokens of it is at most the API's blended price.
struct ApiBreakEven {
    std::string job;
    double apiPrice = 0;  // blended, per million tokens: share x input + (1 - share) x output
    // Tokens per second; 0 when the option is at most the API's price at every rate tried,
    // down to `lowestRate`; none when at no rate up to `highestRate`.
    std::optional<double> tokensPerSecond;
    double lowestRate = 0;   // the range searched, tokens per second
    double highestRate = 0;  // 1,000 x the entered rate

    bool operator==(const ApiBreakEven&) const = default;
};

// The cost lines the comparability check looks at (like_for_like.h), in the order it names
// them: staff and storage on every option; egress and support on options with a cloud source;
// colocation, maintenance and licences (the software category) on options that own servers.
enum class CostLine { Staff, Storage, Egress, Support, Colocation, Maintenance, Licences };
inline constexpr std::size_t kCostLineCount = 7;
inline constexpr std::array<std::string_view, kCostLineCount> kCostLineNames = {
    "staff", "storage", "egress", "support", "colocation", "maintenance", "licences"};

// One cost line that one of two options carries and the other lacks.
struct LineGap {
    CostLine line = CostLine::Staff;
    bool baselineHasIt = true;  // the option lacks it; false: the option has it, the baseline not
    // The PV of the line in the option that has it, as comparisons count it (after tax when tax
    // is on); none where its cost is inside the servers' price (storage bought with them).
    std::optional<double> pv;
    // What it holds there: FTE (staff), TB (storage), TB a month (egress), the share of the
    // cloud bill (support); none for the other lines and for storage bought with servers.
    std::optional<double> quantity;

    bool operator==(const LineGap&) const = default;
};

// An option against the baseline: what one carries and the other lacks, and the share of
// the demanded reference GPU-hours each leaves unserved. Never changes a figure.
struct LikeForLike {
    std::vector<LineGap> gaps;
    double unservedShare = 0;
    double baselineUnservedShare = 0;

    // The unserved shares differ by at least 0.05 percentage points (a tenth of a percent,
    // rounded, is what the views show).
    bool servesDifferently() const {
        const double d = unservedShare - baselineUnservedShare;
        return d >= 0.0005 || d <= -0.0005;
    }
    bool alike() const { return gaps.empty() && !servesDifferently(); }
    // The PV of the lines this option lacks, as the baseline pays them.
    double missingPv() const {
        double sum = 0;
        for (const LineGap& g : gaps)
            if (g.baselineHasIt) sum += g.pv.value_or(0.0);
        return sum;
    }

    bool operator==(const LikeForLike&) const = default;
};

// Which warning an option's result carries (warnings.h makes each one), so that the app words
// it in the reader's language (ui/document/warning_words.h) and nothing reads the English
// back. The arguments each code fills are named beside it.
enum class WarningCode {
    UnservedDemand,         // referenceGpuHours
    CommitmentPastHorizon,  // amount, currency, horizonMonths, settled
    NotLikeForLike,         // differences (the option's likeForLike holds them as figures)
    SliceTooSmall,          // source, profile, gpu, sliceGb, needGb, job
};

struct Warning {
    WarningCode code = WarningCode::UnservedDemand;
    // The result document's English, locale-free (its "warnings"): what the CLI prints.
    std::string message;
    // The arguments, by name; each code fills those listed beside it above.
    double referenceGpuHours = 0;  // demand not served over the horizon
    double amount = 0;             // nominal, in `currency`, that falls after the horizon
    std::string currency;
    int horizonMonths = 0;
    bool settled = false;     // commitments at the horizon settled (paid at t = M), else prorated
    std::string differences;  // English: "no staff, which the baseline has (...)"
    std::size_t source = 0;   // the option's source, from 0 as the file indexes it
    std::string profile;      // the MIG profile ("2g.10gb")
    std::string gpu;          // the GPU model sliced
    double sliceGb = 0;       // what one slice holds
    double needGb = 0;        // what the job needs
    std::string job;          // the inference job's name

    bool operator==(const Warning&) const = default;
};

struct OptionResult {
    std::string name;
    bool isBaseline = false;
    CategorySeries monthly;  // M values each; TaxShield empty when tax is off
    std::vector<YearTotals> yearly;
    std::vector<double> cumulativeCost;  // nominal, end of each month, totals only
    std::vector<double> flows;           // on the grid t = 0..M, after tax when tax is on
    std::vector<double> unleveredFlows;  // the same with every loan paid in cash
    double totalCost = 0;
    double pvCost = 0;
    std::optional<double> pvCostAfterTax;
    double comparablePvUnlevered = 0;  // PV of the unlevered flows (after tax when tax is on)
    std::optional<double> costPerReferenceGpuHour;
    // PV before tax of the total-cost flows less unserved, over the PV of the delivered hours.
    std::optional<double> levelisedCostPerReferenceGpuHour;
    // What the loans are worth against paying cash, valued at the cost of debt (after tax
    // when tax is on): the unlevered PV minus the adjusted PV; none without a loan.
    std::optional<double> financingNpv;
    std::optional<double> financingNpvBeforeTax;
    // The PV (after tax when tax is on) of the imputed delay cost: what npv_savings_cash
    // takes out.
    double comparablePvUnserved = 0;
    // The option's flows discounted at the discount rate (unlevered, after tax when tax is
    // on, leases at the cost of debt taken out) and the PV of the rest (lease values at the
    // cost of debt less the financing NPV): comparablePv() = PV(discountRateFlows) +
    // debtValuedPv at any discount rate, which is what the NPV profile varies.
    std::vector<double> discountRateFlows;
    double debtValuedPv = 0;
    // comparablePv() under the other commitments rule; none when no commitment of the option
    // runs past the horizon.
    std::optional<double> otherRulePv;
    // The nominal amount of reserved terms and leases that falls after the horizon (prorated:
    // left out; settled: paid at t = M); 0 when every commitment ends inside it.
    double commitmentAfterHorizon = 0;
    double deliveredReferenceGpuHours = 0;
    double unservedReferenceGpuHours = 0;
    double energyMwh = 0;
    double co2T = 0;
    std::optional<double> meanOwnedUtilisation;
    std::optional<VsBaseline> vsBaseline;    // nullopt for the baseline itself
    std::optional<LikeForLike> likeForLike;  // against the baseline; nullopt for the baseline
    std::optional<Roi> roi;                  // when benefits are set
    std::vector<Warning> warnings;           // in the order the engine found them (warnings.h)
    // With demand.jobs: levelised cost x the reference GPU-hours a million tokens (one run)
    // need, per inference (training) job in file order; empty without jobs.
    std::vector<JobCost> costPerMillionTokens;
    // The same on what each service holds (MODEL.md section 3): levelised cost x its reference
    // GPUs, max(compute, replica floor), x 1e6 / (tokens per second x 3600). The figure to hold
    // against an API's price.
    std::vector<JobCost> costPerMillionTokensReserved;
    std::vector<JobCost> costPerTrainingRun;
    // Per inference job with an API price (api_input_price and api_output_price), in file
    // order; empty when none has one.
    std::vector<ApiBreakEven> apiBreakEven;

    double categoryTotal(Category c) const;
    // The PV the comparisons use: after tax when tax is on.
    double comparablePv() const { return pvCostAfterTax.value_or(pvCost); }
};

// The cost model revision the result follows (MODEL.md section 12).
inline constexpr int kModelRevision = 3;

struct Result {
    std::string currency;
    int months = 0;
    std::size_t baseline = 0;
    double referenceDemandGpus = 0;  // demand.gpus, or derived from jobs
    // finance.commitments_at_horizon is settle: what falls after the horizon is paid at t = M.
    bool commitmentsSettled = false;
    // finance.cost_of_debt and the tax rate (0 when tax is off): the basis of the financing
    // NPV, which every view states ("at the after-tax cost of debt, 5.1 %").
    std::optional<double> costOfDebt;
    double taxRate = 0;
    double discountRate = 0;  // finance.discount_rate: marked on the NPV profile
    std::vector<OptionResult> options;
};

}  // namespace gputco::engine
