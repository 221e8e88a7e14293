// Writes a SheetModel as an .xlsx file through libxlsxwriter (Debian's libxlsxwriter-dev, C
// API), wrapped so that the workbook is always closed and freed and every call's error is
// kept: the first failure is the answer.
#pragma once

#include <string>

#include "model/io/workbook/sheet_model.h"

namespace gputco::io::workbook {

// Writes `model` to `path` (a new file; the caller moves it into place). Returns "" when
// written, else what went wrong in words.
std::string writeXlsx(const SheetModel& model, const std::string& path, const std::string& tmpdir);

}  // namespace gputco::io::workbook
