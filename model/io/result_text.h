// Plain-text forms of a result for `gputco-cli evaluate`: --csv (one row per option, month
// and category, then one per option and figure) and --table (a readable summary: the costs of
// each option, then each against the baseline with the basis of every column said).
#pragma once

#include <QByteArray>
#include <QStringList>
#include <vector>

#include "model/engine/result.h"

namespace gputco::io {

QByteArray resultCsv(const engine::Result& result);
QByteArray resultTable(const engine::Result& result);
// The basis of the financing NPV in words: the (after-tax) cost of debt, or each loan's own rate.
QString financingBasis(const engine::Result& result);
// Columns padded to their widest cell; the first left-aligned, the others right-aligned.
QString alignedTable(const std::vector<QStringList>& rows);

}  // namespace gputco::io
