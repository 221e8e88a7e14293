// The executive summary: a few sentences generated from the engine's numbers, so that what
// the first page says can never disagree with the tables behind it.
#pragma once

#include <vector>

#include "ui/report/report_data.h"

namespace gputco::ui::report {

std::vector<SummarySentence> executiveSummary(const scenario::Scenario& scenario,
                                              const engine::Result& result);

}  // namespace gputco::ui::report
