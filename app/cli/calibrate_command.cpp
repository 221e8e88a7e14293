// gputco-cli calibrate: attach a probe result to a scenario's GPU model (issue #7; MODEL.md
// section 7) and say what it changed: each metric's efficiency, each GPU model's speed, and
// each option's cost per reference GPU-hour.
#include <QFileInfo>

#include "app/cli/cli_command.h"
#include "model/calibration/calibration_effect.h"
#include "model/calibration/probe_attachment.h"
#include "model/io/display_text.h"
#include "model/io/number_format.h"
#include "model/io/probe_reader.h"
#include "model/io/scenario_file.h"
#include "model/io/scenario_reader.h"
#include "model/io/scenario_writer.h"

namespace gputco::cli {

namespace {

const char* const kCalibrateUsage =
    "usage: calibrate SCENARIO PROBE.json [--gpu MODEL] [--allow-unstable] [--allow-peak-kernel] [-o OUT]   "
    "(OUT - writes to standard output)";

struct CalibrateArgs {
    QString scenario;
    QString probe;
    QString gpu;
    QString out;
    calibration::AttachOptions options;
};

std::optional<CalibrateArgs> parseArgs(const QStringList& args) {
    CalibrateArgs parsed;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        if (a == QLatin1String("-o") && i + 1 < args.size() && parsed.out.isEmpty()) {
            parsed.out = args[++i];
        } else if (a == QLatin1String("--gpu") && i + 1 < args.size() && parsed.gpu.isEmpty()) {
            parsed.gpu = args[++i];
        } else if (a == QLatin1String("--allow-unstable")) {
            parsed.options.allowUnstable = true;
        } else if (a == QLatin1String("--allow-peak-kernel")) {
            parsed.options.allowPeakKernel = true;
        } else if (a.startsWith(QLatin1Char('-')) || !parsed.probe.isEmpty()) {
            printError("calibrate: unexpected argument " + a + "; " + kCalibrateUsage);
            return std::nullopt;
        } else {
            (parsed.scenario.isEmpty() ? parsed.scenario : parsed.probe) = a;
        }
    }
    if (parsed.probe.isEmpty()) {
        printError(QStringLiteral("calibrate: a scenario and a probe result are needed; ") + kCalibrateUsage);
        return std::nullopt;
    }
    return parsed;
}

QString percent(double fraction) {
    return io::formatPercent(fraction, QLocale::c(), 1);
}

QString perHour(const std::optional<double>& cost, const std::string& currency) {
    return cost ? io::formatMoney(*cost, io::printedText(currency), QLocale::c(), 4) : QStringLiteral("n/a");
}

// What changed, on standard error when the scenario itself goes to standard output. Every
// text from the probe document or the scenario is printed by io::printedText: a device name
// holding ESC or U+202E would otherwise act on the terminal (issue #32).
QByteArray summary(const calibration::AttachOutcome& outcome, const calibration::ProbeResult& probe,
                   const calibration::CalibrationEffect& effect, const std::string& currency) {
    QString text = QStringLiteral("calibrated %1 with %2 (%3, measured %4)\n")
                       .arg(io::printedText(outcome.gpu), io::printedText(probe.deviceName),
                            probe.uuid.empty() ? QStringLiteral("no uuid") : io::printedText(probe.uuid),
                            probe.measuredAt.empty() ? QStringLiteral("at an unknown time")
                                                     : io::printedText(probe.measuredAt));
    text += QStringLiteral("  %1 %2 %3 %4\n")
                .arg(QStringLiteral("metric"), -14)
                .arg(QStringLiteral("datasheet"), 10)
                .arg(QStringLiteral("measured"), 10)
                .arg(QStringLiteral("efficiency before -> after"));
    for (const auto& c : outcome.changes)
        text += QStringLiteral("  %1 %2 %3 %4 -> %5\n")
                    .arg(io::printedText(c.metric), -14)
                    .arg(io::formatDecimal(c.datasheet, QLocale::c(), 2), 10)
                    .arg(io::formatDecimal(c.measured, QLocale::c(), 2), 10)
                    .arg(percent(c.before), percent(c.after));
    text += QStringLiteral("speed in reference GPU-hours per hour\n");
    for (const auto& sp : effect.speeds)
        text += QStringLiteral("  %1 %2 -> %3\n")
                    .arg(io::printedText(sp.gpu), -24)
                    .arg(io::formatDecimal(sp.before, QLocale::c(), 4),
                         io::formatDecimal(sp.after, QLocale::c(), 4));
    text += QStringLiteral("cost per reference GPU-hour\n");
    for (const auto& o : effect.options)
        text += QStringLiteral("  %1 %2 -> %3\n")
                    .arg(io::printedText(o.option), -40)
                    .arg(perHour(o.costPerReferenceGpuHourBefore, currency),
                         perHour(o.costPerReferenceGpuHourAfter, currency));
    for (const calibration::AttachNote& note : outcome.notes)
        text += "note: " + io::printedText(calibration::noteText(note)) + "\n";
    for (const calibration::SkippedMetric& skipped : outcome.skipped)
        text += "note: " + io::printedText(calibration::skippedNote(skipped)) + "\n";
    if (outcome.stabilityUnknown)
        text += "note: " + QString::fromStdString(calibration::stabilityUnknownNote()) + "\n";
    return text.toUtf8();
}

}  // namespace

int calibrateCommand(const QStringList& args) {
    const std::optional<CalibrateArgs> parsed = parseArgs(args);
    if (!parsed) return kExitInvalid;
    io::ReadResult read = io::readScenarioFile(parsed->scenario);
    if (const int status = reportUnusable(parsed->scenario, read); status != kExitOk) {
        if (status == kExitInvalid)
            printError("calibrate: " + parsed->scenario + " has problems; fix them first (nothing written)");
        return status;
    }
    const io::ProbeReadResult probe = io::readProbeFile(parsed->probe);
    if (!probe.probe) {
        printError("calibrate: " + QString::fromStdString(probe.error));
        return kExitUnreadable;
    }
    const scenario::Scenario before = *read.scenario;
    scenario::Scenario after = before;
    const calibration::AttachOutcome outcome =
        calibration::attachProbe(after, *probe.probe, parsed->gpu.toStdString(),
                                 QFileInfo(parsed->probe).fileName().toStdString(), parsed->options);
    if (!outcome.ok()) {
        printError("calibrate: " + QString::fromStdString(outcome.error) + " (nothing written)");
        return kExitInvalid;
    }
    const calibration::CalibrationEffect effect = calibration::calibrationEffect(before, after);
    const QByteArray report = summary(outcome, *probe.probe, effect, after.currency);
    const QByteArray text = io::writeScenarioJson(after);
    if (parsed->out == QLatin1String("-")) {
        printError(QString::fromUtf8(report).trimmed());
        return printOut(text) ? kExitOk : kExitConflict;
    }
    if (const int status = writeScenario("calibrate", parsed->scenario, parsed->out, read.opened, text);
        status != kExitOk)
        return status;
    if (!printOut(report)) return kExitConflict;
    // The probe result is kept in the library with the others (the app lists them).
    keepProbeResult(probe.probe->deviceName, probe.document);
    return kExitOk;
}

}  // namespace gputco::cli
