#include "model/io/workbook/sheet_model.h"

#include <algorithm>
#include <cmath>

#include "model/io/display_text.h"

namespace gputco::io::workbook {

std::string quotedSheet(const std::string& name) {
    std::string quoted = "'";
    for (char c : name) {
        quoted += c;
        if (c == '\'') quoted += '\'';
    }
    return quoted + "'";
}

double Sheet::totalWidth() const {
    double sum = 0;
    for (const auto& [col, width] : widths_) sum += width;
    return sum;
}

double textColumns(const std::string& text) {
    double columns = 0;
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if ((byte & 0xC0) == 0x80) continue;  // a continuation byte
        columns += byte >= 0xE3 ? 2.0 : 1.0;  // U+3000 and above: CJK, kana, full-width forms
    }
    return columns;
}

int pagesWide(double width) {
    constexpr double kHalfSizeColumns = 280;
    return std::max(1, static_cast<int>(std::ceil(width / kHalfSizeColumns)));
}

std::string Sheet::prefix() const {
    return quotedSheet(name_) + "!";
}

std::string cellText(const std::string& text) {
    return printedText(text).toStdString();
}

void Sheet::text(int row, int col, const std::string& text, Style style) {
    Cell& c = cells_[{row, col}];
    c = Cell{};
    c.kind = Cell::Kind::Text;
    c.text = cellText(text);
    c.style = style;
}

void Sheet::number(int row, int col, double value, Style style, Format format) {
    Cell& c = cells_[{row, col}];
    c = Cell{};
    c.kind = Cell::Kind::Number;
    c.value = value;
    c.style = style;
    c.format = format;
}

void Sheet::formula(int row, int col, const Expr& expr, Style style, Format format) {
    Cell& c = cells_[{row, col}];
    c = Cell{};
    c.kind = Cell::Kind::Formula;
    c.text = expr.formula();
    c.value = expr.value();
    c.style = style;
    c.format = format;
}

void Sheet::formula(int row, int col, const std::string& formula, std::optional<double> value,
                    Format format) {
    Cell& c = cells_[{row, col}];
    c = Cell{};
    c.kind = Cell::Kind::Formula;
    c.text = formula;
    c.value = value.value_or(0.0);
    c.emptyResult = !value;
    c.style = Style::Formula;
    c.format = format;
}

void Sheet::note(int row, int first, int last, const std::string& text, int lines) {
    this->text(row, first, text, Style::Note);
    merges_.push_back({row, first, last});
    heights_[row] = 15.0 * lines;
}

void Sheet::chart(LineChart chart) {
    chart.title = cellText(chart.title);
    chart.xTitle = cellText(chart.xTitle);
    chart.yTitle = cellText(chart.yTitle);
    charts_.push_back(std::move(chart));
}

const Cell* Sheet::at(int row, int col) const {
    const auto it = cells_.find({row, col});
    return it == cells_.end() ? nullptr : &it->second;
}

std::string cellName(int row, int col, bool absolute) {
    std::string letters;
    for (int c = col + 1; c > 0; c = (c - 1) / 26)
        letters.insert(letters.begin(), static_cast<char>('A' + (c - 1) % 26));
    const std::string dollar = absolute ? "$" : "";
    return dollar + letters + dollar + std::to_string(row + 1);
}

std::string rangeName(int firstRow, int col, int lastRow, bool absolute) {
    return cellName(firstRow, col, absolute) + ":" + cellName(lastRow, col, absolute);
}

}  // namespace gputco::io::workbook
