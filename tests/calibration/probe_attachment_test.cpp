// Attaching probe results (MODEL.md sections 2 and 7) on the committed fixtures, against
// hand calculations. Rates are datasheet x efficiency; with the reference A100 at catalog
// efficiencies they are tensor 312 x 0.87 = 271.44, memory 1555 x 0.88 = 1368.4 and FP32
// 19.5 x 0.98 = 19.11, and speed(k) = 1 / sum share_j x rate_j(ref) / rate_j(k).
#include <catch2/catch.hpp>

#include "model/calibration/calibration_effect.h"
#include "model/calibration/probe_attachment.h"
#include "model/engine/gpu_speed.h"
#include "model/scenario/validation.h"
#include "tests/calibration/probe_fixtures.h"

using namespace gputco;
using namespace gputco::test;
using calibration::attachProbe;

namespace {

// The fixtures are probe format 1: their tensor figures came from the peak kernel, which
// calibrates only when allowed. The hand calculations below include them.
const calibration::AttachOptions kPeakKernelAllowed{false, true};

double speedOf(const Scenario& s, const std::string& gpu) {
    return engine::speed(s, s.gpus.at(gpu));
}

}  // namespace

TEST_CASE("the fixtures match their scenario GPU models by name", "[calibration]") {
    const Scenario s = calibrationScenario();
    CHECK(calibration::matchGpu(s, probeFixture("h200-sxm.fixture.json")) == "H200-SXM");
    CHECK(calibration::matchGpu(s, probeFixture("a100-40gb-sxm4.fixture.json")) == kReferenceGpu);
    calibration::ProbeResult unknown = probeFixture("h200-sxm.fixture.json");
    unknown.datasheetModel.clear();
    unknown.deviceName = "NVIDIA B200";
    CHECK(calibration::matchGpu(s, unknown).empty());
    // With no datasheet row the device name is tried: "NVIDIA H200-SXM" reads as H200-SXM.
    unknown.deviceName = "NVIDIA H200-SXM";
    CHECK(calibration::matchGpu(s, unknown) == "H200-SXM");
}

TEST_CASE("an H200 probe sets the H200's efficiencies and moves its speed and cost", "[calibration]") {
    Scenario s = calibrationScenario();
    const Scenario before = s;
    // Catalog H200 rates 989.4 x 0.80 = 791.52, 4800 x 0.74 = 3552, 67 x 0.94 = 62.98:
    // 1 / (0.6 x 271.44 / 791.52 + 0.3 x 1368.4 / 3552 + 0.1 x 19.11 / 62.98) = 2.8435074
    CHECK(speedOf(s, "H200-SXM") == Approx(2.8435073647));

    const auto outcome = attachProbe(s, probeFixture("h200-sxm.fixture.json"), "", "h200-sxm.fixture.json",
                                     kPeakKernelAllowed);
    INFO(outcome.error);
    REQUIRE(outcome.ok());
    CHECK(outcome.gpu == "H200-SXM");
    CHECK(scenario::validate(s).empty());
    // Measured 643.11, 4080 and 60.3 over the datasheet: 0.65, 0.85 and 0.90.
    const auto& eff = s.gpus.at("H200-SXM").efficiency;
    CHECK(eff.at("tensor_fp16") == Approx(0.65));
    CHECK(eff.at("hbm_bandwidth") == Approx(0.85));
    CHECK(eff.at("fp32") == Approx(0.90));
    REQUIRE(outcome.changes.size() == 3);
    // The calibrated rate is the measured rate.
    CHECK(engine::calibratedRate(s.gpus.at("H200-SXM"), "tensor_fp16") == Approx(643.11));
    // 1 / (0.6 x 271.44 / 643.11 + 0.3 x 1368.4 / 4080 + 0.1 x 19.11 / 60.3) = 2.5936732
    CHECK(speedOf(s, "H200-SXM") == Approx(2.5936732329));
    CHECK(speedOf(s, kReferenceGpu) == Approx(1.0));

    const auto& record = s.gpus.at("H200-SXM").calibration;
    REQUIRE(record.has_value());
    CHECK(record->device == "NVIDIA H200");
    CHECK(record->measuredAt == "2026-12-01T09:30:00Z");
    CHECK(record->origin == "h200-sxm.fixture.json");
    CHECK(record->previousEfficiency == before.gpus.at("H200-SXM").efficiency);
    CHECK(record->measured.at("h2d") == Approx(53.2));  // kept for the report, calibrates nothing
    CHECK_FALSE(eff.count("h2d"));

    // Each billed H200 instance-hour does 8 x speed reference GPU-hours: cost per reference
    // GPU-hour 30 / (8 x 2.8435074) = 1.3187938 before, 30 / (8 x 2.5936732) = 1.4458259
    // after; a year of 8 GPUs x 8,760 h costs 8,760 x 30 / speed = 92,421.07 and 101,323.48.
    const auto effect = calibration::calibrationEffect(before, s);
    REQUIRE(effect.options.size() == 2);
    CHECK(effect.options[0].costPerReferenceGpuHourBefore.value() == Approx(10.0 / 8));
    CHECK(effect.options[0].costPerReferenceGpuHourAfter.value() == Approx(10.0 / 8));
    CHECK(effect.options[1].costPerReferenceGpuHourBefore.value() == Approx(1.3187938412));
    CHECK(effect.options[1].costPerReferenceGpuHourAfter.value() == Approx(1.4458259246));
    CHECK(effect.options[1].pvBefore == Approx(8760 * 30 / 2.8435073647));
    CHECK(effect.options[1].pvAfter == Approx(8760 * 30 / 2.5936732329));
    bool sawH200 = false;
    for (const auto& sp : effect.speeds)
        if (sp.gpu == "H200-SXM") {
            sawH200 = true;
            CHECK(sp.before == Approx(2.8435073647));
            CHECK(sp.after == Approx(2.5936732329));
        }
    CHECK(sawH200);
}

