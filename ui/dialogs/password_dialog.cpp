#include "ui/dialogs/password_dialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "model/io/display_text.h"
#include "ui/dialogs/prompts.h"

namespace gputco::ui {

PasswordDialog::PasswordDialog(const Ask& ask, QWidget* parent)
    : QDialog(parent), password_(new QLineEdit(this)), remember_(new QCheckBox(this)) {
    setWindowTitle(tr("Team Library Password"));
    auto* layout = new QVBoxLayout(this);
    auto* text = new QLabel(this);
    text->setWordWrap(true);
    text->setTextFormat(Qt::PlainText);
    text->setText(
        (ask.refused ? tr("The server refused that password. ") : QString()) +
        tr("Password of %1 on %2:").arg(io::neutraliseBidi(ask.user), io::neutraliseBidi(ask.server)));
    layout->addWidget(text);
    password_->setEchoMode(QLineEdit::Password);
    password_->setObjectName(QStringLiteral("TeamPassword"));
    text->setBuddy(password_);
    layout->addWidget(password_);
    remember_->setText(tr("&Remember it in this desktop's secret store"));
    remember_->setEnabled(ask.storeAvailable);
    // Where the desktop has no store, the box says why and the password is asked each session:
    // never kept anywhere in plain text instead.
    remember_->setToolTip(ask.storeAvailable
                              ? tr("Kept by the desktop (GNOME Keyring, KWallet), not by gputco")
                              : tr("This desktop has no secret store (%1): the password is "
                                   "kept until gputco closes and asked again next time")
                                    .arg(ask.storeNote));
    layout->addWidget(remember_);
    auto* note =
        new QLabel(ask.storeAvailable
                       ? tr("Not ticked, the password is kept until gputco closes; never written to a file.")
                       : tr("This desktop has no secret store: the password is kept until gputco closes, "
                            "never written to a file."),
                   this);
    note->setWordWrap(true);
    layout->addWidget(note);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    Prompts::nameButtons(*buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(460, sizeHint().height());
}

QString PasswordDialog::password() const {
    return password_->text();
}

bool PasswordDialog::remember() const {
    return remember_->isEnabled() && remember_->isChecked();
}

}  // namespace gputco::ui
