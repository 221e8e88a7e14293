#include "ui/pages/risk_page.h"

#include <qcustomplot.h>
#include <QComboBox>
#include <QCompleter>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <cmath>

#include "model/engine/input_distribution.h"
#include "model/io/display_text.h"
#include "model/scenario/field_paths.h"
#include "ui/charts/chart_style.h"
#include "ui/charts/pv_distribution_chart.h"
#include "ui/charts/tornado_chart.h"
#include "ui/document/evaluation_controller.h"
#include "ui/document/scenario_document.h"
#include "ui/language.h"
#include "ui/pages/titled_panel.h"

namespace gputco::ui {

namespace sc = gputco::scenario;

namespace {

enum Column {
    PathColumn,
    DistColumn,
    LowColumn,
    ModeColumn,
    HighColumn,
    MeanColumn,
    StddevColumn,
    ColumnCount
};

constexpr sc::Distribution kDistributions[] = {sc::Distribution::Uniform, sc::Distribution::Triangular,
                                               sc::Distribution::Pert, sc::Distribution::Normal,
                                               sc::Distribution::Lognormal};

// Which parameters a distribution reads; the others are shown empty.
bool uses(sc::Distribution d, int column) {
    switch (column) {
        case LowColumn:
        case HighColumn:
            return true;  // bounds, or truncation bounds for normal and lognormal
        case ModeColumn:
            return d == sc::Distribution::Triangular || d == sc::Distribution::Pert;
        case MeanColumn:
        case StddevColumn:
            return d == sc::Distribution::Normal || d == sc::Distribution::Lognormal;
    }
    return false;
}

double& parameter(sc::UncertainInput& in, int column) {
    switch (column) {
        case LowColumn:
            return in.low;
        case ModeColumn:
            return in.mode;
        case HighColumn:
            return in.high;
        case MeanColumn:
            return in.mean;
        default:
            return in.stddev;
    }
}

QString number(double v) {
    return uiLocale().toString(v, 'g', 8);
}

}  // namespace

RiskPage::RiskPage(ScenarioDocument* document, EvaluationController* controller, QWidget* parent)
    : QWidget(parent), document_(document), controller_(controller) {
    // The tornado comes with each evaluation, the Monte Carlo on request: both from the
    // controller, the page only shows them.
    connect(controller_, &EvaluationController::evaluated, this, &RiskPage::onEvaluated);
    connect(controller_, &EvaluationController::monteCarloFinished, this, &RiskPage::onMonteCarloDone);
    connect(controller_, &EvaluationController::monteCarloProgress, this,
            [this](int percent) { progress_->setValue(percent); });
    connect(controller_, &EvaluationController::monteCarloCancelled, this, [this] {
        runButton_->setEnabled(true);
        cancelButton_->setEnabled(false);
        progress_->setValue(0);
        status_->setText(tr("Cancelled; the last complete run is still shown"));
    });
    connect(document_, &ScenarioDocument::changed, this, &RiskPage::onDocumentChanged);
    build();
    retranslate();
    onDocumentChanged();
}

RiskPage::~RiskPage() = default;

void RiskPage::build() {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(10);
    intro_ = new QLabel(this);
    intro_->setWordWrap(true);
    layout->addWidget(intro_);

    auto* top = new QHBoxLayout;
    auto* inputsBox = new QVBoxLayout;
    table_ = new QTableWidget(0, ColumnCount, this);
    table_->setObjectName(QStringLiteral("UncertainInputs"));
    table_->verticalHeader()->setVisible(false);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(PathColumn, QHeaderView::Stretch);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setMinimumHeight(170);
    connect(table_, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (!refreshing_) editInput(item->row(), item->column(), item->text());
    });
    connect(table_, &QTableWidget::itemSelectionChanged, this, &RiskPage::refreshPreview);
    inputsBox->addWidget(table_, 1);
    auto* addRow = new QHBoxLayout;
    addPath_ = new QComboBox(this);
    addPath_->setEditable(true);
    addPath_->setInsertPolicy(QComboBox::NoInsert);
    addPath_->completer()->setFilterMode(Qt::MatchContains);
    addPath_->completer()->setCompletionMode(QCompleter::PopupCompletion);
    addPath_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    addPath_->setMinimumContentsLength(28);
    addButton_ = new QPushButton(this);
    connect(addButton_, &QPushButton::clicked, this, [this] { addInput(addPath_->currentText().trimmed()); });
    removeButton_ = new QPushButton(this);
    connect(removeButton_, &QPushButton::clicked, this, [this] {
        if (table_->currentRow() >= 0) removeInput(table_->currentRow());
    });
    addRow->addWidget(addPath_, 1);
    addRow->addWidget(addButton_);
    addRow->addWidget(removeButton_);
    inputsBox->addLayout(addRow);
    top->addLayout(inputsBox, 3);

