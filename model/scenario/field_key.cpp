#include "model/scenario/field_key.h"

#include <optional>

#include "model/scenario/option_edits.h"

namespace gputco::scenario {

namespace {

// Reads "<word>[digits]" at the start of `rest`, moving past it; none (and `rest` unmoved)
// when it is not there.
std::optional<std::size_t> readIndexed(std::string_view& rest, std::string_view word) {
    if (rest.substr(0, word.size()) != word || rest.size() <= word.size() || rest[word.size()] != '[')
        return std::nullopt;
    std::size_t at = word.size() + 1;
    std::size_t value = 0;
    const std::size_t first = at;
    // At most 18 digits: more cannot be an index, and would overflow.
    while (at < rest.size() && rest[at] >= '0' && rest[at] <= '9' && at - first < 18)
        value = value * 10 + static_cast<std::size_t>(rest[at++] - '0');
    if (at == first || at >= rest.size() || rest[at] != ']') return std::nullopt;
    rest.remove_prefix(at + 1);
    return value;
}

}  // namespace

FieldKey fieldKey(const Scenario& s, std::string_view path) {
    const FieldKey whole{{}, {}, std::string(path)};
    std::string_view rest = path;
    const std::optional<std::size_t> o = readIndexed(rest, "options");
    if (!o || *o >= s.options.size() || rest.size() < 2 || rest[0] != '.') return whole;
    const Option& option = s.options[*o];
    rest.remove_prefix(1);
    std::string_view member = rest;
    if (const std::optional<std::size_t> i = readIndexed(rest, "sources")) {
        if (*i >= option.sources.size() || rest.size() < 2 || rest[0] != '.') return whole;
        return {option.id, sourceId(option.sources[*i]), std::string(rest.substr(1))};
    }
    return {option.id, {}, std::string(member)};
}

std::string fieldPath(const Scenario& s, const FieldKey& key) {
    if (!key.ofOption()) return key.member;
    const std::optional<std::size_t> o = optionIndex(s, key.optionId);
    if (!o) return {};
    std::string path = "options[" + std::to_string(*o) + "].";
    if (key.ofSource()) {
        const std::optional<std::size_t> i = sourceIndex(s.options[*o], key.sourceId);
        if (!i) return {};
        path += "sources[" + std::to_string(*i) + "].";
    }
    return path + key.member;
}

}  // namespace gputco::scenario
