// The CUDA runner's host flow against the fake driver (fake_cuda_driver.h): the figures it
// derives from event times, its plan's GPU time, status mapping, the drivers it runs on, and
// freeing on every path.

#include "probe_runner.h"
#include "fake_cublaslt.h"
#include "fake_cuda_driver.h"
#include "fake_nvml.h"
#include "json_checker.h"
#include "probe_report.h"
#include "probe_status.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

using namespace gputco::probe;
using gputco::probe::fake::FakeGpu;
namespace fake = gputco::probe::fake;

namespace {

// Without NVML and cuBLASLt unless a test gives fakes: a GPU machine's own must not reach
// these tests.
ProbeReport runWith(const FakeGpu& gpu, bool quick = false, const NvmlApi* nvml = nullptr,
                    const CublasLtApi* lt = nullptr) {
    fake::reset(gpu);
    overrideNvml(nvml);
    overrideCublasLt(lt);
    ProbeOptions options;
    options.quick = quick;
    return runProbe(options);
}

double valueOf(const std::optional<Measurement>& m) {
    REQUIRE(m);
    const auto stats = summarize(*m);
    REQUIRE(stats);
    return stats->median;
}

void checkEverythingFreed() {
    const auto& s = fake::stats();
    CHECK(s.liveDeviceBuffers == 0);
    CHECK(s.livePinnedBuffers == 0);
    CHECK(s.liveEvents == 0);
    CHECK(s.liveModules == 0);
    CHECK(s.retainedContexts == 0);
}

}  // namespace

TEST_CASE("probe runner: figures equal the rates the GPU ran at", "[probe][runner]") {
    FakeGpu gpu;
    const ProbeReport report = runWith(gpu);
    INFO(report.message);
    REQUIRE(report.status == ProbeStatus::Ok);
    CHECK_FALSE(report.error);
    CHECK(valueOf(report.hbmBandwidth) == Approx(gpu.hbmGbs).epsilon(1e-4));
    CHECK(valueOf(report.fp32) == Approx(gpu.fp32Tflops).epsilon(1e-4));
    CHECK(valueOf(report.tensorFp16) == Approx(gpu.tensorTflops).epsilon(1e-4));
    CHECK(valueOf(report.h2d) == Approx(gpu.copyGbs).epsilon(1e-4));
    CHECK(valueOf(report.d2h) == Approx(gpu.copyGbs).epsilon(1e-4));
    REQUIRE(report.smClockMeasuredMhz);
    CHECK(*report.smClockMeasuredMhz == Approx(gpu.smClockMeasuredMhz).epsilon(1e-3));
    CHECK(summarize(*report.hbmBandwidth)->reps == 10);
    CHECK(summarize(*report.h2d)->reps == 5);
    REQUIRE(report.device);
    CHECK(report.device->name == "NVIDIA H200");
    CHECK(report.device->uuid == "GPU-10111213-1415-1617-1819-1a1b1c1d1e1f");
    CHECK(report.device->smClockMaxKhz == 1980000);
    CHECK(report.driverVersion == 13000);
    checkEverythingFreed();
}

TEST_CASE("probe runner: triad arrays are 256 MiB or 4x L2, capped by free memory", "[probe][runner]") {
    const auto arrayBytes = [](const ProbeReport& r) -> std::uint64_t {
        for (const auto& [key, bytes] : r.hbmBandwidth->sizes)
            if (key == "array_bytes") return bytes;
        return 0;
    };
    FakeGpu gpu;
    ProbeReport report = runWith(gpu);
    REQUIRE(report.hbmBandwidth);
    CHECK(arrayBytes(report) == 256u << 20);

    gpu.l2Bytes = 96ll << 20;  // 4x L2 is above 256 MiB
    report = runWith(gpu);
    CHECK(arrayBytes(report) == 384u << 20);

    gpu.freeBytes = 2ll << 30;  // a quarter of it over three arrays: 170 MiB each
    report = runWith(gpu);
    REQUIRE(report.status == ProbeStatus::Ok);
    CHECK(arrayBytes(report) == 170u << 20);
    bool limited = false;
    for (const auto& [key, text] : report.hbmBandwidth->notes)
        limited = limited || (key == "array_size_limited_by" && text == "free_memory");
    CHECK(limited);
}

TEST_CASE("probe runner: the plan's GPU time fits 3 s, and 1 s with --quick", "[probe][runner]") {
    FakeGpu h200;
    runWith(h200);
    const double full = fake::stats().virtualSeconds;
    runWith(h200, true);
    const double quick = fake::stats().virtualSeconds;
    // An A100 40GB: slower everything, and real launch overhead.
    FakeGpu a100;
    a100.name = "NVIDIA A100-SXM4-40GB";
    a100.smCount = 108;
    a100.hbmGbs = 1350;
    a100.fp32Tflops = 19;
    a100.tensorTflops = 280;
    a100.copyGbs = 24;
    a100.launchOverheadUs = 5;
    runWith(a100);
    const double fullA100 = fake::stats().virtualSeconds;
    runWith(a100, true);
    const double quickA100 = fake::stats().virtualSeconds;
    INFO("H200 " << full << " s, quick " << quick << " s; A100 " << fullA100 << " s, quick " << quickA100
                 << " s");
    // Leave room for context creation and pinned allocation, which the fake does not model.
    CHECK(full < 1.5);
    CHECK(fullA100 < 1.5);
    CHECK(quick < 0.3);
    CHECK(quickA100 < 0.3);
}

