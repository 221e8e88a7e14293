// The main window: the scenario's inputs on the left, the engine's result as key figures, a
// table and charts in the middle. Edits go through the ScenarioDocument (undo, dirty flag,
// saving); each change is evaluated off the UI thread, debounced, and a stale result is
// never shown. Files: New, Open, recent files, Save, Save As, Revert, autosave and recovery.
#pragma once

#include <QMainWindow>
#include <QPointer>
#include <QStringList>
#include <memory>
#include <optional>

#include "model/engine/explain.h"
#include "model/engine/result.h"
#include "model/io/library/library.h"
#include "model/io/scenario_file.h"
#include "model/scenario/scenario.h"
#include "ui/document/language.h"
#include "ui/document/scenario_document.h"
#include "ui/pages/costs_page.h"
#include "ui/shell/document_actions.h"

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QProgressBar;
class QStackedWidget;
class QTabWidget;
class QTimer;
class QToolButton;

namespace gputco::ui {

class AnnualCostChart;
class ElidedLabel;
class CalibrationPage;
class SizingPage;
class CashFlowChart;
class Autosaver;
class ComparisonTable;
class CumulativeCostChart;
class ErrorBanner;
class InputsPanel;
class KpiPanel;
class RiskPage;
class OptimiseDialog;
class ScenarioDocument;
class EvaluationController;
struct Evaluation;
class ExportJob;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Asks about unsaved changes first, then reads the file. false (and the reason in the
    // error banner) when it cannot be read; a file with problems opens, with each problem
    // shown at its field, and is evaluated once they are fixed.
    bool openFile(const QString& path) { return actions_->open(path); }
    // File menu actions; false when cancelled or failed (the reason is shown).
    // The public file actions, for the menus' callers and the tests: DocumentActions does them.
    bool newScenario() { return actions_->newScenario(); }
    bool save() { return actions_->save(); }
    bool saveAs() { return actions_->saveAs(); }
    bool revert() { return actions_->revert(); }
    // Opens a side-by-side comparison of this scenario with the one in `path`; null (and
    // the reason in the banner) when that file cannot be compared.
    class CompareView* compareWith(const QString& path) {
        return actions_->compareWith(path);
    }
    // When the library could not be opened (damaged, locked, read-only), says why and
    // offers to rebuild it; true when it was rebuilt.
    bool offerLibraryRebuild();
    // The saved revisions of this scenario's file, newest first, in a dialog that compares
    // one with the current scenario.
    void showRevisions() { actions_->showRevisions(); }
    // A saved revision in a window of its own, read-only (every editor disabled, no undo);
    // it can be compared, exported or saved under another name.
    MainWindow* openRevisionReadOnly(const io::library::Revision& revision);
    // A window of its own showing `s` read-only, titled `label`.
    MainWindow* openReadOnly(const scenario::Scenario& s, const QString& label);
    // Makes this window show `s` read-only, titled with `label`.
    void showReadOnly(const scenario::Scenario& s, const QString& label);
    bool isReadOnly() const { return document_->isReadOnly(); }
    // Edit > Preferences; applyPreferences() saves and applies them (what OK does).
    void showPreferences();
    void applyPreferences(const struct Preferences& preferences);
    class DocumentActions* actions() const {
        return actions_;
    }
    // File > Import Probe Result: shows the Calibration tab and reads the probe document
    // (asks for it when `path` is empty); true when it was attached.
    bool importProbe(const QString& path = {});
    // File > Import Price List…: a public price catalog previewed, then imported (issue #19).
    void importPriceList();
    io::library::Library& library() { return *library_; }
    // The team library, when the preferences choose one (issue #37; main_window_team.cpp).
    class TeamLink* teamLink() const {
        return team_;
    }
    class LibraryActions* libraryActions() const {
        return libraryActions_;
    }
    // File > Team Library History: its audit trail, read on the team library's thread (the dialog
    // says so until it is there); null when no team library is in use.
    class TeamHistoryDialog* showTeamHistory();
    // File > Team Revisions: the open scenario's revisions in the team library, kept up to date,
    // with status changes and taking one into the editor; null when no team library is in use
    // or the scenario was never saved.
    class TeamRevisionsDialog* showTeamRevisions();
    // Opens the explanation of one figure of the current result (non-modal); null when the
    // scenario cannot be evaluated.
    class ExplainDialog* explainFigure(const engine::FigureRef& figure);
    // Opens what a double-click on a risk, utilisation or calibration chart explains (non-modal).
    class ChartNoteDialog* showChartNote(const struct ChartNote& note);
    // The last note opened, while it is open; for tests.
    ChartNoteDialog* lastChartNote() const;
    CostPerHourView* costPerHourView() const { return costs_->costPerHourView(); }
    // Offers to restore what a crashed session left (Autosaver); true when one was restored.
    bool offerRecovery() { return actions_->offerRecovery(); }
    // Shows the window at its saved size; on a first start with a screen smaller than the
    // default size (a 1366x768 laptop), maximised to that screen instead of overflowing it.
    void showFittingScreen();
    void setLanguage(UiLanguage language);
    void copyTable();
    // File > Export PDF without its dialog: starts the report of what is on screen
    // (ui/report); the job, or null when refused. Its end is DocumentActions::exportFinished.
    ExportJob* exportPdf(const QString& path) { return actions_->exportPdf(path); }
    // The optimiser for an option ("Optimise…" on its column); null when the scenario has
    // problems. The dialog deletes itself when closed.
    OptimiseDialog* optimiseOption(std::size_t option);
    // The audit workbook of what is on screen (File > Export Workbook), started as exportPdf().
    ExportJob* exportWorkbook(const QString& path) { return actions_->exportWorkbook(path); }

    bool isEvaluating() const;
    // The line under the scenario's name: its file (and whether it has unsaved changes),
    // options, horizon and currency.
    QString headerLine() const;
    // Whether the figures on screen are marked out of date (an input is invalid).
    bool resultsMarkedStale() const { return costs_->isMarkedStale(); }
    // The result on screen; null before the first (or after another file was opened).
    const engine::Result* result() const;
    CostsPage* costsPage() const { return costs_; }
    ComparisonTable* comparisonTable() const { return costs_->comparisonTable(); }
    KpiPanel* kpiPanel() const { return costs_->kpiPanel(); }
    ErrorBanner* errorBanner() const { return banner_; }
    ScenarioDocument* document() const { return document_; }
    EvaluationController* controller() const { return controller_; }
    InputsPanel* inputsPanel() const { return inputs_; }
    RiskPage* riskPage() const { return risk_; }
    CalibrationPage* calibrationPage() const { return calibration_; }
    SizingPage* sizingPage() const { return sizing_; }
    QTabWidget* tabs() const { return tabs_; }
    // The pages of tabs(), in order.
    enum Tab { CostsTab, OptionsTab, SizingTab, RiskTab, CalibrationTab };
    Autosaver* autosaver() const { return autosaver_; }
    CumulativeCostChart* cumulativeChart() const { return costs_->cumulativeChart(); }
    AnnualCostChart* annualChart() const { return costs_->annualChart(); }
    CashFlowChart* cashFlowChart() const { return costs_->cashFlowChart(); }
    UtilisationHeatMap* utilisationMap() const { return costs_->utilisationMap(); }

signals:
    // The result of the last opened file is on screen.
    void resultShown();
    // A file could not be opened or evaluated; the text is in the error banner.
    void errorShown();

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    // The File, Edit and View menus (ui/shell/main_window_menus.cpp).
    void buildMenus();
    void retranslateMenus();
    // The central widget and the pages' requests (ui/shell/main_window_pages.cpp).
    void buildCentralWidget();
    void routePageRequests();
    // View's page and panel commands and the Help menu (ui/main_window_help.cpp).
    void buildPageAndHelpMenus();
    void retranslatePageAndHelpMenus();
    void showAbout();
    void retranslate();
    void showFileError(const FileError& error);
    void onScenarioReplaced();
    void enableForScenario();
    void onEvaluated(const std::shared_ptr<const struct Evaluation>& evaluation);
    void onDocumentChanged();
    void onFileStateChanged();
    void rebuildRecentMenu();
    void retranslateUndo();

    QMenu* fileMenu_ = nullptr;
    QMenu* editMenu_ = nullptr;
    QMenu* optimiseMenu_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    QMenu* languageMenu_ = nullptr;
    QAction* newAction_ = nullptr;
    QAction* openAction_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    QAction* saveAction_ = nullptr;
    QAction* saveAsAction_ = nullptr;
    QAction* revertAction_ = nullptr;
    QAction* compareAction_ = nullptr;
    QAction* revisionsAction_ = nullptr;
    QAction* importProbeAction_ = nullptr;
    QAction* importPriceListAction_ = nullptr;
    QAction* undoAction_ = nullptr;
    QAction* redoAction_ = nullptr;
    QAction* exportPdfAction_ = nullptr;
    QAction* exportWorkbookAction_ = nullptr;
    QAction* closeAction_ = nullptr;
    QAction* quitAction_ = nullptr;
    QAction* copyAction_ = nullptr;
    QAction* preferencesAction_ = nullptr;
    QAction* englishAction_ = nullptr;
    QAction* chineseAction_ = nullptr;
    std::vector<QAction*> pageActions_;  // View > Costs .. Calibration, Ctrl+1 .. Ctrl+5
    QAction* inputsPanelAction_ = nullptr;
    QMenu* helpMenu_ = nullptr;
    QAction* methodologyAction_ = nullptr;
    QAction* shortcutsAction_ = nullptr;
    QAction* aboutAction_ = nullptr;
    QActionGroup* languageGroup_ = nullptr;

    QDockWidget* inputsDock_ = nullptr;
    QTabWidget* tabs_ = nullptr;
    RiskPage* risk_ = nullptr;
    CalibrationPage* calibration_ = nullptr;
    SizingPage* sizing_ = nullptr;
    ErrorBanner* banner_ = nullptr;
    class ScenarioHeader* header_ = nullptr;
    class ProblemReport* problems_ = nullptr;
    QStackedWidget* pages_ = nullptr;
    QLabel* emptyState_ = nullptr;
    CostsPage* costs_ = nullptr;

    std::unique_ptr<io::library::Library> library_;
    ScenarioDocument* document_;
    class EvaluationController* controller_;
    Autosaver* autosaver_;
    class DocumentActions* actions_;
    class LibraryActions* libraryActions_;
    class TeamLink* team_ = nullptr;
    QAction* teamHistoryAction_ = nullptr;
    QAction* teamRevisionsAction_ = nullptr;
    // Revision `number` of the open scenario's team revisions read (on the team library's thread)
    // and taken into the editor (an undoable edit), the next save building on the library's
    // `version`; then `done` with an empty text, or why it could not be read.
    void takeTeamRevision(int number, int version, std::function<void(const QString& error)> done);
    // Revision `number` of the open scenario's team revisions, read on the team library's thread;
    // then `use` with its scenario while the same file is open, and `done` with an empty text,
    // or why it could not be read (said in the status bar too).
    void readTeamRevision(int number, std::function<void(const scenario::Scenario&)> use,
                          std::function<void(const QString& error)> done);
    // True when the team library is in use; else says why in the status bar (when one is chosen).
    bool sayWhyNoTeam();
    // A save refused because someone saved a newer revision first: says so and offers the newer.
    void offerNewerTeamVersion(const QString& path, const QString& why);
    // The team library's status line, its history action, and its connection once the window
    // has opened (main_window_team.cpp).
    void buildTeamLibrary();
    InputsPanel* inputs_ = nullptr;
    std::shared_ptr<const Evaluation> shown_;  // the evaluation on screen
    QPointer<ChartNoteDialog> lastNote_;
    QString readOnlyLabel_;  // set when this window shows a revision read-only
    qint64 lastEvaluationMs_ = -1;
};

}  // namespace gputco::ui
