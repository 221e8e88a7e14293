// One risk trial: the scenario with its uncertain inputs set to given values, reduced to the
// comparable PV of every option (after tax when tax is on, as the comparisons use it;
// docs/methodology.md "Risk"). Each RiskModel owns a working copy of the scenario, so one per
// thread; the copy is set in place, never rebuilt.
//
// Speed (DESIGN.md, Budgets): a trial rebuilds only what its inputs reach. The projection
// context and every option's model are kept between trials; an input of one option rebuilds
// that option's model (its PUE only the model's demand form, which is all that reads it, a
// field only its fixed costs read only those), a
// demand input only the context's demand path, a price of what the load uses (electricity,
// the delay cost) every model's demand form, anything else everything. A model built from
// the same values computes the same numbers, so this changes no digit of a PV.
#pragma once

#include <memory>
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

    ~RiskModel();

private:
    // What changing an input has to rebuild.
    struct Reach {
        enum Kind {
            Demand,
            ElectricityPrice,
            DelayCost,
            Option,
            OptionPrices,
            OptionFixed,
            Everything
        } kind = Everything;
        std::size_t option = 0;
    };
    static Reach reachOf(const std::string& path);
    void setField(std::size_t input, double value, bool raw);
    void evaluate(std::span<double> out);

    scenario::Scenario base_;
    scenario::Scenario work_;
    std::vector<scenario::FieldRef> fields_;  // into work_
    std::vector<InputDistribution> inputs_;
    std::vector<double> baseValues_;
    std::vector<Reach> reach_;
    std::unique_ptr<struct RiskProjection> projection_;  // context and option models, kept
    bool everythingDirty_ = true;
    bool demandDirty_ = false;
    bool electricityDirty_ = false;
    bool delayCostDirty_ = false;
    std::vector<bool> optionDirty_;
    std::vector<bool> optionPricesDirty_;
    std::vector<bool> optionFixedDirty_;
};

}  // namespace gputco::engine
