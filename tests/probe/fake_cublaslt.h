#pragma once
// A fake cuBLASLt (app/probe/gemm_cublaslt.h) for the runner's tests: its GEMM advances the
// fake GPU's clock at FakeGpu::gemmTflops; its heuristic and matmul can fail; it counts what
// was created and destroyed.

#include "gemm_cublaslt.h"

namespace gputco::probe::fake {

struct FakeCublasLt {
    cublasStatus_t heuristicStatus = CUBLAS_STATUS_SUCCESS;
    int algorithmsFound = 1;
    // The matmul call (0 = first) that fails with `matmulFailure`; -1: none does.
    int failMatmulAt = -1;
    cublasStatus_t matmulFailure = CUBLAS_STATUS_EXECUTION_FAILED;
    // The CUDA runtime the library says it was built with; 0: it lacks cublasLtGetCudartVersion.
    int cudartVersion = 13000;
};

struct FakeCublasLtStats {
    int liveObjects = 0;  // handles, descriptions, layouts and preferences not destroyed
    int matmuls = 0;
    unsigned long long n = 0;  // the rows of the last layout made
};

const CublasLtApi* fakeCublasLt(const FakeCublasLt& lt);
const FakeCublasLtStats& cublasLtStats();

}  // namespace gputco::probe::fake
