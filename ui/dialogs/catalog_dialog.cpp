#include "ui/dialogs/catalog_dialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gputco::ui {

namespace lib = gputco::io::library;

CatalogDialog::CatalogDialog(lib::Kind kind, std::vector<lib::CatalogRow> rows, const QString& note,
                             QWidget* parent)
    : QDialog(parent),
      kind_(kind),
      rows_(std::move(rows)),
      search_(new QLineEdit(this)),
      table_(new QTableWidget(this)) {
    setWindowTitle(tr("Catalog: %1").arg(lib::kindName(kind)));
    resize(1100, 520);
    auto* layout = new QVBoxLayout(this);
    auto* intro =
        new QLabel(tr("Every price with its source and the date it was valid. The chosen row's values are "
                      "copied into the scenario, with its source and date."),
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

    const lib::KindSpec& spec = lib::kindSpec(kind);
    table_->setColumnCount(static_cast<int>(spec.columns.size()));
    QStringList headers;
    for (const lib::Column& c : spec.columns) headers << QString::fromLatin1(c.name);
    table_->setHorizontalHeaderLabels(headers);
    table_->setRowCount(static_cast<int>(rows_.size()));
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->verticalHeader()->setVisible(false);
    table_->setWordWrap(false);
    for (int r = 0; r < static_cast<int>(rows_.size()); ++r)
        for (int c = 0; c < static_cast<int>(spec.columns.size()); ++c) {
            const QString text = rows_[static_cast<std::size_t>(r)].values.value(c);
            auto* item = new QTableWidgetItem(text);
            item->setToolTip(text.toHtmlEscaped());
            table_->setItem(r, c, item);
        }
    table_->resizeColumnsToContents();
    // The source is long: it takes what is left and shows in full as a tool tip.
    const int source = lib::columnIndex(kind, "source");
    if (source >= 0) table_->setColumnWidth(source, 420);
    table_->horizontalHeader()->setStretchLastSection(true);
    connect(table_, &QTableWidget::cellDoubleClicked, this, &QDialog::accept);
    layout->addWidget(table_, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Use in scenario"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

void CatalogDialog::setFilter(const QString& text) {
    const QString needle = text.trimmed();
    for (int r = 0; r < table_->rowCount(); ++r) {
        bool match = needle.isEmpty();
        for (int c = 0; !match && c < table_->columnCount(); ++c)
            match = table_->item(r, c)->text().contains(needle, Qt::CaseInsensitive);
        table_->setRowHidden(r, !match);
    }
}

int CatalogDialog::visibleRowCount() const {
    int n = 0;
    for (int r = 0; r < table_->rowCount(); ++r) n += table_->isRowHidden(r) ? 0 : 1;
    return n;
}

bool CatalogDialog::selectKey(const QString& key) {
    int best = -1;
    for (int r = 0; r < static_cast<int>(rows_.size()); ++r) {
        const lib::CatalogRow& row = rows_[static_cast<std::size_t>(r)];
        if (table_->isRowHidden(r) || row.key() != key) continue;
        if (best < 0 || row.asOf() > rows_[static_cast<std::size_t>(best)].asOf()) best = r;
    }
    if (best < 0) return false;
    table_->selectRow(best);
    return true;
}

std::optional<lib::CatalogRow> CatalogDialog::chosen() const {
    const int r = table_->currentRow();
    if (r < 0 || r >= static_cast<int>(rows_.size()) || table_->isRowHidden(r)) return std::nullopt;
    return rows_[static_cast<std::size_t>(r)];
}

}  // namespace gputco::ui
