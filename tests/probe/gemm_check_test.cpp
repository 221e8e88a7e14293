// The host side of the probe's own GEMM check (app/probe/gemm_check.h): its copy of the random
// inputs, the entries it reads back and its verdict.

#include "gemm_check.h"
#include "gemm_layout.h"

#include <cuda_fp16.h>

#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <limits>
#include <set>
#include <utility>

using namespace gputco::probe;
namespace gemm = gputco::probe::gemm;

TEST_CASE("gemm check: the host's random halves round as CUDA's own __float2half_rn does",
          "[probe][gemm check]") {
    // NVIDIA's host implementation in cuda_fp16.h is the independent source: 200,000 indices of
    // each seed the probe uses, every one bit for bit.
    int differ = 0;
    for (const unsigned seed : {0x9e3779b9u, 0x85ebca6bu})
        for (std::size_t i = 0; i < 200000; ++i) {
            const float cuda = __half2float(__float2half_rn(gemm::randomInput(i, seed)));
            differ += randomHalfValue(i, seed) != cuda;
        }
    CHECK(differ == 0);
    // Ties and subnormals, by hand: 1 + 2^-11 lies halfway between 1 and 1 + 2^-10 and goes to
    // the even 1; 3 x 2^-26 is subnormal in half (step 2^-24) and rounds to 2^-24 (0.75 step).
    CHECK(__half2float(__float2half_rn(1.0f + 0x1p-11f)) == 1.0f);
    CHECK(__half2float(__float2half_rn(3 * 0x1p-26f)) == 0x1p-24f);
}

TEST_CASE("gemm check: 64 entries inside the matrix, corners and tile edges among them",
          "[probe][gemm check]") {
    for (const int n : {2048, 4096, 8192}) {
        const std::vector<GemmEntry> entries = gemmCheckEntries(n);
        CHECK(entries.size() == 64);
        std::set<std::pair<int, int>> seen;
        for (const GemmEntry& e : entries) {
            CHECK((e.row >= 0 && e.row < n && e.col >= 0 && e.col < n));
            seen.insert({e.row, e.col});
        }
        CHECK(seen.count({0, 0}) == 1);
        CHECK(seen.count({n - 1, n - 1}) == 1);
        CHECK(seen.count({127, n - 128}) == 1);  // the last row of the first tile
        CHECK(seen.count({128, n - 129}) == 1);  // the first row of the second
        CHECK(seen.size() > 60);                 // hashed positions rarely repeat
    }
}

TEST_CASE("gemm check: right entries pass, a wrong or missing one fails and is named",
          "[probe][gemm check]") {
    // n = 256 keeps the test fast: the reference is 256 products an entry. Each entry's true
    // value, summed here in long double in reverse k order (another order than the checker's).
    const int n = 256;
    const unsigned seedA = 0x9e3779b9u, seedB = 0x85ebca6bu;  // the probe's
    const std::vector<GemmEntry> entries = gemmCheckEntries(n);
    std::vector<float> right;
    for (const GemmEntry& e : entries) {
        long double sum = 0;
        for (int k = n - 1; k >= 0; --k)
            sum += static_cast<long double>(randomHalfValue(static_cast<std::size_t>(e.row) * n + k, seedA)) *
                   randomHalfValue(static_cast<std::size_t>(e.col) * n + k, seedB);
        right.push_back(static_cast<float>(sum));
    }
    const GemmCheck ok = checkGemmEntries(n, seedA, seedB, entries, right);
    CHECK(ok.ok);
    CHECK(ok.failure.empty());
    // Only the float rounding of the result remains: 2^-24 of an entry of about sqrt(256) / 3.
    CHECK(ok.worstRelativeError < 1e-6);

    std::vector<float> wrong = right;
    wrong[5] += 1.0f;  // 1 against sum |a b| of about 256 / 4 = 64: 1.6e-2
    const GemmCheck bad = checkGemmEntries(n, seedA, seedB, entries, wrong);
    CHECK_FALSE(bad.ok);
    CHECK_THAT(bad.failure, Catch::StartsWith("row " + std::to_string(entries[5].row) + ", column " +
                                              std::to_string(entries[5].col) + " is "));

    // Inputs swapped (B's seed for A): the products of other numbers, wrong almost everywhere.
    CHECK_FALSE(checkGemmEntries(n, seedB, seedA, entries, right).ok);

    std::vector<float> nan = right;
    nan[0] = std::numeric_limits<float>::quiet_NaN();
    CHECK_FALSE(checkGemmEntries(n, seedA, seedB, entries, nan).ok);

    right.pop_back();
    const GemmCheck short_ = checkGemmEntries(n, seedA, seedB, entries, right);
    CHECK_FALSE(short_.ok);
    CHECK(short_.failure == "fewer values than entries");
}
