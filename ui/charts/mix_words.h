// A capacity mix of the optimiser (issue #21) in words, as the Optimise dialog and the report
// both write it: "source 1: 7 owned nodes; source 3: at most 4 spot instances".
#pragma once

#include <QCoreApplication>
#include <QString>
#include <vector>

#include "model/engine/mix_model.h"
#include "model/scenario/scenario.h"

namespace gputco::ui {

// The translation context of these words (spelled without the namespace: see report_text.h).
struct MixWords {
    Q_DECLARE_TR_FUNCTIONS(MixWords)
};

// "7 owned nodes", "3 reserved instances", "at most 4 spot instances".
QString mixUnitWords(engine::SourceKind kind, int count);
// "owned nodes", "reserved instances", "spot instances".
QString mixKindWords(engine::SourceKind kind);
// What a source is, in words: an owned source's server as the file names it ("DGX A100 (8x A100
// 40GB)"), a cloud source's machine from its catalog key ("aws/us-east-1/p4d.24xlarge/spot":
// "p4d.24xlarge, us-east-1"), else its GPU model.
QString mixSourceWords(const scenario::Source& source);
// Each variable's count with its source's number in the option.
QString mixWords(const std::vector<engine::MixVariable>& variables, const engine::Mix& counts);

}  // namespace gputco::ui
