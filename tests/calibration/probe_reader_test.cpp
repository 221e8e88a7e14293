// Reading gputco.probe documents: the fixtures and the probe's own output read; every
// malformed document is refused with a message that names the field.
#include <catch2/catch.hpp>

#include <QProcess>

#include "model/io/probe_reader.h"
#include "tests/calibration/probe_fixtures.h"

using namespace gputco;
using namespace gputco::test;

namespace {

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

std::string errorOf(const std::string& text) {
    const io::ProbeReadResult read = io::readProbeDocument(QByteArray::fromStdString(text));
    CHECK_FALSE(read.probe.has_value());
    return read.error;
}

}  // namespace

TEST_CASE("the H200 fixture reads with its device, measurements and datasheet", "[calibration][reader]") {
    const io::ProbeReadResult read = io::readProbeDocument(probeFixtureBytes("h200-sxm.fixture.json"));
    INFO(read.error);
    REQUIRE(read.probe.has_value());
    const calibration::ProbeResult& p = *read.probe;
    CHECK(p.status == "ok");
    CHECK(p.deviceName == "NVIDIA H200");
    CHECK(p.uuid == "GPU-00000000-fixture-h200");
    CHECK(p.measuredAt == "2026-12-01T09:30:00Z");
    CHECK(p.datasheetModel == "H200 SXM");
    CHECK(p.measured.at("hbm_bandwidth") == 4080.0);
    CHECK(p.measured.at("tensor_fp16") == 643.11);
    CHECK(p.measured.at("d2h") == 54.0);
    CHECK(p.datasheet.at("tensor_fp16") == 989.4);
    CHECK_FALSE(p.migSlice);
}

TEST_CASE("this machine's probe output reads, whatever its status", "[calibration][reader]") {
    QProcess probe;
    probe.start(QStringLiteral(GPUTCO_BINARY_DIR "/app/probe/gputco-probe"), {QStringLiteral("--quick")});
    REQUIRE(probe.waitForFinished(10000));
    const io::ProbeReadResult read = io::readProbeDocument(probe.readAllStandardOutput());
    INFO(read.error);
    REQUIRE(read.probe.has_value());
    // No GPU on the build machines: driver_missing, no_device or not_compiled; ok elsewhere.
    CHECK(!read.probe->status.empty());
    if (read.probe->status != "ok") CHECK(read.probe->measured.empty());
}

TEST_CASE("malformed probe documents are refused, naming the field", "[calibration][reader]") {
    const std::string good = probeFixtureBytes("h200-sxm.fixture.json").toStdString();
    CHECK_THAT(errorOf(""), Catch::Contains("empty"));
    // Said as a probe document, not a scenario file (it read "scenario files are UTF-8 JSON").
    CHECK(errorOf("{\"format\": \"gputco.probe\xE9\"}") ==
          "line 1, column 25: not valid UTF-8 text (byte 0xE9); probe documents are UTF-8 JSON");
    CHECK_THAT(errorOf("{\"format\": \"gputco.probe\",\n  \"version\": 1,,}"), Catch::Contains("line 2"));
    CHECK_THAT(errorOf("[1, 2]"), Catch::Contains("JSON object"));
    CHECK_THAT(errorOf(replaced(good, "\"gputco.probe\"", "\"gputco.scenario\"")),
               Catch::Contains("not a probe result"));
    CHECK_THAT(errorOf(replaced(good, "\"format\": \"gputco.probe\",", "")),
               Catch::Contains("format: missing"));
    CHECK_THAT(errorOf(replaced(good, "\"version\": 1,", "\"version\": 7,")),
               Catch::Contains("version 7") && Catch::Contains("up to 3"));
    // Written as it was, not cast to an integer (1e300 overflows one).
    CHECK_THAT(errorOf(replaced(good, "\"version\": 1,", "\"version\": 1e300,")),
               Catch::Contains("version 1e+300") && Catch::Contains("up to 3"));
    CHECK_THAT(errorOf(replaced(good, "\"version\": 1,", "\"version\": \"1\",")), Catch::Contains("version"));
    CHECK_THAT(errorOf(replaced(good, "\"status\": \"ok\"", "\"status\": \"fine\"")),
               Catch::Contains("status: \"fine\""));
    CHECK_THAT(errorOf(replaced(good, "\"status\": \"ok\"", "\"status\": 0")),
               Catch::Contains("status: must be"));
    CHECK_THAT(errorOf(replaced(good, "\"value\": 4080.0", "\"value\": -4080")),
               Catch::Contains("measured.hbm_bandwidth.value: must be a positive number"));
    CHECK_THAT(errorOf(replaced(good, "\"value\": 4080.0", "\"value\": \"fast\"")),
               Catch::Contains("measured.hbm_bandwidth.value"));
    CHECK_THAT(errorOf(replaced(good, "\"unit\": \"GB/s\"", "\"unit\": \"GiB/s\"")),
               Catch::Contains("measured.hbm_bandwidth.unit: must be \"GB/s\", got \"GiB/s\""));
    CHECK_THAT(errorOf(replaced(good, "\"name\": \"NVIDIA H200\"", "\"name\": 42")),
               Catch::Contains("device.name: must be a string"));
    CHECK_THAT(errorOf(replaced(good, "\"mig_slice\": false", "\"mig_slice\": \"no\"")),
               Catch::Contains("flags.mig_slice"));
    CHECK_THAT(errorOf(replaced(good, "\"tensor_fp16\": 989.4", "\"tensor_fp16\": 0")),
               Catch::Contains("datasheet.tensor_fp16"));
    // A run that says ok must say what it measured, and on what.
    CHECK_THAT(errorOf(replaced(good, "\"name\": \"NVIDIA H200\",", "")),
               Catch::Contains("device.name: required"));
    CHECK_THAT(errorOf("{\"format\": \"gputco.probe\", \"version\": 1, \"status\": \"ok\", \"device\": "
                       "{\"name\": \"X\"}, \"measured\": {}}"),
               Catch::Contains("no metric has a value"));
    CHECK_THAT(errorOf("{\"format\": \"gputco.probe\", \"version\": 1, \"status\": \"ok\" \xff}"),
               Catch::Contains("UTF-8"));
    CHECK_THAT(errorOf(std::string(io::kMaxProbeDocumentBytes + 1, ' ')), Catch::Contains("at most"));
}

