#include "ui/dialogs/add_option_dialog.h"

#include <QCommandLinkButton>
#include <QDialogButtonBox>
#include <QLabel>
#include <QVBoxLayout>

#include "ui/dialogs/prompts.h"

namespace gputco::ui {

AddOptionDialog::AddOptionDialog(bool catalogAvailable, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Add option"));
    auto* layout = new QVBoxLayout(this);
    auto* intro =
        new QLabel(tr("Start the new option from a template, or from one cloud offer of the catalog. "
                      "Every value can be changed afterwards."),
                   this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    for (const OptionTemplate t :
         {OptionTemplate::FromCatalog, OptionTemplate::BuyServers, OptionTemplate::ReservedWithOverflow,
          OptionTemplate::Hybrid, OptionTemplate::Subscription}) {
        auto* button =
            new QCommandLinkButton(OptionTemplates::title(t), OptionTemplates::description(t), this);
        button->setObjectName(QStringLiteral("OptionTemplate%1").arg(static_cast<int>(t)));
        button->setAutoDefault(false);
        if (t == OptionTemplate::FromCatalog && !catalogAvailable) {
            button->setEnabled(false);
            button->setToolTip(tr("No catalog is available"));
        }
        connect(button, &QPushButton::clicked, this, [this, t] {
            chosen_ = t;
            accept();
        });
        buttons_[t] = button;
        layout->addWidget(button);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    Prompts::nameButtons(*buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    setMinimumWidth(460);
}

}  // namespace gputco::ui
