#pragma once
// Command line of gputco-probe: [--device N] [--quick] [--own-gemm[=mma_sync|wgmma]] [--json].

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gputco::probe {

struct ProbeOptions {
    int device = 0;
    bool quick = false;  // fewer reps, shorter kernels: under 1 s on a data-centre GPU
    // Measure tensor_fp16 with the probe's own GEMM kernel even where cuBLASLt is installed:
    // for checking that kernel against cuBLAS (../shared/tools/probe-validation), not for users.
    // Empty: not forced; "auto": the kernel for the GPU (wgmma on 9.0, else mma_sync);
    // "mma_sync" or "wgmma": that one.
    std::string ownGemm;
};

struct ParsedCommandLine {
    std::optional<ProbeOptions> options;  // absent on a bad argument or --help
    bool help = false;
    std::string error;  // what was wrong, for the usage line
};

inline constexpr const char* kUsage =
    "usage: gputco-probe [--device N] [--quick] [--own-gemm[=mma_sync|wgmma]] [--json]";

// `--json` is accepted for symmetry with gputco-cli: JSON is the only output there is.
ParsedCommandLine parseCommandLine(const std::vector<std::string_view>& args);

}  // namespace gputco::probe