TEST_CASE("probe runner: a failed allocation is an error with its api, and frees the rest",
          "[probe][runner]") {
    FakeGpu gpu;
    gpu.failApi = "cuMemAlloc";
    gpu.failAfter = 1;  // triad.b
    gpu.failCode = 2;
    const ProbeReport report = runWith(gpu);
    REQUIRE(report.status == ProbeStatus::Error);
    REQUIRE(report.error);
    CHECK(report.error->api == "cuMemAlloc(triad.b)");
    CHECK(report.error->code == 2);
    CHECK(report.error->name == "CUDA_ERROR_OUT_OF_MEMORY");
    CHECK(report.device);
    CHECK_FALSE(report.hbmBandwidth);
    checkEverythingFreed();
}

TEST_CASE("probe runner: a sticky fault stops the run and keeps earlier figures", "[probe][runner]") {
    FakeGpu gpu;
    gpu.failApi = "launch:fmaKernel";
    gpu.failAfter = 3;
    gpu.failCode = 700;  // CUDA_ERROR_ILLEGAL_ADDRESS
    gpu.sticky = true;
    const ProbeReport report = runWith(gpu);
    REQUIRE(report.status == ProbeStatus::Error);
    REQUIRE(report.error);
    CHECK(report.error->api == "cuLaunchKernel(fp32)");
    CHECK(report.error->name == "CUDA_ERROR_ILLEGAL_ADDRESS");
    CHECK(report.hbmBandwidth);
    CHECK_FALSE(report.fp32);
    CHECK_FALSE(report.tensorFp16);
    CHECK_FALSE(report.h2d);
    checkEverythingFreed();

    gpu.failApi = "cuEventSynchronize";
    gpu.failAfter = 40;
    fake::reset(gpu);
    const ProbeReport later = runProbe(ProbeOptions{});
    REQUIRE(later.error);
    CHECK(later.error->api.rfind("cuEventSynchronize(", 0) == 0);
    checkEverythingFreed();
}

TEST_CASE("probe runner: no driver, no GPU and a broken driver give their statuses", "[probe][runner]") {
    FakeGpu gpu;
    gpu.libraryLoads = false;
    ProbeReport report = runWith(gpu);
    CHECK(report.status == ProbeStatus::DriverMissing);
    CHECK(report.message == "no CUDA driver: libcuda.so.1 cannot be loaded");
    CHECK_FALSE(report.error);  // no CUDA call was made
    CHECK_FALSE(report.driverVersion);
    CHECK(report.runtimeVersion == 13000);  // the CUDA the kernels were built with

    gpu = FakeGpu{};
    gpu.initError = kCuErrorNoDevice;
    report = runWith(gpu);
    CHECK(report.status == ProbeStatus::NoDevice);
    REQUIRE(report.error);
    CHECK(report.error->api == "cuInit");
    CHECK(report.error->name == "CUDA_ERROR_NO_DEVICE");
    CHECK(report.driverVersion == 13000);

    gpu.initError = 803;  // the library and the kernel module are from different drivers
    report = runWith(gpu);
    CHECK(report.status == ProbeStatus::Error);
    CHECK(report.message == "cuInit failed: CUDA_ERROR_SYSTEM_DRIVER_MISMATCH");

    gpu = FakeGpu{};
    gpu.deviceCount = 0;
    CHECK(runWith(gpu).status == ProbeStatus::NoDevice);
    checkEverythingFreed();
}

TEST_CASE("probe runner: a device index out of range is an error from cuDeviceGet", "[probe][runner]") {
    fake::reset(FakeGpu{});
    ProbeOptions options;
    options.device = 3;
    const ProbeReport report = runProbe(options);
    CHECK(report.status == ProbeStatus::Error);
    REQUIRE(report.error);
    CHECK(report.error->api == "cuDeviceGet");
    CHECK(report.error->name == "CUDA_ERROR_INVALID_DEVICE");
    CHECK(report.message ==
          "CUDA call failed during device 3 of 1: cuDeviceGet returned CUDA_ERROR_INVALID_DEVICE");
    CHECK(report.requestedDevice == 3);
    checkEverythingFreed();
}

TEST_CASE("probe runner: below compute capability 8.0 the tensor figure is skipped", "[probe][runner]") {
    FakeGpu t4;
    t4.name = "Tesla T4";
    t4.ccMajor = 7;
    t4.ccMinor = 5;
    t4.smCount = 40;
    const ProbeReport report = runWith(t4, true);
    CHECK(report.status == ProbeStatus::Ok);
    CHECK_FALSE(report.tensorFp16);
    CHECK(report.fp32);
    CHECK(report.message.find("tensor_fp16 skipped") != std::string::npos);
}

TEST_CASE("probe runner: a slow clock under load sets throttled, and the document says so",
          "[probe][runner]") {
    FakeGpu gpu;
    gpu.smClockMeasuredMhz = 1500;
    gpu.hbmGbs = 5000;  // above 1.02 x the H200's 4800
    const auto parse = gputco::probe::testing::parseJson(renderProbeJson(runWith(gpu, true)));
    REQUIRE(parse.value);
    const auto& doc = *parse.value;
    CHECK(doc["status"].text == "ok");
    CHECK(doc["flags"]["throttled"].boolean);
    CHECK(doc["flags"]["implausible"].boolean);
    CHECK(doc["datasheet"]["model"].text == "H200 SXM");
    CHECK(doc["efficiency"]["fp32"].number == Approx(60.0 / 67).epsilon(1e-4));
    CHECK(doc["device"]["clocks"]["sm_measured_mhz"].number == Approx(1500).epsilon(1e-3));
}

