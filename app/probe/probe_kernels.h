#pragma once
// Launch wrappers around the probe's kernels (probe_kernels.cu), callable from host C++
// without nvcc. Each returns the launch's cudaError_t; faults inside a kernel surface at
// the next synchronising call, which the runner checks.

#include <cuda_runtime_api.h>

#include <cstddef>

namespace gputco::probe::kernels {

inline constexpr int kTriadBlock = 256;
inline constexpr int kFmaBlock = 256;
inline constexpr int kMmaBlock = 128;

// Independent FMA dependency chains per thread: more than the FMA pipeline's latency in
// cycles divided by the issue rate, so one warp alone could keep its lanes busy.
inline constexpr int kFmaChains = 8;
// 8 chains x 64 = 512 FMAs per loop trip: the loop's 3 overhead instructions cost 0.6 % of
// issue, where 128 per trip capped Hopper near 97.7 % of its FP32 peak (issue #18).
inline constexpr int kFmaUnroll = 64;
inline constexpr double kFmaFlopsPerThreadIteration = 2.0 * kFmaChains * kFmaUnroll;

// Independent accumulators per warp for mma.sync: the tensor pipe's latency is tens of
// cycles, so one chain per warp would measure latency, not throughput.
inline constexpr int kMmaChains = 8;
inline constexpr double kFlopsPerMma = 2.0 * 16 * 8 * 16;  // m16n8k16, per warp
inline constexpr double kMmaFlopsPerWarpIteration = kFlopsPerMma * kMmaChains;

// a[i] = b[i] + scalar * c[i] over `float4Count` float4 elements, grid-stride.
// The pointers must be 16-byte aligned (cudaMalloc gives 256).
cudaError_t triadBlocksPerSm(int* blocks);
// Sets `float4Count` float4 elements of `p` to `value`, grid-stride.
cudaError_t launchFill(float* p, float value, std::size_t float4Count, int grid);
cudaError_t launchTriad(float* a, const float* b, const float* c, float scalar, std::size_t float4Count,
                        int grid);

// Sets `count` halves of `p` to values spread over [-1, 1), from `seed`: the GEMM's inputs.
cudaError_t launchFillRandomHalves(void* p, std::size_t count, unsigned seed, int grid);

// FMA throughput. `sink` (grid * kFmaBlock floats) is written only when the chains' sum
// equals `sentinel`, which the host picks so that it never does; the compiler cannot know
// that and keeps every FMA. When `cycles` is not null, block 0 stores the clock64() cycles
// it spent, from which the runner reads the SM clock during the run.
cudaError_t fmaBlocksPerSm(int* blocks);
cudaError_t launchFma(float* sink, float seed, float sentinel, int iterations, long long* cycles, int grid);

// Tensor-core FP16 throughput with FP32 accumulate (mma.sync m16n8k16), register resident.
// Needs compute capability 8.0 or later; `sink` and `cycles` as for launchFma, so the SM
// clock is known during the tensor run too, where a power-limited GPU throttles first.
cudaError_t mmaBlocksPerSm(int* blocks);
cudaError_t launchMma(float* sink, unsigned halfPair, float sentinel, int iterations, long long* cycles,
                      int grid);

}  // namespace gputco::probe::kernels
