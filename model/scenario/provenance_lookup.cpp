#include "model/scenario/provenance_lookup.h"

#include <cstdlib>
#include <variant>

#include "model/scenario/price_age.h"

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

// Where the holder's own part of `path` starts: after "options[o].sources[i].",
// "tariffs.NAME." or "gpus.NAME."; npos when the path is in none.
std::size_t keyStart(const std::string& path) {
    static const std::string options = "options", sources = ".sources";
    if (path.rfind(options, 0) == 0) {
        std::size_t o = 0, i = 0, end = 0;
        if (!indexAt(path, options.size(), o, end)) return std::string::npos;
        if (path.compare(end + 1, sources.size(), sources) != 0) return std::string::npos;
        if (!indexAt(path, end + 1 + sources.size(), i, end)) return std::string::npos;
        return end + 1 < path.size() && path[end + 1] == '.' ? end + 2 : std::string::npos;
    }
    for (const std::string prefix : {"tariffs.", "gpus."})
        if (path.rfind(prefix, 0) == 0) {
            const std::size_t dot = path.find('.', prefix.size());
            return dot == std::string::npos ? std::string::npos : dot + 1;
        }
    return std::string::npos;
}

}  // namespace

Provenance* provenanceAt(Scenario& s, const std::string& path) {
    return const_cast<Provenance*>(provenanceAt(static_cast<const Scenario&>(s), path));
}

std::string catalogFieldKey(const std::string& path) {
    const std::size_t start = keyStart(path);
    if (start == std::string::npos) return {};
    const std::string key = path.substr(start);
    static const char* const kSources[] = {
        "price_per_hour", "gpus_per_instance", "term_months", "upfront_fraction",
        "server_price",   "gpus_per_node",     "max_kw"};
    if (path.rfind("options", 0) == 0) {
        for (const char* k : kSources)
            if (key == k) return key;
        return {};
    }
    if (path.rfind("tariffs.", 0) == 0) return key == "price_per_kwh" ? key : std::string();
    if (key == "memory_gb" || key.rfind("datasheet.", 0) == 0 || key.rfind("efficiency.", 0) == 0) return key;
    return {};
}

void noteOverride(Scenario& s, const std::string& path, double before, double after) {
    const std::string key = catalogFieldKey(path);
    Provenance* p = key.empty() ? nullptr : provenanceAt(s, path);
    if (!p || p->source.empty()) return;
    const auto it = p->overrides.find(key);
    if (it != p->overrides.end()) {
        if (it->second == after) p->overrides.erase(it);  // the catalog's value again
    } else if (before != after) {
        p->overrides[key] = before;
    }
}

std::optional<double> overriddenCatalogValue(const Scenario& s, const std::string& path) {
    const std::string key = catalogFieldKey(path);
    const Provenance* p = key.empty() ? nullptr : provenanceAt(s, path);
    if (!p) return std::nullopt;
    const auto it = p->overrides.find(key);
    return it == p->overrides.end() ? std::nullopt : std::optional<double>(it->second);
}

bool isEstimatedPrice(const Scenario& s, const std::string& path) {
    if (!isCatalogPrice(path)) return false;
    const Provenance* p = provenanceAt(s, path);
    return p && p->estimate;
}

std::vector<std::size_t> optionsOnEstimates(const Scenario& s) {
    std::vector<std::size_t> found;
    for (std::size_t o = 0; o < s.options.size(); ++o) {
        bool estimated = false;
        for (const Source& source : s.options[o].sources) {
            estimated = estimated || std::visit([](const auto& x) { return x.provenance.estimate; }, source);
            if (const auto* owned = std::get_if<OwnedSource>(&source)) {
                const auto tariff = s.tariffs.find(owned->facility.tariff);
                estimated = estimated || (tariff != s.tariffs.end() && tariff->second.provenance.estimate);
            }
        }
        if (estimated) found.push_back(o);
    }
    return found;
}

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
