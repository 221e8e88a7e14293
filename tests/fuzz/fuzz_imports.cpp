// libFuzzer target for the other files users bring in: probe documents (read, then attached to
// a scenario) and the public price catalogs (SkyPilot CSV, GCP pricing YAML, AWS offer JSON).
// The first byte picks the reader, the rest is the file. No input may crash, hang, leak or hit
// undefined behaviour. Not part of `make fuzz` (CI's budget goes to the scenario reader): run
// it with `make fuzz-imports`.
#include <QBuffer>
#include <QByteArray>
#include <QDate>
#include <cstdint>

#include "model/calibration/probe_attachment.h"
#include "model/io/price_import/public_catalog.h"
#include "model/io/probe_reader.h"
#include "model/io/scenario_reader.h"

namespace {

namespace lib = gputco::io::library;

// A scenario with the reference GPU and an H200 to attach probe results to.
const gputco::scenario::Scenario& target() {
    static const gputco::scenario::Scenario s = [] {
        const QByteArray text =
            R"({"format": "gputco.scenario", "version": 1, "name": "fuzz", "currency": "USD",
          "horizon_years": 3, "workload": {"bound": {"tensor_fp16": 1.0}},
          "gpus": {"H200-SXM": {"datasheet": {"tensor_fp16": 989.4, "hbm_bandwidth": 4800, "fp32": 67}}},
          "demand": {"gpus": 8},
          "options": [{"name": "rent", "sources": [{"kind": "on_demand", "gpu": "H200-SXM",
            "gpus_per_instance": 8, "price_per_hour": 30.0, "scheduling_efficiency": 1.0}]}]})";
        return *gputco::io::readScenarioJson(text).scenario;
    }();
    return s;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    QByteArray bytes(reinterpret_cast<const char*>(data) + 1, static_cast<qsizetype>(size - 1));
    switch (data[0] % 4) {
        case 0: {
            const gputco::io::ProbeReadResult read = gputco::io::readProbeDocument(bytes);
            if (!read.probe) return 0;
            for (const bool allow : {false, true}) {
                gputco::scenario::Scenario s = target();
                gputco::calibration::attachProbe(s, *read.probe, "", "fuzz", {allow, allow});
            }
            return 0;
        }
        case 1: {
            QBuffer in(&bytes);
            in.open(QIODevice::ReadOnly);
            lib::readSkyPilotCsv(in, QStringLiteral("aws-vms.csv"), QStringLiteral("aws"), {});
            return 0;
        }
        case 2: {
            QBuffer in(&bytes);
            in.open(QIODevice::ReadOnly);
            lib::readGcpPricingYaml(in, QStringLiteral("pricing.yml"), {});
            return 0;
        }
        default: {
            QBuffer in(&bytes);
            in.open(QIODevice::ReadOnly);
            lib::readAwsOfferJson(in, QStringLiteral("index.json"), {});
            return 0;
        }
    }
}
