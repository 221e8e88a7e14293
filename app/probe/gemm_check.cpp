#include "gemm_check.h"

#include "gemm_layout.h"

#include <cmath>
#include <cstdint>
#include <cstdio>

namespace gputco::probe {

float randomHalfValue(std::size_t index, unsigned seed) {
    const float f = gemm::randomInput(index, seed);  // the kernel's own value before rounding
    // Half precision keeps 11 significant bits; below 2^-14 its step is fixed at 2^-24
    // (subnormals). nearbyint rounds to nearest even in the default rounding mode, as
    // __float2half does. |f| <= 1, so nothing overflows.
    if (f == 0.0f) return 0.0f;
    int exponent = 0;
    std::frexp(f, &exponent);  // f = m 2^exponent, 0.5 <= |m| < 1
    const int step = std::max(exponent - 11, -24);
    return static_cast<float>(std::ldexp(std::nearbyint(std::ldexp(static_cast<double>(f), -step)), step));
}

std::vector<GemmEntry> gemmCheckEntries(int n) {
    std::vector<GemmEntry> entries = {{0, 0}, {0, n - 1}, {n - 1, 0}, {n - 1, n - 1}};
    // Either side of the first tile edges (128) and of a warp's (64) and an mma's (16, 8) rows.
    for (const int edge : {7, 8, 15, 16, 63, 64, 127, 128})
        if (edge < n) {
            entries.push_back({edge, n - 1 - edge});
            entries.push_back({n - 1 - edge, edge});
        }
    std::uint32_t h = 0x2545f491u;
    while (entries.size() < 64) {
        h ^= h << 13;  // xorshift32: any spread will do, the same on every run
        h ^= h >> 17;
        h ^= h << 5;
        const int row = static_cast<int>(h % static_cast<std::uint32_t>(n));
        const int col = static_cast<int>((h / static_cast<std::uint32_t>(n)) % static_cast<std::uint32_t>(n));
        entries.push_back({row, col});
    }
    return entries;
}

GemmCheck checkGemmEntries(int n, unsigned seedA, unsigned seedB, const std::vector<GemmEntry>& entries,
                           const std::vector<float>& got) {
    GemmCheck check;
    for (std::size_t e = 0; e < entries.size() && e < got.size(); ++e) {
        const GemmEntry& at = entries[e];
        double expected = 0, magnitude = 0;
        const auto rowBase = static_cast<std::size_t>(at.row) * static_cast<std::size_t>(n);
        const auto colBase = static_cast<std::size_t>(at.col) * static_cast<std::size_t>(n);
        for (int k = 0; k < n; ++k) {
            // Products of two halves are exact in double; so is their sum to far below FP32.
            const double product = static_cast<double>(randomHalfValue(rowBase + k, seedA)) *
                                   randomHalfValue(colBase + k, seedB);
            expected += product;
            magnitude += std::fabs(product);
        }
        const double error = std::fabs(static_cast<double>(got[e]) - expected) / std::max(magnitude, 1e-30);
        const bool wrong = !(error <= kGemmTolerance);  // a NaN is wrong too
        if (!wrong) {
            check.worstRelativeError = std::max(check.worstRelativeError, error);
            continue;
        }
        if (check.ok) {
            char text[160];
            std::snprintf(text, sizeof text, "row %d, column %d is %.6g where the host computes %.6g", at.row,
                          at.col, static_cast<double>(got[e]), expected);
            check.failure = text;
        }
        check.ok = false;
    }
    if (got.size() < entries.size()) {
        check.ok = false;
        if (check.failure.empty()) check.failure = "fewer values than entries";
    }
    return check;
}

}  // namespace gputco::probe
