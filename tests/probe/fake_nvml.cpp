#include "fake_nvml.h"

#include "fake_cuda_driver.h"

namespace gputco::probe::fake {
namespace {

FakeNvml state;
int samples = 0;
int device = 0;  // the handle's target

int handleByUuid(const char*, void** out) {
    if (!state.knowsDevice) return 13;  // NVML_ERROR_NOT_FOUND
    *out = &device;
    return kNvmlSuccess;
}
int powerUsage(void*, unsigned* mw) {
    ++samples;
    hostTime(state.secondsPerReading);
    *mw = state.powerMilliwatts;
    return kNvmlSuccess;
}
int powerLimit(void*, unsigned* mw) {
    *mw = state.powerLimitMilliwatts;
    return kNvmlSuccess;
}
int clockInfo(void*, int type, unsigned* mhz) {
    if (type != kNvmlClockSm) return 2;  // NVML_ERROR_INVALID_ARGUMENT
    *mhz = state.smClockMhz;
    return kNvmlSuccess;
}
int clockEventReasons(void*, unsigned long long* reasons) {
    *reasons = state.reasons;
    return kNvmlSuccess;
}
// As NVML answers a count-only query: success when none run, else "insufficient size" and the count.
int computeProcesses(void*, unsigned* count, void* infos) {
    if (infos != nullptr || *count != 0) return 2;
    *count = static_cast<unsigned>(state.processes);
    return state.processes == 0 ? kNvmlSuccess : kNvmlInsufficientSize;
}

}  // namespace

const NvmlApi* fakeNvml(const FakeNvml& nvml) {
    state = nvml;
    samples = 0;
    static NvmlApi api;
    api.handleByUuid = handleByUuid;
    api.powerUsage = powerUsage;
    api.powerLimit = powerLimit;
    api.clockInfo = clockInfo;
    api.clockEventReasons = clockEventReasons;
    api.computeProcesses = nvml.hasProcessQuery ? computeProcesses : nullptr;
    return &api;
}

int nvmlSamples() {
    return samples;
}

}  // namespace gputco::probe::fake
