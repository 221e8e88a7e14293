#include "model/io/workbook/input_names.h"

#include <cctype>
#include <utility>
#include <variant>

#include "model/scenario/field_paths.h"

namespace gputco::io::workbook {

namespace {

// Fields that set a source's capacity: a formula may price them (hardware is nodes x price),
// but the hours and energy on the option sheets would not follow a change.
bool movesCapacity(const std::string& path) {
    for (const char* key :
         {".nodes", ".gpus_per_node", ".instances", ".availability", ".gpus_per_instance"}) {
        const std::string k(key);
        if (path.size() >= k.size() && path.compare(path.size() - k.size(), k.size(), k) == 0) return true;
    }
    return false;
}

bool replaceFront(std::string& text, const std::string& from, const std::string& to) {
    if (text.rfind(from, 0) != 0) return false;
    text.replace(0, from.size(), to);
    return true;
}

}  // namespace

std::string optionPath(std::size_t option) {
    return "options[" + std::to_string(option) + "]";
}

std::string sourcePath(std::size_t option, std::size_t source) {
    return optionPath(option) + ".sources[" + std::to_string(source) + "]";
}

std::string InputNames::nameFor(const std::string& path) {
    std::string p = path;
    // The scenario-wide ones people look for by their short names.
    if (p == "finance.discount_rate") return "discount_rate";
    if (p == "tax.rate") return "tax_rate";
    if (p == "finance.cost_of_debt") return "cost_of_debt";
    if (p == "finance.inflation_per_year") return "inflation_per_year";
    replaceFront(p, "demand.jobs.", "job_");
    // options[3].sources[0].facility.pue -> opt4_src1_pue
    std::string out;
    for (std::size_t i = 0; i < p.size();) {
        const auto open = p.find('[', i);
        if (open == std::string::npos) {
            out += p.substr(i);
            break;
        }
        const auto close = p.find(']', open);
        std::string word = p.substr(i, open - i);
        const auto dot = word.rfind('.');
        const std::string head = dot == std::string::npos ? "" : word.substr(0, dot + 1);
        word = dot == std::string::npos ? word : word.substr(dot + 1);
        if (word == "options")
            word = "opt";
        else if (word == "sources")
            word = "src";
        out += head + word + std::to_string(std::stoul(p.substr(open + 1, close - open - 1)) + 1);
        i = close + 1;
    }
    // Sections inside a source or an option that add nothing to a name: opt4_src1_pue.
    for (const auto& [from, to] : {std::pair<std::string, std::string>{".facility.", "."},
                                   {".cloud_extras.", "."},
                                   {".staff.", ".staff_"},
                                   {".financing.", ".financing_"}})
        for (auto at = out.find(from); at != std::string::npos; at = out.find(from, at + to.size()))
            out.replace(at, from.size(), to);
    std::string name;
    for (char c : out) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
    return name;
}

InputNames::InputNames(const scenario::Scenario& scenario) : scenario_(scenario) {
    std::vector<std::string> paths = scenario::numericFieldPaths(scenario);
    // A subscription is quoted per month: show that, and let the formulas divide by 730.
    for (std::string& path : paths) {
        const std::string tail = ".price_per_hour";
        if (path.size() < tail.size() || path.compare(path.size() - tail.size(), tail.size(), tail) != 0)
            continue;
        const auto lookup =
            scenario::findField(scenario, path.substr(0, path.size() - tail.size()) + ".price_per_month");
        if (lookup.field) path = path.substr(0, path.size() - tail.size()) + ".price_per_month";
    }
    // Tariffs and GPU models are keyed by their names, which need not be ASCII: numbered.
    std::map<std::string, std::string> keyed;
    int tariff = 0;
    for (const auto& [key, t] : scenario.tariffs)
        keyed["tariffs." + key + "."] = "tariff" + std::to_string(++tariff) + "_";
    int gpu = 0;
    for (const auto& [key, g] : scenario.gpus)
        keyed["gpus." + key + "."] = "gpu" + std::to_string(++gpu) + "_";

    std::set<std::string> taken;
    for (const std::string& path : paths) {
        const auto lookup = scenario::findField(scenario, path);
        if (!lookup.field) continue;
        std::string name;
        for (const auto& [prefix, shortName] : keyed)
            if (path.rfind(prefix, 0) == 0) {
                std::string rest = path.substr(prefix.size());
                for (char& c : rest)
                    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                name = shortName + rest;
            }
        if (name.empty()) name = nameFor(path);
        for (int n = 2; taken.count(name); ++n) name = nameFor(path) + "_" + std::to_string(n);
        taken.insert(name);
        byPath_[path] = rows_.size();
        rows_.push_back({path, name, lookup.field->get()});
    }
}

Expr InputNames::operator()(const std::string& path) {
    const auto it = byPath_.find(path);
    if (it == byPath_.end()) {
        const auto lookup = scenario::findField(scenario_, path);
        missing_.push_back(path);
        return Expr::number(lookup.field ? lookup.field->get() : 0.0);
    }
    used_.insert(path);
    const Row& row = rows_[it->second];
    return Expr::ref(row.name, row.value);
}

std::vector<DefinedName> InputNames::writeSheet(Sheet& sheet, const WorkbookText& text) const {
    sheet.text(0, 0, text.word(Word::SheetInputs), Style::Title);
    sheet.note(1, 0, 6, text.word(Word::InputsNote), 3);
    sheet.print(true, kFirstRow - 1, kFirstRow - 1);
    const Word headers[] = {Word::Input, Word::Value,       Word::Unit,          Word::Source,
                            Word::AsOf,  Word::DefinedName, Word::FollowsChanges};
    for (int c = 0; c < 7; ++c) sheet.text(kFirstRow - 1, c, text.word(headers[c]), Style::Header);
    sheet.width(0, 100), sheet.width(1, 16), sheet.width(2, 10), sheet.width(3, 48), sheet.width(4, 11);
    sheet.width(5, 30), sheet.width(6, 44);
    sheet.freeze(kFirstRow, 1);

    std::vector<DefinedName> names;
    int row = kFirstRow;
    for (const Row& r : rows_) {
        const InputWords words = text.input(scenario_, r.path);
        sheet.text(row, 0, words.label);
        sheet.number(row, 1, r.value, Style::Input, words.percent ? Format::Percent : Format::General);
        sheet.text(row, 2, words.unit);
        sheet.text(row, 3, words.source);
        sheet.text(row, 4, words.asOf);
        sheet.text(row, 5, r.name);
        Word follows = Word::Yes;
        if (r.path.rfind("uncertainty", 0) == 0)
            follows = Word::NoRiskOnly;
        else if (movesCapacity(r.path))
            follows = Word::NoCapacity;
        else if (!used_.count(r.path))
            follows = Word::NoSchedule;
        sheet.text(row, 6, text.word(follows));
        names.push_back({r.name, "=" + sheet.prefix() + cellName(row, 1, true)});
        ++row;
    }
    return names;
}

}  // namespace gputco::io::workbook
