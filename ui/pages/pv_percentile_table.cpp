#include "ui/pages/pv_percentile_table.h"

#include <QHeaderView>
#include <QScrollBar>

#include <algorithm>

#include "model/io/display_text.h"
#include "model/io/number_format.h"
#include "ui/document/language.h"
#include "ui/pages/table_height.h"

namespace gputco::ui {

PvPercentileTable::PvPercentileTable(QWidget* parent) : QTableWidget(0, 4, parent) {
    setObjectName(QStringLiteral("PvPercentiles"));
    verticalHeader()->setVisible(false);
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    horizontalHeader()->setDefaultAlignment(Qt::AlignRight | Qt::AlignVCenter);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    // Long option names wrap onto more lines rather than being cut.
    setWordWrap(true);
    setTextElideMode(Qt::ElideNone);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(this, &QTableWidget::cellDoubleClicked, this, [this](int row, int column) {
        if (const auto note = noteAt(row, column)) emit noteRequested(*note);
    });
    retranslate();
}

std::optional<ChartNote> PvPercentileTable::noteAt(int row, int column) const {
    if (!result_ || result_->cancelled || row < 0 || row >= static_cast<int>(result_->options.size()))
        return std::nullopt;
    const engine::OptionRisk& o = result_->options[static_cast<std::size_t>(row)];
    const QLocale locale = uiLocale();
    const auto money = [&](double v) { return io::formatMoney(v, currency_, locale); };
    const int level = std::clamp(column, 1, 3) - 1;  // the name explains the median
    const double pv = engine::percentileOfSorted(o.percentiles, kLevels[level]);
    ChartNote note;
    note.title =
        tr("%1 of %2: %3").arg(horizontalHeaderItem(level + 1)->text(), io::shownText(o.name), money(pv));
    QStringList lines;
    lines << tr("%1 of the %2 trials (seed %3) give this option a PV of cost at or below %4.")
                 .arg(io::formatPercent(kLevels[level], locale, 0), locale.toString(result_->trials))
                 .arg(result_->seed)
                 .arg(money(pv))
          << tr("Mean %1 (standard error %2); P5 %3, P95 %4.")
                 .arg(money(o.pv.mean), money(o.pv.standardError), money(o.pv.p5), money(o.pv.p95))
          << QString()
          << tr("The PV of cost is after tax when tax is on. Every trial draws the uncertain inputs once "
                "and evaluates every option with the same draws; a percentile is read from the trials' "
                "PVs in order.");
    if (outOfDate_) lines << QString() << tr("Out of date: the scenario has changed since this run.");
    note.body = lines.join(QLatin1Char('\n'));
    return note;
}

void PvPercentileTable::setResult(const engine::MonteCarloResult& result, const QString& currency) {
    result_ = result;
    currency_ = currency;
    outOfDate_ = false;
    fill();
}

void PvPercentileTable::clearResult() {
    result_.reset();
    fill();
}

void PvPercentileTable::setOutOfDate(bool outOfDate) {
    if (outOfDate == outOfDate_) return;
    outOfDate_ = outOfDate;
    fill();
}

void PvPercentileTable::retranslate() {
    setHorizontalHeaderLabels({tr("Option"), tr("P10"), tr("P50 (median)"), tr("P90")});
    horizontalHeaderItem(0)->setTextAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    horizontalHeaderItem(1)->setToolTip(tr("One trial in ten has a PV below this"));
    horizontalHeaderItem(2)->setToolTip(tr("Half the trials have a PV below this"));
    horizontalHeaderItem(3)->setToolTip(tr("Nine trials in ten have a PV below this"));
    fill();
}

void PvPercentileTable::fill() {
    const bool shown = result_ && !result_->cancelled;
    setRowCount(shown ? static_cast<int>(result_->options.size()) : 0);
    const QColor ink = outOfDate_ ? QColor(0x94, 0xa3, 0xb8) : palette().color(QPalette::Text);
    for (int row = 0; shown && row < rowCount(); ++row) {
        const engine::OptionRisk& o = result_->options[static_cast<std::size_t>(row)];
        auto* name = new QTableWidgetItem(io::shownText(o.name));
        name->setForeground(ink);
        setItem(row, 0, name);
        for (int level = 0; level < 3; ++level) {
            // The CDF holds the PV at every whole percent; P10 is its value at 10 %.
            const double pv = engine::percentileOfSorted(o.percentiles, kLevels[level]);
            auto* cell = new QTableWidgetItem(io::formatMoney(pv, currency_, uiLocale()));
            cell->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            cell->setForeground(ink);
            setItem(row, level + 1, cell);
        }
    }
    fitHeight();
}

void PvPercentileTable::resizeEvent(QResizeEvent* event) {
    QTableWidget::resizeEvent(event);
    fitHeight();  // names wrap differently at another width
}

void PvPercentileTable::fitHeight() {
    fitTableToRows(this);
}

}  // namespace gputco::ui
