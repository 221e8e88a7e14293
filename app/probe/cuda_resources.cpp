#include "cuda_resources.h"

namespace gputco::probe {
namespace {

const DriverApi* current = nullptr;

}  // namespace

void useDriver(const DriverApi* api) {
    current = api;
}

const DriverApi& driver() {
    return *current;
}

CudaFailure failureOf(CUresult code, std::string_view api) {
    const char* name = nullptr;
    if (current == nullptr || current->getErrorName(code, &name) != CUDA_SUCCESS || name == nullptr)
        return CudaFailure{std::string(api), static_cast<int>(code),
                           "CUDA_ERROR_" + std::to_string(static_cast<int>(code))};
    return CudaFailure{std::string(api), static_cast<int>(code), name};
}

PrimaryContext::~PrimaryContext() {
    if (retained_) driver().primaryCtxRelease(device_);
}

std::optional<CudaFailure> PrimaryContext::open(CUdevice device) {
    CUcontext context = nullptr;
    if (auto f = check(driver().primaryCtxRetain(&context, device), "cuDevicePrimaryCtxRetain")) return f;
    device_ = device;
    retained_ = true;
    return check(driver().ctxSetCurrent(context), "cuCtxSetCurrent");
}

KernelModule::~KernelModule() {
    if (module_ != nullptr) driver().moduleUnload(module_);
}

std::optional<CudaFailure> KernelModule::load(const std::vector<KernelImage>& images) {
    std::optional<CudaFailure> last = failureOf(CUDA_ERROR_NOT_FOUND, "cuModuleLoadData");
    for (const KernelImage& image : images) {
        last = check(driver().moduleLoadData(&module_, image.data()), "cuModuleLoadData");
        if (!last) return std::nullopt;
        module_ = nullptr;
    }
    return last;
}

std::optional<CudaFailure> KernelModule::function(const char* name, CUfunction* out) const {
    return check(driver().moduleGetFunction(out, module_, name),
                 std::string("cuModuleGetFunction(") + name + ")");
}

DeviceBuffer::~DeviceBuffer() {
    if (ptr_ != 0) driver().memFree(ptr_);
}

CUresult DeviceBuffer::allocate(std::size_t bytes) {
    return driver().memAlloc(&ptr_, bytes);
}

PinnedHostBuffer::~PinnedHostBuffer() {
    if (ptr_ != nullptr) driver().memFreeHost(ptr_);
}

CUresult PinnedHostBuffer::allocate(std::size_t bytes) {
    return driver().memAllocHost(&ptr_, bytes);
}

EventTimer::~EventTimer() {
    if (start_ != nullptr) driver().eventDestroy(start_);
    if (stop_ != nullptr) driver().eventDestroy(stop_);
}

std::optional<CudaFailure> EventTimer::create() {
    if (auto f = check(driver().eventCreate(&start_, CU_EVENT_DEFAULT), "cuEventCreate")) return f;
    return check(driver().eventCreate(&stop_, CU_EVENT_DEFAULT), "cuEventCreate");
}

std::optional<CudaFailure> EventTimer::start() {
    return check(driver().eventRecord(start_, nullptr), "cuEventRecord");
}

std::optional<CudaFailure> EventTimer::stop(float* elapsedMs, const char* what) {
    if (auto f = recordStop()) return f;
    return waitForStop(elapsedMs, what);
}

std::optional<CudaFailure> EventTimer::recordStop() {
    return check(driver().eventRecord(stop_, nullptr), "cuEventRecord");
}

std::optional<CudaFailure> EventTimer::waitForStop(float* elapsedMs, const char* what) {
    // A fault inside a kernel shows up here; name the measurement it belongs to.
    if (auto f = check(driver().eventSynchronize(stop_), std::string("cuEventSynchronize(") + what + ")"))
        return f;
    return check(driver().eventElapsedTime(elapsedMs, start_, stop_), "cuEventElapsedTime");
}

}  // namespace gputco::probe
