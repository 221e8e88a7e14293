// The sizing of a job in words (issue #17), shared by the Sizing page and the report: each
// step of the arithmetic with its formula and its value, how the job sits on each GPU model,
// the MIG slice that holds it, and a figure's scientific notation that reads as it is
// written on paper ("4.82 × 10²²"), in the user's language.
#pragma once

#include <QString>
#include <optional>
#include <vector>

#include "model/engine/sizing.h"
#include "model/scenario/scenario.h"

namespace gputco::ui {

struct SizingStep {
    QString what;     // "Work per run"
    QString formula;  // "6 × N × D = 6 × 8.03 × 10⁹ × 1.61 × 10¹¹"
    QString value;    // "7.75 × 10²¹ FLOPs"
};

// `sized` is sizing(s).jobs[index]; its inputs are read from `s`.
std::vector<SizingStep> sizingSteps(const scenario::Scenario& s, const engine::SizingResult& sizing,
                                    std::size_t index);

// "Fits on one GPU", "Needs 4 GPUs (tensor parallel)", "Needs 16 GPUs: more than a node of 8",
// "Memory not known".
QString fitText(const engine::GpuFit& fit);
// "3 × 2g.10gb per GPU, each 2/7 of its compute".
QString migText(const engine::MigFit& fit);
// "Weights 16.1 GB + KV cache 4.3 GB = 20.4 GB".
QString memoryText(const engine::MemoryParts& memory);
// 4.82e22 -> "4.82 × 10²²"; below 10^6 the plain number with separators.
QString scientific(double value);
// "Training job" or "Inference service".
QString jobKindText(engine::JobKind kind);
// A precision's name: "FP16", "BF16", "INT4".
QString precisionText(scenario::Precision precision);
// The scenario's jobs, training first then inference: the name of job `index`.
QString jobName(const scenario::Scenario& s, std::size_t index);
// A job's cost as money: a million tokens may cost a cent, so small amounts keep three
// significant figures ("USD 0.0103"), large ones whole units.
QString jobCostMoney(double cost, const QString& currency);
// Where self-hosting on `option` beats the API's blended price for service `job`: "beats the
// API (USD 0.30) above 1,234 tokens/s"; empty without an API price for it.
QString breakEvenText(const engine::OptionResult& option, const std::string& job, const QString& currency);
// Each option's cost of job `index` (per run or per million tokens), or none.
std::optional<double> jobCost(const engine::OptionResult& option, const engine::SizingResult& sizing,
                              std::size_t index);
// An inference service's cost per million tokens on what it holds (max(compute, one replica));
// none for a training job or without a levelised cost.
std::optional<double> heldJobCost(const engine::OptionResult& option, const engine::SizingResult& sizing,
                                  std::size_t index);

}  // namespace gputco::ui
