#include "cuda_driver.h"

#include <dlfcn.h>

#include <initializer_list>

namespace gputco::probe {
namespace {

DriverLoad overridden;
bool isOverridden = false;

// Binds `out` to the first of `names` that `lookup` finds; else records the first name.
template <typename F>
bool bind(const std::function<void*(const char*)>& lookup, std::initializer_list<const char*> names, F& out,
          std::string* missing) {
    for (const char* name : names)
        if (void* symbol = lookup(name)) {
            out = reinterpret_cast<F>(symbol);
            return true;
        }
    if (missing->empty()) *missing = *names.begin();
    return false;
}

DriverLoad loadSystemDriver() {
    DriverLoad load;
    void* library = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!library) return load;
    load.libraryLoaded = true;
    static DriverApi api;
    if (bindDriverApi(
            api, [library](const char* name) { return dlsym(library, name); }, &load.missingEntryPoint))
        load.api = &api;
    int version = 0;
    if (api.driverGetVersion && api.driverGetVersion(&version) == CUDA_SUCCESS && version > 0)
        load.version = version;
    return load;
}

}  // namespace

bool bindDriverApi(DriverApi& api, const std::function<void*(const char*)>& lookup, std::string* missing) {
    missing->clear();
    // Every entry point is tried (no short cut), and `missing` keeps the first one absent.
    bool all = true;
    all &= bind(lookup, {"cuInit"}, api.init, missing);
    all &= bind(lookup, {"cuDriverGetVersion"}, api.driverGetVersion, missing);
    all &= bind(lookup, {"cuGetErrorName"}, api.getErrorName, missing);
    all &= bind(lookup, {"cuDeviceGetCount"}, api.deviceGetCount, missing);
    all &= bind(lookup, {"cuDeviceGet"}, api.deviceGet, missing);
    all &= bind(lookup, {"cuDeviceGetName"}, api.deviceGetName, missing);
    all &= bind(lookup, {"cuDeviceGetUuid_v2"}, api.deviceGetUuid, missing);
    all &= bind(lookup, {"cuDeviceGetAttribute"}, api.deviceGetAttribute, missing);
    all &= bind(lookup, {"cuDeviceTotalMem_v2"}, api.deviceTotalMem, missing);
    all &= bind(lookup, {"cuDevicePrimaryCtxRetain"}, api.primaryCtxRetain, missing);
    all &= bind(lookup, {"cuDevicePrimaryCtxRelease_v2"}, api.primaryCtxRelease, missing);
    all &= bind(lookup, {"cuCtxSetCurrent"}, api.ctxSetCurrent, missing);
    all &= bind(lookup, {"cuCtxSynchronize"}, api.ctxSynchronize, missing);
    all &= bind(lookup, {"cuMemGetInfo_v2"}, api.memGetInfo, missing);
    all &= bind(lookup, {"cuMemAlloc_v2"}, api.memAlloc, missing);
    all &= bind(lookup, {"cuMemFree_v2"}, api.memFree, missing);
    all &= bind(lookup, {"cuMemAllocHost_v2"}, api.memAllocHost, missing);
    all &= bind(lookup, {"cuMemFreeHost"}, api.memFreeHost, missing);
    all &= bind(lookup, {"cuMemcpyHtoD_v2"}, api.memcpyHtoD, missing);
    all &= bind(lookup, {"cuMemcpyDtoH_v2"}, api.memcpyDtoH, missing);
    all &= bind(lookup, {"cuEventCreate"}, api.eventCreate, missing);
    all &= bind(lookup, {"cuEventDestroy_v2"}, api.eventDestroy, missing);
    all &= bind(lookup, {"cuEventRecord"}, api.eventRecord, missing);
    all &= bind(lookup, {"cuEventSynchronize"}, api.eventSynchronize, missing);
    all &= bind(lookup, {"cuEventElapsedTime_v2", "cuEventElapsedTime"}, api.eventElapsedTime, missing);
    all &= bind(lookup, {"cuModuleLoadData"}, api.moduleLoadData, missing);
    all &= bind(lookup, {"cuModuleUnload"}, api.moduleUnload, missing);
    all &= bind(lookup, {"cuModuleGetFunction"}, api.moduleGetFunction, missing);
    all &= bind(lookup, {"cuLaunchKernel"}, api.launchKernel, missing);
    all &= bind(lookup, {"cuOccupancyMaxActiveBlocksPerMultiprocessor"}, api.occupancy, missing);
    return all;
}

DriverLoad systemDriver() {
    if (isOverridden) return overridden;
    static const DriverLoad load = loadSystemDriver();
    return load;
}

void overrideDriver(const DriverLoad& load) {
    overridden = load;
    isOverridden = true;
}

std::string cudaVersionText(int version) {
    return std::to_string(version / 1000) + "." + std::to_string(version % 1000 / 10);
}

}  // namespace gputco::probe
