#include "ui/report/assumption_words.h"

#include <algorithm>
#include <numeric>

#include "model/io/number_format.h"
#include "ui/document/field_registry.h"
#include "ui/document/language.h"
#include "ui/report/report_text.h"

namespace gputco::ui::report {

QString depreciationWords(scenario::DepreciationMethod method) {
    using M = scenario::DepreciationMethod;
    switch (method) {
        case M::StraightLine:
            return ReportText::tr("straight line");
        case M::DecliningBalance:
            return ReportText::tr("declining balance, switching to straight line");
        case M::SumOfYearsDigits:
            return ReportText::tr("sum of the years' digits");
        case M::Macrs5:
            return ReportText::tr("MACRS 5-year property (US, half-year convention)");
        case M::CnStraightLine:
            return ReportText::tr("PRC straight line (at least 3 years, 5 % residual)");
        case M::Expense:
            return ReportText::tr("expensed in the purchase month");
        case M::None:
            break;
    }
    return ReportText::tr("none");
}

QString commitmentsWords(scenario::CommitmentsAtHorizon commitments) {
    return commitments == scenario::CommitmentsAtHorizon::Settle
               ? ReportText::tr("settled: the rest is paid at the horizon")
               : ReportText::tr("prorated: only the months inside the horizon are paid");
}

QString financingWords(scenario::FinancingKind kind) {
    switch (kind) {
        case scenario::FinancingKind::Loan:
            return ReportText::tr("loan");
        case scenario::FinancingKind::Lease:
            return ReportText::tr("lease");
        case scenario::FinancingKind::Cash:
            break;
    }
    return ReportText::tr("paid in cash");
}

QString tariffKindWords(scenario::TariffKind kind) {
    return kind == scenario::TariffKind::TimeOfUse
               ? ReportText::tr("time of use: peak Monday to Friday, 08:00 to 22:00")
               : ReportText::tr("flat: one price at every hour");
}

QString profileWords(const scenario::Demand& demand) {
    switch (demand.preset) {
        case scenario::ProfilePreset::Flat:
            return ReportText::tr("flat: the same load every hour");
        case scenario::ProfilePreset::OfficeHours:
            return ReportText::tr("office hours: twice the average Monday to Friday, 08:00 to 20:00");
        case scenario::ProfilePreset::NightlyBatch:
            return ReportText::tr("nightly batch: busiest from 20:00 to 08:00");
        case scenario::ProfilePreset::Custom:
            break;
    }
    // The engine scales a custom profile to an average of 1, so its peak over its average
    // is the figure that says how uneven the week is.
    const std::vector<double>& hours = demand.customProfile;
    const double sum = std::accumulate(hours.begin(), hours.end(), 0.0);
    if (hours.empty() || sum <= 0) return ReportText::tr("custom: one value per hour of the week");
    const double peak =
        *std::max_element(hours.begin(), hours.end()) * static_cast<double>(hours.size()) / sum;
    return ReportText::tr("custom: one value per hour of the week, the busiest hour %1 times the average")
        .arg(io::formatDecimal(peak, uiLocale(), 1));
}

QString distributionWords(scenario::Distribution dist) {
    switch (dist) {
        case scenario::Distribution::Uniform:
            return ReportText::tr("uniform");
        case scenario::Distribution::Triangular:
            return ReportText::tr("triangular");
        case scenario::Distribution::Normal:
            return ReportText::tr("normal");
        case scenario::Distribution::Lognormal:
            return ReportText::tr("lognormal");
        case scenario::Distribution::Pert:
            break;
    }
    return ReportText::tr("PERT");
}

QString uncertainInputWords(const scenario::Scenario& s, const scenario::UncertainInput& in) {
    using D = scenario::Distribution;
    const QString currency = QString::fromStdString(s.currency);
    const QString path = QString::fromStdString(in.path);
    auto v = [&](double stored) { return formatFieldValue(path, stored, currency); };
    const QString name = distributionWords(in.dist);
    switch (in.dist) {
        case D::Triangular:
        case D::Pert:
            return ReportText::tr("%1: low %2, most likely %3, high %4")
                .arg(name, v(in.low), v(in.mode), v(in.high));
        case D::Normal:
        case D::Lognormal:
            return ReportText::tr("%1: mean %2, standard deviation %3").arg(name, v(in.mean), v(in.stddev));
        case D::Uniform:
            break;
    }
    return ReportText::tr("%1: low %2, high %3").arg(name, v(in.low), v(in.high));
}

}  // namespace gputco::ui::report
