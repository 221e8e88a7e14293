#include <algorithm>
#include <cmath>
#include <numeric>

#include "model/io/workbook/workbook_sheets.h"

namespace gputco::io::workbook {

void writeRiskSheet(Sheet& sheet, const scenario::Scenario& scenario,
                    const engine::SensitivityResult& tornado, const engine::MonteCarloResult& trials,
                    const WorkbookText& text) {
    sheet.text(0, 0, text.word(Word::SheetRisk), Style::Title);
    sheet.note(1, 0, 5, text.word(Word::RiskNote), 2);
    sheet.print(true);

    int r = 3;
    sheet.text(r++, 0, text.word(Word::Tornado), Style::Section);
    const Word headers[] = {Word::Input,          Word::Low,  Word::High, Word::DifferenceLow,
                            Word::DifferenceHigh, Word::Swing};
    for (int c = 0; c < 6; ++c) sheet.text(r, c, text.word(headers[c]), Style::Header);
    sheet.rowHeight(r, 32);
    ++r;
    for (const engine::InputSwing& swing : tornado.inputs) {
        sheet.text(r, 0, text.input(scenario, swing.path).label);
        sheet.number(r, 1, swing.low, Style::Quantity, Format::Rate);
        sheet.number(r, 2, swing.high, Style::Quantity, Format::Rate);
        sheet.number(r, 3, swing.differenceLow, Style::Quantity, Format::Money);
        sheet.number(r, 4, swing.differenceHigh, Style::Quantity, Format::Money);
        sheet.formula(r, 5,
                      Expr::call("ABS",
                                 {Expr::ref(cellName(r, 4), swing.differenceHigh) -
                                  Expr::ref(cellName(r, 3), swing.differenceLow)},
                                 swing.swing),
                      Style::Formula, Format::Money);
        ++r;
    }

    r += 2;
    sheet.text(r++, 0, text.word(Word::MonteCarlo), Style::Section);
    sheet.text(r, 0, text.word(Word::Seed));
    sheet.number(r++, 1, static_cast<double>(trials.seed), Style::Quantity, Format::General);
    sheet.text(r, 0, text.word(Word::Trials));
    sheet.number(r++, 1, trials.trials, Style::Quantity, Format::Count);
    const std::size_t n = trials.options.size();
    // A note (row r), the options' names over the percentiles (the trials' header, below the
    // printed pages, names them too), then P5, P50, P95, mean.
    const int namesRow = r + 1;
    const int statsRow = namesRow + 1;
    const int headerRow = statsRow + 4;
    const int first = headerRow + 1;
    const int count = trials.trials;
    const int last = first + count - 1;
    sheet.text(headerRow, 0, text.word(Word::Trial), Style::Header);
    const Word stats[] = {Word::P5, Word::P50, Word::P95, Word::Mean};
    for (int k = 0; k < 4; ++k) sheet.text(statsRow + k, 0, text.word(stats[k]), Style::Section);
    // Tall enough for the whole of each option's name, wrapped at the column's 18 (issue #34).
    double longest = 0;
    for (const engine::OptionRisk& o : trials.options) longest = std::max(longest, textColumns(o.name));
    sheet.rowHeight(headerRow, std::max(48.0, 15.0 * std::ceil(longest / 16.0)));
    sheet.rowHeight(namesRow, std::max(48.0, 15.0 * std::ceil(longest / 16.0)));
    for (std::size_t i = 0; i < n; ++i) {
        const int col = 1 + static_cast<int>(i);
        sheet.text(headerRow, col, trials.options[i].name, Style::Header);
        sheet.text(namesRow, col, trials.options[i].name, Style::Header);
        sheet.width(col, 18);
        std::vector<double> column;
        for (int t = 0; t < count; ++t) {
            const double pv = trials.trialPvs[static_cast<std::size_t>(t) * n + i];
            column.push_back(pv);
            sheet.number(first + t, col, pv, Style::Quantity, Format::Money);
        }
        const double mean =
            std::accumulate(column.begin(), column.end(), 0.0) / std::max<std::size_t>(1, column.size());
        std::sort(column.begin(), column.end());
        const std::string range = rangeName(first, col, last, true);
        const double ps[] = {0.05, 0.5, 0.95};
        for (int k = 0; k < 3; ++k)
            sheet.formula(statsRow + k, col,
                          Expr::call("PERCENTILE", {range, formulaNumber(ps[k])},
                                     engine::percentileOfSorted(column, ps[k])),
                          Style::Formula, Format::Money);
        sheet.formula(statsRow + 3, col, Expr::call("AVERAGE", {range}, mean), Style::Formula, Format::Money);
    }
    for (int t = 0; t < count; ++t) sheet.number(first + t, 0, t + 1, Style::Plain, Format::Count);
    // The printed pages end with the mean (issue #34: 10,000 trials printed as 343 pages); a
    // note above the percentiles says where they went.
    sheet.note(namesRow - 1, 0, 5, text.word(Word::TrialsNotPrinted), 2);
    sheet.printArea(statsRow + 3, std::max(5, static_cast<int>(n)));
    // The whole of each input's label (they were cut at 48), up to 100 columns.
    double label = 48;
    for (const engine::InputSwing& swing : tornado.inputs)
        label = std::max(label, textColumns(text.input(scenario, swing.path).label) + 2);
    sheet.width(0, std::min(label, 100.0));
    for (int c = 1; c < 6; ++c) sheet.width(c, 18);
}

}  // namespace gputco::io::workbook
