#include "model/io/workbook/xlsx_file.h"

#include <xlsxwriter.h>

#include <array>
#include <cerrno>
#include <cmath>
#include <memory>
#include <system_error>

namespace gputco::io::workbook {

namespace {

// Owns an lxw_workbook: closes (and so frees) it once, keeping the first error of any call.
class XlsxWorkbook {
public:
    XlsxWorkbook(const std::string& path, const std::string& tmpdir) {
        lxw_workbook_options options{};
        options.tmpdir = tmpdir.empty() ? nullptr : const_cast<char*>(tmpdir.c_str());
        book_ = workbook_new_opt(path.c_str(), &options);
        if (!book_) error_ = "could not start the workbook";
    }
    ~XlsxWorkbook() {
        if (book_) workbook_close(book_);
    }
    XlsxWorkbook(const XlsxWorkbook&) = delete;
    XlsxWorkbook& operator=(const XlsxWorkbook&) = delete;

    lxw_workbook* get() const { return book_; }
    bool ok() const { return error_.empty(); }
    const std::string& error() const { return error_; }
    void check(lxw_error e, const char* what) {
        if (e != LXW_NO_ERROR && error_.empty()) error_ = std::string(what) + ": " + lxw_strerror(e);
    }
    // Writes the file; the workbook is freed either way.
    // A failing write (a full disk, a file-size limit) is said in the operating system's
    // words, as every other writer says it: libxlsxwriter's own is "Zip generic error".
    void close() {
        if (!book_) return;
        errno = 0;
        const lxw_error e = workbook_close(book_);
        const int osError = errno;
        book_ = nullptr;
        if (e != LXW_NO_ERROR && osError != 0 && error_.empty())
            error_ = std::generic_category().message(osError);
        check(e, "writing the file");
    }

private:
    lxw_workbook* book_ = nullptr;
    std::string error_;
};

constexpr std::size_t kStyles = 9, kFormats = 8;

const char* numberFormat(Format f) {
    switch (f) {
        case Format::Money:
            return "#,##0.00";
        case Format::Count:
            return "#,##0";
        case Format::Hours:
            return "#,##0.0";
        case Format::Percent:
            return "0.00%";
        case Format::Factor:
            return "0.000000";
        case Format::Ratio:
            return "0.00";
        case Format::Rate:
            return "#,##0.0000";
        case Format::General:
            break;
    }
    return "General";
}

void dress(lxw_format* format, Style style) {
    switch (style) {
        case Style::Title:
            format_set_bold(format);
            format_set_font_size(format, 14);
            break;
        case Style::Header:
            format_set_bold(format);
            format_set_text_wrap(format);
            format_set_align(format, LXW_ALIGN_VERTICAL_TOP);
            format_set_bottom(format, LXW_BORDER_THIN);
            break;
        case Style::Section:
            format_set_bold(format);
            break;
        case Style::Note:
            format_set_italic(format);
            format_set_text_wrap(format);
            format_set_align(format, LXW_ALIGN_VERTICAL_TOP);
            break;
        case Style::Input:
            format_set_font_color(format, 0x0000FF);
            format_set_bg_color(format, 0xFFFF99);
            break;
        case Style::Quantity:
            format_set_bg_color(format, 0xE7E6E6);
            break;
        case Style::Warning:
            format_set_bold(format);
            format_set_font_color(format, 0x9C0006);
            format_set_text_wrap(format);
            format_set_align(format, LXW_ALIGN_VERTICAL_TOP);
            break;
        case Style::Plain:
        case Style::Formula:
            break;
    }
}

}  // namespace

std::string writeXlsx(const SheetModel& model, const std::string& path, const std::string& tmpdir) {
    XlsxWorkbook book(path, tmpdir);
    if (!book.ok()) return book.error();
    std::array<std::array<lxw_format*, kFormats>, kStyles> formats{};
    for (std::size_t s = 0; s < kStyles; ++s)
        for (std::size_t f = 0; f < kFormats; ++f) {
            lxw_format* format = workbook_add_format(book.get());
            dress(format, static_cast<Style>(s));
            format_set_num_format(format, numberFormat(static_cast<Format>(f)));
            formats[s][f] = format;
        }

    for (const Sheet& sheet : model.sheets) {
        lxw_worksheet* ws = workbook_add_worksheet(book.get(), sheet.name().c_str());
        if (!ws) return "could not add the sheet \"" + sheet.name() + "\"";
        for (const auto& [col, width] : sheet.widths())
            book.check(worksheet_set_column(ws, static_cast<lxw_col_t>(col), static_cast<lxw_col_t>(col),
                                            width, nullptr),
                       "setting a column width");
        if (sheet.freezeRow() > 0 || sheet.freezeCol() > 0)
            worksheet_freeze_panes(ws, static_cast<lxw_row_t>(sheet.freezeRow()),
                                   static_cast<lxw_col_t>(sheet.freezeCol()));
        worksheet_set_landscape(ws);
        worksheet_set_paper(ws, 9);  // A4
        if (sheet.fitWidthPages() > 0)
            worksheet_fit_to_pages(ws, static_cast<std::uint16_t>(sheet.fitWidthPages()), 0);
        if (sheet.printLastRow() >= 0)
            book.check(worksheet_print_area(ws, 0, 0, static_cast<lxw_row_t>(sheet.printLastRow()),
                                            static_cast<lxw_col_t>(sheet.printLastCol())),
                       "setting the printed cells");
        if (sheet.repeatFirst() >= 0)
            book.check(worksheet_repeat_rows(ws, static_cast<lxw_row_t>(sheet.repeatFirst()),
                                             static_cast<lxw_row_t>(sheet.repeatLast())),
                       "setting the rows printed on every page");
        for (const auto& [row, height] : sheet.heights())
            book.check(worksheet_set_row(ws, static_cast<lxw_row_t>(row), height, nullptr),
                       "setting a row height");
        for (const Sheet::Merge& m : sheet.merges()) {
            const Cell* cell = sheet.at(m.row, m.first);
            lxw_format* format = formats[static_cast<std::size_t>(Style::Note)][0];
            book.check(
                worksheet_merge_range(ws, static_cast<lxw_row_t>(m.row), static_cast<lxw_col_t>(m.first),
                                      static_cast<lxw_row_t>(m.row), static_cast<lxw_col_t>(m.last),
                                      cell ? cell->text.c_str() : "", format),
                "writing a note");
        }
        for (const auto& [at, cell] : sheet.cells()) {
            if (cell.style == Style::Note && cell.kind == Cell::Kind::Text) {
                bool merged = false;
                for (const Sheet::Merge& m : sheet.merges())
                    merged = merged || (m.row == at.first && m.first == at.second);
                if (merged) continue;  // written with its merge
            }
            const auto row = static_cast<lxw_row_t>(at.first);
            const auto col = static_cast<lxw_col_t>(at.second);
            lxw_format* format =
                formats[static_cast<std::size_t>(cell.style)][static_cast<std::size_t>(cell.format)];
            switch (cell.kind) {
                case Cell::Kind::Text:
                    if (!cell.text.empty())
                        book.check(worksheet_write_string(ws, row, col, cell.text.c_str(), format),
                                   "writing a text");
                    break;
                case Cell::Kind::Number:
                    // An unbounded input (max_instances) has no number in a spreadsheet.
                    if (!std::isfinite(cell.value))
                        book.check(worksheet_write_string(ws, row, col, cell.value > 0 ? "\u221e" : "-\u221e",
                                                          format),
                                   "writing a number");
                    else
                        book.check(worksheet_write_number(ws, row, col, cell.value, format),
                                   "writing a number");
                    break;
                case Cell::Kind::Formula: {
                    const std::string formula = "=" + cell.text;
                    if (cell.emptyResult || !std::isfinite(cell.value))
                        book.check(worksheet_write_formula_str(ws, row, col, formula.c_str(), format, ""),
                                   "writing a formula");
                    else
                        book.check(
                            worksheet_write_formula_num(ws, row, col, formula.c_str(), format, cell.value),
                            "writing a formula");
                    break;
                }
            }
        }
        for (const LineChart& spec : sheet.charts()) {
            lxw_chart* chart = workbook_add_chart(book.get(), LXW_CHART_LINE);
            for (const LineChart::Series& s : spec.series) {
                lxw_chart_series* series = chart_add_series(chart, s.categories.c_str(), s.values.c_str());
                if (series) chart_series_set_name(series, s.name.c_str());
            }
            chart_title_set_name(chart, spec.title.c_str());
            chart_axis_set_name(chart->x_axis, spec.xTitle.c_str());
            chart_axis_set_name(chart->y_axis, spec.yTitle.c_str());
            chart_axis_set_num_format(chart->y_axis, "#,##0");
            // A label a year: a month each would run into one another.
            chart_axis_set_interval_unit(chart->x_axis, 12);
            chart_legend_set_position(chart, LXW_CHART_LEGEND_BOTTOM);
            lxw_chart_options options{};
            options.x_scale = 1.8;
            options.y_scale = 1.5;
            book.check(worksheet_insert_chart_opt(ws, static_cast<lxw_row_t>(spec.row),
                                                  static_cast<lxw_col_t>(spec.col), chart, &options),
                       "inserting a chart");
        }
    }
    for (const DefinedName& name : model.names)
        book.check(workbook_define_name(book.get(), name.name.c_str(), name.reference.c_str()),
                   "defining a name");
    if (!book.ok()) return book.error();
    book.close();
    return book.ok() ? std::string() : book.error();
}

}  // namespace gputco::io::workbook
