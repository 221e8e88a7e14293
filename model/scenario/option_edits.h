// Structural edits of a scenario's options and sources (add, remove, duplicate, reorder).
// Other parts of a scenario name options and sources by index, in field paths: uncertainty
// inputs ("options[2].sources[0].facility.pue") and the unknown members kept for saving
// (Scenario::unknownFields). Each edit here renumbers those paths with the move, drops the
// ones under what was removed, and keeps the baseline (named, not indexed) valid.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "model/scenario/scenario.h"

namespace gputco::scenario {

// Each returns false (and changes nothing) when an index is out of range or the edit would
// leave an option without sources.
bool moveOption(Scenario& s, std::size_t from, std::size_t to);
bool removeOption(Scenario& s, std::size_t index);
// Inserts a copy after `index`, named "<name> (copy)" (or "(copy) (2)", ... until unique; the
// name cut to fit kMaxNameChars).
bool duplicateOption(Scenario& s, std::size_t index);
bool addOption(Scenario& s, Option option);

bool moveSource(Scenario& s, std::size_t option, std::size_t from, std::size_t to);
bool removeSource(Scenario& s, std::size_t option, std::size_t index);
bool addSource(Scenario& s, std::size_t option, Source source);

// Stable ids: every option and source gets one that no other option (or source) has, kept
// across moves, renames and saves. ensureIds() gives one to each that has none ("option-3",
// "source-7"); the edits above give new ones to what they add or copy.
void ensureIds(Scenario& s);
const std::string& sourceId(const Source& source);
std::string& sourceId(Source& source);
// Whether two lists of sources say the same, ids aside: an option added from the optimiser in
// the app gets ids of its own for the searched option's sources.
bool sameSources(const std::vector<Source>& a, const std::vector<Source>& b);
// The index of the option with `id`; nullopt when none.
std::optional<std::size_t> optionIndex(const Scenario& s, const std::string& id);
// The index of `option`'s source with `id`; nullopt when none.
std::optional<std::size_t> sourceIndex(const Option& option, const std::string& id);
// Whether an id has the allowed form: 1 to 64 of A-Z a-z 0-9 _ . -
bool isValidId(const std::string& id);

// A name not used by any option: `base` + `suffix`, else "base suffix (2)", "base suffix (3)",
// ...; `base` cut so that the name is at most kMaxNameChars.
std::string uniqueOptionName(const Scenario& s, const std::string& base, const std::string& suffix = "");

}  // namespace gputco::scenario
