#include "ui/dialogs/catalog_table_model.h"

#include <QBrush>
#include <QColor>
#include <QCoreApplication>
#include <QFontMetrics>
#include <QHash>
#include <QStringView>
#include <algorithm>
#include <climits>
#include <cmath>
#include <cstring>

#include "model/scenario/price_age.h"
#include "ui/dialogs/catalog_dialog.h"
#include "ui/document/language.h"
#include "ui/document/price_age_words.h"

namespace gputco::ui {

namespace lib = gputco::io::library;

namespace {

constexpr int kNoDate = INT_MIN;
// How many of the widest texts of each column the columns are sized on.
constexpr std::size_t kWidestRowsAColumn = 8;

// yyyy-MM-dd read without QDate::fromString, which took a good part of opening 50,000 rows;
// anything else goes to it, so what is a date stays what it was.
QDate isoDate(const QString& text) {
    if (text.size() == 10 && text[4] == QLatin1Char('-') && text[7] == QLatin1Char('-')) {
        int parts[3] = {0, 0, 0};
        bool digits = true;
        for (int i = 0, part = 0; i < 10 && digits; ++i) {
            if (i == 4 || i == 7) {
                ++part;
                continue;
            }
            const char16_t c = text[i].unicode();
            digits = c >= u'0' && c <= u'9';
            parts[part] = parts[part] * 10 + (c - u'0');
        }
        if (digits) return QDate(parts[0], parts[1], parts[2]);  // invalid for 2025-13-01
    }
    return QDate::fromString(text, Qt::ISODate);
}

// The value of `column` in `row`, without a copy; empty when the row has no such column.
const QString& valueOf(const lib::CatalogRow& row, int column) {
    static const QString none;
    return column >= 0 && column < row.values.size() ? row.values.at(column) : none;
}

// A catalog column's heading in words (issue #16: no snake_case where a person reads).
QString columnTitle(const char* name) {
    static const QHash<QString, const char*> titles = {
        {QStringLiteral("key"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Key")},
        {QStringLiteral("name"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Name")},
        {QStringLiteral("memory_gb"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Memory (GB)")},
        {QStringLiteral("hbm_gbps"),
         QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Memory bandwidth (GB/s)")},
        {QStringLiteral("fp32_tflops"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "FP32 (TFLOPS)")},
        {QStringLiteral("tensor_fp16_tflops"),
         QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Tensor FP16 (TFLOPS)")},
        {QStringLiteral("tdp_w"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Power (W)")},
        {QStringLiteral("eff_hbm"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Efficiency, memory")},
        {QStringLiteral("eff_fp32"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Efficiency, FP32")},
        {QStringLiteral("eff_tensor"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Efficiency, tensor")},
        {QStringLiteral("source"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Source")},
        {QStringLiteral("as_of"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "As of")},
        {QStringLiteral("gpu"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "GPU model")},
        {QStringLiteral("gpu_count"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "GPUs")},
        {QStringLiteral("price"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Price")},
        {QStringLiteral("currency"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Currency")},
        {QStringLiteral("power_kw"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Power (kW)")},
        {QStringLiteral("rack_units"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Rack units")},
        {QStringLiteral("provider"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Provider")},
        {QStringLiteral("region"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Region")},
        {QStringLiteral("instance"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Instance")},
        {QStringLiteral("gpus_per_instance"),
         QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "GPUs per instance")},
        {QStringLiteral("pricing_mode"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Pricing")},
        {QStringLiteral("term_months"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Term")},
        {QStringLiteral("upfront_fraction"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Paid upfront")},
        {QStringLiteral("price_per_hour"),
         QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Price per instance-hour")},
        {QStringLiteral("tariff_kind"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Tariff type")},
        {QStringLiteral("unit"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Unit")},
    };
    const auto it = titles.find(QString::fromLatin1(name));
    return it == titles.end() ? QString::fromLatin1(name)
                              : QCoreApplication::translate("gputco::ui::CatalogColumns", it.value());
}

// A price as a person reads it: to the cent, or to a hundredth of a cent under 1 (a GPU's
// spot hour, a kWh); "61.383672143342466" was shown as stored.
QString catalogPriceText(double value) {
    return uiLocale().toString(value, 'f', value != 0 && std::abs(value) < 1 ? 4 : 2);
}

// A reservation's term in words: "1 year", "3 years", "6 months"; none for 0 (on demand).
QString catalogTermWords(int months) {
    if (months <= 0) return QString();
    if (months % 12 == 0) {
        const int years = months / 12;
        return years == 1 ? CatalogDialog::tr("%n year", nullptr, years)
                          : CatalogDialog::tr("%n years", nullptr, years);
    }
    return months == 1 ? CatalogDialog::tr("%n month", nullptr, months)
                       : CatalogDialog::tr("%n months", nullptr, months);
}

bool isPriceColumn(const lib::Column& column) {
    return std::strcmp(column.name, "price_per_hour") == 0 || std::strcmp(column.name, "price") == 0;
}

bool isTermColumn(const lib::Column& column) {
    return std::strcmp(column.name, "term_months") == 0;
}

// Columns shown in words made from few stored values (a share in %, a pricing mode, a term):
// made once per stored value where every row's would take long.
bool catalogShownInWords(const lib::Column& column) {
    return column.type == lib::ColumnType::Fraction || column.type == lib::ColumnType::PricingMode ||
           isTermColumn(column);
}

// A stored value as a person reads it: a share in %, a pricing mode and a term in words, a
// number in the locale's digits and separators.
QString cellText(const lib::Column& column, const QString& stored) {
    if (stored.isEmpty()) return stored;
    if (column.type == lib::ColumnType::Fraction) {
        bool ok = false;
        const double v = stored.toDouble(&ok);
        return ok ? uiLocale().toString(v * 100, 'g', 6) + QStringLiteral(" %") : stored;
    }
    if (column.type == lib::ColumnType::PricingMode) {
        if (stored == QLatin1String("on_demand")) return CatalogDialog::tr("on demand");
        if (stored == QLatin1String("reserved")) return CatalogDialog::tr("reserved");
        if (stored == QLatin1String("spot")) return CatalogDialog::tr("spot");
        if (stored == QLatin1String("subscription")) return CatalogDialog::tr("subscription");
    }
    if (isTermColumn(column)) {
        bool ok = false;
        const int months = stored.toInt(&ok);
        return ok ? catalogTermWords(months) : stored;
    }
    if (column.type == lib::ColumnType::Number) {
        bool ok = false;
        const double v = stored.toDouble(&ok);
        if (!ok) return stored;
        return isPriceColumn(column) ? catalogPriceText(v)
                                     : uiLocale().toString(v, 'f', QLocale::FloatingPointShortest);
    }
    if (column.type == lib::ColumnType::Integer) {
        bool ok = false;
        const qlonglong v = stored.toLongLong(&ok);
        return ok ? uiLocale().toString(v) : stored;
    }
    return stored;
}

}  // namespace

CatalogTableModel::CatalogTableModel(lib::Kind kind, std::vector<lib::CatalogRow> rows, QDate on,
                                     QObject* parent)
    : QAbstractTableModel(parent),
      kind_(kind),
      rows_(std::move(rows)),
      on_(on),
      columns_(lib::kindSpec(kind).columns.size()),
      asOfColumn_(lib::columnIndex(kind, "as_of")) {
    const lib::KindSpec& spec = lib::kindSpec(kind);
    for (const lib::Column& c : spec.columns) {
        headers_ << columnTitle(c.name);
        rightAligned_.push_back(c.type == lib::ColumnType::Number || c.type == lib::ColumnType::Integer ||
                                c.type == lib::ColumnType::Fraction);
    }
    headers_ << CatalogDialog::tr("Age");
    priceColumn_ = lib::columnIndex(kind, "price_per_hour");
    gpusColumn_ = lib::columnIndex(kind, "gpus_per_instance");
    if (priceColumn_ >= 0 && gpusColumn_ >= 0) {
        perGpuHour_ = static_cast<int>(columns_) + 1;
        headers_ << CatalogDialog::tr("Price per GPU-hour");
    }
    // One pass over the rows (each a few strings apart in memory): each row's age on the day,
    // and the newest row of each key dated on or before it, which is the one in force.
    const QString day = on_.toString(Qt::ISODate);
    const scenario::CalendarDate calendarDay{on_.year(), on_.month(), on_.day()};
    const int keyColumn = lib::columnIndex(kind, "key");
    QHash<QStringView, std::size_t> newest;  // views of rows_' own keys
    newest.reserve(static_cast<qsizetype>(rows_.size()));
    months_.reserve(rows_.size());
    for (std::size_t r = 0; r < rows_.size(); ++r) {
        const QString& dated = valueOf(rows_[r], asOfColumn_);
        const QDate date = isoDate(dated);
        months_.push_back(date.isValid()
                              ? scenario::monthsBetween({date.year(), date.month(), date.day()}, calendarDay)
                              : kNoDate);
        if (dated > day) continue;  // yyyy-MM-dd compares as text
        const QStringView key(valueOf(rows_[r], keyColumn));
        const auto it = newest.find(key);
        if (it == newest.end())
            newest.insert(key, r);
        else if (dated > valueOf(rows_[it.value()], asOfColumn_))
            it.value() = r;
    }
    inForce_.assign(rows_.size(), false);
    for (const std::size_t r : std::as_const(newest)) inForce_[r] = true;
}

int CatalogTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int CatalogTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(columns_) + (perGpuHour_ >= 0 ? 2 : 1);
}

bool CatalogTableModel::stale(int r) const {
    // A price more than 12 months old on the day is stale; a GPU model's datasheet is not a price.
    return months_[static_cast<std::size_t>(r)] > scenario::kStaleAfterMonths && kind_ != lib::Kind::Gpus;
}

std::optional<double> CatalogTableModel::perGpuHour(int r) const {
    const lib::CatalogRow& row = rows_[static_cast<std::size_t>(r)];
    bool priced = false;
    bool counted = false;
    const double price = valueOf(row, priceColumn_).toDouble(&priced);
    const int gpus = valueOf(row, gpusColumn_).toInt(&counted);
    if (!priced || !counted || gpus <= 0) return std::nullopt;
    return price / gpus;
}

QString CatalogTableModel::text(int r, int column) const {
    if (column == perGpuHour_) {
        const std::optional<double> price = perGpuHour(r);
        return price ? catalogPriceText(*price) : QString();
    }
    if (column < static_cast<int>(columns_))
        return cellText(lib::kindSpec(kind_).columns[static_cast<std::size_t>(column)],
                        valueOf(rows_[static_cast<std::size_t>(r)], column));
    const int months = months_[static_cast<std::size_t>(r)];
    if (months == kNoDate) return QString();
    const QString age = months < 0    ? CatalogDialog::tr("dated after %1").arg(on_.toString(Qt::ISODate))
                        : months == 0 ? CatalogDialog::tr("under a month old")
                                      : ageWords(months);
    return stale(r) ? CatalogDialog::tr("%1, stale").arg(age) : age;
}

QVariant CatalogTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount()) return {};
    const int c = index.column();
    switch (role) {
        case Qt::DisplayRole:
            return text(index.row(), c);
        case Qt::ToolTipRole: {
            // The whole text of a cut cell (the source); a number as stored, to its last digit.
            if (c == perGpuHour_) {
                const lib::CatalogRow& row = rows_[static_cast<std::size_t>(index.row())];
                return perGpuHour(index.row())
                           ? QVariant(CatalogDialog::tr("%1 an instance-hour over %n GPUs", nullptr,
                                                        valueOf(row, gpusColumn_).toInt())
                                          .arg(valueOf(row, priceColumn_)))
                           : QVariant();
            }
            if (c >= ageColumn()) return QVariant();
            const lib::Column& column = lib::kindSpec(kind_).columns[static_cast<std::size_t>(c)];
            if (column.type == lib::ColumnType::Number)
                return valueOf(rows_[static_cast<std::size_t>(index.row())], c);
            return QVariant(text(index.row(), c).toHtmlEscaped());
        }
        case Qt::TextAlignmentRole:
            return (c < ageColumn() && rightAligned_[static_cast<std::size_t>(c)]) || c == perGpuHour_
                       ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                       : QVariant();
        case Qt::ForegroundRole:
            // A stale price says so in amber, in its age and its date.
            return (c == ageColumn() || c == asOfColumn_) && stale(index.row())
                       ? QVariant(QBrush(QColor(0x92, 0x40, 0x0e)))  // the inputs' amber
                       : QVariant();
        default:
            return {};
    }
}

QVariant CatalogTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole && section >= 0 && section < headers_.size())
        return headers_[section];
    return QAbstractTableModel::headerData(section, orientation, role);
}

std::vector<std::vector<int>> CatalogTableModel::widestRows(const QFontMetrics& font) const {
    // A text's width is taken as the sum of its characters' (kerning aside): the few widest so
    // found are measured whole by the view. The count of characters is no guide in a
    // proportional font: "gpu_8x_a100_80gb_sxm4" is wider than "ecs.gn7e-c16g1.32xlarge".
    int ascii[128];
    for (int c = 0; c < 128; ++c) ascii[c] = font.horizontalAdvance(QChar(c));
    QHash<char16_t, int> others;
    const auto width = [&](QStringView text) {
        int sum = 0;
        for (const QChar ch : text) {
            const char16_t c = ch.unicode();
            if (c < 128) {
                sum += ascii[c];
                continue;
            }
            auto it = others.find(c);
            if (it == others.end()) it = others.insert(c, font.horizontalAdvance(ch));
            sum += it.value();
        }
        return sum;
    };
    // Columns shown in words made from the stored text (a share in %, a pricing mode): the
    // width of each stored value's words, once.
    const std::vector<lib::Column>& spec = lib::kindSpec(kind_).columns;
    std::vector<QHash<QStringView, int>> made(columns_);
    std::vector<bool> inWords(columns_);
    for (std::size_t c = 0; c < columns_; ++c) inWords[c] = catalogShownInWords(spec[c]);
    std::vector<std::vector<std::pair<int, int>>> top(columns_);  // per column, (width, row), widest first
    // Numbers are shown in the locale's digits, prices to the cent: their widest are those of
    // the largest and the smallest value (a 4-decimal price under 1), measured by the view.
    std::vector<bool> number(columns_);
    for (std::size_t c = 0; c < columns_; ++c) number[c] = spec[c].type == lib::ColumnType::Number;
    struct Extremes {
        double low = 0, high = 0;
        int lowRow = -1, highRow = -1;
        void see(double v, int r) {
            if (lowRow < 0 || v < low) low = v, lowRow = r;
            if (highRow < 0 || v > high) high = v, highRow = r;
        }
    };
    std::vector<Extremes> extremes(columns_ + 2);  // the catalog's, the age (unused), per GPU-hour
    for (std::size_t r = 0; r < rows_.size(); ++r) {
        const QStringList& values = rows_[r].values;
        for (std::size_t c = 0; c < columns_ && c < static_cast<std::size_t>(values.size()); ++c) {
            const QString& value = values.at(static_cast<qsizetype>(c));
            if (number[c]) {
                bool ok = false;
                const double v = value.toDouble(&ok);
                if (!ok) continue;
                extremes[c].see(v, static_cast<int>(r));
                // The price per GPU-hour from the price just read: one number read a row.
                if (static_cast<int>(c) == priceColumn_ && perGpuHour_ >= 0)
                    if (const int gpus = valueOf(rows_[r], gpusColumn_).toInt(); gpus > 0)
                        extremes[columns_ + 1].see(v / gpus, static_cast<int>(r));
                continue;
            }
            int w = 0;
            if (!inWords[c]) {
                w = width(value);
            } else {
                auto it = made[c].find(value);
                if (it == made[c].end())
                    it = made[c].insert(value, width(text(static_cast<int>(r), static_cast<int>(c))));
                w = it.value();
            }
            std::vector<std::pair<int, int>>& widest = top[c];
            if (widest.size() == kWidestRowsAColumn && w <= widest.back().first) continue;
            if (widest.size() == kWidestRowsAColumn) widest.pop_back();
            const auto at = std::upper_bound(widest.begin(), widest.end(), w,
                                             [](int x, const std::pair<int, int>& e) { return x > e.first; });
            widest.insert(at, {w, static_cast<int>(r)});
        }
    }
    std::vector<std::vector<int>> rows(static_cast<std::size_t>(columnCount()));
    for (std::size_t c = 0; c < columns_; ++c)
        for (const auto& [w, r] : top[c]) rows[c].push_back(r);
    const auto addExtremes = [&](std::size_t c, const Extremes& e) {
        for (const int r : {e.lowRow, e.highRow})
            if (r >= 0) rows[c].push_back(r);
    };
    for (std::size_t c = 0; c < columns_; ++c)
        if (number[c]) addExtremes(c, extremes[c]);
    if (perGpuHour_ >= 0) addExtremes(static_cast<std::size_t>(perGpuHour_), extremes[columns_ + 1]);
    // The ages: a row of each age in words, a few dozen (a row of each age in months first).
    QHash<int, int> byMonths;
    for (std::size_t r = 0; r < months_.size(); ++r)
        if (!byMonths.contains(months_[r])) byMonths.insert(months_[r], static_cast<int>(r));
    QHash<QString, int> byWords;
    for (const int r : std::as_const(byMonths)) byWords.insert(text(r, ageColumn()), r);
    for (const int r : std::as_const(byWords)) rows[columns_].push_back(r);
    return rows;
}

}  // namespace gputco::ui
