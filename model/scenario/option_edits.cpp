#include "model/scenario/option_edits.h"

#include <algorithm>
#include <functional>
#include <optional>
#include <set>
#include <variant>

#include "model/scenario/text_length.h"

namespace gputco::scenario {

namespace {

// Maps an old index to its new one; nullopt when the element is gone.
using IndexMap = std::function<std::optional<std::size_t>(std::size_t)>;

// In `path`, the index after `prefix` (e.g. "options[" or "options[2].sources["), renumbered;
// returns false when the element it names is gone. Paths without the prefix are left alone.
bool renumber(std::string& path, const std::string& prefix, const IndexMap& map) {
    if (path.rfind(prefix, 0) != 0) return true;
    const std::size_t start = prefix.size();
    const std::size_t close = path.find(']', start);
    if (close == std::string::npos) return true;
    std::size_t old = 0;
    for (std::size_t i = start; i < close; ++i) {
        if (path[i] < '0' || path[i] > '9') return true;
        old = old * 10 + static_cast<std::size_t>(path[i] - '0');
    }
    const std::optional<std::size_t> now = map(old);
    if (!now) return false;
    path.replace(start, close - start, std::to_string(*now));
    return true;
}

// Renumbers every path-keyed reference of the scenario.
void renumberPaths(Scenario& s, const std::string& prefix, const IndexMap& map) {
    std::map<std::string, std::string> unknown;
    for (const auto& [key, text] : s.unknownFields)
        if (std::string path = key; renumber(path, prefix, map)) unknown.emplace(std::move(path), text);
    s.unknownFields = std::move(unknown);
    if (!s.uncertainty) return;
    auto& inputs = s.uncertainty->inputs;
    inputs.erase(std::remove_if(inputs.begin(), inputs.end(),
                                [&](UncertainInput& in) { return !renumber(in.path, prefix, map); }),
                 inputs.end());
    // A correlation goes with either of its inputs.
    auto& pairs = s.uncertainty->correlations;
    pairs.erase(std::remove_if(pairs.begin(), pairs.end(),
                               [&](RankCorrelation& c) {
                                   const bool a = renumber(c.a, prefix, map);
                                   return !renumber(c.b, prefix, map) || !a;
                               }),
                pairs.end());
}

std::string sourcesPrefix(std::size_t option) {
    return "options[" + std::to_string(option) + "].sources[";
}

// Index maps for the three kinds of move.
IndexMap moved(std::size_t from, std::size_t to) {
    return [=](std::size_t i) -> std::optional<std::size_t> {
        if (i == from) return to;
        if (from < to && i > from && i <= to) return i - 1;
        if (to < from && i >= to && i < from) return i + 1;
        return i;
    };
}

IndexMap removed(std::size_t index) {
    return [=](std::size_t i) -> std::optional<std::size_t> {
        if (i == index) return std::nullopt;
        return i > index ? i - 1 : i;
    };
}

IndexMap inserted(std::size_t at) {
    return [=](std::size_t i) -> std::optional<std::size_t> { return i >= at ? i + 1 : i; };
}

template <class T>
void moveElement(std::vector<T>& v, std::size_t from, std::size_t to) {
    T item = std::move(v[from]);
    v.erase(v.begin() + static_cast<long>(from));
    v.insert(v.begin() + static_cast<long>(to), std::move(item));
}

// A fresh id: `prefix` and the first number no id in `taken` uses.
std::string freshId(const std::set<std::string>& taken, const char* prefix) {
    for (std::size_t n = 1;; ++n)
        if (std::string id = prefix + std::to_string(n); !taken.count(id)) return id;
}

std::set<std::string> optionIds(const Scenario& s) {
    std::set<std::string> ids;
    for (const Option& o : s.options)
        if (!o.id.empty()) ids.insert(o.id);
    return ids;
}

std::set<std::string> sourceIds(const Scenario& s) {
    std::set<std::string> ids;
    for (const Option& o : s.options)
        for (const Source& x : o.sources)
            if (!sourceId(x).empty()) ids.insert(sourceId(x));
    return ids;
}

// New ids for `option` and its sources, unused in `s` (a copy or an addition).
void freshIds(const Scenario& s, Option& option) {
    std::set<std::string> options = optionIds(s);
    std::set<std::string> sources = sourceIds(s);
    option.id = freshId(options, "option-");
    for (Source& x : option.sources) sources.insert(sourceId(x) = freshId(sources, "source-"));
}

}  // namespace

const std::string& sourceId(const Source& source) {
    return std::visit([](const auto& x) -> const std::string& { return x.id; }, source);
}

std::string& sourceId(Source& source) {
    return std::visit([](auto& x) -> std::string& { return x.id; }, source);
}

bool sameSources(const std::vector<Source>& a, const std::vector<Source>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        Source x = a[i];
        Source y = b[i];
        sourceId(x).clear();
        sourceId(y).clear();
        if (!(x == y)) return false;
    }
    return true;
}

