#pragma once
// Turning the driver's first failure into the document's `status`. Kept free of CUDA headers
// so the mapping is unit-tested in every build.

#include "probe_result.h"

namespace gputco::probe {

// CUresult values the mapping needs (cuda.h, stable since CUDA 11).
inline constexpr int kCuSuccess = 0;
inline constexpr int kCuErrorNoDevice = 100;
inline constexpr int kCuErrorInvalidImage = 200;
inline constexpr int kCuErrorNoBinaryForGpu = 209;
inline constexpr int kCuErrorInvalidPtx = 218;
inline constexpr int kCuErrorJitCompilerNotFound = 221;
inline constexpr int kCuErrorUnsupportedPtxVersion = 222;

// The status for a failed cuInit: no GPU, or another failure (a kernel module that does not
// match the library, a GPU that has fallen off the bus).
ProbeStatus statusForInitError(int code);

// Whether cuModuleLoadData's failure means the driver cannot run the kernels the probe carries
// on this GPU: no machine code for it and PTX newer than the driver can compile.
bool kernelLoadNeedsNewerDriver(int code);

}  // namespace gputco::probe
