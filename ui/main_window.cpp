#include "ui/main_window.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMimeData>
#include <QScrollArea>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include "model/engine/evaluate.h"
#include "model/io/number_format.h"
#include "model/io/scenario_reader.h"
#include "ui/annual_cost_chart.h"
#include "ui/comparison_table.h"
#include "ui/cumulative_cost_chart.h"
#include "ui/error_banner.h"
#include "ui/kpi_panel.h"
#include "ui/report/report_writer.h"

namespace gputco::ui {

namespace {

const QString kGeometryKey = QStringLiteral("mainWindow/geometry");
const QString kStateKey = QStringLiteral("mainWindow/state");
const QString kLanguageKey = QStringLiteral("ui/language");

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

// A titled white panel around a table or a chart.
QFrame* panel(QLabel* title, QWidget* content) {
    auto* frame = new QFrame;
    frame->setObjectName(QStringLiteral("Panel"));
    title->setObjectName(QStringLiteral("PanelTitle"));
    title->setTextFormat(Qt::PlainText);
    auto* layout = new QVBoxLayout(frame);
    layout->setContentsMargins(14, 10, 14, 12);
    layout->setSpacing(8);
    layout->addWidget(title);
    layout->addWidget(content, 1);
    return frame;
}

}  // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), watcher_(new QFutureWatcher<engine::Result>(this)) {
    setAcceptDrops(true);
    connect(watcher_, &QFutureWatcher<engine::Result>::finished, this, &MainWindow::onEvaluated);
    buildMenus();
    buildCentralWidget();

    QSettings settings;
    resize(1400, 900);
    if (settings.contains(kGeometryKey)) restoreGeometry(settings.value(kGeometryKey).toByteArray());
    if (settings.contains(kStateKey)) restoreState(settings.value(kStateKey).toByteArray());

    const UiLanguage language = languageFromCode(settings.value(kLanguageKey).toString(), systemLanguage());
    if (language != currentLanguage())
        setLanguage(language);
    else
        retranslate();
}

MainWindow::~MainWindow() {
    // The worker holds a copy of the scenario, never a pointer into this window; waiting
    // here only keeps the thread pool tidy at exit.
    watcher_->waitForFinished();
}

void MainWindow::buildMenus() {
    fileMenu_ = menuBar()->addMenu(QString());
    openAction_ = fileMenu_->addAction(QString(), this, &MainWindow::chooseFile);
    openAction_->setShortcut(QKeySequence::Open);
    exportPdfAction_ = fileMenu_->addAction(QString(), this, &MainWindow::chooseExportFile);
    exportPdfAction_->setEnabled(false);
    fileMenu_->addSeparator();
    quitAction_ = fileMenu_->addAction(QString(), this, &QWidget::close);
    quitAction_->setShortcut(QKeySequence::Quit);
    quitAction_->setMenuRole(QAction::QuitRole);

    editMenu_ = menuBar()->addMenu(QString());
    copyAction_ = editMenu_->addAction(QString(), this, &MainWindow::copyTable);
    copyAction_->setShortcut(QKeySequence::Copy);
    copyAction_->setEnabled(false);

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

    banner_ = new ErrorBanner(central);
    layout->addWidget(banner_);

    title_ = new QLabel(central);
    title_->setObjectName(QStringLiteral("ScenarioTitle"));
    title_->setTextFormat(Qt::PlainText);  // the scenario's name is the user's text
    subtitle_ = new QLabel(central);
    subtitle_->setObjectName(QStringLiteral("ScenarioSubtitle"));
    subtitle_->setTextFormat(Qt::PlainText);
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

    auto* results = new QWidget(pages_);
    auto* resultsLayout = new QVBoxLayout(results);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    resultsLayout->setSpacing(12);
    kpis_ = new KpiPanel(results);
    resultsLayout->addWidget(kpis_);
    table_ = new ComparisonTable(results);
    tableTitle_ = new QLabel;
    resultsLayout->addWidget(panel(tableTitle_, table_));
    auto* charts = new QHBoxLayout;
    charts->setSpacing(12);
    cumulative_ = new CumulativeCostChart;
    cumulativeTitle_ = new QLabel;
    annual_ = new AnnualCostChart;
    annualTitle_ = new QLabel;
    charts->addWidget(panel(cumulativeTitle_, cumulative_), 1);
    charts->addWidget(panel(annualTitle_, annual_), 1);
    resultsLayout->addLayout(charts, 1);
    // On a small screen, or with many warnings, the page scrolls instead of squeezing the
    // charts below a readable height.
    auto* scroll = new QScrollArea(pages_);
    scroll->setWidget(results);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    pages_->addWidget(scroll);
    layout->addWidget(pages_, 1);

    setCentralWidget(central);
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
    fileMenu_->setTitle(tr("&File"));
    openAction_->setText(tr("&Open…"));
    exportPdfAction_->setText(tr("&Export PDF…"));
    quitAction_->setText(tr("&Quit"));
    editMenu_->setTitle(tr("&Edit"));
    copyAction_->setText(tr("&Copy table"));
    viewMenu_->setTitle(tr("&View"));
    languageMenu_->setTitle(tr("&Language"));
    englishAction_->setChecked(currentLanguage() == UiLanguage::English);
    chineseAction_->setChecked(currentLanguage() == UiLanguage::SimplifiedChinese);

    emptyState_->setText(tr("Open a scenario with File > Open, or drop a .gputco file here."));
    tableTitle_->setText(tr("Comparison of options"));
    cumulativeTitle_->setText(tr("Cumulative cost (nominal)"));
    annualTitle_->setText(tr("Annual cost by category"));

    renderHeader();
    kpis_->retranslate();
    table_->retranslate();
    cumulative_->retranslate();
    annual_->retranslate();
    renderError();
    if (lastEvaluationMs_ >= 0 && !isEvaluating())
        statusBar()->showMessage(tr("Evaluated in %1 ms").arg(lastEvaluationMs_));
}

