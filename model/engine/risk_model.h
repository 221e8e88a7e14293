// One risk trial: the scenario with its uncertain inputs set to given values, reduced to the
// comparable PV of every option (after tax when tax is on, as the comparisons use it;
// docs/methodology.md "Risk"). Each RiskModel owns a working copy of the scenario, so one per
// thread; the copy is set in place, never rebuilt, so a trial allocates almost nothing.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "model/engine/input_distribution.h"
#include "model/scenario/field_paths.h"
#include "model/scenario/scenario.h"

namespace gputco::engine {

class RiskModel {
public:
    // `scenario` must have passed scenario::validate() (so every input path resolves).
    explicit RiskModel(const scenario::Scenario& scenario);
    RiskModel(const RiskModel& other) : RiskModel(other.base_) {}
    RiskModel& operator=(const RiskModel&) = delete;

    std::size_t inputCount() const { return inputs_.size(); }
    std::size_t optionCount() const { return base_.options.size(); }
    const scenario::Scenario& base() const { return base_; }
    const InputDistribution& distribution(std::size_t input) const { return inputs_[input]; }
    // The file's value of an input, and a value as the field takes it (rounded, clamped).
    double baseValue(std::size_t input) const { return baseValues_[input]; }
    double admissible(std::size_t input, double value) const { return fields_[input].admissible(value); }

    // Comparable PVs with every input at `values` (already admissible or not: each is made so).
    void pvs(std::span<const double> values, std::span<double> out);
    // Comparable PVs with input `input` at `value` and every other at its base value.
    void pvsWithOne(std::size_t input, double value, std::span<double> out);
    // Comparable PVs at the base values.
    void basePvs(std::span<double> out);

    // The draws of trial `trial` (one per input), made admissible.
    void draw(std::uint64_t seed, std::uint64_t trial, std::span<double> values) const;

private:
    void evaluate(std::span<double> out) const;

    scenario::Scenario base_;
    scenario::Scenario work_;
    std::vector<scenario::FieldRef> fields_;  // into work_
    std::vector<InputDistribution> inputs_;
    std::vector<double> baseValues_;
};

}  // namespace gputco::engine