TEST_CASE("probe documents: a time that is not ISO 8601, a rate below 1 % and duplicate keys are refused",
          "[calibration][reader][hardening]") {
    // Issue #14: these three were accepted.
    const std::string good = probeFixtureBytes("h200-sxm.fixture.json").toStdString();
    CHECK(errorOf(replaced(good, "\"2026-12-01T09:30:00Z\"", "\"not a date\"")) ==
          "measured_at: must be an ISO 8601 date and time such as 2026-12-01T09:30:00Z, got \"not a date\"");
    CHECK_THAT(errorOf(replaced(good, "\"2026-12-01T09:30:00Z\"", "\"2026-12-01\"")),
               Catch::Contains("measured_at: must be an ISO 8601 date and time"));
    CHECK_THAT(errorOf(replaced(good, "\"measured_at\": \"2026-12-01T09:30:00Z\",", "")),
               Catch::Contains("measured_at: required when status is ok"));
    // 1e-300 GB/s against the H200's 4,800 GB/s datasheet: below 1 % (48 GB/s).
    CHECK(errorOf(replaced(good, "\"value\": 4080.0", "\"value\": 1e-300")) ==
          "measured.hbm_bandwidth.value: 1e-300 is below 1 % of the datasheet's 4800: not a plausible "
          "measurement");
    // 48 GB/s is exactly 1 %: a very slow run, but a run.
    CHECK(
        io::readProbeDocument(QByteArray::fromStdString(replaced(good, "\"value\": 4080.0", "\"value\": 48")))
            .probe.has_value());
    // The same key twice: refused, naming its path.
    CHECK_THAT(errorOf(replaced(good, "\"status\": \"ok\",", "\"status\": \"ok\", \"status\": \"ok\",")),
               Catch::StartsWith("status is given twice (line "));
    CHECK_THAT(errorOf(replaced(good, "\"unit\": \"GB/s\"", "\"unit\": \"GB/s\", \"value\": 1")),
               Catch::StartsWith("measured.hbm_bandwidth.value is given twice"));
    // Other offsets and fractions of a second are ISO 8601 too.
    for (const char* when : {"2026-12-01T17:30:00+08:00", "2026-12-01T09:30:00.250Z"})
        CHECK(io::readProbeDocument(QByteArray::fromStdString(replaced(good, "2026-12-01T09:30:00Z", when)))
                  .probe.has_value());
}

TEST_CASE("a document from a run that measured nothing reads, and says why", "[calibration][reader]") {
    const std::string text =
        "{\"format\": \"gputco.probe\", \"version\": 1, \"status\": \"driver_missing\", \"message\": \"no "
        "CUDA driver\", \"device\": null, \"measured\": {\"hbm_bandwidth\": null}, \"datasheet\": null, "
        "\"flags\": {\"mig_slice\": false, \"throttled\": null, \"implausible\": false}}";
    const io::ProbeReadResult read = io::readProbeDocument(QByteArray::fromStdString(text));
    INFO(read.error);
    REQUIRE(read.probe.has_value());
    CHECK(read.probe->status == "driver_missing");
    CHECK(read.probe->measured.empty());
}

