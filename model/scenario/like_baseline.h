// A new option starts like the baseline (issue #34, "Like-for-like options"): from the
// baseline's scenario-wide lines, so that it is compared with the baseline on the same
// footing unless the user changes it. Used by the "Add option" templates; the catalog's
// "Use in scenario" and imports may call it the same way. No price is made up: everything
// copied is the scenario's own, with its source.
#pragma once

#include <optional>

#include "model/scenario/scenario.h"

namespace gputco::scenario {

// What startLikeBaseline() copied in, for the UI to say.
struct StartedLikeBaseline {
    bool staff = false;        // the baseline's staff (FTE, cost per FTE, escalation)
    bool cloudExtras = false;  // its storage, egress and support
    // An on-demand source put behind the option's owned or reserved capacity, copied from the
    // baseline (else the first on-demand source of the scenario, the same GPU preferred).
    bool overflow = false;

    bool any() const { return staff || cloudExtras || overflow; }
};

// The baseline option of `s` (finance.baseline, else the first); null without options.
const Option* baselineOption(const Scenario& s);

// Fills what `option` leaves empty from the baseline of `scenario`:
// - staff, when the option has none (0 FTE and no cost per FTE), as a default the user sees;
// - cloud extras (storage, egress, support), when the option's first source is a cloud one and
//   it has none, from the baseline when the baseline has a cloud source (a price per TB is a
//   cloud's; an owned option keeps its storage in the servers);
// - an on-demand overflow behind an owned or reserved source when the option has no spot or
//   on-demand source, so that it serves the whole demand until the user removes it.
// The source gets no id: the edit that adds the option gives one (option_edits.h).
StartedLikeBaseline startLikeBaseline(Option& option, const Scenario& scenario);

}  // namespace gputco::scenario
