#include "ui/dialogs/revisions_dialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include "ui/dialogs/prompts.h"
#include "ui/document/language.h"

namespace gputco::ui {

RevisionsDialog::RevisionsDialog(std::vector<io::library::Revision> revisions, QWidget* parent)
    : QDialog(parent), revisions_(std::move(revisions)), table_(new QTableWidget(this)) {
    setWindowTitle(tr("Saved revisions"));
    resize(640, 420);
    auto* layout = new QVBoxLayout(this);
    auto* intro =
        new QLabel(revisions_.empty() ? tr("No revision of this file is in the library yet: each save "
                                           "keeps one.")
                                      : tr("Every save of this file, newest first."),
                   this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    table_->setColumnCount(3);
    table_->setHorizontalHeaderLabels({tr("Saved"), tr("Content hash"), tr("Size")});
    table_->verticalHeader()->setVisible(false);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setRowCount(static_cast<int>(revisions_.size()));
    for (int r = 0; r < static_cast<int>(revisions_.size()); ++r) {
        const io::library::Revision& rev = revisions_[static_cast<std::size_t>(r)];
        table_->setItem(r, 0, new QTableWidgetItem(shownDateTime(rev.savedAt)));
        table_->setItem(r, 1, new QTableWidgetItem(QString::fromLatin1(rev.sha256.left(12))));
        table_->setItem(r, 2,
                        new QTableWidgetItem(tr("%1 bytes").arg(uiLocale().toString(rev.content.size()))));
    }
    table_->resizeColumnsToContents();
    if (!revisions_.empty()) table_->selectRow(0);
    layout->addWidget(table_, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    Prompts::nameButtons(*buttons);
    QPushButton* compare = buttons->addButton(tr("Compare with current"), QDialogButtonBox::AcceptRole);
    QPushButton* open = buttons->addButton(tr("Open read-only"), QDialogButtonBox::AcceptRole);
    QPushButton* restore = buttons->addButton(tr("Restore into the editor"), QDialogButtonBox::AcceptRole);
    for (QPushButton* b : {compare, open, restore}) b->setEnabled(!revisions_.empty());
    connect(compare, &QPushButton::clicked, this, [this] { choose(table_->currentRow(), Action::Compare); });
    connect(open, &QPushButton::clicked, this,
            [this] { choose(table_->currentRow(), Action::OpenReadOnly); });
    connect(restore, &QPushButton::clicked, this, [this] { choose(table_->currentRow(), Action::Restore); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

void RevisionsDialog::choose(int row, Action action) {
    if (row < 0 || row >= static_cast<int>(revisions_.size())) return;
    table_->selectRow(row);
    action_ = action;
    accept();
}

std::optional<io::library::Revision> RevisionsDialog::chosen() const {
    const int r = table_->currentRow();
    if (r < 0 || r >= static_cast<int>(revisions_.size())) return std::nullopt;
    return revisions_[static_cast<std::size_t>(r)];
}

}  // namespace gputco::ui
