#include "model/calibration/calibration_effect.h"

#include <set>

#include "model/calibration/probe_attachment.h"
#include "model/engine/call_audit.h"
#include "model/engine/evaluate.h"
#include "model/engine/gpu_speed.h"

namespace gputco::calibration {

namespace sc = gputco::scenario;

namespace {

double speedOf(const sc::Scenario& s, const std::string& gpu) {
    const sc::GpuModel* model = engine::findGpu(s, gpu);
    return model ? engine::speed(s, *model) : 0.0;
}

}  // namespace

namespace {

CalibrationEffect effectOf(const sc::Scenario& before, const sc::Scenario& after, const engine::Result& a,
                           const engine::Result& b) {
    CalibrationEffect effect;
    std::set<std::string> gpus{sc::kReferenceGpu};
    for (const auto& [key, gpu] : before.gpus) gpus.insert(key);
    for (const auto& [key, gpu] : after.gpus) gpus.insert(key);
    for (const std::string& gpu : gpus)
        effect.speeds.push_back({gpu, speedOf(before, gpu), speedOf(after, gpu)});

    for (std::size_t i = 0; i < a.options.size() && i < b.options.size(); ++i)
        effect.options.push_back({a.options[i].name, a.options[i].costPerReferenceGpuHour,
                                  b.options[i].costPerReferenceGpuHour, a.options[i].comparablePv(),
                                  b.options[i].comparablePv()});
    return effect;
}

// Only PVs and costs per GPU-hour are compared: no break-even search needed.
const engine::EvaluateOptions kQuick{.breakEvenUtilisation = false, .apiBreakEven = false};

}  // namespace

CalibrationEffect calibrationEffect(const sc::Scenario& before, const sc::Scenario& after) {
    const engine::EngineCall audited(engine::EntryPoint::CalibrationEffect);  // call_audit.h
    return effectOf(before, after, engine::evaluate(before, kQuick), engine::evaluate(after, kQuick));
}

CalibrationEffect calibrationEffect(const sc::Scenario& before, const sc::Scenario& after,
                                    const engine::Result& afterResult) {
    const engine::EngineCall audited(engine::EntryPoint::CalibrationEffect);  // call_audit.h
    if (before == after) return effectOf(before, after, afterResult, afterResult);
    return effectOf(before, after, engine::evaluate(before, kQuick), afterResult);
}

sc::Scenario withoutCalibration(const sc::Scenario& s) {
    sc::Scenario out = s;
    for (const auto& [key, gpu] : s.gpus)
        if (gpu.calibration) detachProbe(out, key);
    return out;
}

}  // namespace gputco::calibration
