#pragma once
// Turning the first CUDA failure into the document's `status`. Kept free of CUDA headers so
// the mapping is unit-tested in every build.

#include "probe_result.h"

namespace gputco::probe {

// cudaError_t values the mapping needs (driver_types.h, stable across CUDA 11-13).
inline constexpr int kCudaSuccess = 0;
inline constexpr int kCudaErrorInsufficientDriver = 35;
inline constexpr int kCudaErrorCallRequiresNewerDriver = 36;
inline constexpr int kCudaErrorNoDevice = 100;

// The status for a failed cudaGetDeviceCount. cudaErrorInsufficientDriver means both "no
// driver at all" and "a driver older than this runtime"; whether libcuda.so.1 loads tells
// them apart.
ProbeStatus statusForDeviceCountError(int cudaCode, bool driverLibraryLoads);

// Whether the CUDA driver's user-space library can be loaded on this machine.
bool driverLibraryLoads();

}  // namespace gputco::probe
