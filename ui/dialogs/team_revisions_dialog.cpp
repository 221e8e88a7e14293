#include "ui/dialogs/team_revisions_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "model/io/display_text.h"
#include "ui/dialogs/prompts.h"
#include "ui/dialogs/team_history_dialog.h"

namespace gputco::ui {

namespace {

// The statuses in the order a revision moves through them; the library's own words are the data.
const char* const kStatuses[] = {"draft", "in review", "approved"};

}  // namespace

TeamRevisionsDialog::TeamRevisionsDialog(const QString& scenario, const Rights& rights, QWidget* parent)
    : QDialog(parent),
      scenario_(scenario),
      rights_(rights),
      intro_(new QLabel(this)),
      table_(new QTableWidget(0, 6, this)),
      statusLabel_(new QLabel(this)),
      status_(new QComboBox(this)),
      commentLabel_(new QLabel(this)),
      comment_(new QLineEdit(this)),
      setStatus_(new QPushButton(this)),
      take_(new QPushButton(this)),
      compare_(new QPushButton(this)),
      open_(new QPushButton(this)),
      refresh_(new QPushButton(this)),
      note_(new QLabel(this)) {
    auto* layout = new QVBoxLayout(this);
    intro_->setWordWrap(true);
    layout->addWidget(intro_);
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setWordWrap(false);
    // Each column as wide as its widest cell, the comment taking the rest, through every refresh.
    for (int c = 0; c < 5; ++c)
        table_->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(5, QHeaderView::Stretch);
    layout->addWidget(table_);
    auto* form = new QGridLayout;
    for (const char* s : kStatuses) status_->addItem(QString(), QString::fromLatin1(s));
    statusLabel_->setBuddy(status_);
    commentLabel_->setBuddy(comment_);
    form->addWidget(statusLabel_, 0, 0);
    form->addWidget(status_, 0, 1);
    form->addWidget(commentLabel_, 0, 2);
    form->addWidget(comment_, 0, 3);
    form->addWidget(setStatus_, 0, 4);
    form->setColumnStretch(3, 1);
    layout->addLayout(form);
    note_->setWordWrap(true);
    note_->setObjectName(QStringLiteral("TeamRevisionsNote"));
    layout->addWidget(note_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(refresh_, QDialogButtonBox::ResetRole);
    buttons->addButton(compare_, QDialogButtonBox::ActionRole);
    buttons->addButton(open_, QDialogButtonBox::ActionRole);
    buttons->addButton(take_, QDialogButtonBox::ActionRole);
    refresh_->setShortcut(QKeySequence::Refresh);
    connect(refresh_, &QPushButton::clicked, this, &TeamRevisionsDialog::refreshRequested);
    Prompts::nameButtons(*buttons);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(table_, &QTableWidget::itemSelectionChanged, this, [this] {
        // The box starts at the selected revision's status; a refresh keeps the user's choice.
        // A comment typed for one revision is not left for the next one chosen: the audit
        // trail keeps a comment for good.
        comment_->clear();
        if (const auto r = selected()) {
            if (const int at = status_->findData(r->status); at >= 0) status_->setCurrentIndex(at);
        }
        updateButtons();
    });
    connect(comment_, &QLineEdit::returnPressed, setStatus_, &QPushButton::click);
    connect(setStatus_, &QPushButton::clicked, this, [this] {
        if (const auto r = selected())
            emit statusRequested(r->number, status_->currentData().toString(), comment_->text().trimmed(),
                                 version_);
    });
    connect(take_, &QPushButton::clicked, this, [this] {
        if (const auto r = selected()) emit takeRequested(r->number, version_);
    });
    connect(compare_, &QPushButton::clicked, this, [this] {
        if (const auto r = selected()) emit compareRequested(r->number);
    });
    connect(open_, &QPushButton::clicked, this, [this] {
        if (const auto r = selected()) emit openRequested(r->number);
    });
    retranslate();
    resize(860, 420);
}

void TeamRevisionsDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(event);
}

void TeamRevisionsDialog::retranslate() {
    setWindowTitle(tr("Team Revisions of “%1”").arg(io::neutraliseBidi(scenario_)));
    intro_->setText(
        tr("Every save of this scenario in the team library, newest first. A revision's number "
           "is the scenario's version it made: a status change takes a number too. Compare one "
           "with the scenario in the editor, open it read-only, or take it into the editor to "
           "work on it (an edit you can undo; the file is changed only when you save)."));
    table_->setHorizontalHeaderLabels(
        {tr("Revision"), tr("Saved (UTC)"), tr("By"), tr("Status"), tr("Status set by"), tr("Comment")});
    statusLabel_->setText(tr("&Status:"));
    commentLabel_->setText(tr("Co&mment:"));
    comment_->setPlaceholderText(tr("why, for the record (optional)"));
    setStatus_->setText(tr("Set S&tatus"));
    take_->setText(tr("Ta&ke into Editor"));
    compare_->setText(tr("Com&pare with Current"));
    open_->setText(tr("&Open Read-Only"));
    refresh_->setText(tr("&Refresh"));
    auto* model = qobject_cast<QStandardItemModel*>(status_->model());
    for (int i = 0; i < status_->count(); ++i) {
        const QString code = status_->itemData(i).toString();
        status_->setItemText(i, statusLabel(code));
        // Approving, or taking an approval back, is the approver's: the database refuses it
        // from anyone else, and the choice says so before it is tried.
        if (QStandardItem* item = model ? model->item(i) : nullptr;
            item && code == QLatin1String("approved")) {
            item->setEnabled(rights_.approve);
            item->setToolTip(rights_.approve
                                 ? QString()
                                 : tr("%1 may not approve: that needs the approver role in the team library")
                                       .arg(io::neutraliseBidi(rights_.user)));
        }
    }
    fill(selected());
}

void TeamRevisionsDialog::setRevisions(std::vector<io::library::TeamRevision> revisions, int version,
                                       const QString& error) {
    reading_ = false;
    error_ = error;
    const std::optional<io::library::TeamRevision> was = selected();  // as it was listed
    if (error.isEmpty()) {
        revisions_ = std::move(revisions);
        version_ = version;
    }
    fill(was);
}

void TeamRevisionsDialog::setOutcome(const QString& error) {
    // A status change landed: its comment is on the revision now, not for the next one.
    if (waiting_ && error.isEmpty()) comment_->clear();
    error_ = error;
    waiting_ = false;
    taking_ = 0;
    updateButtons();
}

void TeamRevisionsDialog::setTaking(int number) {
    taking_ = number;
    updateButtons();
}

void TeamRevisionsDialog::setWaiting(bool waiting) {
    waiting_ = waiting;
    updateButtons();
}

std::optional<io::library::TeamRevision> TeamRevisionsDialog::selected() const {
    const int row = table_->currentRow();
    if (row < 0 || row >= static_cast<int>(revisions_.size()) || table_->selectedItems().isEmpty())
        return std::nullopt;
    return revisions_[static_cast<std::size_t>(row)];
}

bool TeamRevisionsDialog::select(int number) {
    for (int r = 0; r < static_cast<int>(revisions_.size()); ++r)
        if (revisions_[static_cast<std::size_t>(r)].number == number) {
            table_->selectRow(r);
            return true;
        }
    return false;
}

void TeamRevisionsDialog::fill(const std::optional<io::library::TeamRevision>& was) {
    // The selection follows its revision through a refresh (a newer one listed above it).
    QSignalBlocker quiet(table_);
    table_->setRowCount(static_cast<int>(revisions_.size()));
    for (int r = 0; r < static_cast<int>(revisions_.size()); ++r) {
        const io::library::TeamRevision& v = revisions_[static_cast<std::size_t>(r)];
        // Who approved it and when, on the revision's line: "approver1, 2026-12-06 20:33".
        const QString statusSet =
            v.statusBy.isEmpty() ? QString()
                                 : tr("%1, %2").arg(io::neutraliseBidi(v.statusBy),
                                                    v.statusAt.toString(QStringLiteral("yyyy-MM-dd HH:mm")));
        const QString cells[] = {QString::number(v.number),
                                 v.savedAt.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")),
                                 io::neutraliseBidi(v.author),
                                 statusLabel(v.status),
                                 statusSet,
                                 io::neutraliseBidi(v.comment)};
        for (int c = 0; c < 6; ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setToolTip(cells[c]);
            if (c == 0) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            table_->setItem(r, c, item);
        }
    }
    table_->clearSelection();
    const bool kept = was && select(was->number);
    quiet.unblock();
    // Its status changed by someone else: the box shows the status it has now.
    if (kept && selected()->status != was->status)
        status_->setCurrentIndex(std::max(0, status_->findData(selected()->status)));
    if (!kept && !revisions_.empty()) table_->selectRow(0);  // its status goes into the box
    updateButtons();
}

QString TeamRevisionsDialog::statusLabel(const QString& status) {
    if (status == QLatin1String("draft")) return tr("Draft");
    if (status == QLatin1String("in review")) return tr("In review");
    if (status == QLatin1String("approved")) return tr("Approved");
    return status;
}

void TeamRevisionsDialog::updateButtons() {
    const std::optional<io::library::TeamRevision> r = selected();
    // An approved revision is the approver's to change: the database refuses anyone else.
    const bool locked = r && r->status == QLatin1String("approved") && !rights_.approve;
    take_->setEnabled(r.has_value() && taking_ == 0);
    compare_->setEnabled(r.has_value() && taking_ == 0);
    open_->setEnabled(r.has_value() && taking_ == 0);
    setStatus_->setEnabled(r.has_value() && rights_.write && !locked && !waiting_);
    status_->setEnabled(rights_.write && !locked);
    comment_->setEnabled(rights_.write && !locked);
    QString note;
    if (waiting_) {
        note = tr("Setting the status in the team library…");
    } else if (taking_ > 0) {
        note = tr("Reading revision %1 from the team library…").arg(taking_);
    } else if (reading_ && error_.isEmpty()) {
        note = tr("Reading the team library…");
    } else if (!error_.isEmpty()) {
        note = error_;
    } else if (!rights_.write) {
        note = tr("%1 may read only: changing a status needs the analyst role in the team library")
                   .arg(io::neutraliseBidi(rights_.user));
    } else if (revisions_.empty()) {
        note = tr("The team library has no revision of this scenario yet: each save adds one.");
    } else if (locked) {
        note = tr("Revision %1 is approved: only an approver may change its status.").arg(r->number);
    } else if (!rights_.approve) {
        note =
            tr("%1 may set a revision to draft or in review; approving needs the approver role in the team "
               "library.")
                .arg(io::neutraliseBidi(rights_.user));
    }
    note_->setText(note);
    note_->setVisible(!note.isEmpty());
}

}  // namespace gputco::ui
