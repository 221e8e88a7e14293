// Options side by side: one row per option, one column per key figure of the engine's result.
#pragma once

#include <QTableWidget>
#include <optional>

#include "model/engine/result.h"

namespace gputco::ui {

class ComparisonTable : public QTableWidget {
    Q_OBJECT
public:
    enum Column {
        Name,
        Total,
        Pv,
        PvAfterTax,
        CostPerGpuHour,
        UnservedGpuHours,
        BreakEven,
        Irr,
        Payback,
        ColumnCount
    };

    explicit ComparisonTable(QWidget* parent = nullptr);

    void setResult(const engine::Result& result);
    void clearResult();
    void retranslate();
    // The header and every row as tab-separated text, as shown (for the clipboard).
    QString toTsv() const;
    // Tall enough for every row, so the table never needs its own scroll bar.
    QSize sizeHint() const override;

private:
    void render();

    std::optional<engine::Result> result_;
};

}  // namespace gputco::ui
