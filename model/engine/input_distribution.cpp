#include "model/engine/input_distribution.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

#include "model/engine/counter_rng.h"

namespace gputco::engine {

namespace {

using scenario::Distribution;

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kPertLambda = 4.0;  // the classic PERT weight of the mode

// Rational approximation of the normal quantile by P. J. Acklam (relative error < 1.2e-9),
// polished below by one Halley step on the exact CDF.
double acklam(double p) {
    static constexpr double a[] = {-3.969683028665376e+01, 2.209460984245205e+02,  -2.759285104469687e+02,
                                   1.383577518672690e+02,  -3.066479806614716e+01, 2.506628277459239e+00};
    static constexpr double b[] = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
                                   6.680131188771972e+01, -1.328068155288572e+01};
    static constexpr double c[] = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
                                   -2.549732539343734e+00, 4.374664141464968e+00,  2.938163982698783e+00};
    static constexpr double d[] = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00,
                                   3.754408661907416e+00};
    constexpr double kLow = 0.02425;
    if (p < kLow) {
        const double q = std::sqrt(-2 * std::log(p));
        return (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
               ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    }
    if (p > 1 - kLow) {
        const double q = std::sqrt(-2 * std::log1p(-p));
        return -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
               ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    }
    const double q = p - 0.5;
    const double r = q * q;
    return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
           (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
}

// Continued fraction of the incomplete beta function, evaluated by the modified Lentz method.
double betaContinuedFraction(double a, double b, double x) {
    constexpr double kTiny = 1e-300;
    constexpr double kEps = 1e-15;
    const double qab = a + b, qap = a + 1, qam = a - 1;
    double c = 1, d = 1 - qab * x / qap;
    if (std::fabs(d) < kTiny) d = kTiny;
    d = 1 / d;
    double h = d;
    for (int m = 1; m <= 300; ++m) {
        const double m2 = 2.0 * m;
        double aa = m * (b - m) * x / ((qam + m2) * (a + m2));
        d = 1 + aa * d;
        if (std::fabs(d) < kTiny) d = kTiny;
        c = 1 + aa / c;
        if (std::fabs(c) < kTiny) c = kTiny;
        d = 1 / d;
        h *= d * c;
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
        d = 1 + aa * d;
        if (std::fabs(d) < kTiny) d = kTiny;
        c = 1 + aa / c;
        if (std::fabs(c) < kTiny) c = kTiny;
        d = 1 / d;
        const double delta = d * c;
        h *= delta;
        if (std::fabs(delta - 1) < kEps) break;
    }
    return h;
}

// Gamma(shape >= 1) by Marsaglia and Tsang's squeeze method ("A simple method for generating
// gamma variables", ACM TOMS 2000); `next` yields uniform numbers in (0, 1).
template <class Next>
double gammaDraw(double shape, Next&& next) {
    const double d = shape - 1.0 / 3.0;
    const double c = 1.0 / std::sqrt(9.0 * d);
    for (;;) {
        const double x = normalQuantile(next());
        double v = 1 + c * x;
        if (v <= 0) continue;
        v = v * v * v;
        const double u = next();
        if (std::log(u) < 0.5 * x * x + d - d * v + d * std::log(v)) return d * v;
    }
}

}  // namespace

double normalCdf(double z) {
    return 0.5 * std::erfc(-z / std::sqrt(2.0));
}

double normalQuantile(double p) {
    if (!(p > 0)) return -kInf;
    if (!(p < 1)) return kInf;
    const double x = acklam(p);
    // One Halley step: e = Phi(x) - p, the correction u = e / phi(x).
    const double e = normalCdf(x) - p;
    const double u = e * std::sqrt(2 * std::numbers::pi) * std::exp(x * x / 2);
    return x - u / (1 + x * u / 2);
}

double incompleteBeta(double a, double b, double x) {
    if (x <= 0) return 0;
    if (x >= 1) return 1;
    const double front =
        std::exp(std::lgamma(a + b) - std::lgamma(a) - std::lgamma(b) + a * std::log(x) + b * std::log1p(-x));
    // The continued fraction converges fast for x < (a + 1) / (a + b + 2); use the symmetry
    // I_x(a, b) = 1 - I_(1-x)(b, a) beyond it.
    if (x < (a + 1) / (a + b + 2)) return front * betaContinuedFraction(a, b, x) / a;
    return 1 - front * betaContinuedFraction(b, a, 1 - x) / b;
}

