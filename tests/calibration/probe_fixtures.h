// The committed probe fixtures (tests/fixtures/probe/README.md) and a scenario to attach
// them to, small enough that every figure the tests expect can be worked out by hand.
#pragma once

#include <QFile>
#include <QString>

#include "model/calibration/probe_result.h"
#include "model/io/probe_reader.h"
#include "tests/engine/scenario_builders.h"

namespace gputco::test {

inline QByteArray probeFixtureBytes(const char* name) {
    QFile file(QStringLiteral(GPUTCO_SOURCE_DIR "/tests/fixtures/probe/") + QString::fromLatin1(name));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline calibration::ProbeResult probeFixture(const char* name) {
    const io::ProbeReadResult read = io::readProbeDocument(probeFixtureBytes(name));
    return read.probe.value_or(calibration::ProbeResult{});
}

// One year, no discounting, 8 reference GPUs of demand; the workload is 60 % tensor, 30 %
// memory and 10 % FP32 bound. Two on-demand options of 8-GPU instances with perfect
// scheduling: A100 (the reference, catalog efficiencies 0.87 / 0.88 / 0.98) at 10.00 an
// hour and H200 (catalog efficiencies 0.80 / 0.74 / 0.94, resources/catalog/gpus.csv) at
// 30.00 an hour.
inline Scenario calibrationScenario() {
    Scenario s = tinyScenario();
    s.workload.bound = {{"tensor_fp16", 0.6}, {"hbm_bandwidth", 0.3}, {"fp32", 0.1}};
    GpuModel a100;
    a100.datasheet = {{"tensor_fp16", 312}, {"hbm_bandwidth", 1555}, {"fp32", 19.5}};
    a100.efficiency = {{"tensor_fp16", 0.87}, {"hbm_bandwidth", 0.88}, {"fp32", 0.98}};
    s.gpus[kReferenceGpu] = a100;
    GpuModel h200;
    h200.datasheet = {{"tensor_fp16", 989.4}, {"hbm_bandwidth", 4800}, {"fp32", 67}};
    h200.efficiency = {{"tensor_fp16", 0.80}, {"hbm_bandwidth", 0.74}, {"fp32", 0.94}};
    s.gpus["H200-SXM"] = h200;
    OnDemandSource a = onDemand(10.0);
    OnDemandSource h = onDemand(30.0);
    h.gpu = "H200-SXM";
    s.options = {option("A100 cloud", {a}), option("H200 cloud", {h})};
    return s;
}

}  // namespace gputco::test
