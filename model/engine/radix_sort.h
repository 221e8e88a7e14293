// Sorting the columns of a Monte Carlo run (100,000 doubles each): a stable least-significant-
// digit radix sort on the doubles' bits, several times faster than a comparison sort at that
// size. A run sorts one column per input and two per option (ranks for the contributions to
// variance, values for the percentiles), which std::sort made a fifth of the run.
#pragma once

#include <cstddef>
#include <span>
#include <vector>

namespace gputco::engine {

// The order of `values`: order[r] is the index of the value of rank r (0-based); equal values
// keep their index order (-0 sorts before +0). No value may be NaN.
std::vector<std::size_t> sortedOrder(std::span<const double> values);

// Sorts `values` ascending (-0 before +0). No value may be NaN.
void sortAscending(std::span<double> values);

}  // namespace gputco::engine
