// gputco-probe: measures the local GPU and prints one gputco.probe JSON document.
// Exit status 0 whatever the GPU did (the outcome is the document's `status`); 2 only for a
// command line it cannot read.

#include "probe_options.h"
#include "probe_report.h"
#include "probe_runner.h"

#include <chrono>
#include <csignal>
#include <cstdio>
#include <ctime>
#include <exception>
#include <string>
#include <vector>

namespace {

// When the run started, so that a document mailed from the server room says when it was made.
std::string utcNow() {
    const std::time_t now = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&now, &utc);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
    return text;
}

}  // namespace

int main(int argc, char** argv) {
    using namespace gputco::probe;
    const auto started = std::chrono::steady_clock::now();
    const std::string startedAt = utcNow();
    // A reader that goes away early (`gputco-probe | head`) must not kill the probe mid-run.
    std::signal(SIGPIPE, SIG_IGN);
    // Nor a file-size limit on the file its output goes to: the write fails and is reported.
    std::signal(SIGXFSZ, SIG_IGN);

    std::vector<std::string_view> args(argv + 1, argv + argc);
    const ParsedCommandLine parsed = parseCommandLine(args);
    if (parsed.help) {
        std::printf("%s\n", kUsage);
        return 0;
    }
    if (!parsed.options) {
        std::fprintf(stderr, "gputco-probe: %s; %s\n", parsed.error.c_str(), kUsage);
        return 2;
    }

    ProbeReport report;
    try {
        report = runProbe(*parsed.options);
    } catch (const std::exception& e) {
        // Only host-side failures (out of host memory) can land here; still a document.
        report = ProbeReport{};
        report.status = ProbeStatus::Error;
        report.error = CudaFailure{"host", 0, "std::exception"};
        report.message = e.what();
        report.quick = parsed.options->quick;
        report.requestedDevice = parsed.options->device;
    }
    report.measuredAt = startedAt;
    report.elapsedMs =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();

    const std::string document = renderProbeJson(report);
    std::fwrite(document.data(), 1, document.size(), stdout);
    std::fflush(stdout);
    return 0;
}
