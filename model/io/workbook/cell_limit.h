// Excel's cells hold at most 32,767 characters. libxlsxwriter refuses a longer text with
// "String exceeds Excel's limit", naming neither the cell nor where its text came from, and
// writes a longer note (merged over several cells) cut or not at all without a word. So the
// workbook checks every text before it writes anything, and names the field (issue #32).
#pragma once

#include <cstddef>
#include <string>

#include "model/io/workbook/sheet_model.h"
#include "model/scenario/scenario.h"

namespace gputco::io::workbook {

inline constexpr std::size_t kCellChars = 32767;

// Why `model` cannot be written; "" when every text fits. First a text of `scenario` that is
// too long by itself, as shown (a NUL is the 8 characters of <U+0000>), named by its field:
// "options[2].name: 40,000 characters, more than the 32,767 a workbook cell holds"; else a cell
// that the words around a text make too long: "Comparison!D9 (options[2].name with the words
// around it): 32,775 characters, more than ...".
std::string overlongText(const scenario::Scenario& scenario, const SheetModel& model);

}  // namespace gputco::io::workbook
