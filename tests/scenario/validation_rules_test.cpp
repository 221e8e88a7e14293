// Each problem names its rule and the rule's arguments (validation.h), which the app words in
// the user's language with the field's name and unit; the numbers are the limits and the value
// exactly as validation compared them.
#include <catch2/catch.hpp>

#include "tests/scenario/valid_scenario.h"

using namespace gputco::scenario;
using namespace gputco::scenario::test;

namespace {

const Problem& problemAt(const std::vector<Problem>& problems, const std::string& path) {
    for (const Problem& p : problems)
        if (p.path == path) return p;
    FAIL("no problem at " << path << "\n" << listing(problems));
    throw;
}

}  // namespace

TEST_CASE("scenario validation: a problem carries its rule, limits and value", "[validation]") {
    Scenario s = validScenario();
    owned(s).facility.pue = 0.8;
    owned(s).idleKw = 7;  // the test scenario's max_kw is 6.5
    s.tax.rate = 0.95;
    s.horizonYears = 11;
    onDemand(s).gpu = "H100-SXM";
    spot(s).schedulingEfficiency = 0;
    s.options[1].name = s.options[0].name;
    const auto problems = validate(s);

    const Problem& pue = problemAt(problems, "options[2].sources[0].facility.pue");
    CHECK(pue.rule == Rule::AtLeast);
    CHECK(pue.numbers == std::vector<double>{1.0, 0.8});

    const Problem& idle = problemAt(problems, "options[2].sources[0].idle_kw");
    CHECK(idle.rule == Rule::AtMostField);
    CHECK(idle.numbers == std::vector<double>{6.5, 7});
    CHECK(idle.name == "options[2].sources[0].max_kw");

    const Problem& tax = problemAt(problems, "tax.rate");
    CHECK(tax.rule == Rule::Between);
    CHECK(tax.numbers == std::vector<double>{0, 0.9, 0.95});

    const Problem& horizon = problemAt(problems, "horizon_years");
    CHECK(horizon.rule == Rule::WholeBetween);
    CHECK(horizon.numbers == std::vector<double>{1, 10, 11});

    const Problem& gpu = problemAt(problems, "options[1].sources[2].gpu");
    CHECK(gpu.rule == Rule::UnknownGpu);
    CHECK(gpu.name == "H100-SXM");

    const Problem& efficiency = problemAt(problems, "options[1].sources[1].scheduling_efficiency");
    CHECK(efficiency.rule == Rule::AboveAtMost);
    CHECK(efficiency.numbers == std::vector<double>{0, 1, 0});

    const Problem& name = problemAt(problems, "options[1].name");
    CHECK(name.rule == Rule::DuplicateName);
    CHECK(name.name == s.options[0].name);

    for (const Problem& p : problems) {
        INFO(p.text());
        CHECK(p.rule != Rule::Other);
    }
}
