// Plain-text forms of a result for `gputco-cli evaluate`: --csv (one row per option, month
// and category) and --table (a readable summary, one row per option).
#pragma once

#include <QByteArray>

#include "model/engine/result.h"

namespace gputco::io {

QByteArray resultCsv(const engine::Result& result);
QByteArray resultTable(const engine::Result& result);

}  // namespace gputco::io