TEST_CASE("a probe of the reference A100 moves every other GPU's speed, not its own", "[calibration]") {
    Scenario s = calibrationScenario();
    const Scenario before = s;
    const auto outcome =
        attachProbe(s, probeFixture("a100-40gb-sxm4.fixture.json"), "", "a100.json", kPeakKernelAllowed);
    INFO(outcome.error);
    REQUIRE(outcome.ok());
    CHECK(outcome.gpu == kReferenceGpu);
    // Measured 249.6, 1399.5 and 18.72: efficiencies 0.80, 0.90 and 0.96.
    CHECK(s.gpus.at(kReferenceGpu).efficiency.at("tensor_fp16") == Approx(0.80));
    CHECK(s.gpus.at(kReferenceGpu).efficiency.at("hbm_bandwidth") == Approx(0.90));
    CHECK(s.gpus.at(kReferenceGpu).efficiency.at("fp32") == Approx(0.96));
    CHECK(speedOf(s, kReferenceGpu) == Approx(1.0));
    // 1 / (0.6 x 249.6 / 791.52 + 0.3 x 1399.5 / 3552 + 0.1 x 18.72 / 62.98) = 2.9662120
    CHECK(speedOf(s, "H200-SXM") == Approx(2.9662120464));
    const auto effect = calibration::calibrationEffect(before, s);
    CHECK(effect.options[0].pvAfter == Approx(effect.options[0].pvBefore));  // 87,600 both
    CHECK(effect.options[0].pvAfter == Approx(8760 * 10.0));
    // 30 / (8 x 2.9662120) = 1.2642387
    CHECK(effect.options[1].costPerReferenceGpuHourAfter.value() == Approx(1.2642386793));
}

TEST_CASE("the reference left to the catalog becomes the scenario's own when calibrated", "[calibration]") {
    Scenario s = calibrationScenario();
    s.gpus.erase(kReferenceGpu);
    const auto outcome =
        attachProbe(s, probeFixture("a100-40gb-sxm4.fixture.json"), "", "a100.json", kPeakKernelAllowed);
    REQUIRE(outcome.ok());
    REQUIRE(s.gpus.count(kReferenceGpu));
    CHECK(s.gpus.at(kReferenceGpu).datasheet.at("hbm_bandwidth") == 1555.0);
    CHECK(s.gpus.at(kReferenceGpu).efficiency.at("hbm_bandwidth") == Approx(0.90));
    CHECK(speedOf(s, "H200-SXM") == Approx(2.9662120464));
}

