#include "ui/report/report_risk.h"

namespace gputco::ui::report {

QString riskSectionHtml(const ReportRisk* risk, ReportCharts& charts) {
    (void)charts;
    // The risk pages replace this body; until then a risk result adds nothing.
    if (!risk) return {};
    return {};
}

}  // namespace gputco::ui::report
