// One catalog row as text, in its kind's column order (catalog_kind.h). Text is what the
// CSV holds and what the CLI prints; the store converts to typed SQL values at the boundary.
#pragma once

#include <QString>
#include <QStringList>
#include <optional>

#include "model/io/library/catalog_kind.h"

namespace gputco::io::library {

struct CatalogRow {
    Kind kind = Kind::Gpus;
    QStringList values;  // one per column of kindSpec(kind); "" for an empty optional column
    int line = 0;        // the CSV line it came from; 0 when read from the database

    QString value(const char* column) const;
    // The column as a number; nullopt when empty or not a number.
    std::optional<double> number(const char* column) const;
    QString key() const { return value("key"); }
    QString asOf() const { return value("as_of"); }
};

}  // namespace gputco::io::library
