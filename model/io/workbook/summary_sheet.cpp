#include <algorithm>
#include <cmath>

#include "model/io/workbook/workbook_sheets.h"
#include "model/scenario/provenance_lookup.h"

namespace gputco::io::workbook {

void writeSummarySheet(Sheet& sheet, const scenario::Scenario& scenario, const engine::Result& result,
                       const std::vector<OptionFigures>& options,
                       const std::vector<ComparisonCells>& comparisons, const WorkbookText& text) {
    constexpr int kHeaderRow = 4;
    sheet.text(0, 0, withArg(text.word(Word::WorkbookTitle), scenario.name), Style::Title);
    sheet.note(1, 0, 9, text.word(Word::SummaryNote), 3);
    sheet.rowHeight(kHeaderRow, 48);
    sheet.print(true, kHeaderRow, kHeaderRow);
    constexpr int kUnservedColumn = 11;
    constexpr int kEstimatesColumn = 12;
    constexpr double kWidestName = 72;  // columns; a longer name wraps
    sheet.text(2, 0, scenario.currency);
    const Word headers[] = {
        Word::Option,        Word::TotalCost,     Word::PvCostAdjusted, Word::PvAfterTaxAdjusted,
        Word::NpvSaving,     Word::Irr,           Word::Mirr,           Word::ProfitabilityIndex,
        Word::PaybackMonths, Word::LevelisedCost, Word::LikeForLike,    Word::DemandUnserved};
    for (int c = 0; c < 12; ++c) sheet.text(kHeaderRow, c, text.word(headers[c]), Style::Header);
    // Whether the option rests on a price marked as the user's estimate (issue #33): "yes" or
    // empty, after the like-for-like words and the unserved share.
    sheet.text(kHeaderRow, kEstimatesColumn, text.word(Word::OnEstimates), Style::Header);
    std::vector<bool> estimated(options.size(), false);
    for (const std::size_t o : scenario::optionsOnEstimates(scenario))
        if (o < estimated.size()) estimated[o] = true;
    auto link = [](const std::string& reference, const std::optional<double>& value) {
        return std::pair<std::string, std::optional<double>>{reference, value};
    };
    for (std::size_t i = 0; i < options.size(); ++i) {
        const int r = kHeaderRow + 1 + static_cast<int>(i);
        const OptionFigures& o = options[i];
        // The share of the demanded reference GPU-hours the option leaves unserved (issue #34):
        // its name and the share in red, as the report's warning says it; an engine quantity.
        const engine::OptionResult& res = result.options[i];
        const double demand = res.unservedReferenceGpuHours + res.deliveredReferenceGpuHours;
        const double unserved = demand > 0 ? res.unservedReferenceGpuHours / demand : 0.0;
        const bool leavesDemand = res.unservedReferenceGpuHours > 0;
        sheet.number(r, kUnservedColumn, unserved, leavesDemand ? Style::Warning : Style::Quantity,
                     Format::Percent);
        // The name is text: a name that looks like a formula ("=cmd|...") stays a name.
        sheet.text(r, 0, res.name,
                   leavesDemand                          ? Style::Warning
                   : textColumns(res.name) > kWidestName ? Style::Note
                                                         : Style::Plain);
        sheet.formula(r, 1, o.totalCost, Style::Formula, Format::Money);
        sheet.formula(r, 2, o.pvCost, Style::Formula, Format::Money);
        if (o.pvAfterTax) sheet.formula(r, 3, *o.pvAfterTax, Style::Formula, Format::Money);
        const ComparisonCells& c = comparisons[i];
        if (c.npvSaving) {
            sheet.formula(r, 4, *c.npvSaving, Style::Formula, Format::Money);
            for (const auto& [col, cell] :
                 {std::pair<int, std::pair<std::string, std::optional<double>>>{5, link(c.irr, c.irrValue)},
                  {6, link(c.mirr, c.mirrValue)},
                  {7, link(c.profitabilityIndex, c.piValue)},
                  {8, link(c.payback, c.paybackValue)}})
                sheet.formula(r, col, cell.first, cell.second,
                              col == 8   ? Format::Count
                              : col == 7 ? Format::Ratio
                                         : Format::Percent);
        }
        if (o.levelised) sheet.formula(r, 9, *o.levelised, Style::Formula, Format::Rate);
        // Against the baseline (issue #34): the cost lines one lacks, in words; never a figure
        // changed. Wrapped, the row as tall as its words need at the column's 60 characters.
        if (result.options[i].isBaseline) {
            sheet.text(r, 10, text.word(Word::Baseline));
        } else if (const std::string words = text.likeForLike(result, i); !words.empty()) {
            sheet.text(r, 10, words, Style::Note);
            sheet.rowHeight(r, 15.0 * static_cast<double>(1 + words.size() / 55));
        } else if (const auto& check = result.options[i].likeForLike; check && check->servesDifferently()) {
            // Its lines match, its service does not: "yes" beside 39 % unserved read as a match.
            sheet.text(r, 10, text.word(Word::ServesDifferently), Style::Note);
        } else {
            sheet.text(r, 10, text.word(Word::Yes));
        }
        if (estimated[i]) sheet.text(r, kEstimatesColumn, text.word(Word::Yes));
    }
    // The whole of each name (issue #34: they were cut at 48 columns): as wide as the longest,
    // up to kWidestName; a longer name wraps (the row grows).
    double longest = 24;
    for (const engine::OptionResult& o : result.options) longest = std::max(longest, textColumns(o.name) + 2);
    sheet.width(0, std::min(longest, kWidestName));
    for (std::size_t i = 0; i < result.options.size(); ++i) {
        const double lines = std::ceil(textColumns(result.options[i].name) / kWidestName);
        const int r = kHeaderRow + 1 + static_cast<int>(i);
        const auto height = sheet.heights().find(r);  // the like-for-like words' height
        if (lines > 1)
            sheet.rowHeight(r,
                            std::max(15.0 * lines, height == sheet.heights().end() ? 0.0 : height->second));
    }
    for (int c = 1; c < 10; ++c) sheet.width(c, 17);
    sheet.width(10, 60);
    sheet.width(kUnservedColumn, 12);
    sheet.width(kEstimatesColumn, 24);
    sheet.freeze(kHeaderRow + 1, 1);

    LineChart chart;
    chart.title = text.word(Word::CumulativeChartTitle);
    chart.xTitle = text.word(Word::MonthAxis);
    chart.yTitle = withArg(text.word(Word::CumulativeAxis), scenario.currency);
    for (std::size_t i = 0; i < options.size(); ++i)
        // The series is named by a reference to the option's name cell: a name is never
        // read as a formula, whatever it holds.
        chart.series.push_back(
            {"=" + sheet.prefix() + cellName(kHeaderRow + 1 + static_cast<int>(i), 0, true),
             options[i].monthRange, options[i].cumulativeRange});
    chart.row = kHeaderRow + 3 + static_cast<int>(options.size());
    chart.col = 0;
    sheet.chart(std::move(chart));
}

}  // namespace gputco::io::workbook
