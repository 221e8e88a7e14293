// A capacity mix of the optimiser (issue #21) in words, as the Optimise dialog and the report
// both write it: "source 1: 7 owned nodes; source 3: at most 4 spot instances".
#pragma once

#include <QCoreApplication>
#include <QString>
#include <vector>

#include "model/engine/mix_model.h"

namespace gputco::ui {

// The translation context of these words (spelled without the namespace: see report_text.h).
struct MixWords {
    Q_DECLARE_TR_FUNCTIONS(MixWords)
};

// "7 owned nodes", "3 reserved instances", "at most 4 spot instances".
QString mixUnitWords(engine::SourceKind kind, int count);
// "owned nodes", "reserved instances", "spot instances".
QString mixKindWords(engine::SourceKind kind);
// Each variable's count with its source's number in the option.
QString mixWords(const std::vector<engine::MixVariable>& variables, const engine::Mix& counts);

}  // namespace gputco::ui
