// Picking from the catalog (issue #5): every row of one kind with its price, date and
// source, filtered as you type; the chosen row is copied into the scenario by the caller
// (catalog_apply.h). Rows of one key at several dates are all listed: the newest is the
// price in force, the older ones are the price history.
#pragma once

#include <QDialog>
#include <optional>
#include <vector>

#include "model/io/library/catalog_kind.h"
#include "model/io/library/catalog_row.h"

class QLabel;
class QLineEdit;
class QTableWidget;

namespace gputco::ui {

class CatalogDialog : public QDialog {
    Q_OBJECT
public:
    CatalogDialog(io::library::Kind kind, std::vector<io::library::CatalogRow> rows, const QString& note,
                  QWidget* parent = nullptr);

    void setFilter(const QString& text);
    int visibleRowCount() const;
    // Selects the newest row of `key` that the filter shows; false when none.
    bool selectKey(const QString& key);
    std::optional<io::library::CatalogRow> chosen() const;
    QTableWidget* table() const { return table_; }

private:
    io::library::Kind kind_;
    std::vector<io::library::CatalogRow> rows_;
    QLineEdit* search_;
    QTableWidget* table_;
};

}  // namespace gputco::ui
