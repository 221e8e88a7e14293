#include "ui/shell/main_window.h"

#include "ui/shell/elided_label.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>

#include "model/io/display_text.h"
#include "model/io/scenario_reader.h"
#include "ui/charts/annual_cost_chart.h"
#include "ui/charts/cash_flow_chart.h"
#include "ui/charts/cost_per_hour_view.h"
#include "ui/charts/cumulative_cost_chart.h"
#include "ui/charts/utilisation_heat_map.h"
#include "ui/dialogs/chart_note_dialog.h"
#include "ui/dialogs/explain_dialog.h"
#include "ui/dialogs/optimise_dialog.h"
#include "ui/dialogs/preferences_dialog.h"
#include "ui/dialogs/prompts.h"
#include "ui/dialogs/revisions_dialog.h"
#include "ui/document/autosaver.h"
#include "ui/document/evaluation_controller.h"
#include "ui/document/scenario_document.h"
#include "ui/editors/inputs_panel.h"
#include "ui/editors/option_board.h"
#include "ui/pages/calibration_page.h"
#include "ui/pages/compare_view.h"
#include "ui/pages/comparison_table.h"
#include "ui/pages/error_banner.h"
#include "ui/pages/kpi_panel.h"
#include "ui/pages/risk_page.h"
#include "ui/pages/titled_panel.h"
#include "ui/shell/document_actions.h"
#include "ui/shell/export_progress.h"
#include "ui/shell/library_actions.h"
#include "ui/shell/problem_report.h"
#include "ui/shell/recovery_status.h"
#include "ui/shell/scenario_header.h"
#include "ui/shell/team_link.h"
#include "ui/shell/window_placement.h"
#include "ui/sizing/sizing_page.h"

