// From the fake GPU to the scenario (issue #18): the document the runner renders is read by
// gputco's probe reader and attached; an unsteady metric is refused by name and spread, a
// steady run calibrates, and the peak-kernel tensor figure stays out unless allowed.

#include "fake_cublaslt.h"
#include "fake_cuda_driver.h"
#include "fake_nvml.h"
#include "probe_report.h"
#include "probe_runner.h"

#include <catch2/catch.hpp>

#include "model/calibration/probe_attachment.h"
#include "model/io/probe_reader.h"
#include "tests/calibration/probe_fixtures.h"

using gputco::probe::fake::FakeGpu;
namespace fake = gputco::probe::fake;
namespace calibration = gputco::calibration;

namespace {

calibration::ProbeResult probeOf(const FakeGpu& gpu, const gputco::probe::NvmlApi* nvml = nullptr,
                                 const gputco::probe::CublasLtApi* lt = nullptr) {
    fake::reset(gpu);
    gputco::probe::overrideNvml(nvml);
    gputco::probe::overrideCublasLt(lt);
    gputco::probe::ProbeReport report = gputco::probe::runProbe({});
    report.measuredAt = "2026-12-04T06:00:00Z";  // probe_main stamps it; the runner does not
    const std::string json = gputco::probe::renderProbeJson(report);
    const gputco::io::ProbeReadResult read = gputco::io::readProbeDocument(QByteArray::fromStdString(json));
    INFO(read.error);
    REQUIRE(read.probe);
    return *read.probe;
}

}  // namespace

TEST_CASE("probe to calibration: 5 % between repeats refuses the run, naming the metric",
          "[probe][runner][calibration]") {
    FakeGpu gpu;
    gpu.fp32Variation = 0.05;
    const calibration::ProbeResult probe = probeOf(gpu);
    CHECK(probe.unstable);
    CHECK(probe.spread.at("fp32") == Approx(0.05 / 0.975).epsilon(1e-3));
    CHECK(probe.unstableMetrics.at("fp32"));
    CHECK_FALSE(probe.unstableMetrics.at("hbm_bandwidth"));

    const gputco::scenario::Scenario original = gputco::test::calibrationScenario();
    gputco::scenario::Scenario s = original;
    const auto outcome = calibration::attachProbe(s, probe, "", "fake");
    CHECK_FALSE(outcome.ok());
    CHECK_THAT(outcome.error, Catch::Contains("fp32 varied by 5.1 % between repeats"));
    CHECK_THAT(outcome.error, !Catch::Contains("hbm_bandwidth"));
    CHECK(s == original);
}

TEST_CASE("probe to calibration: a steady run calibrates, its peak-kernel tensor figure only when allowed",
          "[probe][runner][calibration]") {
    FakeGpu gpu;
    gpu.hbmGbs = 4080;      // 85 % of the H200's 4800
    gpu.fp32Tflops = 60.3;  // 90 % of 67
    gpu.hbmVariation = 0.01;
    const calibration::ProbeResult probe = probeOf(gpu);
    CHECK_FALSE(probe.unstable);
    CHECK(probe.method.at("tensor_fp16") == "mma_sync_peak_kernel");
    CHECK(probe.method.at("fp32") == "fma_loop");

    gputco::scenario::Scenario s = gputco::test::calibrationScenario();
    const auto outcome = calibration::attachProbe(s, probe, "", "fake");
    INFO(outcome.error);
    REQUIRE(outcome.ok());
    CHECK_FALSE(outcome.stabilityUnknown);
    CHECK(outcome.changes.size() == 2);
    REQUIRE(outcome.skipped.size() == 1);
    CHECK(outcome.skipped[0].metric == "tensor_fp16");
    const auto& eff = s.gpus.at("H200-SXM").efficiency;
    CHECK(eff.at("fp32") == Approx(0.90).epsilon(1e-4));
    CHECK(eff.at("tensor_fp16") == 0.80);
    // The median of batches at 4080 and 1 % slower ones.
    CHECK(eff.at("hbm_bandwidth") == Approx(4080 * 0.995 / 4800).epsilon(1e-4));

    gputco::scenario::Scenario allowed = gputco::test::calibrationScenario();
    REQUIRE(calibration::attachProbe(allowed, probe, "", "fake", {false, true}).ok());
    CHECK(allowed.gpus.at("H200-SXM").efficiency.at("tensor_fp16") == Approx(600 / 989.4).epsilon(1e-4));
}

