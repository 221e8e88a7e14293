#include "model/io/library/catalog_row.h"

namespace gputco::io::library {

QString CatalogRow::value(const char* column) const {
    const int i = columnIndex(kind, column);
    return i >= 0 && i < values.size() ? values[i] : QString();
}

std::optional<double> CatalogRow::number(const char* column) const {
    bool ok = false;
    const double v = value(column).toDouble(&ok);
    return ok ? std::optional<double>(v) : std::nullopt;
}

}  // namespace gputco::io::library