TEST_CASE("detaching restores the efficiencies the probe replaced, even after two probes", "[calibration]") {
    Scenario s = calibrationScenario();
    const Scenario original = s;
    REQUIRE(attachProbe(s, probeFixture("h200-sxm.fixture.json"), "", "first").ok());
    calibration::ProbeResult second = probeFixture("h200-sxm.fixture.json");
    second.measured["fp32"] = 63.65;  // 95 %
    REQUIRE(attachProbe(s, second, "H200-SXM", "second").ok());
    CHECK(s.gpus.at("H200-SXM").efficiency.at("fp32") == Approx(0.95));
    CHECK(s.gpus.at("H200-SXM").calibration->origin == "second");
    CHECK(s.gpus.at("H200-SXM").calibration->previousEfficiency == original.gpus.at("H200-SXM").efficiency);
    CHECK(calibration::withoutCalibration(s) == original);
    REQUIRE(calibration::detachProbe(s, "H200-SXM"));
    CHECK(s == original);
    CHECK_FALSE(calibration::detachProbe(s, "H200-SXM"));
}

TEST_CASE("a probe that cannot stand for the GPU model is refused and changes nothing", "[calibration]") {
    const Scenario original = calibrationScenario();
    const calibration::ProbeResult good = probeFixture("h200-sxm.fixture.json");
    auto refused = [&](calibration::ProbeResult probe, const std::string& gpu = "") {
        Scenario s = original;
        const auto outcome = attachProbe(s, probe, gpu, "test");
        CHECK(s == original);
        return outcome.error;
    };
    calibration::ProbeResult noDriver;
    noDriver.status = "driver_missing";
    noDriver.message = "no CUDA driver: libcuda.so.1 cannot be loaded";
    CHECK_THAT(refused(noDriver), Catch::Contains("No NVIDIA driver") &&
                                      Catch::Contains("import a probe result from a GPU machine"));
    calibration::ProbeResult oldDriver;
    oldDriver.status = "driver_too_old";
    oldDriver.message =
        "the CUDA driver lacks cuDeviceGetUuid_v2, which the probe calls: it needs a driver of "
        "CUDA 12.2 (R535) or newer";
    // The probe has no CUDA runtime since issue #18: the words name the drivers it needs.
    CHECK_THAT(refused(oldDriver), Catch::Contains("too old for the probe, which needs R535 or newer") &&
                                       Catch::Contains("cuDeviceGetUuid_v2") && !Catch::Contains("runtime"));
    calibration::ProbeResult notCompiled;
    notCompiled.status = "not_compiled";
    CHECK_THAT(refused(notCompiled), Catch::Contains("built without CUDA"));

    calibration::ProbeResult mig = good;
    mig.migSlice = true;
    CHECK_THAT(refused(mig), Catch::Contains("MIG slice"));
    calibration::ProbeResult flagged = good;
    flagged.implausible = true;
    CHECK_THAT(refused(flagged), Catch::Contains("implausible"));
    // 5000 GB/s on a 4800 GB/s datasheet is 104.2 %: cache hits or another GPU.
    calibration::ProbeResult fast = good;
    fast.measured["hbm_bandwidth"] = 5000;
    CHECK_THAT(refused(fast), Catch::Contains("hbm_bandwidth") && Catch::Contains("104.2 %"));
    CHECK_THAT(refused(good, "B200"), Catch::Contains("no GPU model \"B200\""));
    calibration::ProbeResult other = good;
    other.datasheetModel = "B200";
    other.deviceName = "NVIDIA B200";
    CHECK_THAT(refused(other), Catch::Contains("A100-40GB-SXM4, H200-SXM"));
}

TEST_CASE("notes say what the probe did not settle", "[calibration]") {
    Scenario s = calibrationScenario();
    calibration::ProbeResult probe = probeFixture("h200-sxm.fixture.json");
    probe.measured.erase("tensor_fp16");
    probe.throttled = true;
    const auto outcome = attachProbe(s, probe, "", "test");
    REQUIRE(outcome.ok());
    CHECK(s.gpus.at("H200-SXM").efficiency.at("tensor_fp16") == 0.80);  // unchanged
    std::string notes;
    for (const auto& n : outcome.notes) notes += calibration::noteText(n) + "\n";
    CHECK_THAT(notes, Catch::Contains("tensor_fp16 was not measured") && Catch::Contains("throttled"));
}

