#include "ui/dialogs/shortcuts_dialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

#include "ui/dialogs/prompts.h"

namespace gputco::ui {

namespace {

// "&Save As…" as the menu shows it: no mnemonic marker, no ellipsis; in Chinese the marker is
// the letter in brackets ("文件(&F)"), which goes whole.
QString plainTitle(QString text) {
    text.remove(QRegularExpression(QStringLiteral("\\(&[^&]\\)")));
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    text.replace(QStringLiteral("&&"), QStringLiteral("&"));
    if (text.endsWith(QChar(0x2026))) text.chop(1);
    return text;
}

struct ShortcutRow {
    QString place;  // "File", "View › Language"
    QString command;
    QString keys;
};

void collect(const QMenu& menu, const QString& place, std::vector<ShortcutRow>& rows) {
    for (QAction* a : menu.actions()) {
        if (a->isSeparator()) continue;
        if (QMenu* sub = a->menu()) {
            collect(*sub, place + QStringLiteral(" \u203a ") + plainTitle(sub->title()), rows);
            continue;
        }
        QStringList keys;
        // A standard key this desktop does not define (Preferences on Linux) is empty.
        for (const QKeySequence& k : a->shortcuts())
            if (!k.isEmpty()) keys << k.toString(QKeySequence::NativeText);
        if (!keys.isEmpty())
            rows.push_back({place, plainTitle(a->text()), keys.join(QStringLiteral("  /  "))});
    }
}

}  // namespace

ShortcutsDialog::ShortcutsDialog(const QMenuBar& menus, QWidget* parent)
    : QDialog(parent), table_(new QTableWidget(this)) {
    setWindowTitle(tr("Keyboard Shortcuts — gputco"));
    std::vector<ShortcutRow> rows;
    for (QAction* a : menus.actions())
        if (QMenu* menu = a->menu()) collect(*menu, plainTitle(menu->title()), rows);

    table_->setColumnCount(3);
    table_->setHorizontalHeaderLabels({tr("Menu"), tr("Command"), tr("Keys")});
    table_->setRowCount(static_cast<int>(rows.size()));
    for (int r = 0; r < table_->rowCount(); ++r) {
        const ShortcutRow& row = rows[static_cast<std::size_t>(r)];
        table_->setItem(r, 0, new QTableWidgetItem(row.place));
        table_->setItem(r, 1, new QTableWidgetItem(row.command));
        table_->setItem(r, 2, new QTableWidgetItem(row.keys));
    }
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setStretchLastSection(true);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(table_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    Prompts::nameButtons(*buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    table_->resizeColumnsToContents();
    const int width = table_->horizontalHeader()->length() + table_->frameWidth() * 2 + 48;
    resize(qMax(520, width), 480);
}

}  // namespace gputco::ui
