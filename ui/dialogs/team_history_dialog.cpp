#include "ui/dialogs/team_history_dialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include "model/io/display_text.h"
#include "ui/dialogs/prompts.h"

namespace gputco::ui {

QString TeamHistoryDialog::statusName(const QString& status) {
    if (status == QLatin1String("draft")) return tr("draft");
    if (status == QLatin1String("in review")) return tr("in review");
    if (status == QLatin1String("approved")) return tr("approved");
    return status;
}

QString TeamHistoryDialog::what(const io::library::TeamAuditEntry& e) {
    const QJsonObject row = QJsonDocument::fromJson(e.detail.toUtf8()).object();
    const auto text = [&](const char* key) {
        return io::neutraliseBidi(row.value(QLatin1String(key)).toString());
    };
    // "what: the note", the note the user's words; the colon the language's own (：in Chinese).
    const auto noted = [&](const QString& what, const char* key) {
        return text(key).isEmpty() ? what : tr("%1: %2").arg(what, text(key));
    };
    const bool added = e.action == QLatin1String("insert");
    if (e.table == QLatin1String("imports")) {
        const int rows = row.value(QLatin1String("row_count")).toInt();
        return noted(rows == 1 ? tr("Imported 1 catalog row") : tr("Imported %1 catalog rows").arg(rows),
                     "note");
    }
    if (e.table == QLatin1String("revisions"))
        return noted((added ? tr("Saved revision %1 (%2)") : tr("Set revision %1 to %2"))
                         .arg(row.value(QLatin1String("number")).toInt())
                         .arg(statusName(text("status"))),
                     "comment");
    if (e.table == QLatin1String("scenarios"))
        return added ? tr("New scenario “%1”").arg(text("name"))
                     : tr("“%1” at version %2")
                           .arg(text("name"))
                           .arg(row.value(QLatin1String("version")).toInt());
    if (e.table == QLatin1String("probe_results")) return tr("Probe result of %1").arg(text("device"));
    return e.table;
}

TeamHistoryDialog::TeamHistoryDialog(QWidget* parent)
    : QDialog(parent),
      intro_(new QLabel(this)),
      table_(new QTableWidget(0, 4, this)),
      note_(new QLabel(this)) {
    auto* layout = new QVBoxLayout(this);
    intro_->setWordWrap(true);
    layout->addWidget(intro_);
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setWordWrap(false);
    // When, who and from as wide as their widest cell, what takes the rest, through every fill.
    for (int c = 0; c < 3; ++c)
        table_->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    layout->addWidget(table_);
    note_->setWordWrap(true);
    layout->addWidget(note_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    Prompts::nameButtons(*buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    retranslate();
    resize(900, 480);
}

void TeamHistoryDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(event);
}

void TeamHistoryDialog::retranslate() {
    setWindowTitle(tr("Team Library History"));
    intro_->setText(
        tr("Every write to the team library, newest first. The database keeps this "
           "record; nobody can change it."));
    table_->setHorizontalHeaderLabels({tr("When (UTC)"), tr("Who"), tr("From"), tr("What")});
    fill();
}

void TeamHistoryDialog::setEntries(const std::vector<io::library::TeamAuditEntry>& entries,
                                   const QString& error) {
    reading_ = false;
    entries_ = error.isEmpty() ? entries : std::vector<io::library::TeamAuditEntry>{};
    error_ = error;
    fill();
}

void TeamHistoryDialog::fill() {
    if (reading_) {
        note_->setText(tr("Reading the team library's history…"));
        return;
    }
    if (!error_.isEmpty()) {
        note_->setStyleSheet(QStringLiteral("color: #b91c1c;"));
        note_->setText(tr("The team library's history could not be read: %1").arg(error_));
        return;
    }
    note_->hide();
    table_->setRowCount(static_cast<int>(entries_.size()));
    for (int r = 0; r < static_cast<int>(entries_.size()); ++r) {
        const io::library::TeamAuditEntry& e = entries_[static_cast<std::size_t>(r)];
        // The computer a write came from is the server's record of the client; shown neutralised
        // like every other name the database hands back.
        const QString cells[] = {
            e.at.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")), io::neutraliseBidi(e.who),
            e.host == QLatin1String("local") ? tr("this server") : io::neutraliseBidi(e.host), what(e)};
        for (int c = 0; c < 4; ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setToolTip(cells[c]);
            table_->setItem(r, c, item);
        }
    }
}

}  // namespace gputco::ui