InputDistribution::InputDistribution(const scenario::UncertainInput& in, const scenario::FieldRange& range)
    : kind_(in.dist), low_(in.low), mode_(in.mode), high_(in.high) {
    if (kind_ == Distribution::Normal || kind_ == Distribution::Lognormal) {
        // Truncation bounds are given as low < high; both absent (0) means none.
        low_ = in.low < in.high ? in.low : -kInf;
        high_ = in.low < in.high ? in.high : kInf;
        low_ = std::max(low_, range.min);
        high_ = std::min(high_, range.max);
        if (kind_ == Distribution::Normal) {
            mu_ = in.mean;
            sigma_ = in.stddev;
        } else {
            // A lognormal given by the mean m and standard deviation s of the value itself:
            // sigma^2 = ln(1 + s^2 / m^2), mu = ln m - sigma^2 / 2.
            low_ = std::max(low_, 0.0);
            const double ratio = in.stddev / in.mean;
            sigma_ = std::sqrt(std::log1p(ratio * ratio));
            mu_ = std::log(in.mean) - sigma_ * sigma_ / 2;
        }
        const auto standard = [&](double x) {
            if (kind_ == Distribution::Lognormal) x = x > 0 ? std::log(x) : -kInf;
            return (x - mu_) / sigma_;
        };
        if (sigma_ > 0) {
            cdfLow_ = std::isinf(low_) && low_ < 0 ? 0.0 : normalCdf(standard(low_));
            cdfHigh_ = std::isinf(high_) ? 1.0 : normalCdf(standard(high_));
        }
    } else if (kind_ == Distribution::Pert && high_ > low_) {
        alpha_ = 1 + kPertLambda * (mode_ - low_) / (high_ - low_);
        beta_ = 1 + kPertLambda * (high_ - mode_) / (high_ - low_);
    }
}

double InputDistribution::quantile(double p) const {
    p = std::clamp(p, 0.0, 1.0);
    switch (kind_) {
        case Distribution::Uniform:
            return low_ + p * (high_ - low_);
        case Distribution::Triangular: {
            const double width = high_ - low_;
            if (!(width > 0)) return low_;
            const double atMode = (mode_ - low_) / width;
            if (p < atMode) return low_ + std::sqrt(p * width * (mode_ - low_));
            return high_ - std::sqrt((1 - p) * width * (high_ - mode_));
        }
        case Distribution::Normal:
        case Distribution::Lognormal: {
            const double centre = kind_ == Distribution::Normal ? mu_ : std::exp(mu_);
            if (!(sigma_ > 0) || !(cdfHigh_ > cdfLow_)) return std::clamp(centre, low_, high_);
            const double z = normalQuantile(cdfLow_ + p * (cdfHigh_ - cdfLow_));
            const double x = mu_ + sigma_ * z;
            return std::clamp(kind_ == Distribution::Normal ? x : std::exp(x), low_, high_);
        }
        case Distribution::Pert: {
            if (!(high_ > low_)) return low_;
            // Bisection on the beta CDF: 60 halvings reach the double's resolution.
            double a = 0, b = 1;
            for (int i = 0; i < 60; ++i) {
                const double mid = (a + b) / 2;
                (incompleteBeta(alpha_, beta_, mid) < p ? a : b) = mid;
            }
            return low_ + (a + b) / 2 * (high_ - low_);
        }
    }
    return low_;
}

double InputDistribution::draw(std::uint64_t seed, std::uint64_t trial, std::uint32_t input) const {
    if (kind_ == Distribution::Pert) return pertDraw(seed, trial, input);
    return quantile(counterUniform(seed, trial, input));
}

// Beta(alpha, beta) as X / (X + Y) with X, Y gamma draws (both shapes are >= 1 for PERT):
// exact, and far cheaper than inverting the beta CDF per draw.
double InputDistribution::pertDraw(std::uint64_t seed, std::uint64_t trial, std::uint32_t input) const {
    if (!(high_ > low_)) return low_;
    std::uint32_t k = 0;
    const auto next = [&] { return counterUniform(seed, trial, input, k++); };
    const double x = gammaDraw(alpha_, next);
    const double y = gammaDraw(beta_, next);
    return low_ + x / (x + y) * (high_ - low_);
}

}  // namespace gputco::engine
