#pragma once
// Owners for the CUDA resources the probe allocates, so every path out of a measurement,
// failed or not, frees what it took. Destructors ignore errors: after a sticky fault the
// runtime refuses frees too, and the first failure is what the report carries anyway.

#include "probe_result.h"

#include <cuda_runtime_api.h>

#include <cstddef>
#include <optional>

namespace gputco::probe {

CudaFailure failureOf(cudaError_t code, const char* api);

// Non-null when `code` is a failure: lets callers write `if (auto f = check(...)) return f;`.
inline std::optional<CudaFailure> check(cudaError_t code, const char* api) {
    if (code == cudaSuccess) return std::nullopt;
    return failureOf(code, api);
}

class DeviceBuffer {
public:
    DeviceBuffer() = default;
    DeviceBuffer(const DeviceBuffer&) = delete;
    DeviceBuffer& operator=(const DeviceBuffer&) = delete;
    ~DeviceBuffer();
    cudaError_t allocate(std::size_t bytes);
    float* floats() const { return static_cast<float*>(ptr_); }
    void* get() const { return ptr_; }

private:
    void* ptr_ = nullptr;
};

class PinnedHostBuffer {
public:
    PinnedHostBuffer() = default;
    PinnedHostBuffer(const PinnedHostBuffer&) = delete;
    PinnedHostBuffer& operator=(const PinnedHostBuffer&) = delete;
    ~PinnedHostBuffer();
    cudaError_t allocate(std::size_t bytes);
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
    cudaEvent_t start_ = nullptr;
    cudaEvent_t stop_ = nullptr;
};

}  // namespace gputco::probe
