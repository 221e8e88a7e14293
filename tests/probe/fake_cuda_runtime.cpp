#include "fake_cuda_runtime.h"

#include "probe_kernels.h"

#include <cuda_runtime_api.h>

#include <cstdlib>
#include <cstring>
#include <set>

namespace gputco::probe::fake {
namespace {

constexpr int kFakeRuntimeVersion = 13000;  // the toolkit here: CUDA 13.0

FakeGpu gpu;
FakeStats counters;
cudaError_t lastError = cudaSuccess;
cudaError_t stickyError = cudaSuccess;
std::set<void*> deviceBuffers;
std::set<void*> pinnedBuffers;

// Every fake call goes through here: counts it and applies the injected failure.
cudaError_t enter(const char* api) {
    const int n = counters.calls[api]++;
    if (stickyError != cudaSuccess) return lastError = stickyError;
    if (gpu.failApi == api && n == gpu.failAfter) {
        if (gpu.sticky) stickyError = static_cast<cudaError_t>(gpu.failCode);
        return lastError = static_cast<cudaError_t>(gpu.failCode);
    }
    return cudaSuccess;
}

void advance(double seconds) {
    counters.virtualSeconds += seconds + gpu.launchOverheadUs * 1e-6;
}

// Rate factor of a kernel with `variation`: timers record a start and a stop event per batch,
// so the pair count alternates the slow batches.
double slowdown(double variation) {
    const int pairs = counters.calls["cudaEventRecord"] / 2;
    return pairs % 2 == 1 ? 1 - variation : 1.0;
}

}  // namespace

void reset(const FakeGpu& wanted) {
    for (void* p : deviceBuffers) std::free(p);
    for (void* p : pinnedBuffers) std::free(p);
    deviceBuffers.clear();
    pinnedBuffers.clear();
    gpu = wanted;
    counters = FakeStats{};
    lastError = stickyError = cudaSuccess;
}

void runGemm(double flops) {
    advance(flops / (gpu.gemmTflops * slowdown(gpu.tensorVariation) * 1e12));
}

void hostTime(double seconds) {
    counters.virtualSeconds += seconds;
}

const FakeStats& stats() {
    counters.liveDeviceBuffers = static_cast<int>(deviceBuffers.size());
    counters.livePinnedBuffers = static_cast<int>(pinnedBuffers.size());
    return counters;
}

}  // namespace gputco::probe::fake

using namespace gputco::probe::fake;

// Events are heap doubles holding the virtual time they were recorded at.
extern "C" {

cudaError_t cudaRuntimeGetVersion(int* v) {
    *v = kFakeRuntimeVersion;
    return cudaSuccess;
}
cudaError_t cudaDriverGetVersion(int* v) {
    *v = gpu.deviceCountError == 35 ? 0 : gpu.driverVersion;
    return cudaSuccess;
}
cudaError_t cudaGetLastError(void) {
    const cudaError_t e = lastError;
    lastError = stickyError;
    return e;
}
cudaError_t cudaPeekAtLastError(void) {
    return lastError;
}

const char* cudaGetErrorName(cudaError_t e) {
    switch (e) {
        case cudaSuccess:
            return "cudaSuccess";
        case cudaErrorMemoryAllocation:
            return "cudaErrorMemoryAllocation";
        case cudaErrorInsufficientDriver:
            return "cudaErrorInsufficientDriver";
        case cudaErrorNoDevice:
            return "cudaErrorNoDevice";
        case cudaErrorInvalidDevice:
            return "cudaErrorInvalidDevice";
        case cudaErrorIllegalAddress:
            return "cudaErrorIllegalAddress";
        default:
            return "cudaErrorUnknown";
    }
}

cudaError_t cudaGetDeviceCount(int* count) {
    *count = 0;
    if (gpu.deviceCountError != 0) return lastError = static_cast<cudaError_t>(gpu.deviceCountError);
    if (gpu.driverVersion > 0 && gpu.driverVersion < kFakeRuntimeVersion)
        return lastError = cudaErrorInsufficientDriver;
    if (auto e = enter("cudaGetDeviceCount")) return e;
    *count = gpu.deviceCount;
    return cudaSuccess;
}

cudaError_t cudaSetDevice(int device) {
    if (auto e = enter("cudaSetDevice")) return e;
    return device < gpu.deviceCount ? cudaSuccess : (lastError = cudaErrorInvalidDevice);
}

cudaError_t cudaGetDeviceProperties(cudaDeviceProp* prop, int) {
    if (auto e = enter("cudaGetDeviceProperties")) return e;
    std::memset(prop, 0, sizeof *prop);
    std::strncpy(prop->name, gpu.name, sizeof prop->name - 1);
    for (int i = 0; i < 16; ++i) prop->uuid.bytes[i] = static_cast<char>(0x10 + i);
    prop->major = gpu.ccMajor;
    prop->minor = gpu.ccMinor;
    prop->multiProcessorCount = gpu.smCount;
    prop->l2CacheSize = static_cast<int>(gpu.l2Bytes);
    prop->totalGlobalMem = static_cast<size_t>(gpu.memoryBytes);
    return cudaSuccess;
}

cudaError_t cudaDeviceGetAttribute(int* value, cudaDeviceAttr attr, int) {
    if (auto e = enter("cudaDeviceGetAttribute")) return e;
    switch (attr) {
        case cudaDevAttrClockRate:
            *value = gpu.smClockKhz;
            break;
        case cudaDevAttrMemoryClockRate:
            *value = 3200000;
            break;
        case cudaDevAttrGlobalMemoryBusWidth:
            *value = 6144;
            break;
        default:
            *value = 0;
    }
    return cudaSuccess;
}

cudaError_t cudaMemGetInfo(size_t* freeBytes, size_t* totalBytes) {
    if (auto e = enter("cudaMemGetInfo")) return e;
    *freeBytes = static_cast<size_t>(gpu.freeBytes);
    *totalBytes = static_cast<size_t>(gpu.memoryBytes);
    return cudaSuccess;
}

// Host memory stands in for device memory; big buffers are never touched (see cudaMemset).
cudaError_t cudaMalloc(void** p, size_t bytes) {
    if (auto e = enter("cudaMalloc")) return e;
    *p = std::malloc(bytes);
    deviceBuffers.insert(*p);
    return cudaSuccess;
}

cudaError_t cudaFree(void* p) {
    deviceBuffers.erase(p);
    std::free(p);
    return enter("cudaFree");
}

cudaError_t cudaMallocHost(void** p, size_t bytes) {
    if (auto e = enter("cudaMallocHost")) return e;
    *p = std::malloc(bytes);
    pinnedBuffers.insert(*p);
    return cudaSuccess;
}

cudaError_t cudaFreeHost(void* p) {
    pinnedBuffers.erase(p);
    std::free(p);
    return enter("cudaFreeHost");
}

cudaError_t cudaMemset(void*, int, size_t) {
    return enter("cudaMemset");
}

cudaError_t cudaMemcpy(void* dst, const void* src, size_t bytes, cudaMemcpyKind) {
    if (auto e = enter("cudaMemcpy")) return e;
    if (bytes <= 4096)  // small result copies are real; bulk copies only cost virtual time
        std::memcpy(dst, src, bytes);
    else
        advance(static_cast<double>(bytes) / (gpu.copyGbs * 1e9));
    return cudaSuccess;
}

cudaError_t cudaDeviceSynchronize(void) {
    return enter("cudaDeviceSynchronize");
}

cudaError_t cudaEventCreate(cudaEvent_t* event) {
    if (auto e = enter("cudaEventCreate")) return e;
    *event = reinterpret_cast<cudaEvent_t>(new double(0));
    ++counters.liveEvents;
    return cudaSuccess;
}

cudaError_t cudaEventDestroy(cudaEvent_t event) {
    delete reinterpret_cast<double*>(event);
    --counters.liveEvents;
    return enter("cudaEventDestroy");
}

cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t) {
    if (auto e = enter("cudaEventRecord")) return e;
    *reinterpret_cast<double*>(event) = counters.virtualSeconds;
    return cudaSuccess;
}

