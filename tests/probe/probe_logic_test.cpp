// The probe's host logic, without CUDA: datasheet matching, efficiency and flags, status
// mapping, the command line and the JSON writer.

#include "datasheet_table.h"
#include "json_checker.h"
#include "kernel_image.h"
#include "probe_assessment.h"
#include "probe_json.h"
#include "probe_kernels.h"
#include "probe_options.h"
#include "probe_report.h"
#include "probe_status.h"

#include <catch2/catch.hpp>

#include "tests/support/skip.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <limits>

using namespace gputco::probe;
using gputco::probe::testing::parseJson;

namespace {

std::string modelOf(const char* deviceName) {
    const auto sheet = matchDatasheet(deviceName);
    return sheet ? sheet->model : "none";
}

Measurement measured(double value, const char* unit = "GB/s") {
    Measurement m;
    m.unit = unit;
    m.samples = {value};
    return m;
}

DeviceInfo deviceNamed(const char* name, int smCount) {
    DeviceInfo d;
    d.name = name;
    d.smCount = smCount;
    return d;
}

}  // namespace

TEST_CASE("probe: datasheet rows match the names CUDA reports", "[probe][datasheet]") {
    CHECK(modelOf("NVIDIA A100-SXM4-40GB") == "A100 40GB SXM4");
    CHECK(modelOf("NVIDIA A100-PCIE-40GB") == "A100 40GB PCIe");
    CHECK(modelOf("NVIDIA A100-SXM4-80GB") == "A100 80GB SXM4");
    CHECK(modelOf("NVIDIA A100 80GB PCIe") == "A100 80GB PCIe");
    CHECK(modelOf("NVIDIA H100 80GB HBM3") == "H100 SXM");
    CHECK(modelOf("NVIDIA H100 PCIe") == "H100 PCIe");
    CHECK(modelOf("NVIDIA H200") == "H200 SXM");
    CHECK(modelOf("NVIDIA L40S") == "L40S");
    CHECK(modelOf("NVIDIA A10") == "A10");
    CHECK(modelOf("NVIDIA A30") == "A30");
    CHECK(modelOf("Tesla T4") == "T4");
    CHECK(modelOf("nvidia a100-sxm4-40gb") == "A100 40GB SXM4");  // case does not matter
}

TEST_CASE("probe: datasheet matching is by whole tokens, and unknown variants get none",
          "[probe][datasheet]") {
    CHECK(modelOf("NVIDIA A100-SXM4-40GB") != "A10");  // A10 is not a substring match
    CHECK(modelOf("NVIDIA A10G") == "none");
    CHECK(modelOf("NVIDIA GH200 480GB") == "none");
    CHECK(modelOf("NVIDIA H100 NVL") == "none");
    CHECK(modelOf("NVIDIA H200 NVL") == "none");
    CHECK(modelOf("NVIDIA GeForce RTX 4090") == "none");
    CHECK(modelOf("") == "none");
}

TEST_CASE("probe: datasheet figures are the catalog's dense peaks", "[probe][datasheet]") {
    const auto a100 = matchDatasheet("NVIDIA A100-SXM4-40GB");
    REQUIRE(a100);
    CHECK(a100->tensorFp16Tflops == 312);
    CHECK(a100->fp32Tflops == 19.5);
    CHECK(a100->hbmBandwidthGbs == 1555);
    const auto h200 = matchDatasheet("NVIDIA H200");
    REQUIRE(h200);
    CHECK(h200->tensorFp16Tflops == Approx(989.4));
    CHECK(h200->hbmBandwidthGbs == 4800);
    CHECK(h200->smCount == 132);
}