    preview_ = new QCustomPlot(this);
    preview_->setObjectName(QStringLiteral("DistributionPreview"));
    preview_->setMinimumSize(220, 160);
    top->addWidget(preview_, 1);
    layout->addLayout(top);

    auto* runRow = new QHBoxLayout;
    trialsLabel_ = new QLabel(this);
    trials_ = new QSpinBox(this);
    trials_->setRange(1, 10'000'000);
    trials_->setSingleStep(10000);
    trials_->setGroupSeparatorShown(true);
    seedLabel_ = new QLabel(this);
    seed_ = new QSpinBox(this);
    seed_->setRange(0, std::numeric_limits<int>::max());
    connect(trials_, &QSpinBox::valueChanged, this, [this](int v) {
        if (refreshing_ || !document_->scenario().uncertainty) return;
        document_->edit(tr("Change trials"), QStringLiteral("uncertainty.trials"),
                        [v](sc::Scenario& s) { s.uncertainty->trials = v; });
    });
    connect(seed_, &QSpinBox::valueChanged, this, [this](int v) {
        if (refreshing_ || !document_->scenario().uncertainty) return;
        document_->edit(tr("Change seed"), QStringLiteral("uncertainty.seed"),
                        [v](sc::Scenario& s) { s.uncertainty->seed = static_cast<std::uint64_t>(v); });
    });
    runButton_ = new QPushButton(this);
    runButton_->setDefault(true);
    connect(runButton_, &QPushButton::clicked, this, &RiskPage::runMonteCarlo);
    cancelButton_ = new QPushButton(this);
    cancelButton_->setEnabled(false);
    connect(cancelButton_, &QPushButton::clicked, this, &RiskPage::cancel);
    progress_ = new QProgressBar(this);
    progress_->setRange(0, 100);
    progress_->setValue(0);
    status_ = new QLabel(this);
    status_->setTextFormat(Qt::PlainText);
    for (QWidget* w :
         std::initializer_list<QWidget*>{trialsLabel_, trials_, seedLabel_, seed_, runButton_, cancelButton_})
        runRow->addWidget(w);
    runRow->addWidget(progress_, 1);
    runRow->addWidget(status_, 2);
    layout->addLayout(runRow);

    auto* charts = new QGridLayout;
    tornado_ = new TornadoChart;
    tornadoTitle_ = new QLabel;
    distribution_ = new PvDistributionChart;
    distributionTitle_ = new QLabel;
    cheapest_ = new CheapestProbabilityChart;
    cheapestTitle_ = new QLabel;
    charts->addWidget(titledPanel(tornadoTitle_, tornado_), 0, 0, 1, 2);
    charts->addWidget(titledPanel(distributionTitle_, distribution_), 1, 0);
    charts->addWidget(titledPanel(cheapestTitle_, cheapest_), 1, 1);
    layout->addLayout(charts, 1);
}

void RiskPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void RiskPage::retranslate() {
    intro_->setText(
        tr("Inputs you are unsure of, each with a distribution. The tornado moves each one to its 5th "
           "and 95th percentile in turn; Monte Carlo draws all of them at once, the same draws for "
           "every option."));
    table_->setHorizontalHeaderLabels(
        {tr("Input"), tr("Distribution"), tr("Low"), tr("Mode"), tr("High"), tr("Mean"), tr("Std dev")});
    addPath_->lineEdit()->setPlaceholderText(tr("Field to add, e.g. options[2].sources[0].facility.pue"));
    addButton_->setText(tr("Add input"));
    removeButton_->setText(tr("Remove"));
    trialsLabel_->setText(tr("Trials"));
    seedLabel_->setText(tr("Seed"));
    runButton_->setText(tr("Run Monte Carlo"));
    cancelButton_->setText(tr("Cancel"));
    tornadoTitle_->setText(tr("Tornado: what moves the PV difference most"));
    distributionTitle_->setText(tr("Distribution of PV by option"));
    cheapestTitle_->setText(tr("Probability of being the cheapest"));
    tornado_->retranslate();
    distribution_->retranslate();
    cheapest_->retranslate();
    refreshTable();
    showStatus();
}

void RiskPage::onDocumentChanged() {
    refreshTable();
    refreshAddList();
    refreshPreview();
    showStatus();
    const sc::Scenario& s = document_->scenario();
    if (!s.uncertainty || s.uncertainty->inputs.empty()) {
        sensitivity_.reset();
        tornado_->clearResult();
    }
}

void RiskPage::refreshTable() {
    refreshing_ = true;
    const sc::Scenario& s = document_->scenario();
    const std::vector<sc::UncertainInput> inputs =
        s.uncertainty ? s.uncertainty->inputs : std::vector<sc::UncertainInput>{};
    if (table_->rowCount() != static_cast<int>(inputs.size()))
        table_->setRowCount(static_cast<int>(inputs.size()));
    for (int row = 0; row < static_cast<int>(inputs.size()); ++row) {
        const sc::UncertainInput& in = inputs[static_cast<std::size_t>(row)];
        auto* path = new QTableWidgetItem(QString::fromStdString(in.path));
        path->setFlags(path->flags() & ~Qt::ItemIsEditable);
        table_->setItem(row, PathColumn, path);
        auto* combo = qobject_cast<QComboBox*>(table_->cellWidget(row, DistColumn));
        if (!combo) {
            combo = new QComboBox;
            table_->setCellWidget(row, DistColumn, combo);
            connect(combo, &QComboBox::activated, this, [this, combo](int index) {
                for (int r = 0; r < table_->rowCount(); ++r)
                    if (table_->cellWidget(r, DistColumn) == combo)
                        document_->edit(tr("Change distribution"), QString(), [r, index](sc::Scenario& x) {
                            x.uncertainty->inputs.at(static_cast<std::size_t>(r)).dist =
                                kDistributions[index];
                        });
            });
        }
        combo->clear();
        combo->addItems({tr("uniform"), tr("triangular"), tr("PERT"), tr("normal"), tr("lognormal")});
        for (int i = 0; i < 5; ++i)
            if (kDistributions[i] == in.dist) combo->setCurrentIndex(i);
        for (int column = LowColumn; column < ColumnCount; ++column) {
            sc::UncertainInput copy = in;
            auto* item =
                new QTableWidgetItem(uses(in.dist, column) ? number(parameter(copy, column)) : QString());
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (!uses(in.dist, column)) item->setFlags(item->flags() & ~Qt::ItemIsEditable);
            table_->setItem(row, column, item);
        }
    }
    // Problems the validator finds in an input, as the row's tool tip and in red.
    for (const sc::Problem& p : document_->problems()) {
        if (p.path.rfind("uncertainty.inputs[", 0) != 0) continue;
        const int row = std::atoi(p.path.c_str() + std::string("uncertainty.inputs[").size());
        if (row < 0 || row >= table_->rowCount()) continue;
        for (int c = PathColumn; c < ColumnCount; ++c)
            if (QTableWidgetItem* item = table_->item(row, c)) {
                item->setForeground(QColor(0xb4, 0x23, 0x18));
                item->setToolTip(QString::fromStdString(p.text()));
            }
    }
    const int trials = s.uncertainty ? s.uncertainty->trials : sc::Uncertainty{}.trials;
    trials_->setValue(trials);
    seed_->setValue(s.uncertainty ? static_cast<int>(std::min<std::uint64_t>(s.uncertainty->seed, INT32_MAX))
                                  : 1);
    refreshing_ = false;
}

