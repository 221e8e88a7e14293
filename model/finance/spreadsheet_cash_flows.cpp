// NPV and IRR with LibreOffice Calc's conventions: NPV discounts its first value one full
// period; IRR's first value is at time 0 and is found by Newton's method from `guess`.
#include "model/finance/spreadsheet.h"

#include <cmath>

namespace gputco::finance::sheet {
namespace {

// Calc's IRR gives up after 20 Newton steps and accepts a step shorter than 1e-7.
constexpr int kIrrMaxSteps = 20;
constexpr double kIrrStepTolerance = 1e-7;

}  // namespace

double npv(double rate, std::span<const double> values) {
    double sum = 0.0;
    double discount = 1.0;
    for (double v : values) {
        discount /= 1.0 + rate;
        sum += v * discount;
    }
    return sum;
}

std::optional<double> irr(std::span<const double> values, double guess) {
    // A guess of -1 would divide by zero at once; Calc starts from 0.1 instead.
    double x = guess == -1.0 ? 0.1 : guess;
    double step = 1.0;
    for (int n = 0; n < kIrrMaxSteps && step > kIrrStepTolerance; ++n) {
        double f = 0.0;
        double df = 0.0;
        for (std::size_t t = 0; t < values.size(); ++t) {
            const double tt = static_cast<double>(t);
            f += values[t] / std::pow(1.0 + x, tt);
            df -= tt * values[t] / std::pow(1.0 + x, tt + 1.0);
        }
        if (df == 0.0 || !std::isfinite(f) || !std::isfinite(df)) return std::nullopt;
        const double next = x - f / df;
        if (!std::isfinite(next)) return std::nullopt;
        step = std::fabs(next - x);
        x = next;
    }
    if (!(step < kIrrStepTolerance)) return std::nullopt;  // Calc: Err:523
    if (guess == 0.0 && std::fabs(x) < kIrrStepTolerance) x = 0.0;
    return x;
}

}  // namespace gputco::finance::sheet
