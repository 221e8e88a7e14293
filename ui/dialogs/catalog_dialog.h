// Picking from the catalog (issue #5): the rows of one kind with their price, date, age and
// source, filtered as you type; the chosen row is copied into the scenario by the caller
// (catalog_apply.h). By default only the row of each key in force on a day (the scenario's
// as_of, else today) is listed: the newest dated on or before it (issue #19). "Show price
// history" lists every dated row: the older ones, and any dated after the day.
#pragma once

#include <QDate>
#include <QDialog>
#include <functional>
#include <optional>
#include <vector>

#include "model/io/library/catalog_kind.h"
#include "model/io/library/catalog_row.h"

class QCheckBox;
class QLabel;
class QLineEdit;
class QTableView;

namespace gputco::ui {

class CatalogFilterModel;
class CatalogTableModel;

// The rows are a model (CatalogTableModel) under a filter (CatalogFilterModel), shown by one
// view: no widget per row or cell (issue #32, item 13: 50,000 offers took 4.7 s and 400 MB to
// open, 1.3 s a keystroke to filter).
class CatalogDialog : public QDialog {
    Q_OBJECT
public:
    // `on`: the day whose prices are in force; invalid means today.
    CatalogDialog(io::library::Kind kind, std::vector<io::library::CatalogRow> rows, const QString& note,
                  QWidget* parent = nullptr, QDate on = {});
    // Waits for the filter's text, made from the rows on a thread of its own, before the
    // rows go.
    ~CatalogDialog() override;

    void setFilter(const QString& text);
    void setShowHistory(bool all);
    int visibleRowCount() const;
    // Selects the newest row of `key` that the filter shows; false when none.
    bool selectKey(const QString& key);
    std::optional<io::library::CatalogRow> chosen() const;
    // The rows shown: its model is the filter's, over the catalog's rows.
    QTableView* table() const { return table_; }
    // What keeps a row from being used where the dialog was opened ("priced on demand, not as
    // this source is"), empty when it can be: such a row is refused here, with the reason, and
    // the dialog stays open for another choice (it closed, and the status bar said it briefly).
    void setCheck(std::function<QString(const io::library::CatalogRow&)> check);
    QString problemText() const;
    // What using the chosen row brings with it ("its GPU model comes from the catalog too"),
    // said under the table when the row is chosen; empty when nothing.
    void setNote(std::function<QString(const io::library::CatalogRow&)> note);
    QString noteText() const;
    void accept() override;
    // The catalog's part in words, for the title: "cloud prices", "GPU models".
    static QString kindTitle(io::library::Kind kind);

private:
    // The chosen row of the catalog's rows, -1 when none is shown.
    int chosenRow() const;
    void showChosen();
    void filtered();

    QDate on_;
    CatalogTableModel* rows_;
    CatalogFilterModel* filter_;
    QLineEdit* search_;
    QCheckBox* history_;
    QLabel* shown_;
    QTableView* table_;
    QLabel* sourceText_ = nullptr;  // the chosen row's source, whole
    QLabel* problem_ = nullptr;     // why the chosen row cannot be used
    QLabel* note_ = nullptr;        // what using the chosen row brings with it
    // The row last chosen, kept while the filter hides it: chosen again when it shows again,
    // as a hidden row stayed chosen in the table of widgets.
    int lastChosen_ = -1;
    std::function<QString(const io::library::CatalogRow&)> check_;
    std::function<QString(const io::library::CatalogRow&)> noteFor_;
};

}  // namespace gputco::ui
