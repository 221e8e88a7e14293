// The length of every text of a scenario (scenario.h: kMaxNameChars, kMaxNoteChars; issue #32).
#include <cstddef>
#include <map>
#include <string>
#include <type_traits>
#include <variant>

#include "model/scenario/text_length.h"
#include "model/scenario/validation_checks.h"

namespace gputco::scenario::detail {

namespace {

// How much of a text too long a message quotes: enough to tell which text it is.
constexpr std::size_t kQuotedChars = 32;

// "1,048,576": the lengths are counts a person reads.
std::string grouped(std::size_t n) {
    std::string digits = std::to_string(n);
    for (auto at = static_cast<std::ptrdiff_t>(digits.size()) - 3; at > 0; at -= 3)
        digits.insert(static_cast<std::size_t>(at), ",");
    return digits;
}

class TextLimits {
public:
    explicit TextLimits(Checker& check) : check_(check) {}

    bool any() const { return any_; }

    // A text at its own path.
    void name(const std::string& path, const std::string& text) { limit(path, text, kMaxNameChars); }
    void note(const std::string& path, const std::string& text) { limit(path, text, kMaxNoteChars); }

    // The names a map is keyed by (GPU models, tariffs, metrics, currencies): a name too long
    // is reported at the map, since a path holding it would be as long. False for such a key:
    // what it holds is then not looked at.
    bool key(const std::string& mapPath, const std::string& key) {
        return limit(mapPath, key, kMaxNameChars);
    }
    template <typename Value>
    void keys(const std::string& mapPath, const std::map<std::string, Value>& map) {
        for (const auto& entry : map) key(mapPath, entry.first);
    }

    void provenance(const std::string& path, const Provenance& p) {
        note(member(path, "source"), p.source);
        name(member(path, "as_of"), p.asOf);
        keys(member(path, "overrides"), p.overrides);
    }

private:
    bool limit(const std::string& path, const std::string& text, std::size_t max) {
        // Bytes first: no text of at most `max` bytes has more characters.
        if (text.size() <= max) return true;
        const std::size_t chars = charCount(text);
        if (chars <= max) return true;
        const std::string quoted = shortened(text, kQuotedChars);
        check_.report(path,
                      "\"" + quoted + "\" is " + grouped(chars) + " characters long, more than the " +
                          grouped(max) + " allowed",
                      max == kMaxNameChars ? Rule::NameTooLong : Rule::NoteTooLong,
                      {static_cast<double>(max), static_cast<double>(chars)}, quoted);
        any_ = true;
        return false;
    }

    Checker& check_;
    bool any_ = false;
};

void gpuTexts(const std::string& path, const GpuModel& gpu, TextLimits& texts) {
    texts.keys(member(path, "datasheet"), gpu.datasheet);
    texts.keys(member(path, "efficiency"), gpu.efficiency);
    texts.provenance(path, gpu.provenance);
    if (!gpu.calibration) return;
    const ProbeCalibration& c = *gpu.calibration;
    const std::string at = member(path, "calibration");
    texts.name(member(at, "device"), c.device);
    texts.name(member(at, "uuid"), c.uuid);
    texts.name(member(at, "measured_at"), c.measuredAt);
    texts.name(member(at, "probe_version"), c.probeVersion);
    texts.name(member(at, "origin"), c.origin);
    texts.keys(member(at, "measured"), c.measured);
    texts.keys(member(at, "probe_datasheet"), c.probeDatasheet);
    texts.keys(member(at, "previous_efficiency"), c.previousEfficiency);
    for (const auto& [metric, method] : c.methods)
        if (texts.key(member(at, "methods"), metric))
            texts.name(member(member(at, "methods"), metric), method);
}

void sourceTexts(const std::string& path, const Source& source, TextLimits& texts) {
    std::visit(
        [&](const auto& s) {
            if constexpr (std::is_same_v<std::decay_t<decltype(s)>, OwnedSource>) {
                texts.name(member(path, "server"), s.server);
                texts.name(member(member(path, "facility"), "tariff"), s.facility.tariff);
            } else {
                texts.name(member(path, "offer"), s.offer);
            }
            texts.name(member(path, "gpu"), s.gpu);
            texts.name(member(path, "mig_profile"), s.migProfile);
            texts.provenance(path, s.provenance);
        },
        source);
}

void optionTexts(const std::string& path, const Option& option, TextLimits& texts) {
    texts.name(member(path, "name"), option.name);
    for (std::size_t j = 0; j < option.sources.size(); ++j)
        sourceTexts(element(member(path, "sources"), j), option.sources[j], texts);
    if (option.optimised) {
        texts.name(member(member(path, "optimised"), "from"), option.optimised->optionName);
        texts.name(member(member(path, "optimised"), "from_id"), option.optimised->optionId);
    }
}

}  // namespace

bool validateTextLengths(const Scenario& s, Checker& check) {
    TextLimits texts(check);
    texts.name("name", s.name);
    texts.note("notes", s.notes);
    texts.name("currency", s.currency);
    texts.name("as_of", s.asOf);
    texts.keys("fx", s.fx);
    texts.name("finance.baseline", s.finance.baseline);
    texts.keys("workload.bound", s.workload.bound);
    for (const auto& [name, gpu] : s.gpus)
        if (texts.key("gpus", name)) gpuTexts(member("gpus", name), gpu, texts);
    for (const auto& [name, tariff] : s.tariffs)
        if (texts.key("tariffs", name)) texts.provenance(member("tariffs", name), tariff.provenance);
    if (s.demand.jobs) {
        for (std::size_t i = 0; i < s.demand.jobs->training.size(); ++i)
            texts.name(member(element("demand.jobs.training", i), "name"), s.demand.jobs->training[i].name);
        for (std::size_t i = 0; i < s.demand.jobs->inference.size(); ++i)
            texts.name(member(element("demand.jobs.inference", i), "name"), s.demand.jobs->inference[i].name);
    }
    for (std::size_t i = 0; i < s.options.size(); ++i)
        optionTexts(element("options", i), s.options[i], texts);
    if (s.uncertainty)
        for (std::size_t i = 0; i < s.uncertainty->inputs.size(); ++i)
            texts.name(member(element("uncertainty.inputs", i), "path"), s.uncertainty->inputs[i].path);
    return !texts.any();
}

}  // namespace gputco::scenario::detail
