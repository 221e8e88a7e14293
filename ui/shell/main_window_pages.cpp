// MainWindow's pages: the central widget (the scenario's header, the Costs, Options, Sizing,
// Risk and Calibration tabs, the error banner and the inputs dock), and where each page's
// requests go (an explanation, a chart's note, another tab, the optimiser, the status bar).
#include <QDockWidget>
#include <QLabel>
#include <QPointer>
#include <QScrollArea>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QVBoxLayout>

#include "ui/document/evaluation_controller.h"
#include "ui/editors/inputs_panel.h"
#include "ui/editors/option_board.h"
#include "ui/pages/calibration_page.h"
#include "ui/pages/costs_page.h"
#include "ui/pages/error_banner.h"
#include "ui/pages/risk_page.h"
#include "ui/shell/coalesced_read.h"
#include "ui/shell/library_actions.h"
#include "ui/shell/main_window.h"
#include "ui/shell/problem_report.h"
#include "ui/shell/scenario_header.h"
#include "ui/shell/team_link.h"
#include "ui/sizing/sizing_page.h"

namespace gputco::ui {

namespace {

// Every page is built in the parent it is shown in: a widget moved into another parent has
// the application's style sheet applied again to everything it holds (QWidget::setParent
// re-polishes the whole subtree), which was a fifth of building the window (issue #35).
// A QTabWidget keeps its pages in its own stack and moves a page there when it is added, so
// the pages are made inside that stack.
QWidget* tabStack(QTabWidget* tabs) {
    auto* stack = tabs->findChild<QStackedWidget*>(QStringLiteral("qt_tabwidget_stackedwidget"),
                                                   Qt::FindDirectChildrenOnly);
    return stack ? static_cast<QWidget*>(stack) : tabs;  // another Qt: the pages are moved once
}

// On a small screen, or with many warnings, a page scrolls instead of squeezing its charts
// below a readable height. The Costs and Sizing pages never scroll sideways; the Risk and
// Calibration pages' tables may.
QScrollArea* scrollingPage(QWidget* parent, bool sideways = false) {
    auto* scroll = new QScrollArea(parent);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    if (!sideways) scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return scroll;
}

}  // namespace

void MainWindow::buildCentralWidget() {
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(20, 16, 20, 16);
    layout->setSpacing(12);

    // The banner goes under the pages (added below): above them, its coming and going moved
    // every field of the Options page, and the next click landed on another field.
    banner_ = new ErrorBanner(central);
    problems_ = new ProblemReport(document_, banner_, this);

    header_ = new ScenarioHeader(central);
    layout->addWidget(header_);

    pages_ = new QStackedWidget(central);
    emptyState_ = new QLabel(pages_);
    emptyState_->setObjectName(QStringLiteral("EmptyState"));
    emptyState_->setAlignment(Qt::AlignCenter);
    emptyState_->setWordWrap(true);
    pages_->addWidget(emptyState_);
    tabs_ = new QTabWidget(pages_);
    tabs_->setObjectName(QStringLiteral("ResultTabs"));
    tabs_->setDocumentMode(true);
    QWidget* stack = tabStack(tabs_);

    auto* scroll = scrollingPage(stack);
    costs_ = new CostsPage(scroll->viewport());
    costs_->follow(controller_, document_);
    scroll->setWidget(costs_);
    // Built before the inputs panel, as it always was: both follow the document's changes,
    // in the order they were made.
    auto* riskScroll = scrollingPage(stack, true);
    risk_ = new RiskPage(document_, controller_, riskScroll->viewport());
    riskScroll->setWidget(risk_);
    tabs_->addTab(scroll, QString());

    auto* dock = new QDockWidget(this);
    inputs_ = new InputsPanel(document_, dock, stack);
    inputs_->follow(controller_);
    tabs_->addTab(inputs_->boardPage(), QString());  // built when first shown

    auto* sizingScroll = scrollingPage(stack);
    sizing_ = new SizingPage(document_, sizingScroll->viewport());
    sizing_->follow(controller_);
    sizingScroll->setWidget(sizing_);
    tabs_->addTab(sizingScroll, QString());

    tabs_->addTab(riskScroll, QString());

    auto* calibrationScroll = scrollingPage(stack, true);
    calibration_ = new CalibrationPage(document_, controller_, library_.get(), calibrationScroll->viewport());
    calibrationScroll->setWidget(calibration_);
    tabs_->addTab(calibrationScroll, QString());
    pages_->addWidget(tabs_);
    layout->addWidget(pages_, 1);
    layout->addWidget(banner_);

    setCentralWidget(central);

    dock->setObjectName(QStringLiteral("InputsDock"));  // saveState() needs a name
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    dock->setWidget(inputs_);
    addDockWidget(Qt::LeftDockWidgetArea, dock);
    resizeDocks({dock}, {330}, Qt::Horizontal);
    inputsDock_ = dock;
}

void MainWindow::routePageRequests() {
    connect(costs_, &CostsPage::explainRequested, this, &MainWindow::explainFigure);
    connect(costs_, &CostsPage::noteRequested, this, &MainWindow::showChartNote);
    connect(risk_, &RiskPage::noteRequested, this, &MainWindow::showChartNote);
    connect(calibration_, &CalibrationPage::noteRequested, this, &MainWindow::showChartNote);
    connect(calibration_, &CalibrationPage::probeKept, team_, &TeamLink::keepProbeResult);
    // The team's probe results beside this computer's, read off the window's thread; none while
    // no team library is in use (a list as last read would offer results nobody can check now).
    const CoalescedRead reads([this](std::function<void()> finished) {
        QPointer<CalibrationPage> page(calibration_);
        team_->readProbeResults(
            [page, finished](std::vector<io::library::ProbeRecord> results, const QString&) {
                if (page) page->setTeamProbeResults(std::move(results));
                finished();
            });
    });
    connect(team_, &TeamLink::probeResultsChanged, calibration_, [this, reads] {
        if (team_->inUse())
            reads.ask();
        else
            calibration_->setTeamProbeResults({});
    });
    connect(calibration_, &CalibrationPage::explainRequested, this, &MainWindow::explainFigure);
    connect(sizing_, &SizingPage::explainRequested, this, &MainWindow::explainFigure);
    connect(inputs_, &InputsPanel::sizingRequested, this, [this] { tabs_->setCurrentIndex(SizingTab); });
    connect(inputs_, &InputsPanel::optimiseRequested, this,
            [this](std::size_t option) { optimiseOption(option); });
    inputs_->setCatalog(
        [this](io::library::Kind kind, QString* note) { return libraryActions_->catalogRows(kind, note); });
    // The catalog buttons read the library's rows again.
    connect(libraryActions_, &LibraryActions::catalogChanged, inputs_, &InputsPanel::retranslate);
    connect(inputs_, &InputsPanel::uncertainRequested, this, [this](const QString& path) {
        if (risk_->addInput(path)) tabs_->setCurrentIndex(RiskTab);
    });
    connect(inputs_, &InputsPanel::optionsShown, this, [this] { tabs_->setCurrentIndex(OptionsTab); });
    connect(inputs_, &InputsPanel::explainRequested, this, &MainWindow::explainFigure);
    connect(inputs_, &InputsPanel::problem, this,
            [this](const QString& text) { statusBar()->showMessage(text, 8000); });
}

}  // namespace gputco::ui
