// The probe's own GEMM kernels (app/probe/probe_kernels.cu) run on the host: their index
// arithmetic (gemm_layout.h, which the kernels call) driven through an emulation of the PTX
// instructions they use, each written here from the PTX ISA's description: cp.async copies 16
// bytes; ldmatrix.x4 gives lane l of matrix q the two halves at row l / 4, columns 2 (l % 4) and
// +1, of the row whose address lane 8 q + l / 4 gave; mma.sync m16n8k16 takes its A, B and C
// fragments by groupID g = l / 4 and t = l % 4; wgmma reads K-major operands through a
// descriptor with a 64-byte swizzle and holds D in its own fragment layout. No GPU has run the
// kernels: this checks that their threads copy, read and write the right places.

#include "gemm_layout.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <random>
#include <set>
#include <utility>
#include <vector>

using namespace gputco::probe;
namespace gemm = gputco::probe::gemm;

namespace {

constexpr int kTileHalves = kernels::kGemmTile * kernels::kGemmTileK;
constexpr int kThreads = kernels::kGemmBlock;

// Shared memory as the kernels declare it: [stage][A or B][tile], in halves (held as floats:
// the inputs are small integers, so every sum below is exact).
using Stage = std::array<std::array<float, kTileHalves>, 2>;
using Shared = std::array<Stage, kernels::kGemmStages>;

struct Problem {
    int n = 0;
    std::vector<float> a, b;  // A row-major, B column-major: a[i n + k], b[j n + k]
    std::vector<double> reference;
};

Problem problem(int n, unsigned seed) {
    Problem p;
    p.n = n;
    std::mt19937 random(seed);
    std::uniform_int_distribution<int> value(-3, 3);
    for (auto* m : {&p.a, &p.b}) {
        m->resize(static_cast<std::size_t>(n) * n);
        for (float& x : *m) x = static_cast<float>(value(random));
    }
    p.reference.assign(static_cast<std::size_t>(n) * n, 0.0);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            double sum = 0;
            for (int k = 0; k < n; ++k)
                sum += double(p.a[std::size_t(i) * n + k]) * p.b[std::size_t(j) * n + k];
            p.reference[std::size_t(i) * n + j] = sum;
        }
    return p;
}

// cp.async 16 bytes by every thread of the block: loadTile's copies of rows row0.. and k k0...
// Counts the writes per slot, so that a copy landing twice (and another slot never) shows.
void loadTile(std::array<float, kTileHalves>& tile, const std::vector<float>& m, int n, int row0, int k0,
              std::vector<int>* writes) {
    for (int thread = 0; thread < kThreads; ++thread)
        for (int i = 0; i < 2; ++i) {
            const gemm::Cell at = gemm::loadChunk(thread, i);
            const int slot = gemm::swizzled(at.row, at.col);
            for (int e = 0; e < 8; ++e) {
                tile[std::size_t(slot + e)] = m[std::size_t(row0 + at.row) * n + k0 + at.col * 8 + e];
                ++(*writes)[std::size_t(slot + e)];
            }
        }
}

// ldmatrix.sync.aligned.m8n8.x4.shared.b16: `address[l]` is lane l's row address (in halves);
// reg[l][q] is the pair of halves lane l receives from matrix q.
using Pair = std::pair<float, float>;
using Registers = std::array<std::array<Pair, 4>, 32>;
Registers ldmatrix4(const std::array<float, kTileHalves>& tile, const std::array<int, 32>& address) {
    Registers reg{};
    for (int l = 0; l < 32; ++l)
        for (int q = 0; q < 4; ++q) {
            const int row = address[std::size_t(8 * q + l / 4)];
            reg[std::size_t(l)][std::size_t(q)] = {tile[std::size_t(row + 2 * (l % 4))],
                                                   tile[std::size_t(row + 2 * (l % 4) + 1)]};
        }
    return reg;
}

// mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32, for the whole warp: lane l (g = l / 4,
// t = l % 4) holds A (16 x 16) as a0a1 = (g, 2t..), a2a3 = (g + 8, 2t..), a4a5 = (g, 2t + 8..),
// a6a7 = (g + 8, 2t + 8..); B (16 x 8, k x n) as b0b1 = (2t.., g), b2b3 = (2t + 8.., g); C and D
// (16 x 8) as c0c1 = (g, 2t..), c2c3 = (g + 8, 2t..).
void mma(std::array<std::array<float, 4>, 32>& c, const std::array<std::array<Pair, 4>, 32>& a,
         const std::array<std::array<Pair, 2>, 32>& b) {
    float A[16][16], B[16][8], C[16][8];
    for (int l = 0; l < 32; ++l) {
        const int g = l / 4, t = l % 4;
        const auto& ra = a[std::size_t(l)];
        const std::pair<int, int> aAt[4] = {{g, 2 * t}, {g + 8, 2 * t}, {g, 2 * t + 8}, {g + 8, 2 * t + 8}};
        for (int r = 0; r < 4; ++r) {
            A[aAt[r].first][aAt[r].second] = ra[std::size_t(r)].first;
            A[aAt[r].first][aAt[r].second + 1] = ra[std::size_t(r)].second;
        }
        for (int r = 0; r < 2; ++r) {
            B[2 * t + 8 * r][g] = b[std::size_t(l)][std::size_t(r)].first;
            B[2 * t + 8 * r + 1][g] = b[std::size_t(l)][std::size_t(r)].second;
        }
        for (int r = 0; r < 4; ++r) C[g + 8 * (r / 2)][2 * t + r % 2] = c[std::size_t(l)][std::size_t(r)];
    }
    for (int i = 0; i < 16; ++i)
        for (int j = 0; j < 8; ++j)
            for (int k = 0; k < 16; ++k) C[i][j] += A[i][k] * B[k][j];
    for (int l = 0; l < 32; ++l)
        for (int r = 0; r < 4; ++r)
            c[std::size_t(l)][std::size_t(r)] = C[l / 4 + 8 * (r / 2)][2 * (l % 4) + r % 2];
}

// The stages as both kernels fill them: tiles 0 and 1 first, then at step kt tile kt + 2 into
// stage (kt + 2) % 3 before tile kt is used from stage kt % 3 (the barrier and cp.async waits
// order it on the GPU). `compute(stage)` runs step kt on the tiles it finds there.
template <typename Compute>
void runStages(const Problem& p, gemm::Cell tile, Shared& shared, const Compute& compute) {
    const int kTiles = p.n / kernels::kGemmTileK;
    std::vector<int> writes(kTileHalves, 0);
    const auto load = [&](int stage, int kTile) {
        for (int side = 0; side < 2; ++side) {
            std::fill(writes.begin(), writes.end(), 0);
            loadTile(shared[std::size_t(stage)][std::size_t(side)], side == 0 ? p.a : p.b, p.n,
                     side == 0 ? tile.row : tile.col, kTile * kernels::kGemmTileK, &writes);
            // Every slot once: the copies and the swizzle are a bijection onto the tile.
            REQUIRE(std::count(writes.begin(), writes.end(), 1) == kTileHalves);
        }
    };
    for (int s = 0; s < kernels::kGemmStages - 1; ++s)
        if (s < kTiles) load(s, s);
    for (int kt = 0; kt < kTiles; ++kt) {
        const int next = kt + kernels::kGemmStages - 1;
        if (next < kTiles) load(next % kernels::kGemmStages, next);
        compute(shared[std::size_t(kt % kernels::kGemmStages)]);
    }
}