TEST_CASE("probe: efficiency is measured median over datasheet, absent without either",
          "[probe][efficiency]") {
    ProbeReport report;
    report.hbmBandwidth = measured(1400);
    report.fp32 = measured(19.0, "TFLOPS");
    const Datasheet sheet = *matchDatasheet("NVIDIA A100-SXM4-40GB");
    const Efficiency e = computeEfficiency(report, sheet);
    REQUIRE(e.hbmBandwidth);
    CHECK(*e.hbmBandwidth == Approx(1400.0 / 1555));
    REQUIRE(e.fp32);
    CHECK(*e.fp32 == Approx(19.0 / 19.5));
    CHECK_FALSE(e.tensorFp16);  // not measured

    CHECK_FALSE(efficiencyRatio(measured(10), 0));  // no datasheet figure
    Measurement empty;
    CHECK_FALSE(efficiencyRatio(empty, 100));  // no samples
}

TEST_CASE("probe: the reported value is the median of the kept batches", "[probe][efficiency]") {
    Measurement m;
    m.samples = {5, 1, 4, 2, 3};
    auto stats = summarize(m);
    REQUIRE(stats);
    CHECK(stats->median == 3);
    CHECK(stats->min == 1);
    CHECK(stats->max == 5);
    CHECK(stats->reps == 5);
    m.samples = {4, 1, 3, 2};
    CHECK(summarize(m)->median == 2.5);
    m.samples.clear();
    CHECK_FALSE(summarize(m));
}

TEST_CASE("probe: implausible: any ratio above 1.02", "[probe][flags]") {
    ProbeReport report;
    Efficiency e;
    e.hbmBandwidth = 0.9;
    e.fp32 = 1.02;  // at the limit: still plausible
    CHECK_FALSE(computeFlags(report, std::nullopt, e).implausible);
    e.tensorFp16 = 1.03;
    CHECK(computeFlags(report, std::nullopt, e).implausible);
    CHECK_FALSE(computeFlags(report, std::nullopt, std::nullopt).implausible);
}

TEST_CASE("probe: a MIG slice is told by its name or by missing SMs", "[probe][flags]") {
    const auto a100 = matchDatasheet("NVIDIA A100-SXM4-40GB");
    CHECK_FALSE(looksLikeMigSlice(deviceNamed("NVIDIA A100-SXM4-40GB", 108), a100));
    CHECK(looksLikeMigSlice(deviceNamed("NVIDIA A100-SXM4-40GB MIG 1g.5gb", 14), a100));
    CHECK(looksLikeMigSlice(deviceNamed("NVIDIA A100-SXM4-40GB", 42), a100));
    CHECK_FALSE(looksLikeMigSlice(deviceNamed("Some GPU", 42), std::nullopt));
    // and the MIG name still finds the parent chip's datasheet
    CHECK(modelOf("NVIDIA A100-SXM4-40GB MIG 3g.20gb") == "A100 40GB SXM4");
}

TEST_CASE("probe: throttled: measured SM clock under 90 % of peak, unknown without a clock",
          "[probe][flags]") {
    CHECK(looksThrottled(1980.0, 1980000) == std::optional<bool>(false));
    CHECK(looksThrottled(1800.0, 1980000) == std::optional<bool>(false));
    CHECK(looksThrottled(1500.0, 1980000) == std::optional<bool>(true));
    CHECK_FALSE(looksThrottled(std::nullopt, 1980000));
    CHECK_FALSE(looksThrottled(1500.0, std::nullopt));
    CHECK_FALSE(looksThrottled(1500.0, 0));
}

TEST_CASE("probe: driver failures map to statuses", "[probe][status]") {
    CHECK(statusForInitError(kCuErrorNoDevice) == ProbeStatus::NoDevice);
    CHECK(statusForInitError(803) == ProbeStatus::Error);  // CUDA_ERROR_SYSTEM_DRIVER_MISMATCH
    CHECK(statusForInitError(999) == ProbeStatus::Error);
    // Kernels the driver cannot load on this GPU: the driver is too old for it.
    for (const int code : {kCuErrorInvalidImage, kCuErrorNoBinaryForGpu, kCuErrorInvalidPtx,
                           kCuErrorJitCompilerNotFound, kCuErrorUnsupportedPtxVersion})
        CHECK(kernelLoadNeedsNewerDriver(code));
    CHECK_FALSE(kernelLoadNeedsNewerDriver(2));  // CUDA_ERROR_OUT_OF_MEMORY
    CHECK_FALSE(kernelLoadNeedsNewerDriver(kCuSuccess));
    CHECK(std::string(statusName(ProbeStatus::NotCompiled)) == "not_compiled");
    CHECK(std::string(statusName(ProbeStatus::DriverMissing)) == "driver_missing");
}