TEST_CASE("a peak-kernel tensor figure does not calibrate by default, the other metrics do",
          "[calibration]") {
    Scenario s = calibrationScenario();
    const auto outcome = attachProbe(s, probeFixture("h200-sxm.fixture.json"), "", "h200-sxm.fixture.json");
    INFO(outcome.error);
    REQUIRE(outcome.ok());
    const auto& h200 = s.gpus.at("H200-SXM");
    CHECK(h200.efficiency.at("tensor_fp16") == 0.80);  // the catalog's GEMM figure stays
    CHECK(h200.efficiency.at("hbm_bandwidth") == Approx(0.85));
    CHECK(h200.efficiency.at("fp32") == Approx(0.90));
    CHECK(outcome.changes.size() == 2);
    REQUIRE(outcome.skipped.size() == 1);
    CHECK(outcome.skipped[0].metric == "tensor_fp16");
    CHECK(outcome.skipped[0].method == "mma_sync_peak_kernel");
    CHECK_THAT(calibration::skippedNote(outcome.skipped[0]),
               Catch::Contains("tensor_fp16 was not calibrated") && Catch::Contains("peak kernel") &&
                   Catch::Contains("--allow-peak-kernel"));
    // What calibrated is recorded; the skipped figure is not claimed as a measurement used.
    CHECK_FALSE(h200.calibration->measured.count("tensor_fp16"));
    // A format 1 document names only the tensor figure's method (the peak kernel, inferred), which
    // did not calibrate: no method is recorded for the figures that did.
    CHECK(h200.calibration->methods.empty());
    std::string notes;
    for (const auto& n : outcome.notes) notes += calibration::noteText(n) + "\n";
    CHECK_THAT(notes, !Catch::Contains("tensor_fp16 was not measured"));
    // A format 1 document states no spread: unknown stability, said, not refused.
    CHECK(outcome.stabilityUnknown);
    // 1 / (0.6 x 271.44 / 791.52 + 0.3 x 1368.4 / 4080 + 0.1 x 19.11 / 60.3) = 2.9580
    CHECK(speedOf(s, "H200-SXM") == Approx(2.9580).epsilon(1e-4));

    // A GEMM's figure calibrates without being allowed.
    Scenario g = calibrationScenario();
    calibration::ProbeResult gemm = probeFixture("h200-sxm.fixture.json");
    gemm.method["tensor_fp16"] = "gemm_cublaslt";
    CHECK(calibration::isPeakKernelMethod("mma_sync_peak_kernel"));
    CHECK_FALSE(calibration::isPeakKernelMethod("gemm_cublaslt"));
    const auto gemmOutcome = attachProbe(g, gemm, "", "gemm");
    REQUIRE(gemmOutcome.ok());
    CHECK(gemmOutcome.skipped.empty());
    CHECK(g.gpus.at("H200-SXM").efficiency.at("tensor_fp16") == Approx(0.65));
    // The record says what measured each figure it calibrated from, for the report and the app.
    CHECK(g.gpus.at("H200-SXM").calibration->methods ==
          std::map<std::string, std::string>{{"tensor_fp16", "gemm_cublaslt"}});

    // A peak-kernel figure accepted by choice is recorded as such.
    Scenario p = calibrationScenario();
    calibration::AttachOptions allow;
    allow.allowPeakKernel = true;
    calibration::ProbeResult named = probeFixture("h200-sxm.fixture.json");
    named.method["hbm_bandwidth"] = "triad";
    REQUIRE(attachProbe(p, named, "", "p", allow).ok());
    CHECK(p.gpus.at("H200-SXM").calibration->methods ==
          std::map<std::string, std::string>{{"hbm_bandwidth", "triad"},
                                             {"tensor_fp16", "mma_sync_peak_kernel"}});

    // Only a peak-kernel tensor figure, and nothing else: refused, and says why.
    Scenario t = calibrationScenario();
    calibration::ProbeResult tensorOnly = probeFixture("h200-sxm.fixture.json");
    tensorOnly.measured = {{"tensor_fp16", 643.11}};
    const auto none = attachProbe(t, tensorOnly, "", "t");
    CHECK_FALSE(none.ok());
    CHECK_THAT(none.error, Catch::Contains("peak kernel"));
    CHECK(t == calibrationScenario());
}

