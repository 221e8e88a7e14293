#include "ui/dialogs/team_history_dialog.h"

#include <QDialogButtonBox>
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
    const bool added = e.action == QLatin1String("insert");
    if (e.table == QLatin1String("imports")) {
        const int rows = row.value(QLatin1String("row_count")).toInt();
        return (rows == 1 ? tr("Imported 1 catalog row") : tr("Imported %1 catalog rows").arg(rows)) +
               (text("note").isEmpty() ? QString() : QStringLiteral(": ") + text("note"));
    }
    if (e.table == QLatin1String("revisions"))
        return (added ? tr("Saved revision %1 (%2)") : tr("Set revision %1 to %2"))
                   .arg(row.value(QLatin1String("number")).toInt())
                   .arg(statusName(text("status"))) +
               (text("comment").isEmpty() ? QString() : QStringLiteral(": ") + text("comment"));
    if (e.table == QLatin1String("scenarios"))
        return added ? tr("New scenario “%1”").arg(text("name"))
                     : tr("“%1” at version %2")
                           .arg(text("name"))
                           .arg(row.value(QLatin1String("version")).toInt());
    if (e.table == QLatin1String("probe_results")) return tr("Probe result of %1").arg(text("device"));
    return e.table;
}

TeamHistoryDialog::TeamHistoryDialog(QWidget* parent)
    : QDialog(parent), table_(new QTableWidget(0, 4, this)), note_(new QLabel(this)) {
    setWindowTitle(tr("Team Library History"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Every write to the team library, newest first. The database keeps this "
                                "record; nobody can change it."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    table_->setHorizontalHeaderLabels({tr("When (UTC)"), tr("Who"), tr("From"), tr("What")});
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setWordWrap(false);
    table_->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(table_);
    note_->setWordWrap(true);
    note_->setText(tr("Reading the team library's history…"));
    layout->addWidget(note_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    Prompts::nameButtons(*buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(900, 480);
}

void TeamHistoryDialog::setEntries(const std::vector<io::library::TeamAuditEntry>& entries,
                                   const QString& error) {
    reading_ = false;
    if (!error.isEmpty()) {
        note_->setStyleSheet(QStringLiteral("color: #b91c1c;"));
        note_->setText(tr("The team library's history could not be read: %1").arg(error));
        return;
    }
    note_->hide();
    table_->setRowCount(static_cast<int>(entries.size()));
    for (int r = 0; r < static_cast<int>(entries.size()); ++r) {
        const io::library::TeamAuditEntry& e = entries[static_cast<std::size_t>(r)];
        const QString cells[] = {e.at.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")),
                                 io::neutraliseBidi(e.who),
                                 e.host == QLatin1String("local") ? tr("this server") : e.host, what(e)};
        for (int c = 0; c < 4; ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setToolTip(cells[c]);
            table_->setItem(r, c, item);
        }
    }
    table_->resizeColumnsToContents();
    table_->horizontalHeader()->setStretchLastSection(true);
}

}  // namespace gputco::ui
