#include "model/engine/api_break_even.h"

#include <cmath>

#include "model/engine/demand_model.h"
#include "model/engine/gpu_speed.h"

namespace gputco::engine {

namespace sc = gputco::scenario;

namespace {

// The rate the scan is built around: the entered average, else the peak, else 1,000 tokens/s.
double baseRate(const sc::InferenceJob& job) {
    if (job.tokensPerSecond > 0) return job.tokensPerSecond;
    if (job.peakTokensPerSecond > 0) return job.peakTokensPerSecond;
    return 1000.0;
}

// Whether `option` serves the job at rate r at no more than the API's price: its cost per
// million tokens on what the service holds (MODEL.md section 3, cost_per_million_tokens_reserved),
// the levelised cost at the demand that rate makes times max(compute, replica floor) GPU-hours
// over the hour's million tokens. Where the floor does not bind that is the levelised cost times
// the reference GPU-hours a million tokens need, computed so.
struct Search {
    const OptionModel& model;
    double otherGpus;     // reference GPUs of every other job
    double gpusPerToken;  // reference GPUs per token per second of this job
    double demandGpus;    // the demand the model's context was built at
    double hoursPerMillion;
    double apiPrice;
    double floorGpus = 0;  // the reference GPUs one replica holds (0: none known)

    bool beats(double rate) const {
        const double compute = gpusPerToken * rate;
        const double scale = (otherGpus + compute) / demandGpus;
        const auto levelised = model.levelisedCostAt(scale);
        if (!levelised) return false;
        const double perMillion = compute >= floorGpus ? *levelised * hoursPerMillion
                                                       : *levelised * floorGpus * 1e6 / (rate * 3600.0);
        return perMillion <= apiPrice;
    }

    ApiBreakEven run(ApiBreakEven out, double rate0) const {
        out.lowestRate = rate0 * kApiBreakEvenLowest;
        out.highestRate = rate0 * kApiBreakEvenHighest;
        const int points =
            kApiBreakEvenPointsPerDecade *
            static_cast<int>(std::lround(std::log10(kApiBreakEvenHighest / kApiBreakEvenLowest)));
        const auto at = [&](int i) {
            return out.lowestRate * std::pow(10.0, static_cast<double>(i) / kApiBreakEvenPointsPerDecade);
        };
        if (beats(out.lowestRate)) {
            out.tokensPerSecond = 0.0;  // at every rate tried
            return out;
        }
        for (int i = 1; i <= points; ++i) {
            double hi = i == points ? out.highestRate : at(i);
            if (!beats(hi)) continue;
            // The first interval where the option gets there: bisect it on a log scale.
            double lo = at(i - 1);
            while (hi / lo - 1.0 > kApiBreakEvenTolerance) {
                const double mid = std::sqrt(lo * hi);
                (beats(mid) ? hi : lo) = mid;
            }
            out.tokensPerSecond = hi;
            return out;
        }
        return out;  // not at any rate up to the highest
    }
};

bool anyApiPrice(const sc::Scenario& s) {
    if (!s.demand.jobs) return false;
    for (const sc::InferenceJob& job : s.demand.jobs->inference)
        if (job.hasApiPrice()) return true;
    return false;
}

}  // namespace

void addApiBreakEven(const ProjectionContext& context,
                     const std::vector<std::unique_ptr<OptionModel>>& models, const SizingResult& sized,
                     Result& result) {
    const sc::Scenario& s = context.scenario;
    for (OptionResult& o : result.options) o.apiBreakEven.clear();
    if (!anyApiPrice(s)) return;
    const double tflops = sized.referenceTflops;
    const std::size_t trainingJobs = s.demand.jobs->training.size();
    for (std::size_t q = 0; q < s.demand.jobs->inference.size(); ++q) {
        const sc::InferenceJob& job = s.demand.jobs->inference[q];
        if (!job.hasApiPrice()) continue;
        sc::InferenceJob perToken = job;
        perToken.tokensPerSecond = 1.0;
        const double gpusPerToken = inferenceGpus(perToken, tflops);
        const double hours = sized.jobs[trainingJobs + q].referenceGpuHours;
        const double floor = sized.jobs[trainingJobs + q].replicaReferenceGpus;
        const double rate0 = baseRate(job);
        // The other jobs' demand; the context's own demand must be positive to scale from,
        // else the search runs on a copy with this job at its base rate.
        const double other = std::max(0.0, context.demandGpus - gpusPerToken * job.tokensPerSecond);
        std::optional<sc::Scenario> copy;
        std::optional<ProjectionContext> copyContext;
        std::vector<std::unique_ptr<OptionModel>> copyModels;
        const std::vector<std::unique_ptr<OptionModel>>* use = &models;
        double demand = context.demandGpus;
        if (!(demand > 0)) {
            copy.emplace(s);
            copy->demand.jobs->inference[q].tokensPerSecond = rate0;
            copyContext.emplace(*copy);
            for (const sc::Option& option : copy->options)
                copyModels.push_back(std::make_unique<OptionModel>(*copyContext, option));
            use = &copyModels;
            demand = copyContext->demandGpus;
        }
        for (std::size_t i = 0; i < result.options.size() && i < use->size(); ++i) {
            ApiBreakEven out;
            out.job = job.name;
            out.apiPrice = job.blendedApiPrice();
            if (demand > 0 && hours > 0) {
                const Search search{*(*use)[i], other, gpusPerToken, demand, hours, out.apiPrice, floor};
                out = search.run(out, rate0);
            }
            result.options[i].apiBreakEven.push_back(out);
        }
    }
}

void addApiBreakEven(const sc::Scenario& s, Result& result) {
    if (!anyApiPrice(s)) {
        for (OptionResult& o : result.options) o.apiBreakEven.clear();
        return;
    }
    const ProjectionContext context(s);
    std::vector<std::unique_ptr<OptionModel>> models;
    for (const sc::Option& option : s.options)
        models.push_back(std::make_unique<OptionModel>(context, option));
    addApiBreakEven(context, models, sizing(s), result);
}

}  // namespace gputco::engine
