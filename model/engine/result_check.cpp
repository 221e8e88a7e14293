#include "model/engine/result_check.h"

#include <cmath>

namespace gputco::engine {

namespace {

class Finder {
public:
    explicit Finder(std::size_t limit) : limit_(limit) {}

    void check(const std::string& name, double value) {
        if (!std::isfinite(value) && found_.size() < limit_) found_.push_back(name);
    }
    template <typename T>
    void check(const std::string& name, const std::optional<T>& value) {
        if (value) check(name, static_cast<double>(*value));
    }
    void check(const std::string& name, const std::vector<double>& values) {
        for (std::size_t i = 0; i < values.size(); ++i)
            check(name + "[" + std::to_string(i) + "]", values[i]);
    }
    std::vector<std::string> take() { return std::move(found_); }

private:
    std::size_t limit_;
    std::vector<std::string> found_;
};

}  // namespace

std::vector<std::string> nonFiniteFigures(const Result& result, std::size_t limit) {
    Finder f(limit);
    f.check("reference_demand_gpus", result.referenceDemandGpus);
    for (std::size_t i = 0; i < result.options.size(); ++i) {
        const OptionResult& o = result.options[i];
        const std::string at = "options[" + std::to_string(i) + "].";
        f.check(at + "total_cost", o.totalCost);
        f.check(at + "pv_cost", o.pvCost);
        f.check(at + "pv_cost_after_tax", o.pvCostAfterTax);
        f.check(at + "cost_per_reference_gpu_hour", o.costPerReferenceGpuHour);
        f.check(at + "delivered_reference_gpu_hours", o.deliveredReferenceGpuHours);
        f.check(at + "unserved_reference_gpu_hours", o.unservedReferenceGpuHours);
        f.check(at + "energy_mwh", o.energyMwh);
        f.check(at + "co2_t", o.co2T);
        f.check(at + "mean_owned_utilisation", o.meanOwnedUtilisation);
        for (std::size_t c = 0; c < kCategoryCount; ++c)
            f.check(at + "monthly." + std::string(kCategoryNames[c]), o.monthly[c]);
        f.check(at + "flows", o.flows);
        f.check(at + "cumulative_cost", o.cumulativeCost);
        for (const YearTotals& y : o.yearly)
            f.check(at + "yearly[" + std::to_string(y.year - 1) + "].total", y.total);
        for (std::size_t j = 0; j < o.costPerMillionTokens.size(); ++j)
            f.check(at + "cost_per_million_tokens[" + std::to_string(j) + "]",
                    o.costPerMillionTokens[j].value);
        for (std::size_t j = 0; j < o.costPerMillionTokensReserved.size(); ++j)
            f.check(at + "cost_per_million_tokens_reserved[" + std::to_string(j) + "]",
                    o.costPerMillionTokensReserved[j].value);
        for (std::size_t j = 0; j < o.costPerTrainingRun.size(); ++j)
            f.check(at + "cost_per_training_run[" + std::to_string(j) + "]", o.costPerTrainingRun[j].value);
        for (std::size_t j = 0; j < o.apiBreakEven.size(); ++j)
            f.check(at + "api_break_even_tokens_per_second[" + std::to_string(j) + "]",
                    o.apiBreakEven[j].tokensPerSecond);
        if (o.vsBaseline) {
            const VsBaseline& v = *o.vsBaseline;
            const std::string vs = at + "vs_baseline.";
            f.check(vs + "npv_savings", v.npvSavings);
            f.check(vs + "irr", v.irr);
            f.check(vs + "break_even_utilisation", v.breakEvenUtilisation);
        }
        if (o.roi) {
            f.check(at + "roi.roi", o.roi->roi);
            f.check(at + "roi.npv", o.roi->npv);
            f.check(at + "roi.irr", o.roi->irr);
        }
    }
    return f.take();
}

}  // namespace gputco::engine
