#include "model/calibration/probe_attachment.h"

#include <cctype>
#include <cmath>
#include <cstdio>

#include "model/engine/gpu_speed.h"

namespace gputco::calibration {

namespace sc = gputco::scenario;

namespace {

// "A100-40GB-SXM4", "A100 40GB SXM4" and "a100_40gb_sxm4" all read "a10040gbsxm4".
std::string normalized(const std::string& name) {
    std::string out;
    for (const unsigned char c : name)
        if (std::isalnum(c)) out += static_cast<char>(std::tolower(c));
    return out;
}

std::string percent(double ratio) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f %%", ratio * 100);
    return text;
}

std::string figure(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.6g", value);
    return text;
}

// Transfer rates (h2d, d2h) are measured too, but no datasheet rates them: they inform the
// reader, they do not calibrate a throughput metric.
const double* datasheetFor(const sc::GpuModel& gpu, const ProbeResult& probe, const std::string& metric) {
    if (const auto it = gpu.datasheet.find(metric); it != gpu.datasheet.end()) return &it->second;
    if (const auto it = probe.datasheet.find(metric); it != probe.datasheet.end()) return &it->second;
    return nullptr;
}

bool isCalibratedMetric(const std::string& metric) {
    for (const char* m : kCalibratedMetrics)
        if (metric == m) return true;
    return false;
}

}  // namespace

std::vector<UnstableMetric> unstableMetrics(const ProbeResult& probe) {
    std::vector<UnstableMetric> found;
    for (const auto& [metric, value] : probe.measured) {
        if (!isCalibratedMetric(metric)) continue;
        const auto spread = probe.spread.find(metric);
        const auto verdict = probe.unstableMetrics.find(metric);
        const bool tooWide = spread != probe.spread.end() && spread->second > kMaxStableSpread;
        if (tooWide || (verdict != probe.unstableMetrics.end() && verdict->second))
            found.push_back(
                {metric, spread != probe.spread.end() ? std::optional<double>(spread->second) : std::nullopt,
                 std::nullopt});
    }
    if (probe.otherProcesses.value_or(0) > 0)
        found.push_back({"", std::nullopt, probe.otherProcesses});
    else if (found.empty() && probe.unstable)
        found.push_back({"", std::nullopt, std::nullopt});
    return found;
}

bool isPeakKernelMethod(const std::string& method) {
    const std::string suffix = "_peak_kernel";
    return method.size() >= suffix.size() &&
           method.compare(method.size() - suffix.size(), suffix.size(), suffix) == 0;
}

std::string unstableExplanation(const std::vector<UnstableMetric>& metrics) {
    std::string which;
    for (const UnstableMetric& m : metrics) {
        if (m.otherProcesses)
            which += (which.empty() ? "" : ", ") +
                     (*m.otherProcesses == 1
                          ? std::string("another process was using the GPU")
                          : std::to_string(*m.otherProcesses) + " other processes were using the GPU");
        if (m.metric.empty()) continue;
        which +=
            (which.empty() ? "" : ", ") + m.metric +
            (m.spread ? " varied by " + percent(*m.spread) + " between repeats" : " was flagged unstable");
    }
    if (which.empty()) which = "the probe flagged the run unstable";
    return "The probe run is unstable (" + which + "; more than " + percent(kMaxStableSpread) +
           " is not a steady rate): run the probe again on an idle GPU, or allow unstable runs "
           "(--allow-unstable).";
}

std::string skippedNote(const SkippedMetric& skipped) {
    return skipped.metric + " was not calibrated: it was measured by " + skipped.method +
           ", a peak kernel, not a real GEMM as the cost model means; its efficiency stays as it was "
           "(--allow-peak-kernel uses it).";
}

std::string stabilityUnknownNote() {
    return "The probe document states no spread for its figures (an older probe): their stability is "
           "unknown.";
}

std::string matchGpu(const sc::Scenario& s, const ProbeResult& probe) {
    std::vector<std::string> keys;
    for (const auto& [key, gpu] : s.gpus) keys.push_back(key);
    if (!s.gpus.count(sc::kReferenceGpu)) keys.push_back(sc::kReferenceGpu);
    // The probe's datasheet row names the exact model ("H200 SXM"); the device name
    // ("NVIDIA H200") is tried only when the probe found no row.
    for (const std::string& name : {probe.datasheetModel, probe.deviceName}) {
        const std::string wanted = normalized(name);
        if (wanted.empty()) continue;
        std::string found;
        int count = 0;
        for (const std::string& key : keys) {
            const std::string have = normalized(key);
            if (have == wanted || "nvidia" + have == wanted) {
                found = key;
                ++count;
            }
        }
        if (count == 1) return found;
    }
    return {};
}