TEST_CASE("probe runner: each metric states its method, spread and stability", "[probe][runner]") {
    const auto parse = gputco::probe::testing::parseJson(renderProbeJson(runWith(FakeGpu{})));
    REQUIRE(parse.value);
    const auto& doc = *parse.value;
    CHECK(doc["version"].number == 3);
    const auto& measured = doc["measured"];
    CHECK(measured["hbm_bandwidth"]["method"].text == "triad");
    CHECK(measured["fp32"]["method"].text == "fma_loop");
    CHECK(measured["tensor_fp16"]["method"].text == "mma_sync_peak_kernel");
    CHECK(measured["h2d"]["method"].text == "cuda_memcpy_pinned");
    CHECK(measured["d2h"]["method"].text == "cuda_memcpy_pinned");
    for (const char* metric : {"hbm_bandwidth", "fp32", "tensor_fp16", "h2d", "d2h"}) {
        INFO(metric);
        CHECK(measured[metric]["spread"].number == Approx(0).margin(1e-4));
        CHECK(measured[metric]["spread_rule"].text == "(max-min)/median");
        CHECK_FALSE(measured[metric]["unstable"].boolean);
    }
    // The FMA and MMA kernels read the SM clock; the triad and copies say null rather than guess.
    CHECK(measured["fp32"]["sm_clock_mhz"].number == Approx(1900).epsilon(1e-3));
    CHECK(measured["tensor_fp16"]["sm_clock_mhz"].number == Approx(1830).epsilon(1e-3));
    CHECK(measured["hbm_bandwidth"]["sm_clock_mhz"].isNull());
    CHECK(measured["h2d"]["sm_clock_mhz"].isNull());
    CHECK_FALSE(measured["fp32"]["throttled"].boolean);
    CHECK_FALSE(measured["tensor_fp16"]["throttled"].boolean);
    CHECK(measured["tensor_fp16"]["throttled"].type == gputco::probe::testing::JsonValue::Type::Bool);
    CHECK(measured["hbm_bandwidth"]["throttled"].isNull());
    CHECK_FALSE(doc["flags"]["unstable"].boolean);
}

TEST_CASE("probe runner: a metric whose repeats vary by 5 % makes the run unstable", "[probe][runner]") {
    FakeGpu gpu;
    gpu.tensorVariation = 0.05;
    const ProbeReport report = runWith(gpu);
    REQUIRE(report.status == ProbeStatus::Ok);
    const auto tensor = summarize(*report.tensorFp16);
    REQUIRE(tensor);
    CHECK(tensor->min == Approx(0.95 * gpu.tensorTflops).epsilon(1e-3));
    CHECK(tensor->max == Approx(gpu.tensorTflops).epsilon(1e-3));
    CHECK(tensor->spread == Approx(0.05 / 0.975).epsilon(1e-3));
    CHECK(tensor->unstable());

    const auto parse = gputco::probe::testing::parseJson(renderProbeJson(report));
    REQUIRE(parse.value);
    const auto& doc = *parse.value;
    CHECK(doc["status"].text == "ok");
    CHECK(doc["measured"]["tensor_fp16"]["unstable"].boolean);
    CHECK(doc["measured"]["tensor_fp16"]["spread"].number == Approx(0.05 / 0.975).epsilon(1e-3));
    CHECK_FALSE(doc["measured"]["fp32"]["unstable"].boolean);
    CHECK_FALSE(doc["measured"]["hbm_bandwidth"]["unstable"].boolean);
    CHECK(doc["flags"]["unstable"].boolean);

    // 2 % stays under the 3 % rule.
    gpu.tensorVariation = 0;
    gpu.hbmVariation = 0.02;
    const auto steady = gputco::probe::testing::parseJson(renderProbeJson(runWith(gpu)));
    REQUIRE(steady.value);
    CHECK((*steady.value)["measured"]["hbm_bandwidth"]["spread"].number == Approx(0.02 / 0.99).epsilon(1e-3));
    CHECK_FALSE((*steady.value)["measured"]["hbm_bandwidth"]["unstable"].boolean);
    CHECK_FALSE((*steady.value)["flags"]["unstable"].boolean);
}

TEST_CASE("probe runner: a clock that drops only in the tensor run throttles that metric and the run",
          "[probe][runner]") {
    FakeGpu gpu;
    gpu.tensorClockMhz = 1400;  // under 90 % of the 1,980 MHz peak; the FMA run stays at 1,900
    const ProbeReport report = runWith(gpu, true);
    REQUIRE(report.tensorFp16);
    REQUIRE(report.tensorFp16->smClockMhz);
    CHECK(*report.tensorFp16->smClockMhz == Approx(1400).epsilon(1e-3));
    const auto parse = gputco::probe::testing::parseJson(renderProbeJson(report));
    REQUIRE(parse.value);
    const auto& doc = *parse.value;
    CHECK(doc["measured"]["tensor_fp16"]["throttled"].boolean);
    CHECK_FALSE(doc["measured"]["fp32"]["throttled"].boolean);
    CHECK(doc["flags"]["throttled"].boolean);
    // The device's own clock stays the FMA run's, as before.
    CHECK(doc["device"]["clocks"]["sm_measured_mhz"].number == Approx(1900).epsilon(1e-3));
}

