// A fake libcuda.so.1: the fake driver (fake_cuda_driver.h) behind the driver's own exported
// names, so that the real gputco-probe, started with this library first on LD_LIBRARY_PATH,
// goes through its whole path as on a GPU machine: dlopen and dlsym of the versioned entry
// points, its kernels read from its own executable and loaded, launched by name, timed.
// GPUTCO_FAKE_CUDA_DRIVER_VERSION sets the version the driver reports (13000 if unset).

#include "fake_cuda_driver.h"

#include <cstdlib>

using gputco::probe::fake::fakeDriverApi;

namespace {

const gputco::probe::DriverApi& api() {
    static const bool configured = [] {
        gputco::probe::fake::FakeGpu gpu;
        if (const char* version = std::getenv("GPUTCO_FAKE_CUDA_DRIVER_VERSION"))
            gpu.driverVersion = std::atoi(version);
        gputco::probe::fake::configure(gpu);
        return true;
    }();
    (void)configured;
    return fakeDriverApi();
}

}  // namespace

extern "C" {

// clang-format off
CUresult cuInit(unsigned flags) { return api().init(flags); }
CUresult cuDriverGetVersion(int* version) { return api().driverGetVersion(version); }
CUresult cuGetErrorName(CUresult error, const char** name) { return api().getErrorName(error, name); }
CUresult cuDeviceGetCount(int* count) { return api().deviceGetCount(count); }
CUresult cuDeviceGet(CUdevice* device, int ordinal) { return api().deviceGet(device, ordinal); }
CUresult cuDeviceGetName(char* name, int length, CUdevice device) { return api().deviceGetName(name, length, device); }
CUresult cuDeviceGetUuid_v2(CUuuid* uuid, CUdevice device) { return api().deviceGetUuid(uuid, device); }
CUresult cuDeviceGetAttribute(int* value, CUdevice_attribute attribute, CUdevice device) {
    return api().deviceGetAttribute(value, attribute, device);
}
CUresult cuDeviceTotalMem_v2(size_t* bytes, CUdevice device) { return api().deviceTotalMem(bytes, device); }
CUresult cuDevicePrimaryCtxRetain(CUcontext* context, CUdevice device) { return api().primaryCtxRetain(context, device); }
CUresult cuDevicePrimaryCtxRelease_v2(CUdevice device) { return api().primaryCtxRelease(device); }
CUresult cuCtxSetCurrent(CUcontext context) { return api().ctxSetCurrent(context); }
CUresult cuCtxSynchronize() { return api().ctxSynchronize(); }
CUresult cuMemGetInfo_v2(size_t* freeBytes, size_t* totalBytes) { return api().memGetInfo(freeBytes, totalBytes); }
CUresult cuMemAlloc_v2(CUdeviceptr* pointer, size_t bytes) { return api().memAlloc(pointer, bytes); }
CUresult cuMemFree_v2(CUdeviceptr pointer) { return api().memFree(pointer); }
CUresult cuMemAllocHost_v2(void** pointer, size_t bytes) { return api().memAllocHost(pointer, bytes); }
CUresult cuMemFreeHost(void* pointer) { return api().memFreeHost(pointer); }
CUresult cuMemcpyHtoD_v2(CUdeviceptr dst, const void* src, size_t bytes) { return api().memcpyHtoD(dst, src, bytes); }
CUresult cuMemcpyDtoH_v2(void* dst, CUdeviceptr src, size_t bytes) { return api().memcpyDtoH(dst, src, bytes); }
CUresult cuEventCreate(CUevent* event, unsigned flags) { return api().eventCreate(event, flags); }
CUresult cuEventDestroy_v2(CUevent event) { return api().eventDestroy(event); }
CUresult cuEventRecord(CUevent event, CUstream stream) { return api().eventRecord(event, stream); }
CUresult cuEventSynchronize(CUevent event) { return api().eventSynchronize(event); }
// Only the first version, as a driver before CUDA 12.8 has: the probe falls back to it.
CUresult cuEventElapsedTime(float* ms, CUevent start, CUevent end) { return api().eventElapsedTime(ms, start, end); }
CUresult cuModuleLoadData(CUmodule* module, const void* image) { return api().moduleLoadData(module, image); }
CUresult cuModuleUnload(CUmodule module) { return api().moduleUnload(module); }
CUresult cuModuleGetFunction(CUfunction* function, CUmodule module, const char* name) {
    return api().moduleGetFunction(function, module, name);
}
CUresult cuLaunchKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                        unsigned shared, CUstream stream, void** parameters, void** extra) {
    return api().launchKernel(f, gx, gy, gz, bx, by, bz, shared, stream, parameters, extra);
}
CUresult cuOccupancyMaxActiveBlocksPerMultiprocessor(int* blocks, CUfunction f, int blockSize, size_t shared) {
    return api().occupancy(blocks, f, blockSize, shared);
}
// clang-format on

}  // extern "C"