std::string statusExplanation(const ProbeResult& probe, bool ranHere) {
    const std::string where = ranHere ? "this computer" : "the computer that ran the probe";
    const std::string why = probe.message.empty() ? std::string() : " (" + probe.message + ")";
    if (probe.status == "driver_missing")
        return "No NVIDIA driver on " + where + why + ": import a probe result from a GPU machine instead.";
    if (probe.status == "driver_too_old")
        return "The NVIDIA driver on " + where +
               " is too old for the probe, which needs R535 or newer (R580 for GPUs newer than Hopper): "
               "update "
               "the driver, or import a probe result from another GPU machine." +
               (probe.message.empty() ? std::string() : " The probe said: " + probe.message + ".");
    if (probe.status == "no_device")
        return "No NVIDIA GPU on " + where + why + ": import a probe result from a GPU machine instead.";
    if (probe.status == "not_compiled")
        return "This gputco-probe was built without CUDA" + why +
               ": import a probe result from a GPU machine (run a CUDA build of gputco-probe there) instead.";
    if (probe.status == "error") return "The probe failed on the GPU" + why + ": nothing was measured.";
    return "The probe's status is \"" + probe.status + "\"" + why + ": nothing was measured.";
}

std::string noteText(const AttachNote& note) {
    switch (note.kind) {
        case AttachNote::Kind::DatasheetFromProbe:
            return note.metric + ": the scenario had no datasheet rate; the probe's " +
                   figure(note.datasheet) + " is used.";
        case AttachNote::Kind::DatasheetsDiffer:
            return note.metric + ": the probe's datasheet says " + figure(note.probeDatasheet) +
                   ", the scenario's " + figure(note.datasheet) + "; the measured rate is kept as measured.";
        case AttachNote::Kind::NotMeasured:
            return note.metric + " was not measured: its efficiency stays as it was.";
        case AttachNote::Kind::ReferenceGpu:
            return std::string(sc::kReferenceGpu) +
                   " is the reference GPU, the unit demand is counted in (docs/methodology.md, \"Reference "
                   "GPU-hours\"): calibrating it moves the other GPU models' speeds, not its own.";
        case AttachNote::Kind::Throttled:
            break;
    }
    return "The GPU ran below its maximum clock during the probe (throttled): the efficiencies may "
           "understate it.";
}

