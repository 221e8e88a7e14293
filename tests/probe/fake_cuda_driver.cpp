#include "fake_cuda_driver.h"

#include "gemm_check.h"
#include "probe_kernels.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <map>
#include <set>
#include <string>

namespace gputco::probe::fake {
namespace {

constexpr std::uint32_t kFatbinMagic = 0xBA55ED50u;

FakeGpu gpu;
FakeStats counters;
CUresult stickyError = CUDA_SUCCESS;
std::set<void*> deviceBuffers;
std::set<void*> pinnedBuffers;

// What the fake kernels wrote, where the runner reads it back: the random halves' seeds by
// buffer, and the own GEMM's operands by its output.
std::map<CUdeviceptr, unsigned> randomFills;
struct OwnGemm {
    CUdeviceptr a = 0, b = 0;
    int n = 0;
};
std::map<CUdeviceptr, OwnGemm> ownGemms;

// Every fake call goes through here: counts it and applies the injected failure.
CUresult enter(const std::string& api) {
    const int n = counters.calls[api]++;
    if (stickyError != CUDA_SUCCESS) return stickyError;
    if (gpu.failApi == api && n == gpu.failAfter) {
        if (gpu.sticky) stickyError = static_cast<CUresult>(gpu.failCode);
        return static_cast<CUresult>(gpu.failCode);
    }
    return CUDA_SUCCESS;
}

void advance(double seconds) {
    counters.virtualSeconds += seconds + gpu.launchOverheadUs * 1e-6;
}

// Rate factor of a kernel with `variation`: timers record a start and a stop event per batch,
// so the pair count alternates the slow batches.
double slowdown(double variation) {
    const int pairs = counters.calls["cuEventRecord"] / 2;
    return pairs % 2 == 1 ? 1 - variation : 1.0;
}

// A kernel of the fake module: its handle is the address of its entry here.
struct FakeKernel {
    const char* name;
    int blocksPerSm;
};
FakeKernel fakeKernels[] = {{kernels::kTriad, 8},    {kernels::kFill, 8}, {kernels::kFillRandomHalves, 8},
                            {kernels::kFma, 8},      {kernels::kMma, 10}, {kernels::kTiledGemm, 2},
                            {kernels::kWgmmaGemm, 2}};
int moduleSlot = 0;  // the fake module's handle points here
int contextSlot = 0;

template <typename T>
T param(void** parameters, int index) {
    T value;
    std::memcpy(&value, parameters[index], sizeof value);
    return value;
}

void storeCycles(CUdeviceptr slot, double seconds, double mhz) {
    if (slot != 0) *reinterpret_cast<long long*>(slot) = static_cast<long long>(seconds * mhz * 1e6);
}

// What each kernel costs on the virtual clock, from its parameters (probe_kernels.h's order).
CUresult runKernel(const FakeKernel& kernel, unsigned grid, void** p) {
    const std::string name = kernel.name;
    const auto grid8 = static_cast<unsigned>(8 * gpu.smCount);
    if (name == kernels::kTriad) {
        if (grid != grid8) return CUDA_ERROR_INVALID_VALUE;
        advance(3.0 * 16.0 * static_cast<double>(param<std::size_t>(p, 4)) /
                (gpu.hbmGbs * slowdown(gpu.hbmVariation) * 1e9));
    } else if (name == kernels::kFill) {
        if (grid != grid8) return CUDA_ERROR_INVALID_VALUE;
        advance(16.0 * static_cast<double>(param<std::size_t>(p, 2)) /
                (gpu.hbmGbs * 1e9));  // one array written
    } else if (name == kernels::kFillRandomHalves) {
        advance(2.0 * static_cast<double>(param<std::size_t>(p, 1)) / (gpu.hbmGbs * 1e9));
        randomFills[param<CUdeviceptr>(p, 0)] = param<unsigned>(p, 2);
    } else if (name == kernels::kTiledGemm || name == kernels::kWgmmaGemm) {
        const int n = param<int>(p, 3);
        const int side = n / kernels::kGemmTile;
        if (n % kernels::kGemmTile != 0 || grid != static_cast<unsigned>(side * side))
            return CUDA_ERROR_INVALID_VALUE;
        const double flops = 2.0 * n * static_cast<double>(n) * n;
        const double tflops = name == kernels::kWgmmaGemm ? gpu.wgmmaGemmTflops : gpu.ownGemmTflops;
        advance(flops / (tflops * slowdown(gpu.tensorVariation) * 1e12));
        ownGemms[param<CUdeviceptr>(p, 2)] = {param<CUdeviceptr>(p, 0), param<CUdeviceptr>(p, 1), n};
    } else if (name == kernels::kFma) {
        const double flops = static_cast<double>(grid) * kernels::kFmaBlock * param<int>(p, 3) *
                             kernels::kFmaFlopsPerThreadIteration;
        const double seconds = flops / (gpu.fp32Tflops * slowdown(gpu.fp32Variation) * 1e12);
        advance(seconds);
        storeCycles(param<CUdeviceptr>(p, 4), seconds, gpu.smClockMeasuredMhz);
    } else if (name == kernels::kMma) {
        const double flops = static_cast<double>(grid) * kernels::kMmaBlock / 32 * param<int>(p, 3) *
                             kernels::kMmaFlopsPerWarpIteration;
        const double seconds = flops / (gpu.tensorTflops * slowdown(gpu.tensorVariation) * 1e12);
        advance(seconds);
        storeCycles(param<CUdeviceptr>(p, 4), seconds, gpu.tensorClockMhz);
    }
    return CUDA_SUCCESS;
}

// The driver's entry points. Host memory stands in for device memory; big buffers are never
// touched (bulk copies only cost virtual time).
namespace entry {

CUresult init(unsigned) {
    if (gpu.initError != 0) return static_cast<CUresult>(gpu.initError);
    return enter("cuInit");
}
CUresult driverGetVersion(int* version) {
    *version = gpu.driverVersion;
    return CUDA_SUCCESS;
}
CUresult getErrorName(CUresult error, const char** name) {
    switch (error) {
        case CUDA_SUCCESS:
            *name = "CUDA_SUCCESS";
            break;
        case CUDA_ERROR_INVALID_VALUE:
            *name = "CUDA_ERROR_INVALID_VALUE";
            break;
        case CUDA_ERROR_OUT_OF_MEMORY:
            *name = "CUDA_ERROR_OUT_OF_MEMORY";
            break;
        case CUDA_ERROR_NO_DEVICE:
            *name = "CUDA_ERROR_NO_DEVICE";
            break;
        case CUDA_ERROR_INVALID_DEVICE:
            *name = "CUDA_ERROR_INVALID_DEVICE";
            break;
        case CUDA_ERROR_NO_BINARY_FOR_GPU:
            *name = "CUDA_ERROR_NO_BINARY_FOR_GPU";
            break;
        case CUDA_ERROR_UNSUPPORTED_PTX_VERSION:
            *name = "CUDA_ERROR_UNSUPPORTED_PTX_VERSION";
            break;
        case CUDA_ERROR_ILLEGAL_ADDRESS:
            *name = "CUDA_ERROR_ILLEGAL_ADDRESS";
            break;
        case CUDA_ERROR_SYSTEM_DRIVER_MISMATCH:
            *name = "CUDA_ERROR_SYSTEM_DRIVER_MISMATCH";
            break;
        default:
            return CUDA_ERROR_INVALID_VALUE;  // as the driver answers for a code it does not know
    }
    return CUDA_SUCCESS;
}
CUresult deviceGetCount(int* count) {
    *count = 0;
    if (auto e = enter("cuDeviceGetCount")) return e;
    *count = gpu.deviceCount;
    return CUDA_SUCCESS;
}
CUresult deviceGet(CUdevice* device, int ordinal) {
    if (auto e = enter("cuDeviceGet")) return e;
    if (ordinal < 0 || ordinal >= gpu.deviceCount) return CUDA_ERROR_INVALID_DEVICE;
    *device = ordinal;
    return CUDA_SUCCESS;
}
CUresult deviceGetName(char* name, int length, CUdevice) {
    if (auto e = enter("cuDeviceGetName")) return e;
    std::strncpy(name, gpu.name, static_cast<std::size_t>(length) - 1);
    name[length - 1] = '\0';
    return CUDA_SUCCESS;
}
CUresult deviceGetUuid(CUuuid* uuid, CUdevice) {
    if (auto e = enter("cuDeviceGetUuid")) return e;
    for (int i = 0; i < 16; ++i) uuid->bytes[i] = static_cast<char>(0x10 + i);
    return CUDA_SUCCESS;
}
CUresult deviceGetAttribute(int* value, CUdevice_attribute attribute, CUdevice) {
    if (auto e = enter("cuDeviceGetAttribute")) return e;
    switch (attribute) {
        case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR:
            *value = gpu.ccMajor;
            break;
        case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR:
            *value = gpu.ccMinor;
            break;
        case CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT:
            *value = gpu.smCount;
            break;
        case CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE:
            *value = static_cast<int>(gpu.l2Bytes);
            break;
        case CU_DEVICE_ATTRIBUTE_CLOCK_RATE:
            *value = gpu.smClockKhz;
            break;
        case CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE:
            *value = 3200000;
            break;
        case CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH:
            *value = 6144;
            break;
        default:
            *value = 0;
    }
    return CUDA_SUCCESS;
}
CUresult deviceTotalMem(std::size_t* bytes, CUdevice) {
    if (auto e = enter("cuDeviceTotalMem")) return e;
    *bytes = static_cast<std::size_t>(gpu.memoryBytes);
    return CUDA_SUCCESS;
}
CUresult primaryCtxRetain(CUcontext* context, CUdevice) {
    if (auto e = enter("cuDevicePrimaryCtxRetain")) return e;
    *context = reinterpret_cast<CUcontext>(&contextSlot);
    ++counters.retainedContexts;
    return CUDA_SUCCESS;
}
CUresult primaryCtxRelease(CUdevice) {
    --counters.retainedContexts;
    return enter("cuDevicePrimaryCtxRelease");
}
CUresult ctxSetCurrent(CUcontext) {
    return enter("cuCtxSetCurrent");
}
CUresult ctxSynchronize() {
    return enter("cuCtxSynchronize");
}
CUresult memGetInfo(std::size_t* freeBytes, std::size_t* totalBytes) {
    if (auto e = enter("cuMemGetInfo")) return e;
    *freeBytes = static_cast<std::size_t>(gpu.freeBytes);
    *totalBytes = static_cast<std::size_t>(gpu.memoryBytes);
    return CUDA_SUCCESS;
}
CUresult memAlloc(CUdeviceptr* pointer, std::size_t bytes) {
    if (auto e = enter("cuMemAlloc")) return e;
    void* p = std::malloc(bytes);
    deviceBuffers.insert(p);
    *pointer = reinterpret_cast<CUdeviceptr>(p);
    return CUDA_SUCCESS;
}
CUresult memFree(CUdeviceptr pointer) {
    void* p = reinterpret_cast<void*>(pointer);
    deviceBuffers.erase(p);
    randomFills.erase(pointer);
    ownGemms.erase(pointer);
    std::free(p);
    return enter("cuMemFree");
}
CUresult memAllocHost(void** pointer, std::size_t bytes) {
    if (auto e = enter("cuMemAllocHost")) return e;
    *pointer = std::malloc(bytes);
    pinnedBuffers.insert(*pointer);
    return CUDA_SUCCESS;
}
CUresult memFreeHost(void* pointer) {
    pinnedBuffers.erase(pointer);
    std::free(pointer);
    return enter("cuMemFreeHost");
}
CUresult copy(const char* api, void* dst, const void* src, std::size_t bytes) {
    if (auto e = enter(api)) return e;
    if (bytes <= 4096)  // small result copies are real; bulk copies only cost virtual time
        std::memcpy(dst, src, bytes);
    else
        advance(static_cast<double>(bytes) / (gpu.copyGbs * 1e9));
    return CUDA_SUCCESS;
}
CUresult memcpyHtoD(CUdeviceptr dst, const void* src, std::size_t bytes) {
    return copy("cuMemcpyHtoD", reinterpret_cast<void*>(dst), src, bytes);
}
// One float of an own GEMM's output at `src`, computed from its inputs' seeds; false when `src`
// is not in one.
bool ownGemmEntry(CUdeviceptr src, float* value) {
    for (const auto& [d, gemm] : ownGemms) {
        const auto cells = static_cast<std::size_t>(gemm.n) * static_cast<std::size_t>(gemm.n);
        if (src < d || src >= d + cells * 4) continue;
        const std::size_t cell = (src - d) / 4;
        const int row = static_cast<int>(cell / static_cast<std::size_t>(gemm.n));
        const int col = static_cast<int>(cell % static_cast<std::size_t>(gemm.n));
        // The fake's own product, independent of gemm_check's reference: float accumulation in
        // k order, as one thread of a plain GEMM would.
        float sum = 0;
        for (int k = 0; k < gemm.n; ++k)
            sum += randomHalfValue(static_cast<std::size_t>(row) * gemm.n + k, randomFills[gemm.a]) *
                   randomHalfValue(static_cast<std::size_t>(col) * gemm.n + k, randomFills[gemm.b]);
        *value = sum + static_cast<float>(gpu.ownGemmError);
        return true;
    }
    return false;
}

CUresult memcpyDtoH(void* dst, CUdeviceptr src, std::size_t bytes) {
    if (float value = 0; bytes == sizeof value && ownGemmEntry(src, &value)) {
        if (auto e = enter("cuMemcpyDtoH")) return e;
        std::memcpy(dst, &value, sizeof value);
        return CUDA_SUCCESS;
    }
    return copy("cuMemcpyDtoH", dst, reinterpret_cast<const void*>(src), bytes);
}
// Events are heap doubles holding the virtual time they were recorded at.
CUresult eventCreate(CUevent* event, unsigned) {
    if (auto e = enter("cuEventCreate")) return e;
    *event = reinterpret_cast<CUevent>(new double(0));
    ++counters.liveEvents;
    return CUDA_SUCCESS;
}
CUresult eventDestroy(CUevent event) {
    delete reinterpret_cast<double*>(event);
    --counters.liveEvents;
    return enter("cuEventDestroy");
}
CUresult eventRecord(CUevent event, CUstream) {
    if (auto e = enter("cuEventRecord")) return e;
    *reinterpret_cast<double*>(event) = counters.virtualSeconds;
    return CUDA_SUCCESS;
}
CUresult eventSynchronize(CUevent) {
    return enter("cuEventSynchronize");
}
CUresult eventElapsedTime(float* ms, CUevent start, CUevent end) {
    if (auto e = enter("cuEventElapsedTime")) return e;
    *ms = static_cast<float>((*reinterpret_cast<double*>(end) - *reinterpret_cast<double*>(start)) * 1e3);
    return CUDA_SUCCESS;
}
CUresult moduleLoadData(CUmodule* module, const void* image) {
    const int n = counters.calls["cuModuleLoadData"];
    if (auto e = enter("cuModuleLoadData")) return e;
    std::uint32_t magic = 0;
    std::memcpy(&magic, image, sizeof magic);
    if (magic != kFatbinMagic) return CUDA_ERROR_INVALID_IMAGE;
    if (n < gpu.imagesRefused) return CUDA_ERROR_NO_BINARY_FOR_GPU;
    if (gpu.moduleLoadError != 0) return static_cast<CUresult>(gpu.moduleLoadError);
    *module = reinterpret_cast<CUmodule>(&moduleSlot);
    ++counters.liveModules;
    return CUDA_SUCCESS;
}
CUresult moduleUnload(CUmodule) {
    --counters.liveModules;
    return enter("cuModuleUnload");
}
CUresult moduleGetFunction(CUfunction* function, CUmodule, const char* name) {
    if (auto e = enter("cuModuleGetFunction")) return e;
    for (FakeKernel& kernel : fakeKernels)
        if (std::strcmp(kernel.name, name) == 0) {
            *function = reinterpret_cast<CUfunction>(&kernel);
            return CUDA_SUCCESS;
        }
    return CUDA_ERROR_NOT_FOUND;
}
CUresult launchKernel(CUfunction function, unsigned gridX, unsigned, unsigned, unsigned, unsigned, unsigned,
                      unsigned, CUstream, void** parameters, void**) {
    const auto& kernel = *reinterpret_cast<const FakeKernel*>(function);
    if (auto e = enter(std::string("launch:") + kernel.name)) return e;
    return runKernel(kernel, gridX, parameters);
}
CUresult occupancy(int* blocks, CUfunction function, int, std::size_t) {
    *blocks = reinterpret_cast<const FakeKernel*>(function)->blocksPerSm;
    return enter("cuOccupancyMaxActiveBlocksPerMultiprocessor");
}

}  // namespace entry

DriverApi fakeApi() {
    DriverApi api;
    api.init = entry::init;
    api.driverGetVersion = entry::driverGetVersion;
    api.getErrorName = entry::getErrorName;
    api.deviceGetCount = entry::deviceGetCount;
    api.deviceGet = entry::deviceGet;
    api.deviceGetName = entry::deviceGetName;
    api.deviceGetUuid = entry::deviceGetUuid;
    api.deviceGetAttribute = entry::deviceGetAttribute;
    api.deviceTotalMem = entry::deviceTotalMem;
    api.primaryCtxRetain = entry::primaryCtxRetain;
    api.primaryCtxRelease = entry::primaryCtxRelease;
    api.ctxSetCurrent = entry::ctxSetCurrent;
    api.ctxSynchronize = entry::ctxSynchronize;
    api.memGetInfo = entry::memGetInfo;
    api.memAlloc = entry::memAlloc;
    api.memFree = entry::memFree;
    api.memAllocHost = entry::memAllocHost;
    api.memFreeHost = entry::memFreeHost;
    api.memcpyHtoD = entry::memcpyHtoD;
    api.memcpyDtoH = entry::memcpyDtoH;
    api.eventCreate = entry::eventCreate;
    api.eventDestroy = entry::eventDestroy;
    api.eventRecord = entry::eventRecord;
    api.eventSynchronize = entry::eventSynchronize;
    api.eventElapsedTime = entry::eventElapsedTime;
    api.moduleLoadData = entry::moduleLoadData;
    api.moduleUnload = entry::moduleUnload;
    api.moduleGetFunction = entry::moduleGetFunction;
    api.launchKernel = entry::launchKernel;
    api.occupancy = entry::occupancy;
    return api;
}

}  // namespace

void configure(const FakeGpu& wanted) {
    for (void* p : deviceBuffers) std::free(p);
    for (void* p : pinnedBuffers) std::free(p);
    deviceBuffers.clear();
    pinnedBuffers.clear();
    randomFills.clear();
    ownGemms.clear();
    gpu = wanted;
    counters = FakeStats{};
    stickyError = CUDA_SUCCESS;
}

const DriverApi& fakeDriverApi() {
    static const DriverApi api = fakeApi();
    return api;
}

DriverLoad fakeDriverLoad(const FakeGpu& wanted) {
    DriverLoad load;
    load.libraryLoaded = wanted.libraryLoads;
    load.missingEntryPoint = wanted.missingEntryPoint;
    if (wanted.libraryLoads && wanted.missingEntryPoint.empty()) load.api = &fakeDriverApi();
    if (wanted.libraryLoads) load.version = wanted.driverVersion;
    return load;
}

KernelImage fakeKernelImage() {
    // magic, version 1, header size 16, and nothing after the header
    KernelImage image(16, 0);
    std::memcpy(image.data(), &kFatbinMagic, sizeof kFatbinMagic);
    image[4] = 1;
    image[6] = 16;
    return image;
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
