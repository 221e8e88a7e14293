#pragma once
// Tensor throughput as a real GEMM reaches it (issue #18): FP16 A and B, FP32 accumulation and
// FP32 output, n x n x n, column-major and not transposed, on random data, through cuBLASLt
// (the library cuBLAS's own GEMMs run on). The cost model's tensor efficiency means what a real
// GEMM reaches, which a peak kernel on constant data in registers does not. cuBLASLt is loaded
// at run time (libcublasLt.so.13, .12, .11): the probe needs only the driver, and a machine
// without the library measures with the peak kernel, which then does not calibrate.

#include <cublasLt.h>

#include <cstddef>
#include <string>

namespace gputco::probe {

// The cuBLASLt entry points the probe calls, with cublasLt.h's own signatures.
struct CublasLtApi {
    decltype(&cublasLtCreate) create = nullptr;
    decltype(&cublasLtDestroy) destroy = nullptr;
    decltype(&cublasLtMatmulDescCreate) descCreate = nullptr;
    decltype(&cublasLtMatmulDescDestroy) descDestroy = nullptr;
    decltype(&cublasLtMatrixLayoutCreate) layoutCreate = nullptr;
    decltype(&cublasLtMatrixLayoutDestroy) layoutDestroy = nullptr;
    decltype(&cublasLtMatmulPreferenceCreate) preferenceCreate = nullptr;
    decltype(&cublasLtMatmulPreferenceDestroy) preferenceDestroy = nullptr;
    decltype(&cublasLtMatmulPreferenceSetAttribute) preferenceSetAttribute = nullptr;
    decltype(&cublasLtMatmulAlgoGetHeuristic) algoGetHeuristic = nullptr;
    decltype(&cublasLtMatmul) matmul = nullptr;
    // The CUDA runtime the library was built with (1000 x major + 10 x minor); null in a
    // library too old to say, which is then taken to suit any driver.
    decltype(&cublasLtGetCudartVersion) cudartVersion = nullptr;
};

// The cuBLASLt the probe uses, or why there is none.
struct CublasLtChoice {
    const CublasLtApi* api = nullptr;
    std::string unavailable;
};

// Empty when `api` can run on a driver of `driverVersion`; else why not. A cuBLASLt is built on
// a CUDA runtime, which runs on any driver of its major version or newer (CUDA's minor version
// compatibility), so a cuBLASLt of CUDA 13 on an R535 driver (CUDA 12.2) cannot.
std::string cublasLtUnusableReason(const CublasLtApi& api, int driverVersion);

// The machine's cuBLASLt for this driver: the first of libcublasLt.so.13, .12 and .11 that
// loads, has every entry point and suits the driver; loaded once.
CublasLtChoice systemCublasLt(int driverVersion);
// Tests: offer `api` instead of the machine's (null: as if none were installed).
void overrideCublasLt(const CublasLtApi* api);

// "CUBLAS_STATUS_NOT_SUPPORTED" and the like, for the document.
std::string cublasStatusName(cublasStatus_t status);

// One prepared GEMM: the handle, its descriptions and the algorithm cuBLASLt's heuristic picks,
// freed on every path.
class LtGemm {
public:
    explicit LtGemm(const CublasLtApi& api) : api_(api) {}
    LtGemm(const LtGemm&) = delete;
    LtGemm& operator=(const LtGemm&) = delete;
    ~LtGemm();

    // D = A x B for n x n matrices: `a` and `b` hold n * n halves, `d` n * n floats; the
    // workspace is the algorithm's scratch. The status of the first call that failed.
    cublasStatus_t prepare(int n, const void* a, const void* b, void* d, void* workspace,
                           std::size_t workspaceBytes);
    // One GEMM on the default stream, asynchronous like a kernel launch.
    cublasStatus_t run();

private:
    const CublasLtApi& api_;
    cublasLtHandle_t handle_ = nullptr;
    cublasLtMatmulDesc_t desc_ = nullptr;
    cublasLtMatrixLayout_t aLayout_ = nullptr, bLayout_ = nullptr, dLayout_ = nullptr;
    cublasLtMatmulPreference_t preference_ = nullptr;
    cublasLtMatmulHeuristicResult_t algorithm_{};
    const void* a_ = nullptr;
    const void* b_ = nullptr;
    void* d_ = nullptr;
    void* workspace_ = nullptr;
    std::size_t workspaceBytes_ = 0;
    float alpha_ = 1.0f, beta_ = 0.0f;
};

}  // namespace gputco::probe
