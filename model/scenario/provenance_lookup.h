// Where the value at a field path came from: the source and as-of date that the catalog row
// copied into the scenario carried (the source, tariff or GPU model the path is inside).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/scenario/scenario.h"

namespace gputco::scenario {

// Null when the path is not inside a source, tariff or GPU model, or names none that exists.
const Provenance* provenanceAt(const Scenario& s, const std::string& path);
Provenance* provenanceAt(Scenario& s, const std::string& path);

// The key of `path` within its source, tariff or GPU model when that field is one a catalog
// row sets (a cloud offer's price, GPUs per instance, term and upfront share; a server's
// price, GPUs and power; a tariff's price; a GPU model's datasheet, efficiencies and memory);
// empty for every other field (a facility, a financing, an escalation are the user's own).
std::string catalogFieldKey(const std::string& path);

// After the field at `path` changed from `before` to `after`: a catalog field of a holder
// with a catalog source records the catalog value it replaced (once: the first value typed
// over it), and forgets it when the catalog value is typed back.
void noteOverride(Scenario& s, const std::string& path, double before, double after);

// The catalog value the field at `path` replaced; nullopt when it holds the catalog's own.
std::optional<double> overriddenCatalogValue(const Scenario& s, const std::string& path);

// Whether `path` is a price (a server's price, a cloud offer's price per hour or month, a
// tariff's prices per kWh: isCatalogPrice) whose source or tariff is marked as the user's
// estimate (issue #33).
bool isEstimatedPrice(const Scenario& s, const std::string& path);
// The options (their indices, in file order) that rest on such a price: one of their sources
// is marked, or the tariff an owned source's power is priced at.
std::vector<std::size_t> optionsOnEstimates(const Scenario& s);

}  // namespace gputco::scenario
