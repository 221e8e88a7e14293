#include "tensor_measure.h"

#include "gemm_check.h"
#include "gemm_cublaslt.h"
#include "probe_kernels.h"

#include <cmath>
#include <cstdio>
#include <tuple>

namespace gputco::probe::measure {
namespace {

constexpr unsigned kHalfPair = 0x1C001C00u;  // the peak kernel's inputs: two halves of 2^-8

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

}  // namespace

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

}  // namespace gputco::probe::measure