AttachOutcome attachProbe(sc::Scenario& s, const ProbeResult& probe, const std::string& gpuKey,
                          const std::string& origin, const AttachOptions& options) {
    AttachOutcome out;
    if (probe.status != "ok") {
        out.refusal = Refusal::Status;
        out.error = statusExplanation(probe);
        return out;
    }
    if (probe.migSlice) {
        out.refusal = Refusal::MigSlice;
        out.error = "The probe ran on a MIG slice of " + probe.deviceName +
                    ": it measured part of a GPU, so it cannot stand for the whole GPU model.";
        return out;
    }
    if (probe.implausible) {
        out.refusal = Refusal::Implausible;
        out.error = "The probe flagged its own figures as implausible (a measurement above " +
                    percent(kPlausibleRatio) + " of the datasheet): run it again before using it.";
        return out;
    }
    if (std::vector<UnstableMetric> unstable = unstableMetrics(probe);
        !unstable.empty() && !options.allowUnstable) {
        out.refusal = Refusal::Unstable;
        out.error = unstableExplanation(unstable);
        out.unstable = std::move(unstable);
        return out;
    }
    out.gpu = gpuKey.empty() ? matchGpu(s, probe) : gpuKey;
    if (out.gpu.empty()) {
        std::string keys;
        for (const auto& [key, gpu] : s.gpus) keys += (keys.empty() ? "" : ", ") + key;
        out.refusal = Refusal::NoMatchingGpu;
        out.error = "No GPU model of this scenario matches the probe's " +
                    (probe.datasheetModel.empty() ? probe.deviceName : probe.datasheetModel) +
                    "; name one (the scenario has: " + (keys.empty() ? "none" : keys) + ").";
        return out;
    }
    const auto existing = s.gpus.find(out.gpu);
    if (existing == s.gpus.end() && out.gpu != sc::kReferenceGpu) {
        out.refusal = Refusal::NoSuchGpu;
        out.error = "The scenario has no GPU model \"" + out.gpu + "\".";
        return out;
    }
    // The reference GPU may be left to the catalog; calibrating it makes it the scenario's own.
    sc::GpuModel gpu = existing != s.gpus.end() ? existing->second : engine::catalogReferenceGpu();

    for (const auto& [metric, measured] : probe.measured) {
        const double* datasheet = datasheetFor(gpu, probe, metric);
        if (!datasheet) continue;
        if (const auto method = probe.method.find(metric);
            method != probe.method.end() && isPeakKernelMethod(method->second) && !options.allowPeakKernel) {
            out.skipped.push_back({metric, method->second});
            continue;
        }
        if (!(measured > 0) || !std::isfinite(measured)) {
            out.refusal = Refusal::NotPositive;
            out.refusedFigure = MetricChange{metric, *datasheet, measured, 0, 0};
            out.error =
                "The probe's " + metric + " figure " + figure(measured) + " is not a positive number.";
            return out;
        }
        const double ratio = measured / *datasheet;
        if (ratio > kPlausibleRatio || ratio < kMinPlausibleRatio)
            out.refusedFigure = MetricChange{metric, *datasheet, measured, 0, ratio};
        if (ratio > kPlausibleRatio) {
            out.refusal = Refusal::AboveDatasheet;
            out.error = "The probe measured " + figure(measured) + " for " + metric + " on " +
                        probe.deviceName + ", " + percent(ratio) + " of the datasheet's " +
                        figure(*datasheet) + " for " + out.gpu + ": above " + percent(kPlausibleRatio) +
                        " is a measurement error or another GPU model, so nothing was attached.";
            return out;
        }
        if (ratio < kMinPlausibleRatio) {
            out.refusal = Refusal::BelowDatasheet;
            out.error = "The probe measured " + figure(measured) + " for " + metric + " on " +
                        probe.deviceName + ", " + percent(ratio) + " of the datasheet's " +
                        figure(*datasheet) + " for " + out.gpu + ": below " + percent(kMinPlausibleRatio) +
                        " is a broken run, not a slow GPU, so nothing was attached.";
            return out;
        }
        const auto before = gpu.efficiency.find(metric);
        out.changes.push_back(
            {metric, *datasheet, measured, before != gpu.efficiency.end() ? before->second : 1.0, ratio});
    }
    if (out.changes.empty()) {
        out.refusal = out.skipped.empty() ? Refusal::NothingMeasured : Refusal::OnlySkipped;
        out.error = out.skipped.empty()
                        ? "The probe measured none of the metrics " + out.gpu + " has a datasheet rate for."
                        : "The probe measured nothing " + out.gpu +
                              " can be calibrated with: " + skippedNote(out.skipped.front());
        return out;
    }
    for (const MetricChange& c : out.changes)
        if (!probe.spread.count(c.metric)) out.stabilityUnknown = true;

    sc::ProbeCalibration record;
    record.device = probe.deviceName;
    record.uuid = probe.uuid;
    record.measuredAt = probe.measuredAt;
    record.probeVersion = probe.probeVersion;
    record.origin = origin;
    record.measured = probe.measured;
    // A skipped figure set nothing: the record says what calibrated, not all that was measured.
    for (const SkippedMetric& k : out.skipped) record.measured.erase(k.metric);
    for (const auto& [metric, method] : probe.method)
        if (record.measured.count(metric)) record.methods[metric] = method;
    record.probeDatasheet = probe.datasheet;
    record.throttled = probe.throttled;
    // Attaching over an earlier probe keeps what the catalog said before either.
    record.previousEfficiency = gpu.calibration ? gpu.calibration->previousEfficiency : gpu.efficiency;

    for (const MetricChange& c : out.changes) {
        if (!gpu.datasheet.count(c.metric)) {
            gpu.datasheet[c.metric] = c.datasheet;
            out.notes.push_back({AttachNote::Kind::DatasheetFromProbe, c.metric, c.datasheet, 0});
        }
        gpu.efficiency[c.metric] = c.after;
        if (const auto p = probe.datasheet.find(c.metric);
            p != probe.datasheet.end() && std::fabs(p->second / c.datasheet - 1) > 0.02)
            out.notes.push_back({AttachNote::Kind::DatasheetsDiffer, c.metric, c.datasheet, p->second});
    }
    const auto skipped = [&](const std::string& metric) {
        for (const SkippedMetric& k : out.skipped)
            if (k.metric == metric) return true;
        return false;
    };
    for (const auto& [metric, share] : s.workload.bound)
        if (!probe.measured.count(metric) && !skipped(metric))
            out.notes.push_back({AttachNote::Kind::NotMeasured, metric, 0, 0});
    if (out.gpu == sc::kReferenceGpu) out.notes.push_back({AttachNote::Kind::ReferenceGpu, {}, 0, 0});
    if (probe.throttled) out.notes.push_back({AttachNote::Kind::Throttled, {}, 0, 0});
    gpu.calibration = std::move(record);
    s.gpus[out.gpu] = std::move(gpu);
    return out;
}

bool detachProbe(sc::Scenario& s, const std::string& gpuKey) {
    const auto it = s.gpus.find(gpuKey);
    if (it == s.gpus.end() || !it->second.calibration) return false;
    it->second.efficiency = it->second.calibration->previousEfficiency;
    it->second.calibration.reset();
    return true;
}

}  // namespace gputco::calibration
