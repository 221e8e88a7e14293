// The probe's kernels. Each is shaped so the compiler cannot shorten it (results feed a
// conditional store) and so the figure it gives is throughput, not latency. They have C names
// (probe_kernels.h; validate.sh profiles them by these names with ncu) because the host finds
// them by name in the fat binary (kernel_image.h) and launches them through the driver API:
// this file has no host code.

#include "probe_kernels.h"

#include <cuda_fp16.h>

using namespace gputco::probe::kernels;

extern "C" {

__global__ void __launch_bounds__(kTriadBlock)
    triadKernel(float4* __restrict__ a, const float4* __restrict__ b, const float4* __restrict__ c,
                float scalar, std::size_t count) {
    // float4: one 16-byte load per array per element keeps the number of memory
    // instructions low enough that bandwidth, not issue, is the limit.
    const std::size_t stride = static_cast<std::size_t>(gridDim.x) * blockDim.x;
    for (std::size_t i = static_cast<std::size_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < count;
         i += stride) {
        const float4 bv = b[i];
        const float4 cv = c[i];
        a[i] = make_float4(bv.x + scalar * cv.x, bv.y + scalar * cv.y, bv.z + scalar * cv.z,
                           bv.w + scalar * cv.w);
    }
}

__global__ void __launch_bounds__(kTriadBlock)
    fillKernel(float4* __restrict__ p, float value, std::size_t count) {
    const std::size_t stride = static_cast<std::size_t>(gridDim.x) * blockDim.x;
    for (std::size_t i = static_cast<std::size_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < count;
         i += stride)
        p[i] = make_float4(value, value, value, value);
}

// Halves spread over [-1, 1) from a hash of the index: a GEMM on random data draws the power a
// real one does, where constant or zero inputs keep the tensor cores' switching (and so the
// power, and any throttling) low.
__global__ void __launch_bounds__(kTriadBlock)
    fillRandomHalvesKernel(__half* p, std::size_t count, unsigned seed) {
    const std::size_t stride = static_cast<std::size_t>(gridDim.x) * blockDim.x;
    for (std::size_t i = static_cast<std::size_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < count;
         i += stride) {
        unsigned x = static_cast<unsigned>(i) ^ seed;
        x ^= x >> 16;
        x *= 0x7feb352du;
        x ^= x >> 15;
        x *= 0x846ca68bu;
        x ^= x >> 16;
        p[i] = __float2half(static_cast<float>(x) * (2.0f / 4294967296.0f) - 1.0f);
    }
}

__global__ void __launch_bounds__(kFmaBlock)
    fmaKernel(float* sink, float seed, float sentinel, int iterations, long long* cycles) {
    const long long start = clock64();
    float x[kFmaChains];
#pragma unroll
    for (int k = 0; k < kFmaChains; ++k) x[k] = seed + 0.001f * k + 1e-6f * threadIdx.x;

    // x -> 0.999 x + 0.001 converges to 1: values stay normal, so no slow path is hit.
    for (int i = 0; i < iterations; ++i) {
#pragma unroll
        for (int u = 0; u < kFmaUnroll; ++u) {
#pragma unroll
            for (int k = 0; k < kFmaChains; ++k) x[k] = fmaf(x[k], 0.999f, 0.001f);
        }
    }

    float sum = 0.0f;
#pragma unroll
    for (int k = 0; k < kFmaChains; ++k) sum += x[k];
    if (sum == sentinel) sink[blockIdx.x * blockDim.x + threadIdx.x] = sum;
    if (cycles != nullptr && blockIdx.x == 0 && threadIdx.x == 0) *cycles = clock64() - start;
}

__global__ void __launch_bounds__(kMmaBlock)
    mmaKernel(float* sink, unsigned halfPair, float sentinel, int iterations, long long* cycles) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
    const long long start = clock64();
    // Fragments of m16n8k16 (row.col, f16 inputs, f32 accumulate): A is four .b32 registers
    // of two halves each, B two, C/D four floats per thread. The inputs never change, so
    // everything stays in registers and the loop measures the tensor pipe alone.
    const unsigned a0 = halfPair, a1 = halfPair ^ 0x00010001u, a2 = halfPair, a3 = halfPair;
    const unsigned b0 = halfPair, b1 = halfPair ^ 0x00010001u;
    float acc[kMmaChains][4];
#pragma unroll
    for (int k = 0; k < kMmaChains; ++k) acc[k][0] = acc[k][1] = acc[k][2] = acc[k][3] = 0.0f;

    for (int i = 0; i < iterations; ++i) {
#pragma unroll
        for (int k = 0; k < kMmaChains; ++k) {
            asm volatile(
                "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
                "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};\n"
                : "+f"(acc[k][0]), "+f"(acc[k][1]), "+f"(acc[k][2]), "+f"(acc[k][3])
                : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
        }
    }

    float sum = 0.0f;
#pragma unroll
    for (int k = 0; k < kMmaChains; ++k) sum += acc[k][0] + acc[k][1] + acc[k][2] + acc[k][3];
    if (sum == sentinel) sink[blockIdx.x * blockDim.x + threadIdx.x] = sum;
    if (cycles != nullptr && blockIdx.x == 0 && threadIdx.x == 0) *cycles = clock64() - start;
#else
    // The sm_75 image (for a T4) has no m16n8k16 f16 mma: an empty kernel, and the runner
    // skips the tensor measurement below compute capability 8.0 anyway.
    (void)sink, (void)halfPair, (void)sentinel, (void)iterations, (void)cycles;
#endif
}

}  // extern "C"