void RiskPage::refreshAddList() {
    const sc::Scenario& s = document_->scenario();
    QStringList paths;
    for (const std::string& p : sc::numericFieldPaths(s)) {
        bool used = false;
        if (s.uncertainty)
            for (const sc::UncertainInput& in : s.uncertainty->inputs) used = used || in.path == p;
        if (!used) paths << QString::fromStdString(p);
    }
    const QString typed = addPath_->currentText();
    addPath_->clear();
    addPath_->addItems(paths);
    addPath_->setCurrentText(typed);
}

void RiskPage::editInput(int row, int column, const QString& text) {
    if (column < LowColumn || column >= ColumnCount) return;
    bool ok = false;
    const double v = uiLocale().toDouble(text.trimmed(), &ok);
    if (!ok || !std::isfinite(v)) {
        refreshTable();  // not a number: the cell shows the value the document holds
        status_->setText(tr("Not a number: “%1”").arg(text));
        return;
    }
    document_->edit(tr("Change uncertain input"),
                    QStringLiteral("uncertainty.inputs[%1].%2").arg(row).arg(column),
                    [row, column, v](sc::Scenario& s) {
                        parameter(s.uncertainty->inputs.at(static_cast<std::size_t>(row)), column) = v;
                    });
}

bool RiskPage::addInput(const QString& path) {
    sc::Scenario copy = document_->scenario();
    const sc::FieldLookup found = sc::findField(copy, path.toStdString());
    if (!found.field) {
        status_->setText(QString::fromStdString(found.error));
        return false;
    }
    // Around the current value: triangular from -20 % to +20 %, kept inside the field's range.
    const sc::FieldRef& f = *found.field;
    const double v = f.get();
    const double spread = v != 0 ? std::abs(v) * 0.2 : 0.1;
    sc::UncertainInput in;
    in.path = path.toStdString();
    in.dist = sc::Distribution::Triangular;
    in.low = f.admissible(v - spread);
    in.high = f.admissible(v + spread);
    in.mode = std::clamp(v, in.low, in.high);
    in.mean = v;
    in.stddev = spread / 2;
    document_->edit(tr("Add uncertain input %1").arg(path), QString(), [&](sc::Scenario& s) {
        if (!s.uncertainty) s.uncertainty.emplace();
        s.uncertainty->inputs.push_back(in);
    });
    addPath_->setCurrentText(QString());
    table_->selectRow(table_->rowCount() - 1);
    return true;
}

void RiskPage::removeInput(int index) {
    const sc::Scenario& s = document_->scenario();
    if (!s.uncertainty || index < 0 || index >= static_cast<int>(s.uncertainty->inputs.size())) return;
    document_->edit(
        tr("Remove uncertain input %1").arg(QString::fromStdString(s.uncertainty->inputs[index].path)),
        QString(),
        [index](sc::Scenario& x) { x.uncertainty->inputs.erase(x.uncertainty->inputs.begin() + index); });
}