// tiledGemmKernel on the host: every block, warp and lane.
// `swapB` passes b0 and b1 the wrong way round: a kernel bug the emulation must catch.
std::vector<double> runTiled(const Problem& p, std::vector<int>* writes, bool swapB = false) {
    const int n = p.n, side = n / kernels::kGemmTile;
    std::vector<double> d(std::size_t(n) * n, 0.0);
    for (int block = 0; block < side * side; ++block) {
        const gemm::Cell tile = gemm::outputTile(block, n);
        // acc[warp][lane][i][j][r]
        std::vector<std::array<std::array<std::array<std::array<float, 4>, 4>, 4>, 32>> acc(8);
        for (auto& w : acc)
            for (auto& l : w)
                for (auto& i : l)
                    for (auto& j : i) j.fill(0.0f);
        auto shared = std::make_unique<Shared>();
        runStages(p, tile, *shared, [&](const Stage& stage) {
            for (int warp = 0; warp < 8; ++warp) {
                const gemm::Cell origin = gemm::warpOrigin(warp);
                for (int ks = 0; ks < kernels::kGemmTileK / 16; ++ks) {
                    std::array<Registers, 4> fa;
                    std::array<Registers, 2> fb;
                    for (int i = 0; i < 4; ++i) {
                        std::array<int, 32> address{};
                        for (int l = 0; l < 32; ++l) {
                            const gemm::Cell at = gemm::ldmatrixA(l, i, ks, origin.row);
                            address[std::size_t(l)] = gemm::swizzled(at.row, at.col);
                        }
                        fa[std::size_t(i)] = ldmatrix4(stage[0], address);
                    }
                    for (int j = 0; j < 2; ++j) {
                        std::array<int, 32> address{};
                        for (int l = 0; l < 32; ++l) {
                            const gemm::Cell at = gemm::ldmatrixB(l, j, ks, origin.col);
                            address[std::size_t(l)] = gemm::swizzled(at.row, at.col);
                        }
                        fb[std::size_t(j)] = ldmatrix4(stage[1], address);
                    }
                    for (int i = 0; i < 4; ++i)
                        for (int j = 0; j < 4; ++j) {
                            // As the kernel passes them: b0 = fb[j / 2][2 (j % 2)], b1 the next.
                            std::array<std::array<Pair, 2>, 32> b{};
                            std::array<std::array<float, 4>, 32> c{};
                            for (int l = 0; l < 32; ++l) {
                                const auto& regs = fb[std::size_t(j >> 1)][std::size_t(l)];
                                const auto first = std::size_t((j & 1) * 2 + (swapB ? 1 : 0));
                                const auto second = std::size_t((j & 1) * 2 + (swapB ? 0 : 1));
                                b[std::size_t(l)] = {regs[first], regs[second]};
                                c[std::size_t(l)] =
                                    acc[std::size_t(warp)][std::size_t(l)][std::size_t(i)][std::size_t(j)];
                            }
                            mma(c, fa[std::size_t(i)], b);
                            for (int l = 0; l < 32; ++l)
                                acc[std::size_t(warp)][std::size_t(l)][std::size_t(i)][std::size_t(j)] =
                                    c[std::size_t(l)];
                        }
                }
            }
        });
        // The kernel's epilogue: float2 stores of (r, r + 1) at mmaAccumulator(r).
        for (int warp = 0; warp < 8; ++warp)
            for (int l = 0; l < 32; ++l)
                for (int i = 0; i < 4; ++i)
                    for (int j = 0; j < 4; ++j)
                        for (int r = 0; r < 4; r += 2) {
                            const gemm::Cell at = gemm::mmaAccumulator(l, i, j, r, gemm::warpOrigin(warp));
                            for (int e = 0; e < 2; ++e) {
                                const std::size_t cell =
                                    std::size_t(tile.row + at.row) * n + tile.col + at.col + e;
                                d[cell] = acc[std::size_t(warp)][std::size_t(l)][std::size_t(i)]
                                             [std::size_t(j)][std::size_t(r + e)];
                                ++(*writes)[cell];
                            }
                        }
    }
    return d;
}

// wgmma's read of a K-major operand with a 64-byte swizzle: the element (row, k) of the rows x
// 16 slice whose descriptor starts `start` bytes into a 1024-byte aligned tile, 8-row atoms
// 512 bytes apart (the stride byte offset); the swizzle XORs address bits 4-5 with bits 7-8.
float wgmmaRead(const std::array<float, kTileHalves>& tile, int start, int row, int k) {
    const int linear = start + (row / 8) * 512 + (row % 8) * 64 + k * 2;
    const int swizzledByte = linear ^ (((linear >> 7) & 3) << 4);
    return tile[std::size_t(swizzledByte / 2)];
}

// wgmmaGemmKernel on the host. D's fragment layout of m64nNk16, from the PTX ISA: thread t of
// the warpgroup (warp w, lane l) holds, for each 8 columns c8, (16 w + l / 4, 8 c8 + 2 (l % 4))
// and the next column in d[4 c8], d[4 c8 + 1], and 8 rows down in d[4 c8 + 2], d[4 c8 + 3].
// `stuckK` keeps the descriptors at k step 0 (a kernel bug the emulation must catch).
std::vector<double> runWgmma(const Problem& p, std::vector<int>* writes, bool stuckK = false) {
    const int n = p.n, side = n / kernels::kGemmTile;
    std::vector<double> d(std::size_t(n) * n, 0.0);
    for (int block = 0; block < side * side; ++block) {
        const gemm::Cell tile = gemm::outputTile(block, n);
        std::vector<std::array<float, 64>> acc(kThreads);
        for (auto& a : acc) a.fill(0.0f);
        auto shared = std::make_unique<Shared>();
        runStages(p, tile, *shared, [&](const Stage& stage) {
            for (int warpgroup = 0; warpgroup < 2; ++warpgroup)
                for (int ks = 0; ks < kernels::kGemmTileK / 16; ++ks) {
                    const int step = stuckK ? 0 : gemm::wgmmaStepK(ks);
                    const int startA = (gemm::wgmmaRowsA(warpgroup) + step) * 2;
                    const int startB = step * 2;
                    float D[64][128];
                    for (int t = 0; t < 128; ++t) {
                        const int w = t / 32, l = t % 32;
                        for (int r = 0; r < 64; ++r)
                            D[16 * w + l / 4 + 8 * ((r >> 1) & 1)][8 * (r >> 2) + 2 * (l % 4) + (r & 1)] =
                                acc[std::size_t(warpgroup * 128 + t)][std::size_t(r)];
                    }
                    for (int m = 0; m < 64; ++m)
                        for (int c = 0; c < 128; ++c)
                            for (int k = 0; k < 16; ++k)
                                D[m][c] +=
                                    wgmmaRead(stage[0], startA, m, k) * wgmmaRead(stage[1], startB, c, k);
                    for (int t = 0; t < 128; ++t) {
                        const int w = t / 32, l = t % 32;
                        for (int r = 0; r < 64; ++r)
                            acc[std::size_t(warpgroup * 128 + t)][std::size_t(r)] =
                                D[16 * w + l / 4 + 8 * ((r >> 1) & 1)][8 * (r >> 2) + 2 * (l % 4) + (r & 1)];
                    }
                }
        });
        for (int thread = 0; thread < kThreads; ++thread)
            for (int r = 0; r < 64; r += 2) {
                const gemm::Cell at = gemm::wgmmaAccumulator(thread, r);
                for (int e = 0; e < 2; ++e) {
                    const std::size_t cell = std::size_t(tile.row + at.row) * n + tile.col + at.col + e;
                    d[cell] = acc[std::size_t(thread)][std::size_t(r + e)];
                    ++(*writes)[cell];
                }
            }
    }
    return d;
}

