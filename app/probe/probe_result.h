#pragma once
// What one probe run found, as plain values. Filled by the CUDA runner (or the stub in a
// build without nvcc) and turned into the JSON document by probe_report.cpp.

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "gpu_watch.h"

namespace gputco::probe {

// 2: each metric states its method, spread, stability and clock; flags.unstable.
// 3: NVML's power, clock and clock-event reasons per metric, `nvml`, flags.other_processes.
inline constexpr int kFormatVersion = 3;
// Above this spread of the kept batches ((max - min) / median) a metric is unstable: another
// process, a clock step or thermal throttling moved it, and its median is not a rate.
inline constexpr double kMaxStableSpread = 0.03;
inline constexpr const char* kProbeVersion = "0.1.0";

enum class ProbeStatus { Ok, NoDevice, DriverMissing, DriverTooOld, NotCompiled, Error };

const char* statusName(ProbeStatus status);

// The CUDA call that failed, as the document's `error` object reports it.
struct CudaFailure {
    std::string api;   // e.g. "cuMemAlloc(triad.a)"
    int code = 0;      // the CUresult value (or cublasStatus_t for a cuBLASLt call)
    std::string name;  // cuGetErrorName
};

// One measured figure: the samples are the kept batches (warm-up batch already dropped),
// each already converted to `unit`.
struct Measurement {
    std::string unit;
    // What measured it (docs/probe.md, "Method per metric"): "triad", "fma_loop",
    // "mma_sync_peak_kernel", "cuda_memcpy_pinned". A peak kernel is not a GEMM's rate.
    std::string method;
    // Median SM clock during this metric's batches; absent where the kernel does not read it.
    std::optional<double> smClockMhz;
    std::vector<double> samples;
    std::vector<std::pair<std::string, std::string>> notes;    // e.g. bytes_counted
    std::vector<std::pair<std::string, std::uint64_t>> sizes;  // e.g. array_bytes
    // What NVML saw while the kept batches ran; absent without NVML.
    std::optional<GpuConditions> conditions;
};

struct MeasurementStats {
    double median = 0, min = 0, max = 0;
    int reps = 0;
    double spread = 0;  // (max - min) / median; 0 with one sample
    bool unstable() const { return spread > kMaxStableSpread; }
};

// Median of the samples is the reported value: one slow batch (a context switch, a clock
// step) does not move it, and it is what a sustained workload sees.
std::optional<MeasurementStats> summarize(const Measurement& measurement);

struct DeviceInfo {
    int index = 0;
    std::string name;
    std::string uuid;  // "GPU-xxxxxxxx-xxxx-...", as nvidia-smi prints it
    int ccMajor = 0, ccMinor = 0;
    int smCount = 0;
    std::uint64_t l2Bytes = 0;
    std::uint64_t memoryBytes = 0;
    std::uint64_t freeMemoryBytes = 0;
    int memoryBusBits = 0;
    std::optional<int> smClockMaxKhz;      // CU_DEVICE_ATTRIBUTE_CLOCK_RATE (peak)
    std::optional<int> memoryClockMaxKhz;  // CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE (peak)
};

struct ProbeReport {
    ProbeStatus status = ProbeStatus::Error;
    std::optional<CudaFailure> error;
    std::string message;  // one human-readable line, never parsed
    bool quick = false;
    int requestedDevice = 0;
    // The CUDA the probe's kernels were built with (1000*major + 10*minor); the probe has no
    // runtime of its own, so this is not a minimum driver.
    std::optional<int> runtimeVersion;
    std::optional<int> driverVersion;  // cuDriverGetVersion; absent when no driver
    std::optional<DeviceInfo> device;

    std::optional<Measurement> hbmBandwidth;
    std::optional<Measurement> fp32;
    std::optional<Measurement> tensorFp16;
    std::optional<Measurement> h2d;
    std::optional<Measurement> d2h;

    // NVML (gpu_watch.h): whether it loaded, whether it knows the device (a MIG instance's or a
    // remapped device's UUID may be unknown to it), and the compute processes other than the
    // probe on the GPU, the most seen before and after the metrics; absent when it cannot tell.
    bool nvmlLoaded = false;
    bool nvmlDeviceFound = false;
    std::optional<int> otherProcesses;

    // SM clock seen by the FMA kernel (clock64 cycles over event time), for `throttled`.
    std::optional<double> smClockMeasuredMhz;
    double elapsedMs = 0;
    std::string measuredAt;  // ISO 8601 UTC, when the run started; empty leaves it null
};

}  // namespace gputco::probe
