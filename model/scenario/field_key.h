// Which field of a scenario an editor, a tool tip or a change is about, by the stable ids of
// its option and source (issue #35), not by their place. An index path
// ("options[2].sources[0].facility.pue", field_paths.h) is the file's way of naming a field:
// it changes when an option or a source moves, so the program keeps a key and asks for the
// path only where a path is what is wanted (a validation problem's, a provenance entry's, the
// report's audit column).
#pragma once

#include <string>
#include <string_view>
#include <utility>

#include "model/scenario/scenario.h"

namespace gputco::scenario {

struct FieldKey {
    std::string optionId;  // empty: a field of the scenario itself ("demand.gpus")
    std::string sourceId;  // empty: the option's own field ("staff.fte")
    // The rest of the path after the option or the source ("facility.pue", "staff.fte"); the
    // whole path for a field of the scenario itself.
    std::string member;

    // A field of the scenario itself, under no option: "demand.gpus", "tax.enabled".
    static FieldKey ofScenario(std::string path) { return {{}, {}, std::move(path)}; }

    bool ofOption() const { return !optionId.empty(); }
    bool ofSource() const { return !sourceId.empty(); }
    // One string for the key: for a map, or to merge an edit's keystrokes into one undo step.
    std::string text() const { return optionId + '/' + sourceId + '/' + member; }
    friend bool operator==(const FieldKey&, const FieldKey&) = default;
};

// The key of the field at `path` in `s`. A path that names no option or source of `s` (out of
// range, or not an option's field at all) is kept whole as the member.
FieldKey fieldKey(const Scenario& s, std::string_view path);
// The path of the field `key` names, in `s` as it is now; empty when its option or source is
// no longer there.
std::string fieldPath(const Scenario& s, const FieldKey& key);

}  // namespace gputco::scenario
