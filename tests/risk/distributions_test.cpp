// Distributions of uncertain inputs against their closed forms (docs/methodology.md "Risk").
// Moments: 100,000 counter-based draws within 1 % of the closed form. Quantiles: against
// values from the inverse functions written out by hand, or standard tables.
#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

#include "model/engine/counter_rng.h"
#include "model/engine/input_distribution.h"

using gputco::engine::counterUniform;
using gputco::engine::incompleteBeta;
using gputco::engine::InputDistribution;
using gputco::engine::normalCdf;
using gputco::engine::normalQuantile;
using gputco::scenario::Distribution;
using gputco::scenario::FieldRange;
using gputco::scenario::UncertainInput;

namespace {

constexpr int kDraws = 100'000;
const FieldRange kAnything{};  // no range of a field: no truncation

struct Moments {
    double mean = 0;
    double variance = 0;
};

Moments sampleMoments(const InputDistribution& d, std::uint32_t input = 0) {
    std::vector<double> x(kDraws);
    double sum = 0;
    for (int i = 0; i < kDraws; ++i)
        sum += x[static_cast<std::size_t>(i)] = d.draw(7, static_cast<std::uint64_t>(i), input);
    Moments m;
    m.mean = sum / kDraws;
    for (double v : x) m.variance += (v - m.mean) * (v - m.mean);
    m.variance /= kDraws - 1;
    return m;
}

UncertainInput bounded(Distribution dist, double low, double mode, double high) {
    return {"x", dist, low, mode, high, 0, 0};
}
UncertainInput moments(Distribution dist, double mean, double stddev, double low = 0, double high = 0) {
    return {"x", dist, low, 0, high, mean, stddev};
}

}  // namespace

TEST_CASE("risk: counter-based uniforms are in (0, 1), depend only on their key", "[risk][rng]") {
    // The same (seed, trial, input, k) always gives the same number; any part changed, another.
    CHECK(counterUniform(1, 2, 3, 4) == counterUniform(1, 2, 3, 4));
    CHECK(counterUniform(1, 2, 3, 4) != counterUniform(2, 2, 3, 4));
    CHECK(counterUniform(1, 2, 3, 4) != counterUniform(1, 3, 3, 4));
    CHECK(counterUniform(1, 2, 3, 4) != counterUniform(1, 2, 4, 4));
    CHECK(counterUniform(1, 2, 3, 4) != counterUniform(1, 2, 3, 5));
    // Uniform(0, 1): mean 1/2, variance 1/12.
    double sum = 0, squares = 0, lowest = 1, highest = 0;
    for (int i = 0; i < kDraws; ++i) {
        const double u = counterUniform(99, static_cast<std::uint64_t>(i), 0);
        sum += u;
        squares += u * u;
        lowest = std::min(lowest, u);
        highest = std::max(highest, u);
    }
    const double mean = sum / kDraws;
    CHECK(mean == Approx(0.5).epsilon(0.01));
    CHECK(squares / kDraws - mean * mean == Approx(1.0 / 12).epsilon(0.01));
    CHECK(lowest > 0);
    CHECK(highest < 1);
}

TEST_CASE("risk: the normal CDF and quantile agree with standard tables", "[risk][distribution]") {
    // Standard normal table: Phi(1.6448536) = 0.95, Phi(1.959964) = 0.975, Phi(0) = 0.5.
    CHECK(normalQuantile(0.95) == Approx(1.6448536).margin(1e-7));
    CHECK(normalQuantile(0.975) == Approx(1.9599640).margin(1e-7));
    CHECK(normalQuantile(0.05) == Approx(-1.6448536).margin(1e-7));
    CHECK(normalQuantile(0.5) == Approx(0.0).margin(1e-15));
    CHECK(normalQuantile(1e-10) == Approx(-6.3613409).margin(1e-6));  // deep tail, Acklam's low region
    for (double p : {1e-6, 0.01, 0.02425, 0.3, 0.7, 0.97575, 0.999})
        CHECK(normalCdf(normalQuantile(p)) == Approx(p).epsilon(1e-12));
}

