#include "model/engine/risk_model.h"

#include "model/engine/option_model.h"
#include "model/engine/projection_context.h"

namespace gputco::engine {

RiskModel::RiskModel(const scenario::Scenario& scenario) : base_(scenario), work_(scenario) {
    if (!work_.uncertainty) return;
    const auto& list = work_.uncertainty->inputs;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const scenario::FieldLookup found = scenario::findField(work_, list[i].path);
        // validate() guarantees the path; a field that is not there is held fixed.
        fields_.push_back(found.field.value_or(scenario::FieldRef()));
        inputs_.emplace_back(list[i], fields_.back().range());
        baseValues_.push_back(found.field ? found.field->get() : 0.0);
    }
}

void RiskModel::evaluate(std::span<double> out) const {
    const ProjectionContext context(work_);
    for (std::size_t i = 0; i < work_.options.size(); ++i) {
        const OptionModel model(context, work_.options[i]);
        out[i] = model.comparablePvAt(1.0);
    }
}

void RiskModel::pvs(std::span<const double> values, std::span<double> out) {
    for (std::size_t i = 0; i < fields_.size(); ++i)
        if (fields_[i].valid()) fields_[i].set(values[i]);
    evaluate(out);
}

void RiskModel::pvsWithOne(std::size_t input, double value, std::span<double> out) {
    const scenario::FieldRef& field = fields_[input];
    if (!field.valid()) return evaluate(out);
    const double raw = field.raw();
    field.set(value);
    evaluate(out);
    field.setRaw(raw);
}

void RiskModel::basePvs(std::span<double> out) {
    evaluate(out);
}

void RiskModel::draw(std::uint64_t seed, std::uint64_t trial, std::span<double> values) const {
    for (std::size_t i = 0; i < inputs_.size(); ++i)
        values[i] = fields_[i].valid()
                        ? fields_[i].admissible(inputs_[i].draw(seed, trial, static_cast<std::uint32_t>(i)))
                        : baseValues_[i];
}

}  // namespace gputco::engine
