#include "ui/pages/comparison_table.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QSettings>
#include <QStyle>
#include <QTableView>
#include <QToolButton>
#include <algorithm>
#include <cmath>

#include "model/io/display_text.h"
#include "model/io/number_format.h"
#include "ui/document/financing_words.h"
#include "ui/document/language.h"
#include "ui/document/like_for_like_words.h"

namespace gputco::ui {

namespace {

constexpr int kMaxNameWidth = 300;  // px; the full name is in the cell's tool tip
// The narrowest the name column is made to leave room for the figures: two short words a line.
constexpr int kMinNameWidth = 120;
const QString kAllColumnsKey = QStringLiteral("comparison/allColumns");

}  // namespace

QTableWidgetItem* readOnlyCell(const QString& text, bool number) {
    auto* item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    item->setTextAlignment(number ? (Qt::AlignRight | Qt::AlignVCenter) : (Qt::AlignLeft | Qt::AlignVCenter));
    return item;
}

ComparisonTable::ComparisonTable(QWidget* parent) : QTableWidget(parent) {
    setObjectName(QStringLiteral("ComparisonTable"));
    setColumnCount(ColumnCount);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setAlternatingRowColors(true);
    setShowGrid(false);
    // A long option name breaks onto a second line rather than being cut (issue #16).
    setWordWrap(true);
    setTextElideMode(Qt::ElideNone);
    verticalHeader()->setVisible(false);
    // Columns take their content (render() sizes them), a name up to kMaxNameWidth, and the
    // last column takes what is left, so no figure is ever cut for a name.
    horizontalHeader()->setStretchLastSection(true);
    horizontalHeader()->setHighlightSections(false);
    // The table grows to its rows (sizeHint), so it never scrolls down; it scrolls sideways
    // when its figures are wider than the page.
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    // Being the first focusable widget, the table would otherwise take the focus at start and
    // draw a focus frame around its first cell; copying goes through Edit > Copy anyway.
    setFocusPolicy(Qt::ClickFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setToolTip(tr("Double-click a figure to see how it is computed"));
    connect(this, &QTableWidget::cellDoubleClicked, this, [this](int row, int column) {
        if (const auto figure = figureAt(row, column)) emit explainRequested(*figure);
    });

    // The frozen names: a second view of the same model and selection, showing only the name
    // column, laid over the table's own (Qt's frozen-column pattern).
    names_ = new QTableView(this);
    names_->setObjectName(QStringLiteral("ComparisonNames"));
    names_->setModel(model());
    names_->setSelectionModel(selectionModel());
    names_->setFocusPolicy(Qt::NoFocus);
    names_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    names_->setSelectionBehavior(QAbstractItemView::SelectRows);
    names_->setAlternatingRowColors(true);
    names_->setShowGrid(false);
    names_->setWordWrap(true);
    names_->setTextElideMode(Qt::ElideNone);
    names_->verticalHeader()->setVisible(false);
    names_->horizontalHeader()->setHighlightSections(false);
    names_->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    names_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    names_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    names_->setFrameShape(QFrame::NoFrame);
    names_->setToolTip(toolTip());
    viewport()->stackUnder(names_);
    connect(names_, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        if (const auto figure = figureAt(index.row(), Name)) emit explainRequested(*figure);
    });
    // The other columns, one click away; the choice is kept for the next start.
    allColumns_ = QSettings().value(kAllColumnsKey, false).toBool();
    moreColumns_ = new QToolButton(this);
    moreColumns_->setObjectName(QStringLiteral("MoreColumns"));
    moreColumns_->setCheckable(true);
    moreColumns_->setChecked(allColumns_);
    moreColumns_->setAutoRaise(true);
    moreColumns_->setFocusPolicy(Qt::StrongFocus);
    connect(moreColumns_, &QToolButton::toggled, this, [this](bool all) { setAllColumnsShown(all); });
    connect(horizontalHeader(), &QHeaderView::sectionResized, this, [this] { alignNames(); });
    // A sideways scroll bar with the essential columns alone: the name gives up its room.
    connect(horizontalScrollBar(), &QScrollBar::rangeChanged, this, [this](int, int max) {
        if (max > 0 && !allColumns_) fitNameColumn();
    });
    connect(verticalHeader(), &QHeaderView::sectionResized, this, [this] { alignNames(); });
    render();
}

bool ComparisonTable::isEssential(int column) const {
    // The PV the comparison is decided on (bold in the cheapest row): after tax when tax is
    // on, else before. Both, with the other seven figures, left no room for the names at
    // 1280x720.
    const bool taxOn =
        result_ && !result_->options.empty() && result_->options.front().pvCostAfterTax.has_value();
    switch (column) {
        case Name:
        case CostPerGpuHour:
        case NpvSaving:
        case Mirr:
        case Payback:
            return true;
        case Pv:
            return !taxOn;
        case PvAfterTax:
            return taxOn;
        case UnservedGpuHours:  // a cheaper option that serves less must show it
            return result_ && std::any_of(result_->options.begin(), result_->options.end(),
                                          [](const engine::OptionResult& o) {
                                              return o.unservedReferenceGpuHours >= 0.5;
                                          });
        default:
            return column == ColumnCount;  // the first job's cost, what a sized scenario is about
    }
}

void ComparisonTable::setAllColumnsShown(bool all) {
    if (moreColumns_->isChecked() != all) moreColumns_->setChecked(all);  // comes back here
    if (all == allColumns_) return;
    allColumns_ = all;
    QSettings().setValue(kAllColumnsKey, all);
    // Back to the essential columns: the last one of all may have been stretched.
    if (!all && result_) resizeColumnsToContents();
    applyColumns();
}

void ComparisonTable::applyColumns() {
    int hidden = 0;
    for (int c = 0; c < columnCount(); ++c) {
        const bool hide = !allColumns_ && !isEssential(c);
        setColumnHidden(c, hide);
        hidden += hide;
    }
    moreColumns_->setText(allColumns_ ? tr("Fewer columns") : tr("All columns (%1 more)").arg(hidden));
    moreColumns_->setToolTip(allColumns_ ? tr("Show only the option, its PV, cost per GPU-hour, NPV saving, "
                                              "MIRR and payback")
                                         : tr("Show every figure of the comparison"));
    moreColumns_->setVisible(allColumns_ || hidden > 0);
    // The essential columns take their content's width and the name the rest: a stretched
    // last column kept a width of its own and pushed the row past the table's edge.
    horizontalHeader()->setStretchLastSection(allColumns_);
    fitNameColumn();
    updateGeometry();
}

void ComparisonTable::fitNameColumn() {
    if (columnCount() == 0 || nameContentWidth_ == 0) return;
    // The figures keep their content widths; the name gets the rest (at least kMinNameWidth)
    // and wraps in it. Measured, not read from the columns: the last one may be stretched.
    int figures = 0;
    for (int c = 0; c < columnCount(); ++c)
        if (c != Name && !isColumnHidden(c))
            figures += std::max(sizeHintForColumn(c), horizontalHeader()->sectionSizeHint(c));
    // With every column, the name is capped (the figures scroll under it); with the essential
    // ones it takes all the room they leave, so a wide table shows each name on one line and
    // no empty strip at its right.
    const int cap = std::min(nameContentWidth_, kMaxNameWidth);
    const int room = viewport()->width() - figures;
    const int width = allColumns_ ? cap : std::max(room, std::min(kMinNameWidth, nameContentWidth_));
    if (width != columnWidth(Name)) {
        setColumnWidth(Name, width);
        fitRowHeights();
        alignNames();
    }
}

void ComparisonTable::alignNames() {
    for (int c = 0; c < columnCount(); ++c) names_->setColumnHidden(c, c != Name);
    names_->setColumnWidth(Name, columnWidth(Name));
    names_->horizontalHeader()->setFixedHeight(horizontalHeader()->height());
    for (int r = 0; r < rowCount(); ++r) names_->setRowHeight(r, rowHeight(r));
    names_->setGeometry(frameWidth(), frameWidth(), columnWidth(Name),
                        horizontalHeader()->height() + viewport()->height());
    names_->setVisible(columnCount() > 1);
}

std::optional<engine::FigureRef> ComparisonTable::figureAt(int row, int column) {
    using engine::Figure;
    if (row < 0) return std::nullopt;
    const auto option = static_cast<std::size_t>(row);
    // Past the fixed columns, one per job: training runs first, then million tokens.
    if (column >= ColumnCount) {
        engine::FigureRef job{option, Figure::JobCost, {}, 1};
        job.job = static_cast<std::size_t>(column - ColumnCount);
        return job;
    }
    switch (column) {
        case Name:
            return engine::FigureRef{option, Figure::PvCost, {}, 1};
        case Total:
            return engine::FigureRef{option, Figure::TotalCost, {}, 1};
        case DelayCost:
            return engine::FigureRef{option, Figure::CategoryTotal, engine::Category::Unserved, 1};
        case UnservedGpuHours:
            return engine::FigureRef{option, Figure::UnservedHours, {}, 1};
        case Pv:
            return engine::FigureRef{option, Figure::PvCost, {}, 1};
        case PvAfterTax:
            return engine::FigureRef{option, Figure::PvCostAfterTax, {}, 1};
        case CostPerGpuHour:
            return engine::FigureRef{option, Figure::CostPerReferenceGpuHour, {}, 1};
        case LevelisedCost:
            return engine::FigureRef{option, Figure::LevelisedCost, {}, 1};
        case NpvSaving:
            return engine::FigureRef{option, Figure::NpvSavings, {}, 1};
        case NpvSavingCash:
            return engine::FigureRef{option, Figure::NpvSavingsCash, {}, 1};
        case NpvOtherRule:
            return engine::FigureRef{option, Figure::NpvSavingsOtherRule, {}, 1};
        case FinancingNpv:
            return engine::FigureRef{option, Figure::FinancingNpv, {}, 1};
        case BreakEven:
            return engine::FigureRef{option, Figure::BreakEvenMonth, {}, 1};
        case Irr:
            return engine::FigureRef{option, Figure::Irr, {}, 1};
        case Mirr:
            return engine::FigureRef{option, Figure::Mirr, {}, 1};
        case ProfitabilityIndex:
            return engine::FigureRef{option, Figure::ProfitabilityIndex, {}, 1};
        case Payback:
            return engine::FigureRef{option, Figure::Payback, {}, 1};
        default:
            return std::nullopt;
    }
}

void ComparisonTable::setResult(std::shared_ptr<const engine::Result> result) {
    result_ = std::move(result);
    render();
}

void ComparisonTable::clearResult() {
    result_.reset();
    render();
}

void ComparisonTable::retranslate() {
    render();
}

void ComparisonTable::render() {
    const bool taxOn =
        result_ && !result_->options.empty() && result_->options.front().pvCostAfterTax.has_value();
    // With jobs (issue #17), a column for each: per training run, then per million tokens.
    const engine::OptionResult* first =
        result_ && !result_->options.empty() ? &result_->options.front() : nullptr;
    QStringList jobHeaders;
    if (first) {
        for (const engine::JobCost& c : first->costPerTrainingRun)
            jobHeaders << tr("Per run:\n%1").arg(io::shownText(c.job));
        for (const engine::JobCost& c : first->costPerMillionTokens)
            jobHeaders << tr("Per million tokens:\n%1").arg(io::shownText(c.job));
    }
    setColumnCount(ColumnCount + static_cast<int>(jobHeaders.size()));
    // Two lines where the basis is part of the name, so that no header is wider than its figures.
    setHorizontalHeaderLabels(
        QStringList{tr("Option"), tr("Total cost\n(with delay cost)"), tr("Imputed delay\ncost (not cash)"),
                    tr("PV of cost\n(adjusted PV)"), tr("PV after tax\n(adjusted PV)"),
                    tr("Per reference\nGPU-hour"), tr("Levelised per\nreference GPU-hour"),
                    tr("Unserved\nGPU-hours"), tr("NPV saving\n(adjusted PV)"),
                    tr("NPV saving\n(cash alone)"),
                    result_ && result_->commitmentsSettled ? tr("NPV saving\nif prorated")
                                                           : tr("NPV saving\nif settled"),
                    tr("Financing NPV\n(at cost of debt)"), tr("IRR\n(unlevered)"), tr("MIRR\n(unlevered)"),
                    tr("Profitability\nindex"), tr("Break-even month\n(nominal, before tax)"),
                    taxOn ? tr("Payback\n(after tax)") : tr("Payback\n(before tax)")} +
        jobHeaders);
    // Over the names, which stand at the left of a column that may take half the table.
    horizontalHeaderItem(Name)->setTextAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    // Why the two months differ (MODEL.md section 9): said where the headers are read.
    horizontalHeaderItem(DelayCost)->setToolTip(
        tr("What the unserved demand would cost to wait for (demand's unserved cost per "
           "GPU-hour): part of the total cost, but no cash is spent"));
    horizontalHeaderItem(NpvSaving)->setToolTip(
        tr("PV of the baseline less PV of the option, both adjusted present values: flows paid in cash "
           "at the discount rate, loans and leases valued at the cost of debt") +
        QLatin1Char('\n') +
        tr("%1: not like for like, one of the two lacks a cost line the other has, or serves less of "
           "the demand (the tool tip says which)")
            .arg(likeForLikeMark()));
    horizontalHeaderItem(NpvSavingCash)
        ->setToolTip(
            tr("The NPV saving without the imputed delay cost of unserved demand, which is a valuation, "
               "not a cash flow"));
    horizontalHeaderItem(NpvOtherRule)
        ->setToolTip(
            tr("The NPV saving with the other rule for reserved terms and leases that run past the horizon "
               "(prorated: only the months inside are paid; settled: the rest is paid at the end)"));
    horizontalHeaderItem(FinancingNpv)
        ->setToolTip(tr("What the loans are worth against paying cash, %1")
                         .arg(financingBasisWords(result_ ? &*result_ : nullptr)));
    horizontalHeaderItem(BreakEven)->setToolTip(
        tr("The first month the option's nominal cost to date, before tax, is below the "
           "baseline's"));
    horizontalHeaderItem(Payback)->setToolTip(
        tr("When the savings (after tax when tax is on), with every loan paid in cash, repay "
           "the extra outlay: it differs from the break-even month when tax or a loan moves "
           "cash"));
    if (!result_) {
        setRowCount(0);
        nameContentWidth_ = 0;
        applyColumns();
        return;
    }
    const engine::Result& r = *result_;
    const QLocale locale = uiLocale();
    const QString currency = QString::fromStdString(r.currency);
    // Sized once after filling: with the header sizing to contents, every new cell would
    // measure the whole column again (that was most of an edit's redraw time).
    horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    verticalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    setUpdatesEnabled(false);
    setRowCount(static_cast<int>(r.options.size()));

    std::size_t cheapest = 0;
    for (std::size_t i = 1; i < r.options.size(); ++i)
        if (r.options[i].comparablePv() < r.options[cheapest].comparablePv()) cheapest = i;

    for (std::size_t i = 0; i < r.options.size(); ++i) {
        const engine::OptionResult& o = r.options[i];
        const int row = static_cast<int>(i);
        const QString name = io::shownText(o.name);
        auto* nameItem = readOnlyCell(o.isBaseline ? tr("%1 (baseline)").arg(name) : name, false);
        // Tool tips are rich text when they look like it: escape the user's text.
        nameItem->setToolTip(nameItem->text().toHtmlEscaped());
        setItem(row, Name, nameItem);
        setItem(row, Total, readOnlyCell(io::formatMoney(o.totalCost, currency, locale), true));
        auto* delay = readOnlyCell(
            io::formatMoney(o.categoryTotal(engine::Category::Unserved), currency, locale), true);
        if (o.unservedReferenceGpuHours > 0) delay->setForeground(QColor(0xb9, 0x1c, 0x1c));
        setItem(row, DelayCost, delay);
        setItem(row, Pv, readOnlyCell(io::formatMoney(o.pvCost, currency, locale), true));
        setItem(row, PvAfterTax,
                readOnlyCell(o.pvCostAfterTax ? io::formatMoney(*o.pvCostAfterTax, currency, locale)
                                              : io::formatPercent(std::nullopt, locale),
                             true));
        setItem(row, CostPerGpuHour,
                readOnlyCell(o.costPerReferenceGpuHour
                                 ? io::formatMoney(*o.costPerReferenceGpuHour, currency, locale, 2)
                                 : io::formatPercent(std::nullopt, locale),
                             true));
        auto* unserved = readOnlyCell(io::formatWhole(o.unservedReferenceGpuHours, locale), true);
        if (o.unservedReferenceGpuHours > 0) {
            unserved->setForeground(QColor(0xb9, 0x1c, 0x1c));
            QFont bold = font();
            bold.setBold(true);
            unserved->setFont(bold);
        }
        setItem(row, UnservedGpuHours, unserved);
        setItem(row, LevelisedCost,
                readOnlyCell(o.levelisedCostPerReferenceGpuHour
                                 ? io::formatMoney(*o.levelisedCostPerReferenceGpuHour, currency, locale, 2)
                                 : io::kNoFigure,
                             true));
        setItem(
            row, FinancingNpv,
            readOnlyCell(o.financingNpv ? io::formatMoney(*o.financingNpv, currency, locale) : io::kNoFigure,
                         true));
        if (o.vsBaseline) {
            const engine::VsBaseline& vs = *o.vsBaseline;
            auto* saving = readOnlyCell(io::formatMoney(vs.npvSavings, currency, locale), true);
            // Not like for like (issue #34): the saving is marked, and its tool tip and the
            // name's say what differs; the figure itself is the engine's.
            if (differsFromBaseline(r, i)) {
                saving->setText(likeForLikeMark() + QLatin1Char(' ') + saving->text());
                saving->setForeground(QColor(0x1d, 0x4e, 0xd8));
                const QString why = tr("Not like for like: %1").arg(likeForLikeSentences(r, i, locale));
                saving->setToolTip(why.toHtmlEscaped());
                nameItem->setText(nameItem->text() + QLatin1Char(' ') + likeForLikeMark());
                nameItem->setToolTip((nameItem->text() + QLatin1Char('\n') + why).toHtmlEscaped());
            }
            setItem(row, NpvSaving, saving);
            auto* cash = readOnlyCell(io::formatMoney(vs.npvSavingsCash, currency, locale), true);
            // Where the two differ, the saving rests partly on the imputed delay cost.
            if (std::abs(vs.npvSavingsCash - vs.npvSavings) > 0.5)
                cash->setForeground(QColor(0xb9, 0x1c, 0x1c));
            setItem(row, NpvSavingCash, cash);
            setItem(row, NpvOtherRule,
                    readOnlyCell(vs.npvSavingsOtherRule
                                     ? io::formatMoney(*vs.npvSavingsOtherRule, currency, locale)
                                     : io::kNoFigure,
                                 true));
            setItem(row, BreakEven, readOnlyCell(io::formatMonthIndex(vs.breakEvenMonth), true));
            auto* irr = readOnlyCell(io::formatPercent(vs.irr, locale), true);
            // Above 100 % a year the IRR says more about a small outlay than about a return.
            if (vs.irr && *vs.irr > 1.0) {
                irr->setForeground(QColor(0x64, 0x74, 0x8b));
                irr->setToolTip(
                    tr("Above 100 % a year: read the MIRR, which reinvests at the discount rate"));
            }
            setItem(row, Irr, irr);
            setItem(row, Mirr, readOnlyCell(io::formatPercent(vs.mirr, locale), true));
            setItem(row, ProfitabilityIndex,
                    readOnlyCell(vs.profitabilityIndex ? io::formatDecimal(*vs.profitabilityIndex, locale, 2)
                                                       : io::kNoFigure,
                                 true));
            setItem(row, Payback, readOnlyCell(io::formatMonthCount(vs.paybackMonths), true));
        } else {
            for (int c :
                 {NpvSaving, NpvSavingCash, NpvOtherRule, BreakEven, Irr, Mirr, ProfitabilityIndex, Payback})
                setItem(row, c, readOnlyCell(io::kNoFigure, true));
        }
        int column = ColumnCount;
        for (const auto* costs : {&o.costPerTrainingRun, &o.costPerMillionTokens})
            for (const engine::JobCost& c : *costs) {
                // A million tokens may cost cents: three significant figures.
                const int decimals = c.value && std::abs(*c.value) < 1 ? 4 : 2;
                setItem(row, column++,
                        readOnlyCell(
                            c.value ? io::formatMoney(*c.value, currency, locale, decimals) : io::kNoFigure,
                            true));
            }
        if (i == cheapest) {
            // The figure the comparison is decided on, in bold.
            QFont bold = font();
            bold.setBold(true);
            nameItem->setFont(bold);
            item(row, o.pvCostAfterTax ? PvAfterTax : Pv)->setFont(bold);
        }
    }
    resizeColumnsToContents();
    nameContentWidth_ = columnWidth(Name);
    setColumnWidth(Name, std::min(columnWidth(Name), kMaxNameWidth));
    fitRowHeights();
    setUpdatesEnabled(true);
    applyColumns();
    alignNames();
}

void ComparisonTable::fitRowHeights() {
    // Rows as tall as their name needs at the name's width (a long name takes two lines); the
    // figures are one line each. Measured here for the one column that wraps: asking the view
    // to size rows to contents measured every cell, a third of an edit's redraw.
    const int line = verticalHeader()->defaultSectionSize();
    const int nameRoom =
        columnWidth(Name) - 2 * style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, this) - 2;
    for (int row = 0; row < rowCount(); ++row) {
        const QTableWidgetItem* name = item(row, Name);
        const QFontMetrics metrics(name ? name->font() : font());
        const int lines = name ? metrics.boundingRect(QRect(0, 0, std::max(1, nameRoom), 100000),
                                                      Qt::TextWordWrap, name->text())
                                         .height() /
                                     std::max(1, metrics.lineSpacing())
                               : 1;
        setRowHeight(row, std::max(line, line + (std::max(lines, 1) - 1) * metrics.lineSpacing()));
    }
    updateGeometry();
}

