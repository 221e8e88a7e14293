#pragma once
// Owners for the CUDA resources the probe takes (the device's primary context, the kernels'
// module, device and pinned buffers, events), so every path out of a measurement, failed or
// not, frees what it took. Destructors ignore errors: after a sticky fault the driver refuses
// frees too, and the first failure is what the report carries anyway. All of them call the
// driver the runner chose with useDriver().

#include "cuda_driver.h"
#include "kernel_image.h"
#include "probe_result.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gputco::probe {

// The driver every call below goes through, for the length of one run.
void useDriver(const DriverApi* api);
const DriverApi& driver();

CudaFailure failureOf(CUresult code, std::string_view api);

// Non-null when `code` is a failure: lets callers write `if (auto f = check(...)) return f;`.
// The call's name becomes a string only on failure: launches in a timed batch pay nothing.
inline std::optional<CudaFailure> check(CUresult code, std::string_view api) {
    if (code == CUDA_SUCCESS) return std::nullopt;
    return failureOf(code, api);
}

// The device's primary context (the one cuBLASLt's runtime also uses), current on this thread
// while the object lives.
class PrimaryContext {
public:
    PrimaryContext() = default;
    PrimaryContext(const PrimaryContext&) = delete;
    PrimaryContext& operator=(const PrimaryContext&) = delete;
    ~PrimaryContext();
    std::optional<CudaFailure> open(CUdevice device);

private:
    CUdevice device_ = 0;
    bool retained_ = false;
};

// The probe's kernels, loaded from the first fat binary the driver accepts.
class KernelModule {
public:
    KernelModule() = default;
    KernelModule(const KernelModule&) = delete;
    KernelModule& operator=(const KernelModule&) = delete;
    ~KernelModule();
    // The failure of the last image tried when none loads (CUDA_ERROR_NO_BINARY_FOR_GPU,
    // CUDA_ERROR_UNSUPPORTED_PTX_VERSION, ...); CUDA_ERROR_NOT_FOUND when there is no image.
    std::optional<CudaFailure> load(const std::vector<KernelImage>& images);
    std::optional<CudaFailure> function(const char* name, CUfunction* out) const;

private:
    CUmodule module_ = nullptr;
};

// Launches `function` on `grid` blocks of `block` threads on the default stream. The arguments
// must have exactly the kernel's parameter types (CUdeviceptr for a pointer): the driver copies
// each one's bytes.
template <typename... Args>
CUresult launchKernel(CUfunction function, int grid, int block, Args... args) {
    void* parameters[] = {static_cast<void*>(&args)..., nullptr};
    return driver().launchKernel(function, static_cast<unsigned>(grid), 1, 1, static_cast<unsigned>(block), 1,
                                 1, 0, nullptr, parameters, nullptr);
}

class DeviceBuffer {
public:
    DeviceBuffer() = default;
    DeviceBuffer(const DeviceBuffer&) = delete;
    DeviceBuffer& operator=(const DeviceBuffer&) = delete;
    ~DeviceBuffer();
    CUresult allocate(std::size_t bytes);
    CUdeviceptr get() const { return ptr_; }
    // The same address as a host-side pointer type, for libraries that take one (cuBLASLt).
    void* pointer() const { return reinterpret_cast<void*>(ptr_); }

private:
    CUdeviceptr ptr_ = 0;
};

class PinnedHostBuffer {
public:
    PinnedHostBuffer() = default;
    PinnedHostBuffer(const PinnedHostBuffer&) = delete;
    PinnedHostBuffer& operator=(const PinnedHostBuffer&) = delete;
    ~PinnedHostBuffer();
    CUresult allocate(std::size_t bytes);
    void* get() const { return ptr_; }

private:
    void* ptr_ = nullptr;
};

// A start/stop event pair around work on the default stream.
class EventTimer {
public:
    EventTimer() = default;
    EventTimer(const EventTimer&) = delete;
    EventTimer& operator=(const EventTimer&) = delete;
    ~EventTimer();
    std::optional<CudaFailure> create();
    std::optional<CudaFailure> start();
    // Records the stop event, waits for it and gives the elapsed milliseconds.
    std::optional<CudaFailure> stop(float* elapsedMs, const char* what);
    // The same in two steps, for host work while the GPU runs (NVML readings): whatever the
    // host does after recordStop() cannot lengthen the timed span.
    std::optional<CudaFailure> recordStop();
    std::optional<CudaFailure> waitForStop(float* elapsedMs, const char* what);

private:
    CUevent start_ = nullptr;
    CUevent stop_ = nullptr;
};

}  // namespace gputco::probe
