#include "model/engine/rank_correlation.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "model/engine/input_distribution.h"
#include "model/engine/parallel_for.h"
#include "model/engine/radix_sort.h"

namespace gputco::engine {

namespace {

// The order of `values`: order[r] is the trial of rank r (0-based), ties in trial order.
std::vector<std::size_t> orderOf(std::span<const double> values) {
    return sortedOrder(values);  // radix_sort.h: a fifth of a 100,000-trial run with std::sort
}

}  // namespace

void imanConover(const scenario::SymmetricMatrix& target, std::span<const std::span<double>> columns,
                 int threads) {
    const std::size_t k = columns.size();
    if (k < 2 || target.n != k) return;
    const std::size_t n = columns[0].size();
    // Below k + 1 trials the scores' own correlation is singular: nothing to correlate.
    if (n <= k) return;

    // Van der Waerden scores, Phi^-1(r / (n + 1)), laid out in each column's ranks: independent
    // draws give independent permutations, which is what the method starts from.
    // The scores are symmetric, Phi^-1(1 - p) = -Phi^-1(p): half are worked out, in blocks on
    // the threads.
    std::vector<double> scores(n);
    constexpr std::size_t kBlock = 4096;
    const std::size_t half = (n + 1) / 2;
    forEachOnThreads(threads, (half + kBlock - 1) / kBlock, [&](int, std::size_t block) {
        for (std::size_t r = block * kBlock; r < std::min(half, (block + 1) * kBlock); ++r) {
            scores[r] = normalQuantile(static_cast<double>(r + 1) / static_cast<double>(n + 1));
            scores[n - 1 - r] = -scores[r];
        }
    });
    if (n % 2 == 1) scores[n / 2] = 0;  // the median's score, exactly
    std::vector<std::vector<std::size_t>> orders(k);
    std::vector<double> s(n * k);  // trial-major
    forEachOnThreads(threads, k, [&](int, std::size_t j) {
        orders[j] = orderOf(columns[j]);
        for (std::size_t r = 0; r < n; ++r) s[orders[j][r] * k + j] = scores[r];
    });

    // Their correlation E (the scores have mean 0 and one variance); M = E^-1/2 C^1/2 turns
    // them into scores correlated as C.
    double variance = 0;
    for (double v : scores) variance += v * v;
    scenario::SymmetricMatrix e(k);
    for (std::size_t t = 0; t < n; ++t)
        for (std::size_t a = 0; a < k; ++a)
            for (std::size_t b = a; b < k; ++b) e.at(a, b) += s[t * k + a] * s[t * k + b];
    for (std::size_t a = 0; a < k; ++a)
        for (std::size_t b = a; b < k; ++b) e.at(b, a) = e.at(a, b) = e.at(a, b) / variance;
    const scenario::EigenDecomposition own = scenario::symmetricEigen(e);
    if (own.values.front() <= 1e-12) return;  // degenerate draws: left as drawn
    const scenario::SymmetricMatrix inverseRoot =
        scenario::eigenFunction(own, [](double v) { return 1 / std::sqrt(v); });
    const scenario::SymmetricMatrix root = scenario::eigenFunction(
        scenario::symmetricEigen(target), [](double v) { return std::sqrt(std::max(v, 0.0)); });
    std::vector<double> m(k * k, 0.0);
    for (std::size_t a = 0; a < k; ++a)
        for (std::size_t b = 0; b < k; ++b)
            for (std::size_t c = 0; c < k; ++c) m[a * k + b] += inverseRoot.at(a, c) * root.at(c, b);

    // Each column's values, sorted, laid out in the ranks of its correlated scores: the
    // columns are independent of each other, so one a thread.
    forEachOnThreads(threads, k, [&](int, std::size_t j) {
        std::vector<double> correlated(n), sorted(n);
        for (std::size_t t = 0; t < n; ++t) {
            double sum = 0;
            for (std::size_t c = 0; c < k; ++c) sum += s[t * k + c] * m[c * k + j];
            correlated[t] = sum;
        }
        for (std::size_t r = 0; r < n; ++r) sorted[r] = columns[j][orders[j][r]];
        const std::vector<std::size_t> order = orderOf(correlated);
        for (std::size_t r = 0; r < n; ++r) columns[j][order[r]] = sorted[r];
    });
}

std::vector<double> averageRanks(std::span<const double> values) {
    const std::vector<std::size_t> order = orderOf(values);
    std::vector<double> ranks(values.size());
    for (std::size_t r = 0; r < order.size();) {
        std::size_t end = r + 1;
        while (end < order.size() && values[order[end]] == values[order[r]]) ++end;
        const double shared = (static_cast<double>(r + 1) + static_cast<double>(end)) / 2;
        for (std::size_t i = r; i < end; ++i) ranks[order[i]] = shared;
        r = end;
    }
    return ranks;
}

double pearson(std::span<const double> x, std::span<const double> y) {
    const std::size_t n = std::min(x.size(), y.size());
    if (n < 2) return 0;
    double mx = 0, my = 0;
    for (std::size_t i = 0; i < n; ++i) {
        mx += x[i];
        my += y[i];
    }
    mx /= static_cast<double>(n);
    my /= static_cast<double>(n);
    double sxy = 0, sxx = 0, syy = 0;
    for (std::size_t i = 0; i < n; ++i) {
        sxy += (x[i] - mx) * (y[i] - my);
        sxx += (x[i] - mx) * (x[i] - mx);
        syy += (y[i] - my) * (y[i] - my);
    }
    return sxx > 0 && syy > 0 ? sxy / std::sqrt(sxx * syy) : 0.0;
}

double spearman(std::span<const double> x, std::span<const double> y) {
    return pearson(averageRanks(x), averageRanks(y));
}

}  // namespace gputco::engine
