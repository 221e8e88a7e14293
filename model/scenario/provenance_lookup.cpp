#include "model/scenario/provenance_lookup.h"

#include <cstdlib>

namespace gputco::scenario {

namespace {

// The number in "prefix[N]" at the start of `path` (after `from`), and where it ends.
bool indexAt(const std::string& path, std::size_t from, std::size_t& value, std::size_t& end) {
    if (from >= path.size() || path[from] != '[') return false;
    end = path.find(']', from);
    if (end == std::string::npos || end == from + 1) return false;
    value = 0;
    for (std::size_t i = from + 1; i < end; ++i) {
        if (path[i] < '0' || path[i] > '9') return false;
        value = value * 10 + static_cast<std::size_t>(path[i] - '0');
    }
    return true;
}

// The name after "tariffs." or "gpus." up to the next '.'.
std::string nameAfter(const std::string& path, std::size_t from) {
    const std::size_t dot = path.find('.', from);
    return path.substr(from, dot == std::string::npos ? std::string::npos : dot - from);
}

}  // namespace

const Provenance* provenanceAt(const Scenario& s, const std::string& path) {
    static const std::string options = "options", sources = ".sources";
    if (path.rfind(options, 0) == 0) {
        std::size_t o = 0, i = 0, end = 0;
        if (!indexAt(path, options.size(), o, end) || o >= s.options.size()) return nullptr;
        if (path.compare(end + 1, sources.size(), sources) != 0) return nullptr;
        if (!indexAt(path, end + 1 + sources.size(), i, end) || i >= s.options[o].sources.size())
            return nullptr;
        return std::visit([](const auto& x) { return &x.provenance; }, s.options[o].sources[i]);
    }
    if (path.rfind("tariffs.", 0) == 0) {
        const auto it = s.tariffs.find(nameAfter(path, 8));
        return it == s.tariffs.end() ? nullptr : &it->second.provenance;
    }
    if (path.rfind("gpus.", 0) == 0) {
        const auto it = s.gpus.find(nameAfter(path, 5));
        return it == s.gpus.end() ? nullptr : &it->second.provenance;
    }
    return nullptr;
}

}  // namespace gputco::scenario
