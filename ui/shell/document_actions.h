// The file life cycle of one window's scenario (issue #16): new, open, save, save as, revert,
// crash recovery, saved revisions, comparison with another file and the PDF export. Every
// question goes through Prompts (file dialogs and modal dialogs included), so a test answers
// it and none blocks; an export is an ExportJob (its steps driven by signals, its long work on
// the evaluation controller's worker) with progress and cancel while the window stays
// responsive. The main window keeps the menus and the layout and shows what this class reports.
#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <optional>

#include "model/io/library/library.h"
#include "model/io/scenario_file.h"
#include "ui/shell/export_job.h"

class QWidget;

class QMimeData;

namespace gputco::ui {

class Autosaver;
class CompareView;
class EvaluationController;
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

    // The first scenario file (.gputco) among the dropped or pasted `mime` data; empty when none.
    static QString scenarioFileIn(const QMimeData* mime);

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
    // A side-by-side comparison with `other` (a revision), headed `label`; null, and the reason
    // in the status bar, when the scenario in the editor cannot be evaluated.
    CompareView* compareWithScenario(const QString& label, const scenario::Scenario& other);
    // Asks for the file (Prompts::openFileName) and compares.
    void chooseAndCompare();

    // Starts the report of what is on screen: its risk pages computed on the controller's
    // worker (exportProgress), then its pages drawn and written. The job, or null (and the
    // reason as a message) when another export runs or the scenario has problems; its end is
    // exportFinished, with the outcome as a message.
    ExportJob* exportPdf(const QString& path);
    void chooseAndExport();
    void cancelExport();
    bool isExporting() const;
    // The audit workbook (issue #20) of what is on screen, built and written on the
    // controller's worker, as exportPdf(); a cancel leaves no file.
    ExportJob* exportWorkbook(const QString& path);
    void chooseAndExportWorkbook();
    // The window is closing: with an export running, asks whether to cancel it (Keep
    // exporting is the default); true when the window may close. The caller cancels it once
    // the close is sure (after the unsaved-changes question).
    bool mayCloseWhileExporting();

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
    ExportJob* startExport(ExportJob::Kind kind, const QString& path);
    // Asks where to export (beside the scenario file, its name with `extension`).
    std::optional<QString> chooseExportPath(const QString& title, const QString& filter,
                                            const QString& extension);
    bool chooseNameAndSave();
    bool reportSave(const io::SaveResult& saved);
    void addRecentFile(const QString& path);
    QString shownName() const;

    QWidget* window_;
    ScenarioDocument* document_;
    EvaluationController* controller_;
    io::library::Library* library_;
    Autosaver* autosaver_;
    bool hasScenario_ = false;
    QPointer<ExportJob> export_;  // the export running or the last one (deleted once ended)
};

}  // namespace gputco::ui