TEST_CASE("probe runner: drivers of R535, R550, R570 and R580 all run the probe", "[probe][runner][driver]") {
    // The probe loads the driver API and its kernels' machine code itself (issue #18): no
    // CUDA 13 runtime stands between it and a CUDA 12 driver.
    const FakeGpu reference;
    for (const int version : {12020, 12040, 12080, 13000}) {
        INFO(version);
        FakeGpu gpu;
        gpu.driverVersion = version;
        const ProbeReport report = runWith(gpu, true);
        CHECK(report.status == ProbeStatus::Ok);
        CHECK(report.driverVersion == version);
        CHECK(report.runtimeVersion == 13000);
        CHECK(valueOf(report.fp32) == Approx(reference.fp32Tflops).epsilon(1e-4));
        const auto parse = gputco::probe::testing::parseJson(renderProbeJson(report));
        REQUIRE(parse.value);
        CHECK((*parse.value)["status"].text == "ok");
        CHECK((*parse.value)["driver_version"].number == version);
        checkEverythingFreed();
    }
}

TEST_CASE("probe runner: a driver without an entry point the probe calls is too old, and says which",
          "[probe][runner][driver]") {
    FakeGpu gpu;
    gpu.driverVersion = 11020;
    gpu.missingEntryPoint = "cuDeviceGetUuid_v2";  // new in CUDA 11.4
    const ProbeReport report = runWith(gpu, true);
    CHECK(report.status == ProbeStatus::DriverTooOld);
    CHECK(report.driverVersion == 11020);
    CHECK(report.message ==
          "the CUDA driver lacks cuDeviceGetUuid_v2, which the probe calls: it needs a driver of CUDA 12.2 "
          "(R535) or newer");
    CHECK_FALSE(report.device);
    CHECK(fake::stats().calls.empty());  // nothing was called on a half-bound driver
}

TEST_CASE(
    "probe runner: a GPU the kernels have no machine code for, on a driver that cannot compile their "
    "PTX, is driver_too_old",
    "[probe][runner][driver]") {
    // A Blackwell GPU (10.0) on R570 (CUDA 12.8): the probe carries machine code up to 9.0 and
    // CUDA 13.0 PTX, which a 12.8 driver refuses.
    FakeGpu gpu;
    gpu.name = "NVIDIA B200";
    gpu.ccMajor = 10;
    gpu.driverVersion = 12080;
    gpu.moduleLoadError = 222;  // CUDA_ERROR_UNSUPPORTED_PTX_VERSION
    const ProbeReport report = runWith(gpu, true);
    CHECK(report.status == ProbeStatus::DriverTooOld);
    REQUIRE(report.error);
    CHECK(report.error->api == "cuModuleLoadData");
    CHECK(report.error->name == "CUDA_ERROR_UNSUPPORTED_PTX_VERSION");
    CHECK(report.message ==
          "the CUDA driver (CUDA 12.8) cannot load the probe's kernels for this GPU (compute capability "
          "10.0): the "
          "probe carries machine code up to compute capability 9.0 and, for newer GPUs, PTX of CUDA 13.0, "
          "which "
          "needs a driver of that CUDA version or newer");
    CHECK(fake::stats().calls.at("cuModuleLoadData") == 2);  // each image was tried
    REQUIRE(report.device);
    CHECK(report.device->name == "NVIDIA B200");
    CHECK_FALSE(report.hbmBandwidth);
    checkEverythingFreed();

    // Another failure of the module load is an error, not an old driver.
    gpu.moduleLoadError = 2;
    CHECK(runWith(gpu, true).status == ProbeStatus::Error);
    checkEverythingFreed();

    // An image the driver refuses is passed over for the next.
    gpu = FakeGpu{};
    gpu.imagesRefused = 1;
    CHECK(runWith(gpu, true).status == ProbeStatus::Ok);
    checkEverythingFreed();
}

TEST_CASE("probe runner: a MIG instance is measured and flagged as a slice", "[probe][runner]") {
    FakeGpu gpu;
    gpu.name = "NVIDIA H100 80GB HBM3 MIG 3g.40gb";
    gpu.smCount = 60;
    gpu.memoryBytes = 40ll << 30;
    gpu.freeBytes = 39ll << 30;
    const ProbeReport report = runWith(gpu, true);
    REQUIRE(report.status == ProbeStatus::Ok);
    const auto parse = gputco::probe::testing::parseJson(renderProbeJson(report));
    REQUIRE(parse.value);
    const auto& doc = *parse.value;
    CHECK(doc["flags"]["mig_slice"].boolean);
    CHECK(doc["device"]["sm_count"].number == 60);
    CHECK(doc["datasheet"]["model"].text == "H100 SXM");
    checkEverythingFreed();
}

