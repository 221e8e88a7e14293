#include "model/engine/warnings.h"

#include <cmath>
#include <cstdio>
#include <utility>

namespace gputco::engine {

std::string groupedWhole(double value) {
    const double rounded = std::round(std::abs(value));
    std::string digits = std::to_string(static_cast<long long>(rounded));
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return (value < 0 && rounded > 0 ? "-" : "") + out;
}

Warning unservedDemandWarning(double referenceGpuHours) {
    Warning w;
    w.code = WarningCode::UnservedDemand;
    w.referenceGpuHours = referenceGpuHours;
    w.message = "unserved demand: " + groupedWhole(referenceGpuHours) + " reference GPU-hours";
    return w;
}

Warning commitmentPastHorizonWarning(double amount, const std::string& currency, int horizonMonths,
                                     bool settled) {
    Warning w;
    w.code = WarningCode::CommitmentPastHorizon;
    w.amount = amount;
    w.currency = currency;
    w.horizonMonths = horizonMonths;
    w.settled = settled;
    w.message = "commitment past the horizon: " + groupedWhole(amount) + " " + currency +
                " of reserved terms and leases falls after month " + std::to_string(horizonMonths) +
                (settled ? "; paid at the horizon (commitments_at_horizon: settle)"
                         : "; not counted (commitments_at_horizon: prorate)");
    return w;
}

Warning notLikeForLikeWarning(std::string differences) {
    Warning w;
    w.code = WarningCode::NotLikeForLike;
    w.message = "not like for like: " + differences;
    w.differences = std::move(differences);
    return w;
}

Warning sliceTooSmallWarning(std::size_t source, std::string profile, std::string gpu, double sliceGb,
                             double needGb, std::string job) {
    const auto gb = [](double v) {
        char text[64];
        std::snprintf(text, sizeof text, "%.1f GB", v);
        return std::string(text);
    };
    Warning w;
    w.code = WarningCode::SliceTooSmall;
    w.message = "sources[" + std::to_string(source) + "]: the MIG slice " + profile + " of " + gpu +
                " holds " + gb(sliceGb) + ", less than the " + gb(needGb) + " the inference job \"" + job +
                "\" needs: it cannot serve that job";
    w.source = source;
    w.profile = std::move(profile);
    w.gpu = std::move(gpu);
    w.sliceGb = sliceGb;
    w.needGb = needGb;
    w.job = std::move(job);
    return w;
}

std::vector<Warning> optionWarnings(const scenario::Scenario& s, const scenario::Option& /*option*/,
                                    const OptionResult& result) {
    std::vector<Warning> warnings;
    // Half a GPU-hour over the whole horizon is rounding, not a service gap.
    if (result.unservedReferenceGpuHours >= 0.5)
        warnings.push_back(unservedDemandWarning(result.unservedReferenceGpuHours));
    // No commitment is left out silently (MODEL.md section 9, "Commitments at the horizon").
    if (result.commitmentAfterHorizon >= 0.005)
        warnings.push_back(commitmentPastHorizonWarning(
            result.commitmentAfterHorizon, s.currency, s.months(),
            s.finance.commitmentsAtHorizon == scenario::CommitmentsAtHorizon::Settle));
    // A lease shorter than the horizon renews (MODEL.md section 12, item 2): no warning of its own;
    // a last term that runs past the horizon is the commitment above.
    return warnings;
}

}  // namespace gputco::engine