TEST_CASE("probe: command line takes device, quick, own-gemm and json, and refuses anything else",
          "[probe][options]") {
    auto parsed = parseCommandLine({});
    REQUIRE(parsed.options);
    CHECK(parsed.options->device == 0);
    CHECK_FALSE(parsed.options->quick);
    CHECK(parsed.options->ownGemm.empty());
    CHECK(parseCommandLine({"--own-gemm"}).options->ownGemm == "auto");
    CHECK(parseCommandLine({"--own-gemm=wgmma"}).options->ownGemm == "wgmma");
    CHECK(parseCommandLine({"--own-gemm=mma_sync"}).options->ownGemm == "mma_sync");
    CHECK(parseCommandLine({"--own-gemm=cublas"}).error ==
          "--own-gemm= takes mma_sync or wgmma, got 'cublas'");

    parsed = parseCommandLine({"--device", "3", "--quick", "--json"});
    REQUIRE(parsed.options);
    CHECK(parsed.options->device == 3);
    CHECK(parsed.options->quick);
    CHECK(parseCommandLine({"--device=2"}).options->device == 2);

    CHECK_FALSE(parseCommandLine({"--device"}).options);
    CHECK_FALSE(parseCommandLine({"--device", "x"}).options);
    CHECK_FALSE(parseCommandLine({"--device", "-1"}).options);
    CHECK_FALSE(parseCommandLine({"--device", "1x"}).options);
    CHECK_FALSE(parseCommandLine({"--fast"}).options);
    CHECK_FALSE(parseCommandLine({"--fast"}).error.empty());
    CHECK(parseCommandLine({"--help"}).help);
}

TEST_CASE("probe: the JSON writer escapes strings and writes non-finite numbers as null", "[probe][json]") {
    JsonWriter json;
    json.beginObject();
    json.key("quote").value("say \"hi\"\\ \n\t\x01");
    json.key("nan").value(std::numeric_limits<double>::quiet_NaN());
    json.key("inf").value(std::numeric_limits<double>::infinity());
    json.key("big").value(std::uint64_t{141733920768});
    json.key("ratio").value(0.123456789);
    json.key("non_ascii").value("\xc3\xa9");
    json.key("empty").beginArray();
    json.endArray();
    json.key("list").beginArray();
    json.value(1);
    json.value(true);
    json.null();
    json.endArray();
    json.endObject();
    const std::string text = json.finish();

    const auto parse = parseJson(text);
    INFO(text);
    REQUIRE(parse.value);
    const auto& doc = *parse.value;
    CHECK(doc["quote"].text == "say \"hi\"\\ \n\t?");
    CHECK(doc["nan"].isNull());
    CHECK(doc["inf"].isNull());
    CHECK(doc["big"].number == 141733920768.0);
    CHECK(doc["ratio"].number == Approx(0.123457));
    CHECK(doc["non_ascii"].text == "??");
    CHECK(doc["empty"].items.empty());
    CHECK(doc["list"].items.size() == 3);
    CHECK(formatNumber(1e6) == "1e+06");
    CHECK(formatNumber(3512.3456) == "3512.35");
}