TEST_CASE("probe runner: without NVML the document says so and every reading is null",
          "[probe][runner][nvml]") {
    const auto parse = gputco::probe::testing::parseJson(renderProbeJson(runWith(FakeGpu{})));
    REQUIRE(parse.value);
    const auto& doc = *parse.value;
    CHECK_FALSE(doc["nvml"]["loaded"].boolean);
    CHECK_FALSE(doc["nvml"]["device_found"].boolean);
    for (const char* metric : {"hbm_bandwidth", "fp32", "tensor_fp16", "h2d"}) {
        INFO(metric);
        CHECK(doc["measured"][metric]["power_w"].isNull());
        CHECK(doc["measured"][metric]["clock_event_reasons"].isNull());
    }
    CHECK(doc["flags"]["other_processes"].isNull());
    CHECK_FALSE(doc["flags"]["unstable"].boolean);
}

TEST_CASE("probe runner: NVML's power, clock and clock-event reasons are read while each metric runs",
          "[probe][runner][nvml]") {
    fake::FakeNvml nvml;
    nvml.reasons = kReasonGpuIdle | kReasonSwPowerCap;  // capped by power; idle between launches
    const ProbeReport report = runWith(FakeGpu{}, false, fake::fakeNvml(nvml));
    REQUIRE(report.status == ProbeStatus::Ok);
    CHECK(report.nvmlLoaded);
    CHECK(report.nvmlDeviceFound);
    // One reading per kept batch of the triad, FMA and tensor runs (10 each in a full run),
    // none for the host copies: the GPU is idle around a synchronous copy.
    CHECK(fake::nvmlSamples() == 30);
    REQUIRE(report.tensorFp16->conditions);
    CHECK(report.tensorFp16->conditions->samples == 10);
    CHECK_FALSE(report.h2d->conditions);

    const auto parse = gputco::probe::testing::parseJson(renderProbeJson(report));
    REQUIRE(parse.value);
    const auto& doc = *parse.value;
    CHECK(doc["nvml"]["loaded"].boolean);
    const auto& tensor = doc["measured"]["tensor_fp16"];
    CHECK(tensor["power_w"].number == Approx(650));
    CHECK(tensor["power_limit_w"].number == Approx(700));
    CHECK(tensor["nvml_sm_clock_mhz"].number == Approx(1755));
    // GPU idle is the probe's own gaps, not a limit: only the power cap is named.
    REQUIRE(tensor["clock_event_reasons"].items.size() == 1);
    CHECK(tensor["clock_event_reasons"].items[0].text == "sw_power_cap");
    // A power cap slows the clock below what the work asks: throttled, though clock64 read
    // 1,830 MHz, above 90 % of the 1,980 MHz peak.
    CHECK(tensor["throttled"].boolean);
    CHECK(doc["flags"]["throttled"].boolean);
    CHECK(doc["flags"]["other_processes"].number == 0);
    CHECK_FALSE(doc["flags"]["unstable"].boolean);
    CHECK(doc["measured"]["h2d"]["power_w"].isNull());

    nvml.reasons = kReasonApplicationsClocks;  // a locked clock: said, but not throttling
    const auto locked =
        gputco::probe::testing::parseJson(renderProbeJson(runWith(FakeGpu{}, true, fake::fakeNvml(nvml))));
    REQUIRE(locked.value);
    CHECK((*locked.value)["measured"]["fp32"]["clock_event_reasons"].items[0].text == "applications_clocks");
    CHECK_FALSE((*locked.value)["flags"]["throttled"].boolean);
}

TEST_CASE(
    "probe runner: another process on the GPU makes the run unstable, a GPU NVML does not know is "
    "measured without readings",
    "[probe][runner][nvml]") {
    fake::FakeNvml nvml;
    nvml.processes = 3;  // the probe and two others
    const ProbeReport report = runWith(FakeGpu{}, true, fake::fakeNvml(nvml));
    REQUIRE(report.status == ProbeStatus::Ok);
    CHECK(report.otherProcesses == std::optional<int>(2));
    CHECK_THAT(report.message, Catch::Contains("other processes were using the GPU"));
    const auto parse = gputco::probe::testing::parseJson(renderProbeJson(report));
    REQUIRE(parse.value);
    CHECK((*parse.value)["flags"]["other_processes"].number == 2);
    CHECK((*parse.value)["flags"]["unstable"].boolean);

    // No process listed at all (a container that hides process ids): none other, as NVML says.
    nvml.processes = 0;
    CHECK(runWith(FakeGpu{}, true, fake::fakeNvml(nvml)).otherProcesses == std::optional<int>(0));
    // A driver without the process query: unknown, not zero.
    nvml.hasProcessQuery = false;
    CHECK_FALSE(runWith(FakeGpu{}, true, fake::fakeNvml(nvml)).otherProcesses.has_value());

    nvml = {};
    nvml.knowsDevice = false;  // a MIG instance's UUID, say
    const ProbeReport unknown = runWith(FakeGpu{}, true, fake::fakeNvml(nvml));
    REQUIRE(unknown.status == ProbeStatus::Ok);
    CHECK(unknown.nvmlLoaded);
    CHECK_FALSE(unknown.nvmlDeviceFound);
    CHECK_FALSE(unknown.fp32->conditions);
    CHECK(fake::nvmlSamples() == 0);
}

namespace {

std::string noteOf(const Measurement& m, const std::string& key) {
    for (const auto& [k, text] : m.notes)
        if (k == key) return text;
    return {};
}

std::uint64_t sizeOf(const Measurement& m, const std::string& key) {
    for (const auto& [k, value] : m.sizes)
        if (k == key) return value;
    return 0;
}

}  // namespace

