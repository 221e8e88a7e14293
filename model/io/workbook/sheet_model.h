// The audit workbook held in memory before it is written (xlsx_file.h): sheets of cells, each
// a text, a number or a formula with its cached value, in one of a few styles; the defined
// names; the charts. Building the whole model first lets tests read every cell without an
// .xlsx reader, and keeps libxlsxwriter to one small file.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/io/workbook/cell_expr.h"

namespace gputco::io::workbook {

enum class Style : std::uint8_t {
    Plain,
    Title,
    Header,
    Section,   // a bold line over a block: not wrapped
    Note,      // a line of explanation, wrapped
    Input,     // a value the user may change: blue on yellow (the usual convention)
    Quantity,  // an engine quantity written as a value: grey
    Formula,
    Warning,  // what a reader must not miss (demand left unserved): bold dark red
};

enum class Format : std::uint8_t {
    General,
    Money,    // #,##0.00
    Count,    // #,##0
    Hours,    // #,##0.0
    Percent,  // 0.00%
    Factor,   // 0.000000
    Ratio,    // 0.00: a profitability index
    Rate,     // #,##0.0000: money per GPU-hour
};

struct Cell {
    enum class Kind : std::uint8_t { Text, Number, Formula } kind = Kind::Text;
    std::string text;          // Text: the text; Formula: the formula without "="
    double value = 0;          // Number, and a Formula's cached result
    bool emptyResult = false;  // a formula whose result is "" (a figure that does not exist)
    Style style = Style::Plain;
    Format format = Format::General;
};

// A line chart: one series per entry, each a column range of some sheet.
struct LineChart {
    std::string title;
    std::string xTitle;
    std::string yTitle;
    struct Series {
        std::string name;        // "=Summary!$A$6": a reference, so a name is never a formula
        std::string categories;  // "'Option 1'!$A$22:$A$81"
        std::string values;
    };
    std::vector<Series> series;
    int row = 0, col = 0;  // where its top left corner sits
};

class Sheet {
public:
    explicit Sheet(std::string name) : name_(std::move(name)) {}

    const std::string& name() const { return name_; }
    // "'Option 1'!" : the prefix of a reference from another sheet.
    std::string prefix() const;

    // A text is stored as cellText() gives it.
    void text(int row, int col, const std::string& text, Style style = Style::Plain);
    void number(int row, int col, double value, Style style, Format format);
    void formula(int row, int col, const Expr& expr, Style style, Format format);
    // A formula whose result may be "": the cached result is empty when `value` is none.
    void formula(int row, int col, const std::string& formula, std::optional<double> value, Format format);
    void width(int col, double characters) { widths_[col] = characters; }
    void freeze(int row, int col) { freezeRow_ = row, freezeCol_ = col; }
    void rowHeight(int row, double points) { heights_[row] = points; }
    // A note across columns first..last, wrapped, `lines` lines tall.
    void note(int row, int first, int last, const std::string& text, int lines);
    // Printing: landscape; the whole width on one page when `fitWidth`; rows first..last
    // repeated on every page.
    void print(bool fitWidth, int repeatFirst = -1, int repeatLast = -1) {
        fitWidth_ = fitWidth ? 1 : 0, repeatFirst_ = repeatFirst, repeatLast_ = repeatLast;
    }
    // The width on `pages` pages side by side (0: as wide as it is); a wide sheet shrunk to one
    // page would be unreadable.
    void fitWidthPages(int pages) { fitWidth_ = pages; }
    // Only rows 0..lastRow, columns 0..lastCol print (a Monte Carlo's 10,000 trials are read
    // on screen, not on 250 pages); -1: the whole sheet.
    void printArea(int lastRow, int lastCol) { printLastRow_ = lastRow, printLastCol_ = lastCol; }
    void chart(LineChart chart);

    const std::map<std::pair<int, int>, Cell>& cells() const { return cells_; }
    const Cell* at(int row, int col) const;
    const std::map<int, double>& widths() const { return widths_; }
    // The columns given a width, added up: how wide the sheet prints.
    double totalWidth() const;
    int freezeRow() const { return freezeRow_; }
    int freezeCol() const { return freezeCol_; }
    const std::vector<LineChart>& charts() const { return charts_; }
    struct Merge {
        int row, first, last;
    };
    const std::vector<Merge>& merges() const { return merges_; }
    const std::map<int, double>& heights() const { return heights_; }
    bool fitWidth() const { return fitWidth_ > 0; }
    int fitWidthPages() const { return fitWidth_; }
    int printLastRow() const { return printLastRow_; }
    int printLastCol() const { return printLastCol_; }
    int repeatFirst() const { return repeatFirst_; }
    int repeatLast() const { return repeatLast_; }

private:
    std::string name_;
    std::map<std::pair<int, int>, Cell> cells_;
    std::map<int, double> widths_;
    int freezeRow_ = 0, freezeCol_ = 0;
    std::vector<LineChart> charts_;
    std::vector<Merge> merges_;
    std::map<int, double> heights_;
    int fitWidth_ = 0;
    int repeatFirst_ = -1, repeatLast_ = -1;
    int printLastRow_ = -1, printLastCol_ = -1;
};

struct DefinedName {
    std::string name;       // ASCII: discount_rate, opt4_src1_pue
    std::string reference;  // "=Inputs!$C$5"
};

struct SheetModel {
    std::vector<Sheet> sheets;  // in the order the file shows them
    std::vector<DefinedName> names;
    // Inputs a formula wanted that the scenario does not have (InputNames::missing): empty
    // unless a builder has a bug.
    std::vector<std::string> missingInputs;

    Sheet& add(std::string name) { return sheets.emplace_back(std::move(name)); }
};

// A text as every cell of the workbook shows it, whatever sheet it is on: controls and bidi
// controls by their code points, as the app and the report show names (issue #32). A NUL
// would otherwise cut the text where the C API reads it, and U+202E reverse a name.
std::string cellText(const std::string& text);

// How many columns `text` needs: a CJK or full-width character two, any other one.
double textColumns(const std::string& text);

// Pages side by side that print a sheet `width` columns wide at half size or larger (A4
// landscape holds about 140 columns at full size): a wide sheet shrunk onto one page would
// be unreadable, one at full size runs to many pages.
int pagesWide(double width);

// "B5": the A1 address of a zero-based cell; absolute "$B$5" when `absolute`.
std::string cellName(int row, int col, bool absolute = false);
// "B5:B64".
std::string rangeName(int firstRow, int col, int lastRow, bool absolute = false);
// A sheet name in quotes as a reference wants it: 'Option 1', with ' doubled.
std::string quotedSheet(const std::string& name);

}  // namespace gputco::io::workbook
