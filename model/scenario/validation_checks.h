// Internal to validation: the rule helpers shared by validation.cpp and
// validation_options.cpp. Each helper reports through one Checker so that every problem
// is collected, never thrown.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "model/scenario/scenario.h"
#include "model/scenario/validation.h"

namespace gputco::scenario::detail {

// The shortest text that reads back as the same double ("0.8", "-1", "1e+300", "inf").
std::string formatNumber(double value);

// Field paths as the file spells them: member("options[2]", "name"), element("options", 2).
std::string member(const std::string& path, const std::string& key);
std::string element(const std::string& path, std::size_t index);

class Checker {
public:
    explicit Checker(std::vector<Problem>& problems) : problems_(problems) {}

    void report(const std::string& path, std::string message, Rule rule = Rule::Other,
                std::vector<double> numbers = {}, std::string name = {});

    // Each returns false (after reporting) when the value breaks the rule. A non-finite
    // value, or one larger than kMaxMagnitude, is reported as such, whatever the rule.
    bool finite(const std::string& path, double value);
    bool atLeast(const std::string& path, double value, double min, const char* minText);
    bool above(const std::string& path, double value, double min, const char* minText);
    bool nonNegative(const std::string& path, double value) { return atLeast(path, value, 0, "0"); }
    bool positive(const std::string& path, double value) { return above(path, value, 0, "0"); }
    bool fraction(const std::string& path, double value);          // [0, 1]
    bool positiveFraction(const std::string& path, double value);  // (0, 1]
    bool efficiency(const std::string& path, double value);        // (0, 1.5]
    bool rateOfChange(const std::string& path, double value);      // (-1, 10] (escalation, growth)
    bool between(const std::string& path, double value, double low, double high);
    bool wholeAtLeast(const std::string& path, double value, double min, const char* minText);

private:
    std::vector<Problem>& problems_;
};

bool knownGpu(const Scenario& scenario, const std::string& name);

void validateOptions(const Scenario& scenario, Checker& check);

// Reports every text longer than its limit; true when there is none.
bool validateTextLengths(const Scenario& scenario, Checker& check);

}  // namespace gputco::scenario::detail