TEST_CASE("probe runner: with cuBLASLt the tensor figure is an 8192^3 GEMM's rate on random data",
          "[probe][runner][gemm]") {
    FakeGpu gpu;  // the GEMM runs at 520 TFLOPS, the peak kernel would read 600
    const ProbeReport report = runWith(gpu, false, nullptr, fake::fakeCublasLt({}));
    INFO(report.message);
    REQUIRE(report.status == ProbeStatus::Ok);
    REQUIRE(report.tensorFp16);
    CHECK(report.tensorFp16->method == "gemm_cublaslt");
    CHECK(valueOf(report.tensorFp16) == Approx(520).epsilon(1e-4));
    CHECK(sizeOf(*report.tensorFp16, "gemm_n") == 8192);
    CHECK(summarize(*report.tensorFp16)->reps == 10);
    // Batches as long as the FMA run's (2 x 12 ms): 2 x 8192^3 flops at 520 TFLOPS is 2.11 ms a
    // call, so 11 calls.
    CHECK(sizeOf(*report.tensorFp16, "calls_per_batch") == 11);
    // Random inputs: both matrices filled, no peak kernel launched, no clock64 reading.
    CHECK(fake::stats().calls.at("launch:fillRandomHalvesKernel") == 2);
    CHECK(fake::stats().calls.count("launch:mmaKernel") == 0);
    CHECK_FALSE(report.tensorFp16->smClockMhz);
    // Every cuBLASLt object and every buffer freed.
    CHECK(fake::cublasLtStats().liveObjects == 0);
    checkEverythingFreed();
    // The GEMM's 11 batches of 24 ms keep the run inside its 3 s.
    CHECK(fake::stats().virtualSeconds < 3.0);

    const auto parse = gputco::probe::testing::parseJson(renderProbeJson(report));
    REQUIRE(parse.value);
    const auto& tensor = (*parse.value)["measured"]["tensor_fp16"];
    CHECK(tensor["method"].text == "gemm_cublaslt");
    CHECK(tensor["gemm"].text == "fp16 A and B, fp32 accumulate and output, random data");
    CHECK(tensor["gemm_n"].number == 8192);
}

TEST_CASE(
    "probe runner: without cuBLASLt, or when it cannot run the GEMM, the peak kernel measures and "
    "says why",
    "[probe][runner][gemm]") {
    const ProbeReport absent = runWith(FakeGpu{});
    REQUIRE(absent.tensorFp16);
    CHECK(absent.tensorFp16->method == "mma_sync_peak_kernel");
    CHECK_THAT(noteOf(*absent.tensorFp16, "gemm_unavailable"), Catch::Contains("not installed"));

    fake::FakeCublasLt noAlgorithm;
    noAlgorithm.algorithmsFound = 0;
    const ProbeReport refused = runWith(FakeGpu{}, true, nullptr, fake::fakeCublasLt(noAlgorithm));
    REQUIRE(refused.status == ProbeStatus::Ok);
    CHECK(refused.tensorFp16->method == "mma_sync_peak_kernel");
    CHECK(noteOf(*refused.tensorFp16, "gemm_unavailable") ==
          "cuBLASLt cannot run the GEMM here: CUBLAS_STATUS_NOT_SUPPORTED");
    CHECK(fake::cublasLtStats().liveObjects == 0);
    checkEverythingFreed();

    // Little free memory: the GEMM shrinks (2 GiB free: a quarter, 512 MiB, holds 4096^3's
    // 160 MiB with its workspace, not 8192^3's 544 MiB), and below 2048 it gives way.
    FakeGpu small;
    small.freeBytes = 2ll << 30;
    const ProbeReport halved = runWith(small, true, nullptr, fake::fakeCublasLt({}));
    CHECK(halved.tensorFp16->method == "gemm_cublaslt");
    CHECK(sizeOf(*halved.tensorFp16, "gemm_n") == 4096);
    small.freeBytes = 64ll << 20;
    const ProbeReport tiny = runWith(small, true, nullptr, fake::fakeCublasLt({}));
    REQUIRE(tiny.tensorFp16);
    CHECK(tiny.tensorFp16->method == "mma_sync_peak_kernel");
    CHECK_THAT(noteOf(*tiny.tensorFp16, "gemm_unavailable"), Catch::Contains("too little free memory"));
}

TEST_CASE("probe runner: a cuBLASLt built for a newer CUDA than the driver's is passed over, and said so",
          "[probe][runner][gemm][driver]") {
    // cuBLASLt of CUDA 13.0 on R535 (CUDA 12.2): its own runtime would refuse the driver.
    fake::FakeCublasLt cuda13;
    FakeGpu r535;
    r535.driverVersion = 12020;
    const ProbeReport report = runWith(r535, true, nullptr, fake::fakeCublasLt(cuda13));
    REQUIRE(report.status == ProbeStatus::Ok);
    REQUIRE(report.tensorFp16);
    CHECK(report.tensorFp16->method == "mma_sync_peak_kernel");
    CHECK(noteOf(*report.tensorFp16, "gemm_unavailable") ==
          "the installed cuBLASLt is built for CUDA 13.0, which needs a newer driver than this one (CUDA "
          "12.2)");
    CHECK(fake::cublasLtStats().liveObjects == 0);

    // A cuBLASLt of CUDA 12.9 runs on it (minor version compatibility), and so does one too old
    // to say what it was built with.
    for (const int built : {12090, 0}) {
        INFO(built);
        fake::FakeCublasLt cuda12;
        cuda12.cudartVersion = built;
        const ProbeReport gemm = runWith(r535, true, nullptr, fake::fakeCublasLt(cuda12));
        REQUIRE(gemm.tensorFp16);
        CHECK(gemm.tensorFp16->method == "gemm_cublaslt");
    }
    checkEverythingFreed();
}

