#include "probe_status.h"

#include <dlfcn.h>

namespace gputco::probe {

ProbeStatus statusForDeviceCountError(int cudaCode, bool driverLibraryLoads) {
    switch (cudaCode) {
        case kCudaErrorNoDevice:
            return ProbeStatus::NoDevice;
        case kCudaErrorInsufficientDriver:
            return driverLibraryLoads ? ProbeStatus::DriverTooOld : ProbeStatus::DriverMissing;
        case kCudaErrorCallRequiresNewerDriver:
            return ProbeStatus::DriverTooOld;
        default:
            return ProbeStatus::Error;
    }
}

bool driverLibraryLoads() {
    // RTLD_NOLOAD first: the runtime may already hold it, and then there is nothing to load.
    if (void* held = dlopen("libcuda.so.1", RTLD_NOW | RTLD_NOLOAD)) {
        dlclose(held);
        return true;
    }
    void* handle = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!handle) return false;
    dlclose(handle);
    return true;
}

}  // namespace gputco::probe
