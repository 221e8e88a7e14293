#pragma once
// The probe's kernels (probe_kernels.cu): their names, block sizes and the work each does per
// iteration. The host runner loads them from the executable's fat binary through the driver API
// (kernel_image.h, cuda_driver.h) by these names and passes their parameters in this order, so
// a signature changed in the .cu must change here too. Kept free of CUDA headers.

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

// The probe's own GEMM (for machines without cuBLASLt): 128 x 128 output tiles, 32 deep, three
// shared-memory stages filled by cp.async (3 x 2 x 128 x 32 halves = 48 KiB, the static limit),
// 8 warps of 64 x 32 each, mma.sync m16n8k16 on fragments read by ldmatrix.
inline constexpr int kGemmTile = 128;
inline constexpr int kGemmTileK = 32;
inline constexpr int kGemmStages = 3;
inline constexpr int kGemmBlock = 256;

// (float4* a, const float4* b, const float4* c, float scalar, size_t float4Count):
// a[i] = b[i] + scalar * c[i], grid-stride. The pointers must be 16-byte aligned (cuMemAlloc
// gives 256).
inline constexpr const char* kTriad = "triadKernel";
// (float4* p, float value, size_t float4Count): every element of p set to value.
inline constexpr const char* kFill = "fillKernel";
// (__half* p, size_t count, unsigned seed): count halves spread over [-1, 1), the GEMM's inputs.
inline constexpr const char* kFillRandomHalves = "fillRandomHalvesKernel";
// (float* sink, float seed, float sentinel, int iterations, long long* cycles): FMA throughput.
// `sink` (grid * kFmaBlock floats) is written only when the chains' sum equals `sentinel`,
// which the host picks so that it never does; the compiler cannot know that and keeps every
// FMA. When `cycles` is not null, block 0 stores the clock64() cycles it spent, from which the
// runner reads the SM clock during the run.
inline constexpr const char* kFma = "fmaKernel";
// (float* sink, unsigned halfPair, float sentinel, int iterations, long long* cycles): tensor
// FP16 throughput with FP32 accumulate (mma.sync m16n8k16), register resident; compute
// capability 8.0 or later. `sink` and `cycles` as for the FMA kernel.
inline constexpr const char* kMma = "mmaKernel";
// (const __half* a, const __half* b, float* d, int n): d[i n + j] = sum over k of
// a[i n + k] * b[j n + k], FP32 accumulation: A row-major, B column-major (both k-contiguous,
// as mma.sync's row.col wants them), D row-major. n a multiple of kGemmTile; one block per
// output tile, (n / kGemmTile)^2 blocks of kGemmBlock threads. Compute capability 8.0 or later.
inline constexpr const char* kTiledGemm = "tiledGemmKernel";
// The same GEMM, parameters, tiles and grid through Hopper's wgmma (two warpgroups of 64 x 128
// each, m64n128k16, operands read from shared memory by descriptor). Its code is only in the
// sm_90a image: compute capability 9.0.
inline constexpr const char* kWgmmaGemm = "wgmmaGemmKernel";

}  // namespace gputco::probe::kernels