bool isValidId(const std::string& id) {
    if (id.empty() || id.size() > 64) return false;
    return std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
               c == '.' || c == '-';
    });
}

void ensureIds(Scenario& s) {
    std::set<std::string> options = optionIds(s);
    std::set<std::string> sources = sourceIds(s);
    for (Option& o : s.options) {
        if (o.id.empty()) options.insert(o.id = freshId(options, "option-"));
        for (Source& x : o.sources)
            if (std::string& id = sourceId(x); id.empty()) sources.insert(id = freshId(sources, "source-"));
    }
}

std::optional<std::size_t> optionIndex(const Scenario& s, const std::string& id) {
    for (std::size_t i = 0; i < s.options.size(); ++i)
        if (s.options[i].id == id) return i;
    return std::nullopt;
}

std::optional<std::size_t> sourceIndex(const Option& option, const std::string& id) {
    for (std::size_t i = 0; i < option.sources.size(); ++i)
        if (sourceId(option.sources[i]) == id) return i;
    return std::nullopt;
}

std::string uniqueOptionName(const Scenario& s, const std::string& base, const std::string& suffix) {
    const auto taken = [&](const std::string& name) {
        return std::any_of(s.options.begin(), s.options.end(),
                           [&](const Option& o) { return o.name == name; });
    };
    // Within the name's limit: a name of 200 characters has no room for " (2)" after it.
    if (std::string name = nameWith(base, suffix); !taken(name)) return name;
    for (int n = 2;; ++n)
        if (std::string name = nameWith(base, suffix + " (" + std::to_string(n) + ")"); !taken(name))
            return name;
}

bool moveOption(Scenario& s, std::size_t from, std::size_t to) {
    if (from >= s.options.size() || to >= s.options.size()) return false;
    if (from == to) return true;
    moveElement(s.options, from, to);
    renumberPaths(s, "options[", moved(from, to));
    return true;
}

bool removeOption(Scenario& s, std::size_t index) {
    if (index >= s.options.size()) return false;
    // The baseline is named; removing it falls back to the first option (finance.baseline "").
    if (s.finance.baseline == s.options[index].name) s.finance.baseline.clear();
    s.options.erase(s.options.begin() + static_cast<long>(index));
    renumberPaths(s, "options[", removed(index));
    return true;
}

bool duplicateOption(Scenario& s, std::size_t index) {
    if (index >= s.options.size()) return false;
    Option copy = s.options[index];
    copy.name = uniqueOptionName(s, copy.name, " (copy)");
    freshIds(s, copy);
    renumberPaths(s, "options[", inserted(index + 1));
    // The copy keeps the original's unknown members, under its own index.
    const std::string from = "options[" + std::to_string(index) + "]";
    const std::string to = "options[" + std::to_string(index + 1) + "]";
    std::map<std::string, std::string> copied;
    for (const auto& [path, text] : s.unknownFields)
        if (path.rfind(from, 0) == 0 && (path.size() == from.size() || path[from.size()] == '.'))
            copied.emplace(to + path.substr(from.size()), text);
    s.unknownFields.merge(copied);
    s.options.insert(s.options.begin() + static_cast<long>(index + 1), std::move(copy));
    return true;
}

bool addOption(Scenario& s, Option option) {
    if (option.sources.empty()) return false;
    option.name = uniqueOptionName(s, option.name);
    freshIds(s, option);
    s.options.push_back(std::move(option));
    return true;
}

bool moveSource(Scenario& s, std::size_t option, std::size_t from, std::size_t to) {
    if (option >= s.options.size()) return false;
    auto& sources = s.options[option].sources;
    if (from >= sources.size() || to >= sources.size()) return false;
    if (from == to) return true;
    moveElement(sources, from, to);
    renumberPaths(s, sourcesPrefix(option), moved(from, to));
    return true;
}

bool removeSource(Scenario& s, std::size_t option, std::size_t index) {
    if (option >= s.options.size()) return false;
    auto& sources = s.options[option].sources;
    if (index >= sources.size() || sources.size() == 1) return false;
    sources.erase(sources.begin() + static_cast<long>(index));
    renumberPaths(s, sourcesPrefix(option), removed(index));
    return true;
}

bool addSource(Scenario& s, std::size_t option, Source source) {
    if (option >= s.options.size()) return false;
    std::set<std::string> taken = sourceIds(s);
    sourceId(source) = freshId(taken, "source-");
    s.options[option].sources.push_back(std::move(source));
    return true;
}

}  // namespace gputco::scenario
