// The distribution of one uncertain input (MODEL.md section 8; docs/methodology.md "Risk"):
// uniform, triangular, normal, lognormal or PERT, truncated to the values its field accepts.
// Quantiles serve the tornado's P5 / P95; draws come from the counter-based stream.
#pragma once

#include <cstdint>

#include "model/scenario/field_paths.h"
#include "model/scenario/scenario.h"

namespace gputco::engine {

// Standard normal CDF and its inverse (p in (0, 1)).
double normalCdf(double z);
double normalQuantile(double p);
// Regularised incomplete beta function I_x(a, b), a, b > 0, x in [0, 1].
double incompleteBeta(double a, double b, double x);

class InputDistribution {
public:
    // `range`: the values the input's field accepts (a normal or lognormal is truncated to it).
    InputDistribution(const scenario::UncertainInput& input, const scenario::FieldRange& range);

    // The p-quantile of the (truncated) distribution, p in [0, 1]; before any rounding the
    // field applies.
    double quantile(double p) const;
    // One draw for `trial`; `input` tells the inputs' streams apart.
    double draw(std::uint64_t seed, std::uint64_t trial, std::uint32_t input) const;

    scenario::Distribution kind() const { return kind_; }
    // The support after truncation.
    double low() const { return low_; }
    double high() const { return high_; }

private:
    double pertDraw(std::uint64_t seed, std::uint64_t trial, std::uint32_t input) const;

    scenario::Distribution kind_;
    double low_ = 0, mode_ = 0, high_ = 0;
    // normal: mu and sigma of the value; lognormal: of its logarithm
    double mu_ = 0, sigma_ = 0;
    double cdfLow_ = 0, cdfHigh_ = 1;  // normal / lognormal: the CDF at the truncation bounds
    double alpha_ = 1, beta_ = 1;      // PERT's beta shape
};

}  // namespace gputco::engine
