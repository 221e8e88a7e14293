#include "model/engine/warnings.h"

#include <cmath>
#include <variant>

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

std::vector<std::string> optionWarnings(const scenario::Scenario& s, const scenario::Option& /*option*/,
                                        const OptionResult& result) {
    std::vector<std::string> warnings;
    // Half a GPU-hour over the whole horizon is rounding, not a service gap.
    if (result.unservedReferenceGpuHours >= 0.5)
        warnings.push_back("unserved demand: " + groupedWhole(result.unservedReferenceGpuHours) +
                           " reference GPU-hours");
    // No commitment is left out silently (MODEL.md section 9, "Commitments at the horizon").
    if (result.commitmentAfterHorizon >= 0.005) {
        const bool settled = s.finance.commitmentsAtHorizon == scenario::CommitmentsAtHorizon::Settle;
        warnings.push_back("commitment past the horizon: " + groupedWhole(result.commitmentAfterHorizon) +
                           " " + s.currency + " of reserved terms and leases falls after month " +
                           std::to_string(s.months()) +
                           (settled ? "; paid at the horizon (commitments_at_horizon: settle)"
                                    : "; not counted (commitments_at_horizon: prorate)"));
    }
    // A lease shorter than the horizon renews (MODEL.md section 12, item 2): no warning of its own;
    // a last term that runs past the horizon is the commitment above.
    return warnings;
}

}  // namespace gputco::engine
