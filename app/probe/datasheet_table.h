#pragma once
// Vendor peak figures for the GPUs gputco knows, so a measurement can be read as a fraction
// of the datasheet. Figures are the dense peaks of /work/shared/CATALOG-SOURCES.md.

#include <optional>
#include <string>
#include <string_view>

namespace gputco::probe {

struct Datasheet {
    const char* model = "";       // catalog row, e.g. "A100 40GB SXM4"
    double tensorFp16Tflops = 0;  // FP16/BF16 tensor core, dense, FP32 accumulate
    double fp32Tflops = 0;        // FP32 FMA, non-tensor
    double hbmBandwidthGbs = 0;   // memory bandwidth, GB/s (10^9 bytes)
    int smCount = 0;              // SMs of the full chip: fewer means a MIG slice
    const char* source = "";
    // The SM clock each compute figure implies: figure / (SMs x flops per SM per clock from
    // the architecture's whitepaper). 0 where the table does not say. Rows mix clocks: the
    // H100's 989.4 TFLOPS tensor figure implies 1,830 MHz, its 67 TFLOPS FP32 figure 1,980.
    double tensorClockMhz = 0;
    double fp32ClockMhz = 0;
};

// Matches a cudaDeviceProp name ("NVIDIA A100-SXM4-40GB", "NVIDIA H100 80GB HBM3",
// "Tesla T4") against the table. Matching is by whole tokens of the name (split at spaces,
// '-' and '_', case-insensitive), not raw substrings, so "A10" never matches an A100 and
// "H200" never matches a GH200. Variants the table does not know (H100 NVL, A10G, ...)
// give no datasheet rather than a neighbour's figures.
std::optional<Datasheet> matchDatasheet(std::string_view deviceName);

}  // namespace gputco::probe