cudaError_t cudaEventSynchronize(cudaEvent_t) {
    return enter("cudaEventSynchronize");
}

cudaError_t cudaEventElapsedTime(float* ms, cudaEvent_t start, cudaEvent_t end) {
    if (auto e = enter("cudaEventElapsedTime")) return e;
    *ms = static_cast<float>((*reinterpret_cast<double*>(end) - *reinterpret_cast<double*>(start)) * 1e3);
    return cudaSuccess;
}

}  // extern "C"

namespace gputco::probe::kernels {

cudaError_t triadBlocksPerSm(int* blocks) {
    *blocks = 8;
    return enter("occupancy");
}
cudaError_t fmaBlocksPerSm(int* blocks) {
    *blocks = 8;
    return enter("occupancy");
}
cudaError_t mmaBlocksPerSm(int* blocks) {
    *blocks = 10;
    return enter("occupancy");
}

cudaError_t launchTriad(float*, const float*, const float*, float, std::size_t float4Count, int grid) {
    if (auto e = enter("launchTriad")) return e;
    if (grid != 8 * gpu.smCount) return lastError = cudaErrorInvalidConfiguration;
    advance(3.0 * 16.0 * static_cast<double>(float4Count) / (gpu.hbmGbs * slowdown(gpu.hbmVariation) * 1e9));
    return cudaSuccess;
}

cudaError_t launchFill(float*, float, std::size_t float4Count, int grid) {
    if (auto e = enter("launchFill")) return e;
    if (grid != 8 * gpu.smCount) return lastError = cudaErrorInvalidConfiguration;
    advance(16.0 * static_cast<double>(float4Count) / (gpu.hbmGbs * 1e9));  // one array written
    return cudaSuccess;
}

cudaError_t launchFillRandomHalves(void*, std::size_t count, unsigned, int) {
    if (auto e = enter("launchFillRandomHalves")) return e;
    advance(2.0 * static_cast<double>(count) / (gpu.hbmGbs * 1e9));
    return cudaSuccess;
}

cudaError_t launchFma(float*, float, float, int iterations, long long* cycles, int grid) {
    if (auto e = enter("launchFma")) return e;
    const double flops = static_cast<double>(grid) * kFmaBlock * iterations * kFmaFlopsPerThreadIteration;
    const double seconds = flops / (gpu.fp32Tflops * slowdown(gpu.fp32Variation) * 1e12);
    advance(seconds);
    if (cycles != nullptr) *cycles = static_cast<long long>(seconds * gpu.smClockMeasuredMhz * 1e6);
    return cudaSuccess;
}

cudaError_t launchMma(float*, unsigned, float, int iterations, long long* cycles, int grid) {
    if (auto e = enter("launchMma")) return e;
    const double flops = static_cast<double>(grid) * kMmaBlock / 32 * iterations * kMmaFlopsPerWarpIteration;
    const double seconds = flops / (gpu.tensorTflops * slowdown(gpu.tensorVariation) * 1e12);
    advance(seconds);
    if (cycles != nullptr) *cycles = static_cast<long long>(seconds * gpu.tensorClockMhz * 1e6);
    return cudaSuccess;
}

}  // namespace gputco::probe::kernels
