#include "ui/report/calibration_table.h"

#include <set>

#include "model/engine/gpu_speed.h"
#include "model/io/display_text.h"
#include "model/io/number_format.h"
#include "ui/document/field_registry.h"
#include "ui/document/language.h"
#include "ui/report/assumption_table.h"
#include "ui/report/report_text.h"

namespace gputco::ui::report {

namespace {

// The scenario's GPU models, and the reference GPU even when the scenario leaves it to the
// catalog: every speed is relative to it.
std::map<std::string, scenario::GpuModel> modelsOf(const scenario::Scenario& s) {
    std::map<std::string, scenario::GpuModel> models = s.gpus;
    if (!models.count(scenario::kReferenceGpu))
        models.emplace(scenario::kReferenceGpu, engine::referenceGpu(s));
    return models;
}

// A metric key as the report writes it: words at the start of a cell, and its unit.
QString metricLabel(const std::string& metric) {
    return ui::metricLabel(QString::fromStdString(metric));
}

QString metricUnit(const std::string& metric) {
    return ui::metricUnit(QString::fromStdString(metric));
}

}  // namespace

ReportTable calibrationTable(const scenario::Scenario& s) {
    const QLocale locale = uiLocale();
    ReportTable t;
    t.id = QStringLiteral("calibration");
    t.title = ReportText::tr("Calibration");
    t.caption = ReportText::tr(
        "Calibrated rate = datasheet rate x efficiency; the workload's shares weight the "
        "metrics.");
    t.header = {ReportText::tr("GPU model"),        ReportText::tr("Metric"),
                ReportText::tr("Datasheet"),        ReportText::tr("Efficiency"),
                ReportText::tr("Calibrated rate"),  ReportText::tr("Unit"),
                ReportText::tr("Share of workload")};
    t.numeric = {false, false, true, true, true, false, true};
    for (const auto& [name, gpu] : modelsOf(s)) {
        std::set<std::string> metrics;
        for (const auto& [metric, value] : gpu.datasheet) metrics.insert(metric);
        for (const auto& [metric, share] : s.workload.bound) metrics.insert(metric);
        for (const std::string& metric : metrics) {
            const auto d = gpu.datasheet.find(metric);
            const auto e = gpu.efficiency.find(metric);
            const auto share = s.workload.bound.find(metric);
            const QString none = QStringLiteral("\u2014");
            const double eff = e != gpu.efficiency.end() ? e->second : 1.0;
            t.rows.push_back(
                {{io::shownText(name), metricLabel(metric),
                  d != gpu.datasheet.end()
                      ? io::formatDecimal(d->second, locale, shortestDecimals(d->second, 3))
                      : none,
                  io::formatPercent(eff, locale, shortestDecimals(eff * 100, 2)),
                  d != gpu.datasheet.end() ? io::formatDecimal(engine::calibratedRate(gpu, metric), locale, 1)
                                           : none,
                  metricUnit(metric),
                  share != s.workload.bound.end() ? io::formatPercent(share->second, locale) : none},
                 false,
                 false});
        }
    }
    return t;
}

ReportTable speedTable(const scenario::Scenario& s) {
    const QLocale locale = uiLocale();
    ReportTable t;
    t.id = QStringLiteral("speeds");
    t.title = ReportText::tr("Speed of each GPU model");
    t.caption = ReportText::tr("In reference GPU-hours per hour (%1 = 1).")
                    .arg(QString::fromLatin1(scenario::kReferenceGpu));
    t.header = {ReportText::tr("GPU model"), ReportText::tr("Speed"), ReportText::tr("Source"),
                ReportText::tr("As of")};
    t.numeric = {false, true, false, false};
    for (const auto& [name, gpu] : modelsOf(s)) {
        const bool fromCatalog = !s.gpus.count(name);
        QString source =
            fromCatalog ? ReportText::tr("catalog reference") : io::shownText(gpu.provenance.source);
        if (gpu.calibration)
            source += QStringLiteral("; ") + ReportText::tr("efficiencies measured by the probe on %1")
                                                 .arg(io::shownText(gpu.calibration->device));
        t.rows.push_back({{io::shownText(name), io::formatDecimal(engine::speed(s, gpu), locale, 3), source,
                           io::shownText(gpu.provenance.asOf)},
                          false,
                          false});
    }
    return t;
}

ReportTable probeTable(const scenario::Scenario& s) {
    const QLocale locale = uiLocale();
    ReportTable t;
    t.id = QStringLiteral("probes");
    t.title = ReportText::tr("Probe measurements");
    t.header = {
        ReportText::tr("Metric"), ReportText::tr("Datasheet"),         ReportText::tr("Measured"),
        ReportText::tr("Unit"),   ReportText::tr("Efficiency before"), ReportText::tr("Efficiency used")};
    t.numeric = {false, true, true, false, true, true};
    // The metric with its method ("FP16 tensor compute (GEMM through cuBLASLt)") gets the room
    // the short figures do not need.
    t.widths = {36, 12, 12, 10, 15, 15};
    const QString none = QStringLiteral("\u2014");
    for (const auto& [name, gpu] : s.gpus) {
        if (!gpu.calibration) continue;
        const scenario::ProbeCalibration& c = *gpu.calibration;
        const QString when =
            c.measuredAt.empty() ? ReportText::tr("time not recorded") : io::shownText(c.measuredAt);
        t.rows.push_back({{ReportText::tr("%1: measured on %2 (%3), %4, from %5")
                               .arg(io::shownText(name), io::shownText(c.device),
                                    c.uuid.empty() ? ReportText::tr("no UUID") : io::shownText(c.uuid), when,
                                    io::shownText(c.origin))},
                          true,
                          false});
        for (const auto& [metric, measured] : c.measured) {
            const auto d = gpu.datasheet.find(metric);
            const auto before = c.previousEfficiency.find(metric);
            const auto used = gpu.efficiency.find(metric);
            const bool calibrates = d != gpu.datasheet.end();
            // "FP16 tensor compute (GEMM through cuBLASLt)": the metric in words, and what
            // measured it where the record says.
            QString label = metricLabel(metric);
            if (const auto method = c.methods.find(metric); method != c.methods.end())
                label = ReportText::tr("%1 (%2)").arg(label, methodName(io::shownText(method->second)));
            t.rows.push_back(
                {{label,
                  calibrates ? io::formatDecimal(d->second, locale, shortestDecimals(d->second, 3)) : none,
                  io::formatDecimal(measured, locale, shortestDecimals(measured, 2)), metricUnit(metric),
                  calibrates && before != c.previousEfficiency.end()
                      ? io::formatPercent(before->second, locale, shortestDecimals(before->second * 100, 2))
                      : none,
                  calibrates && used != gpu.efficiency.end()
                      ? io::formatPercent(used->second, locale, shortestDecimals(used->second * 100, 2))
                      : none},
                 false,
                 false});
        }
    }
    t.caption =
        t.rows.empty()
            ? ReportText::tr("No probe result is attached: every efficiency is the catalog's typical value.")
            : ReportText::tr(
                  "Efficiency used = measured / datasheet, so the calibrated rate is the measured "
                  "rate; transfer rates (h2d, d2h) are shown but calibrate nothing.");
    return t;
}

}  // namespace gputco::ui::report
