// Runs the real gputco-probe and gputco-probe-nocuda as child processes: exit codes, one
// valid document on stdout, and the status this machine should get.

#include "child_process.h"
#include "json_checker.h"

#include <catch2/catch.hpp>

#include "tests/support/skip.h"

#include <algorithm>
#include <string>
#include <vector>

using gputco::probe::testing::JsonValue;
using gputco::probe::testing::parseJson;
using gputco::probe::testing::runChild;

namespace {

constexpr double kGenerousLimitMs = 30000;  // a GPU run takes seconds; a hang must not block CI

JsonValue runProbeDocument(const char* exe, const std::vector<std::string>& args,
                           double* elapsedMs = nullptr) {
    const auto child = runChild(exe, args, kGenerousLimitMs);
    INFO(exe << " stderr: " << child.err);
    REQUIRE(child.started);
    REQUIRE_FALSE(child.timedOut);
    REQUIRE(child.exitCode == 0);
    const auto parse = parseJson(child.out);
    INFO("stdout: " << child.out);
    INFO("parse error: " << parse.error);
    REQUIRE(parse.value);
    if (elapsedMs) *elapsedMs = child.elapsedMs;
    return *parse.value;
}

void checkEnvelope(const JsonValue& doc) {
    REQUIRE(doc.isObject());
    CHECK(doc["format"].text == "gputco.probe");
    CHECK(doc["version"].number == 3);
    CHECK(doc["status"].isString());
    for (const char* key :
         {"probe_version", "message", "error", "quick", "cuda_runtime_version", "driver_version", "device",
          "nvml", "measured", "datasheet", "efficiency", "flags", "elapsed_ms"})
        CHECK(doc.has(key));
    for (const char* key : {"mig_slice", "throttled", "implausible", "unstable", "other_processes"})
        CHECK(doc["flags"].has(key));
    // "2026-12-03T11:50:07Z": 20 characters, a 'T' at 10 and a 'Z' at the end.
    const std::string at = doc["measured_at"].text;
    CHECK(at.size() == 20);
    CHECK(at.substr(10, 1) == "T");
    CHECK(at.substr(19) == "Z");
}

void checkMeasurementPositive(const JsonValue& m) {
    REQUIRE(m.isObject());
    for (const char* key : {"value", "median", "min", "max", "reps"}) {
        INFO(key);
        CHECK(m[key].isNumber());
        CHECK(m[key].number > 0);
    }
    CHECK(m["min"].number <= m["median"].number);
    CHECK(m["median"].number <= m["max"].number);
    CHECK(m["unit"].isString());
}

}  // namespace

TEST_CASE("gputco-probe prints one document and exits 0", "[probe][exe]") {
    const JsonValue doc = runProbeDocument(PROBE_EXE, {"--quick"});
    checkEnvelope(doc);
    const std::string status = doc["status"].text;
    INFO("status " << status << ": " << doc["message"].text);
    CHECK(doc["quick"].boolean);

    if (!PROBE_HAVE_CUDA) {
        CHECK(status == "not_compiled");
        return;
    }
    // No GPU on the build machines; a GPU machine gets `ok` and real figures.
    REQUIRE((status == "driver_missing" || status == "no_device" || status == "ok"));
    if (status == "ok") {
        CHECK(doc["device"].isObject());
        CHECK(doc["error"].isNull());
        const auto& measured = doc["measured"];
        for (const char* key : {"hbm_bandwidth", "fp32", "h2d", "d2h"}) {
            INFO(key);
            checkMeasurementPositive(measured[key]);
        }
        if (!measured["tensor_fp16"].isNull()) checkMeasurementPositive(measured["tensor_fp16"]);
        CHECK(measured["hbm_bandwidth"]["bytes_counted"].text == "read+write");
    } else if (status == "driver_missing") {
        // libcuda.so.1 does not load: no CUDA call was made, so there is no failed call to name.
        CHECK(doc["device"].isNull());
        CHECK(doc["error"].isNull());
        CHECK(doc["driver_version"].isNull());
        CHECK(doc["message"].text == "no CUDA driver: libcuda.so.1 cannot be loaded");
    } else {
        CHECK(doc["device"].isNull());
        REQUIRE(doc["error"].isObject());
        CHECK(doc["error"]["api"].text == "cuInit");
        CHECK(doc["error"]["name"].text == "CUDA_ERROR_NO_DEVICE");
    }
}

