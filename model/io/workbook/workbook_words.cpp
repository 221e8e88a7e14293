// The workbook's English (lupdate reads these through QT_TRANSLATE_NOOP, context
// "gputco::Workbook"; ui/report/workbook_words_ui.cpp translates them).
#include <array>

#include "model/io/workbook/workbook_text.h"
#include "model/scenario/provenance_lookup.h"

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

namespace gputco::io::workbook {

namespace {

constexpr std::array<const char*, static_cast<std::size_t>(Word::Count_)> kEnglish = {
    QT_TRANSLATE_NOOP("gputco::Workbook", "Summary"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Inputs"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Comparison"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Risk"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Option %1"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Audit workbook: %1"),
    QT_TRANSLATE_NOOP("gputco::Workbook",
                      "Every figure is a formula on the Inputs sheet and the option sheets. Change an input "
                      "(blue on yellow) and the figures follow. Grey cells are engine quantities (hours, "
                      "energy) that depend on demand and capacity: they do not follow a change here."),
    QT_TRANSLATE_NOOP("gputco::Workbook",
                      "Blue on yellow: inputs, each a defined name the formulas use. \"Follows a change\" "
                      "says whether the workbook's figures recalculate when you change it; an input that "
                      "moves the capacity stack or a schedule needs a new export from gputco."),
    QT_TRANSLATE_NOOP(
        "gputco::Workbook",
        "One row per month m. One-off payments fall at the start of the month (t = m), recurring ones at its "
        "end (t = m + 1); DF(t) = (1 + discount_rate)^(-t/12). Grey: engine quantities. The last row is the "
        "grid point t = M. Colocation, maintenance, licences, cloud storage and egress and the value of "
        "unserved demand rise with inflation_per_year. The PVs are adjusted present values: the flows with "
        "every loan paid in cash at the discount rate (lease payments at the cost of debt when one is "
        "given), less the financing NPV (the loan's F at the after-tax cost of debt)."),
    QT_TRANSLATE_NOOP("gputco::Workbook",
                      "Incremental flows against the baseline on the grid t = 0..M. IRR, MIRR, profitability "
                      "index and paybacks use the unlevered flows (every loan paid in cash); the NPV saving "
                      "is the difference of the options' adjusted PVs (loans, and leases when a cost of debt "
                      "is given, valued at the cost of debt). Flows of at most 1e-9 count as zero."),
    QT_TRANSLATE_NOOP("gputco::Workbook",
                      "The tornado and the Monte Carlo trials as gputco computed them (values): the "
                      "percentiles below are formulas on the trials."),
    QT_TRANSLATE_NOOP("gputco::Workbook", "baseline"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "yes"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "no: it moves the capacity stack (export again)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "no: it changes a schedule or the demand (export again)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "no: used by the risk analysis only"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Option"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Total cost"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "PV of cost"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "PV after tax"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "PV of cost (adjusted PV)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "PV after tax (adjusted PV)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "NPV saving (of adjusted PVs)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "IRR"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "MIRR"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Profitability index"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Payback (months)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Levelised cost per reference GPU-hour"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Cumulative cost by option"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Month"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Cumulative cost (%1)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Input"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Value"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Unit"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Source"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "As of"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Defined name"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Follows a change"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Key figures"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Delivered reference GPU-hours"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "PV of delivered reference GPU-hours"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "PV of unserved demand"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Cost per delivered reference GPU-hour"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Unserved reference GPU-hours"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "PV compared (after tax when tax is on)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "PV compared, unlevered"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Basis"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "nominal, as financed (cash)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "as financed (cash), before tax, at the discount rate"),
    QT_TRANSLATE_NOOP("gputco::Workbook",
                      "as financed (cash), after tax when tax is on, at the discount rate"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "PV of the flows at the discount rate"),
    QT_TRANSLATE_NOOP(
        "gputco::Workbook",
        "unlevered (every loan paid in cash), before tax, lease payments at the cost of debt apart"),
    QT_TRANSLATE_NOOP(
        "gputco::Workbook",
        "unlevered (every loan paid in cash), after tax, lease payments at the cost of debt apart"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "PV of the lease payments at the cost of debt"),
    QT_TRANSLATE_NOOP(
        "gputco::Workbook",
        "before tax, at c / 12 a month (c: the cost of debt, or the loan's own rate when none is given)"),
    QT_TRANSLATE_NOOP("gputco::Workbook",
                      "after tax, at the after-tax cost of debt j = (c / 12)(1 - T) a month"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Financing NPV of the loans (paid in cash less as financed)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "adjusted PV, before tax: unlevered, less the financing NPV"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "adjusted PV, after tax: unlevered, less the financing NPV"),
    QT_TRANSLATE_NOOP("gputco::Workbook",
                      "unlevered (every loan paid in cash), after tax when tax is on: the adjusted PV plus "
                      "the financing NPV"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Loans and leases valued at the cost of debt"),
    QT_TRANSLATE_NOOP("gputco::Workbook",
                      "PV of the lease payments at the cost of debt less the financing NPV (after tax when "
                      "tax is on): held along the NPV profile"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "before tax"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "after tax: x (1 - tax rate)"),
    QT_TRANSLATE_NOOP(
        "gputco::Workbook",
        "adjusted PV before tax, less the PV of unserved demand, over the PV of the delivered hours"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Totals by category"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Category"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Total"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Month m"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Year"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "t (start)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "t (end)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "DF (start)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "DF (end)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "%1 (owned)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "%1 (reserved)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "%1 (subscription)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "%1 (spot)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "%1 (on-demand)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "served reference GPU-hours"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "served in peak hours"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "capacity, reference GPUs"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "billed instance-hours"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "IT energy, kWh"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "IT energy at peak, kWh"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "IT energy off-peak, kWh"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "hardware price of the generation in service"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "share of the base depreciated"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "depreciation (memo)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "tax on the sale"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "loan interest (memo)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "financed part paid in cash (unlevered only)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "facility depreciation (memo)"),
    QT_TRANSLATE_NOOP("gputco::Workbook",
                      "facility residual value (residual_fraction of the book value, no tax effect)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "resale at a refresh"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "upfront"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "monthly"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "after the horizon, settled"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Cost at start of month"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Cost at end of month"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Tax at start of month"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Tax at end of month"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Cumulative cost"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Flow at t, as financed (cash) (after tax when tax is on)"),
    QT_TRANSLATE_NOOP("gputco::Workbook",
                      "Unlevered flow at t (every loan paid in cash: the flow as financed plus F)"),
    QT_TRANSLATE_NOOP("gputco::Workbook",
                      "F at t, before tax (loan paid in cash less as financed: the principal at t = 0, less "
                      "each payment and the balance at t = M)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "F at t, after tax (each payment less its interest deduction)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "lease payments at t, before tax (valued at the cost of debt)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "lease payments at t, after tax (valued at the cost of debt)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "DF at the cost of debt, before tax: (1 + c / 12)^(-t)"),
    QT_TRANSLATE_NOOP("gputco::Workbook",
                      "DF at the after-tax cost of debt: (1 + j)^(-t), j = (c / 12)(1 - T)"),
    QT_TRANSLATE_NOOP(
        "gputco::Workbook",
        "Flow at t at the discount rate, before tax (unlevered; lease payments at the cost of debt apart)"),
    QT_TRANSLATE_NOOP("gputco::Workbook",
                      "Flow at t at the discount rate (unlevered, after tax when tax is on; lease payments "
                      "at the cost of debt apart)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Delivered reference GPU-hours"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Unserved reference GPU-hours"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Against %1"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "NPV saving, unlevered"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Discounted payback (months)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Break-even month"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Break-even utilisation"),
    QT_TRANSLATE_NOOP("gputco::Workbook",
                      "(gputco's value: a search over demand, not a formula; it does not follow a change)"),
    QT_TRANSLATE_NOOP("gputco::Workbook",
                      "NPV saving in cash alone (without the delay cost of unserved demand)"),
    QT_TRANSLATE_NOOP("gputco::Workbook",
                      "Financing NPV (after tax when tax is on, at the after-tax cost of debt)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Financing NPV, before tax (at the cost of debt)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "NPV saving under the other commitments rule"),
    QT_TRANSLATE_NOOP("gputco::Workbook",
                      "(gputco's value: it needs the other rule's sheets; it does not follow a change)"),
    QT_TRANSLATE_NOOP("gputco::Workbook",
                      "NPV profile: the NPV saving at discount rates 0 % to 30 %. Only the discounting at "
                      "the discount rate changes (the flows d on the grid below); loans and leases valued at "
                      "the cost of debt are held (the first row)."),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Discount rate"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "held: loans and leases at the cost of debt, baseline less option"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "t"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "DF(t)"),
    QT_TRANSLATE_NOOP("gputco::Workbook",
                      "saving at the discount rate d (unlevered; lease payments at the cost of debt apart)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "unlevered saving U"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "sign of the last non-zero U"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "sign of the first non-zero U"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "sign changes"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "cumulative U"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "t if cumulative < 0"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "cumulative discounted U"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "t if discounted cumulative < 0"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "m if cumulative cost above the baseline's"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Tornado"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Low (P5)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "High (P95)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "PV difference at low"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "PV difference at high"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Swing"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Monte Carlo: PV compared per trial"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Seed"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Trials"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Trial"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "P5"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "P50"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "P95"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Mean"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Like for like with the baseline"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Demand unserved"),
    QT_TRANSLATE_NOOP("gputco::Workbook",
                      "Each trial's PV is below. The printed pages end with the mean: the trials are "
                      "read here, not printed (select them and print the selection for a copy)."),
    QT_TRANSLATE_NOOP("gputco::Workbook",
                      "No: the same lines as the baseline, but another share of the demand served (Demand "
                      "unserved)"),
    QT_TRANSLATE_NOOP("gputco::Workbook", "Rests on the user's estimates (marked on the Inputs sheet)"),
};

}  // namespace

const char* english(Word w) {
    return kEnglish[static_cast<std::size_t>(w)];
}

std::string withArg(const std::string& pattern, const std::string& value) {
    std::string out = pattern;
    const auto at = out.find("%1");
    if (at != std::string::npos) out.replace(at, 2, value);
    return out;
}

std::string WorkbookText::word(Word w) const {
    return english(w);
}

std::string WorkbookText::category(engine::Category c) const {
    std::string words(engine::name(c));
    for (char& ch : words)
        if (ch == '_') ch = ' ';
    words[0] = static_cast<char>(words[0] - 'a' + 'A');
    return words;
}

std::string WorkbookText::likeForLike(const engine::Result& result, std::size_t option) const {
    // The engine's warning, without its lead-in (the column's header says it).
    if (option >= result.options.size()) return {};
    for (const engine::Warning& w : result.options[option].warnings)
        if (w.code == engine::WarningCode::NotLikeForLike) return w.differences;
    return {};
}

InputWords WorkbookText::input(const scenario::Scenario& scenario, const std::string& path) const {
    InputWords words;
    words.label = path;  // the app passes the inputs panel's words (workbook_words_ui.h)
    if (const scenario::Provenance* p = scenario::provenanceAt(scenario, path);
        p && !scenario::catalogFieldKey(path).empty()) {
        words.source = p->source;
        words.asOf = p->asOf;
    }
    // A price the user estimated says so before its source (issue #33).
    if (scenario::isEstimatedPrice(scenario, path))
        words.source = words.source.empty() ? "User's estimate, not a catalog price"
                                            : "User's estimate, not a catalog price; " + words.source;
    return words;
}

}  // namespace gputco::io::workbook