void checkProduct(const Problem& p, const std::vector<double>& d, const std::vector<int>& writes) {
    int wrong = 0, notOnce = 0;
    for (std::size_t c = 0; c < d.size(); ++c) {
        wrong += d[c] != p.reference[c];
        notOnce += writes[c] != 1;
    }
    CHECK(notOnce == 0);  // every output cell written by exactly one thread
    CHECK(wrong == 0);    // small integers: exact in float, so equal to the double reference
}

}  // namespace

TEST_CASE("gemm emulation: the blocks' output tiles cover the output once, in groups of 8 tile rows",
          "[probe][gemm emulation]") {
    // 1280 = 10 tiles a side: a group of 8 tile rows and a last group of 2.
    for (const int n : {256, 1280, 8192}) {
        const int side = n / kernels::kGemmTile;
        std::set<std::pair<int, int>> seen;
        for (int block = 0; block < side * side; ++block) {
            const gemm::Cell t = gemm::outputTile(block, n);
            CHECK((t.row % kernels::kGemmTile == 0 && t.col % kernels::kGemmTile == 0));
            CHECK((t.row >= 0 && t.row < n && t.col >= 0 && t.col < n));
            seen.insert({t.row, t.col});
        }
        CHECK(seen.size() == std::size_t(side) * std::size_t(side));
    }
    // Blocks 0-7 take the first column of tiles in the first 8 tile rows (n = 8192).
    CHECK(gemm::outputTile(7, 8192).row == 7 * 128);
    CHECK(gemm::outputTile(7, 8192).col == 0);
    CHECK(gemm::outputTile(8, 8192).col == 128);
}

TEST_CASE("gemm emulation: tiledGemmKernel's threads compute A x B exactly (mma.sync, ldmatrix)",
          "[probe][gemm emulation]") {
    // 384 = 3 x 3 tiles, 12 k tiles: every stage is reused four times.
    const Problem p = problem(384, 7);
    std::vector<int> writes(p.reference.size(), 0);
    checkProduct(p, runTiled(p, &writes), writes);
}

TEST_CASE("gemm emulation: wgmmaGemmKernel's threads compute A x B exactly (descriptors, swizzle)",
          "[probe][gemm emulation]") {
    const Problem p = problem(256, 11);
    std::vector<int> writes(p.reference.size(), 0);
    checkProduct(p, runWgmma(p, &writes), writes);
}

TEST_CASE("gemm emulation: a kernel bug shows as a wrong product", "[probe][gemm emulation]") {
    // The emulation can fail: b0 and b1 swapped, or descriptors left at the first k step.
    const Problem p = problem(128, 3);
    std::vector<int> writes(p.reference.size(), 0);
    CHECK(runTiled(p, &writes, true) != p.reference);
    std::fill(writes.begin(), writes.end(), 0);
    CHECK(runWgmma(p, &writes, true) != p.reference);
    // And wgmma's swizzled read finds what loadTile stored: (row 9, k 20) is chunk 2, half 4.
    std::array<float, kTileHalves> tile{};
    for (int i = 0; i < kTileHalves; ++i) tile[std::size_t(i)] = float(i);
    CHECK(wgmmaRead(tile, 0, 9, 20) == float(gemm::swizzled(9, 2) + 4));
}
