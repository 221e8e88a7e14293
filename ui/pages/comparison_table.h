// Options side by side: one row per option, one column per key figure of the engine's result
// (model revision 2). Each column against the baseline says its basis: the break-even month is
// nominal and before tax, as financed; IRR, MIRR, profitability index and payback are on the
// flows with every loan paid in cash, after tax when tax is on.
// By default only the columns an analyst decides on are shown (issue #34: 17 columns scrolled
// sideways at 1280x720); the others are one click away (moreColumnsButton), remembered.
#pragma once

#include <QTableWidget>
#include <memory>
#include <optional>

#include "model/engine/explain.h"
#include "model/engine/result.h"

class QTableView;
class QToolButton;

namespace gputco::ui {

class ComparisonTable : public QTableWidget {
    Q_OBJECT
public:
    enum Column {
        Name,
        Total,
        DelayCost,  // the imputed cost of unserved demand, inside Total but no cash
        Pv,
        PvAfterTax,
        CostPerGpuHour,
        LevelisedCost,
        UnservedGpuHours,
        NpvSaving,      // of adjusted present values
        NpvSavingCash,  // without the imputed delay cost
        NpvOtherRule,   // under the other commitments rule at the horizon
        FinancingNpv,
        Irr,
        Mirr,
        ProfitabilityIndex,
        BreakEven,
        Payback,
        ColumnCount
    };

    explicit ComparisonTable(QWidget* parent = nullptr);

    // Keeps the pointer: the controller's results are never changed after they are published.
    void setResult(std::shared_ptr<const engine::Result> result);
    // A copy of `result`, for a caller that holds a plain value.
    void setResult(const engine::Result& result) {
        setResult(std::make_shared<const engine::Result>(result));
    }
    void clearResult();
    void retranslate();
    // The header and every row as tab-separated text, as shown (for the clipboard).
    QString toTsv() const;
    // The figure a cell shows: each column its own (the delay cost the unserved category over
    // the horizon, the unserved hours their own figure); the name opens the option's PV.
    static std::optional<engine::FigureRef> figureAt(int row, int column);

    // Whether a column is among those shown by default: the option, its PV (after tax when tax
    // is on), cost per GPU-hour, NPV saving, MIRR, payback, the unserved GPU-hours where an
    // option leaves demand unserved, and the first job's cost.
    bool isEssential(int column) const;
    // Every column, or the essential ones alone; remembered in the settings.
    bool allColumnsShown() const { return allColumns_; }
    void setAllColumnsShown(bool all);
    // The toggle between the two, for the page to place beside the table's title.
    QToolButton* moreColumnsButton() const { return moreColumns_; }

    // Tall enough for every row, so the table never needs its own scroll bar.
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

public:
signals:
    void explainRequested(const engine::FigureRef& figure);

private:
    void render();
    // Keeps the frozen name column over the table's first one: its width, rows and place.
    void alignNames();
    // The columns shown (essential or all) and their widths: the name takes what the figures
    // leave of the table's width, wrapping onto more lines rather than pushing them sideways.
    void applyColumns();
    void fitNameColumn();
    void fitRowHeights();

    std::shared_ptr<const engine::Result> result_;
    // The option names, standing still over the first column while the figures scroll
    // sideways under them (at 1280x720 the names scrolled away and no row could be told).
    QTableView* names_ = nullptr;
    QToolButton* moreColumns_ = nullptr;
    bool allColumns_ = false;
    int nameContentWidth_ = 0;  // the name column's content width, before it is fitted
};

// A cell of a read-only figures table: selectable, a number right-aligned.
QTableWidgetItem* readOnlyCell(const QString& text, bool number);

}  // namespace gputco::ui