TEST_CASE("gputco-probe answers within 1 s when there is no driver", "[probe][exe]") {
    double elapsedMs = 0;
    const JsonValue doc = runProbeDocument(PROBE_EXE, {}, &elapsedMs);
    const std::string status = doc["status"].text;
    if (status == "ok") GPUTCO_SKIP("a GPU is present: the no-driver path cannot be timed here");
    CHECK(elapsedMs < 1000);
}

TEST_CASE("gputco-probe-nocuda reports not_compiled", "[probe][exe]") {
    double elapsedMs = 0;
    const JsonValue doc = runProbeDocument(PROBE_NOCUDA_EXE, {"--json"}, &elapsedMs);
    checkEnvelope(doc);
    CHECK(doc["status"].text == "not_compiled");
    CHECK(doc["error"].isNull());
    CHECK(doc["device"].isNull());
    CHECK(doc["measured"]["hbm_bandwidth"].isNull());
    CHECK(elapsedMs < 1000);
}

TEST_CASE("probe: a bad argument gives exit 2 and a usage line on stderr", "[probe][exe]") {
    for (const char* exe : {PROBE_EXE, PROBE_NOCUDA_EXE}) {
        for (const std::vector<std::string>& args :
             {std::vector<std::string>{"--bogus"}, {"--device"}, {"--device", "minus"}}) {
            const auto child = runChild(exe, args, kGenerousLimitMs);
            INFO(exe << " " << args.front());
            REQUIRE(child.started);
            CHECK(child.exitCode == 2);
            CHECK(child.out.empty());
            CHECK(child.err.find("usage: gputco-probe") != std::string::npos);
            CHECK(std::count(child.err.begin(), child.err.end(), '\n') == 1);
        }
    }
}

TEST_CASE("gputco-probe runs its whole driver path on R535, R550 and R570 drivers (a fake libcuda.so.1)",
          "[probe][exe][driver]") {
#if !PROBE_HAVE_CUDA
    GPUTCO_SKIP(
        "built without the CUDA toolkit (no nvcc): the probe has no driver path, nor a fake driver to run it "
        "on");
#else
    // The fake driver's GPU (fake_cuda_driver.h): an H200 whose FMA kernel runs at 60 TFLOPS and
    // triad at 4,000 GB/s. The real executable loads it with dlopen, binds its entry points,
    // reads its own kernels' fat binary (the fake refuses anything else) and launches them by
    // name. A CUDA 13 cuBLASLt, where installed, is passed over on these drivers.
    for (const char* version : {"12020", "12040", "12080"}) {
        INFO("driver " << version);
        const JsonValue doc =
            runProbeDocument("/usr/bin/env", {std::string("LD_LIBRARY_PATH=") + FAKE_DRIVER_DIR,
                                              std::string("GPUTCO_FAKE_CUDA_DRIVER_VERSION=") + version,
                                              PROBE_EXE, "--quick"});
        checkEnvelope(doc);
        INFO(doc["message"].text);
        REQUIRE(doc["status"].text == "ok");
        CHECK(doc["driver_version"].number == std::stod(version));
        CHECK(doc["device"]["name"].text == "NVIDIA H200");
        CHECK(doc["measured"]["hbm_bandwidth"]["value"].number == Approx(4000).epsilon(1e-4));
        CHECK(doc["measured"]["fp32"]["value"].number == Approx(60).epsilon(1e-4));
        const JsonValue& tensor = doc["measured"]["tensor_fp16"];
        CHECK(tensor["method"].text == "mma_sync_peak_kernel");
        CHECK(tensor["value"].number == Approx(600).epsilon(1e-4));
        CHECK_THAT(tensor["gemm_unavailable"].text, Catch::Contains("cuBLASLt"));
    }
#endif
}
