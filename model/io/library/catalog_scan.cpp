#include "model/io/library/catalog_scan.h"

#include <sqlite3.h>

#include <QByteArray>
#include <QSqlDriver>
#include <QVariant>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <unordered_map>

namespace gputco::io::library {

namespace {

struct BytesHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view bytes) const { return std::hash<std::string_view>{}(bytes); }
};

// One string for each value that a column repeats (a provider, a currency, a date, a source),
// looked up by SQLite's own bytes before any QString is made: where each row read had its own
// copy, 50,000 offers held 400 MB (issue #32). A column whose values are mostly distinct (the
// key, a price) is read as it comes after a first look.
class ColumnTexts {
public:
    QString text(std::string_view bytes, qsizetype rowsRead) {
        if (bytes.empty()) return QString();
        if (!on_) return make(bytes);
        if (const auto it = seen_.find(bytes); it != seen_.end()) return it->second;
        QString made = make(bytes);
        seen_.emplace(std::string(bytes), made);
        stopIfMostlyDistinct(seen_, rowsRead);
        return made;
    }

    // A number in the shortest form that reads back to the same double, so export then
    // import finds every row identical; one string for each value the column repeats.
    QString number(double value, qsizetype rowsRead) {
        if (!on_) return shortest(value);
        std::uint64_t bits = 0;
        std::memcpy(&bits, &value, sizeof bits);
        if (const auto it = numbers_.find(bits); it != numbers_.end()) return it->second;
        QString made = shortest(value);
        numbers_.emplace(bits, made);
        stopIfMostlyDistinct(numbers_, rowsRead);
        return made;
    }

private:
    static constexpr qsizetype kFirstLook = 256;

    static QString make(std::string_view bytes) {
        return QString::fromUtf8(bytes.data(), static_cast<qsizetype>(bytes.size()));
    }
    static QString shortest(double value) {
        return QString::number(value, 'g', QLocale::FloatingPointShortest);
    }

    template <typename Map>
    void stopIfMostlyDistinct(Map& map, qsizetype rowsRead) {
        if (rowsRead >= kFirstLook && static_cast<qsizetype>(map.size()) > rowsRead / 4) {
            on_ = false;
            map = {};
        }
    }

    bool on_ = true;
    std::unordered_map<std::string, QString, BytesHash, std::equal_to<>> seen_;
    std::unordered_map<std::uint64_t, QString> numbers_;
};

// The value of column `i` as the QSqlQuery path gives it: a number column's value as a
// number whatever SQLite stored, any other column's as text.
QString columnText(sqlite3_stmt* statement, int i, const Column& column, ColumnTexts& texts,
                   qsizetype rowsRead) {
    const int type = sqlite3_column_type(statement, i);
    if (type == SQLITE_NULL) return QString();
    const bool numeric = column.type == ColumnType::Number || column.type == ColumnType::Fraction;
    if (numeric || type == SQLITE_FLOAT) {
        if (numeric && type == SQLITE_TEXT)  // not written by the store; read as Qt reads it
            return texts.number(
                QString::fromUtf8(reinterpret_cast<const char*>(sqlite3_column_text(statement, i)))
                    .toDouble(),
                rowsRead);
        return texts.number(sqlite3_column_double(statement, i), rowsRead);
    }
    if (type == SQLITE_INTEGER) {  // a count or a term: a few values, repeated
        char digits[24];
        const auto written =
            std::to_chars(digits, digits + sizeof digits, sqlite3_column_int64(statement, i));
        return texts.text(std::string_view(digits, static_cast<std::size_t>(written.ptr - digits)), rowsRead);
    }
    const auto* bytes = reinterpret_cast<const char*>(sqlite3_column_text(statement, i));
    const int length = sqlite3_column_bytes(statement, i);
    return texts.text(std::string_view(bytes ? bytes : "", static_cast<std::size_t>(length)), rowsRead);
}

// The connection's own handle where the driver is SQLite's; null otherwise (the caller reads
// through QSqlQuery).
sqlite3* sqliteHandle(const QSqlDatabase& db) {
    if (!db.isValid() || !db.driver()) return nullptr;
    const QVariant handle = db.driver()->handle();
    if (!handle.isValid() || std::strcmp(handle.typeName(), "sqlite3*") != 0) return nullptr;
    return *static_cast<sqlite3* const*>(handle.constData());
}

class Statement {
public:
    ~Statement() { sqlite3_finalize(statement_); }
    sqlite3_stmt** out() { return &statement_; }
    sqlite3_stmt* get() const { return statement_; }

private:
    sqlite3_stmt* statement_ = nullptr;
};

}  // namespace

std::vector<CatalogRow> scanCatalogRows(const QSqlDatabase& db, Kind kind, std::string* error) {
    std::vector<CatalogRow> out;
    sqlite3* handle = sqliteHandle(db);
    if (!handle) {
        if (error) *error = "the library is not an SQLite database";
        return out;
    }
    const KindSpec& spec = kindSpec(kind);
    std::string sql = "SELECT ";
    for (std::size_t i = 0; i < spec.columns.size(); ++i)
        sql += (i ? ", " : "") + std::string(spec.columns[i].name);
    // The table read in its own order and sorted by SQLite (NOT INDEXED): through the
    // (key, as_of) index each row was a look-up of its own in the table, nearly half the time
    // of reading 50,000 offers. Same order: key, as_of, then id.
    sql += " FROM " + std::string(spec.name) + " NOT INDEXED ORDER BY key, as_of, id";
    Statement statement;
    if (sqlite3_prepare_v2(handle, sql.c_str(), static_cast<int>(sql.size()), statement.out(), nullptr) !=
        SQLITE_OK) {
        if (error) *error = sqlite3_errmsg(handle);
        return out;
    }
    std::vector<ColumnTexts> texts(spec.columns.size());
    const auto columns = static_cast<int>(spec.columns.size());
    int step = SQLITE_ROW;
    while ((step = sqlite3_step(statement.get())) == SQLITE_ROW) {
        CatalogRow row{kind, {}, 0};
        row.values.reserve(columns);
        const auto rowsRead = static_cast<qsizetype>(out.size()) + 1;
        for (int i = 0; i < columns; ++i)
            row.values.append(columnText(statement.get(), i, spec.columns[static_cast<std::size_t>(i)],
                                         texts[static_cast<std::size_t>(i)], rowsRead));
        out.push_back(std::move(row));
    }
    if (step != SQLITE_DONE) {
        if (error) *error = sqlite3_errmsg(handle);
        out.clear();
    }
    return out;
}

}  // namespace gputco::io::library
