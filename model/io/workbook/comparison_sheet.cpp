#include <algorithm>
#include <cmath>

#include "model/engine/option_figures.h"
#include "model/finance/cash_flows.h"
#include "model/io/workbook/workbook_sheets.h"

namespace gputco::io::workbook {

namespace {

constexpr int kFigureHeaderRow = 3;
constexpr int kFirstFigureRow = 4;
constexpr int kFigureColumns = 14;
// d (at the discount rate), U (unlevered), last sign, first sign, changes, CU, t if CU < 0, DCU,
// t if DCU < 0, m if above
constexpr int kHelpers = 10;

int sign(double x) {
    return x > 0 ? 1 : (x < 0 ? -1 : 0);
}

// Replaces the last part of a range reference "'X'!$B$26:$B$86" by the one cell of row r.
std::string cellOfRange(const std::string& range, int offset) {
    // range = prefix + "$C$26:$C$86": take the first cell's column and row, move down.
    const auto bang = range.rfind('!');
    const std::string prefix = range.substr(0, bang + 1);
    const std::string first = range.substr(bang + 1, range.find(':') - bang - 1);  // $C$26
    const auto dollar = first.rfind('$');
    const std::string column = first.substr(0, dollar + 1);
    const int row = std::stoi(first.substr(dollar + 1)) + offset;
    return prefix + column + std::to_string(row);
}

}  // namespace

std::vector<ComparisonCells> writeComparisonSheet(Sheet& sheet, const scenario::Scenario& scenario,
                                                  const engine::Result& result,
                                                  const std::vector<OptionFigures>& options,
                                                  InputNames& names, const WorkbookText& text) {
    const int months = scenario.months();
    const std::size_t n = options.size();
    const std::size_t base = result.baseline;
    const Expr rate = names("finance.discount_rate");
    std::vector<ComparisonCells> cells(n);

    sheet.text(0, 0, text.word(Word::SheetComparison), Style::Title);
    sheet.note(1, 0, 9, text.word(Word::ComparisonNote), 4);
    sheet.rowHeight(kFigureHeaderRow, 64);
    const Word headers[kFigureColumns] = {Word::Option,
                                          Word::NpvSaving,
                                          Word::NpvUnlevered,
                                          Word::Irr,
                                          Word::Mirr,
                                          Word::ProfitabilityIndex,
                                          Word::PaybackMonths,
                                          Word::DiscountedPayback,
                                          Word::BreakEvenMonth,
                                          Word::BreakEvenUtilisation,
                                          Word::NpvSavingCash,
                                          Word::FinancingNpvCompared,
                                          Word::FinancingNpvBeforeTax,
                                          Word::NpvOtherRule};
    for (int c = 0; c < kFigureColumns; ++c)
        sheet.text(kFigureHeaderRow, c, text.word(headers[c]), Style::Header);
    // The figures gputco finds by a search or on other sheets than these: values, said so.
    sheet.text(kFigureHeaderRow - 1, 9, text.word(Word::EngineValue), Style::Note);
    sheet.text(kFigureHeaderRow - 1, 13, text.word(Word::EngineValueOtherRule), Style::Note);
    sheet.rowHeight(kFigureHeaderRow - 1, 48);

    // The NPV profile's table (MODEL.md section 9, "NPV profile"), between the figures and
    // the grid: a column per option, the held debt values, then a row per rate.
    const int profileNote = kFirstFigureRow + static_cast<int>(n) + 1;
    const int profileHeader = profileNote + 1, heldRow = profileHeader + 1, firstRateRow = heldRow + 1;
    const int rates = engine::kNpvProfilePoints;

    // The grid.
    const int gridHeader = firstRateRow + rates + 2;
    const int first = gridHeader + 1, last = first + months;
    sheet.text(gridHeader, 0, text.word(Word::GridT), Style::Header);
    sheet.text(gridHeader, 1, text.word(Word::DiscountFactor), Style::Header);
    sheet.rowHeight(gridHeader, 64);
    sheet.print(false, gridHeader, gridHeader);
    std::vector<double> df(static_cast<std::size_t>(months) + 1);
    for (int t = 0; t <= months; ++t) {
        sheet.number(first + t, 0, t, Style::Plain, Format::Count);
        const Expr f = pow(Expr::number(1) + rate, -Expr::ref(cellName(first + t, 0), t) / Expr::number(12));
        sheet.formula(first + t, 1, f, Style::Formula, Format::Factor);
        df[static_cast<std::size_t>(t)] = f.value();
    }
    const std::string dfRange = rangeName(first, 1, last, true);
    const std::string tRange = rangeName(first, 0, last, true);
    const std::string M = std::to_string(months);

    sheet.note(profileNote, 0, 9, text.word(Word::NpvProfile), 2);
    sheet.text(profileHeader, 0, text.word(Word::DiscountRate), Style::Header);
    sheet.text(heldRow, 0, text.word(Word::HeldDebt));
    for (int k = 0; k < rates; ++k)
        sheet.number(firstRateRow + k, 0, engine::npvProfileRate(k), Style::Plain, Format::Percent);
    int profileColumn = 1;

    int col = 2;
    for (std::size_t i = 0; i < n; ++i) {
        const int figureRow = kFirstFigureRow + static_cast<int>(i);
        const engine::OptionResult& opt = result.options[i];
        const OptionFigures& o = options[i];
        sheet.text(figureRow, 0, opt.name);
        // Every option's own financing NPV, the baseline's too: the NPV saving counts both.
        if (o.financingNpv) sheet.formula(figureRow, 11, *o.financingNpv, Style::Formula, Format::Money);
        if (o.financingNpvBeforeTax)
            sheet.formula(figureRow, 12, *o.financingNpvBeforeTax, Style::Formula, Format::Money);
        if (i == base) {
            sheet.text(figureRow, 1, text.word(Word::Baseline), Style::Note);
            continue;
        }
        const OptionFigures& b = options[base];
        const int d = col, u = col + 1, last_sign = col + 2, first_sign = col + 3, changes = col + 4,
                  cu = col + 5, below = col + 6, dcu = col + 7, dbelow = col + 8, above = col + 9;
        col += kHelpers;
        const Word helperWords[] = {
            Word::DiscountRateSaving,    Word::UnleveredSaving, Word::LastSign,    Word::FirstSign,
            Word::SignChanges,           Word::Cumulative,      Word::BelowZeroAt, Word::DiscountedCumulative,
            Word::DiscountedBelowZeroAt, Word::AboveBaselineAt};
        sheet.note(gridHeader - 1, d, d + kHelpers - 1, withArg(text.word(Word::Against), opt.name), 1);
        for (int h = 0; h < kHelpers; ++h) {
            sheet.text(gridHeader, d + h, text.word(helperWords[h]), Style::Header);
            sheet.width(d + h, 14);
        }
        double lastSign = 0, firstSign = 0, cum = 0, dcum = 0;
        int signChanges = 0;
        std::vector<double> saving(static_cast<std::size_t>(months) + 1);
        for (int t = 0; t <= months; ++t) {
            const int r = first + t;
            const auto k = static_cast<std::size_t>(t);
            // The saving in the flows discounted at the discount rate (after tax when tax is
            // on; unlevered; lease payments valued at the cost of debt apart): the NPV
            // profile's flows.
            const std::string bf = cellOfRange(b.discountRateGridRange, t),
                              of = cellOfRange(o.discountRateGridRange, t);
            saving[k] = b.discountRateGrid[k] - o.discountRateGrid[k];
            sheet.formula(r, d, bf + "-" + of, saving[k], Format::Money);
            const std::string bu = cellOfRange(b.unleveredGridRange, t),
                              ou = cellOfRange(o.unleveredGridRange, t);
            double diff = b.unleveredGrid[k] - o.unleveredGrid[k];
            if (!(std::fabs(diff) > finance::kZeroFlow)) diff = 0;  // MODEL.md section 9
            sheet.formula(r, u, "IF(ABS(" + bu + "-" + ou + ")<=1E-9,0," + bu + "-" + ou + ")", diff,
                          Format::Money);
            const std::string U = cellName(r, u);
            const std::string prevLast = t == 0 ? "0" : cellName(r - 1, last_sign);
            const std::string prevFirst = t == 0 ? "0" : cellName(r - 1, first_sign);
            const std::string prevChanges = t == 0 ? "0" : cellName(r - 1, changes);
            const bool changed = diff != 0 && lastSign != 0 && sign(diff) != lastSign;
            signChanges += changed ? 1 : 0;
            if (firstSign == 0) firstSign = sign(diff);
            sheet.formula(r, changes,
                          prevChanges + "+IF(AND(" + U + "<>0," + prevLast + "<>0,SIGN(" + U + ")<>" +
                              prevLast + "),1,0)",
                          signChanges, Format::Count);
            if (diff != 0) lastSign = sign(diff);
            sheet.formula(r, last_sign, "IF(" + U + "<>0,SIGN(" + U + ")," + prevLast + ")", lastSign,
                          Format::Count);
            sheet.formula(r, first_sign, "IF(" + prevFirst + "<>0," + prevFirst + ",SIGN(" + U + "))",
                          firstSign, Format::Count);
            cum += diff;
            dcum += diff * df[k];
            sheet.formula(r, cu, (t == 0 ? "" : cellName(r - 1, cu) + "+") + U, cum, Format::Money);
            sheet.formula(r, below, "IF(" + cellName(r, cu) + "<-1E-6," + cellName(r, 0) + ",-1)",
                          cum < -1e-6 ? t : -1, Format::Count);
            sheet.formula(r, dcu, (t == 0 ? "" : cellName(r - 1, dcu) + "+") + U + "*" + cellName(r, 1), dcum,
                          Format::Money);
            sheet.formula(r, dbelow, "IF(" + cellName(r, dcu) + "<-1E-6," + cellName(r, 0) + ",-1)",
                          dcum < -1e-6 ? t : -1, Format::Count);
            if (t < months) {
                // Cumulative nominal cost before tax, as financed: the break-even month's test.
                const std::string oc = cellOfRange(o.cumulativeRange, t),
                                  bc = cellOfRange(b.cumulativeRange, t);
                const double ov = o.cumulative[k], bv = b.cumulative[k];
                const bool isAbove = ov > bv + 1e-9 * std::max(1.0, std::abs(bv));
                sheet.formula(
                    r, above,
                    "IF(" + oc + ">" + bc + "+1E-9*MAX(1,ABS(" + bc + "))," + cellName(r, 0) + ",-1)",
                    isAbove ? t : -1, Format::Count);
            }
        }
        const std::string U = rangeName(first, u, last, true);
        const std::string C = cellName(last, changes, true), F = cellName(last, first_sign, true);
        const engine::VsBaseline& vs = *opt.vsBaseline;
        ComparisonCells& out = cells[i];

        // The NPV saving: the difference of the two adjusted PVs (MODEL.md section 9).
        const Expr npv = b.pvCompared - o.pvCompared;
        sheet.formula(figureRow, 1, npv, Style::Formula, Format::Money);
        out.npvSaving = Expr::ref(sheet.prefix() + cellName(figureRow, 1, true), npv.value());
        sheet.formula(figureRow, 2, b.pvUnlevered - o.pvUnlevered, Style::Formula, Format::Money);

        // IRR: only when the flows change sign once, from an outlay to savings.
        const double guess = vs.irr ? std::pow(1.0 + *vs.irr, 1.0 / 12.0) - 1.0 : 0.01;
        sheet.formula(
            figureRow, 3,
            "IF(AND(" + C + "=1," + F + "=-1),(1+IRR(" + U + "," + formulaNumber(guess) + "))^12-1,\"\")",
            vs.irr, Format::Percent);
        const std::string j = "((1+" + rate.formula() + ")^(1/12)-1)";
        const std::string hasOutlay = "COUNTIF(" + U + ",\"<0\")>0";
        sheet.formula(figureRow, 4,
                      "IF(AND(" + hasOutlay + ",COUNTIF(" + U + ",\">0\")>0," + F + "=-1),(1+MIRR(" + U +
                          "," + j + "," + j + "))^12-1,\"\")",
                      vs.mirr, Format::Percent);
        sheet.formula(figureRow, 5,
                      "IF(AND(" + hasOutlay + "," + F + "=-1),SUMPRODUCT((" + U + ">0)*" + U + "*" + dfRange +
                          ")/SUMPRODUCT((" + U + "<0)*(0-" + U + ")*" + dfRange + "),\"\")",
                      vs.profitabilityIndex, Format::Ratio);
        auto payback = [&](int belowCol) {
            const std::string range = rangeName(first, belowCol, last, true);
            return "IF(MAX(" + range + ")=" + M + ",\"\",MAX(" + range + ")+1)";
        };
        auto asDouble = [](const std::optional<int>& v) {
            return v ? std::optional<double>(*v) : std::nullopt;
        };
        sheet.formula(figureRow, 6, payback(below), asDouble(vs.paybackMonths), Format::Count);
        sheet.formula(figureRow, 7, payback(dbelow), asDouble(vs.discountedPaybackMonths), Format::Count);
        // The month as people read it, m + 1 (the first month is 1), as the app and the report
        // write it ("month 34"); the engine's m is 0-based (MODEL.md section 9).
        const std::string aboveRange = rangeName(first, above, last - 1, true);
        sheet.formula(
            figureRow, 8,
            "IF(MAX(" + aboveRange + ")=" + std::to_string(months - 1) + ",\"\",MAX(" + aboveRange + ")+2)",
            vs.breakEvenMonth ? std::optional<double>(*vs.breakEvenMonth + 1) : std::nullopt, Format::Count);
        if (vs.breakEvenUtilisation)
            sheet.number(figureRow, 9, *vs.breakEvenUtilisation, Style::Quantity, Format::Percent);
        // Without the imputed delay cost: a valuation, not a cash flow (MODEL.md section 9,
        // "NPV without the delay cost").
        sheet.formula(
            figureRow, 10,
            Expr::ref(cellName(figureRow, 1), npv.value()) - (b.pvUnservedCompared - o.pvUnservedCompared),
            Style::Formula, Format::Money);
        if (vs.npvSavingsOtherRule)
            sheet.number(figureRow, 13, *vs.npvSavingsOtherRule, Style::Quantity, Format::Money);

        // The NPV profile: the saving's flows d discounted at each rate, plus the debt values
        // held (baseline less option).
        const int pc = profileColumn++;
        sheet.text(profileHeader, pc, opt.name, Style::Header);
        // Held: the baseline's debt values less the option's (0 when neither has any).
        const Expr held = b.debtHeld && o.debtHeld ? *b.debtHeld - *o.debtHeld
                          : b.debtHeld             ? *b.debtHeld
                          : o.debtHeld             ? -*o.debtHeld
                                                   : Expr::number(0);
        sheet.formula(heldRow, pc, held, Style::Formula, Format::Money);
        const std::string savingRange = rangeName(first, d, last, true);
        for (int k = 0; k < rates; ++k) {
            const double r = engine::npvProfileRate(k);
            double pv = 0;
            for (int t = 0; t <= months; ++t)
                pv += saving[static_cast<std::size_t>(t)] * std::pow(1.0 + r, -t / 12.0);
            const std::string rateCell = cellName(firstRateRow + k, 0, true);
            const Expr point =
                Expr::call("SUMPRODUCT", {savingRange, "(1+" + rateCell + ")^(-" + tRange + "/12)"}, pv) +
                Expr::ref(cellName(heldRow, pc), held.value());
            sheet.formula(firstRateRow + k, pc, point, Style::Formula, Format::Money);
        }

        const std::string pre = sheet.prefix();
        out.irr = pre + cellName(figureRow, 3, true);
        out.mirr = pre + cellName(figureRow, 4, true);
        out.profitabilityIndex = pre + cellName(figureRow, 5, true);
        out.payback = pre + cellName(figureRow, 6, true);
        out.irrValue = vs.irr, out.mirrValue = vs.mirr, out.piValue = vs.profitabilityIndex;
        out.paybackValue = asDouble(vs.paybackMonths);
    }
    // The whole of each option's name in the first column (issue #34), up to 72 columns.
    double longest = 56;
    for (const engine::OptionResult& o : result.options) longest = std::max(longest, textColumns(o.name) + 2);
    sheet.width(0, std::min(longest, 72.0));
    for (int c = 1; c < kFigureColumns; ++c) sheet.width(c, 16);
    sheet.freeze(kFirstFigureRow, 1);
    // Printed a few pages wide, the grid's header on each (issue #34).
    sheet.fitWidthPages(pagesWide(sheet.totalWidth()));
    return cells;
}

}  // namespace gputco::io::workbook
