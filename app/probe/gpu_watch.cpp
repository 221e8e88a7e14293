#include "gpu_watch.h"

#include <dlfcn.h>

#include <algorithm>

namespace gputco::probe {
namespace {

const NvmlApi* overridden = nullptr;
bool isOverridden = false;

template <typename F>
void bind(void* library, const char* name, F*& out) {
    out = reinterpret_cast<F*>(dlsym(library, name));
}

// Loaded once and kept for the process's life: the probe is a short child process.
const NvmlApi* loadSystemNvml() {
    void* library = dlopen("libnvidia-ml.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!library) return nullptr;
    static NvmlApi api;
    bind(library, "nvmlInit_v2", api.init);
    bind(library, "nvmlDeviceGetHandleByUUID", api.handleByUuid);
    bind(library, "nvmlDeviceGetPowerUsage", api.powerUsage);
    bind(library, "nvmlDeviceGetEnforcedPowerLimit", api.powerLimit);
    bind(library, "nvmlDeviceGetClockInfo", api.clockInfo);
    bind(library, "nvmlDeviceGetCurrentClocksEventReasons", api.clockEventReasons);
    if (!api.clockEventReasons)
        bind(library, "nvmlDeviceGetCurrentClocksThrottleReasons", api.clockEventReasons);
    bind(library, "nvmlDeviceGetComputeRunningProcesses_v3", api.computeProcesses);
    if (!api.init || api.init() != kNvmlSuccess || !api.handleByUuid) return nullptr;
    return &api;
}

}  // namespace

const NvmlApi* systemNvml() {
    if (isOverridden) return overridden;
    static const NvmlApi* api = loadSystemNvml();
    return api;
}

void overrideNvml(const NvmlApi* api) {
    overridden = api;
    isOverridden = true;
}

std::vector<std::string> clockEventReasonNames(std::uint64_t reasons) {
    static const std::pair<std::uint64_t, const char*> names[] = {
        {kReasonApplicationsClocks, "applications_clocks"},
        {kReasonSwPowerCap, "sw_power_cap"},
        {kReasonHwSlowdown, "hw_slowdown"},
        {kReasonSyncBoost, "sync_boost"},
        {kReasonSwThermal, "sw_thermal_slowdown"},
        {kReasonHwThermal, "hw_thermal_slowdown"},
        {kReasonHwPowerBrake, "hw_power_brake_slowdown"},
        {kReasonDisplayClocks, "display_clocks"}};
    std::vector<std::string> out;
    for (const auto& [bit, name] : names)
        if (reasons & bit) out.emplace_back(name);
    return out;
}

GpuWatch::GpuWatch(const NvmlApi* api, const std::string& uuid) : api_(api) {
    void* device = nullptr;
    if (api_ && api_->handleByUuid && api_->handleByUuid(uuid.c_str(), &device) == kNvmlSuccess)
        device_ = device;
}

void GpuWatch::sample() {
    if (!active()) return;
    ++seen_.samples;
    unsigned value = 0;
    if (api_->powerUsage && api_->powerUsage(device_, &value) == kNvmlSuccess)
        seen_.maxPowerW = std::max(seen_.maxPowerW.value_or(0.0), value / 1000.0);
    if (api_->powerLimit && api_->powerLimit(device_, &value) == kNvmlSuccess)
        seen_.powerLimitW = value / 1000.0;
    if (api_->clockInfo && api_->clockInfo(device_, kNvmlClockSm, &value) == kNvmlSuccess)
        seen_.minSmClockMhz =
            std::min(seen_.minSmClockMhz.value_or(static_cast<double>(value)), static_cast<double>(value));
    unsigned long long reasons = 0;
    if (api_->clockEventReasons && api_->clockEventReasons(device_, &reasons) == kNvmlSuccess)
        seen_.reasons |= reasons & ~kReasonGpuIdle;
}

std::optional<int> GpuWatch::otherProcesses() const {
    if (!active() || !api_->computeProcesses) return std::nullopt;
    unsigned count = 0;
    const int status = api_->computeProcesses(device_, &count, nullptr);
    if (status == kNvmlSuccess) return 0;  // none at all: not even the probe is listed (a container)
    if (status != kNvmlInsufficientSize) return std::nullopt;
    return std::max(0, static_cast<int>(count) - 1);
}

}  // namespace gputco::probe
