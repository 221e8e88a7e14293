// The file life cycle of one window's scenario (issue #16): new, open, save, save as, revert,
// crash recovery, saved revisions, comparison with another file and the PDF export. Every
// question goes through Prompts (file dialogs and modal dialogs included), so a test answers
// it and none blocks; long work (the report's risk pages) runs on the evaluation
// controller's worker with progress and cancel while the window stays responsive. The main
// window keeps the menus and the layout and shows what this class reports.
#pragma once

#include <QObject>
#include <QStringList>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>

#include "model/io/library/library.h"
#include "model/io/scenario_file.h"

class QWidget;

namespace gputco::ui {

class Autosaver;
class CompareView;
class EvaluationController;
struct Evaluation;
class ScenarioDocument;

// Why a file could not be opened, evaluated or saved, for the window's error banner.
struct FileError {
    QString path;
    std::optional<int> problemCount;  // validation problems; nullopt: unreadable
    QStringList lines;
    bool notSaved = false;  // a save failed (the file on disk is unchanged)
};

class DocumentActions : public QObject {
    Q_OBJECT
public:
    DocumentActions(QWidget* window, ScenarioDocument* document, EvaluationController* controller,
                    io::library::Library* library, Autosaver* autosaver);

    // Whether the window holds a scenario (opened, new, restored or shown read-only).
    bool hasScenario() const { return hasScenario_; }
    // A scenario was put into the document by other means (a read-only revision).
    void adoptScenario();

    // Asks about unsaved changes first, then reads the file. false (and the reason as a
    // fileError) when it cannot be read; a file with problems opens, each shown at its field.
    bool open(const QString& path);
    // Asks for a file (Prompts::openFileName), then open().
    bool chooseAndOpen();
    bool newScenario();
    // An invalid scenario is saved only when the user says so: the file would not evaluate.
    bool save();
    bool saveAs();  // the same question first
    bool revert();
    // Unsaved changes: save, discard or cancel; true when the window may go on.
    bool maybeSave();
    bool offerRecovery();

    // The revisions dialog (through Prompts::exec); restores, compares or asks the window to
    // open one read-only (openRevisionRequested).
    void showRevisions();
    // A side-by-side comparison with the scenario in `path`; null (and the reason as a
    // fileError) when that file cannot be compared.
    CompareView* compareWith(const QString& path);
    // Asks for the file (Prompts::openFileName) and compares.
    void chooseAndCompare();

    // The report of what is on screen. Its risk pages are computed on the controller's worker
    // while the event loop runs (exportProgress), and cancelExport() stops them; false when
    // cancelled or failed (the reason in message()).
    bool exportPdf(const QString& path);
    void chooseAndExport();
    void cancelExport();
    bool isExporting() const { return exporting_; }
    // The audit workbook (issue #20) of what is on screen, built and written on the
    // controller's worker with exportProgress; cancelExport() stops it and leaves no file.
    bool exportWorkbook(const QString& path);
    void chooseAndExportWorkbook();

    // Files opened or saved, newest first (at most 8), as the settings keep them.
    static QStringList recentFiles();
    // Their folders, where crash recovery also looks.
    static QStringList recentFolders();

signals:
    // A different scenario is now in the document (opened, new, restored, reverted).
    void scenarioReplaced();
    void fileError(const FileError& error);
    // A line for the status bar; `timeoutMs` 0 keeps it.
    void message(const QString& text, int timeoutMs);
    void recentFilesChanged();
    void openRevisionRequested(const io::library::Revision& revision);
    // `percent` of the export done, and what it is doing; `cancellable` while cancel can stop it.
    void exportProgress(int percent, const QString& what, bool cancellable);
    void exportFinished(bool written);

private:
    // An invalid scenario: asks whether to save it anyway (Cancel is the default).
    bool confirmSavingProblems();
    // Starts an export: the evaluation of the scenario as it stands, once any on its way has
    // arrived, with a fresh cancel flag; null (and `refusal` said) when an export is running
    // or the scenario has problems.
    std::shared_ptr<const Evaluation> beginExport(const QString& refusal);
    // Runs `job` on the controller's worker while the event loop runs on; its progress
    // (percent) goes to the export bar as `what`, cancellable.
    template <class T>
    T onWorker(const QString& what, std::function<T(const std::function<void(int)>& progress)> job);
    // Asks where to export (beside the scenario file, its name with `extension`).
    std::optional<QString> chooseExportPath(const QString& title, const QString& filter,
                                            const QString& extension);
    bool chooseNameAndSave();
    void reportExportProgress(int percent, const QString& what, bool cancellable);
    bool reportSave(const io::SaveResult& saved);
    void addRecentFile(const QString& path);
    QString shownName() const;

    QWidget* window_;
    ScenarioDocument* document_;
    EvaluationController* controller_;
    io::library::Library* library_;
    Autosaver* autosaver_;
    bool hasScenario_ = false;
    bool exporting_ = false;
    int exportPercent_ = -1;
    std::shared_ptr<std::atomic<bool>> exportCancel_;
};

}  // namespace gputco::ui
