#include "model/engine/explain.h"

#include "model/engine/sizing.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>

#include "model/engine/call_audit.h"
#include "model/engine/debt_value.h"
#include "model/engine/evaluate.h"
#include "model/engine/option_figures.h"
#include "model/engine/option_ledger.h"
#include "model/engine/projection_context.h"
#include "model/finance/cash_flows.h"
#include "model/scenario/field_paths.h"
#include "model/scenario/provenance_lookup.h"

// Marks a pattern for the translation file (resources/translations/update.sh reads this
// file; lupdate knows the name). The engine has no Qt: here the macro is only its text.
#define QT_TRANSLATE_NOOP(context, text) text

namespace gputco::engine {

namespace sc = gputco::scenario;

std::string fillPattern(const std::string& pattern, const std::vector<std::string>& args) {
    std::string out;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if (c == '%' && i + 1 < pattern.size() && pattern[i + 1] >= '1' && pattern[i + 1] <= '9') {
            const auto n = static_cast<std::size_t>(pattern[i + 1] - '1');
            if (n < args.size()) {
                out += args[n];
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

std::string ExplainText::english() const {
    return fillPattern(pattern, args);
}

namespace {

std::string number(double v);

std::string money(double v) {
    // An unbounded input (no cap on instances) is infinite: no digits to group.
    if (!std::isfinite(v)) return number(v);
    char text[64];
    std::snprintf(text, sizeof text, "%.2f", std::abs(v));
    // Thousands grouped with commas, as the CLI prints money (built forwards: GCC 12 warns
    // falsely about std::string::insert here, bug 105329).
    const std::string digits = text;
    const std::size_t point = digits.find('.');
    std::string out = v < 0 ? "-" : "";
    for (std::size_t i = 0; i < point; ++i) {
        if (i > 0 && (point - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return out + digits.substr(point);
}

std::string number(double v) {
    char text[64];
    std::snprintf(text, sizeof text, "%.10g", v);
    return text;
}

// The inputs of option `o` (and the scenario-wide ones) whose file names end in one of
// `leaves` ("pue", "staff.fte"), with their values and provenance.
// "hardware: 1,234.56", with the category's key marked for the app to word.
ExplainText categoryStep(std::size_t category, std::string amount) {
    ExplainText t{"%1: %2", {std::string(kCategoryNames[category]), std::move(amount)}};
    t.categoryArg = 0;
    return t;
}

std::vector<ExplainedInput> inputsNamed(const sc::Scenario& s, std::size_t o,
                                        const std::vector<std::string>& leaves,
                                        const std::vector<std::string>& global = {}) {
    std::vector<ExplainedInput> out;
    const std::string mine = "options[" + std::to_string(o) + "]";
    // The tariffs this option's owned sources use.
    std::vector<std::string> tariffs;
    for (const sc::Source& source : s.options[o].sources)
        if (const auto* owned = std::get_if<sc::OwnedSource>(&source))
            tariffs.push_back("tariffs." + owned->facility.tariff + ".");
    for (const std::string& path : sc::numericFieldPaths(s)) {
        const bool own = path.rfind(mine + ".", 0) == 0;
        const bool tariff = std::any_of(tariffs.begin(), tariffs.end(),
                                        [&](const std::string& t) { return path.rfind(t, 0) == 0; });
        bool wanted = std::find(global.begin(), global.end(), path) != global.end();
        if ((own || tariff) && !wanted)
            for (const std::string& leaf : leaves)
                if (path.size() >= leaf.size() + 1 &&
                    path.compare(path.size() - leaf.size(), leaf.size(), leaf) == 0 &&
                    path[path.size() - leaf.size() - 1] == '.')
                    wanted = true;
        if (!wanted) continue;
        const sc::FieldLookup f = sc::findField(s, path);
        if (!f.field) continue;
        ExplainedInput in{path, f.field->raw(), {}, {}};
        if (const sc::Provenance* p = sc::provenanceAt(s, path)) {
            in.source = p->source;
            in.asOf = p->asOf;
        }
        out.push_back(std::move(in));
    }
    return out;
}

std::vector<std::string> leavesOf(Category c) {
    switch (c) {
        case Category::Hardware:
            return {"nodes",          "server_price",           "network_per_node", "storage_per_node",
                    "spare_fraction", "price_decline_per_year", "refresh_years",    "down_payment_fraction"};
        case Category::Installation:
            return {"installation_fraction", "nodes",          "server_price",         "network_per_node",
                    "storage_per_node",      "spare_fraction", "down_payment_fraction"};
        case Category::Facility:
            return {"capex"};
        case Category::Financing:
        case Category::FinancingInterest:
            return {"financing.rate", "term_months", "down_payment_fraction", "monthly_payment"};
        case Category::ElectricityIt:
            return {"nodes",
                    "availability",
                    "idle_kw",
                    "max_kw",
                    "price_per_kwh",
                    "peak_price_per_kwh",
                    "offpeak_price_per_kwh",
                    "escalation_per_year"};
        case Category::ElectricityCooling:
            return {
                "pue", "idle_kw", "max_kw", "price_per_kwh", "peak_price_per_kwh", "offpeak_price_per_kwh"};
        case Category::Colocation:
            return {"colo_per_kw_month", "rack_fee_per_month", "max_kw", "nodes"};
        case Category::Maintenance:
            return {"warranty_years", "support_rate_per_year", "server_price", "nodes"};
        case Category::Staff:
            return {"staff.fte", "staff.cost_per_fte_year", "staff.escalation_per_year"};
        case Category::Software:
            return {"licence_per_gpu_year", "gpus_per_node", "nodes"};
        case Category::CloudCompute:
            return {"price_per_hour",        "instances",   "gpus_per_instance", "scheduling_efficiency",
                    "interruption_overhead", "term_months", "upfront_fraction",  "max_instances"};
        case Category::CloudStorage:
            return {"cloud_extras.storage_tb", "cloud_extras.price_per_tb_month"};
        case Category::CloudEgress:
            return {"cloud_extras.egress_tb_per_month", "cloud_extras.price_per_tb_egress"};
        case Category::CloudSupport:
            return {"cloud_extras.support_fraction"};
        case Category::Unserved:
            return {};
        case Category::Resale:
            return {"resale_decline_per_year", "server_price", "nodes", "spare_fraction", "refresh_years"};
        case Category::TaxShield:
            return {};
    }
    return {};
}

std::vector<std::string> globalsOf(Category c) {
    switch (c) {
        case Category::CloudCompute:
            return {"demand.gpus", "demand.growth_per_year", "demand.interruptible_share"};
        case Category::Unserved:
            return {"demand.gpus", "demand.growth_per_year", "demand.unserved_cost_per_hour"};
        case Category::TaxShield:
            return {"tax.rate", "accounting.life_years", "accounting.salvage_fraction", "accounting.factor"};
        case Category::ElectricityIt:
        case Category::ElectricityCooling:
            return {"demand.gpus", "demand.growth_per_year"};
        default:
            return {};
    }
}

// PV of a flow grid, year by year, with the discount factor of docs/methodology.md.
// With `withTotal`, a last step holds their sum; without, the caller adds more parts first.
double discountSteps(const std::vector<double>& flows, double rate, Explanation& e, bool withTotal = true) {
    double pv = 0;
    const auto last = static_cast<int>(flows.size()) - 1;
    for (int from = 0; from <= last; from += 12) {
        const int to = std::min(last, from + 11);
        double sum = 0, discounted = 0;
        for (int t = from; t <= to; ++t) {
            sum += flows[static_cast<std::size_t>(t)];
            discounted += flows[static_cast<std::size_t>(t)] * finance::discountFactor(rate, t);
        }
        pv += discounted;
        e.steps.push_back(
            {{QT_TRANSLATE_NOOP("gputco::engine::Explain", "t = %1 .. %2: flows %3, discounted %4"),
              {std::to_string(from), std::to_string(to), money(sum), money(discounted)}},
             discounted});
    }
    if (withTotal)
        e.steps.push_back({QT_TRANSLATE_NOOP("gputco::engine::Explain", "sum of the discounted flows"), pv});
    return pv;
}

// The PV an option is compared on (after tax when tax is on), from its own ledger.
double comparablePv(const OptionLedger& built, bool taxed) {
    return taxed ? built.pvAfterTax : built.pvPreTax;
}

// U_t = baseline_t - option_t on the unlevered flows, |U_t| <= 1e-9 as zero (MODEL.md section 9).
std::vector<double> unleveredIncrementOf(const OptionLedger& option, const OptionLedger& baseline,
                                         bool taxed) {
    const std::vector<double> mine = flowGrid(option.unleveredLedger(), taxed);
    const std::vector<double> theirs = flowGrid(baseline.unleveredLedger(), taxed);
    std::vector<double> u(mine.size());
    for (std::size_t t = 0; t < u.size(); ++t) {
        u[t] = theirs[t] - mine[t];
        if (!(std::abs(u[t]) > finance::kZeroFlow)) u[t] = 0.0;
    }
    return u;
}

double unleveredPv(const OptionLedger& built, bool taxed) {
    return taxed ? built.pvUnleveredAfterTax : built.pvUnleveredPreTax;
}

// Nominal cost to the end of each month, from the ledger.
std::vector<double> cumulativeOf(const OptionLedger& built, int months) {
    std::vector<double> out(static_cast<std::size_t>(months));
    double sum = 0;
    for (int m = 0; m < months; ++m) {
        for (std::size_t c = 0; c < kCategoryCount; ++c)
            if (countsInTotal(static_cast<Category>(c)))
                sum += built.ledger.monthTotal(static_cast<Category>(c), m);
        out[static_cast<std::size_t>(m)] = sum;
    }
    return out;
}

// Every input the option's cost lines read (the categories its ledger uses), and the
// scenario-wide ones they rest on, each once, in the order the categories come.
std::vector<ExplainedInput> optionInputs(const sc::Scenario& s, std::size_t o, const Ledger& ledger,
                                         bool taxed) {
    std::vector<ExplainedInput> out;
    for (std::size_t c = 0; c < kCategoryCount; ++c) {
        const auto cat = static_cast<Category>(c);
        if (!ledger.uses(cat) || (cat == Category::TaxShield && !taxed)) continue;
        for (ExplainedInput& in : inputsNamed(s, o, leavesOf(cat), globalsOf(cat)))
            if (std::none_of(out.begin(), out.end(),
                             [&](const ExplainedInput& x) { return x.path == in.path; }))
                out.push_back(std::move(in));
    }
    return out;
}

void appendInputs(std::vector<ExplainedInput>& to, std::vector<ExplainedInput> more) {
    for (ExplainedInput& in : more)
        if (std::none_of(to.begin(), to.end(), [&](const ExplainedInput& x) { return x.path == in.path; }))
            to.push_back(std::move(in));
}

// One category's flows on the grid t = 0 .. M, as flowGrid() places them.
std::vector<double> categoryGrid(const Ledger& ledger, Category c) {
    const int months = ledger.months();
    std::vector<double> flows(static_cast<std::size_t>(months) + 1, 0.0);
    for (int m = 0; m < months; ++m) {
        flows[static_cast<std::size_t>(m)] += ledger.at(c, m, Timing::StartOfMonth);
        flows[static_cast<std::size_t>(m) + 1] += ledger.at(c, m, Timing::EndOfMonth);
    }
    return flows;
}

// A PV's parts: each cost category of `ledger`'s flows, discounted, opening its own
// explanation (CategoryPv); the tax shield too when the PV is after tax.
void categoryParts(const Ledger& ledger, std::size_t option, bool taxed, double rate, Explanation& e) {
    for (std::size_t c = 0; c < kCategoryCount; ++c) {
        const auto cat = static_cast<Category>(c);
        if (!countsInTotal(cat) && !(taxed && cat == Category::TaxShield)) continue;
        const std::vector<double> grid = categoryGrid(ledger, cat);
        double pv = 0;
        for (std::size_t t = 0; t < grid.size(); ++t)
            pv += grid[t] * finance::discountFactor(rate, static_cast<double>(t));
        if (pv == 0) continue;
        FigureRef part{option, Figure::CategoryPv, cat, 1};
        e.parts.push_back({categoryStep(c, money(pv)), pv, part});
    }
}

ExplainedInput inputAt(const sc::Scenario& s, const std::string& path, double value) {
    ExplainedInput in{path, value, {}, {}};
    if (const sc::Provenance* p = sc::provenanceAt(s, path)) {
        in.source = p->source;
        in.asOf = p->asOf;
    }
    return in;
}

// The figures that need no evaluation of the whole scenario: one input, one category of one
// option. False when `ref` is none of them.
bool explainPart(const sc::Scenario& s, const FigureRef& ref, Explanation& e) {
    if (ref.figure == Figure::Input) {
        e.figure = {"%1", {ref.input}};
        e.figure.inputArg = 0;
        e.formula = QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                      "an input of the scenario: typed by the user, or copied from a "
                                      "catalog row with the row's source and date");
        e.section = QT_TRANSLATE_NOOP("gputco::engine::Explain", "Explaining a figure");
        const sc::FieldLookup f = sc::findField(s, ref.input);
        if (!f.field) {
            e.note = QT_TRANSLATE_NOOP("gputco::engine::Explain", "no such input");
            return true;
        }
        const double value = f.field->raw();
        e.inputs.push_back(inputAt(s, ref.input, value));
        const sc::Provenance* p = sc::provenanceAt(s, ref.input);
        if (p && !p->source.empty()) {
            if (const std::optional<double> was = sc::overriddenCatalogValue(s, ref.input)) {
                e.steps.push_back(
                    {{QT_TRANSLATE_NOOP("gputco::engine::Explain", "the catalog row's value, as of %1: %2"),
                      {p->asOf, number(*was)}},
                     *was});
                e.steps.push_back(
                    {QT_TRANSLATE_NOOP("gputco::engine::Explain", "typed over it in the scenario"), value});
            } else {
                e.steps.push_back(
                    {{QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                        "copied from the catalog row named under Source, as of %1"),
                      {p->asOf}},
                     value});
            }
        } else {
            e.steps.push_back(
                {QT_TRANSLATE_NOOP("gputco::engine::Explain", "typed in the scenario: no catalog row"),
                 value});
        }
        e.result = value;
        return true;
    }
    if (ref.figure != Figure::CategoryTotal && ref.figure != Figure::CategoryPv) return false;
    if (ref.option >= s.options.size()) {
        e.note = QT_TRANSLATE_NOOP("gputco::engine::Explain", "no such option");
        return true;
    }
    const ProjectionContext context(s);
    const OptionModel model(context, s.options[ref.option]);
    const OptionLedger built = optionLedger(model, s.months());
    const auto c = static_cast<std::size_t>(ref.category);
    const std::string& name = s.options[ref.option].name;
    e.inputs = inputsNamed(s, ref.option, leavesOf(ref.category), globalsOf(ref.category));
    e.section = QT_TRANSLATE_NOOP("gputco::engine::Explain", "Owned clusters, Cloud capacity, Tax");
    if (ref.figure == Figure::CategoryPv) {
        e.figure = {QT_TRANSLATE_NOOP("gputco::engine::Explain", "%1 of \"%2\", discounted (PV)"),
                    {std::string(kCategoryNames[c]), name}};
        e.figure.categoryArg = 0;
        e.formula = QT_TRANSLATE_NOOP(
            "gputco::engine::Explain",
            "sum over t = 0 .. M of the category's flow at t x DF(t), DF(t) = (1 + r)^(-t/12); every "
            "loan paid in cash, as the PV counts it");
        e.inputs.insert(e.inputs.begin(), inputAt(s, "finance.discount_rate", s.finance.discountRate));
        e.result =
            discountSteps(categoryGrid(built.unleveredLedger(), ref.category), s.finance.discountRate, e);
        return true;
    }
    e.figure = {QT_TRANSLATE_NOOP("gputco::engine::Explain", "%1 of \"%2\" over the horizon"),
                {std::string(kCategoryNames[c]), name}};
    e.figure.categoryArg = 0;
    e.formula = QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                  "sum of the years of the horizon; each month as the methodology "
                                  "defines the category; nominal, not discounted");
    double sum = 0;
    for (int year = 1; (year - 1) * 12 < s.months(); ++year) {
        double v = 0;
        for (int m = (year - 1) * 12; m < std::min(s.months(), year * 12); ++m)
            v += built.ledger.monthTotal(ref.category, m);
        sum += v;
        e.steps.push_back(
            {{QT_TRANSLATE_NOOP("gputco::engine::Explain", "year %1: %2"), {std::to_string(year), money(v)}},
             v,
             FigureRef{ref.option, Figure::CategoryYear, ref.category, year}});
    }
    e.steps.push_back({QT_TRANSLATE_NOOP("gputco::engine::Explain", "over the horizon"), sum});
    e.result = sum;
    return true;
}

}  // namespace

namespace {

Explanation explainFigure(const sc::Scenario& s, const FigureRef& ref) {
    Explanation e;
    if (explainPart(s, ref, e)) return e;
    if (ref.option >= s.options.size()) {
        e.note = QT_TRANSLATE_NOOP("gputco::engine::Explain", "no such option");
        return e;
    }
    const Result result = evaluate(s, {.breakEvenUtilisation = false, .apiBreakEven = false});
    const OptionResult& o = result.options[ref.option];
    const OptionResult& base = result.options[result.baseline];
    const ProjectionContext context(s);
    const OptionModel model(context, s.options[ref.option]);
    const OptionLedger built = optionLedger(model, s.months());
    const OptionModel baseModel(context, s.options[result.baseline]);
    const OptionLedger baseBuilt = optionLedger(baseModel, s.months());
    const bool taxed = s.tax.enabled;
    const double rate = s.finance.discountRate;
    const ExplainedInput discount{"finance.discount_rate", rate, {}, {}};
    const std::string& name = o.name;

    switch (ref.figure) {
        case Figure::TotalCost: {
            e.figure = {QT_TRANSLATE_NOOP("gputco::engine::Explain", "Total cost of \"%1\""), {name}};
            e.formula = QT_TRANSLATE_NOOP(
                "gputco::engine::Explain",
                "sum over months and categories; the financing's interest is inside the financing and "
                "the tax shield is not a cost");
            e.section = QT_TRANSLATE_NOOP("gputco::engine::Explain", "Results");
            e.inputs = optionInputs(s, ref.option, built.ledger, false);
            double sum = 0;
            for (std::size_t c = 0; c < kCategoryCount; ++c) {
                const auto cat = static_cast<Category>(c);
                if (!countsInTotal(cat)) continue;
                double t = 0;
                for (int m = 0; m < s.months(); ++m) t += built.ledger.monthTotal(cat, m);
                if (t == 0) continue;
                sum += t;
                e.steps.push_back(
                    {categoryStep(c, money(t)), t, FigureRef{ref.option, Figure::CategoryTotal, cat, 1}});
            }
            e.steps.push_back({QT_TRANSLATE_NOOP("gputco::engine::Explain", "total"), sum});
            e.result = sum;
            break;
        }
        case Figure::PvCost:
        case Figure::PvCostAfterTax: {
            const bool taxed = ref.figure == Figure::PvCostAfterTax;
            if (taxed && !s.tax.enabled) {
                e.note = QT_TRANSLATE_NOOP("gputco::engine::Explain", "tax is off in this scenario");
                return e;
            }
            e.figure = {taxed ? QT_TRANSLATE_NOOP("gputco::engine::Explain", "PV of cost after tax of \"%1\"")
                              : QT_TRANSLATE_NOOP("gputco::engine::Explain", "PV of cost of \"%1\""),
                        {name}};
            e.formula = taxed ? QT_TRANSLATE_NOOP(
                                    "gputco::engine::Explain",
                                    "PV = sum over t = 0 .. M of flow_t x DF(t), DF(t) = (1 + r)^(-t/12); "
                                    "flows include the tax shield of deductible costs and depreciation")
                              : QT_TRANSLATE_NOOP(
                                    "gputco::engine::Explain",
                                    "PV = sum over t = 0 .. M of flow_t x DF(t), DF(t) = (1 + r)^(-t/12)");
            e.section = QT_TRANSLATE_NOOP("gputco::engine::Explain", "Discounting and present value");
            e.inputs.push_back(discount);
            e.inputs.push_back({"horizon_years", static_cast<double>(s.horizonYears), {}, {}});
            if (taxed) e.inputs.push_back({"tax.rate", s.tax.rate, {}, {}});
            appendInputs(e.inputs, optionInputs(s, ref.option, built.ledger, taxed));
            categoryParts(built.unleveredLedger(), ref.option, taxed, rate, e);
            const auto lease = leaseDebt(context, s.options[ref.option], s.finance.commitmentsAtHorizon);
            if (!model.hasLoan() && !lease) {
                e.result = discountSteps(flowGrid(built.ledger, taxed), rate, e);
                break;
            }
            // The adjusted present value (MODEL.md section 9): the flows paid in cash at the
            // discount rate, the debt at the cost of debt, less what the loans are worth.
            e.formula = QT_TRANSLATE_NOOP(
                "gputco::engine::Explain",
                "adjusted present value: the flows with every loan paid in cash, at DF(t) = (1 + r)^(-t/12) "
                "(lease payments at the cost of debt c instead: (1 + (c / 12) x (1 - T))^-t), less the "
                "financing NPV");
            if (s.finance.costOfDebt)
                e.inputs.push_back({"finance.cost_of_debt", *s.finance.costOfDebt, {}, {}});
            std::vector<double> cash = flowGrid(built.unleveredLedger(), taxed);
            double pv = 0;
            if (lease) {
                const std::vector<double> leaseFlows = flowGrid(lease->flows, taxed);
                for (std::size_t t = 0; t < cash.size(); ++t) cash[t] -= leaseFlows[t];
            }
            pv = discountSteps(cash, rate, e, false);
            if (lease) {
                const double atCost = taxed ? lease->pvAfterTax : lease->pvBeforeTax;
                e.steps.push_back({{QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                                      "lease payments at the cost of debt (%1 a year): %2"),
                                    {number(*s.finance.costOfDebt * 100) + " %", money(atCost)}},
                                   atCost});
                pv += atCost;
            }
            if (model.hasLoan()) {
                const double loanNpv =
                    (taxed ? model.loanValue().afterTax : model.loanValue().beforeTax).value_or(0.0);
                e.steps.push_back({{QT_TRANSLATE_NOOP("gputco::engine::Explain", "less the financing NPV %1"),
                                    {money(loanNpv)}},
                                   -loanNpv,
                                   FigureRef{ref.option, Figure::FinancingNpv, {}, 1}});
                pv -= loanNpv;
            }
            e.steps.push_back({QT_TRANSLATE_NOOP("gputco::engine::Explain", "adjusted present value"), pv});
            e.result = pv;
            break;
        }
        case Figure::CostPerReferenceGpuHour: {
            e.figure = {QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                          "Cost per delivered reference GPU-hour of \"%1\""),
                        {name}};
            e.formula = QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                          "(total cost - unserved) / served reference GPU-hours");
            e.section = QT_TRANSLATE_NOOP("gputco::engine::Explain", "Results");
            const std::vector<double> cumulative = cumulativeOf(built, s.months());
            const double total = cumulative.empty() ? 0.0 : cumulative.back();
            double unserved = 0;
            for (int m = 0; m < s.months(); ++m) unserved += built.ledger.monthTotal(Category::Unserved, m);
            e.steps.push_back(
                {{QT_TRANSLATE_NOOP("gputco::engine::Explain", "total cost %1"), {money(total)}},
                 total,
                 FigureRef{ref.option, Figure::TotalCost, {}, 1}});
            e.steps.push_back(
                {{QT_TRANSLATE_NOOP("gputco::engine::Explain", "unserved (an opportunity cost, not paid) %1"),
                  {money(unserved)}},
                 unserved,
                 FigureRef{ref.option, Figure::CategoryTotal, Category::Unserved, 1}});
            e.steps.push_back({{QT_TRANSLATE_NOOP("gputco::engine::Explain", "served reference GPU-hours %1"),
                                {number(built.totals.deliveredHours)}},
                               built.totals.deliveredHours});
            e.inputs = inputsNamed(s, ref.option, {}, {"demand.gpus", "demand.growth_per_year"});
            if (built.totals.deliveredHours > 0)
                e.result = (total - unserved) / built.totals.deliveredHours;
            else
                e.note = QT_TRANSLATE_NOOP("gputco::engine::Explain", "no demand was served");
            break;
        }
        case Figure::NpvSavings: {
            e.figure = {QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                          "Saving of \"%1\" against the baseline \"%2\" (NPV)"),
                        {name, base.name}};
            e.formula = QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                          "PV(baseline) - PV(option), after tax when tax is on");
            e.section = QT_TRANSLATE_NOOP("gputco::engine::Explain", "Comparing options");
            // Every input either PV reads: the prices of both options with their sources.
            e.inputs.push_back(discount);
            e.inputs.push_back({"horizon_years", static_cast<double>(s.horizonYears), {}, {}});
            if (taxed) e.inputs.push_back({"tax.rate", s.tax.rate, {}, {}});
            appendInputs(e.inputs, optionInputs(s, result.baseline, baseBuilt.ledger, taxed));
            appendInputs(e.inputs, optionInputs(s, ref.option, built.ledger, taxed));
            const Figure pvFigure = taxed ? Figure::PvCostAfterTax : Figure::PvCost;
            const double basePv = comparablePv(baseBuilt, taxed);
            const double optionPv = comparablePv(built, taxed);
            e.steps.push_back(
                {{QT_TRANSLATE_NOOP("gputco::engine::Explain", "PV of the baseline %1"), {money(basePv)}},
                 basePv,
                 FigureRef{result.baseline, pvFigure, {}, 1}});
            e.steps.push_back(
                {{QT_TRANSLATE_NOOP("gputco::engine::Explain", "PV of the option %1"), {money(optionPv)}},
                 optionPv,
                 FigureRef{ref.option, pvFigure, {}, 1}});
            if (o.isBaseline) {
                e.note = QT_TRANSLATE_NOOP("gputco::engine::Explain", "this option is the baseline");
                return e;
            }
            e.result = basePv - optionPv;
            break;
        }
        case Figure::BreakEvenMonth: {
            e.figure = {
                QT_TRANSLATE_NOOP("gputco::engine::Explain", "Break-even month of \"%1\" against \"%2\""),
                {name, base.name}};
            e.formula = QT_TRANSLATE_NOOP(
                "gputco::engine::Explain",
                "the first month m from which cumulative cost(option) <= cumulative cost(baseline) for "
                "good");
            e.section = QT_TRANSLATE_NOOP("gputco::engine::Explain", "Comparing options");
            if (o.isBaseline || !o.vsBaseline) {
                e.note = QT_TRANSLATE_NOOP("gputco::engine::Explain", "this option is the baseline");
                return e;
            }
            // The first month from which the option stays at or below, found again here.
            const std::vector<double> mine = cumulativeOf(built, result.months);
            const std::vector<double> theirs = cumulativeOf(baseBuilt, result.months);
            std::optional<int> m;
            for (int k = result.months - 1;
                 k >= 0 && mine[static_cast<std::size_t>(k)] <= theirs[static_cast<std::size_t>(k)]; --k)
                m = k;
            const int from = m ? std::max(0, *m - 2) : 0;
            const int to = std::min(result.months - 1, m ? *m + 2 : 3);
            for (int k = from; k <= to; ++k) {
                const double a = mine[static_cast<std::size_t>(k)];
                const double b = theirs[static_cast<std::size_t>(k)];
                e.steps.push_back(
                    {{a <= b ? QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                                 "month %1: option %2, baseline %3 (at or below)")
                             : QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                                 "month %1: option %2, baseline %3 (above)"),
                      {std::to_string(k + 1), money(a), money(b)}},
                     b - a});
            }
            if (m)
                e.result = *m + 1;  // as people count months
            else
                e.note =
                    QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                      "the option's cumulative cost never stays at or below the baseline's");
            break;
        }
        case Figure::Irr:
        case Figure::Payback:
        case Figure::DiscountedPayback: {
            const bool irr = ref.figure == Figure::Irr;
            const bool discounted = ref.figure == Figure::DiscountedPayback;
            e.figure = {irr ? QT_TRANSLATE_NOOP("gputco::engine::Explain", "IRR of \"%1\" against \"%2\"")
                        : discounted ? QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                                         "Discounted payback of \"%1\" against \"%2\"")
                                     : QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                                         "Payback of \"%1\" against \"%2\""),
                        {name, base.name}};
            e.formula =
                irr ? QT_TRANSLATE_NOOP(
                          "gputco::engine::Explain",
                          "the monthly i with sum U_t (1 + i)^-t = 0, annualised (1 + i)^12 - 1, U_t = "
                          "baseline_t - option_t with every loan paid in cash; only when U changes sign "
                          "once, "
                          "from - to +")
                : discounted
                    ? QT_TRANSLATE_NOOP(
                          "gputco::engine::Explain",
                          "the first t from which the cumulative sum of U_t x DF(t) stays >= 0; "
                          "U_t = baseline_t - option_t with every loan paid in cash")
                    : QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                        "the first t from which the cumulative sum of U_t = baseline_t - "
                                        "option_t (every loan paid in cash) stays >= 0");
            e.section = QT_TRANSLATE_NOOP("gputco::engine::Explain", "Comparing options");
            if (o.isBaseline || !o.vsBaseline) {
                e.note = QT_TRANSLATE_NOOP("gputco::engine::Explain", "this option is the baseline");
                return e;
            }
            if (discounted) e.inputs.push_back(discount);
            const std::vector<double> u = unleveredIncrementOf(built, baseBuilt, taxed);
            double cumulative = 0;
            int changes = 0;
            double previous = 0;
            for (std::size_t t = 0; t < u.size(); ++t) {
                const double d =
                    discounted ? u[t] * finance::discountFactor(rate, static_cast<double>(t)) : u[t];
                cumulative += d;
                if (d != 0 && previous != 0 && (d > 0) != (previous > 0)) ++changes;
                if (d != 0) previous = d;
                if (t < 3 || t % 12 == 0 || t + 1 == u.size())
                    e.steps.push_back(
                        {{QT_TRANSLATE_NOOP("gputco::engine::Explain", "t = %1: U = %2, cumulative %3"),
                          {std::to_string(t), money(d), money(cumulative)}},
                         d});
            }
            e.steps.push_back({{QT_TRANSLATE_NOOP("gputco::engine::Explain", "sign changes of U: %1"),
                                {std::to_string(changes)}},
                               static_cast<double>(changes)});
            std::optional<double> found;
            if (irr)
                found = finance::investmentIrrAnnual(u, finance::kZeroFlow);
            else if (const std::optional<int> months =
                         discounted ? finance::discountedPaybackPeriod(u, rate) : finance::paybackPeriod(u))
                found = *months;
            if (found)
                e.result = *found;
            else
                e.note = irr ? QT_TRANSLATE_NOOP(
                                   "gputco::engine::Explain",
                                   "no IRR: U does not change sign exactly once from negative to positive")
                             : QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                                 "it never pays back within the horizon");
            break;
        }
        case Figure::Mirr:
        case Figure::ProfitabilityIndex: {
            const bool mirr = ref.figure == Figure::Mirr;
            e.figure = {mirr ? QT_TRANSLATE_NOOP("gputco::engine::Explain", "MIRR of \"%1\" against \"%2\"")
                             : QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                                 "Profitability index of \"%1\" against \"%2\""),
                        {name, base.name}};
            e.formula =
                mirr ? QT_TRANSLATE_NOOP(
                           "gputco::engine::Explain",
                           "((returns carried forward to t = M) / (outlays discounted to t = 0))^(1/M) "
                           "- 1 a month, annualised (1 + m)^12 - 1; both at the discount rate, on U_t = "
                           "baseline_t - option_t with every loan paid in cash")
                     : QT_TRANSLATE_NOOP(
                           "gputco::engine::Explain",
                           "(returns discounted to t = 0) / (outlays discounted to t = 0), on U_t = "
                           "baseline_t - option_t with every loan paid in cash");
            e.section = QT_TRANSLATE_NOOP("gputco::engine::Explain", "Comparing options");
            e.inputs.push_back(discount);
            if (o.isBaseline || !o.vsBaseline) {
                e.note = QT_TRANSLATE_NOOP("gputco::engine::Explain", "this option is the baseline");
                return e;
            }
            const std::vector<double> u = unleveredIncrementOf(built, baseBuilt, taxed);
            const finance::OutlaysAndReturns parts = finance::outlaysAndReturns(u, rate);
            const auto months = static_cast<double>(u.size() - 1);
            e.steps.push_back(
                {{QT_TRANSLATE_NOOP("gputco::engine::Explain", "outlays discounted to t = 0: %1"),
                  {money(parts.pvOutlays)}},
                 parts.pvOutlays});
            e.steps.push_back(
                {{QT_TRANSLATE_NOOP("gputco::engine::Explain", "returns discounted to t = 0: %1"),
                  {money(parts.pvReturns)}},
                 parts.pvReturns});
            if (mirr) {
                const double carried = parts.pvReturns / finance::discountFactor(rate, months);
                e.steps.push_back(
                    {{QT_TRANSLATE_NOOP("gputco::engine::Explain", "returns carried forward to t = %1: %2"),
                      {number(months), money(carried)}},
                     carried});
            }
            e.result = mirr ? finance::mirrAnnual(u, rate) : finance::profitabilityIndex(u, rate);
            if (!e.result)
                e.note = QT_TRANSLATE_NOOP(
                    "gputco::engine::Explain",
                    "none: the flows have no outlay or no return, or the savings come first "
                    "(there is no outlay to earn a return on)");
            break;
        }
        case Figure::NpvSavingsUnlevered: {
            e.figure = {
                QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                  "Saving of \"%1\" against \"%2\" with every loan paid in cash (NPV)"),
                {name, base.name}};
            e.formula = QT_TRANSLATE_NOOP(
                "gputco::engine::Explain",
                "PV(baseline paying cash) - PV(option paying cash), after tax when tax is on");
            e.section = QT_TRANSLATE_NOOP("gputco::engine::Explain", "Comparing options");
            e.inputs.push_back(discount);
            const double basePv = unleveredPv(baseBuilt, taxed);
            const double optionPv = unleveredPv(built, taxed);
            e.steps.push_back(
                {{QT_TRANSLATE_NOOP("gputco::engine::Explain", "PV of the baseline paying cash %1"),
                  {money(basePv)}},
                 basePv});
            e.steps.push_back(
                {{QT_TRANSLATE_NOOP("gputco::engine::Explain", "PV of the option paying cash %1"),
                  {money(optionPv)}},
                 optionPv});
            if (o.isBaseline) {
                e.note = QT_TRANSLATE_NOOP("gputco::engine::Explain", "this option is the baseline");
                return e;
            }
            e.result = basePv - optionPv;
            break;
        }
        case Figure::FinancingNpv: {
            e.figure = {QT_TRANSLATE_NOOP("gputco::engine::Explain", "Financing NPV of \"%1\""), {name}};
            e.formula = QT_TRANSLATE_NOOP(
                "gputco::engine::Explain",
                "sum over t of F_t / (1 + j)^t, F_t = flows paying cash - flows as financed (the principal "
                "received at t = 0, each payment less its interest deduction, the balance at the horizon), "
                "j = (c / 12) x (1 - T): c the cost of debt (each loan's own rate when none is given), T the "
                "tax rate; 0 for a loan at the cost of debt, its subsidy for a cheaper one");
            e.section = QT_TRANSLATE_NOOP("gputco::engine::Explain", "Financing");
            e.inputs = inputsNamed(s, ref.option, {"financing.rate", "term_months", "down_payment_fraction"},
                                   {"finance.cost_of_debt", "tax.rate"});
            const std::vector<LoanFlows> loans = loanFlows(context, s.options[ref.option]);
            if (loans.empty()) {
                e.note = QT_TRANSLATE_NOOP("gputco::engine::Explain", "the option has no loan");
                return e;
            }
            double total = 0;
            for (const LoanFlows& loan : loans) {
                const std::vector<double>& f = taxed ? loan.afterTax : loan.beforeTax;
                const double j = finance::debtMonthlyRate(loan.annualRate, taxed ? loan.taxRate : 0.0);
                const double value = finance::presentValueAtMonthlyRate(f, j);
                const double principal = f.empty() ? 0.0 : f[0];
                e.steps.push_back(
                    {{loan.atCostOfDebt
                          ? QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                              "principal received at t = 0: %1 (c = %2 a year, the cost of "
                                              "debt; T = %3; j = %4 a month)")
                          : QT_TRANSLATE_NOOP(
                                "gputco::engine::Explain",
                                "principal received at t = 0: %1 (c = %2 a year, the loan's own "
                                "rate; T = %3; j = %4 a month)"),
                      {money(principal), number(loan.annualRate * 100) + " %",
                       number((taxed ? loan.taxRate : 0.0) * 100) + " %", number(j * 100) + " %"}},
                     principal});
                e.steps.push_back(
                    {{QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                        "payments after tax and the balance, discounted at j: %1"),
                      {money(value - principal)}},
                     value - principal});
                total += value;
            }
            e.steps.push_back({QT_TRANSLATE_NOOP("gputco::engine::Explain", "financing NPV"), total});
            e.result = total;
            break;
        }
        case Figure::NpvSavingsCash: {
            e.figure = {QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                          "Saving of \"%1\" against \"%2\" in cash alone (NPV)"),
                        {name, base.name}};
            e.formula =
                QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                  "NPV saving - (PV of the baseline's delay cost - PV of the option's), each "
                                  "unserved_m x (1 - T) "
                                  "at t = m + 1: the imputed delay cost is a valuation, not a cash flow");
            e.section = QT_TRANSLATE_NOOP("gputco::engine::Explain", "Comparing options");
            e.inputs.push_back(discount);
            e.inputs.push_back({"demand.unserved_cost_per_hour", s.demand.unservedCostPerHour, {}, {}});
            if (o.isBaseline || !o.vsBaseline) {
                e.note = QT_TRANSLATE_NOOP("gputco::engine::Explain", "this option is the baseline");
                return e;
            }
            e.steps.push_back({{QT_TRANSLATE_NOOP("gputco::engine::Explain", "NPV saving %1"),
                                {money(o.vsBaseline->npvSavings)}},
                               o.vsBaseline->npvSavings,
                               FigureRef{ref.option, Figure::NpvSavings, {}, 1}});
            e.steps.push_back(
                {{QT_TRANSLATE_NOOP("gputco::engine::Explain", "less the baseline's delay cost %1"),
                  {money(base.comparablePvUnserved)}},
                 -base.comparablePvUnserved});
            e.steps.push_back(
                {{QT_TRANSLATE_NOOP("gputco::engine::Explain", "plus the option's delay cost %1"),
                  {money(o.comparablePvUnserved)}},
                 o.comparablePvUnserved});
            e.result = o.vsBaseline->npvSavings - (base.comparablePvUnserved - o.comparablePvUnserved);
            break;
        }
        case Figure::NpvSavingsOtherRule: {
            const bool settled = s.finance.commitmentsAtHorizon == sc::CommitmentsAtHorizon::Settle;
            e.figure = {settled ? QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                                    "Saving of \"%1\" against \"%2\" if prorated (NPV)")
                                : QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                                    "Saving of \"%1\" against \"%2\" if settled (NPV)"),
                        {name, base.name}};
            e.formula = QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                          "the NPV saving with commitments at the horizon switched (prorate: "
                                          "only the months inside the "
                                          "horizon are paid; settle: the rest of a cut term is paid at t = "
                                          "M), everything else unchanged");
            e.section = QT_TRANSLATE_NOOP("gputco::engine::Explain", "Comparing options");
            if (o.isBaseline || !o.vsBaseline) {
                e.note = QT_TRANSLATE_NOOP("gputco::engine::Explain", "this option is the baseline");
                return e;
            }
            if (!o.vsBaseline->npvSavingsOtherRule) {
                e.note =
                    QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                      "no reserved term or lease of either option runs past the horizon");
                return e;
            }
            sc::Scenario other = s;
            other.finance.commitmentsAtHorizon =
                settled ? sc::CommitmentsAtHorizon::Prorate : sc::CommitmentsAtHorizon::Settle;
            const Result switched = evaluate(other, {.breakEvenUtilisation = false, .apiBreakEven = false});
            const double basePv = switched.options[result.baseline].comparablePv();
            const double optionPv = switched.options[ref.option].comparablePv();
            e.steps.push_back(
                {{QT_TRANSLATE_NOOP("gputco::engine::Explain", "PV of the baseline %1"), {money(basePv)}},
                 basePv});
            e.steps.push_back(
                {{QT_TRANSLATE_NOOP("gputco::engine::Explain", "PV of the option %1"), {money(optionPv)}},
                 optionPv});
            e.result = basePv - optionPv;
            break;
        }
        case Figure::NpvProfilePoint: {
            const int point = std::clamp(ref.profilePoint, 0, kNpvProfilePoints - 1);
            const double at = npvProfileRate(point);
            e.figure = {QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                          "Saving of \"%1\" against \"%2\" at a discount rate of %3 (NPV)"),
                        {name, base.name, number(at * 100) + " %"}};
            e.formula = QT_TRANSLATE_NOOP(
                "gputco::engine::Explain",
                "the incremental flows discounted at this rate instead of the scenario's, DF(t) = (1 + "
                "r)^(-t/12); "
                "the loans' financing NPVs and the leases valued at the cost of debt are held as they are");
            e.section = QT_TRANSLATE_NOOP("gputco::engine::Explain", "Comparing options");
            if (o.isBaseline || !o.vsBaseline) {
                e.note = QT_TRANSLATE_NOOP("gputco::engine::Explain", "this option is the baseline");
                return e;
            }
            std::vector<double> d(o.discountRateFlows.size());
            for (std::size_t t = 0; t < d.size(); ++t)
                d[t] = base.discountRateFlows[t] - o.discountRateFlows[t];
            double pv = discountSteps(d, at, e, false);
            const double held = base.debtValuedPv - o.debtValuedPv;
            if (held != 0) {
                e.steps.push_back({{QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                                      "debt valued at the cost of debt, held: %1"),
                                    {money(held)}},
                                   held});
                pv += held;
            }
            e.steps.push_back({QT_TRANSLATE_NOOP("gputco::engine::Explain", "NPV saving at this rate"), pv});
            e.result = pv;
            break;
        }
        case Figure::LevelisedCost: {
            e.figure = {QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                          "Levelised cost per reference GPU-hour of \"%1\""),
                        {name}};
            e.formula = QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                          "(PV before tax of the total-cost flows - PV of unserved) / PV of "
                                          "the delivered reference GPU-hours, "
                                          "each month's hours at t = m + 1");
            e.section = QT_TRANSLATE_NOOP("gputco::engine::Explain", "Results");
            e.inputs.push_back(discount);
            const LevelisedCost parts = levelisedCost(built, context.discount);
            e.steps.push_back({{QT_TRANSLATE_NOOP("gputco::engine::Explain", "PV of cost before tax %1"),
                                {money(parts.pvCost)}},
                               parts.pvCost});
            e.steps.push_back({{QT_TRANSLATE_NOOP("gputco::engine::Explain", "PV of unserved (not paid) %1"),
                                {money(parts.pvUnserved)}},
                               parts.pvUnserved});
            e.steps.push_back(
                {{QT_TRANSLATE_NOOP("gputco::engine::Explain", "PV of delivered reference GPU-hours %1"),
                  {number(parts.pvHours)}},
                 parts.pvHours});
            e.result = parts.value;
            if (!e.result) e.note = QT_TRANSLATE_NOOP("gputco::engine::Explain", "no demand was served");
            break;
        }
        case Figure::JobCost: {
            const SizingResult sized = sizing(s);
            if (ref.job >= sized.jobs.size()) {
                e.note = QT_TRANSLATE_NOOP("gputco::engine::Explain", "no such job");
                return e;
            }
            const JobSizing& j = sized.jobs[ref.job];
            const bool training = j.kind == JobKind::Training;
            const std::size_t trainingJobs = s.demand.jobs->training.size();
            const std::string at =
                training ? "demand.jobs.training[" + std::to_string(ref.job) + "]"
                         : "demand.jobs.inference[" + std::to_string(ref.job - trainingJobs) + "]";
            e.figure = training
                           ? ExplainText{QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                                           "Cost of one run of \"%1\" on \"%2\""),
                                         {j.name, name}}
                           : ExplainText{QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                                           "Cost per million tokens of \"%1\" on \"%2\""),
                                         {j.name, name}};
            e.formula =
                training ? QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                             "levelised cost per reference GPU-hour x 6 N D / (mfu x R x "
                                             "10^12 x 3,600) reference GPU-hours a run")
                         : QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                             "levelised cost per reference GPU-hour x 10^6 x 2 N / (mfu x R "
                                             "x 10^12 x 3,600) reference GPU-hours a million tokens");
            e.section = QT_TRANSLATE_NOOP("gputco::engine::Explain", "Sizing");
            const std::string reference = sc::kReferenceGpu;
            std::vector<std::string> globals{at + ".params", at + ".mfu", "finance.discount_rate",
                                             "gpus." + reference + ".datasheet.tensor_fp16",
                                             "gpus." + reference + ".efficiency.tensor_fp16"};
            if (training) globals.push_back(at + ".tokens");
            e.inputs = inputsNamed(s, ref.option, {}, globals);
            e.steps.push_back(
                {{training ? QT_TRANSLATE_NOOP("gputco::engine::Explain", "FLOPs a run (6 N D) %1")
                           : QT_TRANSLATE_NOOP("gputco::engine::Explain", "FLOPs a token (2 N) %1"),
                  {number(j.flops)}},
                 j.flops});
            e.steps.push_back({{QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                                  "R, the reference GPU's calibrated rate: %1 TFLOPS"),
                                {number(sized.referenceTflops)}},
                               sized.referenceTflops});
            e.steps.push_back(
                {{training ? QT_TRANSLATE_NOOP("gputco::engine::Explain", "reference GPU-hours a run %1")
                           : QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                               "reference GPU-hours a million tokens %1"),
                  {number(j.referenceGpuHours)}},
                 j.referenceGpuHours});
            const LevelisedCost parts = levelisedCost(built, context.discount);
            if (!parts.value) {
                e.note = QT_TRANSLATE_NOOP("gputco::engine::Explain", "no demand was served");
                return e;
            }
            e.steps.push_back(
                {{QT_TRANSLATE_NOOP("gputco::engine::Explain", "levelised cost per reference GPU-hour %1"),
                  {money(*parts.value)}},
                 *parts.value});
            e.result = *parts.value * j.referenceGpuHours;
            break;
        }
        case Figure::CategoryYear: {
            const auto c = static_cast<std::size_t>(ref.category);
            e.figure = {QT_TRANSLATE_NOOP("gputco::engine::Explain", "%1 of \"%2\" in year %3"),
                        {std::string(kCategoryNames[c]), name, std::to_string(ref.year)}};
            e.figure.categoryArg = 0;
            e.formula = QT_TRANSLATE_NOOP(
                "gputco::engine::Explain",
                "sum of the 12 months of the year; each month as the methodology defines the category");
            e.section = QT_TRANSLATE_NOOP("gputco::engine::Explain", "Owned clusters, Cloud capacity, Tax");
            e.inputs = inputsNamed(s, ref.option, leavesOf(ref.category), globalsOf(ref.category));
            const int first = (ref.year - 1) * 12;
            if (ref.year < 1 || first >= s.months()) {
                e.note = QT_TRANSLATE_NOOP("gputco::engine::Explain", "the year is outside the horizon");
                return e;
            }
            double sum = 0;
            for (int m = first; m < first + 12; ++m) {
                const double v = built.ledger.monthTotal(ref.category, m);
                sum += v;
                e.steps.push_back({{QT_TRANSLATE_NOOP("gputco::engine::Explain", "month %1: %2"),
                                    {std::to_string(m + 1), money(v)}},
                                   v});
            }
            e.steps.push_back(
                {{QT_TRANSLATE_NOOP("gputco::engine::Explain", "year %1"), {std::to_string(ref.year)}}, sum});
            e.result = sum;
            break;
        }
        case Figure::CumulativeCost: {
            e.figure = {QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                          "Cumulative cost of \"%1\" to the end of month %2"),
                        {name, std::to_string(ref.month + 1)}};
            e.formula = QT_TRANSLATE_NOOP(
                "gputco::engine::Explain",
                "sum over months 1 .. m and categories, the financing's interest inside the financing, "
                "without the tax shield; nominal, not discounted");
            e.section = QT_TRANSLATE_NOOP("gputco::engine::Explain", "Results");
            if (ref.month < 0 || ref.month >= s.months()) {
                e.note = QT_TRANSLATE_NOOP("gputco::engine::Explain", "the month is outside the horizon");
                return e;
            }
            double sum = 0;
            for (std::size_t c = 0; c < kCategoryCount; ++c) {
                const auto cat = static_cast<Category>(c);
                if (!countsInTotal(cat)) continue;
                double t = 0;
                for (int m = 0; m <= ref.month; ++m) t += built.ledger.monthTotal(cat, m);
                if (t == 0) continue;
                sum += t;
                e.steps.push_back({categoryStep(c, money(t)), t});
            }
            e.steps.push_back({{QT_TRANSLATE_NOOP("gputco::engine::Explain", "to the end of month %1"),
                                {std::to_string(ref.month + 1)}},
                               sum});
            e.result = sum;
            break;
        }
        case Figure::UnservedHours: {
            e.figure = {
                QT_TRANSLATE_NOOP("gputco::engine::Explain", "Unserved reference GPU-hours of \"%1\""),
                {name}};
            e.formula = QT_TRANSLATE_NOOP("gputco::engine::Explain",
                                          "the reference GPU-hours the demand asks for over the horizon - "
                                          "those the option's sources serve");
            e.section = QT_TRANSLATE_NOOP("gputco::engine::Explain", "Unserved demand");
            e.inputs = inputsNamed(s, ref.option,
                                   {"nodes", "gpus_per_node", "availability", "instances", "max_instances",
                                    "gpus_per_instance", "scheduling_efficiency", "interruption_overhead"},
                                   {"demand.gpus", "demand.growth_per_year", "demand.interruptible_share"});
            const double served = built.totals.deliveredHours;
            const double unserved = built.totals.unservedHours;
            e.steps.push_back(
                {{QT_TRANSLATE_NOOP("gputco::engine::Explain", "reference GPU-hours of demand %1"),
                  {number(served + unserved)}},
                 served + unserved});
            e.steps.push_back(
                {{QT_TRANSLATE_NOOP("gputco::engine::Explain", "less those served %1"), {number(served)}},
                 -served});
            e.steps.push_back({QT_TRANSLATE_NOOP("gputco::engine::Explain", "unserved"), unserved});
            // What waiting for them is counted at: a figure of its own.
            double delay = 0;
            for (int m = 0; m < s.months(); ++m) delay += built.ledger.monthTotal(Category::Unserved, m);
            if (delay != 0)
                e.parts.push_back({categoryStep(index(Category::Unserved), money(delay)), delay,
                                   FigureRef{ref.option, Figure::CategoryTotal, Category::Unserved, 1}});
            e.result = unserved;
            break;
        }
        case Figure::CategoryTotal:
        case Figure::CategoryPv:
        case Figure::Input:
            break;  // explainPart()
        case Figure::CashFlow: {
            e.figure = {QT_TRANSLATE_NOOP("gputco::engine::Explain", "Cash flow of \"%1\" at t = %2"),
                        {name, std::to_string(ref.month)}};
            e.formula =
                taxed ? QT_TRANSLATE_NOOP(
                            "gputco::engine::Explain",
                            "flow_t = what is paid at the start of month t + what is paid at the end of "
                            "month t - 1; with the tax shield (negative: tax saved)")
                      : QT_TRANSLATE_NOOP(
                            "gputco::engine::Explain",
                            "flow_t = what is paid at the start of month t + what is paid at the end of "
                            "month t - 1");
            e.section = QT_TRANSLATE_NOOP("gputco::engine::Explain", "Discounting and present value");
            if (ref.month < 0 || ref.month > s.months()) {
                e.note = QT_TRANSLATE_NOOP("gputco::engine::Explain", "t is outside the horizon");
                return e;
            }
            if (taxed) e.inputs.push_back({"tax.rate", s.tax.rate, {}, {}});
            double sum = 0;
            for (std::size_t c = 0; c < kCategoryCount; ++c) {
                const auto cat = static_cast<Category>(c);
                if (!countsInTotal(cat) && !(taxed && cat == Category::TaxShield)) continue;
                double v = 0;
                if (ref.month < s.months()) v += built.ledger.at(cat, ref.month, Timing::StartOfMonth);
                if (ref.month > 0) v += built.ledger.at(cat, ref.month - 1, Timing::EndOfMonth);
                if (v == 0) continue;
                sum += v;
                e.steps.push_back({categoryStep(c, money(v)), v});
            }
            e.steps.push_back({{QT_TRANSLATE_NOOP("gputco::engine::Explain", "flow at t = %1"),
                                {std::to_string(ref.month)}},
                               sum});
            e.result = sum;
            break;
        }
    }
    return e;
}

}  // namespace

