#include "ui/document/sizing_words.h"

#include <QCoreApplication>
#include <QLocale>
#include <algorithm>
#include <cmath>

#include "model/engine/gpu_speed.h"
#include "model/io/display_text.h"
#include "model/io/number_format.h"
#include "ui/document/language.h"

namespace gputco::ui {

namespace sc = gputco::scenario;
namespace en = gputco::engine;

namespace {

QString superscript(int exponent) {
    static const QChar kDigits[] = {u'⁰', u'¹', u'²', u'³', u'⁴', u'⁵', u'⁶', u'⁷', u'⁸', u'⁹'};
    QString out = exponent < 0 ? QStringLiteral("⁻") : QString();
    for (const QChar c : QString::number(std::abs(exponent))) out += kDigits[c.digitValue()];
    return out;
}

// Three significant figures, with separators: 271.4 -> "271", 0.04213 -> "0.0421".
QString figure(double value) {
    const QLocale locale = uiLocale();
    if (value == 0) return locale.toString(0);
    const int digits = std::max(0, 2 - static_cast<int>(std::floor(std::log10(std::abs(value)))));
    return locale.toString(value, 'f', std::min(digits, 6));
}

QString percent(double fraction) {
    return uiLocale().toString(fraction * 100, 'g', 3) + QStringLiteral(" %");
}

}  // namespace

QString scientific(double value) {
    if (!std::isfinite(value)) return QStringLiteral("–");
    if (std::abs(value) < 1e6) return figure(value);
    const int exponent = static_cast<int>(std::floor(std::log10(std::abs(value))));
    double mantissa = value / std::pow(10.0, exponent);
    // 9.999 rounds to 10.0: write it as 1.00 × 10^(e+1).
    if (std::abs(mantissa) >= 9.995) return scientific(std::copysign(std::pow(10.0, exponent + 1), value));
    return uiLocale().toString(mantissa, 'f', 2) + QStringLiteral(" × 10") + superscript(exponent);
}

QString jobKindText(en::JobKind kind) {
    return kind == en::JobKind::Training
               ? QCoreApplication::translate("gputco::ui::SizingPage", "Training job")
               : QCoreApplication::translate("gputco::ui::SizingPage", "Inference service");
}

QString precisionText(sc::Precision precision) {
    switch (precision) {
        case sc::Precision::Fp32:
            return QStringLiteral("FP32");
        case sc::Precision::Fp16:
            return QStringLiteral("FP16");
        case sc::Precision::Bf16:
            return QStringLiteral("BF16");
        case sc::Precision::Fp8:
            return QStringLiteral("FP8");
        case sc::Precision::Int8:
            return QStringLiteral("INT8");
        case sc::Precision::Int4:
            return QStringLiteral("INT4");
    }
    return {};
}

QString jobName(const sc::Scenario& s, std::size_t index) {
    if (!s.demand.jobs) return {};
    const std::size_t training = s.demand.jobs->training.size();
    const std::string& name = index < training ? s.demand.jobs->training[index].name
                                               : s.demand.jobs->inference.at(index - training).name;
    return io::shownText(name);
}

std::optional<double> jobCost(const en::OptionResult& option, const en::SizingResult& sizing,
                              std::size_t index) {
    std::size_t training = 0;
    for (const en::JobSizing& j : sizing.jobs) training += j.kind == en::JobKind::Training;
    const auto& costs = index < training ? option.costPerTrainingRun : option.costPerMillionTokens;
    const std::size_t at = index < training ? index : index - training;
    return at < costs.size() ? costs[at].value : std::nullopt;
}

std::optional<double> heldJobCost(const en::OptionResult& option, const en::SizingResult& sizing,
                                  std::size_t index) {
    std::size_t training = 0;
    for (const en::JobSizing& j : sizing.jobs) training += j.kind == en::JobKind::Training;
    if (index < training) return std::nullopt;
    const std::size_t at = index - training;
    const auto& costs = option.costPerMillionTokensReserved;
    return at < costs.size() ? costs[at].value : std::nullopt;
}

QString jobCostMoney(double cost, const QString& currency) {
    const double size = std::abs(cost);
    const int decimals = size >= 100 ? 0 : size >= 1 ? 2 : size >= 0.01 ? 4 : 6;
    return io::formatMoney(cost, currency, uiLocale(), decimals);
}

QString breakEvenText(const en::OptionResult& option, const std::string& job, const QString& currency) {
    const auto it = std::find_if(option.apiBreakEven.begin(), option.apiBreakEven.end(),
                                 [&](const en::ApiBreakEven& b) { return b.job == job; });
    if (it == option.apiBreakEven.end()) return {};
    const QLocale locale = uiLocale();
    // As precise as the costs beside it: a blended USD 0.125 read "USD 0.13" (the CLI: 0.1250).
    const QString price = jobCostMoney(it->apiPrice, currency);
    if (!it->tokensPerSecond)
        return QCoreApplication::translate("gputco::ui::SizingPage",
                                           "dearer than the API (%1) at any rate up to %2 tokens/s")
            .arg(price, locale.toString(it->highestRate, 'f', 0));
    if (*it->tokensPerSecond <= 0)
        return QCoreApplication::translate("gputco::ui::SizingPage",
                                           "cheaper than the API (%1) at every rate")
            .arg(price);
    return QCoreApplication::translate("gputco::ui::SizingPage", "beats the API (%1) above %2 tokens/s")
        .arg(price, locale.toString(*it->tokensPerSecond, 'f', 0));
}

std::vector<SizingStep> sizingSteps(const sc::Scenario& s, const en::SizingResult& sizing,
                                    std::size_t index) {
    std::vector<SizingStep> steps;
    if (!s.demand.jobs || index >= sizing.jobs.size()) return steps;
    const en::JobSizing& j = sizing.jobs[index];
    const std::size_t training = s.demand.jobs->training.size();
    const double mfu = index < training ? s.demand.jobs->training[index].mfu
                                        : s.demand.jobs->inference.at(index - training).mfu;
    const double rate = mfu * sizing.referenceTflops;
    const QString flops = QCoreApplication::translate("gputco::ui::SizingPage", "%1 FLOPs");
    const QString rateStep = QCoreApplication::translate("gputco::ui::SizingPage", "%1 × %2 TFLOPS")
                                 .arg(percent(mfu), figure(sizing.referenceTflops));
    if (j.kind == en::JobKind::Training) {
        const sc::TrainingJob& job = s.demand.jobs->training[index];
        steps.push_back(
            {QCoreApplication::translate("gputco::ui::SizingPage", "Work per run"),
             QStringLiteral("6 × N × D = 6 × %1 × %2").arg(scientific(job.params), scientific(job.tokens)),
             flops.arg(scientific(j.flops))});
        steps.push_back(
            {QCoreApplication::translate("gputco::ui::SizingPage",
                                         "Useful rate of a reference GPU (MFU × calibrated FP16 rate)"),
             rateStep, QCoreApplication::translate("gputco::ui::SizingPage", "%1 TFLOPS").arg(figure(rate))});
        steps.push_back({QCoreApplication::translate("gputco::ui::SizingPage", "Reference GPU-hours per run"),
                         QCoreApplication::translate("gputco::ui::SizingPage", "work ÷ (rate × 3,600 s)"),
                         figure(j.referenceGpuHours)});
        steps.push_back(
            {QCoreApplication::translate("gputco::ui::SizingPage", "Average reference GPUs"),
             QCoreApplication::translate("gputco::ui::SizingPage",
                                         "%1 GPU-hours × %2 runs a month ÷ %3 hours")
                 .arg(figure(j.referenceGpuHours), figure(job.runsPerMonth), figure(sc::kHoursPerMonth)),
             figure(j.averageReferenceGpus)});
    } else {
        const sc::InferenceJob& job = s.demand.jobs->inference.at(index - training);
        steps.push_back({QCoreApplication::translate("gputco::ui::SizingPage", "Work per token"),
                         QStringLiteral("2 × N = 2 × %1").arg(scientific(job.params)),
                         flops.arg(scientific(j.flops))});
        steps.push_back(
            {QCoreApplication::translate("gputco::ui::SizingPage",
                                         "Useful rate of a reference GPU (MFU × calibrated FP16 rate)"),
             rateStep, QCoreApplication::translate("gputco::ui::SizingPage", "%1 TFLOPS").arg(figure(rate))});
        steps.push_back(
            {QCoreApplication::translate("gputco::ui::SizingPage", "Reference GPU-hours per million tokens"),
             QCoreApplication::translate("gputco::ui::SizingPage", "10⁶ × work ÷ (rate × 3,600 s)"),
             figure(j.referenceGpuHours)});
        steps.push_back({QCoreApplication::translate("gputco::ui::SizingPage", "Average reference GPUs"),
                         QCoreApplication::translate("gputco::ui::SizingPage", "%1 tokens/s × work ÷ rate")
                             .arg(figure(job.tokensPerSecond)),
                         figure(j.averageReferenceGpus)});
        if (job.peakTokensPerSecond > job.tokensPerSecond)
            steps.push_back(
                {QCoreApplication::translate("gputco::ui::SizingPage", "Reference GPUs at the peak"),
                 QCoreApplication::translate("gputco::ui::SizingPage", "%1 tokens/s × work ÷ rate")
                     .arg(figure(job.peakTokensPerSecond)),
                 figure(j.peakReferenceGpus)});
    }
    steps.push_back(
        {QCoreApplication::translate("gputco::ui::SizingPage", "GPU memory it needs"), memoryText(j.memory),
         QCoreApplication::translate("gputco::ui::SizingPage", "%1 GB").arg(figure(j.memory.totalGb()))});
    // A replica is held in every hour, whatever the token rate (docs/methodology.md,
    // "Replica floor").
    if (j.kind == en::JobKind::Inference && j.replicaReferenceGpus > 0) {
        steps.push_back(
            {QCoreApplication::translate("gputco::ui::SizingPage", "Reference GPUs holding one replica"),
             QCoreApplication::translate("gputco::ui::SizingPage",
                                         "%1 GB on GPUs of %2 GB, in a power of two")
                 .arg(figure(j.memory.totalGb()), figure(engine::referenceGpu(s).memoryGb)),
             QString::number(j.replicaReferenceGpus)});
        steps.push_back(
            {QCoreApplication::translate("gputco::ui::SizingPage", "Reference GPUs the service holds"),
             QCoreApplication::translate("gputco::ui::SizingPage", "the larger of %1 and %2, in every hour")
                 .arg(figure(j.averageReferenceGpus), QString::number(j.replicaReferenceGpus)),
             figure(std::max(j.averageReferenceGpus, static_cast<double>(j.replicaReferenceGpus)))});
    }

    return steps;
}

QString fitText(const en::GpuFit& fit) {
    switch (fit.fit) {
        case en::Fit::OneGpu:
            return QCoreApplication::translate("gputco::ui::SizingPage", "Fits on one GPU");
        case en::Fit::TensorParallel:
            return QCoreApplication::translate("gputco::ui::SizingPage", "Needs %1 GPUs (tensor parallel)")
                .arg(fit.gpus);
        case en::Fit::BeyondNode:
            // The cost model prices GPU-hours, not the interconnect: spanning nodes is said,
            // not priced (docs/methodology.md, "Memory sizing").
            return QCoreApplication::translate("gputco::ui::SizingPage",
                                               "Needs %1 GPUs: more than a node of %2, so it spans nodes")
                .arg(fit.gpus)
                .arg(fit.nodeGpus);
        case en::Fit::Unknown:
            break;
    }
    return QCoreApplication::translate("gputco::ui::SizingPage",
                                       "Memory not known: enter the GPU model's memory");
}

QString migText(const en::MigFit& fit) {
    return QCoreApplication::translate("gputco::ui::SizingPage", "%1 × %2 per GPU, each %3/7 of its compute")
        .arg(fit.profile.perGpu)
        .arg(QString::fromLatin1(fit.profile.name))
        .arg(fit.profile.computeSevenths);
}

QString memoryText(const en::MemoryParts& m) {
    QStringList parts;
    const auto add = [&](double gb, const QString& what) {
        if (gb > 0) parts << what.arg(figure(gb));
    };
    add(m.weightsGb, QCoreApplication::translate("gputco::ui::SizingPage", "weights %1 GB"));
    add(m.optimiserGb,
        QCoreApplication::translate("gputco::ui::SizingPage", "weights, gradients and Adam state %1 GB"));
    add(m.activationsGb, QCoreApplication::translate("gputco::ui::SizingPage", "activations %1 GB"));
    add(m.kvCacheGb, QCoreApplication::translate("gputco::ui::SizingPage", "KV cache %1 GB"));
    return parts.join(QStringLiteral(" + "));
}

}  // namespace gputco::ui