void RiskPage::refreshPreview() {
    preview_->clearGraphs();
    styleChart(*preview_, uiLocale());
    preview_->yAxis->setTickLabels(false);
    const int row = table_->currentRow();
    sc::Scenario s = document_->scenario();
    if (!s.uncertainty || row < 0 || row >= static_cast<int>(s.uncertainty->inputs.size())) {
        preview_->xAxis->setLabel(tr("Select an input to see its distribution"));
        preview_->replot();
        return;
    }
    const sc::UncertainInput& in = s.uncertainty->inputs[static_cast<std::size_t>(row)];
    const sc::FieldLookup found = sc::findField(s, in.path);
    if (!found.field || !document_->isEvaluable()) {
        preview_->xAxis->setLabel(tr("Fix the input's problems to see its distribution"));
        preview_->replot();
        return;
    }
    // The density from the quantile function: between the quantiles at p and p + dp lies
    // the probability dp, so the density there is dp / dx.
    const engine::InputDistribution d(in, found.field->range());
    QVector<double> x, y;
    constexpr int kSteps = 80;
    for (int i = 0; i < kSteps; ++i) {
        const double p0 = 0.005 + 0.99 * i / kSteps, p1 = 0.005 + 0.99 * (i + 1) / kSteps;
        const double a = d.quantile(p0), b = d.quantile(p1);
        if (!(b > a)) continue;
        x << (a + b) / 2;
        y << (p1 - p0) / (b - a);
    }
    QCPGraph* g = preview_->addGraph();
    g->setPen(QPen(QColor(0x25, 0x63, 0xeb), 2));
    g->setBrush(QColor(0x25, 0x63, 0xeb, 50));
    g->setData(x, y, true);
    preview_->xAxis->setLabel(QString::fromStdString(in.path));
    preview_->rescaleAxes();
    preview_->yAxis->setRangeLower(0);
    preview_->replot();
}

void RiskPage::onEvaluated(const std::shared_ptr<const Evaluation>& evaluation) {
    if (!evaluation->sensitivity) {
        sensitivity_.reset();
        tornado_->clearResult();
        return;
    }
    sensitivity_ = *evaluation->sensitivity;
    std::vector<std::string> names;
    for (const sc::Option& o : evaluation->scenario.options) names.push_back(o.name);
    tornado_->setResult(*sensitivity_, QString::fromStdString(evaluation->scenario.currency));
    if (sensitivity_->compared < names.size() && sensitivity_->baseline < names.size())
        tornadoTitle_->setText(tr("Tornado: what moves PV of %1 minus PV of %2 most")
                                   .arg(io::shownText(names[sensitivity_->compared]),
                                        io::shownText(names[sensitivity_->baseline])));
    emit sensitivityShown();
}

bool RiskPage::isRunning() const {
    return controller_->isMonteCarloRunning();
}

bool RiskPage::isResultCurrent() const {
    return monteCarlo_ && controller_->isMonteCarloCurrent();
}

void RiskPage::runMonteCarlo() {
    const sc::Scenario& s = document_->scenario();
    if (!document_->isEvaluable() || !s.uncertainty || s.uncertainty->inputs.empty() || isResultCurrent()) {
        showStatus();
        return;
    }
    progress_->setValue(0);
    runButton_->setEnabled(false);
    cancelButton_->setEnabled(true);
    controller_->runMonteCarlo();
    showStatus();
}

void RiskPage::cancel() {
    controller_->cancelMonteCarlo();
}

void RiskPage::onMonteCarloDone(const std::shared_ptr<const engine::MonteCarloResult>& result) {
    runButton_->setEnabled(true);
    cancelButton_->setEnabled(false);
    monteCarlo_ = *result;
    progress_->setValue(100);
    distribution_->setResult(*monteCarlo_, QString::fromStdString(document_->scenario().currency));
    cheapest_->setResult(*monteCarlo_);
    showStatus();
    emit monteCarloFinished();
}

void RiskPage::showStatus() {
    const sc::Scenario& s = document_->scenario();
    if (isRunning()) {
        status_->setText(tr("Running…"));
    } else if (!s.uncertainty || s.uncertainty->inputs.empty()) {
        status_->setText(tr("Add an uncertain input to run the analysis"));
    } else if (!document_->isEvaluable()) {
        status_->setText(tr("The scenario has problems: fix them first"));
    } else if (monteCarlo_ && !isResultCurrent()) {
        status_->setText(tr("The inputs changed since the last run: run it again"));
    } else if (monteCarlo_) {
        status_->setText(
            tr("%1 trials, seed %2").arg(uiLocale().toString(monteCarlo_->trials)).arg(monteCarlo_->seed));
    } else {
        status_->setText(QString());
    }
    runButton_->setEnabled(!isRunning() && document_->isEvaluable() && s.uncertainty &&
                           !s.uncertainty->inputs.empty());
}

}  // namespace gputco::ui