TEST_CASE("an unstable run is refused, naming the metric and its spread", "[calibration]") {
    const Scenario original = calibrationScenario();
    calibration::ProbeResult probe = probeFixture("h200-sxm.fixture.json");
    probe.spread = {{"hbm_bandwidth", 0.004}, {"fp32", 0.002}, {"tensor_fp16", 0.0513}, {"h2d", 0.2}};
    probe.unstable = true;
    Scenario s = original;
    const auto outcome = attachProbe(s, probe, "", "unstable");
    CHECK_FALSE(outcome.ok());
    CHECK(s == original);
    CHECK_THAT(outcome.error, Catch::Contains("unstable") && Catch::Contains("tensor_fp16 varied by 5.1 %") &&
                                  Catch::Contains("3.0 %") && Catch::Contains("--allow-unstable"));
    CHECK_THAT(outcome.error, !Catch::Contains("h2d"));  // copies calibrate nothing
    REQUIRE(outcome.unstable.size() == 1);
    CHECK(outcome.unstable[0].metric == "tensor_fp16");
    CHECK(outcome.unstable[0].spread == Approx(0.0513));

    // The document's own flag alone refuses too, for a reason the spreads do not show.
    calibration::ProbeResult flagged = probeFixture("h200-sxm.fixture.json");
    flagged.unstable = true;
    const auto byFlag = attachProbe(s, flagged, "", "flagged");
    CHECK_FALSE(byFlag.ok());
    CHECK_THAT(byFlag.error, Catch::Contains("the probe flagged the run unstable"));

    // Allowed explicitly, it calibrates (and the tensor figure is still a peak kernel's).
    const auto allowed = attachProbe(s, probe, "", "unstable", {true, false});
    REQUIRE(allowed.ok());
    CHECK(s.gpus.at("H200-SXM").efficiency.at("fp32") == Approx(0.90));
    CHECK(allowed.skipped.size() == 1);
}

TEST_CASE("a stable run with every spread stated calibrates, with no stability note", "[calibration]") {
    Scenario s = calibrationScenario();
    calibration::ProbeResult probe = probeFixture("h200-sxm.fixture.json");
    probe.spread = {{"hbm_bandwidth", 0.004}, {"fp32", 0.002}, {"tensor_fp16", 0.029}};
    const auto outcome = attachProbe(s, probe, "", "stable", kPeakKernelAllowed);
    INFO(outcome.error);
    REQUIRE(outcome.ok());
    CHECK(outcome.changes.size() == 3);
    CHECK_FALSE(outcome.stabilityUnknown);
    CHECK(outcome.unstable.empty());
}

TEST_CASE("each refusal names its kind and, for a figure, the figure", "[calibration]") {
    // The app words a refusal from its kind (ui/pages/calibration_page.cpp), not from `error`.
    using calibration::Refusal;
    const calibration::ProbeResult good = probeFixture("h200-sxm.fixture.json");
    const auto refusalOf = [](calibration::ProbeResult probe, const std::string& gpu = "") {
        Scenario s = calibrationScenario();
        return attachProbe(s, probe, gpu, "test");
    };
    calibration::ProbeResult oldDriver;
    oldDriver.status = "driver_too_old";
    CHECK(refusalOf(oldDriver).refusal == Refusal::Status);
    calibration::ProbeResult mig = good;
    mig.migSlice = true;
    CHECK(refusalOf(mig).refusal == Refusal::MigSlice);
    calibration::ProbeResult flagged = good;
    flagged.implausible = true;
    CHECK(refusalOf(flagged).refusal == Refusal::Implausible);
    CHECK(refusalOf(good, "B200").refusal == Refusal::NoSuchGpu);
    // The H200's FP32 60.3 TFLOPS against the A100's 19.5: 309 %, the figure named.
    const auto above = refusalOf(good, "A100-40GB-SXM4");
    CHECK(above.refusal == Refusal::AboveDatasheet);
    REQUIRE(above.refusedFigure);
    CHECK(above.refusedFigure->metric == "fp32");
    CHECK(above.refusedFigure->measured == 60.3);
    CHECK(above.refusedFigure->datasheet == 19.5);
    CHECK(above.refusedFigure->after == Approx(60.3 / 19.5));
    calibration::ProbeResult tensorOnly = good;
    tensorOnly.measured = {{"tensor_fp16", 643.11}};
    CHECK(refusalOf(tensorOnly).refusal == Refusal::OnlySkipped);
    // Attached: no refusal.
    const auto attached = refusalOf(good);
    CHECK(attached.ok());
    CHECK(attached.refusal == Refusal::None);
}