void MainWindow::renderHeader() {
    if (!scenario_) {
        setWindowTitle(QStringLiteral("gputco"));
        title_->setText(tr("GPU cluster total cost of ownership"));
        subtitle_->setText(tr("No scenario open"));
        return;
    }
    const QString name = scenario_->name.empty() ? QFileInfo(filePath_).completeBaseName()
                                                 : QString::fromStdString(scenario_->name);
    setWindowTitle(tr("%1 — gputco").arg(name));
    title_->setText(name);
    // Worded so that no plural form is needed in English: "options: 1", "1-year horizon".
    subtitle_->setText(tr("%1  ·  options: %2  ·  %3-year horizon  ·  currency %4")
                           .arg(QDir::toNativeSeparators(filePath_))
                           .arg(scenario_->options.size())
                           .arg(scenario_->horizonYears)
                           .arg(QString::fromStdString(scenario_->currency)));
}

bool MainWindow::openFile(const QString& path) {
    const io::ReadResult read = io::readScenarioFile(path);
    if (!read.error.empty()) {
        showFileError({path, std::nullopt, {QString::fromStdString(read.error)}});
        return false;
    }
    if (!read.scenario || !read.problems.empty()) {
        QStringList lines;
        for (const scenario::Problem& p : read.problems)
            lines << QString::fromStdString(p.path.empty() ? p.message : p.text());
        showFileError({path, static_cast<int>(read.problems.size()), lines});
        return false;
    }
    error_.reset();
    banner_->dismiss();
    filePath_ = QFileInfo(path).absoluteFilePath();
    scenario_ = *read.scenario;
    renderHeader();
    startEvaluation();
    return true;
}

void MainWindow::showFileError(FileError error) {
    error_ = std::move(error);
    renderError();
    statusBar()->showMessage(tr("The file could not be opened"), 5000);
    emit errorShown();
}

void MainWindow::renderError() {
    if (!error_) return;
    const QString file = QFileInfo(error_->path).fileName();
    const QString title =
        error_->problemCount
            ? tr("“%1” cannot be evaluated (problems found: %2)").arg(file).arg(*error_->problemCount)
            : tr("“%1” cannot be opened").arg(file);
    banner_->showProblems(title, error_->lines);
}

void MainWindow::startEvaluation() {
    if (!scenario_) return;
    statusBar()->showMessage(tr("Evaluating…"));
    evaluationClock_.start();
    // The worker gets its own copy: the window may open another file meanwhile, and a new
    // future replaces the old one in the watcher, so a stale result is never shown.
    watcher_->setFuture(QtConcurrent::run([s = *scenario_] { return engine::evaluate(s); }));
}

bool MainWindow::isEvaluating() const {
    return watcher_->isRunning();
}

void MainWindow::onEvaluated() {
    if (watcher_->isCanceled()) return;
    lastEvaluationMs_ = evaluationClock_.elapsed();
    result_ = watcher_->result();
    kpis_->setResult(*result_);
    table_->setResult(*result_);
    cumulative_->setResult(*result_);
    annual_->setResult(*result_);
    pages_->setCurrentIndex(1);
    copyAction_->setEnabled(true);
    exportPdfAction_->setEnabled(true);
    statusBar()->showMessage(tr("Evaluated in %1 ms").arg(lastEvaluationMs_));
    emit resultShown();
}

void MainWindow::copyTable() {
    if (!result_) return;
    QGuiApplication::clipboard()->setText(table_->toTsv());
    statusBar()->showMessage(tr("Table copied as tab-separated text"), 3000);
}

void MainWindow::chooseFile() {
    const QString dir = filePath_.isEmpty() ? QString() : QFileInfo(filePath_).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open scenario"), dir,
                                                      tr("gputco scenarios (*.gputco);;All files (*)"));
    if (!path.isEmpty()) openFile(path);
}

bool MainWindow::exportPdf(const QString& path) {
    if (!scenario_ || !result_) return false;
    report::ReportOptions options;
    if (QLocale::system().measurementSystem() == QLocale::ImperialUSSystem) options.page = QPageSize::Letter;
    const report::ReportOutcome outcome = report::writeReport(
        report::makeReportInput(*scenario_, *result_, filePath_), path, options, [this](int done, int total) {
            statusBar()->showMessage(tr("Writing the report… %1 %").arg(100 * done / total));
        });
    if (!outcome.ok) {
        statusBar()->showMessage(outcome.error);
        return false;
    }
    statusBar()->showMessage(tr("Report written to %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

void MainWindow::chooseExportFile() {
    if (!result_) return;
    const QFileInfo source(filePath_);
    const QString suggested =
        source.absoluteDir().filePath(source.completeBaseName() + QStringLiteral(".pdf"));
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export PDF report"), suggested, tr("PDF files (*.pdf)"));
    if (!path.isEmpty()) exportPdf(path);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState());
    QMainWindow::closeEvent(event);
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
