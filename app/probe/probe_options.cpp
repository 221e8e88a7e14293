#include "probe_options.h"

#include <charconv>

namespace gputco::probe {
namespace {

std::optional<int> parseDeviceIndex(std::string_view text) {
    int value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (text.empty() || ec != std::errc() || ptr != end || value < 0) return std::nullopt;
    return value;
}

ParsedCommandLine failure(std::string message) {
    ParsedCommandLine parsed;
    parsed.error = std::move(message);
    return parsed;
}

}  // namespace

ParsedCommandLine parseCommandLine(const std::vector<std::string_view>& args) {
    ProbeOptions options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        if (arg == "--quick") {
            options.quick = true;
        } else if (arg == "--own-gemm") {
            options.ownGemm = "auto";
        } else if (arg.starts_with("--own-gemm=")) {
            const std::string_view kernel = arg.substr(std::string_view("--own-gemm=").size());
            if (kernel != "mma_sync" && kernel != "wgmma")
                return failure("--own-gemm= takes mma_sync or wgmma, got '" + std::string(kernel) + "'");
            options.ownGemm = std::string(kernel);
        } else if (arg == "--json") {
            // the default, and the only format
        } else if (arg == "--help" || arg == "-h") {
            ParsedCommandLine parsed;
            parsed.help = true;
            return parsed;
        } else if (arg == "--device" || arg.starts_with("--device=")) {
            std::string_view text;
            if (arg == "--device") {
                if (i + 1 >= args.size()) return failure("--device needs a number");
                text = args[++i];
            } else {
                text = arg.substr(std::string_view("--device=").size());
            }
            const auto index = parseDeviceIndex(text);
            if (!index)
                return failure("--device needs a non-negative number, got '" + std::string(text) + "'");
            options.device = *index;
        } else {
            return failure("unknown argument '" + std::string(arg) + "'");
        }
    }
    ParsedCommandLine parsed;
    parsed.options = options;
    return parsed;
}

}  // namespace gputco::probe
