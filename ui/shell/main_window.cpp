#include "ui/shell/main_window.h"

#include "ui/shell/elided_label.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGraphicsOpacityEffect>
#include <QKeyEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMimeData>
#include <QProgressBar>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include "model/engine/result_check.h"
#include "model/io/display_text.h"
#include "model/io/number_format.h"
#include "model/io/scenario_reader.h"
#include "model/io/scenario_writer.h"
#include "model/scenario/uncertain_drift.h"
#include "ui/charts/annual_cost_chart.h"
#include "ui/charts/cash_flow_chart.h"
#include "ui/charts/cost_per_hour_view.h"
#include "ui/charts/cumulative_cost_chart.h"
#include "ui/charts/utilisation_heat_map.h"
#include "ui/dialogs/chart_note_dialog.h"
#include "ui/dialogs/explain_dialog.h"
#include "ui/dialogs/import_price_list_dialog.h"
#include "ui/dialogs/optimise_dialog.h"
#include "ui/dialogs/preferences_dialog.h"
#include "ui/dialogs/prompts.h"
#include "ui/dialogs/revisions_dialog.h"
#include "ui/document/autosaver.h"
#include "ui/document/evaluation_controller.h"
#include "ui/document/field_registry.h"
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
#include "ui/report/report_risk.h"
#include "ui/report/report_writer.h"
#include "ui/shell/document_actions.h"
#include "ui/sizing/sizing_page.h"

