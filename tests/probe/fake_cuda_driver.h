#pragma once
// A fake CUDA driver (cuda_driver.h) and fake kernels for testing the probe's runner without a
// GPU. Launches of the probe's kernels (by name) advance a virtual clock at the rates below,
// events read that clock, so the runner's figures must come out as exactly these rates;
// failures can be injected at any call. reset() installs it as the runner's driver.

#include "cuda_driver.h"
#include "kernel_image.h"

#include <map>
#include <string>

namespace gputco::probe::fake {

struct FakeGpu {
    bool libraryLoads = true;       // libcuda.so.1 is installed
    std::string missingEntryPoint;  // one the driver lacks (an old driver), none when empty
    int initError = 0;              // CUresult of cuInit
    int deviceCount = 1;
    // What cuDriverGetVersion reports (CUDA's 1000 x major + 10 x minor): R535 is 12020, R550
    // 12040, R570 12080, R580 13000. The probe has no runtime to require a version: every one
    // of these runs it.
    int driverVersion = 13000;
    // CUresult of cuModuleLoadData for every image: a GPU newer than the machine code the probe
    // carries, on a driver too old to compile its PTX, gives CUDA_ERROR_UNSUPPORTED_PTX_VERSION.
    int moduleLoadError = 0;
    int imagesRefused = 0;  // the first this many images fail with CUDA_ERROR_NO_BINARY_FOR_GPU
    const char* name = "NVIDIA H200";
    int ccMajor = 9, ccMinor = 0;
    int smCount = 132;
    long long l2Bytes = 50ll << 20;
    long long memoryBytes = 141ll << 30;
    long long freeBytes = 140ll << 30;
    int smClockKhz = 1980000;
    double smClockMeasuredMhz = 1900;  // what clock64 sees in the FMA kernel
    double tensorClockMhz = 1830;      // and in the MMA kernel

    double hbmGbs = 4000;  // triad, read + write bytes
    double fp32Tflops = 60;
    double tensorTflops = 600;
    double gemmTflops = 520;       // what the fake cuBLASLt's GEMM runs at (fake_cublaslt.h)
    double ownGemmTflops = 450;    // the probe's own GEMM kernel with mma.sync (kTiledGemm)
    double wgmmaGemmTflops = 700;  // and with wgmma (kWgmmaGemm)
    // The own GEMM's output as read back (cuMemcpyDtoH from its D): the true products of the
    // random inputs (computed on demand from their seeds), or these plus `ownGemmError` each.
    double ownGemmError = 0;
    double copyGbs = 50;
    double launchOverheadUs = 0;  // added to every kernel
    // Unsteady rates: every other timed batch (counted by event pairs) of that kernel runs
    // this fraction slower, so its kept batches spread by about this much.
    double hbmVariation = 0;
    double fp32Variation = 0;
    double tensorVariation = 0;

    // Inject a failure: the `failAfter`-th call (0 = first) of `failApi` returns `failCode`;
    // with `sticky`, every later call of any kind fails with it too.
    std::string failApi;
    int failAfter = 0;
    int failCode = 2;
    bool sticky = false;
};

struct FakeStats {
    int liveDeviceBuffers = 0;
    int livePinnedBuffers = 0;
    int liveEvents = 0;
    double virtualSeconds = 0;  // GPU time of everything launched or copied
    std::map<std::string, int> calls;
    int liveModules = 0;
    int retainedContexts = 0;
};

// Work of `flops` at the fake GEMM's rate on the virtual clock (fake_cublaslt.cpp), slowed as
// the tensor kernel is by `tensorVariation`.
void runGemm(double flops);

// Time passing on the host while the GPU waits (a slow NVML reading): the virtual clock moves
// with nothing launched.
void hostTime(double seconds);

// Resets the fake to `gpu` and clears the stats.
void configure(const FakeGpu& gpu);
// The fake's entry points. Its cuModuleLoadData takes only a fat binary (magic 0xBA55ED50).
const DriverApi& fakeDriverApi();
// What loading a driver finds on a machine with the fake GPU `gpu`.
DriverLoad fakeDriverLoad(const FakeGpu& gpu);
// A fat binary's bare header: what the fake accepts as a kernel image.
KernelImage fakeKernelImage();

// configure(), then makes the fake the runner's driver with two kernel images. Inline: the
// fake libcuda.so.1 (fake_libcuda.cpp) shares this file but not the probe's overrides.
inline void reset(const FakeGpu& gpu) {
    configure(gpu);
    overrideDriver(fakeDriverLoad(gpu));
    // Two images, as a build with two CUDA objects would have: a refused first one is retried.
    overrideKernelImages({fakeKernelImage(), fakeKernelImage()});
}
const FakeStats& stats();

}  // namespace gputco::probe::fake