TEST_CASE("risk: incomplete beta matches closed forms", "[risk][distribution]") {
    // I_x(1, 1) = x; I_x(2, 1) = x^2; I_x(1, 3) = 1 - (1 - x)^3; I_x(a, a) at 1/2 = 1/2.
    CHECK(incompleteBeta(1, 1, 0.3) == Approx(0.3).epsilon(1e-12));
    CHECK(incompleteBeta(2, 1, 0.3) == Approx(0.09).epsilon(1e-12));
    CHECK(incompleteBeta(1, 3, 0.3) == Approx(1 - 0.7 * 0.7 * 0.7).epsilon(1e-12));
    CHECK(incompleteBeta(3.4, 3.4, 0.5) == Approx(0.5).epsilon(1e-12));
}

TEST_CASE("risk: uniform draws and quantiles", "[risk][distribution]") {
    // Uniform(a, b): mean (a + b) / 2, variance (b - a)^2 / 12; P5 = a + 0.05 (b - a).
    const InputDistribution d(bounded(Distribution::Uniform, 0.2, 0, 0.5), kAnything);
    const Moments m = sampleMoments(d);
    CHECK(m.mean == Approx(0.35).epsilon(0.01));
    CHECK(m.variance == Approx(0.09 / 12).epsilon(0.01));
    CHECK(d.quantile(0.05) == Approx(0.215));
    CHECK(d.quantile(0.95) == Approx(0.485));
}

TEST_CASE("risk: triangular draws and quantiles", "[risk][distribution]") {
    // Triangular(a, c, b): mean (a + b + c) / 3, variance (a^2 + b^2 + c^2 - ab - ac - bc) / 18.
    const double a = 16, c = 24, b = 40;
    const InputDistribution d(bounded(Distribution::Triangular, a, c, b), kAnything);
    const Moments m = sampleMoments(d);
    CHECK(m.mean == Approx((a + b + c) / 3).epsilon(0.01));
    CHECK(m.variance == Approx((a * a + b * b + c * c - a * b - a * c - b * c) / 18).epsilon(0.01));
    // Inverse CDF: p below (c - a) / (b - a) = 1/3 gives a + sqrt(p (b - a)(c - a)):
    // P5 = 16 + sqrt(0.05 x 24 x 8) = 19.0983867; P95 = b - sqrt(0.05 x 24 x 16) = 35.6182195.
    CHECK(d.quantile(0.05) == Approx(19.0983867));
    CHECK(d.quantile(0.95) == Approx(35.6182195));
    CHECK(d.quantile(1.0 / 3) == Approx(c));
}

TEST_CASE("risk: normal draws and quantiles, and truncation", "[risk][distribution]") {
    // Normal(mu, sigma): mean mu, variance sigma^2, P95 = mu + 1.6448536 sigma.
    const InputDistribution d(moments(Distribution::Normal, 100, 15), kAnything);
    const Moments m = sampleMoments(d);
    CHECK(m.mean == Approx(100).epsilon(0.01));
    CHECK(m.variance == Approx(225).epsilon(0.01));
    // z(0.95) = 1.6448536269514722 (to double precision, e.g. scipy.stats.norm.ppf).
    CHECK(d.quantile(0.95) == Approx(100 + 1.6448536269514722 * 15).epsilon(1e-13));
    CHECK(d.quantile(0.05) == Approx(100 - 1.6448536269514722 * 15).epsilon(1e-13));

    // Truncated to [mu, inf) by the field's range: a half-normal, mean mu + sigma sqrt(2 / pi),
    // variance sigma^2 (1 - 2 / pi); its median is mu + sigma z(0.75) = mu + 0.6744898 sigma.
    const InputDistribution half(moments(Distribution::Normal, 1.0, 0.2), FieldRange{1.0, 1e300});
    const Moments h = sampleMoments(half, 1);
    CHECK(h.mean == Approx(1.0 + 0.2 * std::sqrt(2 / M_PI)).epsilon(0.01));
    CHECK(h.variance == Approx(0.04 * (1 - 2 / M_PI)).epsilon(0.01));
    CHECK(half.quantile(0.5) == Approx(1.0 + 0.2 * 0.6744898).epsilon(1e-7));
    CHECK(half.quantile(0.0) == 1.0);

    // Explicit bounds low < high truncate too: symmetric [mu - sigma, mu + sigma] keeps the mean.
    const InputDistribution window(moments(Distribution::Normal, 10, 2, 8, 12), kAnything);
    CHECK(window.quantile(0.5) == Approx(10).epsilon(1e-12));
    CHECK(window.quantile(0) == Approx(8));
    CHECK(window.quantile(1) == Approx(12));
}

