#include "model/engine/risk_model.h"

#include <algorithm>
#include <iterator>
#include <string>

#include "model/engine/option_model.h"
#include "model/engine/projection_context.h"

namespace gputco::engine {

struct RiskProjection {
    explicit RiskProjection(const scenario::Scenario& s) : context(s) {}
    ProjectionContext context;
    std::vector<std::unique_ptr<OptionModel>> models;
};

RiskModel::RiskModel(const scenario::Scenario& scenario) : base_(scenario), work_(scenario) {
    optionDirty_.assign(work_.options.size(), false);
    optionPricesDirty_.assign(work_.options.size(), false);
    optionFixedDirty_.assign(work_.options.size(), false);
    if (!work_.uncertainty) return;
    const auto& list = work_.uncertainty->inputs;
    std::vector<std::string> paths;
    for (const auto& in : list) paths.push_back(in.path);
    const std::vector<scenario::FieldLookup> targets = scenario::findFields(work_, paths);
    for (std::size_t i = 0; i < list.size(); ++i) {
        const scenario::FieldLookup& found = targets[i];
        // validate() guarantees the path; a field that is not there is held fixed.
        fields_.push_back(found.field.value_or(scenario::FieldRef()));
        inputs_.emplace_back(list[i], fields_.back().range());
        baseValues_.push_back(found.field ? found.field->get() : 0.0);
        reach_.push_back(reachOf(list[i].path));
    }
}

RiskModel::~RiskModel() = default;

namespace {

// Whether a field of an option (the path after "options[i].") is read by its fixed costs alone:
// not by the capacity stack (GPUs, nodes, instances, availability, efficiencies) nor by the
// prices of the load (an owned source's power and tariff, an elastic source's hourly price).
bool fixedCostsOnly(const std::string& member) {
    static constexpr const char* kFixed[] = {
        // an owned source's
        ".server_price", ".network_per_node", ".storage_per_node", ".spare_fraction",
        ".installation_fraction", ".price_decline_per_year", ".warranty_years", ".support_rate_per_year",
        ".licence_per_gpu_year", ".refresh_years", ".resale_decline_per_year", ".financing.rate",
        ".financing.down_payment_fraction", ".financing.monthly_payment", ".facility.colo_per_kw_month",
        ".facility.rack_fee_per_month", ".facility.capex", ".facility.capex_life_years",
        ".facility.residual_fraction",
        // the option's staff and cloud extras
        "staff.fte", "staff.cost_per_fte_year", "staff.escalation_per_year", "cloud_extras.storage_tb",
        "cloud_extras.price_per_tb_month", "cloud_extras.egress_tb_per_month"};
    const auto endsWith = [&](const char* suffix) {
        const std::size_t n = std::char_traits<char>::length(suffix);
        return member.size() >= n && member.compare(member.size() - n, n, suffix) == 0;
    };
    if (member == "cloud_extras.price_per_tb_egress" || member == "cloud_extras.support_fraction")
        return true;
    return std::any_of(std::begin(kFixed), std::end(kFixed), endsWith);
}

}  // namespace

// Which parts of a projection read a field (option_model.h, option_demand_form.cpp,
// projection_context.cpp): an option's own fields only its model, its PUE only the model's
// demand form; demand only the context's demand path (read by every model when it projects),
// except the interruptible share, which shapes the capacity stacks, and the delay cost, which
// prices the unserved hours in every demand form as a tariff's prices do (escalation is
// resolved per model). The rest (the horizon, discount and tax rates, accounting, GPUs and the
// workload) reaches everything.
RiskModel::Reach RiskModel::reachOf(const std::string& path) {
    const auto startsWith = [&](const char* prefix) { return path.rfind(prefix, 0) == 0; };
    const auto endsWith = [&](const std::string& suffix) {
        return path.size() >= suffix.size() &&
               path.compare(path.size() - suffix.size(), suffix.size(), suffix) == 0;
    };
    if (startsWith("options[")) {
        std::size_t option = 0, at = 8;
        for (; at < path.size() && at < 17 && path[at] >= '0' && path[at] <= '9'; ++at)
            option = option * 10 + static_cast<std::size_t>(path[at] - '0');
        if (!(at > 8 && at < path.size() && path[at] == ']')) return {Reach::Everything, 0};
        if (endsWith(".facility.pue")) return {Reach::OptionPrices, option};
        if (fixedCostsOnly(path.substr(at + 2))) return {Reach::OptionFixed, option};
        return {Reach::Option, option};
    }
    if (path == "demand.unserved_cost_per_hour") return {Reach::DelayCost, 0};
    if (startsWith("demand.") && path != "demand.interruptible_share") return {Reach::Demand, 0};
    if (startsWith("tariffs.") && endsWith("price_per_kwh")) return {Reach::ElectricityPrice, 0};
    return {Reach::Everything, 0};
}

void RiskModel::setField(std::size_t input, double value, bool raw) {
    const scenario::FieldRef& field = fields_[input];
    if (!field.valid()) return;
    const double before = field.raw();
    if (raw)
        field.setRaw(value);
    else
        field.set(value);
    if (field.raw() == before) return;
    const Reach& reach = reach_[input];
    if (reach.kind == Reach::Everything)
        everythingDirty_ = true;
    else if (reach.kind == Reach::Demand)
        demandDirty_ = true;
    else if (reach.kind == Reach::ElectricityPrice)
        electricityDirty_ = true;
    else if (reach.kind == Reach::DelayCost)
        delayCostDirty_ = true;
    else if (reach.option < optionDirty_.size())
        (reach.kind == Reach::Option        ? optionDirty_
         : reach.kind == Reach::OptionFixed ? optionFixedDirty_
                                            : optionPricesDirty_)[reach.option] = true;
}

void RiskModel::evaluate(std::span<double> out) {
    const std::size_t options = work_.options.size();
    if (everythingDirty_ || !projection_) {
        projection_ = std::make_unique<RiskProjection>(work_);
        for (const auto& option : work_.options)
            projection_->models.push_back(std::make_unique<OptionModel>(projection_->context, option));
    } else {
        if (demandDirty_) projection_->context.refreshDemand();
        for (std::size_t i = 0; i < options; ++i)
            if (optionDirty_[i])
                projection_->models[i] =
                    std::make_unique<OptionModel>(projection_->context, work_.options[i]);
            else {
                if (optionFixedDirty_[i]) projection_->models[i]->fixedCostsChanged();
                if (optionPricesDirty_[i] ||
                    (electricityDirty_ && projection_->models[i]->paysElectricity()) ||
                    (delayCostDirty_ && projection_->models[i]->canLeaveUnserved()))
                    projection_->models[i]->pricesChanged();
            }
    }
    everythingDirty_ = demandDirty_ = electricityDirty_ = delayCostDirty_ = false;
    optionDirty_.assign(options, false);
    optionPricesDirty_.assign(options, false);
    optionFixedDirty_.assign(options, false);
    for (std::size_t i = 0; i < options; ++i) out[i] = projection_->models[i]->comparablePvAt(1.0);
}

void RiskModel::pvs(std::span<const double> values, std::span<double> out) {
    for (std::size_t i = 0; i < fields_.size(); ++i) setField(i, values[i], false);
    evaluate(out);
}

void RiskModel::pvsWithOne(std::size_t input, double value, std::span<double> out) {
    const double raw = fields_[input].valid() ? fields_[input].raw() : 0.0;
    setField(input, value, false);
    evaluate(out);
    setField(input, raw, true);
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
