#include "ui/pages/pv_percentile_table.h"

#include <QHeaderView>
#include <QScrollBar>

#include "model/io/display_text.h"
#include "model/io/number_format.h"
#include "ui/language.h"

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
    retranslate();
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
    resizeRowsToContents();
    int height = horizontalHeader()->sizeHint().height() + 2 * frameWidth();
    for (int row = 0; row < rowCount(); ++row) height += rowHeight(row);
    if (height != this->height()) setFixedHeight(height);
}

}  // namespace gputco::ui
