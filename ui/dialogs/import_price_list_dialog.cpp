#include "ui/dialogs/import_price_list_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDate>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>

#include "model/io/library/library.h"
#include "ui/dialogs/import_preview_model.h"
#include "ui/dialogs/prompts.h"

namespace gputco::ui {

namespace lib = gputco::io::library;

ImportPriceListDialog::ImportPriceListDialog(lib::Library& library, QWidget* parent)
    : QDialog(parent),
      library_(library),
      format_(new QComboBox(this)),
      path_(new QLineEdit(this)),
      region_(new QLineEdit(this)),
      cloud_(new QComboBox(this)),
      asOf_(new QLineEdit(this)),
      gpuOnly_(new QCheckBox(this)),
      read_(new QPushButton(this)),
      stop_(new QPushButton(this)),
      progress_(new QProgressBar(this)),
      summary_(new QLabel(this)),
      message_(new QLabel(this)),
      table_(new QTableView(this)),
      model_(new ImportPreviewModel(this)),
      import_(nullptr) {
    setWindowTitle(tr("Import Price List"));
    resize(1100, 600);
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("A price list you downloaded, read here without going online. You see what "
                                "would be added before anything is written."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto* form = new QFormLayout;
    format_->addItem(tr("SkyPilot catalog (vms.csv)"), QStringLiteral("skypilot"));
    format_->addItem(tr("Google Cloud pricing YAML (pricing.yml)"), QStringLiteral("gcp-yaml"));
    format_->addItem(tr("AWS EC2 offer file (JSON)"), QStringLiteral("aws-offer"));
    form->addRow(tr("Format"), format_);
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(path_, 1);
    auto* browse = new QPushButton(tr("Choose…"), this);
    connect(browse, &QPushButton::clicked, this, &ImportPriceListDialog::chooseFile);
    fileRow->addWidget(browse);
    form->addRow(tr("File"), fileRow);
    // A SkyPilot file names no cloud: its folder (aws/vms.csv) or name (aws-vms.csv) does, else
    // the user says it here (the CLI's --provider).
    cloud_->addItem(tr("From the file's folder or name"), QString());
    for (const QString& cloud : lib::skyPilotClouds()) cloud_->addItem(cloud, cloud);
    form->addRow(tr("Cloud (SkyPilot)"), cloud_);
    const auto skyPilotOnly = [this] {
        cloud_->setEnabled(format_->currentData().toString() == QLatin1String("skypilot"));
    };
    connect(format_, &QComboBox::currentIndexChanged, this, skyPilotOnly);
    skyPilotOnly();
    region_->setPlaceholderText(tr("every region"));
    form->addRow(tr("Region (optional)"), region_);
    // A SkyPilot file states no date, and a GCP one may not: the user gives the day the prices
    // were valid. Never the file's modification date: a list downloaded today may hold last
    // year's prices, and would pass every staleness check as current.
    asOf_->setPlaceholderText(tr("yyyy-MM-dd, for a file that states no date"));
    asOf_->setToolTip(tr("The day the prices were valid. A file that states its own date fills this in."));
    form->addRow(tr("Prices as of"), asOf_);
    connect(asOf_, &QLineEdit::textEdited, this, &ImportPriceListDialog::asOfEdited);
    gpuOnly_->setText(tr("Check GPU instances only (faster on a large file)"));
    form->addRow(QString(), gpuOnly_);
    layout->addLayout(form);

    auto* readRow = new QHBoxLayout;
    read_->setText(tr("Read File"));
    stop_->setText(tr("Stop Reading"));
    stop_->setEnabled(false);
    progress_->setRange(0, 1000);
    progress_->setValue(0);
    readRow->addWidget(read_);
    readRow->addWidget(progress_, 1);
    readRow->addWidget(stop_);
    layout->addLayout(readRow);
    connect(read_, &QPushButton::clicked, this, &ImportPriceListDialog::startReading);
    connect(stop_, &QPushButton::clicked, this, &ImportPriceListDialog::cancelReading);

    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::PlainText);
    layout->addWidget(summary_);
    message_->setWordWrap(true);
    message_->setTextFormat(Qt::PlainText);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(message_);

    // A model, not an item per cell: a list of 50,000 offers opens as fast as one of ten.
    table_->setModel(model_);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setWordWrap(false);
    table_->verticalHeader()->setVisible(false);
    // Rows of one line: the view then asks the model only for the rows it shows.
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 8);
    // Columns sized to the rows on screen once per preview (ResizeToContents measured every
    // row of the model on every change): a scroll bar where they do not fit.
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->resizeColumnsToContents();  // before any row: the headings whole
    layout->addWidget(table_, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    Prompts::nameButtons(*buttons);
    import_ = buttons->addButton(tr("Import"), QDialogButtonBox::AcceptRole);
    import_->setEnabled(false);
    connect(import_, &QPushButton::clicked, this, [this] {
        if (importRows()) accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(&watcher_, &QFutureWatcher<lib::PublicCatalog>::finished, this, &ImportPriceListDialog::readDone);
    connect(this, &QDialog::rejected, this, &ImportPriceListDialog::cancelReading);
}

ImportPriceListDialog::~ImportPriceListDialog() {
    cancelReading();
    watcher_.waitForFinished();
}

void ImportPriceListDialog::setFormat(lib::PublicFormat format) {
    format_->setCurrentIndex(format_->findData(lib::publicFormatName(format)));
}

void ImportPriceListDialog::setAsOf(const QString& date) {
    asOf_->setText(date);
    asOfEdited();
}

QString ImportPriceListDialog::asOfText() const {
    return asOf_->text();
}

const lib::CatalogPreview& ImportPriceListDialog::preview() const {
    return model_->preview();
}

QString ImportPriceListDialog::resultText() const {
    return (team_ ? tr("Rows added to the team library: %1 (%2 new prices, %3 changed; the older rows are "
                       "kept as history).")
                  : tr("Rows added to the library: %1 (%2 new prices, %3 changed; the older rows are kept as "
                       "history)."))
        .arg(added_)
        .arg(preview().newRows)
        .arg(preview().changed);
}

void ImportPriceListDialog::setFile(const QString& path) {
    path_->setText(path);
}

void ImportPriceListDialog::setRegion(const QString& region) {
    region_->setText(region);
}

void ImportPriceListDialog::setCloud(const QString& cloud) {
    cloud_->setCurrentIndex(std::max(0, cloud_->findData(cloud)));
}

bool ImportPriceListDialog::reading() const {
    return watcher_.isRunning();
}

QString ImportPriceListDialog::summaryText() const {
    return summary_->text();
}

QString ImportPriceListDialog::messageText() const {
    return message_->text();
}

void ImportPriceListDialog::chooseFile() {
    const QString path =
        Prompts::openFileName(this, tr("Choose a price list"), QFileInfo(path_->text()).absolutePath(),
                              tr("Price lists (*.csv *.yml *.yaml *.json);;All files (*)"));
    if (!path.isEmpty()) path_->setText(path);
}

void ImportPriceListDialog::startReading() {
    if (reading()) return;
    const std::optional<lib::PublicFormat> format =
        lib::publicFormatFromName(format_->currentData().toString());
    readPath_ = path_->text().trimmed();
    if (!format || readPath_.isEmpty()) {
        showProblem(tr("Choose a format and a file first."));
        return;
    }
    model_->clear();
    table_->resizeColumnsToContents();
    haveResult_ = false;
    if (asOf_->isReadOnly()) {
        // The last file's own date: this file states its own or the user gives one.
        asOf_->clear();
        asOf_->setReadOnly(false);
    }
    import_->setEnabled(false);
    summary_->clear();
    message_->clear();
    progress_->setValue(0);
    read_->setEnabled(false);
    stop_->setEnabled(true);
    lib::PublicImportOptions options;
    options.region = region_->text().trimmed();
    if (cloud_->isEnabled()) options.provider = cloud_->currentData().toString();
    options.gpuOnly = gpuOnly_->isChecked();
    if (const QString date = asOf_->text().trimmed(); !date.isEmpty()) {
        options.asOf = QDate::fromString(date, Qt::ISODate);
        if (!options.asOf.isValid() || date.size() != 10) {
            read_->setEnabled(true);
            stop_->setEnabled(false);
            showProblem(tr("Prices as of: must be a date written yyyy-MM-dd, such as 2026-12-01, got “%1”")
                            .arg(date));
            return;
        }
    }
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    // The worker reports progress through a queued call; the dialog may be gone by then.
    QPointer<ImportPriceListDialog> self(this);
    std::shared_ptr<std::atomic<bool>> cancel = cancel_;
    options.progress = [self, cancel](qint64 done, qint64 total) {
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, done, total] {
                if (self) self->progressed(done, total);
            },
            Qt::QueuedConnection);
        return !cancel->load();
    };
    const QString path = readPath_;
    watcher_.setFuture(QtConcurrent::run(
        [format, path, options] { return lib::readPublicCatalog(*format, path, options); }));
}

void ImportPriceListDialog::cancelReading() {
    if (cancel_) cancel_->store(true);
}

void ImportPriceListDialog::progressed(qint64 done, qint64 total) {
    if (total > 0)
        progress_->setValue(
            static_cast<int>(1000.0 * static_cast<double>(done) / static_cast<double>(total)));
}

void ImportPriceListDialog::readDone() {
    read_->setEnabled(true);
    stop_->setEnabled(false);
    result_ = watcher_.result();
    if (result_.cancelled) {
        progress_->setValue(0);
        summary_->setText(tr("Reading stopped: nothing read, nothing written."));
        emit readingFinished();
        return;
    }
    progress_->setValue(1000);
    if (result_.providerUnknown) {
        // The reader's words name the CLI's --provider: here the choice is the Cloud field.
        showProblem(
            tr("%1: cannot tell which cloud the file prices: choose it under Cloud (SkyPilot), or keep "
               "the file in its catalog folder (aws/vms.csv); nothing was written.")
                .arg(QFileInfo(readPath_).fileName()));
        cloud_->setFocus();
        emit readingFinished();
        return;
    }
    if (!result_.ok()) {
        QStringList lines;
        for (const std::string& p : result_.problems) lines << QString::fromStdString(p);
        QString text = tr("The file cannot be imported; nothing was written:\n%1").arg(lines.join(u'\n'));
        // The commonest cause: the wrong format chosen for the file.
        const QString suffix = QFileInfo(readPath_).suffix().toLower();
        const QString chosen = format_->currentData().toString();
        const QString expected = suffix == QLatin1String("csv") ? QStringLiteral("skypilot")
                                 : suffix == QLatin1String("yml") || suffix == QLatin1String("yaml")
                                     ? QStringLiteral("gcp-yaml")
                                 : suffix == QLatin1String("json") ? QStringLiteral("aws-offer")
                                                                   : chosen;
        if (expected != chosen)
            text += u'\n' + tr("Is the format right? A file ending in .%1 is usually a %2.")
                                .arg(suffix, format_->itemText(format_->findData(expected)));
        showProblem(text);
        emit readingFinished();
        return;
    }
    haveResult_ = true;
    if (result_.dateStated) {
        asOf_->setText(result_.asOf);
        asOf_->setReadOnly(true);
    }
    datedRows();
    emit readingFinished();
}

void ImportPriceListDialog::asOfEdited() {
    if (!haveResult_ || result_.dateStated || reading()) return;
    datedRows();
}

void ImportPriceListDialog::datedRows() {
    model_->clear();
    table_->resizeColumnsToContents();  // the headings whole while no row is shown
    import_->setEnabled(false);
    summary_->clear();
    message_->clear();
    if (!result_.dateStated) {
        const QString text = asOf_->text().trimmed();
        const QDate date = QDate::fromString(text, Qt::ISODate);
        if (text.isEmpty()) {
            showProblem(tr("%1 states no date for its prices: enter the day they were valid under Prices "
                           "as of. Nothing can be imported until then.")
                            .arg(result_.fileName));
            asOf_->setFocus();
            return;
        }
        if (!date.isValid() || text.size() != 10) {
            showProblem(tr("Prices as of: must be a date written yyyy-MM-dd, such as 2026-12-01, got “%1”")
                            .arg(text));
            return;
        }
        lib::datePublicCatalog(result_, date);
    }
    QString error;
    const std::vector<lib::CatalogRow> stored = storedRows(lib::Kind::Offers, &error);
    const std::vector<lib::CatalogRow> gpus =
        error.isEmpty() ? storedRows(lib::Kind::Gpus, &error) : std::vector<lib::CatalogRow>{};
    if (!error.isEmpty()) {
        showProblem(tr("The library cannot be read: %1").arg(error));
        return;
    }
    model_->setPreview(lib::previewImport(result_.rows, stored, gpus));
    showPreview();
}

void ImportPriceListDialog::showPreview() {
    const lib::CatalogPreview& preview = model_->preview();
    table_->resizeColumnsToContents();
    QString text =
        tr("%1 (%2), as of %3: %4 offers read. New: %5, changed: %6, unchanged: %7, conflicts: %8.")
            .arg(result_.fileName, result_.provider, result_.asOf)
            .arg(result_.rows.size())
            .arg(preview.newRows)
            .arg(preview.changed)
            .arg(preview.unchanged)
            .arg(preview.conflicts);
    text +=
        u' ' + tr("Skipped: %1 without a GPU, %2 with a GPU the catalog does not list, %3 in other regions.")
                   .arg(result_.skippedNoGpu)
                   .arg(result_.skippedUnknownGpu())
                   .arg(result_.skippedOtherRegion);
    // Each GPU name the catalog has no model for, by name: B200 missing from the list is
    // something a user can act on, "170 rows" is not.
    if (!result_.unknownGpus.empty()) {
        QStringList names;
        for (const auto& [name, count] : result_.unknownGpus)
            names << QStringLiteral("%1 x%2").arg(name).arg(count);
        text += u' ' + tr("GPUs the catalog has no model for: %1.").arg(names.join(QStringLiteral(", ")));
    }
    if (!preview.unknownGpus.empty()) {
        QStringList names;
        for (const auto& [name, count] : preview.unknownGpus)
            names << QStringLiteral("%1 x%2").arg(name).arg(count);
        text += u' ' + tr("Not imported, as the library's catalog has no such GPU: %1.")
                           .arg(names.join(QStringLiteral(", ")));
    }
    summary_->setText(text);
    if (preview.conflicts > 0)
        showProblem(
            tr("Some rows have the date of a stored row but other values: a correction needs a later date. "
               "Nothing can be imported from this file."));
    import_->setEnabled(preview.conflicts == 0 && !preview.toWrite().empty());
    if (preview.conflicts == 0 && preview.toWrite().empty()) {
        message_->setStyleSheet(QString());
        message_->setText(tr("Every price in this file is already in the library: nothing to import."));
    }
}

void ImportPriceListDialog::showProblem(const QString& text) {
    message_->setStyleSheet(QStringLiteral("color: #b91c1c;"));
    message_->setText(text);
}

void ImportPriceListDialog::setTeam(TeamImport send,
                                    std::map<lib::Kind, std::vector<lib::CatalogRow>> catalog) {
    team_ = std::move(send);
    const bool team = static_cast<bool>(team_);
    teamCatalog_ = std::move(catalog);
    setWindowTitle(team ? tr("Import Price List into the Team Library") : tr("Import Price List"));
}

std::vector<lib::CatalogRow> ImportPriceListDialog::storedRows(lib::Kind kind, QString* error) const {
    if (team_) {
        const auto held = teamCatalog_.find(kind);
        std::vector<lib::CatalogRow> rows =
            held == teamCatalog_.end() ? std::vector<lib::CatalogRow>{} : held->second;
        // The GPU models are reference data: a team catalog of prices alone (pushed from a
        // library of offers) still knows the models this computer's catalog does.
        if (kind == lib::Kind::Gpus) {
            std::vector<lib::CatalogRow> local = library_.catalog().rows(kind);
            rows.insert(rows.end(), local.begin(), local.end());
        }
        return rows;
    }
    std::string why;
    std::vector<lib::CatalogRow> rows = library_.catalog().rows(kind, &why);
    *error = QString::fromStdString(why);
    return rows;
}

bool ImportPriceListDialog::importRows() {
    const lib::CatalogPreview& preview = model_->preview();
    if (reading() || importing_ || preview.conflicts > 0 || preview.toWrite().empty()) return false;
    if (!team_) return finishImport(lib::importPreviewed(library_.catalog(), preview, readPath_));
    // The team library's write goes on its own thread: Import waits, and says so.
    importing_ = true;
    import_->setEnabled(false);
    message_->setStyleSheet(QString());
    message_->setText(tr("Importing into the team library…"));
    QPointer<ImportPriceListDialog> self(this);
    team_(preview.toWrite(), QFileInfo(readPath_).fileName(), [self](const lib::ImportOutcome& outcome) {
        if (!self) return;  // closed meanwhile: the window says what became of it
        self->importing_ = false;
        if (self->finishImport(outcome)) self->accept();
    });
    return false;
}

bool ImportPriceListDialog::finishImport(const lib::ImportOutcome& outcome) {
    if (!outcome.ok()) {
        QStringList lines;
        for (const std::string& p : outcome.problems) lines << QString::fromStdString(p);
        showProblem(tr("Nothing was imported:\n%1").arg(lines.join(u'\n')));
        import_->setEnabled(true);
        return false;
    }
    added_ = outcome.added;
    import_->setEnabled(false);
    message_->setStyleSheet(QString());
    message_->setText(team_ ? tr("Rows added to the team library: %1.").arg(outcome.added)
                            : tr("Rows added to the library: %1.").arg(outcome.added));
    emit imported(outcome.added);
    return true;
}

}  // namespace gputco::ui
