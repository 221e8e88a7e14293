// The radix sort behind the Monte Carlo's ranks and percentiles (radix_sort.h) against
// std::stable_sort with the same order (-0 before +0, ties in index order).
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <random>

#include "model/engine/radix_sort.h"

namespace {

bool before(double a, double b) {
    if (a == b) return std::signbit(a) && !std::signbit(b);  // -0 before +0
    return a < b;
}

// Values of every sign and many magnitudes, with repeats, zeros of both signs and infinities.
std::vector<double> mixedValues(std::size_t n, unsigned seed) {
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> u(-1, 1);
    std::uniform_int_distribution<int> kind(0, 9), exponent(-300, 300);
    std::vector<double> v;
    for (std::size_t i = 0; i < n; ++i) {
        switch (kind(rng)) {
            case 0:
                v.push_back(0.0);
                break;
            case 1:
                v.push_back(-0.0);
                break;
            case 2:
                v.push_back(v.empty() ? 1.0 : v[i / 2]);
                break;  // a repeat
            case 3:
                v.push_back(std::ldexp(u(rng), exponent(rng)));
                break;
            case 4:
                v.push_back(i % 50 == 0 ? -std::numeric_limits<double>::infinity()
                                        : std::numeric_limits<double>::infinity());
                break;
            default:
                v.push_back(1.0e6 + 1.0e5 * u(rng));
                break;  // PVs of one magnitude
        }
    }
    return v;
}

}  // namespace

TEST_CASE("radix sort: the order and the sorted values of std::stable_sort, ties in index order",
          "[risk][montecarlo]") {
    for (const std::size_t n : {std::size_t{0}, std::size_t{1}, std::size_t{7}, std::size_t{255},
                                std::size_t{256}, std::size_t{5000}, std::size_t{100000}}) {
        INFO(n << " values");
        const std::vector<double> values = mixedValues(n, static_cast<unsigned>(n) + 1);
        std::vector<std::size_t> expected(n);
        for (std::size_t i = 0; i < n; ++i) expected[i] = i;
        std::stable_sort(expected.begin(), expected.end(),
                         [&](std::size_t a, std::size_t b) { return before(values[a], values[b]); });
        CHECK(gputco::engine::sortedOrder(values) == expected);

        std::vector<double> sorted = values;
        gputco::engine::sortAscending(sorted);
        bool same = true;
        for (std::size_t r = 0; r < n; ++r) {
            const double want = values[expected[r]];
            same = same && sorted[r] == want && std::signbit(sorted[r]) == std::signbit(want);
        }
        CHECK(same);
    }
}
