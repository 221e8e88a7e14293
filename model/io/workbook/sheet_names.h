// The option sheets are named after their options (issue #34): "Option 3" said nothing about
// which option a tab held. A spreadsheet's sheet name has rules a name from a file need not
// keep: at most 31 characters, none of []:*?/\, no apostrophe first or last, not "History",
// and no two alike whatever their case.
#pragma once

#include <string>
#include <vector>

namespace gputco::io::workbook {

inline constexpr int kMaxSheetNameChars = 31;  // Excel's limit, in UTF-16 code units

// One sheet name per option name, unique among themselves and against `taken` (the other
// sheets' names); an option whose name leaves nothing is named `fallback` with its number
// ("Option %1"). A name cut or repeated ends in " (2)", " (3)", ... when it would collide.
std::vector<std::string> optionSheetNames(const std::vector<std::string>& optionNames,
                                          const std::vector<std::string>& taken, const std::string& fallback);

}  // namespace gputco::io::workbook
