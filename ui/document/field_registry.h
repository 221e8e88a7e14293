// The words for every input of a scenario (issue #16): what each field is called, its unit,
// how its value is written and a line of help, in the user's language; where it is (the
// option and source, in their names); and what a validation problem means, worded from its
// rule (scenario::Rule) rather than the engine's English. The inputs panel, tooltips,
// explanations, the risk page, the tornado, validation messages, the report's assumptions
// and the catalog dialog all take their words from here, so no file path reaches a person.
#pragma once

#include <QString>

#include "model/scenario/scenario.h"
#include "model/scenario/validation.h"

namespace gputco::ui {

// The most characters a name's field takes. Past the limit (scenario.h: kMaxNameChars), so that
// a name typed or pasted too long stays visible as such and the banner says so, instead of
// being cut without a word; near enough that laying it out anywhere costs nothing.
inline constexpr int kNameFieldMaxChars = 1000;

enum class FieldUnit {
    Number,      // a plain figure: PUE, kW, TB
    Count,       // whole: nodes, instances, months
    Money,       // in the scenario's currency
    Percent,     // stored as a fraction, shown as %
    Identifier,  // a seed: no thousands separators
    Text,        // a name or a choice
};

struct FieldLabel {
    QString text;      // "Server price (USD)", "PUE": the name with its unit
    double scale = 1;  // shown = stored * scale: 100 for a fraction shown in %
    FieldUnit unit = FieldUnit::Number;
    QString help;       // one or two sentences; empty when the name says it all
    bool known = true;  // false: a path the registry has no entry for (named from its key)
};

// `path` as the file names it; `currency` for money units.
FieldLabel fieldLabel(const QString& path, const QString& currency);

// A throughput metric in words: "tensor_fp16" -> "FP16 tensor compute"; its unit, TFLOPS or GB/s.
QString metricName(const QString& metric);
// The same at the start of a cell or a title: "Memory bandwidth".
QString metricLabel(const QString& metric);
QString metricUnit(const QString& metric);
// What measured a probe figure, in words: "GEMM through cuBLASLt" for the probe's gemm_cublaslt.
QString methodName(const QString& method);

// The section of the inputs panel a path belongs to: "general", "demand", "tariffs", "gpus",
// or "options[i]".
QString fieldSection(const QString& path);

// Where a field is, in words: "Buy 4x 8-GPU A100 › Owned servers", "Demand", "Tariff
// cn-industrial", "GPU H200-SXM"; empty for the scenario's general inputs.
QString fieldPlace(const scenario::Scenario& scenario, const QString& path);
// The field's place and name: "Buy 4x 8-GPU A100 › Owned servers › Facility: PUE".
QString fieldTitle(const scenario::Scenario& scenario, const QString& path);

// A stored value as the field shows it: 0.4 -> "40 %", 250000 -> "USD 250,000", 4 -> "4".
QString formatFieldValue(const QString& path, double stored, const QString& currency);
// A value computed for the field (a percentile, a mean), in the field's unit to three
// significant digits: 19.098387 GPUs -> "19.1", 0.069137 USD/kWh -> "USD 0.0691",
// 0.021 -> "2.1 %". Amounts of 1,000 and more keep their whole units: "USD 182,370".
QString formatFieldEstimate(const QString& path, double value, const QString& currency);

// Where the value at `path` came from, in words: "AWS list price after June 2025 cut, as of
// 2026-11"; for a value typed over the catalog's, "user override (was USD 21.96 from AWS list
// price after June 2025 cut, as of 2026-11)"; empty for a value the user typed from the start.
QString provenanceText(const scenario::Scenario& scenario, const QString& path);
// The same, in two parts for a table's source and as-of columns: the override's words go into
// the source and its as-of is then empty (the date is the catalog's, said in the words).
struct ProvenanceWords {
    QString source;  // empty: the user's own value
    QString asOf;
    bool override = false;
};
ProvenanceWords provenanceWords(const scenario::Scenario& scenario, const QString& path);

// A validation problem in the user's language, with the field's units: "must be at least 1,
// got 0.8"; a rule without words of its own falls back to the engine's English message.
QString problemText(const scenario::Scenario& scenario, const scenario::Problem& problem);
// The same after the field's title: "Buy 4x … › Facility: PUE: must be at least 1, got 0.8".
QString problemLine(const scenario::Scenario& scenario, const scenario::Problem& problem);

}  // namespace gputco::ui
