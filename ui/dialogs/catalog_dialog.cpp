#include "ui/dialogs/catalog_dialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

#include "model/scenario/price_age.h"
#include "ui/dialogs/catalog_filter_model.h"
#include "ui/dialogs/catalog_table_model.h"
#include "ui/dialogs/prompts.h"

namespace gputco::ui {

namespace lib = gputco::io::library;

namespace {

QDate todayDate() {
    const scenario::CalendarDate t = scenario::today();
    return QDate(t.year, t.month, t.day);
}

}  // namespace

// The catalog's part in words for the title ("Catalog: cloud prices"), never the table's
// internal name ("offers").
QString CatalogDialog::kindTitle(lib::Kind kind) {
    switch (kind) {
        case lib::Kind::Gpus:
            return tr("GPU models");
        case lib::Kind::Servers:
            return tr("servers");
        case lib::Kind::Offers:
            return tr("cloud prices");
        case lib::Kind::Tariffs:
            return tr("electricity tariffs");
        case lib::Kind::Fx:
            return tr("exchange rates");
    }
    return QString();
}

CatalogDialog::CatalogDialog(lib::Kind kind, std::vector<lib::CatalogRow> rows, const QString& note,
                             QWidget* parent, QDate on)
    : QDialog(parent),
      on_(on.isValid() ? on : todayDate()),
      rows_(new CatalogTableModel(kind, std::move(rows), on_, this)),
      filter_(new CatalogFilterModel(rows_, this)),
      search_(new QLineEdit(this)),
      history_(new QCheckBox(tr("Show price history"), this)),
      shown_(new QLabel(this)),
      table_(new QTableView(this)) {
    setWindowTitle(tr("Catalog: %1").arg(kindTitle(kind)));
    resize(1100, 520);
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(
        tr("Each price with its source, the date it was valid and its age. The chosen row's values "
           "are copied into the scenario, with its source and date."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    if (!note.isEmpty()) {
        auto* warning = new QLabel(note, this);
        warning->setTextFormat(Qt::PlainText);
        warning->setWordWrap(true);
        warning->setStyleSheet(QStringLiteral("color: #92400e;"));
        layout->addWidget(warning);
    }
    search_->setPlaceholderText(tr("Search (provider, instance, GPU, region, source…)"));
    search_->setClearButtonEnabled(true);
    connect(search_, &QLineEdit::textChanged, this, &CatalogDialog::setFilter);
    layout->addWidget(search_);
    auto* show = new QHBoxLayout;
    shown_->setObjectName(QStringLiteral("CatalogShownCount"));
    shown_->setTextFormat(Qt::PlainText);
    shown_->setWordWrap(true);
    show->addWidget(shown_, 1);
    history_->setToolTip(tr("Every dated row of each price: the older ones, and any dated after the day"));
    connect(history_, &QCheckBox::toggled, this, &CatalogDialog::setShowHistory);
    show->addWidget(history_);
    layout->addLayout(show);

    // The catalog's columns, then each row's age on the day (CatalogTableModel).
    table_->setObjectName(QStringLiteral("CatalogRows"));  // styled as the tables of widgets are (theme.cpp)
    table_->setModel(filter_);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->verticalHeader()->setVisible(false);
    // One line a row, so that a screen shows many: a long source is cut at its column's edge
    // and read whole under the table for the chosen row (and in the cell's tool tip).
    table_->setWordWrap(false);
    // Every row one line high, and each column as wide as its widest text: measured on the
    // rows with its longest texts only, as measuring 50,000 rows took seconds.
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table_->ensurePolished();  // its font, as the style sheet has it
    const std::vector<std::vector<int>> widest = rows_->widestRows(table_->fontMetrics());
    int rowHeight = 0;
    const QAbstractItemView* view = table_;  // QTableView's sizeHintForRow is protected
    for (int c = 0; c < rows_->columnCount(); ++c) {
        filter_->setOnly(widest[static_cast<std::size_t>(c)]);  // none: no rows, the heading alone
        table_->resizeColumnToContents(c);
        // As resizeRowsToContents() had it: the cells' height, or the (hidden) row header's.
        rowHeight =
            std::max({rowHeight, view->sizeHintForRow(0), table_->verticalHeader()->sectionSizeHint(0)});
    }
    if (rowHeight > 0) table_->verticalHeader()->setDefaultSectionSize(rowHeight);
    filter_->setOnly({});
    // The source is long: a fixed width, elided; the whole text is under the table.
    const int source = lib::columnIndex(kind, "source");
    if (source >= 0) table_->setColumnWidth(source, 420);
    // Said to the layout tests, which find every cut text: this column is cut on purpose, and
    // the label that shows the chosen row's text whole.
    table_->setProperty("elidedColumn", source);
    table_->setProperty("elidedShownIn", QStringLiteral("CatalogSource"));
    // What a buyer compares first: how it is priced and for how long, the price (an offer's
    // per GPU-hour, then per instance-hour) and its date, then what is priced; the source
    // last. At 1280x720 the pricing and the term were off screen to the right (issue #34,
    // item 7). Moved on screen only: the columns keep the catalog's order underneath.
    QHeaderView* header = table_->horizontalHeader();
    int shownAt = 0;
    const auto showNext = [&](int logical) {
        if (logical >= 0) header->moveSection(header->visualIndex(logical), shownAt++);
    };
    showNext(lib::columnIndex(kind, "pricing_mode"));
    showNext(lib::columnIndex(kind, "term_months"));
    showNext(rows_->perGpuHourColumn());
    for (const char* first : {"price_per_hour", "price", "currency", "as_of"})
        showNext(lib::columnIndex(kind, first));
    showNext(rows_->ageColumn());
    for (const char* then : {"provider", "instance", "gpu", "gpus_per_instance"})
        showNext(lib::columnIndex(kind, then));
    // The catalog's key (aws/us-east-1/p4d.24xlarge/spot) identifies a row for the file and the
    // CLI; a reader tells rows by provider, instance and GPU: the key goes next to last.
    const int key = lib::columnIndex(kind, "key");
    const int columns = rows_->columnCount();
    if (key >= 0) header->moveSection(header->visualIndex(key), columns - 1);
    if (source >= 0) header->moveSection(header->visualIndex(source), columns - 1);
    header->setStretchLastSection(true);
    connect(table_, &QTableView::doubleClicked, this, &QDialog::accept);
    layout->addWidget(table_, 1);
    sourceText_ = new QLabel(this);
    sourceText_->setObjectName(QStringLiteral("CatalogSource"));
    sourceText_->setTextFormat(Qt::PlainText);
    sourceText_->setWordWrap(true);
    sourceText_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    sourceText_->setStyleSheet(QStringLiteral("color: #475569;"));
    layout->addWidget(sourceText_);
    const QItemSelectionModel* selection = table_->selectionModel();
    // The current row changes after the selection when moved to by the keyboard: both are heard.
    connect(selection, &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& current) {
        if (current.isValid()) lastChosen_ = filter_->mapToSource(current).row();
        showChosen();
    });
    connect(selection, &QItemSelectionModel::selectionChanged, this, &CatalogDialog::showChosen);
    problem_ = new QLabel(this);
    problem_->setObjectName(QStringLiteral("FieldProblem"));  // the theme's red
    problem_->setTextFormat(Qt::PlainText);
    problem_->setWordWrap(true);
    problem_->hide();
    layout->addWidget(problem_);
    connect(selection, &QItemSelectionModel::selectionChanged, problem_, &QLabel::hide);
    note_ = new QLabel(this);
    note_->setObjectName(QStringLiteral("CatalogChosenNote"));
    note_->setTextFormat(Qt::PlainText);
    note_->setWordWrap(true);
    note_->setStyleSheet(QStringLiteral("color: #1d4ed8;"));  // information, not a problem
    note_->hide();
    layout->addWidget(note_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);

    Prompts::nameButtons(*buttons);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Use in scenario"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    filtered();
}

void CatalogDialog::setCheck(std::function<QString(const lib::CatalogRow&)> check) {
    check_ = std::move(check);
}

CatalogDialog::~CatalogDialog() {
    filter_->waitForText();
}

void CatalogDialog::setNote(std::function<QString(const lib::CatalogRow&)> note) {
    noteFor_ = std::move(note);
    showChosen();
}

QString CatalogDialog::noteText() const {
    return note_->isHidden() ? QString() : note_->text();
}

QString CatalogDialog::problemText() const {
    return problem_->isHidden() ? QString() : problem_->text();
}

void CatalogDialog::accept() {
    if (check_)
        if (const std::optional<lib::CatalogRow> row = chosen())
            if (const QString why = check_(*row); !why.isEmpty()) {
                problem_->setText(why);
                problem_->show();
                return;
            }
    QDialog::accept();
}

void CatalogDialog::setShowHistory(bool all) {
    if (history_->isChecked() != all) history_->setChecked(all);  // toggled() comes back here
    filter_->setShowHistory(all);
    filtered();
}

void CatalogDialog::setFilter(const QString& text) {
    // Every word must be found, each in any column: "a100 aws" finds AWS's A100 rows, where the
    // whole text, in no single cell, found nothing.
    filter_->setSearch(text);
    filtered();
}

void CatalogDialog::filtered() {
    // The row chosen before is chosen again once shown again.
    if (lastChosen_ >= 0 && chosenRow() != lastChosen_) {
        const QModelIndex shown = filter_->mapFromSource(rows_->index(lastChosen_, 0));
        if (shown.isValid()) table_->selectRow(shown.row());
    }
    showChosen();
    const QString day = on_.toString(Qt::ISODate);
    shown_->setText(
        history_->isChecked()
            ? tr("Every dated row: %1 shown. Ages are counted to %2.").arg(visibleRowCount()).arg(day)
            : tr("The prices in force on %1: %2 shown. The older rows are the price history.")
                  .arg(day)
                  .arg(visibleRowCount()));
}

int CatalogDialog::chosenRow() const {
    const QModelIndex current = table_->currentIndex();
    return current.isValid() ? filter_->mapToSource(current).row() : -1;
}

void CatalogDialog::showChosen() {
    const int r = chosenRow();
    const int source = lib::columnIndex(rows_->kind(), "source");
    sourceText_->setText(r >= 0 && source >= 0 ? tr("Source: %1").arg(rows_->row(r).values.value(source))
                                               : tr("Choose a row to read its source in full here."));
    if (!note_) return;  // while the dialog is being made
    const QString note = r >= 0 && noteFor_ ? noteFor_(rows_->row(r)) : QString();
    note_->setText(note);
    note_->setVisible(!note.isEmpty());
}

int CatalogDialog::visibleRowCount() const {
    return filter_->rowCount();
}

bool CatalogDialog::selectKey(const QString& key) {
    const int keyColumn = lib::columnIndex(rows_->kind(), "key");
    const int asOf = lib::columnIndex(rows_->kind(), "as_of");
    int best = -1;  // a row of the view
    QString bestAsOf;
    for (int shown = 0; shown < filter_->rowCount(); ++shown) {
        const lib::CatalogRow& row = rows_->row(filter_->mapToSource(filter_->index(shown, 0)).row());
        if (row.values.value(keyColumn) != key) continue;
        if (best < 0 || row.values.value(asOf) > bestAsOf) {
            best = shown;
            bestAsOf = row.values.value(asOf);
        }
    }
    if (best < 0) return false;
    table_->selectRow(best);
    return true;
}

std::optional<lib::CatalogRow> CatalogDialog::chosen() const {
    const int r = chosenRow();
    if (r < 0) return std::nullopt;
    return rows_->row(r);
}

}  // namespace gputco::ui
