// Plain-text forms of a result for `gputco-cli evaluate`: --csv (one row per option, month
// and category, then one per option and figure) and --table (a readable summary: the costs of
// each option, then each against the baseline with the basis of every column said).
#pragma once

#include <QByteArray>

#include "model/engine/result.h"

namespace gputco::io {

QByteArray resultCsv(const engine::Result& result);
QByteArray resultTable(const engine::Result& result);

}  // namespace gputco::io
