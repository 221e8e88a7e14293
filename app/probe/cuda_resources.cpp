#include "cuda_resources.h"

#include <string>

namespace gputco::probe {

CudaFailure failureOf(cudaError_t code, const char* api) {
    const char* name = cudaGetErrorName(code);
    return CudaFailure{api, static_cast<int>(code), name != nullptr ? name : "unknown"};
}

DeviceBuffer::~DeviceBuffer() {
    if (ptr_ != nullptr) cudaFree(ptr_);
}

cudaError_t DeviceBuffer::allocate(std::size_t bytes) {
    return cudaMalloc(&ptr_, bytes);
}

PinnedHostBuffer::~PinnedHostBuffer() {
    if (ptr_ != nullptr) cudaFreeHost(ptr_);
}

cudaError_t PinnedHostBuffer::allocate(std::size_t bytes) {
    return cudaMallocHost(&ptr_, bytes);
}

EventTimer::~EventTimer() {
    if (start_ != nullptr) cudaEventDestroy(start_);
    if (stop_ != nullptr) cudaEventDestroy(stop_);
}

std::optional<CudaFailure> EventTimer::create() {
    if (auto f = check(cudaEventCreate(&start_), "cudaEventCreate")) return f;
    return check(cudaEventCreate(&stop_), "cudaEventCreate");
}

std::optional<CudaFailure> EventTimer::start() {
    return check(cudaEventRecord(start_, nullptr), "cudaEventRecord");
}

std::optional<CudaFailure> EventTimer::stop(float* elapsedMs, const char* what) {
    if (auto f = recordStop()) return f;
    return waitForStop(elapsedMs, what);
}

std::optional<CudaFailure> EventTimer::recordStop() {
    return check(cudaEventRecord(stop_, nullptr), "cudaEventRecord");
}

std::optional<CudaFailure> EventTimer::waitForStop(float* elapsedMs, const char* what) {
    // A fault inside a kernel shows up here; name the measurement it belongs to.
    const std::string sync = std::string("cudaEventSynchronize(") + what + ")";
    if (auto f = check(cudaEventSynchronize(stop_), sync.c_str())) return f;
    return check(cudaEventElapsedTime(elapsedMs, start_, stop_), "cudaEventElapsedTime");
}

}  // namespace gputco::probe
