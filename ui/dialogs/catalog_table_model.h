// The catalog picker's rows as a table model (issue #32, item 13): the catalog's columns in
// its order, then each row's age on a day, then for offers the price per GPU-hour (the
// catalog's price is per instance-hour; issue #34, item 7: one column mixed the two). A cell's text is made
// when a view asks for it, from the row itself: a widget item per cell held 50,000 offers in 400 MB and
// took 4.7 s to make. Which rows the picker shows is CatalogFilterModel's, over this one.
#pragma once

#include <QAbstractTableModel>
#include <QDate>
#include <QFontMetrics>
#include <QStringList>
#include <optional>
#include <vector>

#include "model/io/library/catalog_kind.h"
#include "model/io/library/catalog_row.h"

namespace gputco::ui {

class CatalogTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // `on`: the day the ages are counted to and whose prices are in force.
    CatalogTableModel(io::library::Kind kind, std::vector<io::library::CatalogRow> rows, QDate on,
                      QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    io::library::Kind kind() const { return kind_; }
    QDate day() const { return on_; }
    int ageColumn() const { return static_cast<int>(columns_); }
    // The price per GPU-hour (the instance's price over its GPUs); -1 for a kind with none.
    int perGpuHourColumn() const { return perGpuHour_; }
    const io::library::CatalogRow& row(int r) const { return rows_[static_cast<std::size_t>(r)]; }
    // Whether row `r` is its key's newest row dated on or before the day.
    bool inForce(int r) const { return inForce_[static_cast<std::size_t>(r)]; }
    // The text a cell shows: a share in %, a pricing mode and a term in words, a number in the
    // locale's digits (a price to the cent), the age in words.
    QString text(int r, int column) const;
    // Per column (the catalog's, then the age and the price per GPU-hour), the rows whose texts are widest in
    // `font`, a few (the ages: a row of each): what the columns are sized on, where measuring every row's
    // text took seconds.
    std::vector<std::vector<int>> widestRows(const QFontMetrics& font) const;

private:
    bool stale(int r) const;
    // The row's price per GPU-hour; nullopt without a price or GPUs.
    std::optional<double> perGpuHour(int r) const;

    io::library::Kind kind_;
    std::vector<io::library::CatalogRow> rows_;
    QDate on_;
    std::size_t columns_;             // the catalog's; the age is one more
    int asOfColumn_;                  // -1 when the kind has none
    std::vector<bool> inForce_;       // per row
    std::vector<int> months_;         // per row: whole months from its as_of to the day; kNoDate when none
    QStringList headers_;             // the catalog's columns' headings, then "Age"
    std::vector<bool> rightAligned_;  // per catalog column: numbers
    int perGpuHour_ = -1;             // the column, after the age; -1 when none
    int priceColumn_ = -1;            // price_per_hour, for the price per GPU-hour
    int gpusColumn_ = -1;             // gpus_per_instance
};

}  // namespace gputco::ui
