// Catalog CSV files in and out (docs/library.md, CSV columns). Reading validates the whole
// file before anything is stored: a file with one bad row is refused whole, with every
// problem and its line, so a half-imported price list never exists.
#pragma once

#include <QByteArray>
#include <QString>
#include <optional>
#include <string>
#include <vector>

#include "model/io/library/catalog_row.h"

namespace gputco::io::library {

struct CatalogFile {
    std::optional<Kind> kind;      // set when the header or the file name told it
    std::vector<CatalogRow> rows;  // complete only when problems is empty
    // "offers.csv line 7: price_per_hour: not a number, got \"abc\"", in line order.
    std::vector<std::string> problems;

    bool ok() const { return problems.empty(); }
};

// `fileName` is used for messages and, when the header matches no kind exactly, to tell
// the kind from its stem ("offers.csv", "offers-2027.csv").
CatalogFile parseCatalogCsv(const QByteArray& bytes, const QString& fileName);

// The rows as a CSV file that parseCatalogCsv reads back to the same rows.
QByteArray writeCatalogCsv(Kind kind, const std::vector<CatalogRow>& rows);

// The problem with one field's text for its column type, or "" when it is valid.
std::string checkField(const Column& column, const QString& text);

}  // namespace gputco::io::library