TEST_CASE("risk: lognormal is given by the mean and standard deviation of the value",
          "[risk][distribution]") {
    // mean m = 0.08, sd s = 0.02: sigma^2 = ln(1 + s^2 / m^2), mu = ln m - sigma^2 / 2; the
    // draws' mean and standard deviation are m and s; the median is exp(mu) = m / sqrt(1 +
    // s^2 / m^2). (The standard deviation rather than the variance: the variance of a
    // lognormal sample converges slowly, its standard error here is about 0.6 %.)
    const double mean = 0.08, sd = 0.02;
    const InputDistribution d(moments(Distribution::Lognormal, mean, sd), kAnything);
    const Moments m = sampleMoments(d, 2);
    CHECK(m.mean == Approx(mean).epsilon(0.01));
    CHECK(std::sqrt(m.variance) == Approx(sd).epsilon(0.01));
    const double sigma = std::sqrt(std::log(1 + 0.0625));
    CHECK(d.quantile(0.5) == Approx(mean / std::sqrt(1.0625)).epsilon(1e-12));
    CHECK(d.quantile(0.95) ==
          Approx(std::exp(std::log(mean) - sigma * sigma / 2 + 1.6448536 * sigma)).epsilon(1e-8));
}

TEST_CASE("risk: PERT draws and quantiles", "[risk][distribution]") {
    // PERT(a, m, b), lambda 4: mean (a + 4m + b) / 6; alpha = 1 + 4 (m - a) / (b - a), beta =
    // 1 + 4 (b - m) / (b - a), variance (mean - a)(b - mean) / 7 (= alpha beta (b - a)^2 /
    // ((alpha + beta)^2 (alpha + beta + 1)) with alpha + beta = 6).
    const double a = 1.2, mode = 1.5, b = 1.8;
    const InputDistribution symmetric(bounded(Distribution::Pert, a, mode, b), kAnything);
    const Moments s = sampleMoments(symmetric, 3);
    CHECK(s.mean == Approx(1.5).epsilon(0.01));
    CHECK(s.variance == Approx(0.3 * 0.3 / 7).epsilon(0.01));
    CHECK(symmetric.quantile(0.5) == Approx(1.5).epsilon(1e-12));  // symmetric: median = mode

    const double lo = 0, m = 2, hi = 10;
    const InputDistribution skewed(bounded(Distribution::Pert, lo, m, hi), kAnything);
    const Moments k = sampleMoments(skewed, 4);
    const double mean = (lo + 4 * m + hi) / 6;
    CHECK(k.mean == Approx(mean).epsilon(0.01));
    CHECK(k.variance == Approx((mean - lo) * (hi - mean) / 7).epsilon(0.01));
    // alpha = 1.8, beta = 4.2: the quantile inverts the regularised incomplete beta.
    const double p95 = skewed.quantile(0.95);
    CHECK(incompleteBeta(1.8, 4.2, (p95 - lo) / (hi - lo)) == Approx(0.95).epsilon(1e-10));
}

TEST_CASE("risk: a zero spread is a fixed value", "[risk][distribution]") {
    const InputDistribution normal(moments(Distribution::Normal, 3, 0), kAnything);
    CHECK(normal.draw(1, 5, 0) == 3);
    const InputDistribution uniform(bounded(Distribution::Uniform, 2, 0, 2), kAnything);
    CHECK(uniform.draw(1, 5, 0) == 2);
    const InputDistribution pert(bounded(Distribution::Pert, 4, 4, 4), kAnything);
    CHECK(pert.quantile(0.95) == 4);
}
