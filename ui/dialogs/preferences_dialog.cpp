#include "ui/dialogs/preferences_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include "ui/dialogs/prompts.h"

namespace gputco::ui {

PreferencesDialog::PreferencesDialog(const Preferences& current, QWidget* parent)
    : QDialog(parent), autosave_(new QSpinBox), preparedBy_(new QLineEdit), language_(new QComboBox) {
    setWindowTitle(tr("Preferences"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    autosave_->setRange(kMinAutosaveSeconds, kMaxAutosaveSeconds);
    autosave_->setSuffix(tr(" s"));
    autosave_->setValue(current.autosaveSeconds);
    autosave_->setToolTip(
        tr("How often unsaved changes are copied to the recovery folder, so that a "
           "crash loses at most this much work."));
    preparedBy_->setText(current.preparedBy);
    preparedBy_->setPlaceholderText(tr("Name on the report's title page"));
    // Each language is named in itself, so a reader of either finds their own.
    language_->addItem(QStringLiteral("English"), languageCode(UiLanguage::English));
    language_->addItem(QStringLiteral("简体中文"), languageCode(UiLanguage::SimplifiedChinese));
    language_->setCurrentIndex(current.language == UiLanguage::SimplifiedChinese ? 1 : 0);
    form->addRow(tr("&Autosave every:"), autosave_);
    form->addRow(tr("Report &prepared by:"), preparedBy_);
    form->addRow(tr("&Language:"), language_);
    layout->addLayout(form);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    Prompts::nameButtons(*buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

Preferences PreferencesDialog::preferences() const {
    Preferences p;
    p.autosaveSeconds = autosave_->value();
    p.preparedBy = preparedBy_->text().trimmed();
    p.language = languageFromCode(language_->currentData().toString(), UiLanguage::English);
    return p;
}

}  // namespace gputco::ui
