#include "probe_report.h"

#include "datasheet_table.h"
#include "probe_assessment.h"
#include "probe_json.h"

namespace gputco::probe {
namespace {

std::optional<double> khzToMhz(std::optional<int> khz) {
    if (!khz) return std::nullopt;
    return *khz / 1000.0;
}

void writeMeasurement(JsonWriter& json, const char* name, const std::optional<Measurement>& m,
                      std::optional<int> smClockMaxKhz) {
    json.key(name);
    const auto stats = m ? summarize(*m) : std::nullopt;
    if (!stats) {
        json.null();
        return;
    }
    json.beginObject();
    json.key("value").value(stats->median);
    json.key("unit").value(m->unit);
    json.key("median").value(stats->median);
    json.key("min").value(stats->min);
    json.key("max").value(stats->max);
    json.key("reps").value(stats->reps);
    json.key("spread").value(stats->spread);
    json.key("spread_rule").value("(max-min)/median");
    json.key("unstable").value(stats->unstable());
    json.key("method").value(m->method);
    json.key("sm_clock_mhz").value(m->smClockMhz);
    std::optional<bool> throttled = looksThrottled(m->smClockMhz, smClockMaxKhz);
    const GpuConditions* seen = m->conditions && m->conditions->samples > 0 ? &*m->conditions : nullptr;
    if (seen) throttled = throttled.value_or(false) || seen->throttled();
    json.key("throttled").value(throttled);
    // NVML's readings during the kept batches (null without NVML).
    json.key("power_w").value(seen ? seen->maxPowerW : std::nullopt);
    json.key("power_limit_w").value(seen ? seen->powerLimitW : std::nullopt);
    json.key("nvml_sm_clock_mhz").value(seen ? seen->minSmClockMhz : std::nullopt);
    json.key("clock_event_reasons");
    if (seen) {
        json.beginArray();
        for (const std::string& reason : clockEventReasonNames(seen->reasons)) json.value(reason);
        json.endArray();
    } else {
        json.null();
    }
    for (const auto& [key, text] : m->notes) json.key(key).value(text);
    for (const auto& [key, bytes] : m->sizes) json.key(key).value(bytes);
    json.endObject();
}

void writeDevice(JsonWriter& json, const ProbeReport& report) {
    json.key("device");
    if (!report.device) {
        json.null();
        return;
    }
    const DeviceInfo& d = *report.device;
    json.beginObject();
    json.key("index").value(d.index);
    json.key("name").value(d.name);
    json.key("uuid").value(d.uuid);
    json.key("compute_capability").value(std::to_string(d.ccMajor) + "." + std::to_string(d.ccMinor));
    json.key("sm_count").value(d.smCount);
    json.key("l2_bytes").value(d.l2Bytes);
    json.key("memory_bytes").value(d.memoryBytes);
    json.key("free_memory_bytes").value(d.freeMemoryBytes);
    json.key("memory_bus_bits").value(d.memoryBusBits);
    json.key("clocks").beginObject();
    json.key("sm_max_mhz").value(khzToMhz(d.smClockMaxKhz));
    json.key("memory_max_mhz").value(khzToMhz(d.memoryClockMaxKhz));
    json.key("sm_measured_mhz").value(report.smClockMeasuredMhz);
    json.endObject();
    json.endObject();
}

void writeDatasheet(JsonWriter& json, const std::optional<Datasheet>& sheet) {
    json.key("datasheet");
    if (!sheet) {
        json.null();
        return;
    }
    json.beginObject();
    json.key("model").value(sheet->model);
    json.key("tensor_fp16").value(sheet->tensorFp16Tflops);
    json.key("fp32").value(sheet->fp32Tflops);
    json.key("hbm_bandwidth").value(sheet->hbmBandwidthGbs);
    json.key("units").value("TFLOPS dense; GB/s");
    json.key("sm_count").value(sheet->smCount);
    json.key("tensor_clock_mhz")
        .value(sheet->tensorClockMhz > 0 ? std::optional<double>(sheet->tensorClockMhz) : std::nullopt);
    json.key("fp32_clock_mhz")
        .value(sheet->fp32ClockMhz > 0 ? std::optional<double>(sheet->fp32ClockMhz) : std::nullopt);
    json.key("source").value(sheet->source);
    json.endObject();
}

void writeEfficiency(JsonWriter& json, const std::optional<Efficiency>& efficiency) {
    json.key("efficiency");
    if (!efficiency) {
        json.null();
        json.key("efficiency_at_datasheet_clock").null();
        return;
    }
    json.beginObject();
    json.key("hbm_bandwidth").value(efficiency->hbmBandwidth);
    json.key("fp32").value(efficiency->fp32);
    json.key("tensor_fp16").value(efficiency->tensorFp16);
    json.endObject();
    json.key("efficiency_at_datasheet_clock").beginObject();
    json.key("fp32").value(efficiency->fp32AtDatasheetClock);
    json.key("tensor_fp16").value(efficiency->tensorFp16AtDatasheetClock);
    json.endObject();
}

}  // namespace

std::string renderProbeJson(const ProbeReport& report) {
    const std::optional<Datasheet> sheet = report.device ? matchDatasheet(report.device->name) : std::nullopt;
    const std::optional<Efficiency> efficiency =
        sheet ? std::optional<Efficiency>(computeEfficiency(report, *sheet)) : std::nullopt;
    const ProbeFlags flags = computeFlags(report, sheet, efficiency);

    JsonWriter json;
    json.beginObject();
    json.key("format").value("gputco.probe");
    json.key("version").value(kFormatVersion);
    json.key("probe_version").value(kProbeVersion);
    json.key("status").value(statusName(report.status));
    json.key("message").value(report.message);
    json.key("error");
    if (report.error) {
        json.beginObject();
        json.key("api").value(report.error->api);
        json.key("code").value(report.error->code);
        json.key("name").value(report.error->name);
        json.endObject();
    } else {
        json.null();
    }
    json.key("measured_at");
    if (report.measuredAt.empty())
        json.null();
    else
        json.value(report.measuredAt);
    json.key("quick").value(report.quick);
    json.key("requested_device").value(report.requestedDevice);
    json.key("cuda_runtime_version").value(report.runtimeVersion);
    json.key("driver_version").value(report.driverVersion);
    writeDevice(json, report);
    json.key("nvml").beginObject();
    json.key("loaded").value(report.nvmlLoaded);
    json.key("device_found").value(report.nvmlDeviceFound);
    json.endObject();

    const std::optional<int> peakKhz = report.device ? report.device->smClockMaxKhz : std::nullopt;
    json.key("measured").beginObject();
    writeMeasurement(json, "hbm_bandwidth", report.hbmBandwidth, peakKhz);
    writeMeasurement(json, "fp32", report.fp32, peakKhz);
    writeMeasurement(json, "tensor_fp16", report.tensorFp16, peakKhz);
    writeMeasurement(json, "h2d", report.h2d, peakKhz);
    writeMeasurement(json, "d2h", report.d2h, peakKhz);
    json.endObject();

    writeDatasheet(json, sheet);
    writeEfficiency(json, efficiency);

    json.key("flags").beginObject();
    json.key("mig_slice").value(flags.migSlice);
    json.key("throttled").value(flags.throttled);
    json.key("implausible").value(flags.implausible);
    json.key("unstable").value(flags.unstable);
    json.key("other_processes").value(flags.otherProcesses);
    json.endObject();

    json.key("elapsed_ms").value(report.elapsedMs);
    json.endObject();
    return json.finish();
}

}  // namespace gputco::probe