// An A100 (compute capability 8.0), where mma.sync is the tensor cores' own instruction.
FakeGpu fakeA100() {
    FakeGpu a100;
    a100.name = "NVIDIA A100-SXM4-80GB";
    a100.ccMajor = 8;
    a100.smCount = 108;
    a100.hbmGbs = 1900;
    a100.fp32Tflops = 19;
    a100.tensorTflops = 300;
    a100.ownGemmTflops = 250;
    return a100;
}

TEST_CASE("probe runner: without cuBLASLt an A100 measures with the probe's own GEMM, its result checked",
          "[probe][runner][gemm][own gemm]") {
    const ProbeReport report = runWith(fakeA100(), true);
    REQUIRE(report.status == ProbeStatus::Ok);
    REQUIRE(report.tensorFp16);
    CHECK(report.tensorFp16->method == "gemm_mma_sync");
    // 2 x 8192^3 flops a call at the fake kernel's 250 TFLOPS: every batch reads exactly that.
    CHECK(valueOf(report.tensorFp16) == Approx(250).epsilon(1e-6));
    CHECK(sizeOf(*report.tensorFp16, "gemm_n") == 8192);
    CHECK_THAT(noteOf(*report.tensorFp16, "cublaslt_unavailable"), Catch::Contains("not installed"));
    // The fake computes each read-back entry from the inputs' seeds (in float, in k order); the
    // probe's double reference agrees to FP32 rounding, far inside 1e-4 of sum |a b|.
    CHECK_THAT(noteOf(*report.tensorFp16, "result_checked"),
               Catch::StartsWith("64 entries match the host's reference"));
    CHECK(fake::stats().calls.at("launch:tiledGemmKernel") > 2);
    CHECK(fake::stats().calls.count("launch:mmaKernel") == 0);
    CHECK(fake::stats().calls.at("launch:fillRandomHalvesKernel") == 2);
    checkEverythingFreed();

    const auto parse = gputco::probe::testing::parseJson(renderProbeJson(report));
    REQUIRE(parse.value);
    const auto& tensor = (*parse.value)["measured"]["tensor_fp16"];
    CHECK(tensor["method"].text == "gemm_mma_sync");
    CHECK(tensor["gemm"].text == "fp16 A and B, fp32 accumulate and output, random data");
}

TEST_CASE("probe runner: an own GEMM that computes wrong results is not used: the peak kernel measures",
          "[probe][runner][gemm][own gemm]") {
    // Every entry read back 0.5 off: 0.5 / sum |a b| (about 8192 / 4 = 2048) is 2.4e-4 > 1e-4.
    FakeGpu wrong = fakeA100();
    wrong.ownGemmError = 0.5;
    const ProbeReport report = runWith(wrong, true);
    REQUIRE(report.status == ProbeStatus::Ok);
    REQUIRE(report.tensorFp16);
    CHECK(report.tensorFp16->method == "mma_sync_peak_kernel");
    CHECK_THAT(noteOf(*report.tensorFp16, "own_gemm_unavailable"),
               Catch::StartsWith("its mma.sync kernel computed a wrong result: row 0, column 0 is "));
    CHECK_THAT(noteOf(*report.tensorFp16, "gemm_unavailable"), Catch::Contains("not installed"));
    checkEverythingFreed();

    // 0.05 off is 2.4e-5 of sum |a b|: inside the tolerance, as FP32 rounding would be.
    wrong.ownGemmError = 0.05;
    CHECK(runWith(wrong, true).tensorFp16->method == "gemm_mma_sync");
}

ProbeReport runForcing(const FakeGpu& gpu, const std::string& ownGemm) {
    fake::reset(gpu);
    overrideNvml(nullptr);
    overrideCublasLt(fake::fakeCublasLt({}));  // installed, and passed over
    ProbeOptions options;
    options.quick = true;
    options.ownGemm = ownGemm;
    ProbeReport report = runProbe(options);
    overrideCublasLt(nullptr);
    return report;
}

