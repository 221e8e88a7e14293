#pragma once
// What the GPU was doing while a metric ran (issue #18): power draw and limit, the SM clock
// and the clock-event reasons (power cap, thermal, applications clocks) NVML reports, and
// whether other processes held the GPU. NVML is loaded at run time (libnvidia-ml.so.1, part
// of the driver): without it the probe still runs and the document says NVML was absent.
// The probe declares the few NVML entry points it calls rather than needing nvml.h: their
// C signatures are stable across the drivers the probe supports (R535 and newer).

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gputco::probe {

// The NVML entry points the probe calls; an int is an nvmlReturn_t (0 = success), a void* an
// nvmlDevice_t. A missing entry point is null and its figure absent.
struct NvmlApi {
    int (*init)() = nullptr;                                            // nvmlInit_v2
    int (*handleByUuid)(const char* uuid, void** device) = nullptr;     // nvmlDeviceGetHandleByUUID
    int (*powerUsage)(void* device, unsigned* milliwatts) = nullptr;    // nvmlDeviceGetPowerUsage
    int (*powerLimit)(void* device, unsigned* milliwatts) = nullptr;    // nvmlDeviceGetEnforcedPowerLimit
    int (*clockInfo)(void* device, int type, unsigned* mhz) = nullptr;  // nvmlDeviceGetClockInfo
    // nvmlDeviceGetCurrentClocksEventReasons, or on older drivers the same call under its
    // former name nvmlDeviceGetCurrentClocksThrottleReasons.
    int (*clockEventReasons)(void* device, unsigned long long* reasons) = nullptr;
    // nvmlDeviceGetComputeRunningProcesses_v3, asked for the count only (infos null, count 0).
    int (*computeProcesses)(void* device, unsigned* count, void* infos) = nullptr;
};

inline constexpr int kNvmlSuccess = 0;
inline constexpr int kNvmlInsufficientSize = 7;
inline constexpr int kNvmlClockSm = 1;

// The clock-event reason bits (nvml.h, nvmlClocksEventReasons), and which of them slow the
// clock below what the work asks for: throttling.
inline constexpr std::uint64_t kReasonGpuIdle = 0x1, kReasonApplicationsClocks = 0x2, kReasonSwPowerCap = 0x4,
                               kReasonHwSlowdown = 0x8, kReasonSyncBoost = 0x10, kReasonSwThermal = 0x20,
                               kReasonHwThermal = 0x40, kReasonHwPowerBrake = 0x80,
                               kReasonDisplayClocks = 0x100;
inline constexpr std::uint64_t kThrottlingReasons =
    kReasonSwPowerCap | kReasonHwSlowdown | kReasonSwThermal | kReasonHwThermal | kReasonHwPowerBrake;

// The machine's NVML, loaded and initialised once; null when it cannot be.
const NvmlApi* systemNvml();
// Tests: use `api` instead of the machine's NVML (null: as if absent).
void overrideNvml(const NvmlApi* api);

// "sw_power_cap", "hw_thermal_slowdown", ...: the names of the set bits, GPU idle left out
// (the probe's own gaps between launches).
std::vector<std::string> clockEventReasonNames(std::uint64_t reasons);

struct GpuConditions {
    int samples = 0;
    std::optional<double> maxPowerW;
    std::optional<double> powerLimitW;
    std::optional<double> minSmClockMhz;  // NVML's SM clock: the lowest seen
    std::uint64_t reasons = 0;            // every reason seen in any sample
    bool throttled() const { return (reasons & kThrottlingReasons) != 0; }
};

// Watches one GPU (by the UUID CUDA gives it) while the probe's metrics run.
class GpuWatch {
public:
    // `api` null, or no device with `uuid`: watches nothing (`active()` is false).
    GpuWatch(const NvmlApi* api, const std::string& uuid);
    bool active() const { return device_ != nullptr; }
    // A metric starts: forget what the last one saw.
    void begin() { seen_ = GpuConditions{}; }
    // Called while the metric's work is in flight (after a batch is launched, before it is
    // waited for), so the readings are of the GPU under that work.
    void sample();
    GpuConditions seen() const { return seen_; }
    // Compute processes on the GPU other than the probe (the probe's own context counts one);
    // none when NVML cannot tell.
    std::optional<int> otherProcesses() const;

private:
    const NvmlApi* api_ = nullptr;
    void* device_ = nullptr;
    GpuConditions seen_;
};

}  // namespace gputco::probe
