#include "model/io/probe_reader.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <cmath>

#include "model/calibration/probe_attachment.h"
#include "model/io/json_duplicates.h"
#include "model/io/json_fields.h"
#include "model/io/utf8_text.h"

namespace gputco::io {

namespace {

// The probe's metrics and the unit each must be given in (the scenario's units).
struct MetricUnit {
    const char* metric;
    const char* unit;
};
constexpr MetricUnit kMetrics[] = {{"hbm_bandwidth", "GB/s"},
                                   {"fp32", "TFLOPS"},
                                   {"tensor_fp16", "TFLOPS"},
                                   {"h2d", "GB/s"},
                                   {"d2h", "GB/s"}};

// 2026-12-01T09:30:00Z, with or without seconds' fractions, with Z or an offset.
bool isIsoTimestamp(const std::string& text) {
    const QString t = QString::fromStdString(text);
    if (t.size() < 16 || t[10] != QLatin1Char('T')) return false;
    const QDateTime parsed = QDateTime::fromString(t, Qt::ISODateWithMs);
    return parsed.isValid();
}

std::string formatFigure(double value) {
    return QString::number(value, 'g', 6).toStdString();
}

ProbeReadResult probeFailure(std::string error) {
    return {std::nullopt, std::move(error), {}};
}

// A member that must be a string when present (null counts as absent).
bool readString(const QJsonObject& o, const char* key, const std::string& path, std::string& out,
                std::string& error) {
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull()) return true;
    if (!v.isString()) {
        error = path + key + ": must be a string";
        return false;
    }
    out = v.toString().toStdString();
    return true;
}

bool readFlag(const QJsonObject& flags, const char* key, const std::string& path, bool& out,
              std::string& error) {
    const QJsonValue v = flags.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull()) return true;
    if (!v.isBool()) {
        error = path + key + ": must be true, false or null";
        return false;
    }
    out = v.toBool();
    return true;
}

bool readPositive(const QJsonValue& v, const std::string& path, std::optional<double>& out,
                  std::string& error) {
    if (v.isUndefined() || v.isNull()) return true;
    if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() <= 0) {
        error = path + ": must be a positive number";
        return false;
    }
    out = v.toDouble();
    return true;
}

bool readMeasured(const QJsonObject& root, calibration::ProbeResult& out, std::string& error) {
    const QJsonValue measured = root.value(QLatin1String("measured"));
    if (measured.isUndefined() || measured.isNull()) return true;
    if (!measured.isObject()) {
        error = "measured: must be an object";
        return false;
    }
    for (const MetricUnit& m : kMetrics) {
        const QJsonValue entry = measured.toObject().value(QLatin1String(m.metric));
        if (entry.isUndefined() || entry.isNull()) continue;
        const std::string path = std::string("measured.") + m.metric;
        if (!entry.isObject()) {
            error = path + ": must be an object with value and unit";
            return false;
        }
        const QJsonObject o = entry.toObject();
        std::optional<double> value;
        if (!readPositive(o.value(QLatin1String("value")), path + ".value", value, error)) return false;
        if (!value) {
            error = path + ".value: required";
            return false;
        }
        const QString unit = o.value(QLatin1String("unit")).toString();
        if (unit != QLatin1String(m.unit)) {
            error = path + ".unit: must be \"" + m.unit + "\", got \"" + unit.toStdString() + "\"";
            return false;
        }
        out.measured[m.metric] = *value;
        const QJsonValue spread = o.value(QLatin1String("spread"));
        if (!spread.isUndefined() && !spread.isNull()) {
            if (!spread.isDouble() || !std::isfinite(spread.toDouble()) || spread.toDouble() < 0) {
                error = path + ".spread: must be a number from 0";
                return false;
            }
            out.spread[m.metric] = spread.toDouble();
        }
        bool unstable = false;
        if (!readFlag(o, "unstable", path + ".", unstable, error)) return false;
        if (o.value(QLatin1String("unstable")).isBool()) out.unstableMetrics[m.metric] = unstable;
        std::string method;
        if (!readString(o, "method", path + ".", method, error)) return false;
        // Probe format 1 measured tensor_fp16 with register-resident mma.sync and did not say.
        if (method.empty() && std::string(m.metric) == "tensor_fp16") method = "mma_sync_peak_kernel";
        if (!method.empty()) out.method[m.metric] = method;
    }
    return true;
}

bool readDatasheet(const QJsonObject& root, calibration::ProbeResult& out, std::string& error) {
    const QJsonValue sheet = root.value(QLatin1String("datasheet"));
    if (sheet.isUndefined() || sheet.isNull()) return true;
    if (!sheet.isObject()) {
        error = "datasheet: must be an object or null";
        return false;
    }
    const QJsonObject o = sheet.toObject();
    if (!readString(o, "model", "datasheet.", out.datasheetModel, error)) return false;
    for (const char* metric : {"hbm_bandwidth", "fp32", "tensor_fp16"}) {
        std::optional<double> value;
        if (!readPositive(o.value(QLatin1String(metric)), std::string("datasheet.") + metric, value, error))
            return false;
        if (value) out.datasheet[metric] = *value;
    }
    return true;
}

}  // namespace