TEST_CASE("probe: a full report renders datasheet, efficiency and flags", "[probe][json]") {
    ProbeReport report;
    report.status = ProbeStatus::Ok;
    DeviceInfo device = deviceNamed("NVIDIA A100-SXM4-40GB", 108);
    device.ccMajor = 8;
    device.smClockMaxKhz = 1410000;
    report.device = device;
    report.hbmBandwidth = measured(1600);  // above 1.02 x 1555
    report.hbmBandwidth->notes.emplace_back("bytes_counted", "read+write");
    report.fp32 = measured(19.1, "TFLOPS");
    report.smClockMeasuredMhz = 1400;

    const auto parse = parseJson(renderProbeJson(report));
    REQUIRE(parse.value);
    const auto& doc = *parse.value;
    CHECK(doc["format"].text == "gputco.probe");
    CHECK(doc["version"].number == 3);
    CHECK(doc["status"].text == "ok");
    CHECK(doc["device"]["compute_capability"].text == "8.0");
    CHECK(doc["device"]["clocks"]["sm_max_mhz"].number == 1410);
    CHECK(doc["measured"]["hbm_bandwidth"]["value"].number == 1600);
    CHECK(doc["measured"]["hbm_bandwidth"]["bytes_counted"].text == "read+write");
    CHECK(doc["measured"]["tensor_fp16"].isNull());
    CHECK(doc["datasheet"]["model"].text == "A100 40GB SXM4");
    CHECK(doc["efficiency"]["hbm_bandwidth"].number == Approx(1600.0 / 1555).epsilon(1e-5));
    CHECK(doc["efficiency"]["tensor_fp16"].isNull());
    CHECK(doc["flags"]["implausible"].boolean);
    CHECK_FALSE(doc["flags"]["mig_slice"].boolean);
    CHECK(doc["flags"]["throttled"].type == gputco::probe::testing::JsonValue::Type::Bool);
    CHECK_FALSE(doc["flags"]["throttled"].boolean);
}

TEST_CASE("probe: compute figures are read at the clock the datasheet implies",
          "[probe][efficiency][flags]") {
    // The H100/H200 rows mix clocks: 989.4 TFLOPS tensor on 132 SMs at 4,096 flops per SM per
    // clock is 1,830 MHz; 67 TFLOPS FP32 at 256 is 1,983, given as 1,980.
    const Datasheet h200 = *matchDatasheet("NVIDIA H200");
    CHECK(h200.tensorClockMhz == 1830);
    CHECK(h200.fp32ClockMhz == 1980);
    CHECK(989.4e12 / (132 * 4096 * 1830e6) == Approx(1.0).epsilon(2e-3));
    CHECK(312e12 / (108 * 2048 * 1410e6) == Approx(1.0).epsilon(2e-3));
    CHECK(matchDatasheet("NVIDIA A100-SXM4-40GB")->tensorClockMhz == 1410);
    CHECK(matchDatasheet("NVIDIA L40S")->tensorClockMhz == 0);  // not given: no clock reading

    // A correct tensor run at 1,980 MHz: 1,020 TFLOPS is 1.031 of the datasheet, above the
    // 1.02 limit, but 1,020 / (989.4 x 1,980 / 1,830) = 0.953 at the datasheet's clock.
    ProbeReport report;
    report.tensorFp16 = measured(1020, "TFLOPS");
    report.tensorFp16->smClockMhz = 1980;
    Efficiency e = computeEfficiency(report, h200);
    REQUIRE(e.tensorFp16AtDatasheetClock);
    CHECK(*e.tensorFp16AtDatasheetClock == Approx(1020.0 / (989.4 * 1980 / 1830)));
    CHECK(*e.tensorFp16 == Approx(1020.0 / 989.4));
    CHECK_FALSE(computeFlags(report, h200, e).implausible);
    // At its datasheet clock the same figure is a measuring error.
    report.tensorFp16->smClockMhz = 1830;
    e = computeEfficiency(report, h200);
    CHECK(computeFlags(report, h200, e).implausible);
    // A GEMM's kernels read no clock: NVML's is used, and without it only the plain ratio.
    report.tensorFp16->smClockMhz.reset();
    CHECK_FALSE(computeEfficiency(report, h200).tensorFp16AtDatasheetClock);
    GpuConditions seen;
    seen.samples = 3;
    seen.minSmClockMhz = 1980;
    report.tensorFp16->conditions = seen;
    CHECK(*computeEfficiency(report, h200).tensorFp16AtDatasheetClock ==
          Approx(1020.0 / (989.4 * 1980 / 1830)));
}

