#include "model/engine/gpu_speed.h"

#include <variant>

namespace gputco::engine {

scenario::GpuModel catalogReferenceGpu() {
    scenario::GpuModel g;
    g.datasheet = {{"tensor_fp16", 312.0}, {"hbm_bandwidth", 1555.0}, {"fp32", 19.5}};
    g.efficiency = {{"tensor_fp16", 0.87}, {"hbm_bandwidth", 0.88}, {"fp32", 0.98}};
    g.memoryGb = 40;
    g.provenance.source = "NVIDIA A100 datasheet; efficiencies from BabelStream and MAMF results (catalog)";
    g.provenance.asOf = "2020-05";
    return g;
}

const scenario::GpuModel& referenceGpu(const scenario::Scenario& s) {
    static const scenario::GpuModel fallback = catalogReferenceGpu();
    auto it = s.gpus.find(scenario::kReferenceGpu);
    return it != s.gpus.end() ? it->second : fallback;
}

const scenario::GpuModel* findGpu(const scenario::Scenario& s, const std::string& name) {
    auto it = s.gpus.find(name);
    if (it != s.gpus.end()) return &it->second;
    if (name == scenario::kReferenceGpu) return &referenceGpu(s);
    return nullptr;
}

double calibratedRate(const scenario::GpuModel& gpu, const std::string& metric) {
    auto d = gpu.datasheet.find(metric);
    if (d == gpu.datasheet.end()) return 0;
    auto e = gpu.efficiency.find(metric);
    return d->second * (e == gpu.efficiency.end() ? 1.0 : e->second);
}

double speed(const scenario::Scenario& s, const scenario::GpuModel& gpu) {
    const scenario::GpuModel& ref = referenceGpu(s);
    double timePerReferenceHour = 0;  // hours this GPU needs for one reference GPU-hour
    for (const auto& [metric, share] : s.workload.bound) {
        if (share == 0) continue;
        const double own = calibratedRate(gpu, metric);
        const double reference = calibratedRate(ref, metric);
        if (!(own > 0) || !(reference > 0)) return 0;
        timePerReferenceHour += share * reference / own;
    }
    // An empty workload mix means "like the reference": every GPU runs at its own pace of 1.
    return timePerReferenceHour > 0 ? 1.0 / timePerReferenceHour : 1.0;
}

std::map<std::string, double> speedsByGpu(const scenario::Scenario& s) {
    std::map<std::string, double> speeds;
    for (const auto& option : s.options)
        for (const auto& source : option.sources) {
            const std::string& name =
                std::visit([](const auto& src) -> const std::string& { return src.gpu; }, source);
            if (speeds.count(name)) continue;
            const scenario::GpuModel* gpu = findGpu(s, name);
            speeds[name] = gpu ? speed(s, *gpu) : 0.0;
        }
    return speeds;
}

}  // namespace gputco::engine
