// Comparisons of an option against the baseline (MODEL.md sections 6 and 9; docs/methodology.md
// "Comparing options").
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "model/engine/option_model.h"

namespace gputco::engine {

// First month m from which the option's cumulative nominal cost stays at or below the
// baseline's; nullopt when it ends above.
std::optional<int> breakEvenMonth(std::span<const double> optionCumulative,
                                  std::span<const double> baselineCumulative);

// The 200 demand scales k_i = 0.01 x 2000^(i/199) the break-even search scans.
double breakEvenGridPoint(int i);
inline constexpr int kBreakEvenGridPoints = 200;

// Caches the baseline's comparable PV at the grid points, shared by every option.
class BaselinePvCache {
public:
    explicit BaselinePvCache(const OptionModel& baseline)
        : baseline_(baseline), grid_(kBreakEvenGridPoints) {}
    double atGridPoint(int i);
    double at(double scale) const { return baseline_.comparablePvAt(scale); }

private:
    const OptionModel& baseline_;
    std::vector<std::optional<double>> grid_;
};

// The smallest demand scale in [0.01, 20] at which the two PVs are equal, found on the grid
// then refined inside the first grid interval that changes sign, to 1e-9 relative, stated as the option's
// mean owned utilisation there; nullopt when the option owns nothing or no grid interval changes sign.
// With `skipProvenSigns`, grid points whose sign follows from the last evaluated one and the
// PV slope bounds are not evaluated: the same answer, found with far fewer re-projections.
std::optional<double> breakEvenUtilisation(const OptionModel& option, BaselinePvCache& baseline,
                                           const OptionModel& baselineModel, bool skipProvenSigns = true);

}  // namespace gputco::engine