namespace {

std::string writeBytes(const std::string& name, const std::vector<unsigned char>& bytes) {
    std::string path = GPUTCO_BINARY_DIR "/tests/probe/";
    path += name;
    std::ofstream(path, std::ios::binary)
        .write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    return path;
}

#if PROBE_HAVE_CUDA  // the real probe has kernels only in a CUDA build
std::uint32_t magicOf(const KernelImage& image) {
    std::uint32_t magic = 0;
    std::memcpy(&magic, image.data(), sizeof magic);
    return magic;
}
#endif

}  // namespace

// Without the CUDA toolkit the probe has no kernels: the checks of the real fat binary are
// then reported as skipped, so a build without nvcc shows what it did not test.
constexpr const char* kNoToolkit =
    "built without the CUDA toolkit (no nvcc): the probe has no kernels to read";

TEST_CASE("probe: the kernels' fat binary is read from the executable's .nv_fatbin section",
          "[probe][image]") {
#if PROBE_HAVE_CUDA
    std::string error;
    // The real probe: one fat binary (probe_kernels.cu's), starting with its magic 0xBA55ED50,
    // its size the header's 16 bytes plus the size the header states.
    const std::vector<KernelImage> images = fatBinariesIn(PROBE_EXE, &error);
    INFO(error);
    REQUIRE(images.size() == 1);
    CHECK(magicOf(images[0]) == 0xBA55ED50u);
    std::uint64_t stated = 0;
    std::memcpy(&stated, images[0].data() + 8, sizeof stated);
    CHECK(images[0].size() == 16 + stated);
    // Machine code for five architectures and PTX: well above a single kernel's few KiB.
    CHECK(images[0].size() > 40000);
    // Every kernel the runner looks up by name is in it (the fake driver in the other tests
    // cannot tell a name that probe_kernels.cu and probe_kernels.h spell differently), and so
    // is Hopper's sm_90a machine code, the only image with the wgmma kernel's body.
    const std::string bytes(reinterpret_cast<const char*>(images[0].data()), images[0].size());
    for (const char* name : {kernels::kTriad, kernels::kFill, kernels::kFillRandomHalves, kernels::kFma,
                             kernels::kMma, kernels::kTiledGemm, kernels::kWgmmaGemm}) {
        INFO(name);
        CHECK(bytes.find(name) != std::string::npos);
    }
    CHECK(bytes.find("sm_90a") != std::string::npos);
#else
    GPUTCO_SKIP(kNoToolkit);
#endif
}

TEST_CASE("probe: an executable built without nvcc has no fat binary, and says so", "[probe][image]") {
    std::string error;
    CHECK(fatBinariesIn(PROBE_NOCUDA_EXE, &error).empty());
    CHECK_THAT(error, Catch::StartsWith(PROBE_NOCUDA_EXE) &&
                          Catch::EndsWith(" has no .nv_fatbin section (built without nvcc?)"));
}

TEST_CASE("probe: a missing, foreign or truncated executable gives no image and a reason", "[probe][image]") {
    std::string error;
    CHECK(fatBinariesIn("/nonexistent/gputco-probe", &error).empty());
    CHECK(error == "cannot open /nonexistent/gputco-probe");

    const std::string text = writeBytes("not-elf.bin", {'#', '!', '/', 'b', 'i', 'n', '/', 's', 'h', '\n'});
    CHECK(fatBinariesIn(text, &error).empty());
    CHECK(error == text + " is not a 64-bit ELF executable");
}

TEST_CASE("probe: the real probe cut short gives no image and a reason", "[probe][image]") {
#if PROBE_HAVE_CUDA
    std::string error;
    // The real probe cut short: its section table (at the end of the file) is gone.
    std::ifstream in(PROBE_EXE, std::ios::binary);
    std::vector<unsigned char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    bytes.resize(bytes.size() / 2);
    const std::string cut = writeBytes("truncated-probe", bytes);
    CHECK(fatBinariesIn(cut, &error).empty());
    CHECK(error == cut + ": its section table cannot be read");
#else
    GPUTCO_SKIP(kNoToolkit);
#endif
}
