#include "ui/report/report_summary.h"

#include <algorithm>
#include <cmath>

#include "model/io/display_text.h"
#include "model/io/number_format.h"
#include "ui/document/estimate_words.h"
#include "ui/document/financing_words.h"
#include "ui/document/language.h"
#include "ui/document/like_for_like_words.h"
#include "ui/document/warning_words.h"
#include "ui/report/report_text.h"

namespace gputco::ui::report {

namespace {

QString name(const engine::OptionResult& o) {
    return io::shownText(o.name);
}

std::size_t cheapestBy(const engine::Result& r, double (*pv)(const engine::OptionResult&)) {
    std::size_t best = 0;
    for (std::size_t i = 1; i < r.options.size(); ++i)
        if (pv(r.options[i]) < pv(r.options[best])) best = i;
    return best;
}

}  // namespace

std::vector<SummarySentence> executiveSummary(const scenario::Scenario& scenario, const engine::Result& r) {
    std::vector<SummarySentence> out;
    if (r.options.empty()) return out;
    const QLocale locale = uiLocale();
    const QString currency = QString::fromStdString(r.currency);
    auto money = [&](double v) { return io::formatMoney(v, currency, locale); };
    const bool taxOn = r.options.front().pvCostAfterTax.has_value();

    const std::size_t best = cheapestBy(r, [](const engine::OptionResult& o) { return o.comparablePv(); });
    const std::size_t bestBeforeTax = cheapestBy(r, [](const engine::OptionResult& o) { return o.pvCost; });
    const engine::OptionResult& b = r.options[best];
    const std::size_t baseIndex = std::min(r.baseline, r.options.size() - 1);
    const engine::OptionResult& base = r.options[baseIndex];

    const QString rate = io::formatPercent(scenario.finance.discountRate, locale);
    out.push_back({r.options.size() == 1
                       ? ReportText::tr("One option is costed over %1 years, discounted at %2 a year.")
                             .arg(scenario.horizonYears)
                             .arg(rate)
                       : ReportText::tr("%1 options are compared over %2 years, discounted at %3 a year.")
                             .arg(r.options.size())
                             .arg(scenario.horizonYears)
                             .arg(rate),
                   false});
    if (taxOn) {
        out.push_back(
            {ReportText::tr("The cheapest option after tax is %1, with a present value of cost of %2 "
                            "after tax (%3 before tax).")
                 .arg(name(b), money(*b.pvCostAfterTax), money(b.pvCost)),
             false});
        if (bestBeforeTax != best)
            out.push_back({ReportText::tr("Before tax, %1 is cheapest, at %2.")
                               .arg(name(r.options[bestBeforeTax]), money(r.options[bestBeforeTax].pvCost)),
                           false});
    } else {
        out.push_back({ReportText::tr("The cheapest option is %1, with a present value of cost of %2.")
                           .arg(name(b), money(b.pvCost)),
                       false});
    }

    if (best == baseIndex) {
        out.push_back(
            {ReportText::tr("It is the baseline itself, so no option saves money against it."), false});
    } else if (b.vsBaseline) {
        const engine::VsBaseline& vs = *b.vsBaseline;
        out.push_back({ReportText::tr("Against the baseline, %1 (%2), it saves %3 in net present value.")
                           .arg(name(base), money(base.comparablePv()), money(vs.npvSavings)),
                       false});
        if (vs.breakEvenMonth)
            out.push_back(
                {ReportText::tr("Its cumulative cost falls below the baseline's in %1 and stays below.")
                     .arg(io::formatMonthIndex(vs.breakEvenMonth)),
                 false});
        else
            out.push_back(
                {ReportText::tr("Its cumulative cost does not stay below the baseline's within the horizon."),
                 false});
        // The imputed delay cost is a valuation: how much of the saving rests on it.
        if (std::abs(vs.npvSavingsCash - vs.npvSavings) > 0.5)
            out.push_back(
                {ReportText::tr("Without the imputed delay cost of unserved demand, which is not a cash "
                                "flow, the saving is %1 (in cash alone).")
                     .arg(money(vs.npvSavingsCash)),
                 false});
        if (vs.npvSavingsOtherRule)
            out.push_back({(r.commitmentsSettled
                                ? ReportText::tr("NPV saving: %1 if settled, %2 if prorated (commitments "
                                                 "that run past the horizon; neither rule is neutral).")
                                : ReportText::tr("NPV saving: %1 if prorated, %2 if settled (commitments "
                                                 "that run past the horizon; neither rule is neutral)."))
                               .arg(money(vs.npvSavings), money(*vs.npvSavingsOtherRule)),
                           false});
        if (b.financingNpv)
            out.push_back(
                {ReportText::tr(
                     "Its loan is worth %1 against paying cash (the financing NPV, %2); with every "
                     "loan paid in cash the saving is %3.")
                     .arg(money(*b.financingNpv), financingBasisWords(&r), money(vs.npvSavingsUnlevered)),
                 false});
        // The return, in the words a CFO trusts (MODEL.md section 9): MIRR and the profitability
        // index when the IRR is missing or above 100 % a year, where it says more about a small
        // outlay than about a return anyone can earn again.
        const QString pi =
            vs.profitabilityIndex ? io::formatDecimal(*vs.profitabilityIndex, locale, 2) : QString();
        if (vs.irr && *vs.irr <= 1.0) {
            out.push_back(
                {ReportText::tr("With every loan paid in cash, the savings return %1 a year (IRR; MIRR "
                                "%2 at the discount rate); the extra outlay pays back in %3 "
                                "(discounted: %4).")
                     .arg(io::formatPercent(vs.irr, locale), io::formatPercent(vs.mirr, locale),
                          io::formatMonthCount(vs.paybackMonths),
                          io::formatMonthCount(vs.discountedPaybackMonths)),
                 false});
        } else if (vs.mirr) {
            out.push_back(
                {ReportText::tr("With every loan paid in cash, the savings return %1 a year when they are "
                                "reinvested at the discount rate (MIRR), and %2 of present value for each "
                                "unit invested (profitability index); the extra outlay pays back in %3 "
                                "(discounted: %4).")
                     .arg(io::formatPercent(vs.mirr, locale), pi, io::formatMonthCount(vs.paybackMonths),
                          io::formatMonthCount(vs.discountedPaybackMonths)),
                 false});
            if (vs.irr)
                out.push_back(
                    {ReportText::tr("Its IRR of %1 a year comes from a small outlay against large savings: "
                                    "not a return that could be earned again, so MIRR is the figure to "
                                    "read.")
                         .arg(io::formatPercent(vs.irr, locale)),
                     false});
        } else {
            out.push_back(
                {ReportText::tr("Its savings come before any outlay, so it has no rate of return to quote: "
                                "it is cheaper from the start (payback %1).")
                     .arg(io::formatMonthCount(vs.paybackMonths)),
                 false});
        }
    }

    for (const engine::OptionResult& o : r.options) {
        if (o.unservedReferenceGpuHours <= 0) continue;
        const double demand = o.unservedReferenceGpuHours + o.deliveredReferenceGpuHours;
        out.push_back(
            {ReportText::tr("WARNING: %1 leaves %2 reference GPU-hours of demand unserved (%3 of the "
                            "demand). Its costs pay for less work than the other options: compare it "
                            "with care.")
                 .arg(name(o), io::formatWhole(o.unservedReferenceGpuHours, locale),
                      io::formatPercent(demand > 0 ? o.unservedReferenceGpuHours / demand : 0.0, locale)),
             true});
    }
    // Commitments past the horizon are never left out silently (MODEL.md section 9).
    for (const engine::OptionResult& o : r.options) {
        if (o.commitmentAfterHorizon < 0.005) continue;
        out.push_back(
            {r.commitmentsSettled
                 ? ReportText::tr(
                       "WARNING: %1 has reserved terms or leases running past the horizon: %2 falls "
                       "after it and is paid at the end of the horizon (commitments settled).")
                       .arg(name(o), money(o.commitmentAfterHorizon))
                 : ReportText::tr(
                       "WARNING: %1 has reserved terms or leases running past the horizon: %2 falls "
                       "after it and is not counted in its costs (commitments prorated), though it "
                       "cannot be cancelled.")
                       .arg(name(o), money(o.commitmentAfterHorizon)),
             true});
    }
    // Options that lack a cost line the baseline has, or carry one it lacks (issue #34): the
    // figures stand as computed; the reader is told what part of a saving is a missing line.
    for (std::size_t i = 0; i < r.options.size(); ++i)
        if (differsFromBaseline(r, i))
            out.push_back({ReportText::tr("Not like for like: %1 Part of the difference in cost is what one "
                                          "of them lacks.")
                               .arg(likeForLikeSentences(r, i, locale)),
                           false});
    // Prices no dated quote backs (issue #33): the reader learns which options rest on them.
    if (const QStringList estimated = optionsOnEstimatesNames(scenario); !estimated.isEmpty())
        out.push_back({ReportText::tr("Resting on the user's estimates, not catalog prices (marked in the "
                                      "assumptions): %1. Replace them with dated quotes before relying on "
                                      "these figures.")
                           .arg(locale.createSeparatedList(estimated)),
                       false});
    // The engine's other warnings (a service the option's MIG slices cannot hold), by their code:
    // unserved demand, a commitment past the horizon and like for like are said above.
    for (const engine::OptionResult& o : r.options)
        for (const engine::Warning& w : o.warnings) switch (w.code) {
                case engine::WarningCode::UnservedDemand:
                case engine::WarningCode::CommitmentPastHorizon:
                case engine::WarningCode::NotLikeForLike:
                    break;
                case engine::WarningCode::SliceTooSmall:
                    out.push_back(
                        {ReportText::tr("Note on %1: %2").arg(name(o), warningNote(w, locale)), false});
                    break;
            }
    return out;
}

}  // namespace gputco::ui::report
