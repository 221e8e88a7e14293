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
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>

#include "model/io/library/library.h"
#include "ui/dialogs/prompts.h"

namespace gputco::ui {

namespace lib = gputco::io::library;

namespace {

enum Column {
    StatusColumn,
    KeyColumn,
    InstanceColumn,
    GpuColumn,
    ModeColumn,
    OldColumn,
    NewColumn,
    AsOfColumn
};

QString statusText(lib::PreviewStatus status) {
    switch (status) {
        case lib::PreviewStatus::New:
            return ImportPriceListDialog::tr("new");
        case lib::PreviewStatus::Changed:
            return ImportPriceListDialog::tr("changed");
        case lib::PreviewStatus::Unchanged:
            return ImportPriceListDialog::tr("unchanged");
        case lib::PreviewStatus::Conflict:
            return ImportPriceListDialog::tr("conflict");
    }
    return {};
}

QString modeText(const lib::CatalogRow& row) {
    const QString mode = row.value("pricing_mode");
    const QString term = row.value("term_months");
    if (mode == QLatin1String("on_demand")) return ImportPriceListDialog::tr("on demand");
    if (mode == QLatin1String("spot")) return ImportPriceListDialog::tr("spot");
    if (mode == QLatin1String("subscription")) return ImportPriceListDialog::tr("subscription");
    if (mode == QLatin1String("reserved")) return ImportPriceListDialog::tr("reserved, %1 months").arg(term);
    return mode;
}

QString priceText(const lib::CatalogRow& row) {
    return row.value("price_per_hour") + u' ' + row.value("currency");
}

}  // namespace

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
      table_(new QTableWidget(this)),
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
    // A SkyPilot file states no date: without one, its prices would be dated the day the file was
    // downloaded (its modification date), which is not when the prices were valid.
    asOf_->setPlaceholderText(tr("the file's own date, else its modification date"));
    asOf_->setToolTip(tr("The day the prices were valid, for a file that states no date of its own"));
    form->addRow(tr("Prices as of (yyyy-MM-dd, optional)"), asOf_);
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

    table_->setColumnCount(8);
    table_->setHorizontalHeaderLabels({tr("Status"), tr("Key"), tr("Instance"), tr("GPU model"),
                                       tr("Pricing"), tr("Old price per hour"), tr("New price per hour"),
                                       tr("As of")});
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->verticalHeader()->setVisible(false);
    // Every column as wide as its heading or its widest cell: nothing cut, a scroll bar instead.
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
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
}

QString ImportPriceListDialog::resultText() const {
    return tr("Rows added to the library: %1 (%2 new prices, %3 changed; the older rows are kept as "
              "history).")
        .arg(added_)
        .arg(preview_.newRows)
        .arg(preview_.changed);
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
    preview_ = {};
    table_->setRowCount(0);
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
    std::string error;
    const std::vector<lib::CatalogRow> stored = library_.catalog().rows(lib::Kind::Offers, &error);
    if (!error.empty()) {
        showProblem(tr("The library cannot be read: %1").arg(QString::fromStdString(error)));
        emit readingFinished();
        return;
    }
    const std::vector<lib::CatalogRow> gpus = library_.catalog().rows(lib::Kind::Gpus, &error);
    if (!error.empty()) {
        showProblem(tr("The library cannot be read: %1").arg(QString::fromStdString(error)));
        emit readingFinished();
        return;
    }
    preview_ = lib::previewImport(result_.rows, stored, gpus);
    showPreview();
    emit readingFinished();
}

void ImportPriceListDialog::showPreview() {
    const int n = static_cast<int>(preview_.rows.size());
    table_->setRowCount(n);
    for (int r = 0; r < n; ++r) {
        const lib::PreviewRow& p = preview_.rows[static_cast<std::size_t>(r)];
        const QString cells[] = {statusText(p.status),    p.row.key(),
                                 p.row.value("instance"), p.row.value("gpu"),
                                 modeText(p.row),         p.stored ? priceText(*p.stored) : QString(),
                                 priceText(p.row),        p.row.asOf()};
        for (int c = 0; c < 8; ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c == OldColumn || c == NewColumn) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (c == KeyColumn) item->setToolTip(p.row.value("source").toHtmlEscaped());
            table_->setItem(r, c, item);
        }
    }
    table_->resizeColumnsToContents();
    QString text =
        tr("%1 (%2), as of %3: %4 offers read. New: %5, changed: %6, unchanged: %7, conflicts: %8.")
            .arg(result_.fileName, result_.provider, result_.asOf)
            .arg(result_.rows.size())
            .arg(preview_.newRows)
            .arg(preview_.changed)
            .arg(preview_.unchanged)
            .arg(preview_.conflicts);
    text +=
        u' ' + tr("Skipped: %1 without a GPU, %2 with a GPU the catalog does not list, %3 in other regions.")
                   .arg(result_.skippedNoGpu)
                   .arg(result_.skippedUnknownGpu())
                   .arg(result_.skippedOtherRegion);
    if (!preview_.unknownGpus.empty()) {
        QStringList names;
        for (const auto& [name, count] : preview_.unknownGpus)
            names << QStringLiteral("%1 x%2").arg(name).arg(count);
        text += u' ' + tr("Not imported, as the library's catalog has no such GPU: %1.")
                           .arg(names.join(QStringLiteral(", ")));
    }
    summary_->setText(text);
    if (preview_.conflicts > 0)
        showProblem(
            tr("Some rows have the date of a stored row but other values: a correction needs a later date. "
               "Nothing can be imported from this file."));
    import_->setEnabled(preview_.conflicts == 0 && !preview_.toWrite().empty());
    if (preview_.conflicts == 0 && preview_.toWrite().empty()) {
        message_->setStyleSheet(QString());
        message_->setText(tr("Every price in this file is already in the library: nothing to import."));
    }
}

void ImportPriceListDialog::showProblem(const QString& text) {
    message_->setStyleSheet(QStringLiteral("color: #b91c1c;"));
    message_->setText(text);
}

bool ImportPriceListDialog::importRows() {
    if (reading() || preview_.conflicts > 0 || preview_.toWrite().empty()) return false;
    const lib::ImportOutcome outcome = lib::importPreviewed(library_.catalog(), preview_, readPath_);
    if (!outcome.ok()) {
        QStringList lines;
        for (const std::string& p : outcome.problems) lines << QString::fromStdString(p);
        showProblem(tr("Nothing was imported:\n%1").arg(lines.join(u'\n')));
        return false;
    }
    added_ = outcome.added;
    import_->setEnabled(false);
    message_->setStyleSheet(QString());
    message_->setText(tr("Rows added to the library: %1.").arg(outcome.added));
    emit imported(outcome.added);
    return true;
}

}  // namespace gputco::ui