TEST_CASE("probe runner: on Hopper without cuBLASLt the own GEMM is not used, and --own-gemm forces it",
          "[probe][runner][gemm][own gemm]") {
    // The wgmma kernel waits for its first check on a GPU; mma.sync cannot reach Hopper's rate.
    const ProbeReport hopper = runWith(FakeGpu{}, true);
    REQUIRE(hopper.tensorFp16);
    CHECK(hopper.tensorFp16->method == "mma_sync_peak_kernel");
    CHECK(noteOf(*hopper.tensorFp16, "own_gemm_unavailable") ==
          "its wgmma kernel has not been checked on a GPU yet (--own-gemm runs it), and its mma.sync kernel "
          "does not reach the tensor rate of compute capability 9.0");
    CHECK(fake::stats().calls.count("launch:tiledGemmKernel") == 0);
    CHECK(fake::stats().calls.count("launch:wgmmaGemmKernel") == 0);

    // --own-gemm (for checking the kernels against cuBLAS): cuBLASLt is installed but not called,
    // and the kernel is the GPU's own (wgmma on 9.0) unless one is named. The fake runs them at
    // its wgmmaGemmTflops (700) and ownGemmTflops (450).
    const ProbeReport wgmma = runForcing(FakeGpu{}, "auto");
    REQUIRE(wgmma.tensorFp16);
    CHECK(wgmma.tensorFp16->method == "gemm_wgmma");
    CHECK(valueOf(wgmma.tensorFp16) == Approx(700).epsilon(1e-6));
    CHECK(noteOf(*wgmma.tensorFp16, "cublaslt_unavailable") == "not tried: --own-gemm");
    CHECK_THAT(noteOf(*wgmma.tensorFp16, "result_checked"), Catch::StartsWith("64 entries match"));
    CHECK(fake::cublasLtStats().matmuls == 0);
    checkEverythingFreed();

    const ProbeReport mmaSync = runForcing(FakeGpu{}, "mma_sync");
    REQUIRE(mmaSync.tensorFp16);
    CHECK(mmaSync.tensorFp16->method == "gemm_mma_sync");
    CHECK(valueOf(mmaSync.tensorFp16) == Approx(450).epsilon(1e-6));

    // wgmma on an A100 cannot run: the peak kernel measures and says why.
    const ProbeReport noWgmma = runForcing(fakeA100(), "wgmma");
    REQUIRE(noWgmma.tensorFp16);
    CHECK(noWgmma.tensorFp16->method == "mma_sync_peak_kernel");
    CHECK(noteOf(*noWgmma.tensorFp16, "own_gemm_unavailable") ==
          "wgmma needs compute capability 9.0, not 8.0");
    checkEverythingFreed();
}

TEST_CASE("probe runner: a GEMM that fails mid-run is the run's error, and everything is freed",
          "[probe][runner][gemm]") {
    fake::FakeCublasLt failing;
    failing.failMatmulAt = 4;  // after the two warm-up calls and two timed ones
    const ProbeReport report = runWith(FakeGpu{}, true, nullptr, fake::fakeCublasLt(failing));
    CHECK(report.status == ProbeStatus::Error);
    REQUIRE(report.error);
    CHECK(report.error->api == "cublasLtMatmul(tensor_fp16)");
    CHECK(report.error->name == "CUBLAS_STATUS_EXECUTION_FAILED");
    CHECK(report.hbmBandwidth);  // what was measured before is kept
    CHECK(fake::cublasLtStats().liveObjects == 0);
    checkEverythingFreed();
}

TEST_CASE("probe runner: a slow NVML reading does not lengthen the timed batches", "[probe][runner][nvml]") {
    // 50 ms a reading, longer than a batch: were the stop event recorded after the reading, the
    // batch would include the wait and every rate would read low.
    fake::FakeNvml nvml;
    nvml.secondsPerReading = 0.05;
    FakeGpu gpu;
    const ProbeReport report = runWith(gpu, false, fake::fakeNvml(nvml));
    REQUIRE(report.status == ProbeStatus::Ok);
    CHECK(fake::nvmlSamples() == 30);
    CHECK(valueOf(report.hbmBandwidth) == Approx(gpu.hbmGbs).epsilon(1e-4));
    CHECK(valueOf(report.fp32) == Approx(gpu.fp32Tflops).epsilon(1e-4));
    CHECK(valueOf(report.tensorFp16) == Approx(gpu.tensorTflops).epsilon(1e-4));
    CHECK(summarize(*report.fp32)->spread == Approx(0).margin(1e-6));
}

TEST_CASE("probe runner: the driver's entry points are bound by their versioned names",
          "[probe][runner][driver]") {
    // Distinct fake addresses per name, so that what was bound can be told apart.
    std::vector<std::string> asked;
    static char slots[2];
    const auto lookup = [&](const char* without) {
        return [&asked, without](const char* name) -> void* {
            asked.emplace_back(name);
            if (without && std::string(name) == without) return nullptr;
            return std::string(name) == "cuEventElapsedTime_v2" ? &slots[1] : &slots[0];
        };
    };
    DriverApi api;
    std::string missing;
    CHECK(bindDriverApi(api, lookup(nullptr), &missing));
    CHECK(missing.empty());
    CHECK(reinterpret_cast<void*>(api.eventElapsedTime) == &slots[1]);  // the newer version first
    for (const char* name : {"cuMemAlloc_v2", "cuMemFree_v2", "cuMemGetInfo_v2", "cuDeviceTotalMem_v2",
                             "cuMemcpyHtoD_v2", "cuMemcpyDtoH_v2", "cuEventDestroy_v2",
                             "cuDevicePrimaryCtxRelease_v2", "cuDeviceGetUuid_v2", "cuMemAllocHost_v2"})
        CHECK(std::find(asked.begin(), asked.end(), name) != asked.end());

    // A driver before CUDA 12.8 has only the first cuEventElapsedTime: that one is taken.
    DriverApi older;
    CHECK(bindDriverApi(older, lookup("cuEventElapsedTime_v2"), &missing));
    CHECK(reinterpret_cast<void*>(older.eventElapsedTime) == &slots[0]);

    // A driver before CUDA 11.4 lacks the MIG-aware UUID query: named, and the table refused.
    DriverApi tooOld;
    CHECK_FALSE(bindDriverApi(tooOld, lookup("cuDeviceGetUuid_v2"), &missing));
    CHECK(missing == "cuDeviceGetUuid_v2");
}
