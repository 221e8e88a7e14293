#include "ui/report/report_data.h"

#include "model/io/display_text.h"
#include "model/io/number_format.h"
#include "ui/charts/category_label.h"
#include "ui/document/financing_words.h"
#include "ui/document/language.h"
#include "ui/report/assumption_table.h"
#include "ui/report/calibration_table.h"
#include "ui/report/report_notes.h"
#include "ui/report/report_summary.h"
#include "ui/report/report_text.h"
#include "ui/report/sizing_table.h"

namespace gputco::ui::report {

namespace {

QString optionLabel(const engine::OptionResult& o) {
    const QString name = io::shownText(o.name);
    return o.isBaseline ? ReportText::tr("%1 (baseline)").arg(name) : name;
}

ReportTable costTable(const engine::Result& r) {
    const QLocale locale = uiLocale();
    const QString currency = QString::fromStdString(r.currency);
    ReportTable t;
    t.id = QStringLiteral("key_costs");
    t.title = ReportText::tr("Key figures: cost");
    t.caption =
        ReportText::tr("Present values at the scenario's discount rate; nominal totals over the horizon.");
    t.caption = ReportText::tr(
        "Present values at the scenario's discount rate; nominal totals over the horizon. The levelised "
        "cost is the PV of cost before tax (less the delay cost of unserved demand) over the PV of the "
        "reference GPU-hours served: the figure to hold against a cloud's hourly price.");
    t.header = {ReportText::tr("Option"),
                ReportText::tr("Total cost (with delay cost)"),
                ReportText::tr("Imputed delay cost (not cash)"),
                ReportText::tr("PV of cost"),
                ReportText::tr("PV after tax"),
                ReportText::tr("Per reference GPU-hour"),
                ReportText::tr("Levelised per reference GPU-hour")};
    // Seven columns: with the GPU-hours here too (now in the use table) the names and
    // headers broke in the middle of words.
    t.numeric = {false, true, true, true, true, true, true};
    t.widths = {22, 13, 13, 13, 13, 12, 14};
    for (const engine::OptionResult& o : r.options) {
        t.rows.push_back(
            {{optionLabel(o), io::formatMoney(o.totalCost, currency, locale),
              io::formatMoney(o.categoryTotal(engine::Category::Unserved), currency, locale),
              io::formatMoney(o.pvCost, currency, locale),
              o.pvCostAfterTax ? io::formatMoney(*o.pvCostAfterTax, currency, locale)
                               : io::formatPercent(std::nullopt),
              o.costPerReferenceGpuHour ? io::formatMoney(*o.costPerReferenceGpuHour, currency, locale, 2)
                                        : io::formatPercent(std::nullopt),
              o.levelisedCostPerReferenceGpuHour
                  ? io::formatMoney(*o.levelisedCostPerReferenceGpuHour, currency, locale, 2)
                  : io::formatPercent(std::nullopt)},
             false,
             o.unservedReferenceGpuHours > 0});
    }
    return t;
}

ReportTable baselineTable(const engine::Result& r) {
    const QLocale locale = uiLocale();
    const QString currency = QString::fromStdString(r.currency);
    const bool taxOn = !r.options.empty() && r.options.front().pvCostAfterTax.has_value();
    ReportTable t;
    t.id = QStringLiteral("key_baseline");
    t.title = ReportText::tr("Key figures: against the baseline");
    t.caption =
        (taxOn
             ? ReportText::tr(
                   "The NPV saving is after tax, the difference of adjusted present values: flows paid in "
                   "cash at the discount rate, loans and leases valued at the cost of debt; unlevered, every "
                   "loan is paid in cash instead, and the financing NPV is what the loan is worth against "
                   "that. The break-even month compares nominal cumulative costs before tax, as financed; "
                   "months are counted from the start.")
             : ReportText::tr(
                   "The NPV saving is the difference of adjusted present values: flows paid in cash at the "
                   "discount rate, loans and leases valued at the cost of debt; unlevered, every loan is "
                   "paid in cash instead, and the financing NPV is what the loan is worth against that. "
                   "The break-even month compares nominal cumulative costs, as financed; months are "
                   "counted from the start.")) +
        QLatin1Char(' ') + ReportText::tr("Financing NPV: %1.").arg(financingBasisWords(&r));
    t.header = {ReportText::tr("Option"),
                ReportText::tr("NPV saving (adjusted PV)"),
                ReportText::tr("NPV saving, unlevered"),
                ReportText::tr("Financing NPV (at cost of debt)"),
                ReportText::tr("Break-even month (nominal, before tax)"),
                ReportText::tr("Break-even utilisation")};
    t.numeric = {false, true, true, true, true, true};
    t.widths = {28, 15, 15, 13, 15, 14};
    for (const engine::OptionResult& o : r.options) {
        const QString financing =
            o.financingNpv ? io::formatMoney(*o.financingNpv, currency, locale) : io::kNoFigure;
        if (!o.vsBaseline) {
            t.rows.push_back(
                {{optionLabel(o), io::kNoFigure, io::kNoFigure, financing, io::kNoFigure, io::kNoFigure},
                 false,
                 false});
            continue;
        }
        const engine::VsBaseline& vs = *o.vsBaseline;
        t.rows.push_back(
            {{optionLabel(o), io::formatMoney(vs.npvSavings, currency, locale),
              io::formatMoney(vs.npvSavingsUnlevered, currency, locale), financing,
              io::formatMonthIndex(vs.breakEvenMonth), io::formatPercent(vs.breakEvenUtilisation, locale)},
             false,
             false});
    }
    return t;
}

// The NPV saving on other bases (MODEL.md section 9): without the imputed delay cost, under the
// other commitments rule, and at other discount rates (the NPV profile, drawn as a chart too).
ReportTable savingBasesTable(const engine::Result& r) {
    const QLocale locale = uiLocale();
    const QString currency = QString::fromStdString(r.currency);
    ReportTable t;
    t.id = QStringLiteral("key_saving_bases");
    t.title = ReportText::tr("Key figures: the NPV saving on other bases");
    t.caption = ReportText::tr(
        "In cash alone: without the imputed delay cost of unserved demand, which is a valuation, not a cash "
        "flow. Under the other rule: reserved terms and leases that run past the horizon prorated instead of "
        "settled, or the reverse; neither rule is neutral. At other discount rates: only the discounting "
        "changes, the loans and leases valued at the cost of debt are held.");
    t.header = {ReportText::tr("Option"),
                ReportText::tr("NPV saving"),
                ReportText::tr("In cash alone"),
                r.commitmentsSettled ? ReportText::tr("If prorated") : ReportText::tr("If settled"),
                ReportText::tr("At 0 %"),
                ReportText::tr("At 10 %"),
                ReportText::tr("At 20 %"),
                ReportText::tr("At 30 %")};
    t.numeric = {false, true, true, true, true, true, true, true};
    t.widths = {23, 11, 11, 11, 11, 11, 11, 11};
    for (const engine::OptionResult& o : r.options) {
        if (!o.vsBaseline) {
            QStringList row{optionLabel(o)};
            while (row.size() < t.header.size()) row << io::kNoFigure;
            t.rows.push_back({row, false, false});
            continue;
        }
        const engine::VsBaseline& vs = *o.vsBaseline;
        QStringList row{optionLabel(o), io::formatMoney(vs.npvSavings, currency, locale),
                        io::formatMoney(vs.npvSavingsCash, currency, locale),
                        vs.npvSavingsOtherRule ? io::formatMoney(*vs.npvSavingsOtherRule, currency, locale)
                                               : io::kNoFigure};
        for (const std::size_t point : {0, 5, 10, 15})
            row << (point < vs.npvProfile.size()
                        ? io::formatMoney(vs.npvProfile[point].npvSavings, currency, locale)
                        : io::kNoFigure);
        t.rows.push_back({row, false, o.unservedReferenceGpuHours > 0});
    }
    return t;
}

// Returns on the unlevered flows (MODEL.md section 9): a small down payment must not pass for
// a high return.
ReportTable returnsTable(const engine::Result& r) {
    const QLocale locale = uiLocale();
    const bool taxOn = !r.options.empty() && r.options.front().pvCostAfterTax.has_value();
    ReportTable t;
    t.id = QStringLiteral("key_returns");
    t.title = ReportText::tr("Key figures: returns, with every loan paid in cash");
    t.caption =
        taxOn ? ReportText::tr(
                    "On the incremental flows after tax with every loan paid in cash (unlevered). MIRR "
                    "reinvests the savings at the discount rate; where the IRR is above 100 % a year it "
                    "says more about a small outlay than about a return, and MIRR is the figure to read. "
                    "The profitability index is the PV of the savings per unit of PV invested.")
              : ReportText::tr(
                    "On the incremental flows with every loan paid in cash (unlevered). MIRR reinvests "
                    "the savings at the discount rate; where the IRR is above 100 % a year it says more "
                    "about a small outlay than about a return, and MIRR is the figure to read. The "
                    "profitability index is the PV of the savings per unit of PV invested.");
    t.header = {ReportText::tr("Option"),
                ReportText::tr("IRR"),
                ReportText::tr("MIRR"),
                ReportText::tr("Profitability index"),
                taxOn ? ReportText::tr("Payback (after tax)") : ReportText::tr("Payback (before tax)"),
                ReportText::tr("Discounted payback")};
    t.numeric = {false, true, true, true, true, true};
    t.widths = {32, 13, 13, 14, 14, 14};
    for (const engine::OptionResult& o : r.options) {
        if (!o.vsBaseline) {
            t.rows.push_back(
                {{optionLabel(o), io::kNoFigure, io::kNoFigure, io::kNoFigure, io::kNoFigure, io::kNoFigure},
                 false,
                 false});
            continue;
        }
        const engine::VsBaseline& vs = *o.vsBaseline;
        t.rows.push_back(
            {{optionLabel(o), io::formatPercent(vs.irr, locale), io::formatPercent(vs.mirr, locale),
              vs.profitabilityIndex ? io::formatDecimal(*vs.profitabilityIndex, locale, 2) : io::kNoFigure,
              io::formatMonthCount(vs.paybackMonths), io::formatMonthCount(vs.discountedPaybackMonths)},
             false,
             false});
    }
    return t;
}

ReportTable usageTable(const engine::Result& r) {
    const QLocale locale = uiLocale();
    ReportTable t;
    t.id = QStringLiteral("key_usage");
    t.title = ReportText::tr("Key figures: energy and use");
    t.header = {ReportText::tr("Option"),
                ReportText::tr("Delivered GPU-hours"),
                ReportText::tr("Unserved GPU-hours"),
                ReportText::tr("Energy (MWh)"),
                ReportText::tr("CO2 (t)"),
                ReportText::tr("Mean owned utilisation")};
    t.numeric = {false, true, true, true, true, true};
    for (const engine::OptionResult& o : r.options)
        t.rows.push_back(
            {{optionLabel(o), io::formatWhole(o.deliveredReferenceGpuHours, locale),
              io::formatWhole(o.unservedReferenceGpuHours, locale), io::formatWhole(o.energyMwh, locale),
              io::formatWhole(o.co2T, locale), io::formatPercent(o.meanOwnedUtilisation, locale)},
             false,
             o.unservedReferenceGpuHours > 0});
    return t;
}

// One option's cost by category and year; categories that are zero throughout are left out.
ReportTable yearlyTable(const engine::Result& r, std::size_t index) {
    const QLocale locale = uiLocale();
    const QString currency = QString::fromStdString(r.currency);
    const engine::OptionResult& o = r.options[index];
    ReportTable t;
    t.id = QStringLiteral("yearly_%1").arg(index + 1);
    t.title = ReportText::tr("Yearly cost: %1").arg(optionLabel(o));
    t.caption = ReportText::tr(
                    "Nominal amounts in %1. Financing interest (a part of financing) and the tax "
                    "shield are memo lines, not added to the total.")
                    .arg(currency);
    t.header << ReportText::tr("Category");
    t.numeric.push_back(false);
    for (const engine::YearTotals& y : o.yearly) {
        t.header << ReportText::tr("Year %1").arg(y.year);
        t.numeric.push_back(true);
    }
    t.header << ReportText::tr("Total");
    t.numeric.push_back(true);
    // The category names keep a fifth of the width; the years and the total share the rest.
    const int columns = static_cast<int>(t.header.size());
    t.widths.assign(static_cast<std::size_t>(columns), columns > 1 ? 78 / (columns - 1) : 100);
    t.widths.front() = 22;
    auto amount = [&](double v) { return io::formatWhole(v, locale); };
    for (std::size_t c = 0; c < engine::kCategoryCount; ++c) {
        bool any = false;
        for (const engine::YearTotals& y : o.yearly) any = any || y.categories[c] != 0;
        if (!any) continue;
        const auto category = static_cast<engine::Category>(c);
        ReportRow row;
        row.cells << categoryLabel(category);
        double sum = 0;
        for (const engine::YearTotals& y : o.yearly) {
            row.cells << amount(y.categories[c]);
            sum += y.categories[c];
        }
        row.cells << amount(sum);
        row.loud = category == engine::Category::Unserved;
        t.rows.push_back(row);
    }
    ReportRow total;
    total.cells << ReportText::tr("Total");
    for (const engine::YearTotals& y : o.yearly) total.cells << amount(y.total);
    total.cells << amount(o.totalCost);
    t.rows.push_back(total);
    return t;
}

}  // namespace

ReportData buildReportData(const ReportInput& in) {
    const engine::Result& r = in.result;
    const QLocale locale = uiLocale();
    ReportData d;
    d.title = ReportText::tr("Total cost of ownership report");
    d.scenarioName = io::shownText(in.scenario.name);
    d.notes = io::shownText(in.scenario.notes);
    const QString hash = in.fileSha256.left(12);
    auto fact = [&](const QString& label, const QString& value) {
        d.titleFacts << label + QLatin1Char('\t') + value;
    };
    fact(ReportText::tr("Date"), locale.toString(in.date, QLocale::LongFormat));
    fact(ReportText::tr("Prepared by"), in.preparedBy);
    fact(ReportText::tr("Currency"), QString::fromStdString(r.currency));
    fact(ReportText::tr("Horizon"),
         ReportText::tr("%1 years (%2 months)").arg(in.scenario.horizonYears).arg(r.months));
    fact(ReportText::tr("Baseline"),
         r.baseline < r.options.size() ? io::shownText(r.options[r.baseline].name) : QString());
    fact(ReportText::tr("Cost model"),
         ReportText::tr("revision %1 (see the appendix: methodology)").arg(engine::kModelRevision));
    fact(ReportText::tr("Scenario file"), in.fileName);
    fact(ReportText::tr("SHA-256 of the file"), in.fileSha256);
    d.summary = executiveSummary(in.scenario, r);
    d.overrides = overriddenValues(in.scenario);
    d.keyFigures = {costTable(r), baselineTable(r), savingBasesTable(r), returnsTable(r), usageTable(r)};
    d.legend = figureLegend(d.keyFigures);
    for (std::size_t i = 0; i < r.options.size(); ++i) d.yearly.push_back(yearlyTable(r, i));
    d.calibration = calibrationTable(in.scenario);
    d.speeds = speedTable(in.scenario);
    d.probes = probeTable(in.scenario);
    d.sizing = sizingTables(in.scenario, in.sizing ? &*in.sizing : nullptr, r);
    d.assumptions = assumptionTable(in.scenario);
    d.stalePrices = stalePriceTable(in.scenario);
    d.footerFile = ReportText::tr("%1 · SHA-256 %2").arg(in.fileName, hash);
    return d;
}

QString reportDataTsv(const ReportData& d) {
    QStringList lines;
    auto clean = [](QString s) {
        return s.replace(QLatin1Char('\t'), QLatin1Char(' ')).replace(QLatin1Char('\n'), QLatin1Char(' '));
    };
    lines << QStringLiteral("title\t") + clean(d.title);
    lines << QStringLiteral("scenario\t") + clean(d.scenarioName);
    for (const QString& f : d.titleFacts) lines << QStringLiteral("fact\t") + f;
    for (const QString& o : d.overrides) lines << QStringLiteral("override\t") + clean(o);
    for (const SummarySentence& s : d.summary)
        lines << (s.loud ? QStringLiteral("summary!\t") : QStringLiteral("summary\t")) + clean(s.text);
    std::vector<const ReportTable*> tables;
    for (const ReportTable& t : d.keyFigures) tables.push_back(&t);
    for (const QString& l : d.legend) lines << QStringLiteral("legend\t") + clean(l);
    for (const ReportTable& t : d.yearly) tables.push_back(&t);
    tables.push_back(&d.calibration);
    tables.push_back(&d.speeds);
    tables.push_back(&d.probes);
    for (const ReportTable& t : d.sizing) tables.push_back(&t);
    if (!d.stalePrices.rows.empty()) tables.push_back(&d.stalePrices);
    tables.push_back(&d.assumptions);
    for (const ReportTable* t : tables) {
        lines << QString();
        lines << QStringLiteral("table\t") + t->id + QLatin1Char('\t') + clean(t->title);
        QStringList header;
        for (const QString& h : t->header) header << clean(h);
        lines << QStringLiteral("header\t") + header.join(QLatin1Char('\t'));
        for (const ReportRow& row : t->rows) {
            QStringList cells;
            for (const QString& c : row.cells) cells << clean(c);
            lines << (row.group      ? QStringLiteral("group\t")
                      : row.subgroup ? QStringLiteral("subgroup\t")
                      : row.loud     ? QStringLiteral("row!\t")
                                     : QStringLiteral("row\t")) +
                         cells.join(QLatin1Char('\t'));
        }
    }
    lines << QString() << QStringLiteral("footer\t") + clean(d.footerFile);
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

}  // namespace gputco::ui::report
