// The runner of a CUDA build: loads the driver, finds the device and the probe's kernels, then
// measures memory bandwidth, FP32 and tensor throughput and host copies, stopping at the first
// CUDA failure (a sticky fault poisons the context, so later figures would be noise) with the
// figures so far kept. Every CUDA call goes through the driver API loaded at run time
// (cuda_driver.h): the probe has no CUDA runtime, so it runs on the drivers fleets have.
#ifdef GPUTCO_PROBE_NO_CUDA
#error "probe_runner_cuda.cpp is the CUDA runner; the no-CUDA build uses probe_runner_stub.cpp"
#endif

#include "cuda_resources.h"
#include "gemm_check.h"
#include "gemm_cublaslt.h"
#include "probe_kernels.h"
#include "probe_runner.h"
#include "probe_status.h"
#include "run_plan.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <tuple>
#include <vector>

namespace gputco::probe {
namespace {

using Failure = std::optional<CudaFailure>;

// The GPU's NVML readings while the timed batches run (gpu_watch.h); null while none is active.
GpuWatch* watching = nullptr;

// What the watch saw over the last timed batches, for the metric they measured.
std::optional<GpuConditions> conditionsSeen() {
    if (!watching || !watching->active()) return std::nullopt;
    return watching->seen();
}

constexpr std::size_t kMiB = std::size_t{1} << 20;
constexpr int kFirstIterations = 256;
constexpr int kMaxIterations = 1 << 24;
// Never equal to what the kernels compute (their sums are positive), unknown to the compiler.
constexpr float kSentinel = -1.0f;
constexpr unsigned kHalfPair = 0x1C001C00u;  // two halves of 2^-8: sums stay finite

// The probe's kernels, found by name in the loaded module.
struct Kernels {
    CUfunction triad = nullptr, fill = nullptr, fillRandomHalves = nullptr, fma = nullptr, mma = nullptr,
               tiledGemm = nullptr, wgmmaGemm = nullptr;
};
const Kernels* kernelsOf = nullptr;  // set while a run measures

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

Failure gridFor(CUfunction kernel, int block, const DeviceInfo& device, const char* what, int* grid) {
    int blocks = 0;
    if (auto f = check(driver().occupancy(&blocks, kernel, block, 0),
                       std::string("cuOccupancyMaxActiveBlocksPerMultiprocessor(") + what + ")"))
        return f;
    // One full wave: every SM holds as many blocks as fit, none waits for a second wave.
    *grid = std::max(1, blocks) * std::max(1, device.smCount);
    return std::nullopt;
}

// Times one call of `launch` with events.
template <typename Launch>
Failure timeOnce(EventTimer& timer, const Launch& launch, const char* what, float* ms) {
    if (auto f = timer.start()) return f;
    if (auto f = launch()) return f;
    return timer.stop(ms, what);
}

// Grows the iteration count until one launch takes about `targetMs`. These launches are also
// the warm-up: they load the module and bring the clocks up before anything is kept.
template <typename Launch>
Failure calibrateIterations(const Launch& launch, double targetMs, const char* what, int* iterations) {
    EventTimer timer;
    if (auto f = timer.create()) return f;
    // Untimed first launch: lazy module loading happens on the host inside it and would
    // otherwise inflate the first timing.
    if (auto f = launch(kFirstIterations)) return f;
    if (auto f = check(driver().ctxSynchronize(), std::string("cuCtxSynchronize(") + what + ")")) return f;
    int current = kFirstIterations;
    float ms = 0;
    for (int attempt = 0; attempt < 6; ++attempt) {
        if (auto f = timeOnce(
                timer, [&] { return launch(current); }, what, &ms))
            return f;
        if (ms >= 0.25 * targetMs || current >= kMaxIterations) break;
        const double grow = std::clamp(0.5 * targetMs / std::max(ms, 1e-3f), 2.0, 8.0);
        current = static_cast<int>(std::min<double>(kMaxIterations, current * grow));
    }
    const double scaled = current * targetMs / std::max(ms, 1e-3f);
    *iterations = static_cast<int>(std::clamp<double>(scaled, kFirstIterations, kMaxIterations));
    return std::nullopt;
}

// Runs plan.reps + 1 batches of `launchesPerBatch` launches between two events and keeps the
// milliseconds of all but the first batch. `launch(batch)` issues one launch.
template <typename Launch>
Failure timeBatches(int reps, int launchesPerBatch, const Launch& launch, const char* what,
                    std::vector<double>* keptMs) {
    EventTimer timer;
    if (auto f = timer.create()) return f;
    if (watching) watching->begin();
    for (int batch = 0; batch <= reps; ++batch) {
        if (auto f = timer.start()) return f;
        for (int i = 0; i < launchesPerBatch; ++i)
            if (auto f = launch(batch)) return f;
        // The stop event is recorded first, so that the time NVML takes to answer is never
        // part of the batch: the batch is then still in flight, and what NVML reads is the
        // GPU under this metric's work.
        if (auto f = timer.recordStop()) return f;
        if (watching && batch > 0) watching->sample();
        float ms = 0;
        if (auto f = timer.waitForStop(&ms, what)) return f;
        if (batch > 0) keptMs->push_back(ms);
    }
    return std::nullopt;
}

// Batch `batch`'s slot in a device array of cycle counts.
CUdeviceptr cycleSlot(const DeviceBuffer& cycles, int batch) {
    return cycles.get() + sizeof(long long) * static_cast<std::size_t>(batch);
}

// Block 0's clock64() cycles over one launch's time, per kept batch (slot 0 is the dropped
// batch): the SM clock while the kernel's pipes are full. The median, like the figures.
std::optional<double> medianClockMhz(const std::vector<long long>& cycles, const std::vector<double>& batchMs,
                                     int launchesPerBatch) {
    std::vector<double> clocks;
    for (std::size_t i = 0; i < batchMs.size() && i + 1 < cycles.size(); ++i) {
        const double launchUs = batchMs[i] * 1e3 / launchesPerBatch;
        if (cycles[i + 1] > 0 && launchUs > 0)
            clocks.push_back(static_cast<double>(cycles[i + 1]) / launchUs);
    }
    if (clocks.empty()) return std::nullopt;
    std::sort(clocks.begin(), clocks.end());
    return clocks[clocks.size() / 2];
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

// The GEMM's size: 8192^3 (a few ms a call on an A100 or H100, large enough to fill it), halved
// while its matrices and workspace would take more than a quarter of free memory.
constexpr int kGemmN = 8192;
constexpr int kGemmMinN = 2048;
constexpr std::size_t kGemmWorkspaceBytes = 32 * kMiB;
// The random inputs' seeds; the own GEMM's check recomputes its inputs from them.
constexpr unsigned kSeedA = 0x9e3779b9u;
constexpr unsigned kSeedB = 0x85ebca6bu;

// A GEMM's operands on the device: A and B n x n halves of random values, D n x n floats.
struct GemmOperands {
    int n = 0;
    DeviceBuffer a, b, d;
};

// Sizes the GEMM to free memory (with `extraBytes` of scratch beside it), allocates it and fills
// A and B. Leaves operands->n at 0 and says why in `unavailable` when too little memory is free.
Failure prepareGemmOperands(const DeviceInfo& device, std::size_t extraBytes, GemmOperands* operands,
                            std::string* unavailable) {
    const auto bytes = [&](int n) {
        const auto cells = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
        return cells * 2 * 2 + cells * 4 + extraBytes;  // A, B in FP16; D in FP32
    };
    int n = kGemmN;
    while (n > kGemmMinN && bytes(n) > device.freeMemoryBytes / 4) n /= 2;
    if (bytes(n) > device.freeMemoryBytes / 4) {
        *unavailable = "too little free memory for a " + std::to_string(n) + "^3 GEMM";
        return std::nullopt;
    }
    const auto cells = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
    if (auto f = check(operands->a.allocate(cells * 2), "cuMemAlloc(tensor_fp16.a)")) return f;
    if (auto f = check(operands->b.allocate(cells * 2), "cuMemAlloc(tensor_fp16.b)")) return f;
    if (auto f = check(operands->d.allocate(cells * 4), "cuMemAlloc(tensor_fp16.d)")) return f;
    const int fillGrid = std::max(device.smCount, 1) * 4;
    for (const auto& [buffer, seed, what] :
         {std::tuple{&operands->a, kSeedA, "cuLaunchKernel(fill tensor_fp16.a)"},
          std::tuple{&operands->b, kSeedB, "cuLaunchKernel(fill tensor_fp16.b)"}})
        if (auto f = check(launchKernel(kernelsOf->fillRandomHalves, fillGrid, kernels::kTriadBlock,
                                        buffer->get(), cells, seed),
                           what))
            return f;
    operands->n = n;
    return std::nullopt;
}

// Times calls of `launch` (one n^3 GEMM each): warm-up (module loading, clocks up), one timed
// call to size the batches as long as the FMA run's, then the batches; 2 n^3 flops a call.
template <typename Launch>
Failure timeGemm(const RunPlan& plan, int n, const Launch& launch, Measurement* m) {
    EventTimer timer;
    if (auto f = timer.create()) return f;
    float ms = 0;
    for (int i = 0; i < 2; ++i)
        if (auto f = timeOnce(
                timer, [&] { return launch(0); }, "tensor_fp16", &ms))
            return f;
    const double batchTargetMs = plan.computeLaunchMs * plan.computeLaunchesPerBatch;
    const int calls =
        static_cast<int>(std::clamp(std::lround(batchTargetMs / std::max(ms, 1e-3f)), 1L, 1000L));
    std::vector<double> batchMs;
    if (auto f = timeBatches(plan.reps, calls, launch, "tensor_fp16", &batchMs)) return f;

    m->unit = "TFLOPS";
    m->conditions = conditionsSeen();
    const double flopsPerCall = 2.0 * n * static_cast<double>(n) * n;
    for (const double batch : batchMs) m->samples.push_back(flopsPerCall * calls / (batch * 1e-3) / 1e12);
    m->notes.emplace_back("gemm", "fp16 A and B, fp32 accumulate and output, random data");
    m->sizes.emplace_back("gemm_n", static_cast<std::uint64_t>(n));
    m->sizes.emplace_back("calls_per_batch", static_cast<std::uint64_t>(calls));
    return std::nullopt;
}

// Tensor FP16 as a GEMM through cuBLASLt (gemm_cublaslt.h). Leaves `out` empty and says why in
// `unavailable` when the machine has no cuBLASLt or it cannot run this GEMM; a CUDA failure on
// the way is returned like any other metric's.
Failure measureTensorGemm(const DeviceInfo& device, int driverVersion, const RunPlan& plan,
                          std::optional<Measurement>* out, std::string* unavailable) {
    const CublasLtChoice choice = systemCublasLt(driverVersion);
    if (!choice.api) {
        *unavailable = choice.unavailable;
        return std::nullopt;
    }
    GemmOperands operands;
    if (auto f = prepareGemmOperands(device, kGemmWorkspaceBytes, &operands, unavailable)) return f;
    if (operands.n == 0) return std::nullopt;
    DeviceBuffer workspace;
    if (auto f = check(workspace.allocate(kGemmWorkspaceBytes), "cuMemAlloc(tensor_fp16.workspace)"))
        return f;

    LtGemm gemm(*choice.api);
    if (const cublasStatus_t s = gemm.prepare(operands.n, operands.a.pointer(), operands.b.pointer(),
                                              operands.d.pointer(), workspace.pointer(), kGemmWorkspaceBytes);
        s != CUBLAS_STATUS_SUCCESS) {
        *unavailable = "cuBLASLt cannot run the GEMM here: " + cublasStatusName(s);
        return std::nullopt;
    }
    const auto launch = [&](int) -> Failure {
        if (const cublasStatus_t s = gemm.run(); s != CUBLAS_STATUS_SUCCESS)
            return CudaFailure{"cublasLtMatmul(tensor_fp16)", static_cast<int>(s), cublasStatusName(s)};
        return std::nullopt;
    };
    Measurement m;
    if (auto f = timeGemm(plan, operands.n, launch, &m)) return f;
    m.method = "gemm_cublaslt";
    *out = std::move(m);
    return std::nullopt;
}

// The probe's own GEMM kernels (probe_kernels.h): the kernel, its method name and its notes.
struct OwnGemmKernel {
    CUfunction function = nullptr;
    const char* instruction = "";  // "mma.sync" or "wgmma"
    const char* method = "";
    const char* description = "";
};

OwnGemmKernel ownGemmKernel(bool wgmma) {
    if (wgmma)
        return {kernelsOf->wgmmaGemm, "wgmma", "gemm_wgmma",
                "the probe's own: 128x128x32 tiles, 3 cp.async stages, two warpgroups of wgmma m64n128k16"};
    return {kernelsOf->tiledGemm, "mma.sync", "gemm_mma_sync",
            "the probe's own: 128x128x32 tiles, 3 cp.async stages, mma.sync m16n8k16"};
}

// Tensor FP16 as one of the probe's own GEMM kernels computes it, for machines without
// cuBLASLt. Its output is checked on sampled entries against the host's reference
// (gemm_check.h); a wrong result leaves `out` empty and says so in `unavailable`.
Failure measureOwnGemm(const DeviceInfo& device, const RunPlan& plan, const OwnGemmKernel& kernel,
                       std::optional<Measurement>* out, std::string* unavailable) {
    GemmOperands operands;
    if (auto f = prepareGemmOperands(device, 0, &operands, unavailable)) return f;
    if (operands.n == 0) return std::nullopt;
    const int n = operands.n;
    const int tiles = (n / kernels::kGemmTile) * (n / kernels::kGemmTile);
    const auto launch = [&](int) {
        return check(launchKernel(kernel.function, tiles, kernels::kGemmBlock, operands.a.get(),
                                  operands.b.get(), operands.d.get(), n),
                     "cuLaunchKernel(tensor_fp16)");
    };
    Measurement m;
    if (auto f = timeGemm(plan, n, launch, &m)) return f;

    const std::vector<GemmEntry> entries = gemmCheckEntries(n);
    std::vector<float> got(entries.size(), 0.0f);
    for (std::size_t e = 0; e < entries.size(); ++e) {
        const std::size_t offset =
            (static_cast<std::size_t>(entries[e].row) * static_cast<std::size_t>(n) + entries[e].col) * 4;
        if (auto f = check(driver().memcpyDtoH(&got[e], operands.d.get() + offset, 4),
                           "cuMemcpyDtoH(tensor_fp16.d)"))
            return f;
    }
    const GemmCheck verdict = checkGemmEntries(n, kSeedA, kSeedB, entries, got);
    if (!verdict.ok) {
        *unavailable =
            std::string("its ") + kernel.instruction + " kernel computed a wrong result: " + verdict.failure;
        return std::nullopt;
    }
    m.method = kernel.method;
    m.notes.emplace_back("kernel", kernel.description);
    char checked[96];
    std::snprintf(checked, sizeof checked,
                  "%zu entries match the host's reference (worst error %.1e of sum |a b|)", entries.size(),
                  verdict.worstRelativeError);
    m.notes.emplace_back("result_checked", checked);
    *out = std::move(m);
    return std::nullopt;
}

// Which own GEMM kernel measures, or why none: `forced` is ProbeOptions::ownGemm. Unforced, only
// mma.sync on compute capability 8.x: the wgmma kernel waits for its first check on a GPU.
std::optional<OwnGemmKernel> chooseOwnGemm(const DeviceInfo& device, const std::string& forced,
                                           std::string* unavailable) {
    const bool hopper = device.ccMajor == 9 && device.ccMinor == 0;
    const std::string cc = std::to_string(device.ccMajor) + "." + std::to_string(device.ccMinor);
    if (forced == "wgmma" || (forced == "auto" && hopper)) {
        if (hopper) return ownGemmKernel(true);
        *unavailable = "wgmma needs compute capability 9.0, not " + cc;
        return std::nullopt;
    }
    if (!forced.empty() || device.ccMajor == 8) return ownGemmKernel(false);
    *unavailable = hopper ? std::string(
                                "its wgmma kernel has not been checked on a GPU yet (--own-gemm runs it), "
                                "and its mma.sync kernel does not reach the tensor rate of compute "
                                "capability 9.0")
                          : "its mma.sync kernel does not reach the tensor rate of compute capability " + cc;
    return std::nullopt;
}

Failure measureTensorFp16(const DeviceInfo& device, int driverVersion, const RunPlan& plan,
                          const std::string& forcedOwnGemm, std::optional<Measurement>* out) {
    // A real GEMM: through cuBLASLt when the machine has it, else the probe's own on compute
    // capability 8.x, where mma.sync is the tensor cores' own instruction. Else the peak
    // kernel, which then does not calibrate by default.
    std::string gemmUnavailable;
    if (forcedOwnGemm.empty()) {
        if (auto f = measureTensorGemm(device, driverVersion, plan, out, &gemmUnavailable)) return f;
        if (*out) return std::nullopt;
    } else {
        gemmUnavailable = "not tried: --own-gemm";
    }
    std::string ownUnavailable;
    if (const std::optional<OwnGemmKernel> own = chooseOwnGemm(device, forcedOwnGemm, &ownUnavailable)) {
        if (auto f = measureOwnGemm(device, plan, *own, out, &ownUnavailable)) return f;
        if (*out) {
            (*out)->notes.emplace_back("cublaslt_unavailable", gemmUnavailable);
            return std::nullopt;
        }
    }
    int grid = 0;
    if (auto f = gridFor(kernelsOf->mma, kernels::kMmaBlock, device, "tensor_fp16", &grid)) return f;
    DeviceBuffer sink, cycles;
    if (auto f =
            check(sink.allocate(sizeof(float) * grid * kernels::kMmaBlock), "cuMemAlloc(tensor_fp16.sink)"))
        return f;
    const int batches = plan.reps + 1;
    if (auto f = check(cycles.allocate(sizeof(long long) * batches), "cuMemAlloc(tensor_fp16.cycles)"))
        return f;
    const auto launchWith = [&](int iters, CUdeviceptr slot) {
        return check(launchKernel(kernelsOf->mma, grid, kernels::kMmaBlock, sink.get(), kHalfPair, kSentinel,
                                  iters, slot),
                     "cuLaunchKernel(tensor_fp16)");
    };
    int iterations = 0;
    if (auto f = calibrateIterations([&](int iters) { return launchWith(iters, 0); }, plan.computeLaunchMs,
                                     "tensor_fp16", &iterations))
        return f;
    std::vector<double> batchMs;
    const int launches = plan.computeLaunchesPerBatch;
    if (auto f = timeBatches(
            plan.reps, launches, [&](int batch) { return launchWith(iterations, cycleSlot(cycles, batch)); },
            "tensor_fp16", &batchMs))
        return f;
    std::vector<long long> hostCycles(batches, 0);
    if (auto f = check(driver().memcpyDtoH(hostCycles.data(), cycles.get(), sizeof(long long) * batches),
                       "cuMemcpyDtoH(tensor_fp16.cycles)"))
        return f;

    Measurement m;
    m.unit = "TFLOPS";
    // Register-resident mma.sync on constant data: the tensor pipe's peak, not a GEMM's rate
    // (issue #18), so calibration does not use it by default.
    m.method = "mma_sync_peak_kernel";
    m.conditions = conditionsSeen();
    const double warps = static_cast<double>(grid) * kernels::kMmaBlock / 32;
    const double flopsPerLaunch = warps * iterations * kernels::kMmaFlopsPerWarpIteration;
    for (const double batch : batchMs) m.samples.push_back(flopsPerLaunch * launches / (batch * 1e-3) / 1e12);
    m.smClockMhz = medianClockMhz(hostCycles, batchMs, launches);
    m.notes.emplace_back("instruction", "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32");
    m.notes.emplace_back("gemm_unavailable", gemmUnavailable);
    m.notes.emplace_back("own_gemm_unavailable", ownUnavailable);
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
