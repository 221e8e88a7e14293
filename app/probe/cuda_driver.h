#pragma once
// The CUDA driver API, loaded at run time from libcuda.so.1 (issue #18). The probe has no CUDA
// runtime of its own: a statically linked CUDA 13 runtime refuses every driver older than R580,
// while the driver API of any driver the fleets run (R535 and newer) loads the probe's kernels
// as the machine code nvcc built for each GPU (kernel_image.h) and runs them.
//
// Only cuda.h's types are used; the entry points are bound by their exported, versioned names
// (cuMemAlloc_v2, ...), which every driver since CUDA 11.4 exports with these signatures, so the
// toolkit's header macros (which map some names to newer versions) play no part.

#include <cuda.h>

#include <cstddef>
#include <functional>
#include <optional>
#include <string>

namespace gputco::probe {

struct DriverApi {
    CUresult (*init)(unsigned flags) = nullptr;                                    // cuInit
    CUresult (*driverGetVersion)(int* version) = nullptr;                          // cuDriverGetVersion
    CUresult (*getErrorName)(CUresult error, const char** name) = nullptr;         // cuGetErrorName
    CUresult (*deviceGetCount)(int* count) = nullptr;                              // cuDeviceGetCount
    CUresult (*deviceGet)(CUdevice* device, int ordinal) = nullptr;                // cuDeviceGet
    CUresult (*deviceGetName)(char* name, int length, CUdevice device) = nullptr;  // cuDeviceGetName
    CUresult (*deviceGetUuid)(CUuuid* uuid, CUdevice device) = nullptr;            // cuDeviceGetUuid_v2
    CUresult (*deviceGetAttribute)(int* value, CUdevice_attribute attribute, CUdevice device) = nullptr;
    CUresult (*deviceTotalMem)(std::size_t* bytes, CUdevice device) = nullptr;  // cuDeviceTotalMem_v2
    CUresult (*primaryCtxRetain)(CUcontext* context, CUdevice device) = nullptr;
    CUresult (*primaryCtxRelease)(CUdevice device) = nullptr;  // cuDevicePrimaryCtxRelease_v2
    CUresult (*ctxSetCurrent)(CUcontext context) = nullptr;
    CUresult (*ctxSynchronize)() = nullptr;
    CUresult (*memGetInfo)(std::size_t* freeBytes, std::size_t* totalBytes) = nullptr;  // _v2
    CUresult (*memAlloc)(CUdeviceptr* pointer, std::size_t bytes) = nullptr;            // _v2
    CUresult (*memFree)(CUdeviceptr pointer) = nullptr;                                 // _v2
    CUresult (*memAllocHost)(void** pointer, std::size_t bytes) = nullptr;              // _v2
    CUresult (*memFreeHost)(void* pointer) = nullptr;
    CUresult (*memcpyHtoD)(CUdeviceptr dst, const void* src, std::size_t bytes) = nullptr;  // _v2
    CUresult (*memcpyDtoH)(void* dst, CUdeviceptr src, std::size_t bytes) = nullptr;        // _v2
    CUresult (*eventCreate)(CUevent* event, unsigned flags) = nullptr;
    CUresult (*eventDestroy)(CUevent event) = nullptr;  // cuEventDestroy_v2
    CUresult (*eventRecord)(CUevent event, CUstream stream) = nullptr;
    CUresult (*eventSynchronize)(CUevent event) = nullptr;
    // cuEventElapsedTime_v2 where the driver has it (CUDA 12.8), else the first version: the
    // same signature and, for events recorded on one stream, the same answer.
    CUresult (*eventElapsedTime)(float* ms, CUevent start, CUevent end) = nullptr;
    CUresult (*moduleLoadData)(CUmodule* module, const void* image) = nullptr;
    CUresult (*moduleUnload)(CUmodule module) = nullptr;
    CUresult (*moduleGetFunction)(CUfunction* function, CUmodule module, const char* name) = nullptr;
    CUresult (*launchKernel)(CUfunction function, unsigned gridX, unsigned gridY, unsigned gridZ,
                             unsigned blockX, unsigned blockY, unsigned blockZ, unsigned sharedBytes,
                             CUstream stream, void** parameters, void** extra) = nullptr;
    // cuOccupancyMaxActiveBlocksPerMultiprocessor
    CUresult (*occupancy)(int* blocks, CUfunction function, int blockSize, std::size_t sharedBytes) = nullptr;
};

// What loading the driver found.
struct DriverLoad {
    const DriverApi* api = nullptr;  // null: no libcuda.so.1, or an entry point is missing
    bool libraryLoaded = false;
    std::string missingEntryPoint;  // the first one a driver too old for the probe lacks
    std::optional<int> version;     // cuDriverGetVersion's answer, when it could be asked
};

// Binds every entry point through `lookup` (dlsym on the library); false with the first name
// that `lookup` does not find.
bool bindDriverApi(DriverApi& api, const std::function<void*(const char*)>& lookup, std::string* missing);

// The machine's driver, loaded once.
DriverLoad systemDriver();
// Tests: answer with `load` instead of the machine's driver.
void overrideDriver(const DriverLoad& load);

// "12.2" for 12020: CUDA's 1000 x major + 10 x minor.
std::string cudaVersionText(int version);

}  // namespace gputco::probe
