// The runner of a CUDA build: loads the driver, finds the device and the probe's kernels, then
// measures memory bandwidth, FP32 and tensor throughput and host copies, stopping at the first
// CUDA failure (a sticky fault poisons the context, so later figures would be noise) with the
// figures so far kept. Every CUDA call goes through the driver API loaded at run time
// (cuda_driver.h): the probe has no CUDA runtime, so it runs on the drivers fleets have.
#ifdef GPUTCO_PROBE_NO_CUDA
#error "probe_runner_cuda.cpp is the CUDA runner; the no-CUDA build uses probe_runner_stub.cpp"
#endif

#include "cuda_resources.h"
#include "measure_support.h"
#include "probe_kernels.h"
#include "probe_runner.h"
#include "probe_status.h"
#include "run_plan.h"
#include "tensor_measure.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <tuple>
#include <vector>

namespace gputco::probe {
namespace {

using namespace measure;

Failure findKernels(const KernelModule& module, Kernels* out) {
    for (const auto& [name, slot] :
         {std::pair{kernels::kTriad, &out->triad}, std::pair{kernels::kFill, &out->fill},
          std::pair{kernels::kFillRandomHalves, &out->fillRandomHalves}, std::pair{kernels::kFma, &out->fma},
          std::pair{kernels::kMma, &out->mma}, std::pair{kernels::kTiledGemm, &out->tiledGemm},
          std::pair{kernels::kWgmmaGemm, &out->wgmmaGemm}})
        if (auto f = module.function(name, slot)) return f;
    return std::nullopt;
}

std::string formatUuid(const CUuuid& uuid) {
    unsigned char b[16];
    std::memcpy(b, uuid.bytes, sizeof b);
    char text[48];
    std::snprintf(text, sizeof text,
                  "GPU-%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x", b[0], b[1],
                  b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]);
    return text;
}

std::optional<int> optionalAttribute(CUdevice_attribute attribute, CUdevice device) {
    int value = 0;
    if (driver().deviceGetAttribute(&value, attribute, device) != CUDA_SUCCESS) return std::nullopt;
    return value;
}

Failure attribute(CUdevice_attribute attribute, CUdevice device, const char* what, int* value) {
    return check(driver().deviceGetAttribute(value, attribute, device),
                 std::string("cuDeviceGetAttribute(") + what + ")");
}

Failure queryDevice(int index, CUdevice device, DeviceInfo* info) {
    char name[256] = {};
    if (auto f = check(driver().deviceGetName(name, sizeof name - 1, device), "cuDeviceGetName")) return f;
    CUuuid uuid{};
    if (auto f = check(driver().deviceGetUuid(&uuid, device), "cuDeviceGetUuid")) return f;
    info->index = index;
    info->name.assign(name, strnlen(name, sizeof name));
    info->uuid = formatUuid(uuid);
    int l2 = 0;
    if (auto f = attribute(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device, "compute_capability_major",
                           &info->ccMajor))
        return f;
    if (auto f = attribute(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, device, "compute_capability_minor",
                           &info->ccMinor))
        return f;
    if (auto f = attribute(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, device, "multiprocessor_count",
                           &info->smCount))
        return f;
    if (auto f = attribute(CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE, device, "l2_cache_size", &l2)) return f;
    info->l2Bytes = static_cast<std::uint64_t>(std::max(l2, 0));
    std::size_t totalBytes = 0;
    if (auto f = check(driver().deviceTotalMem(&totalBytes, device), "cuDeviceTotalMem")) return f;
    info->memoryBytes = totalBytes;
    info->smClockMaxKhz = optionalAttribute(CU_DEVICE_ATTRIBUTE_CLOCK_RATE, device);
    info->memoryClockMaxKhz = optionalAttribute(CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE, device);
    info->memoryBusBits = optionalAttribute(CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH, device).value_or(0);
    std::size_t freeBytes = 0;
    if (auto f = check(driver().memGetInfo(&freeBytes, &totalBytes), "cuMemGetInfo")) return f;
    info->freeMemoryBytes = freeBytes;
    return std::nullopt;
}

// STREAM triad. Arrays at least 4x L2 (and 256 MiB) so the caches cannot serve them, and
// together at most 1/4 of free memory so the probe never squeezes a running job.
Failure measureHbmBandwidth(const DeviceInfo& device, const RunPlan& plan, std::optional<Measurement>* out) {
    std::size_t arrayBytes = std::max<std::size_t>(256 * kMiB, 4 * device.l2Bytes);
    const std::size_t cap = device.freeMemoryBytes / 4 / 3;
    const bool capped = arrayBytes > cap;
    arrayBytes = std::min(arrayBytes, cap) / kMiB * kMiB;  // whole MiB: a multiple of float4
    if (arrayBytes == 0)
        return failureOf(CUDA_ERROR_OUT_OF_MEMORY, "cuMemGetInfo(triad: too little free memory)");

    DeviceBuffer a, b, c;
    if (auto f = check(a.allocate(arrayBytes), "cuMemAlloc(triad.a)")) return f;
    if (auto f = check(b.allocate(arrayBytes), "cuMemAlloc(triad.b)")) return f;
    if (auto f = check(c.allocate(arrayBytes), "cuMemAlloc(triad.c)")) return f;

    int grid = 0;
    if (auto f = gridFor(kernelsOf->triad, kernels::kTriadBlock, device, "triad", &grid)) return f;
    const std::size_t count = arrayBytes / 16;
    // BabelStream's starting values (a = 0.1, b = 0.2, and c = 0.1 as its copy leaves it before
    // the triad runs): arrays of zeros could be served compressed by a GPU's memory system.
    for (const auto& [buffer, value, what] : {std::tuple{&a, 0.1f, "cuLaunchKernel(fill triad.a)"},
                                              std::tuple{&b, 0.2f, "cuLaunchKernel(fill triad.b)"},
                                              std::tuple{&c, 0.1f, "cuLaunchKernel(fill triad.c)"}})
        if (auto f = check(
                launchKernel(kernelsOf->fill, grid, kernels::kTriadBlock, buffer->get(), value, count), what))
            return f;
    const auto launch = [&](int) {
        return check(launchKernel(kernelsOf->triad, grid, kernels::kTriadBlock, a.get(), b.get(), c.get(),
                                  3.0f, count),
                     "cuLaunchKernel(triad)");
    };

    // Warm-up, then one timed launch to size the batches.
    EventTimer timer;
    if (auto f = timer.create()) return f;
    float ms = 0;
    if (auto f = timeOnce(
            timer, [&] { return launch(0); }, "triad", &ms))
        return f;
    if (auto f = timeOnce(
            timer, [&] { return launch(0); }, "triad", &ms))
        return f;
    const int launches =
        static_cast<int>(std::clamp(std::lround(plan.triadBatchMs / std::max(ms, 1e-3f)), 1L, 200L));

    std::vector<double> batchMs;
    if (auto f = timeBatches(plan.reps, launches, launch, "triad", &batchMs)) return f;

    Measurement m;
    m.unit = "GB/s";
    m.method = "triad";
    m.conditions = conditionsSeen();
    // Two arrays read, one written, per triad; no write-allocate traffic is counted.
    const double bytesPerBatch = 3.0 * static_cast<double>(arrayBytes) * launches;
    for (const double batch : batchMs) m.samples.push_back(bytesPerBatch / (batch * 1e-3) / 1e9);
    m.notes.emplace_back("bytes_counted", "read+write");
    if (capped) m.notes.emplace_back("array_size_limited_by", "free_memory");
    m.sizes.emplace_back("array_bytes", arrayBytes);
    m.sizes.emplace_back("launches_per_batch", static_cast<std::uint64_t>(launches));
    *out = std::move(m);
    return std::nullopt;
}

Failure measureFp32(const DeviceInfo& device, const RunPlan& plan, std::optional<Measurement>* out,
                    std::optional<double>* smClockMhz) {
    int grid = 0;
    if (auto f = gridFor(kernelsOf->fma, kernels::kFmaBlock, device, "fp32", &grid)) return f;
    DeviceBuffer sink, cycles;
    if (auto f = check(sink.allocate(sizeof(float) * grid * kernels::kFmaBlock), "cuMemAlloc(fp32.sink)"))
        return f;
    const int batches = plan.reps + 1;
    if (auto f = check(cycles.allocate(sizeof(long long) * batches), "cuMemAlloc(fp32.cycles)")) return f;

    int iterations = 0;
    // `slot`: the cycle counter's address, 0 for none (a null pointer in the kernel).
    const auto launchWith = [&](int iters, CUdeviceptr slot) {
        return check(
            launchKernel(kernelsOf->fma, grid, kernels::kFmaBlock, sink.get(), 0.5f, kSentinel, iters, slot),
            "cuLaunchKernel(fp32)");
    };
    if (auto f = calibrateIterations([&](int iters) { return launchWith(iters, 0); }, plan.computeLaunchMs,
                                     "fp32", &iterations))
        return f;

    std::vector<double> batchMs;
    const int launches = plan.computeLaunchesPerBatch;
    if (auto f = timeBatches(
            plan.reps, launches, [&](int batch) { return launchWith(iterations, cycleSlot(cycles, batch)); },
            "fp32", &batchMs))
        return f;
    std::vector<long long> hostCycles(batches, 0);
    if (auto f = check(driver().memcpyDtoH(hostCycles.data(), cycles.get(), sizeof(long long) * batches),
                       "cuMemcpyDtoH(fp32.cycles)"))
        return f;

    Measurement m;
    m.unit = "TFLOPS";
    m.method = "fma_loop";
    m.conditions = conditionsSeen();
    const double flopsPerLaunch =
        static_cast<double>(grid) * kernels::kFmaBlock * iterations * kernels::kFmaFlopsPerThreadIteration;
    for (const double batch : batchMs) m.samples.push_back(flopsPerLaunch * launches / (batch * 1e-3) / 1e12);
    m.smClockMhz = medianClockMhz(hostCycles, batchMs, launches);
    *smClockMhz = m.smClockMhz;
    m.notes.emplace_back("flops_counted", "2 per FMA");
    m.sizes.emplace_back("fma_chains_per_thread", static_cast<std::uint64_t>(kernels::kFmaChains));
    m.sizes.emplace_back("grid_blocks", static_cast<std::uint64_t>(grid));
    *out = std::move(m);
    return std::nullopt;
}

Failure measureCopies(const RunPlan& plan, std::optional<Measurement>* h2d, std::optional<Measurement>* d2h) {
    PinnedHostBuffer host;
    DeviceBuffer device;
    if (auto f = check(host.allocate(plan.copyBytes), "cuMemAllocHost(copy)")) return f;
    if (auto f = check(device.allocate(plan.copyBytes), "cuMemAlloc(copy)")) return f;
    std::memset(host.get(), 0, plan.copyBytes);

    EventTimer timer;
    if (auto f = timer.create()) return f;
    const auto copyRun = [&](bool toDevice, const char* api, const char* what,
                             std::optional<Measurement>* out) -> Failure {
        const auto copy = [&] {
            return check(toDevice ? driver().memcpyHtoD(device.get(), host.get(), plan.copyBytes)
                                  : driver().memcpyDtoH(host.get(), device.get(), plan.copyBytes),
                         api);
        };
        Measurement m;
        m.unit = "GB/s";
        m.method = "cuda_memcpy_pinned";
        // Copy 0 is the warm-up (first touch of the mapping, link power state) and is dropped.
        for (int rep = 0; rep <= plan.copyReps; ++rep) {
            float ms = 0;
            if (auto f = timeOnce(timer, copy, what, &ms)) return f;
            if (rep > 0 && ms > 0)
                m.samples.push_back(static_cast<double>(plan.copyBytes) / 1e9 / (ms * 1e-3));
        }
        m.notes.emplace_back("host_memory", "pinned");
        m.sizes.emplace_back("transfer_bytes", plan.copyBytes);
        *out = std::move(m);
        return std::nullopt;
    };
    if (auto f = copyRun(true, "cuMemcpyHtoD(h2d)", "h2d", h2d)) return f;
    return copyRun(false, "cuMemcpyDtoH(d2h)", "d2h", d2h);
}

void fail(ProbeReport& report, CudaFailure failure, const std::string& during) {
    report.status = ProbeStatus::Error;
    report.message = "CUDA call failed during " + during + ": " + failure.api + " returned " + failure.name;
    report.error = std::move(failure);
}

// The driver, loaded and initialised, with its version in the report; a status other than Ok
// when the probe cannot go on.
ProbeStatus openDriver(ProbeReport& report) {
    const DriverLoad load = systemDriver();
    if (!load.libraryLoaded) {
        report.message = "no CUDA driver: libcuda.so.1 cannot be loaded";
        return ProbeStatus::DriverMissing;
    }
    if (!load.api) {
        report.driverVersion = load.version;
        report.message = "the CUDA driver lacks " + load.missingEntryPoint +
                         ", which the probe calls: it needs a driver of CUDA 12.2 (R535) or newer";
        return ProbeStatus::DriverTooOld;
    }
    useDriver(load.api);
    int version = 0;
    // 0 would mean no driver; the document says null rather than a fake version.
    if (driver().driverGetVersion(&version) == CUDA_SUCCESS && version > 0) report.driverVersion = version;
    if (const CUresult code = driver().init(0); code != CUDA_SUCCESS) {
        report.error = failureOf(code, "cuInit");
        const ProbeStatus status = statusForInitError(code);
        report.message = status == ProbeStatus::NoDevice ? std::string("the CUDA driver finds no GPU")
                                                         : "cuInit failed: " + report.error->name;
        return status;
    }
    return ProbeStatus::Ok;
}

// The message for kernels the driver cannot load on this GPU.
std::string kernelsRefused(const ProbeReport& report, const DeviceInfo& device) {
    return "the CUDA driver" +
           (report.driverVersion ? " (CUDA " + cudaVersionText(*report.driverVersion) + ")" : std::string()) +
           " cannot load the probe's kernels for this GPU (compute capability " +
           std::to_string(device.ccMajor) + "." + std::to_string(device.ccMinor) +
           "): the probe carries machine code up to compute capability " +
           "9.0 and, for newer GPUs, PTX of CUDA " + cudaVersionText(CUDA_VERSION) +
           ", which needs a driver of that CUDA version or newer";
}

}  // namespace

