// Rank correlation of Monte Carlo draws (MODEL.md section 8; docs/methodology.md "Correlated
// inputs"): the Iman-Conover method, which reorders each input's draws so that their ranks
// follow the target Spearman correlations, and Spearman's coefficient itself for what a run
// achieved and for the contribution of each input to an output's variance.
#pragma once

#include <span>
#include <vector>

#include "model/scenario/correlation_matrix.h"

namespace gputco::engine {

// Reorders the values of each column (one per row of `target`, all of one length) so that their
// rank correlations approach `target` (a valid correlation matrix), never changing a value:
// van der Waerden scores, ranked as each column's draws are, decorrelated by the inverse square
// root of their own correlation and given the target's by its square root (both through the
// eigen decomposition, so that a singular target such as a correlation of 1 works too); each
// column is then laid out in the ranks of its correlated scores. Ties keep their trial order, so
// the result is a function of the values alone.
// The work is shared by up to `threads` threads; the result does not depend on how many.
void imanConover(const scenario::SymmetricMatrix& target, std::span<const std::span<double>> columns,
                 int threads = 1);

// Average ranks (1-based; tied values share the mean of their ranks).
std::vector<double> averageRanks(std::span<const double> values);
// Pearson's correlation of two equally long series; 0 when either is constant.
double pearson(std::span<const double> x, std::span<const double> y);
// Spearman's rank correlation: Pearson's over average ranks.
double spearman(std::span<const double> x, std::span<const double> y);

}  // namespace gputco::engine
