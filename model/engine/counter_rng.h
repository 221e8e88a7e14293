// Counter-based random numbers for the risk analysis (docs/methodology.md "Risk"): a draw is a
// pure function of (seed, trial, input, k), so trial i sees the same numbers whichever thread
// runs it and in whatever order. The mixing is SplitMix64's finaliser (Steele, Lea and Flood,
// "Fast splittable pseudorandom number generators", OOPSLA 2014), applied along the key.
#pragma once

#include <cstdint>

namespace gputco::engine {

constexpr std::uint64_t splitMix64(std::uint64_t x) {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

// The k-th uniform number of `input` in `trial`, in the open interval (0, 1): the top 53 bits
// of the hash, centred in their cell so that neither 0 nor 1 occurs.
constexpr double counterUniform(std::uint64_t seed, std::uint64_t trial, std::uint32_t input,
                                std::uint32_t k = 0) {
    std::uint64_t h = splitMix64(seed);
    h = splitMix64(h ^ trial);
    h = splitMix64(h ^ ((static_cast<std::uint64_t>(input) << 32) | k));
    return (static_cast<double>(h >> 11) + 0.5) * 0x1.0p-53;
}

}  // namespace gputco::engine
