// P10, P50 and P90 of each option's PV from the last Monte Carlo run (issue #16), beside
// the distribution chart: the levels a finance reader quotes ("one trial in ten costs less
// than P10, nine in ten less than P90"). Read from the run's CDF
// (engine::OptionRisk::percentiles, the PV at 0, 1, ..., 100 %), money in the scenario's
// currency. The table is as tall as its rows: it never scrolls inside the page.
#pragma once

#include <QTableWidget>

#include "model/engine/monte_carlo.h"
#include "ui/charts/chart_note.h"

namespace gputco::ui {

class PvPercentileTable : public QTableWidget {
    Q_OBJECT
public:
    explicit PvPercentileTable(QWidget* parent = nullptr);

    void setResult(const engine::MonteCarloResult& result, const QString& currency);
    void clearResult();
    // Greyed while the scenario has changed since the run (the numbers are not its own).
    void setOutOfDate(bool outOfDate);
    void retranslate();

    // The levels shown, as fractions: P10, P50, P90.
    static constexpr double kLevels[] = {0.10, 0.50, 0.90};

    // What a double-click on a cell explains: the option's P10, P50 or P90 and what it means.
    std::optional<ChartNote> noteAt(int row, int column) const;

signals:
    void noteRequested(const ChartNote& note);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void fill();
    void fitHeight();

    std::optional<engine::MonteCarloResult> result_;
    QString currency_;
    bool outOfDate_ = false;
};

}  // namespace gputco::ui