TEST_CASE("probe to calibration: other processes on the GPU refuse the run, saying so",
          "[probe][runner][calibration][nvml]") {
    gputco::probe::fake::FakeNvml nvml;
    nvml.processes = 2;  // the probe and one other
    const calibration::ProbeResult probe = probeOf(FakeGpu{}, gputco::probe::fake::fakeNvml(nvml));
    CHECK(probe.unstable);
    CHECK(probe.otherProcesses == std::optional<int>(1));
    const gputco::scenario::Scenario original = gputco::test::calibrationScenario();
    gputco::scenario::Scenario s = original;
    const auto outcome = calibration::attachProbe(s, probe, "", "fake");
    CHECK_FALSE(outcome.ok());
    CHECK_THAT(outcome.error, Catch::Contains("another process was using the GPU"));
    CHECK(s == original);
}

TEST_CASE("probe to calibration: a GEMM-measured tensor figure calibrates by default",
          "[probe][runner][calibration][gemm]") {
    FakeGpu gpu;
    gpu.gemmTflops = 643.11;  // 65 % of the H200's 989.4
    const calibration::ProbeResult probe = probeOf(gpu, nullptr, gputco::probe::fake::fakeCublasLt({}));
    CHECK(probe.method.at("tensor_fp16") == "gemm_cublaslt");
    gputco::scenario::Scenario s = gputco::test::calibrationScenario();
    const auto outcome = calibration::attachProbe(s, probe, "", "fake");
    INFO(outcome.error);
    REQUIRE(outcome.ok());
    CHECK(outcome.skipped.empty());
    const auto& gpuModel = s.gpus.at(outcome.gpu);
    CHECK(gpuModel.efficiency.at("tensor_fp16") == Approx(643.11 / 989.4).epsilon(1e-4));
}

TEST_CASE("probe to calibration: an A100 without cuBLASLt calibrates from the probe's own GEMM",
          "[probe][runner][calibration][gemm][own gemm]") {
    // The own GEMM is a real GEMM on random data (its result checked), so it calibrates by
    // default, unlike the peak kernel: 265.2 / 312 = 0.85 of the A100 40GB's datasheet.
    FakeGpu a100;
    a100.name = "NVIDIA A100-SXM4-40GB";
    a100.ccMajor = 8;
    a100.smCount = 108;
    a100.smClockKhz = 1410000;
    a100.smClockMeasuredMhz = 1410;
    a100.tensorClockMhz = 1410;
    a100.hbmGbs = 1368.4;     // 0.88 of 1555
    a100.fp32Tflops = 19.11;  // 0.98 of 19.5
    a100.ownGemmTflops = 265.2;
    const calibration::ProbeResult probe = probeOf(a100);
    CHECK(probe.method.at("tensor_fp16") == "gemm_mma_sync");
    gputco::scenario::Scenario s = gputco::test::calibrationScenario();
    const auto outcome = calibration::attachProbe(s, probe, "", "fake");
    INFO(outcome.error);
    REQUIRE(outcome.ok());
    CHECK(outcome.gpu == gputco::scenario::kReferenceGpu);
    CHECK(outcome.skipped.empty());
    CHECK(s.gpus.at(outcome.gpu).efficiency.at("tensor_fp16") == Approx(265.2 / 312).epsilon(1e-4));
}
