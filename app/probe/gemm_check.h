#pragma once
// Checks the probe's own GEMM (probe_kernels.h, kTiledGemm) on the host: a rate from a kernel
// that computes the wrong thing measures nothing, and this kernel has no library behind it.
// Sampled entries of its output are compared with a reference computed here from the same
// hash-generated inputs (fillRandomHalvesKernel). Host code only, so tests run it without a GPU.

#include <cstddef>
#include <string>
#include <vector>

namespace gputco::probe {

// The half fillRandomHalvesKernel writes at `index` for `seed`, as a float: the same hash, the
// same float in [-1, 1), rounded to half precision to nearest even as __float2half does.
float randomHalfValue(std::size_t index, unsigned seed);

struct GemmEntry {
    int row = 0;
    int col = 0;
};

// The entries checked in an n x n output: the four corners, both sides of the first tile
// boundaries, and hashed positions, 64 in all (n >= 2).
std::vector<GemmEntry> gemmCheckEntries(int n);

struct GemmCheck {
    bool ok = true;
    double worstRelativeError = 0;  // |got - expected| / sum |a b| over the entries
    std::string failure;            // the first entry out of tolerance, in words
};

// Above this, an entry is wrong: FP32 accumulation of n products drifts by about
// n x 2^-24 x the running sum (under 1e-5 of sum |a b| for n = 8192), while one lost or
// misplaced 16-deep slice of k moves an entry by about 1e-3 of it.
inline constexpr double kGemmTolerance = 1e-4;

// d[row n + col] = sum over k of A[row n + k] B[col n + k], A and B the random halves of
// `seedA` and `seedB`; `got` holds the device's value for each of `entries`, in order.
GemmCheck checkGemmEntries(int n, unsigned seedA, unsigned seedB, const std::vector<GemmEntry>& entries,
                           const std::vector<float>& got);

}  // namespace gputco::probe
