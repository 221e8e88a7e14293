#include "model/io/result_text.h"

#include "model/io/display_text.h"

#include <QString>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

#include "model/io/csv_field.h"
#include "model/io/number_format.h"

namespace gputco::io {

namespace {

QString text(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

// The figures of an option after its monthly rows: month and year empty, the figure's name in
// the category column, and its unit (the currency, "fraction", "ratio", "months", "hours")
// in the last one.
struct CsvFigure {
    const char* name;
    std::optional<double> value;
    QString unit;
};

// The NPV profile's points, one figure each: the NPV saving at 0 %, 2 %, ..., 30 %.
constexpr const char* kProfileNames[] = {
    "npv_savings_at_0_percent",  "npv_savings_at_2_percent",  "npv_savings_at_4_percent",
    "npv_savings_at_6_percent",  "npv_savings_at_8_percent",  "npv_savings_at_10_percent",
    "npv_savings_at_12_percent", "npv_savings_at_14_percent", "npv_savings_at_16_percent",
    "npv_savings_at_18_percent", "npv_savings_at_20_percent", "npv_savings_at_22_percent",
    "npv_savings_at_24_percent", "npv_savings_at_26_percent", "npv_savings_at_28_percent",
    "npv_savings_at_30_percent"};

std::vector<CsvFigure> csvFigures(const engine::OptionResult& o, const QString& currency) {
    const QString fraction = QStringLiteral("fraction"), months = QStringLiteral("months");
    auto whole = [](const std::optional<int>& v) { return v ? std::optional<double>(*v) : std::nullopt; };
    std::vector<CsvFigure> figures = {
        {"total_cost", o.totalCost, currency},
        {"pv_cost", o.pvCost, currency},
        {"pv_cost_after_tax", o.pvCostAfterTax, currency},
        {"cost_per_reference_gpu_hour", o.costPerReferenceGpuHour, currency},
        {"levelised_cost_per_reference_gpu_hour", o.levelisedCostPerReferenceGpuHour, currency},
        {"financing_npv", o.financingNpv, currency},
        {"financing_npv_before_tax", o.financingNpvBeforeTax, currency},
        {"delivered_reference_gpu_hours", o.deliveredReferenceGpuHours, QStringLiteral("hours")},
        {"unserved_reference_gpu_hours", o.unservedReferenceGpuHours, QStringLiteral("hours")},
        {"commitment_after_horizon", o.commitmentAfterHorizon, currency},
    };
    if (const auto& vs = o.vsBaseline) {
        figures.push_back({"npv_savings", vs->npvSavings, currency});
        figures.push_back({"npv_savings_unlevered", vs->npvSavingsUnlevered, currency});
        figures.push_back({"npv_savings_cash", vs->npvSavingsCash, currency});
        figures.push_back({"npv_savings_other_rule", vs->npvSavingsOtherRule, currency});
        for (std::size_t i = 0; i < vs->npvProfile.size(); ++i)
            figures.push_back({kProfileNames[i], vs->npvProfile[i].npvSavings, currency});
        figures.push_back({"irr", vs->irr, fraction});
        figures.push_back({"mirr", vs->mirr, fraction});
        figures.push_back({"profitability_index", vs->profitabilityIndex, QStringLiteral("ratio")});
        figures.push_back({"break_even_month", whole(vs->breakEvenMonth), QStringLiteral("month index")});
        figures.push_back({"payback_months", whole(vs->paybackMonths), months});
        figures.push_back({"discounted_payback_months", whole(vs->discountedPaybackMonths), months});
        figures.push_back({"break_even_utilisation", vs->breakEvenUtilisation, fraction});
    }
    return figures;
}

}  // namespace

QByteArray resultCsv(const engine::Result& result) {
    // The CSV is a report a person opens in a spreadsheet: names as printed (controls by
    // their code points, issue #32) and never a formula; amounts stay numbers.
    QString out = QStringLiteral("option,month,year,category,amount,currency\n");
    const QString currency = csvField(printedText(result.currency));
    for (const auto& o : result.options) {
        const QString name = csvField(printedText(o.name));
        for (std::size_t c = 0; c < engine::kCategoryCount; ++c) {
            const auto& series = o.monthly[c];
            for (std::size_t m = 0; m < series.size(); ++m)
                out += name + QLatin1Char(',') + QString::number(m) + QLatin1Char(',') +
                       QString::number(m / 12 + 1) + QLatin1Char(',') + text(engine::kCategoryNames[c]) +
                       QLatin1Char(',') + QString::number(series[m], 'g', 17) + QLatin1Char(',') + currency +
                       QLatin1Char('\n');
        }
    }
    // A figure that does not exist (no IRR, no break-even) is an empty amount, never a number.
    for (const auto& o : result.options)
        for (const CsvFigure& f : csvFigures(o, currency))
            out += csvField(printedText(o.name)) + QStringLiteral(",,,") + QLatin1String(f.name) +
                   QLatin1Char(',') + (f.value ? QString::number(*f.value, 'g', 17) : QString()) +
                   QLatin1Char(',') + f.unit + QLatin1Char('\n');
    return out.toUtf8();
}

QString alignedTable(const std::vector<QStringList>& rows) {
    std::vector<qsizetype> width(rows.front().size(), 0);
    for (const auto& row : rows)
        for (qsizetype i = 0; i < row.size(); ++i)
            width[static_cast<std::size_t>(i)] = std::max(width[static_cast<std::size_t>(i)], row[i].size());
    QString out;
    for (const auto& row : rows)
        for (qsizetype i = 0; i < row.size(); ++i) {
            const auto w = width[static_cast<std::size_t>(i)];
            out += i == 0 ? row[i].leftJustified(w) : row[i].rightJustified(w);
            out += i + 1 < row.size() ? QStringLiteral("  ") : QStringLiteral("\n");
        }
    return out;
}

namespace {

QString money(const std::optional<double>& v, const QString& currency, int decimals = 0) {
    return v ? formatMoney(*v, currency, QLocale::c(), decimals) : QStringLiteral("n/a");
}

QString ratio(const std::optional<double>& v) {
    return v ? formatDecimal(*v, QLocale::c(), 2) : QStringLiteral("n/a");
}

// "[!]": the option does not do all the work asked of it: demand left unserved, or a service
// that its MIG slices cannot hold (engine/sizing.cpp's warning). The warnings below say which.
bool fallsShort(const engine::OptionResult& o) {
    return o.unservedReferenceGpuHours >= 0.5 ||
           std::any_of(o.warnings.begin(), o.warnings.end(),
                       [](const engine::Warning& w) { return w.code == engine::WarningCode::SliceTooSmall; });
}

}  // namespace

QString financingBasis(const engine::Result& result) {
    const auto rate = [](double v) { return formatPercent(std::optional<double>(v)); };
    if (result.costOfDebt) {
        const double afterTax = *result.costOfDebt * (1.0 - result.taxRate);
        return result.taxRate > 0 ? QStringLiteral("at the after-tax cost of debt, %1 (%2 x (1 - %3))")
                                        .arg(rate(afterTax), rate(*result.costOfDebt), rate(result.taxRate))
                                  : QStringLiteral("at the cost of debt, %1").arg(rate(*result.costOfDebt));
    }
    return result.taxRate > 0
               ? QStringLiteral(
                     "at each loan's own rate after tax (no cost of debt given): a loan at the "
                     "market rate is worth 0")
               : QStringLiteral(
                     "at each loan's own rate (no cost of debt given): a loan at the market rate "
                     "is worth 0");
}

QByteArray resultTable(const engine::Result& result) {
    const QString cur = printedText(result.currency);
    const bool taxEnabled = !result.options.empty() && result.options.front().pvCostAfterTax.has_value();
    std::vector<QStringList> costs{{"option", "total", "PV", "PV after tax", "per ref GPU-h",
                                    "levelised per ref GPU-h", "unserved GPU-h"}};
    for (const auto& o : result.options) {
        QString name = printedText(o.name);  // read by a person: controls made visible
        if (o.isBaseline) name += QStringLiteral(" (baseline)");
        if (fallsShort(o)) name += QStringLiteral(" [!]");
        costs.push_back({name, formatMoney(o.totalCost, cur), formatMoney(o.pvCost, cur),
                         money(o.pvCostAfterTax, cur), money(o.costPerReferenceGpuHour, cur, 2),
                         money(o.levelisedCostPerReferenceGpuHour, cur, 2),
                         formatWhole(o.unservedReferenceGpuHours)});
    }
    // Against the baseline: each column says its basis (MODEL.md section 6).
    const QString basis = taxEnabled ? QStringLiteral("after tax") : QStringLiteral("before tax");
    bool anyShort = false, anyOtherRule = false, anyLoan = false;
    for (const auto& o : result.options) {
        anyLoan = anyLoan || o.financingNpv.has_value();
        if (!o.vsBaseline) continue;
        anyShort = anyShort || o.unservedReferenceGpuHours >= 0.5 ||
                   result.options[result.baseline].unservedReferenceGpuHours >= 0.5;
        anyOtherRule = anyOtherRule || o.vsBaseline->npvSavingsOtherRule.has_value();
    }
    QStringList head{"option", "NPV saving (adjusted PV)"};
    if (anyShort) head << "NPV saving (cash alone)";
    if (anyOtherRule)
        head << (result.commitmentsSettled ? "NPV saving if prorated" : "NPV saving if settled");
    head << "NPV saving (unlevered)";
    if (anyLoan) head << "financing NPV";
    head << "IRR (unlevered)"
         << "MIRR (unlevered)"
         << "PI (unlevered)"
         << "break-even month (nominal, before tax)"
         << "payback (" + basis + ", unlevered)";
    std::vector<QStringList> versus{head};
    for (const auto& o : result.options) {
        if (!o.vsBaseline) continue;
        const engine::VsBaseline& vs = *o.vsBaseline;
        QString name = printedText(o.name);
        if (fallsShort(o)) name += QStringLiteral(" [!]");
        QStringList row{name, formatMoney(vs.npvSavings, cur)};
        if (anyShort) row << formatMoney(vs.npvSavingsCash, cur);
        if (anyOtherRule) row << money(vs.npvSavingsOtherRule, cur);
        row << formatMoney(vs.npvSavingsUnlevered, cur);
        if (anyLoan) row << money(o.financingNpv, cur);
        row << formatPercent(vs.irr) << formatPercent(vs.mirr) << ratio(vs.profitabilityIndex)
            << formatMonthIndex(vs.breakEvenMonth) << formatMonthCount(vs.paybackMonths);
        versus.push_back(row);
    }
    QString out = alignedTable(costs);
    if (versus.size() > 1) {
        out += QStringLiteral("\nagainst the baseline %1 (NPV at the discount rate; %2)\n")
                   .arg(printedText(result.options[result.baseline].name), basis);
        out += alignedTable(versus);
        if (anyLoan) out += QStringLiteral("financing NPV: ") + financingBasis(result) + QLatin1Char('\n');
        // The NPV profile: the saving at discount rates 0 to 30 %, one column per option.
        QStringList profileHead{"discount rate"};
        for (const auto& o : result.options)
            if (o.vsBaseline) profileHead << printedText(o.name);
        std::vector<QStringList> profile{profileHead};
        const std::size_t points = result.options[result.baseline == 0 ? 1 : 0].vsBaseline->npvProfile.size();
        for (std::size_t i = 0; i < points; ++i) {
            QStringList row;
            for (const auto& o : result.options) {
                if (!o.vsBaseline) continue;
                if (row.isEmpty()) row << formatPercent(o.vsBaseline->npvProfile[i].rate);
                row << formatMoney(o.vsBaseline->npvProfile[i].npvSavings, cur);
            }
            profile.push_back(row);
        }
        out += QStringLiteral("\nNPV saving at other discount rates (%1)\n").arg(basis);
        out += alignedTable(profile);
    }
    for (const auto& o : result.options)
        for (const auto& w : o.warnings)
            out += QStringLiteral("warning: ") + printedText(o.name) + QStringLiteral(": ") +
                   printedText(w.message) + QLatin1Char('\n');
    return out.toUtf8();
}

}  // namespace gputco::io