QString ComparisonTable::toTsv() const {
    QStringList lines;
    QStringList header;
    for (int c = 0; c < columnCount(); ++c) {
        const QTableWidgetItem* h = horizontalHeaderItem(c);
        // Headers break their basis onto a second line on screen; one line here.
        header << (h ? h->text().replace(QLatin1Char('\n'), QLatin1Char(' ')) : QString());
    }
    lines << header.join(QLatin1Char('\t'));
    for (int r = 0; r < rowCount(); ++r) {
        QStringList fields;
        for (int c = 0; c < columnCount(); ++c) {
            const QTableWidgetItem* i = item(r, c);
            // A tab or newline in an option's name would break the columns.
            QString text = i ? i->text() : QString();
            text.replace(QLatin1Char('\t'), QLatin1Char(' ')).replace(QLatin1Char('\n'), QLatin1Char(' '));
            fields << text;
        }
        lines << fields.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QSize ComparisonTable::sizeHint() const {
    // Every row whole (three at least while empty), and room for the sideways scroll bar when
    // the columns are wider than the table.
    int height = horizontalHeader()->sizeHint().height() + 2 * frameWidth() + 2;
    for (int r = 0; r < rowCount(); ++r) height += rowHeight(r);
    if (rowCount() < 3) height += (3 - rowCount()) * verticalHeader()->defaultSectionSize();
    // The widths the columns were given (render() caps the name's), the last one at its
    // content's: it stretches to fill, so its own width would always look too wide. The header's
    // hints alone missed a scroll bar that came from the cells (at 1920x1080, by a few pixels),
    // and it then covered the last row's second line.
    // Hidden columns (not among the essential ones) take no room.
    int last = -1;
    for (int c = 0; c < columnCount(); ++c)
        if (!isColumnHidden(c)) last = c;
    int columns = 0;
    for (int c = 0; c < last; ++c)
        if (!isColumnHidden(c)) columns += columnWidth(c);
    if (last >= 0) columns += std::max(sizeHintForColumn(last), horizontalHeader()->sectionSizeHint(last));
    if (columns > viewport()->width()) height += horizontalScrollBar()->sizeHint().height();
    return {QTableWidget::sizeHint().width(), height};
}

QSize ComparisonTable::minimumSizeHint() const {
    return {200, sizeHint().height()};
}

void ComparisonTable::resizeEvent(QResizeEvent* event) {
    QTableWidget::resizeEvent(event);
    fitNameColumn();
    updateGeometry();  // the sideways scroll bar comes and goes with the width
    alignNames();
}

}  // namespace gputco::ui
