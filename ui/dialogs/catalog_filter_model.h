// Which rows of a CatalogTableModel the picker shows (issue #32, item 13): those in force on
// its day, or every dated row with the history; of them, those in which every word of the
// search is found, each word in some cell, whatever its case ("a100 aws" finds AWS's A100
// rows). The cells' texts are case-folded once, into one buffer: a keystroke searches it
// for each word, without a string made per row or cell (50,000 rows took 1.3 s a keystroke
// when each cell was searched in a widget item).
#pragma once

#include <QByteArray>
#include <QList>
#include <QSortFilterProxyModel>
#include <cstdint>
#include <future>
#include <vector>

namespace gputco::ui {

class CatalogTableModel;

class CatalogFilterModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    // `rows` must outlive the text being made: waitForText() before deleting them.
    explicit CatalogFilterModel(CatalogTableModel* rows, QObject* parent = nullptr);
    ~CatalogFilterModel() override;
    // Waits for the searched text, made on a thread of its own; at once when made.
    void waitForText();

    // Words separated by spaces; empty: every row (in force, unless the history is shown).
    void setSearch(const QString& text);
    void setShowHistory(bool all);
    // Only these rows of the source, whatever the search, until called with none: the
    // widest rows, for the view to size its columns on before it shows every row.
    void setOnly(const std::vector<int>& rows);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    // Finds the rows with every word; among those shown (by the words) only when
    // `amongShown`, else among all.
    void search(bool amongShown);

    struct Searched {
        QByteArray text;              // per row, its cells' texts case-folded in UTF-8, each ended by '\n'
        std::vector<qsizetype> ends;  // per row, where its text ends in text
    };
    static Searched searchedText(const CatalogTableModel& rows);

    const CatalogTableModel* rows_;
    QByteArray searched_;              // Searched::text, once made
    std::vector<qsizetype> ends_;      // Searched::ends, once made
    std::future<Searched> text_;       // being made; invalid once taken
    std::vector<std::uint8_t> shown_;  // per row: every word is in it (or it is one of setOnly's)
    QList<QByteArray> words_;          // case-folded, in UTF-8
    bool history_ = false;
    bool only_ = false;
};

}  // namespace gputco::ui