Explanation explain(const sc::Scenario& s, const FigureRef& ref) {
    const EngineCall audited(EntryPoint::Explain);  // call_audit.h
    Explanation e = explainFigure(s, ref);
    // The steps that end on their own value ("FLOPs a token (2 N) %1" with 1.522e+10): marked,
    // so that a table with a value column does not say it twice.
    for (ExplainedStep& step : e.steps) {
        const std::vector<std::string>& args = step.what.args;
        const std::string last = "%" + std::to_string(args.size());
        const std::string& pattern = step.what.pattern;
        // Only where nothing but the value hangs on it: the sentence's one argument, or one after
        // a colon ("month 3: %2"); "t = 0: U = %2, cumulative %3" keeps its cumulative.
        const std::string before =
            pattern.size() >= last.size() ? pattern.substr(0, pattern.size() - last.size()) : "";
        const bool alone =
            args.size() == 1 || (before.size() >= 2 && before.compare(before.size() - 2, 2, ": ") == 0);
        if (!args.empty() && alone && pattern.size() >= last.size() &&
            pattern.compare(pattern.size() - last.size(), last.size(), last) == 0 &&
            (args.back() == money(step.value) || args.back() == number(step.value)))
            step.what.valueArg = static_cast<int>(args.size()) - 1;
    }
    return e;
}

}  // namespace gputco::engine