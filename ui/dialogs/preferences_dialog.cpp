#include "ui/dialogs/preferences_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include "ui/dialogs/prompts.h"

namespace gputco::ui {

PreferencesDialog::PreferencesDialog(const Preferences& current, QWidget* parent)
    : QDialog(parent),
      autosave_(new QSpinBox),
      preparedBy_(new QLineEdit),
      language_(new QComboBox),
      local_(new QRadioButton(tr("&This computer: works offline, needs no set-up"))),
      team_(new QRadioButton(tr("T&eam library on a PostgreSQL server"))),
      host_(new QLineEdit),
      port_(new QSpinBox),
      database_(new QLineEdit),
      user_(new QLineEdit),
      sslMode_(new QComboBox),
      problem_(new QLabel) {
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

    // Which library: the catalog the inputs pick from, where revisions are kept (issue #37).
    auto* library = new QGroupBox(tr("Library"));
    auto* libraryLayout = new QVBoxLayout(library);
    libraryLayout->addWidget(local_);
    libraryLayout->addWidget(team_);
    auto* teamForm = new QFormLayout;
    teamForm->setContentsMargins(24, 0, 0, 0);
    host_->setPlaceholderText(tr("db.example.com"));
    port_->setRange(1, 65535);
    database_->setPlaceholderText(QStringLiteral("gputco"));
    user_->setPlaceholderText(tr("your login on the server"));
    sslMode_->addItem(tr("Encrypted (require)"), QStringLiteral("require"));
    sslMode_->addItem(tr("Encrypted, server's certificate checked (verify-full)"),
                      QStringLiteral("verify-full"));
    const LibraryChoice& choice = current.library;
    host_->setText(choice.host);
    port_->setValue(choice.port);
    database_->setText(choice.database);
    user_->setText(choice.user);
    sslMode_->setCurrentIndex(std::max(0, sslMode_->findData(choice.sslMode)));
    teamForm->addRow(tr("&Server:"), host_);
    teamForm->addRow(tr("P&ort:"), port_);
    teamForm->addRow(tr("&Database:"), database_);
    teamForm->addRow(tr("&User:"), user_);
    teamForm->addRow(tr("E&ncryption:"), sslMode_);
    libraryLayout->addLayout(teamForm);
    auto* password =
        new QLabel(tr("The password comes from PGPASSWORD or ~/.pgpass, or this desktop's secret store; "
                      "else it is asked when connecting, and kept there only if you tick Remember. gputco "
                      "never writes it to a file."));
    password->setWordWrap(true);
    password->setContentsMargins(24, 0, 0, 0);
    libraryLayout->addWidget(password);
    (choice.team ? team_ : local_)->setChecked(true);
    connect(team_, &QRadioButton::toggled, this, &PreferencesDialog::enableTeamFields);
    // A problem said on OK goes once the user changes what it was about.
    for (QLineEdit* edit : {host_, database_, user_})
        connect(edit, &QLineEdit::textEdited, problem_, &QLabel::hide);
    connect(team_, &QRadioButton::toggled, problem_, &QLabel::hide);
    enableTeamFields();
    layout->addWidget(library);
    problem_->setObjectName(QStringLiteral("FieldProblem"));
    problem_->setWordWrap(true);
    problem_->hide();
    layout->addWidget(problem_);
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
    p.library.team = team_->isChecked();
    p.library.host = host_->text().trimmed();
    p.library.port = port_->value();
    p.library.database = database_->text().trimmed();
    p.library.user = user_->text().trimmed();
    p.library.sslMode = sslMode_->currentData().toString();
    return p;
}

void PreferencesDialog::enableTeamFields() {
    for (QWidget* w : std::initializer_list<QWidget*>{host_, port_, database_, user_, sslMode_})
        w->setEnabled(team_->isChecked());
}

void PreferencesDialog::accept() {
    if (team_->isChecked()) {
        // The first field left empty is named, and gets the focus.
        const std::pair<QLineEdit*, QString> required[] = {
            {host_, tr("the server")}, {database_, tr("the database")}, {user_, tr("the user")}};
        for (const auto& [edit, name] : required)
            if (edit->text().trimmed().isEmpty()) {
                problem_->setText(
                    tr("A team library needs %1: fill it in, or choose This computer.").arg(name));
                problem_->show();
                edit->setFocus();
                return;
            }
    }
    QDialog::accept();
}

}  // namespace gputco::ui
