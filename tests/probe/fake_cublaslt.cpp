#include "fake_cublaslt.h"

#include "fake_cuda_driver.h"

namespace gputco::probe::fake {
namespace {

FakeCublasLt config;
FakeCublasLtStats counters;
cublasLtMatmulDescOpaque_t descSlot;
cublasLtMatrixLayoutOpaque_t layoutSlots[3];
cublasLtMatmulPreferenceOpaque_t preferenceSlot;
int handleSlot = 0;
int layoutsMade = 0;

cublasStatus_t create(cublasLtHandle_t* handle) {
    *handle = reinterpret_cast<cublasLtHandle_t>(&handleSlot);
    ++counters.liveObjects;
    return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t destroyAny() {
    --counters.liveObjects;
    return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t destroy(cublasLtHandle_t) {
    return destroyAny();
}
cublasStatus_t descCreate(cublasLtMatmulDesc_t* desc, cublasComputeType_t compute, cudaDataType_t scale) {
    if (compute != CUBLAS_COMPUTE_32F || scale != CUDA_R_32F) return CUBLAS_STATUS_INVALID_VALUE;
    *desc = &descSlot;
    ++counters.liveObjects;
    return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t descDestroy(cublasLtMatmulDesc_t) {
    return destroyAny();
}
cublasStatus_t layoutCreate(cublasLtMatrixLayout_t* layout, cudaDataType type, uint64_t rows, uint64_t cols,
                            int64_t ld) {
    // A and B in FP16, D in FP32; square and column-major.
    const bool wantHalf = layoutsMade % 3 != 2;
    if (type != (wantHalf ? CUDA_R_16F : CUDA_R_32F) || rows != cols || ld != static_cast<int64_t>(rows))
        return CUBLAS_STATUS_INVALID_VALUE;
    *layout = &layoutSlots[layoutsMade++ % 3];
    counters.n = rows;
    ++counters.liveObjects;
    return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t layoutDestroy(cublasLtMatrixLayout_t) {
    return destroyAny();
}
cublasStatus_t preferenceCreate(cublasLtMatmulPreference_t* preference) {
    *preference = &preferenceSlot;
    ++counters.liveObjects;
    return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t preferenceDestroy(cublasLtMatmulPreference_t) {
    return destroyAny();
}
cublasStatus_t preferenceSetAttribute(cublasLtMatmulPreference_t, cublasLtMatmulPreferenceAttributes_t,
                                      const void*, size_t) {
    return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t algoGetHeuristic(cublasLtHandle_t, cublasLtMatmulDesc_t, cublasLtMatrixLayout_t,
                                cublasLtMatrixLayout_t, cublasLtMatrixLayout_t, cublasLtMatrixLayout_t,
                                cublasLtMatmulPreference_t, int, cublasLtMatmulHeuristicResult_t*,
                                int* found) {
    *found = config.algorithmsFound;
    return config.heuristicStatus;
}
cublasStatus_t matmul(cublasLtHandle_t, cublasLtMatmulDesc_t, const void*, const void*,
                      cublasLtMatrixLayout_t, const void*, cublasLtMatrixLayout_t, const void*, const void*,
                      cublasLtMatrixLayout_t, void*, cublasLtMatrixLayout_t, const cublasLtMatmulAlgo_t*,
                      void*, size_t, cudaStream_t) {
    if (counters.matmuls++ == config.failMatmulAt) return config.matmulFailure;
    const double n = static_cast<double>(counters.n);
    runGemm(2.0 * n * n * n);
    return CUBLAS_STATUS_SUCCESS;
}

size_t cudartVersion() {
    return static_cast<size_t>(config.cudartVersion);
}

}  // namespace

const CublasLtApi* fakeCublasLt(const FakeCublasLt& lt) {
    config = lt;
    counters = FakeCublasLtStats{};
    layoutsMade = 0;
    static CublasLtApi api;
    api.create = create;
    api.destroy = destroy;
    api.descCreate = descCreate;
    api.descDestroy = descDestroy;
    api.layoutCreate = layoutCreate;
    api.layoutDestroy = layoutDestroy;
    api.preferenceCreate = preferenceCreate;
    api.preferenceDestroy = preferenceDestroy;
    api.preferenceSetAttribute = preferenceSetAttribute;
    api.algoGetHeuristic = algoGetHeuristic;
    api.matmul = matmul;
    api.cudartVersion = config.cudartVersion != 0 ? cudartVersion : nullptr;
    return &api;
}

const FakeCublasLtStats& cublasLtStats() {
    return counters;
}

}  // namespace gputco::probe::fake
