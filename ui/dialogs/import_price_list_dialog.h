// File > Import Price List… (issue #19): a public price catalog (SkyPilot vms.csv, Cyclenerd's
// GCP pricing.yml, the AWS EC2 offer file) read on a worker thread with progress and Cancel,
// then a preview of what the import would add (new, changed, unchanged, conflict), and
// Import, which writes the new and changed rows in one transaction. Nothing is written
// before Import.
#pragma once

#include <QDialog>
#include <QFutureWatcher>
#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <vector>

#include "model/io/price_import/catalog_preview.h"
#include "model/io/price_import/public_catalog.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableView;

namespace gputco::io::library {
class Library;
class TeamLibrary;
}  // namespace gputco::io::library

namespace gputco::ui {

class ImportPreviewModel;

class ImportPriceListDialog : public QDialog {
    Q_OBJECT
public:
    explicit ImportPriceListDialog(io::library::Library& library, QWidget* parent = nullptr);
    ~ImportPriceListDialog() override;

    // Imports into the team library instead of this computer's (issue #37): the preview sets the
    // file against the team's rows, and Import is one transaction there, whole or refused whole.
    // `catalog`: the team's rows as the window holds them (read off its thread), which the
    // preview compares the list with; `send` writes the rows there off the window's thread and
    // answers on it. The dialog itself neither reads nor writes the team library.
    using TeamImport =
        std::function<void(const std::vector<io::library::CatalogRow>& rows, const QString& note,
                           std::function<void(const io::library::ImportOutcome&)> done)>;
    void setTeam(TeamImport send, std::map<io::library::Kind, std::vector<io::library::CatalogRow>> catalog);
    void setFormat(io::library::PublicFormat format);
    void setFile(const QString& path);
    void setRegion(const QString& region);
    // SkyPilot: the cloud the file prices, when its name and folder do not say ("AWS"); empty:
    // from the file's name or folder.
    void setCloud(const QString& cloud);
    // The prices' date when the file states none (yyyy-MM-dd). Empty until the user sets it or
    // the file states one; without it, a file that states no date previews nothing and Import
    // stays off, saying why (never the file's modification date).
    void setAsOf(const QString& date);
    QString asOfText() const;
    // Starts reading the chosen file on a worker thread; the preview follows when it is read.
    void startReading();
    void cancelReading();
    bool reading() const;
    // Writes the previewed new and changed rows; false (and the reason shown) when it could not,
    // or, into the team library, while the write is on its way: importing() until its answer,
    // then imported() (and the dialog accepted) or the reason shown.
    bool importRows();
    bool importing() const { return importing_; }

    QTableView* table() const { return table_; }
    ImportPreviewModel* previewModel() const { return model_; }
    QString summaryText() const;
    QString messageText() const;
    QPushButton* importButton() const { return import_; }
    const io::library::CatalogPreview& preview() const;
    int rowsAdded() const { return added_; }
    // What the import did, in a line for the status bar: "Rows added to the library: 25 (20 new
    // prices, 5 changed; the older rows are kept as history)."
    QString resultText() const;

signals:
    void readingFinished();
    void imported(int rowsAdded);

private:
    void chooseFile();
    void progressed(qint64 done, qint64 total);
    void readDone();
    // The file's rows dated (its own date or the field's) and set against the library.
    void datedRows();
    void asOfEdited();
    void showPreview();
    void showProblem(const QString& text);
    // The import's answer shown (and imported() told); true when it landed.
    bool finishImport(const io::library::ImportOutcome& outcome);

    // The rows of `kind` the preview is set against: the team's, or this computer's.
    std::vector<io::library::CatalogRow> storedRows(io::library::Kind kind, QString* error) const;

    io::library::Library& library_;
    TeamImport team_;
    bool importing_ = false;
    std::map<io::library::Kind, std::vector<io::library::CatalogRow>> teamCatalog_;
    QComboBox* format_;
    QLineEdit* path_;
    QLineEdit* region_;
    QComboBox* cloud_;
    QLineEdit* asOf_;
    QCheckBox* gpuOnly_;
    QPushButton* read_;
    QPushButton* stop_;
    QProgressBar* progress_;
    QLabel* summary_;
    QLabel* message_;
    QTableView* table_;
    ImportPreviewModel* model_;
    QPushButton* import_;
    QFutureWatcher<io::library::PublicCatalog> watcher_;
    std::shared_ptr<std::atomic<bool>> cancel_;
    io::library::PublicCatalog result_;
    bool haveResult_ = false;  // result_ is a file read whole, without problems
    QString readPath_;
    int added_ = 0;
};

}  // namespace gputco::ui
