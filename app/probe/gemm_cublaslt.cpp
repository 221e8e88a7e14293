#include "gemm_cublaslt.h"

#include "cuda_driver.h"

#include <dlfcn.h>

namespace gputco::probe {
namespace {

const CublasLtApi* overridden = nullptr;
bool isOverridden = false;

template <typename F>
bool bind(void* library, const char* name, F& out) {
    out = reinterpret_cast<F>(dlsym(library, name));
    return out != nullptr;
}

bool bindAll(void* library, CublasLtApi& api) {
    // Optional: libraries before CUDA 10.1 lack it.
    api.cudartVersion =
        reinterpret_cast<decltype(api.cudartVersion)>(dlsym(library, "cublasLtGetCudartVersion"));
    return bind(library, "cublasLtCreate", api.create) && bind(library, "cublasLtDestroy", api.destroy) &&
           bind(library, "cublasLtMatmulDescCreate", api.descCreate) &&
           bind(library, "cublasLtMatmulDescDestroy", api.descDestroy) &&
           bind(library, "cublasLtMatrixLayoutCreate", api.layoutCreate) &&
           bind(library, "cublasLtMatrixLayoutDestroy", api.layoutDestroy) &&
           bind(library, "cublasLtMatmulPreferenceCreate", api.preferenceCreate) &&
           bind(library, "cublasLtMatmulPreferenceDestroy", api.preferenceDestroy) &&
           bind(library, "cublasLtMatmulPreferenceSetAttribute", api.preferenceSetAttribute) &&
           bind(library, "cublasLtMatmulAlgoGetHeuristic", api.algoGetHeuristic) &&
           bind(library, "cublasLtMatmul", api.matmul);
}

constexpr const char* kNotInstalled = "cuBLASLt (libcublasLt.so.13, .12 or .11) is not installed";

CublasLtChoice loadSystemCublasLt(int driverVersion) {
    static CublasLtApi chosen;
    CublasLtChoice choice{nullptr, kNotInstalled};
    for (const char* name : {"libcublasLt.so.13", "libcublasLt.so.12", "libcublasLt.so.11"}) {
        void* library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
        if (!library) continue;
        CublasLtApi api;
        if (!bindAll(library, api)) {
            choice.unavailable = std::string(name) + " lacks an entry point the probe calls";
        } else if (std::string why = cublasLtUnusableReason(api, driverVersion); !why.empty()) {
            choice.unavailable = std::move(why);
        } else {
            chosen = api;
            return CublasLtChoice{&chosen, {}};
        }
        dlclose(library);
    }
    return choice;
}

}  // namespace

std::string cublasLtUnusableReason(const CublasLtApi& api, int driverVersion) {
    if (!api.cudartVersion) return {};
    const auto built = static_cast<int>(api.cudartVersion());
    if (built / 1000 <= driverVersion / 1000) return {};
    return "the installed cuBLASLt is built for CUDA " + cudaVersionText(built) +
           ", which needs a newer driver than this one (CUDA " + cudaVersionText(driverVersion) + ")";
}

CublasLtChoice systemCublasLt(int driverVersion) {
    if (isOverridden) {
        if (!overridden) return CublasLtChoice{nullptr, kNotInstalled};
        std::string why = cublasLtUnusableReason(*overridden, driverVersion);
        return CublasLtChoice{why.empty() ? overridden : nullptr, why};
    }
    static const CublasLtChoice choice = loadSystemCublasLt(driverVersion);
    return choice;
}

void overrideCublasLt(const CublasLtApi* api) {
    overridden = api;
    isOverridden = true;
}

std::string cublasStatusName(cublasStatus_t status) {
    switch (status) {
        case CUBLAS_STATUS_SUCCESS:
            return "CUBLAS_STATUS_SUCCESS";
        case CUBLAS_STATUS_NOT_INITIALIZED:
            return "CUBLAS_STATUS_NOT_INITIALIZED";
        case CUBLAS_STATUS_ALLOC_FAILED:
            return "CUBLAS_STATUS_ALLOC_FAILED";
        case CUBLAS_STATUS_INVALID_VALUE:
            return "CUBLAS_STATUS_INVALID_VALUE";
        case CUBLAS_STATUS_ARCH_MISMATCH:
            return "CUBLAS_STATUS_ARCH_MISMATCH";
        case CUBLAS_STATUS_EXECUTION_FAILED:
            return "CUBLAS_STATUS_EXECUTION_FAILED";
        case CUBLAS_STATUS_INTERNAL_ERROR:
            return "CUBLAS_STATUS_INTERNAL_ERROR";
        case CUBLAS_STATUS_NOT_SUPPORTED:
            return "CUBLAS_STATUS_NOT_SUPPORTED";
        default:
            break;
    }
    return "CUBLAS_STATUS_" + std::to_string(static_cast<int>(status));
}

LtGemm::~LtGemm() {
    // Destroy calls only fail on a handle that was never made; nothing to report then.
    if (preference_) api_.preferenceDestroy(preference_);
    for (cublasLtMatrixLayout_t layout : {aLayout_, bLayout_, dLayout_})
        if (layout) api_.layoutDestroy(layout);
    if (desc_) api_.descDestroy(desc_);
    if (handle_) api_.destroy(handle_);
}

cublasStatus_t LtGemm::prepare(int n, const void* a, const void* b, void* d, void* workspace,
                               std::size_t workspaceBytes) {
    a_ = a, b_ = b, d_ = d, workspace_ = workspace, workspaceBytes_ = workspaceBytes;
    const auto rows = static_cast<std::uint64_t>(n);
    if (auto s = api_.create(&handle_); s != CUBLAS_STATUS_SUCCESS) return s;
    // FP32 compute and scale: FP16 inputs accumulated in FP32, as the datasheet's dense FP16
    // tensor figure (with FP32 accumulate) and the validation's cublasGemmEx reference do.
    if (auto s = api_.descCreate(&desc_, CUBLAS_COMPUTE_32F, CUDA_R_32F); s != CUBLAS_STATUS_SUCCESS)
        return s;
    if (auto s = api_.layoutCreate(&aLayout_, CUDA_R_16F, rows, rows, n); s != CUBLAS_STATUS_SUCCESS)
        return s;
    if (auto s = api_.layoutCreate(&bLayout_, CUDA_R_16F, rows, rows, n); s != CUBLAS_STATUS_SUCCESS)
        return s;
    if (auto s = api_.layoutCreate(&dLayout_, CUDA_R_32F, rows, rows, n); s != CUBLAS_STATUS_SUCCESS)
        return s;
    if (auto s = api_.preferenceCreate(&preference_); s != CUBLAS_STATUS_SUCCESS) return s;
    if (auto s = api_.preferenceSetAttribute(preference_, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
                                             &workspaceBytes_, sizeof workspaceBytes_);
        s != CUBLAS_STATUS_SUCCESS)
        return s;
    int found = 0;
    if (auto s = api_.algoGetHeuristic(handle_, desc_, aLayout_, bLayout_, dLayout_, dLayout_, preference_, 1,
                                       &algorithm_, &found);
        s != CUBLAS_STATUS_SUCCESS)
        return s;
    return found > 0 ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_NOT_SUPPORTED;
}

cublasStatus_t LtGemm::run() {
    return api_.matmul(handle_, desc_, &alpha_, a_, aLayout_, b_, bLayout_, &beta_, d_, dLayout_, d_,
                       dLayout_, &algorithm_.algo, workspace_, workspaceBytes_, nullptr);
}

}  // namespace gputco::probe
