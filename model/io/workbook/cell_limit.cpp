#include "model/io/workbook/cell_limit.h"

#include <QString>
#include <utility>
#include <vector>

#include "model/io/number_format.h"
#include "model/scenario/provenance_lookup.h"

namespace gputco::io::workbook {

namespace {

// Characters as Excel and libxlsxwriter count them: code points, not UTF-8 bytes.
std::size_t characters(const std::string& utf8) {
    std::size_t n = 0;
    for (const char c : utf8) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
    return n;
}

std::string tooMany(const std::string& what, std::size_t chars) {
    return what + ": " + formatWhole(static_cast<double>(chars)).toStdString() +
           " characters, more than the " + formatWhole(static_cast<double>(kCellChars)).toStdString() +
           " a workbook cell holds";
}

// The scenario's texts that the workbook shows, by field path, each as a cell shows it.
std::vector<std::pair<std::string, std::string>> shownFields(const scenario::Scenario& s) {
    std::vector<std::pair<std::string, std::string>> fields{{"name", cellText(s.name)},
                                                            {"currency", cellText(s.currency)}};
    auto provenance = [&](const std::string& holder, const scenario::Provenance* p) {
        if (!p) return;
        fields.emplace_back(holder + ".source", cellText(p->source));
        fields.emplace_back(holder + ".as_of", cellText(p->asOf));
    };
    for (std::size_t o = 0; o < s.options.size(); ++o) {
        const std::string option = "options[" + std::to_string(o) + "]";
        fields.emplace_back(option + ".name", cellText(s.options[o].name));
        for (std::size_t i = 0; i < s.options[o].sources.size(); ++i) {
            const std::string source = option + ".sources[" + std::to_string(i) + "]";
            provenance(source, scenario::provenanceAt(s, source + ".source"));
        }
    }
    for (const auto& [key, gpu] : s.gpus) provenance("gpus." + key, &gpu.provenance);
    for (const auto& [key, tariff] : s.tariffs) provenance("tariffs." + key, &tariff.provenance);
    return fields;
}

}  // namespace

std::string overlongText(const scenario::Scenario& scenario, const SheetModel& model) {
    const auto fields = shownFields(scenario);
    for (const auto& [path, text] : fields)
        if (const std::size_t n = characters(text); n > kCellChars) return tooMany(path, n);
    for (const Sheet& sheet : model.sheets)
        for (const auto& [at, cell] : sheet.cells()) {
            if (cell.kind != Cell::Kind::Text) continue;
            const std::size_t n = characters(cell.text);
            if (n <= kCellChars) continue;
            // The longest field in it is the one to shorten.
            std::string in;
            std::size_t longest = 0;
            for (const auto& [path, text] : fields)
                if (text.size() > longest && cell.text.find(text) != std::string::npos)
                    in = path, longest = text.size();
            const std::string where = sheet.name() + "!" + cellName(at.first, at.second);
            return tooMany(in.empty() ? where : where + " (" + in + " with the words around it)", n);
        }
    return {};
}

}  // namespace gputco::io::workbook
