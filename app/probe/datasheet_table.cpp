#include "datasheet_table.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <vector>

namespace gputco::probe {
namespace {

struct Row {
    Datasheet sheet;
    // Unused slots stay nullptr.
    std::array<const char*, 3> required{};   // every token must be in the name
    std::array<const char*, 2> forbidden{};  // no token may be in the name
};

constexpr const char* kA100Source =
    "NVIDIA A100 datasheet (nvidia-a100-datasheet-us-nvidia-1758950-r4-web.pdf), 2nd";

// Order matters: the first row whose tokens match wins, so specific variants come first.
// SM counts are the full chips' (A100 108, GH100 SXM 132, GH100 PCIe 114, AD102 L40S 142,
// GA102 A10 72, GA100 A30 56, TU104 T4 40), from NVIDIA's architecture whitepapers. The clocks
// each figure implies, from the same whitepapers' per-SM rates: GA100 2,048 dense FP16 tensor
// flops and 128 FP32 flops per SM per clock (312 TFLOPS and 19.5 at 1,410 MHz on 108 SMs),
// GH100 4,096 and 256 (989.4 TFLOPS at 1,830 MHz, 67 at 1,980 on 132 SMs). The other rows'
// are not given.
const std::array<Row, 11> kRows{{
    {{"A100 80GB PCIe", 312, 19.5, 1935, 108, "NVIDIA product brief PB-10577-001_v03, 2nd", 1410, 1410},
     {"A100", "80GB", "PCIE"},
     {}},
    {{"A100 80GB SXM4", 312, 19.5, 2039, 108, kA100Source, 1410, 1410}, {"A100", "80GB"}, {}},
    {{"A100 40GB PCIe", 312, 19.5, 1555, 108, kA100Source, 1410, 1410}, {"A100", "PCIE"}, {"80GB"}},
    {{"A100 40GB SXM4", 312, 19.5, 1555, 108, kA100Source, 1410, 1410}, {"A100"}, {"80GB", "PCIE"}},
    {{"H100 PCIe", 756, 51, 2000, 114, "H100 PCIe product brief, 2nd"}, {"H100", "PCIE"}, {}},
    {{"H100 SXM", 989.4, 67, 3350, 132, "NVIDIA H100 datasheet, 2nd (dense per glennklockwood)", 1830, 1980},
     {"H100"},
     {"PCIE", "NVL"}},
    {{"H200 SXM", 989.4, 67, 4800, 132, "NVIDIA H200 datasheet, 2nd", 1830, 1980}, {"H200"}, {"NVL"}},
    {{"L40S", 362, 91.6, 864, 142, "L40S datasheet, 2nd"}, {"L40S"}, {}},
    {{"A10", 125, 31.2, 600, 72, "A10 datasheet, 2nd"}, {"A10"}, {}},
    {{"A30", 165, 10.3, 933, 56, "A30 datasheet, 2nd"}, {"A30"}, {}},
    {{"T4", 65, 8.1, 320, 40, "T4 datasheet, 2nd (bandwidth conflict: 320 or 400)"}, {"T4"}, {}},
}};

std::vector<std::string> tokensOf(std::string_view name) {
    std::vector<std::string> tokens;
    std::string current;
    for (const char ch : name) {
        if (ch == ' ' || ch == '-' || ch == '_' || ch == '\t') {
            if (!current.empty()) tokens.push_back(std::move(current));
            current.clear();
        } else {
            current += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
        }
    }
    if (!current.empty()) tokens.push_back(std::move(current));
    return tokens;
}

bool hasToken(const std::vector<std::string>& tokens, const char* wanted) {
    return std::find(tokens.begin(), tokens.end(), wanted) != tokens.end();
}

template <std::size_t N>
bool anyToken(const std::vector<std::string>& tokens, const std::array<const char*, N>& wanted) {
    return std::any_of(wanted.begin(), wanted.end(),
                       [&](const char* t) { return t != nullptr && hasToken(tokens, t); });
}

template <std::size_t N>
bool allTokens(const std::vector<std::string>& tokens, const std::array<const char*, N>& wanted) {
    return std::all_of(wanted.begin(), wanted.end(),
                       [&](const char* t) { return t == nullptr || hasToken(tokens, t); });
}

}  // namespace

std::optional<Datasheet> matchDatasheet(std::string_view deviceName) {
    const std::vector<std::string> tokens = tokensOf(deviceName);
    for (const Row& row : kRows) {
        if (allTokens(tokens, row.required) && !anyToken(tokens, row.forbidden)) return row.sheet;
    }
    return std::nullopt;
}

}  // namespace gputco::probe
