// The kinds of catalog rows and their columns, declared once: the CSV reader checks
// against these, the store binds them, the CLI prints them. The SQL tables are declared
// separately, frozen per schema step (library_schema.cpp), and a test checks they agree.
#pragma once

#include <QString>
#include <optional>
#include <vector>

namespace gputco::io::library {

// Fx: dated exchange rates, `rate` units of `quote` per one `base` (key "USD/CNY").
enum class Kind { Gpus, Servers, Offers, Tariffs, Fx };

enum class ColumnType {
    Text,         // any text; trimmed
    Number,       // finite, >= 0, C locale ("1234.5", never "1,234.5")
    Integer,      // whole, >= 0
    Fraction,     // a number in [0, 1]
    Date,         // ISO 8601 calendar date, yyyy-MM-dd
    Currency,     // an active ISO 4217 code (currency_codes.h)
    PricingMode,  // on_demand | reserved | spot | subscription
};

struct Column {
    const char* name;
    ColumnType type;
    bool required;  // false: may be empty, stored as NULL ("not found" in the sources)
};

struct KindSpec {
    Kind kind;
    const char* name;  // also the table name and the CSV file name stem
    std::vector<Column> columns;
    const char* priceColumn;  // nullptr for gpus, which carry no price; "rate" for fx
};

const std::vector<Kind>& allKinds();
const KindSpec& kindSpec(Kind kind);
std::optional<Kind> kindFromName(const QString& name);
QString kindName(Kind kind);
// Position of `column` in kindSpec(kind).columns, or -1.
int columnIndex(Kind kind, const char* column);

}  // namespace gputco::io::library
