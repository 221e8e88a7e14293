#include "ui/dialogs/chart_note_dialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QVBoxLayout>

#include "ui/dialogs/prompts.h"

namespace gputco::ui {

ChartNoteDialog::ChartNoteDialog(const ChartNote& note, QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("ChartNoteDialog"));
    setWindowTitle(note.title);
    auto* layout = new QVBoxLayout(this);
    title_ = new QLabel(note.title, this);
    title_->setTextFormat(Qt::PlainText);
    title_->setWordWrap(true);
    title_->setStyleSheet(QStringLiteral("font-weight: 600; font-size: 11pt;"));
    body_ = new QLabel(note.body, this);
    body_->setTextFormat(Qt::PlainText);
    body_->setWordWrap(true);
    body_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    Prompts::nameButtons(*buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(title_);
    layout->addWidget(body_, 1);
    layout->addWidget(buttons);
    setMinimumWidth(460);
}

QString ChartNoteDialog::titleText() const {
    return title_->text();
}

QString ChartNoteDialog::bodyText() const {
    return body_->text();
}

}  // namespace gputco::ui
