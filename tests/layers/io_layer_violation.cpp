// A file that would sit in gputco_files (model/io, the scenario and probe files) and uses the
// workbook, a library above it. tests/layers/CMakeLists.txt builds it against gputco_files
// alone: it must not link.
#include "model/io/workbook/sheet_names.h"

int main() {
    return static_cast<int>(gputco::io::workbook::optionSheetNames({"A"}, {}, "Option").size());
}
