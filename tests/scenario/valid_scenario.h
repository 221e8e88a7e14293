// A small scenario that passes validation, with every kind of source, for the rule tests
// to break one field at a time.
#pragma once

#include <string>
#include <vector>

#include "model/scenario/scenario.h"
#include "model/scenario/validation.h"

namespace gputco::scenario::test {

// options[0] on-demand only; options[1] reserved + spot + on-demand; options[2] owned.
Scenario validScenario();

OwnedSource& owned(Scenario& s);        // options[2].sources[0]
ReservedSource& reserved(Scenario& s);  // options[1].sources[0]
SpotSource& spot(Scenario& s);          // options[1].sources[1]
OnDemandSource& onDemand(Scenario& s);  // options[1].sources[2]

// Every problem's text, one a line, for failure messages.
std::string listing(const std::vector<Problem>& problems);
// A problem with this text and a coded rule (not Rule::Other).
bool reports(const std::vector<Problem>& problems, const std::string& text);

}  // namespace gputco::scenario::test

// Checks that validate(s) reports `text` exactly ("path: message"), printing all otherwise.
#define CHECK_REPORTS(value, text)                                  \
    do {                                                            \
        const auto problems_ = ::gputco::scenario::validate(value); \
        INFO(::gputco::scenario::test::listing(problems_));         \
        CHECK(::gputco::scenario::test::reports(problems_, text));  \
    } while (false)

#define CHECK_VALID(value)                                          \
    do {                                                            \
        const auto problems_ = ::gputco::scenario::validate(value); \
        INFO(::gputco::scenario::test::listing(problems_));         \
        CHECK(problems_.empty());                                   \
    } while (false)