ProbeReport runProbe(const ProbeOptions& options) {
    ProbeReport report;
    report.quick = options.quick;
    report.requestedDevice = options.device;
    // The CUDA the probe's kernels were built with; the probe has no runtime of its own.
    report.runtimeVersion = CUDA_VERSION;

    struct ForgetDriver {
        ~ForgetDriver() { useDriver(nullptr); }
    } forgetDriver;
    if (const ProbeStatus status = openDriver(report); status != ProbeStatus::Ok) {
        report.status = status;
        return report;
    }

    int count = 0;
    if (const CUresult code = driver().deviceGetCount(&count); code != CUDA_SUCCESS) {
        fail(report, failureOf(code, "cuDeviceGetCount"), "device discovery");
        return report;
    }
    if (count == 0) {
        report.status = ProbeStatus::NoDevice;
        report.message = "the CUDA driver finds no GPU";
        return report;
    }

    const std::string which = "device " + std::to_string(options.device) + " of " + std::to_string(count);
    CUdevice handle = 0;
    if (auto f = check(driver().deviceGet(&handle, options.device), "cuDeviceGet")) {
        fail(report, std::move(*f), which);
        return report;
    }
    // Declared before everything the run allocates, so the context outlives it all.
    PrimaryContext context;
    if (auto f = context.open(handle)) {
        fail(report, std::move(*f), which);
        return report;
    }
    DeviceInfo device;
    if (auto f = queryDevice(options.device, handle, &device)) {
        fail(report, std::move(*f), which);
        return report;
    }
    report.device = device;

    KernelModule module;
    std::string imageError;
    const std::vector<KernelImage>& images = probeKernelImages(&imageError);
    if (images.empty()) {
        report.status = ProbeStatus::Error;
        report.message = "the probe's kernels are missing: " + imageError;
        return report;
    }
    if (auto f = module.load(images)) {
        const bool tooOld = kernelLoadNeedsNewerDriver(f->code);
        report.status = tooOld ? ProbeStatus::DriverTooOld : ProbeStatus::Error;
        report.message = tooOld
                             ? kernelsRefused(report, device)
                             : "CUDA call failed during kernel loading: cuModuleLoadData returned " + f->name;
        report.error = std::move(*f);
        return report;
    }
    Kernels kernels;
    if (auto f = findKernels(module, &kernels)) {
        fail(report, std::move(*f), "kernel loading");
        return report;
    }
    kernelsOf = &kernels;
    struct ForgetKernels {
        ~ForgetKernels() { kernelsOf = nullptr; }
    } forgetKernels;

    // NVML watches the GPU while the metrics run, when the driver ships it.
    const NvmlApi* nvml = systemNvml();
    report.nvmlLoaded = nvml != nullptr;
    GpuWatch watch(nvml, device.uuid);
    report.nvmlDeviceFound = watch.active();
    watching = &watch;
    struct StopWatching {
        ~StopWatching() { watching = nullptr; }
    } stopWatching;
    const auto countOthers = [&] {
        if (const std::optional<int> others = watch.otherProcesses())
            report.otherProcesses = std::max(report.otherProcesses.value_or(0), *others);
    };
    countOthers();

    const RunPlan plan = runPlanFor(options.quick);
    if (auto f = measureHbmBandwidth(device, plan, &report.hbmBandwidth)) {
        fail(report, std::move(*f), "hbm_bandwidth");
        return report;
    }
    if (auto f = measureFp32(device, plan, &report.fp32, &report.smClockMeasuredMhz)) {
        fail(report, std::move(*f), "fp32");
        return report;
    }
    std::string skipped;
    if (device.ccMajor >= 8) {
        if (auto f = measureTensorFp16(device, report.driverVersion.value_or(0), plan, options.ownGemm,
                                       &report.tensorFp16)) {
            fail(report, std::move(*f), "tensor_fp16");
            return report;
        }
    } else {
        skipped = "; tensor_fp16 skipped: mma.sync m16n8k16 needs compute capability 8.0";
    }
    if (auto f = measureCopies(plan, &report.h2d, &report.d2h)) {
        fail(report, std::move(*f), "h2d/d2h");
        return report;
    }
    countOthers();
    report.status = ProbeStatus::Ok;
    report.message = "measured " + device.name + skipped;
    if (report.otherProcesses.value_or(0) > 0)
        report.message += "; other processes were using the GPU: the run is unstable";
    return report;
}

}  // namespace gputco::probe
