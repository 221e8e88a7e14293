#include "model/scenario/validation_checks.h"

#include <charconv>
#include <cmath>

namespace gputco::scenario::detail {

std::string formatNumber(double value) {
    if (std::isnan(value)) return "nan";
    if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, result.ptr);
}

std::string member(const std::string& path, const std::string& key) {
    return path.empty() ? key : path + "." + key;
}

std::string element(const std::string& path, std::size_t index) {
    return path + "[" + std::to_string(index) + "]";
}

void Checker::report(const std::string& path, std::string message, Rule rule, std::vector<double> numbers,
                     std::string name) {
    problems_.push_back(Problem{path, std::move(message), rule, std::move(numbers), std::move(name)});
}

bool Checker::finite(const std::string& path, double value) {
    if (!std::isfinite(value)) {
        report(path, "must be a finite number, got " + formatNumber(value), Rule::NotFinite, {value});
        return false;
    }
    if (std::fabs(value) > kMaxMagnitude) {
        report(path,
               "must be at most 1e15 in size (a larger value would overflow the arithmetic), got " +
                   formatNumber(value),
               Rule::TooLarge, {value});
        return false;
    }
    return true;
}

bool Checker::atLeast(const std::string& path, double value, double min, const char* minText) {
    if (!finite(path, value)) return false;
    if (value >= min) return true;
    report(path, std::string("must be >= ") + minText + ", got " + formatNumber(value), Rule::AtLeast,
           {min, value});
    return false;
}

bool Checker::above(const std::string& path, double value, double min, const char* minText) {
    if (!finite(path, value)) return false;
    if (value > min) return true;
    report(path, std::string("must be > ") + minText + ", got " + formatNumber(value), Rule::Above,
           {min, value});
    return false;
}

bool Checker::fraction(const std::string& path, double value) {
    return between(path, value, 0, 1);
}

bool Checker::positiveFraction(const std::string& path, double value) {
    if (!finite(path, value)) return false;
    if (value > 0 && value <= 1) return true;
    report(path, "must be > 0 and <= 1, got " + formatNumber(value), Rule::AboveAtMost, {0, 1, value});
    return false;
}

bool Checker::efficiency(const std::string& path, double value) {
    if (!finite(path, value)) return false;
    if (value > 0 && value <= 1.5) return true;
    report(path, "must be > 0 and <= 1.5, got " + formatNumber(value), Rule::AboveAtMost, {0, 1.5, value});
    return false;
}

bool Checker::rateOfChange(const std::string& path, double value) {
    if (!above(path, value, -1, "-1")) return false;
    if (value <= kMaxRateOfChange) return true;
    report(path, "must be at most 10 (1,000 % a year; 0.05 is 5 %), got " + formatNumber(value),
           Rule::AboveAtMost, {-1, kMaxRateOfChange, value});
    return false;
}

bool Checker::between(const std::string& path, double value, double low, double high) {
    if (!finite(path, value)) return false;
    if (value >= low && value <= high) return true;
    report(path,
           "must be between " + formatNumber(low) + " and " + formatNumber(high) + ", got " +
               formatNumber(value),
           Rule::Between, {low, high, value});
    return false;
}

bool Checker::wholeAtLeast(const std::string& path, double value, double min, const char* minText) {
    if (!finite(path, value)) return false;
    if (value >= min && value == std::floor(value)) return true;
    report(path, std::string("must be a whole number >= ") + minText + ", got " + formatNumber(value),
           Rule::WholeAtLeast, {min, value});
    return false;
}

bool knownGpu(const Scenario& scenario, const std::string& name) {
    // The reference GPU falls back to the catalog's figures (MODEL.md section 9).
    return scenario.gpus.count(name) > 0 || name == kReferenceGpu;
}

}  // namespace gputco::scenario::detail
