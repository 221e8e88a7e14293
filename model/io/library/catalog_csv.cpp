#include "model/io/library/catalog_csv.h"

#include <QDate>
#include <QFileInfo>
#include <QRegularExpression>
#include <cmath>

#include "model/io/csv_field.h"
#include "model/io/library/csv_text.h"
#include "model/io/library/currency_codes.h"
#include "model/scenario/scenario.h"

namespace gputco::io::library {

namespace {

std::string quotedText(const QString& text) {
    return "\"" + text.toStdString() + "\"";
}

// A catalog number is copied into scenarios, which take none larger (issue #14).
std::string tooLarge(const QString& text) {
    return "must be at most 1e15 (the largest number a scenario takes), got " + text.toStdString();
}

std::optional<Kind> kindFromHeader(const QStringList& header) {
    for (Kind kind : allKinds()) {
        const std::vector<Column>& columns = kindSpec(kind).columns;
        if (static_cast<std::size_t>(header.size()) != columns.size()) continue;
        bool all = true;
        for (const Column& c : columns) all = all && header.contains(QLatin1String(c.name));
        if (all) return kind;
    }
    return std::nullopt;
}

// "offers.csv", "offers-2027.csv", "offers_cn.csv" name the kind by their stem's first word.
std::optional<Kind> kindFromFileName(const QString& fileName) {
    const QString stem = QFileInfo(fileName).completeBaseName().toLower();
    for (Kind kind : allKinds()) {
        const QString name = kindName(kind);
        if (stem == name || stem.startsWith(name + u'-') || stem.startsWith(name + u'_')) return kind;
    }
    return std::nullopt;
}

// An exchange rate names its pair as "BASE/QUOTE", two different currencies, and is above 0:
// a rate of 0 would turn every converted price into 0.
template <typename Report>
void checkFxRow(const CatalogRow& row, const Report& report) {
    const QString base = row.value("base");
    const QString quote = row.value("quote");
    if (!base.isEmpty() && base == quote)
        report("base and quote are the same currency (" + base.toStdString() + ")");
    if (!base.isEmpty() && !quote.isEmpty() && row.key() != base + u'/' + quote)
        report("key must be base/quote, " + (base + u'/' + quote).toStdString() + ", got " +
               quotedText(row.key()));
    if (const std::optional<double> rate = row.number("rate"); rate && !(*rate > 0))
        report("rate: must be above 0");
}

}  // namespace

std::string checkField(const Column& column, const QString& text) {
    if (text.isEmpty()) return column.required ? "required, got nothing" : "";
    switch (column.type) {
        case ColumnType::Text:
            return "";
        case ColumnType::Number:
        case ColumnType::Fraction: {
            bool ok = false;
            const double v = text.toDouble(&ok);
            if (!ok || !std::isfinite(v)) return "not a number, got " + quotedText(text);
            if (v < 0) return "must be >= 0, got " + text.toStdString();
            if (v > scenario::kMaxMagnitude) return tooLarge(text);
            if (column.type == ColumnType::Fraction && v > 1)
                return "must be a fraction from 0 to 1, got " + text.toStdString();
            return "";
        }
        case ColumnType::Integer: {
            bool ok = false;
            const qlonglong v = text.toLongLong(&ok);
            if (!ok) return "not a whole number, got " + quotedText(text);
            if (v < 0) return "must be >= 0, got " + text.toStdString();
            if (static_cast<double>(v) > scenario::kMaxMagnitude) return tooLarge(text);
            if (qstrcmp(column.name, "term_months") == 0 && v > scenario::kMaxTermMonths)
                return "must be at most " + std::to_string(scenario::kMaxTermMonths) +
                       " (100 years, the longest term a scenario takes), got " + text.toStdString();
            return "";
        }
        case ColumnType::Date: {
            // Only the strict form: "3/12/2025" means different days in different countries.
            static const QRegularExpression kIsoDate(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
            if (!kIsoDate.match(text).hasMatch() || !QDate::fromString(text, Qt::ISODate).isValid())
                return "not a date (yyyy-MM-dd), got " + quotedText(text);
            return "";
        }
        case ColumnType::Currency:
            if (!isActiveCurrencyCode(text))
                return "not an active ISO 4217 currency code, got " + quotedText(text);
            return "";
        case ColumnType::PricingMode:
            for (const char* mode : {"on_demand", "reserved", "spot", "subscription"})
                if (text == QLatin1String(mode)) return "";
            return "must be on_demand, reserved, spot or subscription, got " + quotedText(text);
    }
    return "";
}

CatalogFile parseCatalogCsv(const QByteArray& bytes, const QString& fileName) {
    CatalogFile out;
    const std::string where = QFileInfo(fileName).fileName().toStdString();
    auto problem = [&](int line, const std::string& text) {
        out.problems.push_back(where + " line " + std::to_string(line) + ": " + text);
    };
    const CsvText csv = parseCsv(bytes);
    if (!csv.error.empty()) {
        out.problems.push_back(where + " " + csv.error);
        return out;
    }
    if (csv.records.empty()) {
        out.problems.push_back(where + ": empty file, expected a header line");
        return out;
    }
    QStringList header = csv.records.front().fields;
    for (QString& name : header) name = name.trimmed();
    out.kind = kindFromHeader(header);
    if (!out.kind) out.kind = kindFromFileName(fileName);
    const int headerLine = csv.records.front().line;
    if (!out.kind) {
        problem(headerLine,
                "cannot tell the kind of catalog: the columns are not those of gpus, servers, offers, "
                "tariffs or fx, and the file name does not start with one of these words");
        return out;
    }
    const KindSpec& spec = kindSpec(*out.kind);
    // Where each column of the kind is in this file; the file may order them as it likes.
    std::vector<qsizetype> position;
    for (const Column& c : spec.columns) {
        position.push_back(header.indexOf(QLatin1String(c.name)));
        if (position.back() < 0) problem(headerLine, std::string("missing column ") + c.name);
    }
    for (qsizetype i = 0; i < header.size(); ++i) {
        const QString& name = header[i];
        if (columnIndex(*out.kind, name.toLatin1().constData()) < 0)
            problem(headerLine, "unknown column " + quotedText(name) + " for " + spec.name);
        else if (header.indexOf(name) != i)
            problem(headerLine, "column " + name.toStdString() + " appears twice");
    }
    if (!out.problems.empty()) return out;
    for (std::size_t r = 1; r < csv.records.size(); ++r) {
        const CsvRecord& record = csv.records[r];
        if (record.fields.size() != header.size()) {
            problem(record.line, std::to_string(record.fields.size()) + " fields, the header has " +
                                     std::to_string(header.size()));
            continue;
        }
        CatalogRow row{*out.kind, {}, record.line};
        for (std::size_t c = 0; c < spec.columns.size(); ++c) {
            QString text = record.fields[position[c]].trimmed();
            // A text cell that our export guarded against formulas ("'=x") is read as written.
            if (spec.columns[c].type == ColumnType::Text) text = csvTextValue(text);
            if (const std::string why = checkField(spec.columns[c], text); !why.empty())
                problem(record.line, std::string(spec.columns[c].name) + ": " + why);
            row.values.append(text);
        }
        if (*out.kind == Kind::Fx)
            checkFxRow(row, [&](const std::string& why) { problem(record.line, why); });
        out.rows.push_back(std::move(row));
    }
    return out;
}

QByteArray writeCatalogCsv(Kind kind, const std::vector<CatalogRow>& rows) {
    QStringList header;
    // Only text columns are guarded against formulas: a number, a date, a currency code and a
    // pricing mode were checked on the way in, and "+5" in a number column must stay a number.
    std::vector<CsvCell> cells;
    for (const Column& c : kindSpec(kind).columns) {
        header.append(QString::fromLatin1(c.name));
        cells.push_back(c.type == ColumnType::Text ? CsvCell::Text : CsvCell::Number);
    }
    QByteArray out = csvRecord(header);
    for (const CatalogRow& row : rows) out += csvRecord(row.values, cells);
    return out;
}

}  // namespace gputco::io::library