TEST_CASE("a probe file read keeps its text as it was, for the library", "[calibration][reader]") {
    const io::ProbeReadResult read =
        io::readProbeFile(QStringLiteral(GPUTCO_SOURCE_DIR "/tests/fixtures/probe/h200-sxm.fixture.json"));
    REQUIRE(read.probe.has_value());
    CHECK(read.document == probeFixtureBytes("h200-sxm.fixture.json"));
}

TEST_CASE("a probe file that cannot be read names the file", "[calibration][reader]") {
    const io::ProbeReadResult read = io::readProbeFile(QStringLiteral("/nonexistent/probe.json"));
    CHECK_THAT(read.error, Catch::Contains("/nonexistent/probe.json") && Catch::Contains("cannot be read"));
}

TEST_CASE("probe format 1 documents read: tensor by the peak kernel, spread unknown",
          "[calibration][reader]") {
    for (const char* name : {"h200-sxm.fixture.json", "a100-40gb-sxm4.fixture.json"}) {
        INFO(name);
        const io::ProbeReadResult read = io::readProbeDocument(probeFixtureBytes(name));
        REQUIRE(read.probe.has_value());
        CHECK(read.probe->method.at("tensor_fp16") == "mma_sync_peak_kernel");
        CHECK_FALSE(read.probe->method.count("fp32"));
        CHECK(read.probe->spread.empty());
        CHECK_FALSE(read.probe->unstable);
    }
}

TEST_CASE("probe format 2: method, spread and unstable per metric, and flags.unstable",
          "[calibration][reader]") {
    std::string doc = probeFixtureBytes("h200-sxm.fixture.json").toStdString();
    doc = replaced(doc, "\"version\": 1,", "\"version\": 2,");
    doc = replaced(doc, "\"value\": 4080.0,",
                   "\"value\": 4080.0, \"spread\": 0.004, \"unstable\": false, \"method\": \"triad\",");
    doc =
        replaced(doc, "\"value\": 643.11,",
                 "\"value\": 643.11, \"spread\": 0.0513, \"unstable\": true, \"method\": \"gemm_cublaslt\",");
    doc = replaced(doc, "\"implausible\": false", "\"implausible\": false, \"unstable\": true");
    const io::ProbeReadResult read = io::readProbeDocument(QByteArray::fromStdString(doc));
    INFO(read.error);
    REQUIRE(read.probe.has_value());
    const calibration::ProbeResult& p = *read.probe;
    CHECK(p.method.at("hbm_bandwidth") == "triad");
    CHECK(p.method.at("tensor_fp16") == "gemm_cublaslt");
    CHECK(p.spread.at("hbm_bandwidth") == 0.004);
    CHECK(p.spread.at("tensor_fp16") == 0.0513);
    CHECK(p.unstableMetrics.at("tensor_fp16"));
    CHECK_FALSE(p.unstableMetrics.at("hbm_bandwidth"));
    CHECK(p.unstable);

    CHECK_THAT(errorOf(replaced(doc, "\"spread\": 0.004", "\"spread\": -1")),
               Catch::Contains("measured.hbm_bandwidth.spread: must be a number from 0"));
    CHECK_THAT(errorOf(replaced(doc, "\"method\": \"triad\"", "\"method\": 3")),
               Catch::Contains("measured.hbm_bandwidth.method: must be a string"));
    CHECK_THAT(errorOf(replaced(doc, "\"unstable\": false,", "\"unstable\": \"no\",")),
               Catch::Contains("measured.hbm_bandwidth.unstable"));
}

TEST_CASE("probe format 3: flags.other_processes, as NVML counted them", "[calibration][reader][nvml]") {
    std::string doc = probeFixtureBytes("h200-sxm.fixture.json").toStdString();
    doc = replaced(doc, "\"version\": 1,", "\"version\": 3,");
    const std::string busy = replaced(doc, "\"implausible\": false",
                                      "\"implausible\": false, \"unstable\": true, \"other_processes\": 2");
    const io::ProbeReadResult read = io::readProbeDocument(QByteArray::fromStdString(busy));
    INFO(read.error);
    REQUIRE(read.probe.has_value());
    CHECK(read.probe->otherProcesses == std::optional<int>(2));
    CHECK(read.probe->unstable);
    // null (NVML could not tell) and absent (formats 1 and 2) read as unknown.
    const std::string unknown =
        replaced(doc, "\"implausible\": false", "\"implausible\": false, \"other_processes\": null");
    CHECK_FALSE(io::readProbeDocument(QByteArray::fromStdString(unknown)).probe->otherProcesses.has_value());
    CHECK_THAT(
        errorOf(replaced(doc, "\"implausible\": false", "\"implausible\": false, \"other_processes\": -1")),
        Catch::Contains("flags.other_processes: must be a whole number from 0"));
    CHECK_THAT(errorOf(replaced(doc, "\"implausible\": false",
                                "\"implausible\": false, \"other_processes\": \"two\"")),
               Catch::Contains("flags.other_processes"));
}
