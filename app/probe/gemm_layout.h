#pragma once
// Where each thread of the probe's own GEMM kernels (probe_kernels.cu) copies, reads and writes:
// the index arithmetic of tiledGemmKernel and wgmmaGemmKernel, shared with a host emulation of
// both (tests/probe/gemm_emulation_test.cpp) that runs them on the PTX instructions' documented
// semantics. No GPU has run the kernels yet; this is what can be checked without one. Free of
// CUDA headers; __host__ __device__ under nvcc.

#include <cstddef>

#include "probe_kernels.h"

#if defined(__CUDACC__)
#define GPUTCO_GEMM_FN __host__ __device__ __forceinline__
#else
#define GPUTCO_GEMM_FN inline
#endif

namespace gputco::probe::gemm {

using kernels::kGemmTile;
using kernels::kGemmTileK;

struct Cell {
    int row = 0;
    int col = 0;  // a column, or a 16-byte chunk of 8 halves where the name says so
};

// The GEMM's inputs before rounding to half: a float in [-1, 1) from a hash of the index (its
// low 32 bits) and the seed. fillRandomHalvesKernel rounds it with __float2half; the host's
// check (gemm_check.h) rounds the same value to nearest even as that does.
GPUTCO_GEMM_FN float randomInput(std::size_t index, unsigned seed) {
    unsigned x = static_cast<unsigned>(index) ^ seed;
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
    return static_cast<float>(x) * (2.0f / 4294967296.0f) - 1.0f;
}

// A shared-memory tile holds 128 rows of kGemmTileK (32) halves: four 16-byte chunks a row.
// Chunk c of row r is stored at c ^ ((r >> 1) & 3): the eight rows an ldmatrix reads at once
// fall on eight different bank groups, and it is the 64-byte swizzle wgmma reads (address bits
// 4-5 XOR bits 7-8). The offset in halves.
GPUTCO_GEMM_FN int swizzled(int row, int chunk) {
    return row * kGemmTileK + ((chunk ^ ((row >> 1) & 3)) * 8);
}

// The `i`-th (0 or 1) of the two chunks thread `thread` of a block copies into a tile: its row
// and chunk.
GPUTCO_GEMM_FN Cell loadChunk(int thread, int i) {
    const int c = thread + i * kernels::kGemmBlock;
    return {c >> 2, c & 3};
}

// The output tile (first row and column) of block `block`: blocks walk the output in groups of 8
// tile rows, so that a group's A rows and B columns are read from L2 rather than memory.
GPUTCO_GEMM_FN Cell outputTile(int block, int n) {
    constexpr int kGroupRows = 8;
    const int tilesPerSide = n / kGemmTile;
    const int perGroup = kGroupRows * tilesPerSide;
    const int firstRow = block / perGroup * kGroupRows;
    const int rowsInGroup = tilesPerSide - firstRow < kGroupRows ? tilesPerSide - firstRow : kGroupRows;
    const int inGroup = block % perGroup;
    return {(firstRow + inGroup % rowsInGroup) * kGemmTile, inGroup / rowsInGroup * kGemmTile};
}

// --- tiledGemmKernel: 2 x 4 warps of 64 x 32, mma.sync m16n8k16 ---

GPUTCO_GEMM_FN Cell warpOrigin(int warp) {
    return {(warp >> 2) * 64, (warp & 3) * 32};
}

// The row and chunk whose address lane `lane` gives ldmatrix.x4 for A's m16 tile `i` at k step
// `ks`: matrices (rows 0-7, k 0-7), (rows 8-15, k 0-7), (rows 0-7, k 8-15), (rows 8-15, k 8-15),
// the order of mma's a0-a7.
GPUTCO_GEMM_FN Cell ldmatrixA(int lane, int i, int ks, int warpRow) {
    return {warpRow + i * 16 + (lane & 15), ks * 2 + (lane >> 4)};
}

// The same for B (n rows, k contiguous), two n8 tiles per ldmatrix.x4 (`j` 0 or 1): matrices
// (n 0-7, k 0-7), (n 0-7, k 8-15), (n 8-15, k 0-7), (n 8-15, k 8-15), so that registers 0-1 are
// b0-b3 of n8 tile 2 j and registers 2-3 those of tile 2 j + 1.
GPUTCO_GEMM_FN Cell ldmatrixB(int lane, int j, int ks, int warpCol) {
    return {warpCol + j * 16 + (lane & 7) + ((lane >> 4) << 3), ks * 2 + ((lane >> 3) & 1)};
}

// Where acc[i][j][r] of lane `lane` belongs in the output tile: the C fragment of m16n8k16
// holds (row l / 4, columns 2 (l % 4) and +1) in r = 0, 1 and the same 8 rows down in r = 2, 3.
GPUTCO_GEMM_FN Cell mmaAccumulator(int lane, int i, int j, int r, Cell warp) {
    return {warp.row + i * 16 + (lane >> 2) + (r >> 1) * 8, warp.col + j * 8 + (lane & 3) * 2 + (r & 1)};
}

// --- wgmmaGemmKernel: two warpgroups of 64 x 128, wgmma m64n128k16 ---

// The offset in halves of warpgroup `warpgroup`'s 64 rows of A in the tile: 4096 bytes, a whole
// number of 512-byte swizzle atoms.
GPUTCO_GEMM_FN int wgmmaRowsA(int warpgroup) {
    return warpgroup * 64 * kGemmTileK;
}

// The descriptors' start for k step `ks`: 16 halves (32 bytes) along the row.
GPUTCO_GEMM_FN int wgmmaStepK(int ks) {
    return ks * 16;
}

// Where acc[r] of thread `thread` (0-255) belongs in the output tile: warp w of its warpgroup
// holds rows 16 w to 16 w + 15; for each 8 columns j, lane l holds (row l / 4, columns 8 j +
// 2 (l % 4) and +1) in acc[4 j], acc[4 j + 1] and the same 8 rows down in acc[4 j + 2], [4 j + 3].
GPUTCO_GEMM_FN Cell wgmmaAccumulator(int thread, int r) {
    const int warpgroup = thread >> 7, warp = (thread >> 5) & 3, lane = thread & 31;
    const int j = r >> 2, k = r & 3;
    return {warpgroup * 64 + warp * 16 + (lane >> 2) + (k >> 1) * 8, j * 8 + (lane & 3) * 2 + (k & 1)};
}

}  // namespace gputco::probe::gemm