ProbeReadResult readProbeDocument(const QByteArray& bytes) {
    if (bytes.size() > kMaxProbeDocumentBytes)
        return probeFailure("the file is " + std::to_string(bytes.size()) +
                            " bytes; a probe document is at most " + std::to_string(kMaxProbeDocumentBytes) +
                            " bytes");
    const TextCheck text = checkUtf8Json(bytes, "probe documents");
    if (!text.error.empty()) return probeFailure(text.error);
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes.mid(text.bodyOffset), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return probeFailure("not JSON at " + textPosition(bytes, text.bodyOffset + parseError.offset) + ": " +
                            parseError.errorString().toStdString());
    if (!doc.isObject()) return probeFailure("a probe document is a JSON object");
    if (const DuplicateKey twice = findDuplicateKey(bytes.mid(text.bodyOffset)); twice.found())
        return probeFailure(twice.path + " is given twice (" +
                            textPosition(bytes, text.bodyOffset + twice.offset) +
                            "); a key may appear only once in an object");
    const QJsonObject root = doc.object();

    const QString format = root.value(QLatin1String("format")).toString();
    if (format != QLatin1String("gputco.probe"))
        return probeFailure(format.isEmpty() ? "format: missing; this is not a gputco.probe document"
                                             : "format: \"" + format.toStdString() +
                                                   "\" is not a probe result (expected \"gputco.probe\")");
    const QJsonValue version = root.value(QLatin1String("version"));
    if (!version.isDouble() || version.toDouble() != std::floor(version.toDouble()) || version.toDouble() < 1)
        return probeFailure("version: must be a whole number from 1");
    if (version.toDouble() > kProbeFormatVersion)
        return probeFailure("version: the document is probe format version " +
                            detail::formatNumber(version.toDouble()) + "; this build reads up to " +
                            std::to_string(kProbeFormatVersion) + ". Update gputco.");

    calibration::ProbeResult out;
    std::string error;
    if (!readString(root, "status", "", out.status, error) ||
        !readString(root, "message", "", out.message, error) ||
        !readString(root, "measured_at", "", out.measuredAt, error) ||
        !readString(root, "probe_version", "", out.probeVersion, error))
        return probeFailure(error);
    static const char* const kStatuses[] = {"ok",           "no_device", "driver_missing", "driver_too_old",
                                            "not_compiled", "error"};
    if (std::none_of(std::begin(kStatuses), std::end(kStatuses),
                     [&](const char* s) { return out.status == s; }))
        return probeFailure(
            "status: \"" + out.status +
            "\" is not one of ok, no_device, driver_missing, driver_too_old, not_compiled, error");

    const QJsonValue device = root.value(QLatin1String("device"));
    if (device.isObject()) {
        if (!readString(device.toObject(), "name", "device.", out.deviceName, error) ||
            !readString(device.toObject(), "uuid", "device.", out.uuid, error))
            return probeFailure(error);
    } else if (!device.isNull() && !device.isUndefined()) {
        return probeFailure("device: must be an object or null");
    }
    if (!readMeasured(root, out, error) || !readDatasheet(root, out, error)) return probeFailure(error);
    const QJsonValue flags = root.value(QLatin1String("flags"));
    if (flags.isObject()) {
        if (!readFlag(flags.toObject(), "mig_slice", "flags.", out.migSlice, error) ||
            !readFlag(flags.toObject(), "throttled", "flags.", out.throttled, error) ||
            !readFlag(flags.toObject(), "implausible", "flags.", out.implausible, error) ||
            !readFlag(flags.toObject(), "unstable", "flags.", out.unstable, error))
            return probeFailure(error);
        const QJsonValue others = flags.toObject().value(QLatin1String("other_processes"));
        if (others.isDouble() && others.toDouble() >= 0 &&
            others.toDouble() == std::floor(others.toDouble()) && others.toDouble() < 1e6)
            out.otherProcesses = static_cast<int>(others.toDouble());
        else if (!others.isUndefined() && !others.isNull())
            return probeFailure("flags.other_processes: must be a whole number from 0, or null");
    } else if (!flags.isNull() && !flags.isUndefined()) {
        return probeFailure("flags: must be an object");
    }
    // When it ran, in a form every reader understands; a time is what ties the figures to a run.
    if (!out.measuredAt.empty() && !isIsoTimestamp(out.measuredAt))
        return probeFailure(
            "measured_at: must be an ISO 8601 date and time such as 2026-12-01T09:30:00Z, got \"" +
            out.measuredAt + "\"");
    // A run that says it measured must say on what, what and when.
    if (out.status == "ok") {
        if (out.deviceName.empty()) return probeFailure("device.name: required when status is ok");
        if (out.measured.empty()) return probeFailure("measured: status is ok but no metric has a value");
        if (out.measuredAt.empty()) return probeFailure("measured_at: required when status is ok");
    }
    // Below 1 % of the datasheet a figure is a broken run (a wrong unit, a timer that did not
    // stop), not a slow GPU.
    for (const auto& [metric, value] : out.measured) {
        const auto sheet = out.datasheet.find(metric);
        if (sheet == out.datasheet.end() || value >= calibration::kMinPlausibleRatio * sheet->second)
            continue;
        return probeFailure("measured." + metric + ".value: " + formatFigure(value) +
                            " is below 1 % of the datasheet's " + formatFigure(sheet->second) +
                            ": not a plausible measurement");
    }
    return {std::move(out), {}, {}};
}

ProbeReadResult readProbeFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return probeFailure(path.toStdString() + ": cannot be read (" + file.errorString().toStdString() +
                            ")");
    if (file.size() > kMaxProbeDocumentBytes)
        return probeFailure(path.toStdString() + ": " + std::to_string(file.size()) +
                            " bytes; a probe document is at most " + std::to_string(kMaxProbeDocumentBytes) +
                            " bytes");
    QByteArray bytes = file.readAll();
    ProbeReadResult read = readProbeDocument(bytes);
    if (!read.error.empty()) read.error = path.toStdString() + ": " + read.error;
    read.document = std::move(bytes);
    return read;
}

}  // namespace gputco::io
