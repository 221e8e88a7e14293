#include "model/io/sizing_text.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include "model/io/display_text.h"
#include "model/io/number_format.h"
#include "model/io/result_json.h"
#include "model/io/result_text.h"

namespace gputco::io {

namespace {

QString gb(double v) {
    return formatDecimal(v, QLocale::c(), 1) + QStringLiteral(" GB");
}

QString fitWords(const engine::GpuFit& f) {
    switch (f.fit) {
        case engine::Fit::OneGpu:
            return QStringLiteral("fits one GPU");
        case engine::Fit::TensorParallel:
            return QStringLiteral("needs %1 GPUs (tensor parallel, node of %2)").arg(f.gpus).arg(f.nodeGpus);
        case engine::Fit::BeyondNode:
            return QStringLiteral("needs %1 GPUs: more than a node of %2").arg(f.gpus).arg(f.nodeGpus);
        case engine::Fit::Unknown:
            break;
    }
    return QStringLiteral("memory unknown");
}

const char* fitKey(engine::Fit fit) {
    switch (fit) {
        case engine::Fit::OneGpu:
            return "one_gpu";
        case engine::Fit::TensorParallel:
            return "tensor_parallel";
        case engine::Fit::BeyondNode:
            return "beyond_node";
        case engine::Fit::Unknown:
            break;
    }
    return "unknown";
}

QJsonValue number(double v) {
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue();
}

}  // namespace

QByteArray sizingTable(const engine::SizingResult& sized, const engine::Result& result) {
    if (sized.jobs.empty()) return "This scenario has no jobs (demand.jobs): nothing to size.\n";
    const QString cur = printedText(result.currency);
    QString out = QStringLiteral("Reference GPU: %1 TFLOPS tensor FP16 (calibrated)\n\n")
                      .arg(formatDecimal(sized.referenceTflops, QLocale::c(), 2));
    for (const engine::JobSizing& j : sized.jobs) {
        const bool training = j.kind == engine::JobKind::Training;
        out +=
            QStringLiteral("%1 job \"%2\" (%3 parameters)\n")
                .arg(training ? QStringLiteral("Training") : QStringLiteral("Inference"), printedText(j.name),
                     formatDecimal(j.params / 1e9, QLocale::c(), 2) + QStringLiteral("B"));
        const auto line = [&out](const QString& label, const QString& value) {
            out += QStringLiteral("  ") + label.leftJustified(40) + value + QLatin1Char('\n');
        };
        line(training ? QStringLiteral("FLOPs per run (6 N D)") : QStringLiteral("FLOPs per token (2 N)"),
             QString::number(j.flops, 'g', 6));
        line(training ? QStringLiteral("reference GPU-hours per run")
                      : QStringLiteral("reference GPU-hours per million tokens"),
             formatDecimal(j.referenceGpuHours, QLocale::c(), 4));
        line(QStringLiteral("average reference GPUs"),
             formatDecimal(j.averageReferenceGpus, QLocale::c(), 3));
        if (!training) {
            line(QStringLiteral("reference GPUs at the peak token rate"),
                 formatDecimal(j.peakReferenceGpus, QLocale::c(), 3));
            // The floor (MODEL.md section 3): a replica is held in every hour.
            line(QStringLiteral("reference GPUs holding one replica"),
                 j.replicaReferenceGpus > 0
                     ? QString::number(j.replicaReferenceGpus)
                     : QStringLiteral("n/a (the reference GPU's memory is not known)"));
        }
        // The parts of the memory that apply, then their sum.
        QStringList parts;
        const auto part = [&parts](const char* name, double value) {
            if (value > 0) parts << QStringLiteral("%1 %2").arg(QLatin1String(name), gb(value));
        };
        part("weights", j.memory.weightsGb);
        part("weights and Adam state", j.memory.optimiserGb);
        part("activations", j.memory.activationsGb);
        part("KV cache", j.memory.kvCacheGb);
        line(QStringLiteral("memory"), gb(j.memory.totalGb()) + QStringLiteral(" (") +
                                           parts.join(QStringLiteral(", ")) + QLatin1Char(')'));
        for (const engine::GpuFit& f : j.fits)
            out += QStringLiteral("  on %1 (%2): %3\n")
                       .arg(printedText(f.gpu), f.memoryGb > 0 ? gb(f.memoryGb) : QStringLiteral("? GB"),
                            fitWords(f));
        for (const engine::MigFit& m : j.mig)
            out += QStringLiteral("  MIG on %1: %2, %3 per GPU, each %4 reference GPUs\n")
                       .arg(printedText(m.gpu), QString::fromLatin1(m.profile.name))
                       .arg(m.profile.perGpu)
                       .arg(formatDecimal(m.referenceGpusPerSlice, QLocale::c(), 3));
        // The options' MIG sources: replicas held (one a slice) against those the peak needs.
        for (const engine::MigReplicas& r : j.migReplicas) {
            const auto& option = result.options.at(r.option);
            out += QStringLiteral(
                       "  MIG replicas on \"%1\" sources[%2] (%3 %4): holds %5, the peak needs %6%7\n")
                       .arg(printedText(option.name))
                       .arg(r.source)
                       .arg(printedText(r.gpu), QString::fromLatin1(r.profile.name),
                            r.replicasHeld ? formatWhole(*r.replicasHeld, QLocale::c())
                                           : QStringLiteral("any number (no instance limit)"),
                            r.replicasNeeded ? formatWhole(*r.replicasNeeded, QLocale::c())
                                             : QStringLiteral("n/a"),
                            r.fits ? QString() : QStringLiteral(" (the slice is too small for it)"));
        }
        out += QLatin1Char('\n');
    }
    out += QStringLiteral(
               "Demand from the jobs: %1 reference GPUs of compute; %2 with each service "
               "held at least at one replica\n\n")
               .arg(formatDecimal(sized.demandGpus, QLocale::c(), 3),
                    formatDecimal(sized.demandGpusWithFloors, QLocale::c(), 3));
    // Each option's cost of the work: levelised cost per reference GPU-hour x hours.
    std::vector<QStringList> rows{{QStringLiteral("option"), QStringLiteral("levelised per ref GPU-h")}};
    for (const engine::JobSizing& j : sized.jobs)
        rows.front() << (j.kind == engine::JobKind::Inference ? QStringLiteral("%1 per 1M tokens")
                                                              : QStringLiteral("%1 per run"))
                            .arg(printedText(j.name));
    for (const engine::JobSizing& j : sized.jobs)
        if (j.kind == engine::JobKind::Inference)
            rows.front() << QStringLiteral("%1 per 1M tokens, replicas held").arg(printedText(j.name));
    for (const engine::OptionResult& o : result.options) {
        QStringList row{printedText(o.name),
                        o.levelisedCostPerReferenceGpuHour
                            ? formatMoney(*o.levelisedCostPerReferenceGpuHour, cur, QLocale::c(), 2)
                            : QStringLiteral("n/a")};
        for (const engine::JobCost& c : o.costPerTrainingRun)
            row << (c.value ? formatMoney(*c.value, cur, QLocale::c(), 0) : QStringLiteral("n/a"));
        for (const engine::JobCost& c : o.costPerMillionTokens)
            row << (c.value ? formatMoney(*c.value, cur, QLocale::c(), 4) : QStringLiteral("n/a"));
        for (const engine::JobCost& c : o.costPerMillionTokensReserved)
            row << (c.value ? formatMoney(*c.value, cur, QLocale::c(), 4) : QStringLiteral("n/a"));
        rows.push_back(row);
    }
    out += alignedTable(rows);
    // Where self-hosting beats a hosted API's blended price (engine/api_break_even.h).
    bool anyBreakEven = false;
    for (const engine::OptionResult& o : result.options)
        anyBreakEven = anyBreakEven || !o.apiBreakEven.empty();
    if (anyBreakEven) {
        out += QStringLiteral(
            "\nAPI break-even: the lowest steady token rate at which the option costs at most "
            "the API's blended price per million tokens\n");
        std::vector<QStringList> table{{QStringLiteral("option"), QStringLiteral("job"),
                                        QStringLiteral("API per 1M tokens"), QStringLiteral("break-even")}};
        for (const engine::OptionResult& o : result.options)
            for (const engine::ApiBreakEven& b : o.apiBreakEven) {
                QString value;
                if (!b.tokensPerSecond)
                    value = QStringLiteral(
                                "none: self-hosting does not beat the API at any rate up to %1 tokens/s")
                                .arg(formatWhole(b.highestRate, QLocale::c()));
                else if (*b.tokensPerSecond == 0)
                    value = QStringLiteral("any rate (down to %1 tokens/s)")
                                .arg(formatDecimal(b.lowestRate, QLocale::c(), 4));
                else
                    value = formatDecimal(*b.tokensPerSecond, QLocale::c(), 1) + QStringLiteral(" tokens/s");
                table.push_back({printedText(o.name), printedText(b.job),
                                 formatMoney(b.apiPrice, cur, QLocale::c(), 4), value});
            }
        out += alignedTable(table);
    }
    return out.toUtf8();
}

QByteArray sizingJson(const engine::SizingResult& sized, const engine::Result& result) {
    QJsonObject root;
    root["format"] = QStringLiteral("gputco.sizing");
    root["version"] = 1;
    root["reference_tflops"] = number(sized.referenceTflops);
    root["demand_gpus"] = number(sized.demandGpus);
    root["demand_gpus_with_floors"] = number(sized.demandGpusWithFloors);
    QJsonArray jobs;
    for (const engine::JobSizing& j : sized.jobs) {
        QJsonObject o;
        o["kind"] =
            j.kind == engine::JobKind::Training ? QStringLiteral("training") : QStringLiteral("inference");
        o["name"] = QString::fromStdString(j.name);
        o["params"] = number(j.params);
        o["flops"] = number(j.flops);
        o[j.kind == engine::JobKind::Training ? "reference_gpu_hours_per_run"
                                              : "reference_gpu_hours_per_million_tokens"] =
            number(j.referenceGpuHours);
        o["average_reference_gpus"] = number(j.averageReferenceGpus);
        o["peak_reference_gpus"] = number(j.peakReferenceGpus);
        if (j.kind == engine::JobKind::Inference) o["replica_reference_gpus"] = j.replicaReferenceGpus;
        QJsonObject memory;
        memory["weights_gb"] = number(j.memory.weightsGb);
        memory["optimiser_gb"] = number(j.memory.optimiserGb);
        memory["activations_gb"] = number(j.memory.activationsGb);
        memory["kv_cache_gb"] = number(j.memory.kvCacheGb);
        memory["total_gb"] = number(j.memory.totalGb());
        o["memory"] = memory;
        QJsonArray fits;
        for (const engine::GpuFit& f : j.fits) {
            QJsonObject fit;
            fit["gpu"] = QString::fromStdString(f.gpu);
            fit["memory_gb"] = number(f.memoryGb);
            fit["gpus"] = f.gpus;
            fit["node_gpus"] = f.nodeGpus;
            fit["fit"] = QString::fromLatin1(fitKey(f.fit));
            fits.append(fit);
        }
        o["fits"] = fits;
        QJsonArray mig;
        for (const engine::MigFit& m : j.mig) {
            QJsonObject slice;
            slice["gpu"] = QString::fromStdString(m.gpu);
            slice["profile"] = QString::fromLatin1(m.profile.name);
            slice["per_gpu"] = m.profile.perGpu;
            slice["reference_gpus_per_slice"] = number(m.referenceGpusPerSlice);
            mig.append(slice);
        }
        o["mig"] = mig;
        QJsonArray replicas;
        for (const engine::MigReplicas& r : j.migReplicas) {
            QJsonObject entry;
            entry["option"] = static_cast<int>(r.option);
            entry["source"] = static_cast<int>(r.source);
            entry["gpu"] = QString::fromStdString(r.gpu);
            entry["profile"] = QString::fromLatin1(r.profile.name);
            entry["per_gpu"] = r.profile.perGpu;
            entry["reference_gpus_per_slice"] = number(r.referenceGpusPerSlice);
            entry["replicas_held"] = r.replicasHeld ? number(*r.replicasHeld) : QJsonValue();
            entry["replicas_needed"] = r.replicasNeeded ? number(*r.replicasNeeded) : QJsonValue();
            entry["fits"] = r.fits;
            replicas.append(entry);
        }
        o["mig_replicas"] = replicas;
        jobs.append(o);
    }
    root["jobs"] = jobs;
    QJsonArray options;
    for (const engine::OptionResult& r : result.options) {
        QJsonObject o;
        o["name"] = QString::fromStdString(r.name);
        o["levelised_cost_per_reference_gpu_hour"] = r.levelisedCostPerReferenceGpuHour
                                                         ? QJsonValue(*r.levelisedCostPerReferenceGpuHour)
                                                         : QJsonValue();
        o["cost_per_million_tokens"] = jobCostsJson(r.costPerMillionTokens);
        o["cost_per_million_tokens_reserved"] = jobCostsJson(r.costPerMillionTokensReserved);
        o["cost_per_training_run"] = jobCostsJson(r.costPerTrainingRun);
        o["api_break_even_tokens_per_second"] = apiBreakEvenJson(r.apiBreakEven);
        options.append(o);
    }
    root["options"] = options;
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

}  // namespace gputco::io