namespace gputco::ui {

namespace {

const QString kGeometryKey = QStringLiteral("mainWindow/geometry");
const QString kStateKey = QStringLiteral("mainWindow/state");
const QString kLanguageKey = QLatin1String(kLanguageSettingKey);

bool isScenarioFile(const QUrl& url) {
    return url.isLocalFile() &&
           QFileInfo(url.toLocalFile()).suffix().compare(QLatin1String("gputco"), Qt::CaseInsensitive) == 0;
}

QString scenarioFileIn(const QMimeData* mime) {
    if (!mime || !mime->hasUrls()) return {};
    for (const QUrl& url : mime->urls())
        if (isScenarioFile(url)) return url.toLocalFile();
    return {};
}

}  // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      library_(std::make_unique<io::library::Library>()),
      document_(new ScenarioDocument(this)),
      controller_(new EvaluationController(document_, this)),
      autosaver_(new Autosaver(document_, this)),
      actions_(new DocumentActions(this, document_, controller_, library_.get(), autosaver_)) {
    setAcceptDrops(true);
    connect(actions_, &DocumentActions::scenarioReplaced, this, &MainWindow::onScenarioReplaced);
    connect(actions_, &DocumentActions::fileError, this, &MainWindow::showFileError);
    connect(actions_, &DocumentActions::message, this,
            [this](const QString& text, int ms) { statusBar()->showMessage(text, ms); });
    connect(actions_, &DocumentActions::recentFilesChanged, this, &MainWindow::rebuildRecentMenu);
    connect(actions_, &DocumentActions::openRevisionRequested, this, &MainWindow::openRevisionReadOnly);
    connect(actions_, &DocumentActions::exportProgress, this, &MainWindow::showExportProgress);
    connect(actions_, &DocumentActions::exportFinished, this, [this] { exportProgress_->hide(); });
    connect(controller_, &EvaluationController::evaluated, this, &MainWindow::onEvaluated);
    connect(controller_, &EvaluationController::staleChanged, this, &MainWindow::showStale);
    connect(document_, &ScenarioDocument::changed, this, &MainWindow::onDocumentChanged);
    connect(document_, &ScenarioDocument::fileStateChanged, this, &MainWindow::onFileStateChanged);
    QUndoStack* undo = document_->undoStack();
    // A library that cannot be opened falls back to the bundled catalog (offerLibraryRebuild).
    library_->open();
    connect(document_, &ScenarioDocument::saved, this,
            [this](const QString& path, const QByteArray& content) {
                if (!library_->state().usable()) return;
                if (const std::string error = library_->addRevision(path, content); !error.empty())
                    statusBar()->showMessage(tr("Saved, but the library did not keep a revision: %1")
                                                 .arg(QString::fromStdString(error)),
                                             8000);
            });
    buildMenus();
    buildCentralWidget();
    buildPageAndHelpMenus();
    editMenu_->insertAction(copyAction_, inputs_->addOptionAction());
    connect(costs_, &CostsPage::explainRequested, this, &MainWindow::explainFigure);
    connect(costs_, &CostsPage::noteRequested, this, &MainWindow::showChartNote);
    connect(controller_, &EvaluationController::monteCarloFinished, this, &MainWindow::refreshExpectedSaving);
    connect(risk_, &RiskPage::noteRequested, this, &MainWindow::showChartNote);
    connect(calibration_, &CalibrationPage::noteRequested, this, &MainWindow::showChartNote);
    connect(calibration_, &CalibrationPage::explainRequested, this, &MainWindow::explainFigure);
    connect(sizing_, &SizingPage::explainRequested, this, &MainWindow::explainFigure);
    connect(inputs_, &InputsPanel::sizingRequested, this, [this] { tabs_->setCurrentIndex(SizingTab); });
    connect(inputs_, &InputsPanel::optimiseRequested, this,
            [this](std::size_t option) { optimiseOption(option); });
    inputs_->setCatalog([this](io::library::Kind kind, QString* note) {
        if (note && !library_->state().usable())
            *note = tr("The library is not available (%1): these are the catalog rows bundled with gputco.")
                        .arg(library_->state().message);
        return library_->catalog().rows(kind);
    });
    connect(inputs_, &InputsPanel::uncertainRequested, this, [this](const QString& path) {
        if (risk_->addInput(path)) tabs_->setCurrentIndex(RiskTab);
    });
    connect(inputs_, &InputsPanel::optionsShown, this, [this] { tabs_->setCurrentIndex(OptionsTab); });
    connect(inputs_, &InputsPanel::explainRequested, this, &MainWindow::explainFigure);
    connect(inputs_, &InputsPanel::problem, this,
            [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    recoveryStatus_ = new QLabel(this);
    recoveryStatus_->setObjectName(QStringLiteral("RecoveryStatus"));
    recoveryStatus_->setTextFormat(Qt::PlainText);
    recoveryStatus_->hide();
    statusBar()->addPermanentWidget(recoveryStatus_);
    // The export's progress, with its cancel, in the status bar: nothing modal, the window
    // stays usable while the risk pages are computed.
    exportProgress_ = new QWidget(this);
    exportProgress_->setObjectName(QStringLiteral("ExportProgress"));
    auto* exportRow = new QHBoxLayout(exportProgress_);
    exportRow->setContentsMargins(0, 0, 0, 0);
    exportLabel_ = new QLabel(exportProgress_);
    exportBar_ = new QProgressBar(exportProgress_);
    exportBar_->setRange(0, 100);
    exportBar_->setMaximumWidth(160);
    exportCancel_ = new QToolButton(exportProgress_);
    connect(exportCancel_, &QToolButton::clicked, actions_, &DocumentActions::cancelExport);
    exportRow->addWidget(exportLabel_);
    exportRow->addWidget(exportBar_);
    exportRow->addWidget(exportCancel_);
    exportProgress_->hide();
    statusBar()->addPermanentWidget(exportProgress_);
    connect(autosaver_, &Autosaver::stateChanged, this, &MainWindow::showRecoveryState);
    connect(undo, &QUndoStack::canUndoChanged, undoAction_, &QAction::setEnabled);
    connect(undo, &QUndoStack::canRedoChanged, redoAction_, &QAction::setEnabled);
    connect(undo, &QUndoStack::undoTextChanged, this, &MainWindow::retranslateUndo);
    connect(undo, &QUndoStack::redoTextChanged, this, &MainWindow::retranslateUndo);

    QSettings settings;
    resize(1600, 960);
    // A restored size is never larger than the screen: a window that once grew past it (a
    // title label that asked for a long name's whole width saved 84,000 px) made every later
    // start as large, with every chart's paint buffers: 12 s and 1.2 GB to open the example.
    // (Without a saved size, showFittingScreen() fits a first start to a small screen.)
    if (settings.contains(kGeometryKey) && restoreGeometry(settings.value(kGeometryKey).toByteArray()))
        if (const QScreen* screen = this->screen())
            resize(size().boundedTo(screen->availableGeometry().size()));
    if (settings.contains(kStateKey)) restoreState(settings.value(kStateKey).toByteArray());

    const UiLanguage language = languageFromCode(settings.value(kLanguageKey).toString(), systemLanguage());
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
    inputs_->optionBoard()->setEnabled(editable);
    inputs_->addOptionAction()->setEnabled(editable);
    optimiseMenu_->menuAction()->setEnabled(editable);
    for (QWidget* page : std::initializer_list<QWidget*>{sizing_, risk_, calibration_})
        page->setEnabled(editable);
    for (QAction* a : {saveAction_, importProbeAction_}) a->setEnabled(editable);
    revertAction_->setEnabled(editable && !document_->filePath().isEmpty());
    for (QAction* a : {saveAsAction_, compareAction_}) a->setEnabled(open);
}

void MainWindow::showFittingScreen() {
    const QScreen* screen = this->screen();
    const QRect available = screen ? screen->availableGeometry() : QRect();
    const bool saved = QSettings().contains(kGeometryKey);
    if (saved || !available.isValid() || (available.width() >= width() && available.height() >= height())) {
        show();
        return;
    }
    // Without a window manager nothing honours "maximised": the size and place are set too.
    setGeometry(available);
    showMaximized();
}

void MainWindow::buildMenus() {
    fileMenu_ = menuBar()->addMenu(QString());
    newAction_ = fileMenu_->addAction(QString(), actions_, &DocumentActions::newScenario);
    newAction_->setShortcut(QKeySequence::New);
    openAction_ = fileMenu_->addAction(QString(), actions_, &DocumentActions::chooseAndOpen);
    openAction_->setShortcut(QKeySequence::Open);
    recentMenu_ = fileMenu_->addMenu(QString());
    fileMenu_->addSeparator();
    saveAction_ = fileMenu_->addAction(QString(), actions_, &DocumentActions::save);
    saveAction_->setShortcut(QKeySequence::Save);
    saveAsAction_ = fileMenu_->addAction(QString(), actions_, &DocumentActions::saveAs);
    saveAsAction_->setShortcut(QKeySequence::SaveAs);
    revertAction_ = fileMenu_->addAction(QString(), actions_, &DocumentActions::revert);
    revisionsAction_ = fileMenu_->addAction(QString(), actions_, &DocumentActions::showRevisions);
    compareAction_ = fileMenu_->addAction(QString(), actions_, &DocumentActions::chooseAndCompare);
    importProbeAction_ = fileMenu_->addAction(QString(), this, [this] { importProbe(); });
    importPriceListAction_ = fileMenu_->addAction(QString(), this, [this] { importPriceList(); });
    fileMenu_->addSeparator();
    exportPdfAction_ = fileMenu_->addAction(QString(), actions_, &DocumentActions::chooseAndExport);
    exportPdfAction_->setEnabled(false);
    exportWorkbookAction_ =
        fileMenu_->addAction(QString(), actions_, &DocumentActions::chooseAndExportWorkbook);
    exportWorkbookAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    exportWorkbookAction_->setEnabled(false);
    fileMenu_->addSeparator();
    quitAction_ = fileMenu_->addAction(QString(), this, &QWidget::close);
    quitAction_->setShortcut(QKeySequence::Quit);
    quitAction_->setMenuRole(QAction::QuitRole);

    editMenu_ = menuBar()->addMenu(QString());
    undoAction_ = editMenu_->addAction(QString(), document_->undoStack(), &QUndoStack::undo);
    undoAction_->setShortcuts(QKeySequence::Undo);
    qApp->installEventFilter(this);  // eventFilter(): Ctrl+Z in a field is the document's
    undoAction_->setEnabled(false);
    redoAction_ = editMenu_->addAction(QString(), document_->undoStack(), &QUndoStack::redo);
    // The platform's keys (Ctrl+Shift+Z on Linux) and Ctrl+Y, which spreadsheet users press.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (!redoKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Y)))
        redoKeys << QKeySequence(Qt::CTRL | Qt::Key_Y);
    redoAction_->setShortcuts(redoKeys);
    redoAction_->setEnabled(false);
    editMenu_->addSeparator();
    copyAction_ = editMenu_->addAction(QString(), this, &MainWindow::copyTable);
    copyAction_->setShortcut(QKeySequence::Copy);
    copyAction_->setEnabled(false);
    // The optimiser, reached before only from each option's column on the Options page: one
    // entry per option, listed when the menu opens.
    optimiseMenu_ = editMenu_->addMenu(QString());
    connect(optimiseMenu_, &QMenu::aboutToShow, this, [this] {
        optimiseMenu_->clear();
        const scenario::Scenario& s = document_->scenario();
        for (std::size_t i = 0; i < s.options.size(); ++i) {
            QString name = io::shownText(s.options[i].name);
            QAction* a = optimiseMenu_->addAction(name.replace(QLatin1Char('&'), QStringLiteral("&&")), this,
                                                  [this, i] { optimiseOption(i); });
            a->setEnabled(document_->isEvaluable());
        }
        if (s.options.empty()) optimiseMenu_->addAction(tr("No options yet"))->setEnabled(false);
    });
    editMenu_->addSeparator();
    preferencesAction_ = editMenu_->addAction(QString(), this, &MainWindow::showPreferences);
    // Linux desktops have no standard key for it; Ctrl+, is what most apps use.
    preferencesAction_->setShortcuts({QKeySequence::Preferences, QKeySequence(tr("Ctrl+,"))});
    preferencesAction_->setMenuRole(QAction::PreferencesRole);

    viewMenu_ = menuBar()->addMenu(QString());
    languageMenu_ = viewMenu_->addMenu(QString());
    languageGroup_ = new QActionGroup(this);
    // Each language is named in itself, so a reader of either finds their own.
    englishAction_ = languageMenu_->addAction(QStringLiteral("English"));
    chineseAction_ = languageMenu_->addAction(QStringLiteral("简体中文"));
    for (QAction* a : {englishAction_, chineseAction_}) {
        a->setCheckable(true);
        languageGroup_->addAction(a);
    }
    connect(englishAction_, &QAction::triggered, this, [this] { setLanguage(UiLanguage::English); });
    connect(chineseAction_, &QAction::triggered, this,
            [this] { setLanguage(UiLanguage::SimplifiedChinese); });
}

void MainWindow::buildCentralWidget() {
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(20, 16, 20, 16);
    layout->setSpacing(12);

    // The banner goes under the pages (added below): above them, its coming and going moved
    // every field of the Options page, and the next click landed on another field.
    banner_ = new ErrorBanner(central);

    // The scenario's name and its file's path are the user's text, of any length: shown
    // elided to the window's width, whole in the tool tip.
    title_ = new ElidedLabel(central);
    title_->setObjectName(QStringLiteral("ScenarioTitle"));
    subtitle_ = new ElidedLabel(central);
    subtitle_->setObjectName(QStringLiteral("ScenarioSubtitle"));
    auto* header = new QVBoxLayout;
    header->setSpacing(2);
    header->addWidget(title_);
    header->addWidget(subtitle_);
    layout->addLayout(header);

    pages_ = new QStackedWidget(central);
    emptyState_ = new QLabel(pages_);
    emptyState_->setObjectName(QStringLiteral("EmptyState"));
    emptyState_->setAlignment(Qt::AlignCenter);
    emptyState_->setWordWrap(true);
    pages_->addWidget(emptyState_);

    costs_ = new CostsPage(pages_);
    results_ = costs_;
    // On a small screen, or with many warnings, the page scrolls instead of squeezing the
    // charts below a readable height.
    auto* scroll = new QScrollArea;
    scroll->setWidget(costs_);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    risk_ = new RiskPage(document_, controller_);
    auto* riskScroll = new QScrollArea;
    riskScroll->setWidget(risk_);
    riskScroll->setWidgetResizable(true);
    riskScroll->setFrameShape(QFrame::NoFrame);
    tabs_ = new QTabWidget(pages_);
    tabs_->setObjectName(QStringLiteral("ResultTabs"));
    tabs_->setDocumentMode(true);
    tabs_->addTab(scroll, QString());
    inputs_ = new InputsPanel(document_);
    tabs_->addTab(inputs_->optionBoard(), QString());
    sizing_ = new SizingPage(document_);
    auto* sizingScroll = new QScrollArea;
    sizingScroll->setWidget(sizing_);
    sizingScroll->setWidgetResizable(true);
    sizingScroll->setFrameShape(QFrame::NoFrame);
    sizingScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    tabs_->addTab(sizingScroll, QString());
    tabs_->addTab(riskScroll, QString());
    calibration_ = new CalibrationPage(document_, controller_, library_.get());
    auto* calibrationScroll = new QScrollArea;
    calibrationScroll->setWidget(calibration_);
    calibrationScroll->setWidgetResizable(true);
    calibrationScroll->setFrameShape(QFrame::NoFrame);
    tabs_->addTab(calibrationScroll, QString());
    pages_->addWidget(tabs_);
    layout->addWidget(pages_, 1);
    layout->addWidget(banner_);

    setCentralWidget(central);

    auto* dock = new QDockWidget(this);
    dock->setObjectName(QStringLiteral("InputsDock"));  // saveState() needs a name
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    dock->setWidget(inputs_);
    addDockWidget(Qt::LeftDockWidgetArea, dock);
    resizeDocks({dock}, {330}, Qt::Horizontal);
    inputsDock_ = dock;
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
    exportCancel_->setText(tr("Cancel"));
    exportCancel_->setToolTip(tr("Stop the export: no report is written"));
    fileMenu_->setTitle(tr("&File"));
    newAction_->setText(tr("&New"));
    openAction_->setText(tr("&Open…"));
    recentMenu_->setTitle(tr("Open &Recent"));
    saveAction_->setText(tr("&Save"));
    saveAsAction_->setText(tr("Save &As…"));
    revertAction_->setText(tr("Re&vert to Saved"));
    compareAction_->setText(tr("Compare &with File…"));
    revisionsAction_->setText(tr("Save&d Revisions…"));
    inputsDock_->setWindowTitle(tr("Inputs"));
    tabs_->setTabText(CostsTab, tr("Costs"));
    tabs_->setTabText(OptionsTab, tr("Options"));
    tabs_->setTabToolTip(OptionsTab, tr("The options side by side, one column each, with their sources"));
    tabs_->setTabText(SizingTab, tr("Sizing"));
    tabs_->setTabToolTip(SizingTab, tr("Training jobs and inference services: the GPUs, memory and cost per "
                                       "million tokens they need"));
    tabs_->setTabText(RiskTab, tr("Risk"));
    tabs_->setTabText(CalibrationTab, tr("Calibration"));
    importProbeAction_->setText(tr("&Import Probe Result…"));
    importPriceListAction_->setText(tr("Import &Price List…"));
    document_->retranslateUndo();  // the commands' names first: the actions quote them
    retranslateUndo();
    rebuildRecentMenu();
    exportPdfAction_->setText(tr("&Export PDF…"));
    exportWorkbookAction_->setText(tr("Export Wor&kbook…"));
    exportWorkbookAction_->setToolTip(tr("An Excel workbook whose every figure is a live formula"));
    quitAction_->setText(tr("&Quit"));
    editMenu_->setTitle(tr("&Edit"));
    copyAction_->setText(tr("&Copy table"));
    optimiseMenu_->setTitle(tr("Op&timise the Mix of an Option"));
    preferencesAction_->setText(tr("&Preferences…"));
    viewMenu_->setTitle(tr("&View"));
    languageMenu_->setTitle(tr("&Language"));
    retranslatePageAndHelpMenus();
    englishAction_->setChecked(currentLanguage() == UiLanguage::English);
    chineseAction_->setChecked(currentLanguage() == UiLanguage::SimplifiedChinese);

    // With a scenario open, the empty page means its problems keep it from a first result
    // (after a language change too: it said "Open a scenario" over an open one).
    emptyState_->setText(actions_->hasScenario()
                             ? tr("This scenario has problems: fix them in the inputs to see its costs.")
                             : tr("Open a scenario with File > Open, or drop a .gputco file here."));

    renderHeader();
    costs_->retranslate();
    renderError();
    if (actions_->hasScenario() && !document_->isEvaluable())
        statusBar()->showMessage(tr("Not evaluated: the inputs have problems"));
    else if (lastEvaluationMs_ >= 0 && !isEvaluating())
        statusBar()->showMessage(tr("Evaluated in %1 ms").arg(lastEvaluationMs_));
}

void MainWindow::renderHeader() {
    if (!actions_->hasScenario()) {
        setWindowTitle(QStringLiteral("gputco"));
        title_->setFullText(tr("GPU cluster total cost of ownership"));
        subtitle_->setFullText(tr("No scenario open"));
        return;
    }
    const scenario::Scenario& s = document_->scenario();
    const QString name = document_->displayName();
    // [*] is where Qt shows the modified marker.
    setWindowTitle(readOnlyLabel_.isEmpty() ? tr("%1[*] — gputco").arg(name)
                                            : tr("%1 (%2, read-only)[*] — gputco").arg(name, readOnlyLabel_));
    setWindowModified(document_->isModified());
    title_->setFullText(name);
    const QString file = !readOnlyLabel_.isEmpty() ? tr("%1, read-only").arg(readOnlyLabel_)
                         : document_->filePath().isEmpty()
                             ? tr("not saved yet")
                             : io::neutraliseBidi(QDir::toNativeSeparators(document_->filePath()));
    // The title bar's "*" is all a window without a frame (or a full-screen one) would show.
    const QString state =
        document_->isModified() && readOnlyLabel_.isEmpty() && !document_->filePath().isEmpty()
            ? tr("%1 (unsaved changes)").arg(file)
            : file;
    // Worded so that no plural form is needed in English: "options: 1", "1-year horizon".
    subtitle_->setFullText(tr("%1  ·  options: %2  ·  %3-year horizon  ·  currency %4")
                               .arg(state)
                               .arg(s.options.size())
                               .arg(s.horizonYears)
                               .arg(QString::fromStdString(s.currency)));
}

void MainWindow::retranslateUndo() {
    const QUndoStack* undo = document_->undoStack();
    undoAction_->setText(undo->canUndo() ? tr("&Undo %1").arg(undo->undoText()) : tr("&Undo"));
    redoAction_->setText(undo->canRedo() ? tr("&Redo %1").arg(undo->redoText()) : tr("&Redo"));
}

// The window's own state follows the document: a new scenario clears the old results and
// any banner about the old file.
void MainWindow::onScenarioReplaced() {
    enableForScenario();
    result_.reset();
    inputs_->setResult(nullptr);
    sizing_->setResult(nullptr);
    error_.reset();
    banner_->dismiss();
    onDocumentChanged();
}

void MainWindow::onDocumentChanged() {
    renderHeader();
    if (!actions_->hasScenario()) return;
    controller_->setActive(true);  // evaluates each valid state, debounced
    if (document_->isEvaluable()) {
        if (error_ && error_->problemCount) {
            error_.reset();
            banner_->dismiss();
        }
        return;
    }
    // Invalid input never reaches the engine; the last valid result stays on screen.
    QStringList lines;
    for (const scenario::Problem& p : document_->problems()) lines << problemLine(document_->scenario(), p);
    error_ = FileError{document_->filePath(), static_cast<int>(lines.size()), lines};
    renderError();
    // Not "Evaluated in 0 ms" beside a banner that says the figures are out of date.
    statusBar()->showMessage(tr("Not evaluated: the inputs have problems"));
    if (!result_) {
        emptyState_->setText(tr("This scenario has problems: fix them in the inputs to see its costs."));
        pages_->setCurrentIndex(0);
    }
    emit errorShown();
}

void MainWindow::onFileStateChanged() {
    renderHeader();
    revertAction_->setEnabled(actions_->hasScenario() && !document_->isReadOnly() &&
                              !document_->filePath().isEmpty());
}

void MainWindow::showRecoveryState() {
    const RecoveryState& state = autosaver_->state();
    switch (state.where) {
        case RecoveryState::Where::DataFolder:
            recoveryStatus_->hide();
            return;
        case RecoveryState::Where::BesideScenario:
        case RecoveryState::Where::TemporaryFolder:
            recoveryStatus_->setText(
                tr("Recovery copies go to %1").arg(QDir::toNativeSeparators(state.folder)));
            recoveryStatus_->setStyleSheet(QString());
            break;
        case RecoveryState::Where::Off:
            recoveryStatus_->setText(tr("Crash recovery is off: no folder can be written"));
            recoveryStatus_->setStyleSheet(QStringLiteral("color: #b91c1c; font-weight: 600;"));
            break;
    }
    recoveryStatus_->setToolTip(
        tr("The data folder's recovery copy could not be written: %1").arg(state.reason));
    recoveryStatus_->show();
    statusBar()->showMessage(state.where == RecoveryState::Where::Off
                                 ? tr("Crash recovery is off: %1").arg(state.reason)
                                 : tr("The data folder cannot take recovery copies (%1); they now go to %2")
                                       .arg(state.reason, QDir::toNativeSeparators(state.folder)),
                             15000);
}

bool MainWindow::importProbe(const QString& path) {
    if (tabs_) tabs_->setCurrentIndex(CalibrationTab);
    return calibration_->importProbe(path);
}

void MainWindow::importPriceList() {
    ImportPriceListDialog dialog(*library_, this);
    Prompts::exec(dialog);
    if (dialog.rowsAdded() > 0) {
        inputs_->retranslate();  // the catalog buttons read the new rows
        statusBar()->showMessage(dialog.resultText(), 10000);
    }
}

bool MainWindow::offerLibraryRebuild() {
    const io::library::LibraryState& state = library_->state();
    if (!state.notice.isEmpty()) Prompts::ask(this, tr("Library started afresh"), state.notice, {Answer::Ok});
    if (state.usable()) return false;
    if (!state.canRebuild()) {
        // Busy, read-only, newer or not usable: a rebuild would cure none of these, and would
        // hide a healthy library, so it is not offered.
        const bool busy = state.problem == io::library::LibraryState::Problem::Busy;
        const QString text = tr("The library (%1) is not available for writing: %2\n\nNothing in it is lost. "
                                "gputco goes on with "
                                "%3; no revisions are kept until it is available.")
                                 .arg(QDir::toNativeSeparators(state.path), state.message,
                                      state.mode == io::library::LibraryState::Mode::ReadOnly
                                          ? tr("its contents, read-only")
                                          : tr("the bundled catalog, read-only"));
        const Answer answer =
            busy ? Prompts::ask(this, tr("Library busy"), text, {Answer::Retry, Answer::Cancel})
                 : Prompts::ask(this, tr("Library not available"), text, {Answer::Ok});
        if (answer == Answer::Retry) {
            library_->open(state.path);
            inputs_->retranslate();
            if (library_->state().usable()) {
                statusBar()->showMessage(tr("The library is available again"), 5000);
                return false;
            }
        }
        statusBar()->showMessage(tr("Library read-only: %1").arg(library_->state().message));
        return false;
    }
    // Damaged: Cancel comes first, so that the default keeps the file as it is.
    const Answer answer = Prompts::ask(
        this, tr("Library damaged"),
        tr("The library (%1) is damaged: %2\n\ngputco works with its bundled catalog, read-only, and "
           "keeps no revisions. Rebuild the library? Every revision, probe result and catalog row "
           "that can still be read is copied into the new one, and the damaged file is kept aside, "
           "not deleted.")
            .arg(QDir::toNativeSeparators(state.path), state.message),
        {Answer::Cancel, Answer::Rebuild});
    if (answer != Answer::Rebuild) {
        statusBar()->showMessage(tr("Library read-only: %1").arg(state.message));
        return false;
    }
    const io::library::RebuildOutcome rebuilt = library_->rebuild();
    if (!rebuilt.error.empty()) {
        showFileError({state.path, std::nullopt, {QString::fromStdString(rebuilt.error)}});
        return false;
    }
    const io::library::Salvage& saved = rebuilt.salvaged;
    QString text =
        tr("The library was rebuilt. Copied from the damaged file: %1 revisions, %2 probe results, "
           "%3 catalog rows.")
            .arg(saved.revisions)
            .arg(saved.probeResults)
            .arg(saved.catalogRows);
    if (!saved.unreadable.empty())
        text +=
            QLatin1Char(' ') + tr("Could not be read: %1.")
                                   .arg(QString::fromStdString(saved.unreadable.front()) +
                                        (saved.unreadable.size() > 1 ? QStringLiteral(", …") : QString()));
    if (!rebuilt.setAside.isEmpty())
        text += QLatin1Char(' ') +
                tr("The old file is kept as %1.").arg(QDir::toNativeSeparators(rebuilt.setAside));
    statusBar()->showMessage(text, 15000);
    Prompts::ask(this, tr("Library rebuilt"), text, {Answer::Ok});
    inputs_->retranslate();  // the catalog buttons read the new library
    return true;
}

MainWindow* MainWindow::openRevisionReadOnly(const io::library::Revision& r) {
    const io::ReadResult read = io::readScenarioJson(r.content);
    if (!read.ok()) {
        showFileError({document_->filePath(),
                       std::nullopt,
                       {tr("that revision cannot be read: %1").arg(QString::fromStdString(read.error))}});
        return nullptr;
    }
    auto* window = new MainWindow;
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->showReadOnly(
        *read.scenario, tr("%1, revision of %2").arg(QFileInfo(r.path).fileName(), shownDateTime(r.savedAt)));
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
    if (p.language != currentLanguage()) setLanguage(p.language);
}

bool MainWindow::isReadOnly() const {
    return document_->isReadOnly();
}

ExplainDialog* MainWindow::explainFigure(const engine::FigureRef& figure) {
    if (!actions_->hasScenario() || !document_->isEvaluable()) return nullptr;
    const engine::Explanation e = controller_->explain(figure);
    auto* dialog = new ExplainDialog(e, figure, document_->scenario(), this);
    // Its links open the figures under this one, explained from the scenario as it is now.
    dialog->setExplainer([this](const engine::FigureRef& ref) { return controller_->explain(ref); });
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    explanations_.removeAll(nullptr);
    explanations_.append(dialog);
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

void MainWindow::rebuildRecentMenu() {
    recentMenu_->clear();
    const QStringList files = DocumentActions::recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString& path = files[i];
        QAction* a =
            recentMenu_->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        a->setToolTip(QDir::toNativeSeparators(path));
        connect(a, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    recentMenu_->setEnabled(!files.isEmpty());
}

void MainWindow::showFileError(const FileError& error) {
    const bool notSaved = error.notSaved;
    error_ = error;
    renderError();
    statusBar()->showMessage(
        notSaved ? tr("Not saved: the file on disk is unchanged") : tr("The file could not be opened"),
        notSaved ? 0 : 5000);
    emit errorShown();
}

void MainWindow::renderError() {
    if (!error_) return;
    const QString file = QFileInfo(error_->path).fileName();
    const QString title =
        error_->notSaved ? tr("“%1” was not saved").arg(file.isEmpty() ? document_->displayName() : file)
        : error_->problemCount
            ? (result_
                   ? tr("“%1” cannot be evaluated (problems found: %2): the figures shown are out of date, "
                        "from the last valid inputs")
                   : tr("“%1” cannot be evaluated (problems found: %2)"))
                  .arg(file.isEmpty() ? document_->displayName() : file)
                  .arg(*error_->problemCount)
            : tr("“%1” cannot be opened").arg(file);
    banner_->showProblems(title, error_->lines);
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::ShortcutOverride) {
        auto* key = static_cast<QKeyEvent*>(event);
        auto* widget = qobject_cast<QWidget*>(watched);
        if (widget && isAncestorOf(widget) &&
            (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo) ||
             QKeySequence(key->keyCombination()) == QKeySequence(Qt::CTRL | Qt::Key_Y))) {
            // Not overridden: the window's Undo / Redo shortcut takes the key.
            event->ignore();
            return true;
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::showStale(bool stale) {
    // While an input is invalid the last valid figures stay, greyed, so that nobody reads them
    // as the figures of what the inputs now say (the banner names the fields).
    if (stale == resultsStale_) return;
    resultsStale_ = stale;
    inputs_->setResultStale(stale);
    sizing_->setResultStale(stale);
    if (stale) {
        auto* fade = new QGraphicsOpacityEffect(results_);
        fade->setOpacity(0.35);
        results_->setGraphicsEffect(fade);  // owned by the widget from here
    } else {
        results_->setGraphicsEffect(nullptr);
    }
    results_->setToolTip(stale ? tr("Out of date: fix the inputs named above to see the figures again")
                               : QString());
}

QString MainWindow::headerLine() const {
    return subtitle_->text();
}

bool MainWindow::isEvaluating() const {
    // A pending edit (the debounce running) counts: the result on screen is not yet its.
    return controller_->isPending();
}

void MainWindow::onEvaluated(const std::shared_ptr<const Evaluation>& evaluation) {
    lastEvaluationMs_ = evaluation->milliseconds;
    // Validation keeps every figure finite; should one not be, it is never drawn as a number.
    if (!evaluation->nonFinite.empty()) {
        QStringList lines;
        for (const std::string& name : evaluation->nonFinite)
            lines << tr("not a finite number: %1").arg(io::shownText(name));
        error_ = FileError{document_->filePath(), static_cast<int>(lines.size()), lines};
        renderError();
        emit errorShown();
        return;
    }
    result_ = evaluation->result;
    inputs_->setResult(std::shared_ptr<const engine::Result>(evaluation, &evaluation->result));
    sizing_->setResult(std::shared_ptr<const engine::Result>(evaluation, &evaluation->result));
    costs_->showEvaluation(*evaluation, document_->scenario().tax.enabled);
    pages_->setCurrentIndex(1);
    copyAction_->setEnabled(true);
    exportPdfAction_->setEnabled(true);
    exportWorkbookAction_->setEnabled(true);
    statusBar()->showMessage(tr("Evaluated in %1 ms").arg(lastEvaluationMs_));
    refreshExpectedSaving();
    for (const QPointer<ExplainDialog>& open : explanations_)
        if (open)
            open->setExplanation(controller_->explain(open->figure()), open->figure(), document_->scenario());
    emit resultShown();
}

void MainWindow::refreshExpectedSaving() {
    // With uncertain inputs the expected NPV saving (the Monte Carlo mean) stands beside the
    // one at the file's values (MODEL.md section 8): the run follows the scenario, in the
    // background, and a run for an older state is followed by one for this state.
    const scenario::Scenario& s = document_->scenario();
    const bool uncertain = s.uncertainty && !s.uncertainty->inputs.empty() && document_->isEvaluable();
    if (!uncertain) {
        costs_->kpiPanel()->setMonteCarlo(nullptr, false);
        return;
    }
    if (!controller_->isMonteCarloCurrent())
        controller_->runMonteCarlo();  // a stale run is stopped and redone
    const bool current = controller_->isMonteCarloCurrent();
    costs_->kpiPanel()->setMonteCarlo(current ? controller_->monteCarlo().get() : nullptr,
                                      controller_->isMonteCarloRunning(),
                                      static_cast<int>(scenario::uncertainDrift(s).size()));
}

void MainWindow::copyTable() {
    if (!result_) return;
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
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState());
    QMainWindow::closeEvent(event);
}

// The public file actions, for the menus' callers and the tests: DocumentActions does them.
bool MainWindow::openFile(const QString& path) {
    return actions_->open(path);
}
bool MainWindow::newScenario() {
    return actions_->newScenario();
}
bool MainWindow::save() {
    return actions_->save();
}
bool MainWindow::saveAs() {
    return actions_->saveAs();
}
bool MainWindow::revert() {
    return actions_->revert();
}
bool MainWindow::offerRecovery() {
    return actions_->offerRecovery();
}
void MainWindow::showRevisions() {
    actions_->showRevisions();
}
CompareView* MainWindow::compareWith(const QString& path) {
    return actions_->compareWith(path);
}
ExportJob* MainWindow::exportPdf(const QString& path) {
    return actions_->exportPdf(path);
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

ExportJob* MainWindow::exportWorkbook(const QString& path) {
    return actions_->exportWorkbook(path);
}

void MainWindow::showExportProgress(int percent, const QString& what, bool cancellable) {
    exportLabel_->setText(what);
    exportBar_->setValue(percent);
    exportCancel_->setEnabled(cancellable);
    exportProgress_->show();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (!scenarioFileIn(event->mimeData()).isEmpty()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QString path = scenarioFileIn(event->mimeData());
    if (path.isEmpty()) return;
    event->acceptProposedAction();
    openFile(path);
}

}  // namespace gputco::ui