namespace gputco::ui {

namespace {

const QString kLanguageKey = QLatin1String(kLanguageSettingKey);

}  // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      library_(std::make_unique<io::library::Library>()),
      document_(new ScenarioDocument(this)),
      controller_(new EvaluationController(document_, this)),
      autosaver_(new Autosaver(document_, this)),
      actions_(new DocumentActions(this, document_, controller_, library_.get(), autosaver_)),
      libraryActions_(new LibraryActions(this, *library_)) {
    setAcceptDrops(true);
    connect(actions_, &DocumentActions::scenarioReplaced, this, &MainWindow::onScenarioReplaced);
    connect(actions_, &DocumentActions::fileError, this, &MainWindow::showFileError);
    connect(actions_, &DocumentActions::message, this,
            [this](const QString& text, int ms) { statusBar()->showMessage(text, ms); });
    connect(actions_, &DocumentActions::recentFilesChanged, this, &MainWindow::rebuildRecentMenu);
    connect(actions_, &DocumentActions::openRevisionRequested, this, &MainWindow::openRevisionReadOnly);
    connect(document_, &ScenarioDocument::changed, this, &MainWindow::onDocumentChanged);
    connect(document_, &ScenarioDocument::fileStateChanged, this, &MainWindow::onFileStateChanged);
    QUndoStack* undo = document_->undoStack();
    // A library that cannot be opened falls back to the bundled catalog (offerLibraryRebuild).
    library_->open();
    connect(document_, &ScenarioDocument::saved, libraryActions_, &LibraryActions::keepRevision);
    connect(libraryActions_, &LibraryActions::message, statusBar(), &QStatusBar::showMessage);
    connect(libraryActions_, &LibraryActions::fileError, this, &MainWindow::showFileError);
    buildMenus();
    buildTeamLibrary();
    buildCentralWidget();
    // After the views (buildCentralWidget), which follow the controller themselves: resultShown
    // says the result is on screen.
    connect(controller_, &EvaluationController::evaluated, this, &MainWindow::onEvaluated);
    costs_->followExpectedSaving();  // the trials start once the result is shown
    buildPageAndHelpMenus();
    editMenu_->insertAction(copyAction_, inputs_->addOptionAction());
    routePageRequests();
    auto* recovery = new RecoveryStatus(autosaver_, this);
    connect(recovery, &RecoveryStatus::message, statusBar(), &QStatusBar::showMessage);
    statusBar()->addPermanentWidget(recovery);
    statusBar()->addPermanentWidget(new ExportProgress(actions_, this));
    connect(undo, &QUndoStack::canUndoChanged, undoAction_, &QAction::setEnabled);
    connect(undo, &QUndoStack::canRedoChanged, redoAction_, &QAction::setEnabled);
    connect(undo, &QUndoStack::undoTextChanged, this, &MainWindow::retranslateUndo);
    connect(undo, &QUndoStack::redoTextChanged, this, &MainWindow::retranslateUndo);

    placement::restore(*this);
    const UiLanguage language =
        languageFromCode(QSettings().value(kLanguageKey).toString(), systemLanguage());
    if (language != currentLanguage())
        setLanguage(language);
    else
        retranslate();
    enableForScenario();
}

MainWindow::~MainWindow() = default;

// Without a scenario (none opened yet, or the file asked for could not be read) there is
// nothing to edit or save: the inputs held the defaults of a scenario nobody saw, Add option
// changed it, and Save did nothing without a word. A read-only revision keeps Save As.
void MainWindow::enableForScenario() {
    const bool open = actions_->hasScenario();
    const bool editable = open && !document_->isReadOnly();
    inputs_->setEnabled(editable);
    inputs_->boardPage()->setEnabled(editable);
    inputs_->addOptionAction()->setEnabled(editable);
    optimiseMenu_->menuAction()->setEnabled(editable);
    for (QWidget* page : std::initializer_list<QWidget*>{sizing_, risk_, calibration_})
        page->setEnabled(editable);
    for (QAction* a : {saveAction_, importProbeAction_}) a->setEnabled(editable);
    revertAction_->setEnabled(editable && !document_->filePath().isEmpty());
    for (QAction* a : {saveAsAction_, compareAction_}) a->setEnabled(open);
}

void MainWindow::showFittingScreen() {
    placement::showFitting(*this);
}

void MainWindow::setLanguage(UiLanguage language) {
    applyLanguage(language);
    QSettings().setValue(kLanguageKey, languageCode(language));
    // Installing a translator sends LanguageChange; English with no translator installed
    // before sends nothing, so render here too (idempotent).
    retranslate();
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate() {
    // The dock's title first: it names its toggle action too, which the View menu then renames.
    inputsDock_->setWindowTitle(tr("Inputs"));
    retranslateMenus();
    tabs_->setTabText(CostsTab, tr("Costs"));
    tabs_->setTabText(OptionsTab, tr("Options"));
    tabs_->setTabToolTip(OptionsTab, tr("The options side by side, one column each, with their sources"));
    tabs_->setTabText(SizingTab, tr("Sizing"));
    tabs_->setTabToolTip(SizingTab, tr("Training jobs and inference services: the GPUs, memory and cost per "
                                       "million tokens they need"));
    tabs_->setTabText(RiskTab, tr("Risk"));
    tabs_->setTabText(CalibrationTab, tr("Calibration"));

    // With a scenario open, the empty page means its problems keep it from a first result
    // (after a language change too: it said "Open a scenario" over an open one).
    emptyState_->setText(actions_->hasScenario()
                             ? tr("This scenario has problems: fix them in the inputs to see its costs.")
                             : tr("Open a scenario with File > Open, or drop a .gputco file here."));

    header_->render(*document_, actions_->hasScenario(), readOnlyLabel_);
    costs_->retranslate();
    problems_->render(shown_ != nullptr);
    if (actions_->hasScenario() && !document_->isEvaluable())
        statusBar()->showMessage(tr("Not evaluated: the inputs have problems"));
    else if (lastEvaluationMs_ >= 0 && !isEvaluating())
        statusBar()->showMessage(tr("Evaluated in %1 ms").arg(lastEvaluationMs_));
}

// The window's own state follows the document: a new scenario clears the old results and
// any banner about the old file.
void MainWindow::onScenarioReplaced() {
    enableForScenario();
    shown_.reset();
    inputs_->setEvaluation(nullptr);
    sizing_->setEvaluation(nullptr);
    problems_->clear();
    onDocumentChanged();
}

void MainWindow::onDocumentChanged() {
    header_->render(*document_, actions_->hasScenario(), readOnlyLabel_);
    if (!actions_->hasScenario()) return;
    controller_->setActive(true);  // evaluates each valid state, debounced
    if (document_->isEvaluable()) {
        problems_->clearProblems();
        return;
    }
    // Invalid input never reaches the engine; the last valid result stays on screen.
    problems_->showProblems(shown_ != nullptr);
    // Not "Evaluated in 0 ms" beside a banner that says the figures are out of date.
    statusBar()->showMessage(tr("Not evaluated: the inputs have problems"));
    if (!shown_) {
        emptyState_->setText(tr("This scenario has problems: fix them in the inputs to see its costs."));
        pages_->setCurrentIndex(0);
    }
    emit errorShown();
}

void MainWindow::onFileStateChanged() {
    header_->render(*document_, actions_->hasScenario(), readOnlyLabel_);
    revertAction_->setEnabled(actions_->hasScenario() && !document_->isReadOnly() &&
                              !document_->filePath().isEmpty());
}

bool MainWindow::importProbe(const QString& path) {
    if (tabs_) tabs_->setCurrentIndex(CalibrationTab);
    return calibration_->importProbe(path);
}

void MainWindow::importPriceList() {
    libraryActions_->importPriceList();
}

bool MainWindow::offerLibraryRebuild() {
    return libraryActions_->offerRebuild();
}

MainWindow* MainWindow::openRevisionReadOnly(const io::library::Revision& r) {
    const io::ReadResult read = io::readScenarioJson(r.content);
    if (!read.ok()) {
        showFileError({document_->filePath(),
                       std::nullopt,
                       {tr("that revision cannot be read: %1").arg(QString::fromStdString(read.error))}});
        return nullptr;
    }
    return openReadOnly(*read.scenario,
                        tr("%1, revision of %2").arg(QFileInfo(r.path).fileName(), shownDateTime(r.savedAt)));
}

MainWindow* MainWindow::openReadOnly(const scenario::Scenario& s, const QString& label) {
    auto* window = new MainWindow;
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->showReadOnly(s, label);
    window->resize(size());
    window->show();
    return window;
}

void MainWindow::showReadOnly(const scenario::Scenario& s, const QString& label) {
    document_->reset(s);
    document_->setReadOnly(true);
    readOnlyLabel_ = label;
    // Nothing here may change the scenario: the editors are shown, not usable.
    inputs_->setEnabled(false);
    for (QAction* a : {saveAction_, revertAction_, undoAction_, redoAction_, newAction_, importProbeAction_})
        a->setEnabled(false);
    risk_->setEnabled(false);
    calibration_->setEnabled(false);
    sizing_->setEnabled(false);
    actions_->adoptScenario();
}

void MainWindow::showPreferences() {
    PreferencesDialog dialog(Preferences::load(), this);
    if (Prompts::exec(dialog) == QDialog::Accepted) applyPreferences(dialog.preferences());
}

void MainWindow::applyPreferences(const Preferences& p) {
    p.save();
    autosaver_->setIntervalSeconds(p.autosaveSeconds);
    team_->use(p.library);
    if (p.language != currentLanguage()) setLanguage(p.language);
}

ExplainDialog* MainWindow::explainFigure(const engine::FigureRef& figure) {
    if (!actions_->hasScenario() || !document_->isEvaluable()) return nullptr;
    auto* dialog = new ExplainDialog(controller_->explain(figure), figure, document_->scenario(), this);
    dialog->follow(controller_);  // its links, and each new result shown in place
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

ChartNoteDialog* MainWindow::lastChartNote() const {
    return lastNote_.data();
}

ChartNoteDialog* MainWindow::showChartNote(const ChartNote& note) {
    auto* dialog = new ChartNoteDialog(note, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    lastNote_ = dialog;
    return dialog;
}

void MainWindow::showFileError(const FileError& error) {
    const bool notSaved = error.notSaved;
    problems_->showFileError(error, shown_ != nullptr);
    statusBar()->showMessage(
        notSaved ? tr("Not saved: the file on disk is unchanged") : tr("The file could not be opened"),
        notSaved ? 0 : 5000);
    emit errorShown();
}

const engine::Result* MainWindow::result() const {
    return shown_ ? &shown_->result : nullptr;
}

QString MainWindow::headerLine() const {
    return header_->line();
}

bool MainWindow::isEvaluating() const {
    // A pending edit (the debounce running) counts: the result on screen is not yet its.
    return controller_->isPending();
}

void MainWindow::onEvaluated(const std::shared_ptr<const Evaluation>& evaluation) {
    // The views follow the controller themselves; the window shows that there is a result.
    lastEvaluationMs_ = evaluation->milliseconds;
    // Validation keeps every figure finite; should one not be, it is never drawn as a number.
    if (!evaluation->nonFinite.empty()) {
        problems_->showNonFinite(evaluation->nonFinite);
        emit errorShown();
        return;
    }
    shown_ = evaluation;
    pages_->setCurrentIndex(1);
    for (QAction* a : {copyAction_, exportPdfAction_, exportWorkbookAction_}) a->setEnabled(true);
    statusBar()->showMessage(tr("Evaluated in %1 ms").arg(lastEvaluationMs_));
    emit resultShown();
}

void MainWindow::copyTable() {
    if (!shown_) return;
    QGuiApplication::clipboard()->setText(costs_->comparisonTable()->toTsv());
    statusBar()->showMessage(tr("Table copied as tab-separated text"), 3000);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    // An export running is asked about first (Keep exporting keeps the window open), and
    // cancelled only once the close is sure (the unsaved-changes question may still keep it).
    if (!actions_->mayCloseWhileExporting()) {
        event->ignore();
        return;
    }
    if (!actions_->maybeSave()) {
        event->ignore();
        return;
    }
    actions_->cancelExport();
    autosaver_->removeCopy();
    placement::save(*this);
    QMainWindow::closeEvent(event);
}

OptimiseDialog* MainWindow::optimiseOption(std::size_t option) {
    if (!document_->isEvaluable() || option >= document_->scenario().options.size()) {
        statusBar()->showMessage(
            tr("Fix the scenario's problems first: the optimiser needs a valid scenario"), 5000);
        return nullptr;
    }
    auto* dialog = new OptimiseDialog(document_, controller_, option, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (!DocumentActions::scenarioFileIn(event->mimeData()).isEmpty()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QString path = DocumentActions::scenarioFileIn(event->mimeData());
    if (path.isEmpty()) return;
    event->acceptProposedAction();
    openFile(path);
}

}  // namespace gputco::ui
