#pragma once
// Where the probe's kernels come from (issue #18). nvcc compiles probe_kernels.cu into a fat
// binary (machine code for each GPU architecture the build names, and PTX for newer ones) and
// the linker places it in the executable's `.nv_fatbin` section, the section cuobjdump reads.
// The runner reads that section from its own executable and hands it to the driver
// (cuModuleLoadData), which picks the machine code for the GPU: no CUDA runtime is involved, so
// any driver that knows the GPU can run it.

#include <string>
#include <vector>

namespace gputco::probe {

using KernelImage = std::vector<unsigned char>;

// The fat binaries in the `.nv_fatbin` section of the ELF file at `path`, each starting at its
// header (magic 0xBA55ED50); empty with `error` set when the file cannot be read, is not a
// 64-bit ELF file, or has no such section.
std::vector<KernelImage> fatBinariesIn(const std::string& path, std::string* error);

// The probe's own kernels: fatBinariesIn("/proc/self/exe"), read once.
const std::vector<KernelImage>& probeKernelImages(std::string* error);
// Tests: answer with `images` instead (a test program has no kernels of its own).
void overrideKernelImages(const std::vector<KernelImage>& images);

}  // namespace gputco::probe
