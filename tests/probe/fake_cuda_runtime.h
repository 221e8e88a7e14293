#pragma once
// A fake CUDA runtime and fake kernels for testing the probe's runner without a GPU. Kernels
// advance a virtual clock at the rates below, events read that clock, so the runner's
// figures must come out as exactly these rates; failures can be injected at any call.

#include <map>
#include <string>

namespace gputco::probe::fake {

struct FakeGpu {
    int deviceCountError = 0;  // cudaError_t of cudaGetDeviceCount
    int deviceCount = 1;
    // What cudaDriverGetVersion reports (CUDA's 1000 x major + 10 x minor): R535 is 12020, R550
    // 12040, R570 12080, R580 13000. Below the runtime's 13000, cudaGetDeviceCount fails with
    // cudaErrorInsufficientDriver, as the static CUDA 13 runtime does on those drivers.
    int driverVersion = 13000;
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
    double gemmTflops = 520;  // what the fake cuBLASLt's GEMM runs at (fake_cublaslt.h)
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
};

// Work of `flops` at the fake GEMM's rate on the virtual clock (fake_cublaslt.cpp), slowed as
// the tensor kernel is by `tensorVariation`.
void runGemm(double flops);

// Time passing on the host while the GPU waits (a slow NVML reading): the virtual clock moves
// with nothing launched.
void hostTime(double seconds);

// Resets the fake to `gpu` and clears the stats.
void reset(const FakeGpu& gpu);
const FakeStats& stats();

}  // namespace gputco::probe::fake
